"""Declared status modifiers apply in every game, from the declaration alone: the odds of a
check under a status that declares -2 to every check are the odds with a free modifier of -2,
and the breakdown names the status and its source (each game's own rules, given one more
declared status; no system code knows it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheetkeeper import api
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.status import EVERY, Status

DAZED = Status("dazed", "Dazed", "-2 to every check", "house example: a dazing blow",
               modifiers=((EVERY, -2),))


def _rules_with_dazed(system_id: str):
    base = type(api.system(system_id).rules)

    class WithDazed(base):  # type: ignore[misc, valid-type]
        def statuses(self, character):
            return [*super().statuses(character), DAZED]

    return WithDazed()


def _sample(system_id: str):
    return api.load(Path(__file__).parents[1] / "data" / f"format1-{system_id}.skchar").character


def _check(rules, character) -> str:
    """The first check whose odds a -2 changes (a new character's 0% skill does not move)."""
    return next(k.id for k in rules.checks(character)
                if rules.odds(character, k.id, -2).outcomes != rules.odds(character, k.id).outcomes)


@pytest.mark.parametrize("system_id", ["rainworld", "lite", "renaissance", "brp"])
def test_a_declared_modifier_moves_the_odds_as_the_free_modifier_would(system_id):
    rules = _rules_with_dazed(system_id)
    c = _sample(system_id)
    dazed = rules.apply(c, api.Action("status.set", {"status": "Dazed"})).character
    check = _check(rules, c)
    under = rules.odds(dazed, check)
    assert under.outcomes == rules.odds(c, check, -2).outcomes
    lines = [line for line in under.situation if line.option == "status:dazed"]
    assert [(line.text, line.source) for line in lines] == [
        ("Dazed: -2", "house example: a dazing blow")]
    # the table's own modifier stays its own: it is not shown as chosen, and a second settle
    # (as an attack does before its roll) does not count the status twice
    assert not any(line.option == "modifier" for line in under.situation)
    again = rules.odds(dazed, check, situation=rules._settled(dazed, check, None, 0))
    assert again.outcomes == under.outcomes


@pytest.mark.parametrize("system_id", ["rainworld", "renaissance", "brp"])
def test_the_breakdown_names_the_status_next_to_the_free_modifier(system_id):
    rules = _rules_with_dazed(system_id)
    c = _sample(system_id)
    dazed = rules.apply(c, api.Action("status.set", {"status": "Dazed"})).character
    check = _check(rules, c)
    labels = [label for label, _ in rules.odds(dazed, check, 3).breakdown]
    assert "Dazed" in labels
    rolled = rules.roll(dazed, check, FixedDice([1] * 40), 3)
    assert any(line.option == "status:dazed" for line in rolled.situation)
    assert any("+3" in line.text for line in rolled.situation if line.option != "status:dazed")
