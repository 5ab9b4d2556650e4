"""Travel for days, and at a rate a round the Movement Rates Table does not give."""

from __future__ import annotations

import pytest

from sheetkeeper import api


def test_a_travel_day_is_ten_hours_of_the_hourly_rate(hero):
    """[004] "Multiply an hourly movement rate by ×10 for a day"; "Walking10 meters250
    meters3 kilometers30 kilometers"."""
    two = api.apply(hero, "brp.travel", {"mode": "Walking", "days": 2, "fatigue_rule": False})
    assert "Walking: 60.00 km" in two.message
    mixed = api.apply(hero, "brp.travel", {"mode": "Walking", "days": 1, "hours": 2,
                                            "fatigue_rule": False})
    assert "Walking: 36.00 km" in mixed.message


def test_forced_march_days_cost_fatigue_by_the_hour_and_a_stamina_roll_a_day(hero):
    """[004] "This costs 1 fatigue point per game hour, and requires a daily Stamina roll or
    your character loses 1 hit point daily." """
    hero = hero.model_copy(update={"fatigue_points": hero.fatigue_points.model_copy(
        update={"current": 40, "maximum": 40})})
    done = api.apply(hero, "brp.travel", {"mode": "Marching, forced", "days": 2,
                                          "failed_stamina_rolls": 1})
    assert done.character.fatigue_points.current == 40 - 20
    assert done.character.hit_points.current == hero.hit_points.current - 1
    with pytest.raises(api.Refusal, match="3 failed Stamina rolls, but only 2 are due"):
        api.apply(hero, "brp.travel", {"mode": "Marching, forced", "days": 2,
                                       "failed_stamina_rolls": 3})


def test_a_rate_a_round_the_table_does_not_give(hero):
    """[004] "Space vehicle, futureVariesVariesVariesVaries"; [004] "Multiply a combat round
    movement rate by ×25 for a turn"."""
    done = api.apply(hero, "brp.travel", {"per_round": 20, "turns": 2})
    assert done.message.startswith("At 20 m a round: 1.00 km")
    labelled = api.apply(hero, "brp.travel", {"mode": "Space vehicle, future",
                                              "per_round": 1000, "rounds": 3})
    assert labelled.message.startswith("Space vehicle, future: 3.00 km")
    with pytest.raises(api.Refusal, match="Metres a combat round: 0 is outside 0.1 to 1000000"):
        api.apply(hero, "brp.travel", {"per_round": 0, "turns": 1})
    with pytest.raises(api.Refusal, match="Metres a combat round: give a number, not 'fast'"):
        api.apply(hero, "brp.travel", {"per_round": "fast", "turns": 1})
