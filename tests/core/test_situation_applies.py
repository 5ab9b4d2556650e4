"""Options that apply only with other options' values: moot ones are refused by settle (a
value other than the default), held at their default, and left out of what a form passes."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.situation import Option, When, active, only_applying, settle

MODE = Option("mode", "Firing mode", "choice",
              choices=(("single", "Single"), ("burst", "Burst 3"), ("auto", "Auto")))
ROUNDS = Option("rounds", "Rounds fired", "count", 10, 1, 100, applies=(When("mode", ("auto",)),))
SPRAY = Option("spraying", "Spray an area", "toggle", applies=(When("mode", ("burst", "auto")),))
GEAR = Option("gear", "Equipment", "choice", choices=(("none", "None"), ("0", "Scope")),
              applies=(When("mode", ("burst", "auto")), When("spraying", (False,))))
OTHER = Option("other", "Other side", "opponent", None, 0, 98)
CONTEST = Option("contest", "Kind of contest", "choice",
                 choices=(("opposed", "Opposed"), ("variable", "Variable")),
                 applies=(When("other", besides=(None,)),))
HELPERS = Option("helpers", "Helpers", "count", 0, 0, 3)
BARRED = Option("barred", "Attack test", "toggle", applies=(When("helpers", besides=(0,)),))
OPTIONS = [ROUNDS, SPRAY, GEAR, MODE, OTHER, CONTEST, HELPERS, BARRED]  # a condition may look ahead


def test_which_options_apply_follows_the_values():
    assert active(OPTIONS, {}) == {"mode", "other", "helpers"}
    assert active(OPTIONS, {"mode": "auto"}) == {"mode", "rounds", "spraying", "gear", "other", "helpers"}
    assert active(OPTIONS, {"mode": "burst", "spraying": True}) == {"mode", "spraying", "other", "helpers"}
    assert {"contest", "barred"} <= active(OPTIONS, {"other": 40, "helpers": 1})


def test_a_moot_option_reads_the_one_it_depends_on_at_its_default():
    # spraying was ticked in auto mode, then the mode went back to Single: the equipment
    # does not apply (its mode is wrong) and spraying no longer counts against it either
    values = {"mode": "single", "spraying": True}
    assert "gear" not in active(OPTIONS, values) and "spraying" not in active(OPTIONS, values)


def test_settle_refuses_a_value_for_a_moot_option_naming_when_it_applies():
    with pytest.raises(Refusal, match="^Rounds fired: applies only when Firing mode is Auto$"):
        settle(OPTIONS, {"mode": "burst", "rounds": 20})
    with pytest.raises(Refusal, match="^Kind of contest: applies only when Other side is given$"):
        settle(OPTIONS, {"contest": "variable"})
    with pytest.raises(Refusal, match="^Attack test: applies only when Helpers is not 0$"):
        settle(OPTIONS, {"barred": True})
    with pytest.raises(Refusal, match="^Equipment: applies only when Firing mode is Burst 3 or "
                                      "Auto and Spray an area is no$"):
        settle(OPTIONS, {"mode": "auto", "spraying": True, "gear": "0"})


def test_a_range_error_comes_before_whether_the_option_applies():
    with pytest.raises(Refusal, match="Rounds fired: 0 is outside 1 to 100"):
        settle(OPTIONS, {"rounds": 0})


def test_a_moot_option_given_its_default_is_no_refusal_and_holds_the_default():
    s = settle(OPTIONS, {"mode": "single", "rounds": 10, "contest": "opposed"})
    assert s["rounds"] == 10 and s.is_plain()
    s = settle(OPTIONS, {"mode": "auto", "rounds": 25, "other": 40, "contest": "variable"})
    assert s.as_dict() == {"mode": "auto", "rounds": 25, "other": 40, "contest": "variable"}


def test_only_applying_drops_what_a_hidden_control_still_holds():
    given = {"mode": "single", "rounds": 25, "spraying": True, "helpers": 0, "barred": True}
    assert only_applying(OPTIONS, given) == {"mode": "single", "helpers": 0}
    settle(OPTIONS, only_applying(OPTIONS, given))  # what the form passes always settles


def test_options_that_depend_on_each_other_or_on_nothing_are_a_mistake_in_the_rules():
    a = Option("a", "A", "toggle", applies=(When("b", (True,)),))
    b = Option("b", "B", "toggle", applies=(When("a", (True,)),))
    with pytest.raises(ValueError, match="depend on each other"):
        active([a, b], {})
    with pytest.raises(ValueError, match="depends on 'b', not an option here"):
        active([a], {})
