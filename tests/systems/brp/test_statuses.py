"""Basic Roleplaying's declared status: fainting at 0 power points."""

from __future__ import annotations

import pytest

from sheetkeeper import api


def _with_power(c, current):
    return c.model_copy(update={"power_points": c.power_points.model_copy(
        update={"current": current})})


def test_at_0_power_points_the_character_faints_and_attempts_nothing():
    # [004 "if reduced to 0 power points, your character is exhausted and faints until
    # regaining at least 1 power point."]
    c = api.new_character("brp", "Ada")
    spent = _with_power(c, 0)
    assert [s.label for s in api.active_statuses(spent)] == ["Fainted"]
    odds = api.odds(spent, "char:STR")
    assert odds.success == 0 and odds.outcomes == {"impossible": 1}
    assert "impossible while Fainted" in odds.refused
    with pytest.raises(api.Refusal, match="impossible while Fainted"):
        api.roll(spent, "char:STR", rng=None)  # refused before any die is asked for
    # [004 "until regaining at least 1 power point"]
    recovered = _with_power(c, 1)
    assert api.active_statuses(recovered) == []
    assert api.odds(recovered, "char:STR").success > 0


def test_fainted_can_be_set_by_hand_and_names_its_source():
    c = api.new_character("brp", "Ada")
    fainted = api.apply(c, "status.set", {"status": "Fainted"}).character
    (status,) = api.active_statuses(fainted)
    assert status.source.startswith('004 "if reduced to 0 power points')
    assert api.apply(fainted, "status.clear", {"status": "fainted"}).character == c
