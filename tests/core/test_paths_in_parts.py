"""A path steps into a fixed number of values as into a list, and a value set inside an
optional part not in play brings the part in with its defaults; reading there names
nothing, except for a sheet, which reads it as empty."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.paths import NoSuchPath, get_path, read_path, set_path


def test_a_tuple_is_stepped_into_and_replaced_as_a_tuple():
    ada = api.new_character("rainworld", "Ada")
    harsh = set_path(ada, "options.injury_penalties.2", 7)
    assert harsh.options.injury_penalties == (1, 2, 7, 4)
    assert ada.options.injury_penalties == (1, 2, 3, 4)  # copy-on-write
    assert get_path(harsh, "options.injury_penalties.2") == 7
    with pytest.raises(NoSuchPath, match="no row 4"):
        set_path(ada, "options.injury_penalties.4", 1)
    with pytest.raises(Refusal, match="less than or equal to 30"):
        api.apply(ada, "set", {"path": "options.injury_penalties.0", "value": 31})


def test_a_value_set_inside_an_absent_part_brings_the_part_in():
    cyd = api.new_character("grimwire", "Cyd")
    assert cyd.extra_attribute is None
    with pytest.raises(NoSuchPath):
        get_path(cyd, "extra_attribute.value")
    assert read_path(cyd, "extra_attribute.value") is None
    done = api.apply(cyd, "set", {"path": "extra_attribute.value", "value": 4}).character
    assert (done.extra_attribute.abbreviation, done.extra_attribute.value) == ("SOC", 4)
    gone = api.apply(done, "set", {"path": "extra_attribute", "value": None}).character
    assert gone.extra_attribute is None
