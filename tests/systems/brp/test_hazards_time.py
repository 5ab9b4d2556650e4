"""Recovery, movement over time and maximum damage, through ``sheetkeeper.api``; each test
quotes the excerpt's line it checks."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.inventory import Item
from sheetkeeper.core.pool import Pool
from sheetkeeper.core.rules import Context
from sheetkeeper.systems.brp import SYSTEM, journey, maximum_damage, recovery_preview
from sheetkeeper.systems.brp.damage_dice import parse


def hurt(hero, hp=3, fp=5, pp=2):
    return hero.model_copy(update={"hit_points": Pool(current=hp, maximum=12),
                                   "fatigue_points": Pool(current=fp, maximum=23),
                                   "power_points": Pool(current=pp, maximum=12)})


# -- recovery ---------------------------------------------------------------------------------

def test_one_fatigue_point_a_minute_of_inactivity(hero):
    """[004 "Regenerate 1 fatigue pointOne minute (five combat rounds) of inactivity"]"""
    done = api.apply(hurt(hero), "brp.recover", {"rest_minutes": 7})
    assert done.character.fatigue_points.current == 12
    assert done.character.power_points.current == 2  # rest minutes give no power points


def test_all_fatigue_points_after_twenty_minutes(hero):
    """[004 "Regenerate all fatigue pointsTwenty minutes of rest and inactivity"]"""
    assert recovery_preview(hurt(hero, fp=2), rest_minutes=19).fatigue == 19  # of 21 missing
    done = api.apply(hurt(hero, fp=2), "brp.recover", {"rest_minutes": 20})
    assert done.character.fatigue_points.current == 23


def test_power_points_per_hour_asleep_and_per_two_hours_awake(hero):
    """[004 "Regenerate 1 power pointOne power point per hour of sleep, and 1 per two hours
    awake"]"""
    done = api.apply(hurt(hero), "brp.recover", {"sleep_hours": 3, "awake_hours": 5})
    assert done.character.power_points.current == 2 + 3 + 2
    assert "3 h asleep × 1 + 5 h awake ÷ 2 = +5" in done.entries[0].reason


def test_all_power_points_after_a_game_day(hero):
    """[004 "Regenerate all power pointsOne game day (24 hours, or an equivalent)"]"""
    done = api.apply(hurt(hero), "brp.recover", {"sleep_hours": 8, "awake_hours": 16})
    assert done.character.power_points.current == 12


def test_hit_points_1d3_a_week_rolled_and_in_the_ledger(hero):
    """[004 "Regenerate 1D3 hit pointsOne game week (seven days)"]"""
    plan = recovery_preview(hurt(hero), weeks=2)
    assert plan.hp_range == (2, 6)
    done = api.apply(hurt(hero), "brp.recover", {"weeks": 2}, context=Context(FixedDice([3, 1])))
    assert done.character.hit_points.current == 3 + 4
    entry = done.entries[0]
    assert entry.subject == "recovery" and entry.amount == 4
    assert "rolled 3 + 1 = +4" in entry.reason
    assert done.character.ledger.entries[-1] == entry


def test_hit_points_never_pass_the_maximum(hero):
    """[004 "Regenerate 1D3 hit pointsOne game week (seven days)"]: the maximum still holds."""
    done = api.apply(hurt(hero, hp=11), "brp.recover", {"weeks": 1}, context=Context(FixedDice([3])))
    assert done.character.hit_points.current == 12
    assert done.entries[0].amount == 1


def test_recovery_refuses_no_time_and_negative_time(hero):
    with pytest.raises(Refusal, match="Enter the time"):
        api.apply(hurt(hero), "brp.recover", {})
    with pytest.raises(Refusal, match="Weeks of rest: -1 is outside 0 to 1000"):
        api.apply(hurt(hero), "brp.recover", {"weeks": -1})
    with pytest.raises(Refusal, match="Hours asleep: give a whole number, not .eight."):
        api.apply(hurt(hero), "brp.recover", {"sleep_hours": "eight"})


def test_a_fainted_character_wakes_with_a_power_point(hero):
    """[004 "faints until regaining at least 1 power point"]"""
    out = hurt(hero, pp=0)
    assert "Fainted" in [s.name for s in SYSTEM.rules.states(out)]
    woke = api.apply(out, "brp.recover", {"sleep_hours": 1}).character
    assert "Fainted" not in [s.name for s in SYSTEM.rules.states(woke)]


def _dead(hero):
    chars = hero.characteristics.model_copy(
        update={"CON": hero.characteristics.CON.model_copy(update={"current": 0})})
    return hurt(hero).model_copy(update={"characteristics": chars})


def test_the_dead_recover_nothing(hero):
    """[004 "If a characteristic is lowered to 0, your character dies, even if the characteristic
    is CHA."] — the table's regeneration rows are for the living: a week passes and no hit
    point comes back, and the Recover… offer says why."""
    dead = _dead(hero)
    with pytest.raises(Refusal, match=r"is dead \(CON is 0\): the dead do not recover"):
        api.apply(dead, "brp.recover", {"weeks": 1}, context=Context(FixedDice([3])))
    offer = next(o for o in api.offers(dead) if o.action.kind == "brp.recover")
    assert not offer.allowed and "the dead do not recover" in offer.reason
    assert api.apply(hurt(hero), "brp.recover", {"weeks": 1},
                     context=Context(FixedDice([3]))).character.hit_points.current == 6


@pytest.mark.parametrize(("kind", "args", "verb"), [
    ("brp.age", {}, "age"),
    ("brp.travel", {"mode": "Running, normally", "turns": 3}, "travel"),
    ("brp.hazard", {"hazard": "Fall", "damage": "2"}, None),  # a body still falls
])
def test_the_dead_do_not_age_or_travel(hero, kind, args, verb):
    dead = _dead(hero).model_copy(update={"options": hero.options.model_copy(update={"aging": True}),
                                          "age": 70})
    if verb is None:
        assert api.apply(dead, kind, args).character.hit_points.current == 1
        return
    with pytest.raises(Refusal, match=f"the dead do not {verb}$"):
        api.apply(dead, kind, args, context=Context(FixedDice([1] * 12)))
    offer = next(o for o in api.offers(dead) if o.action.kind == kind)
    assert not offer.allowed and f"the dead do not {verb}" in offer.reason


def test_the_recover_offer_carries_the_table_and_is_refused_at_full(hero):
    offer = next(o for o in api.offers(hurt(hero)) if o.action.kind == "brp.recover")
    assert offer.allowed and "1D3 HP per week" in offer.cost
    full = next(o for o in api.offers(hero) if o.action.kind == "brp.recover")
    assert not full.allowed and "all at their maximum" in full.reason


# -- time and movement ------------------------------------------------------------------------

def test_a_turn_is_25_rounds_and_an_hour_12_turns(hero):
    """[004 "Each turn equals five minutes (25 combat rounds)."], [004 "an hour is 12 turns"]"""
    assert journey(hero, "Walking", turns=1).distance == 250
    assert journey(hero, "Walking", hours=1).distance == 3_000
    assert journey(hero, "Walking", rounds=5).lines[0].endswith("(1 min)")


def test_own_mov_from_the_round_rate(hero):
    """[004 "Multiply a combat round movement rate by ×25 for a turn"], and 3 m a unit
    [004 "they might use 3 meters per unit"]: MOV 10 is 30 m a round, 9 km an hour."""
    assert journey(hero, "On foot at MOV", hours=1).distance == 9_000
    movement = {d.key: d.value for d in SYSTEM.rules.derived(hero)}["movement"]
    assert movement.startswith("30 m/round · 750 m/turn · 9.00 km/hour · 90.00 km/day")


def test_terrain_reductions_most_severe_first(hero):
    """[004 "ending up at around 8 kilometers per day of travel"]: riding through forested
    mountains, 36 km → 12 → 8."""
    trip = journey(hero, "Riding, walking speed", hours=10, terrain="Forest, off road; Mountains")
    assert trip.distance == 8_000
    assert "Mountains; Forest, off road" in trip.lines[1]
    with pytest.raises(Refusal, match="no terrain or weather called 'Lava'"):
        journey(hero, "Walking", hours=1, terrain="Lava")


def test_running_costs_a_fatigue_point_a_turn(hero):
    """[004 "Running costs 1 fatigue point per turn, and requires a successful hourly Stamina
    roll or your character loses 1 hit point each hour."]"""
    done = api.apply(hero, "brp.travel", {"mode": "Running, normally", "hours": 2,
                                          "failed_stamina_rolls": 1})
    c = done.character
    assert c.fatigue_points.current == 0  # 24 turns: −24 FP, the pool stops at 0
    assert done.entries[0].amount == 24
    assert c.hit_points.current == 9
    assert "2 hourly Stamina roll(s)" in done.entries[0].reason
    with pytest.raises(Refusal, match="only 2 are due"):
        api.apply(hero, "brp.travel", {"mode": "Running, normally", "hours": 2, "failed_stamina_rolls": 3})


def test_forced_march_costs_a_fatigue_point_an_hour(hero):
    """[004 "This costs 1 fatigue point per game hour, and requires a daily Stamina roll"]"""
    done = api.apply(hero, "brp.travel", {"mode": "Marching, forced", "hours": 3})
    assert done.character.fatigue_points.current == 17
    assert "1 daily Stamina roll(s)" in done.entries[0].reason
    assert "10.80 km" in done.entries[0].reason
    no_rule = api.apply(hero, "brp.travel", {"mode": "Marching, forced", "hours": 3,
                                             "fatigue_rule": False})
    assert no_rule.character.fatigue_points.current == 20


def test_enc_over_the_maximum_costs_a_point_a_turn_per_point(hero):
    """[004 "loses 1 fatigue point per turn per additional ENC above their maximum while
    exerting themselves"]: 2 over the maximum, swimming for two turns."""
    heavy = hero.model_copy(update={"inventory": [Item(name="Pack", enc=14)]})  # max is 12
    done = api.apply(heavy, "brp.travel", {"mode": "Swimming", "turns": 2})
    assert done.character.fatigue_points.current == 20 - 4


def test_travel_refuses_unknown_modes_and_no_time(hero):
    with pytest.raises(Refusal, match="Movement Rates Table"):
        api.apply(hero, "brp.travel", {"mode": "Teleport", "hours": 1})
    with pytest.raises(Refusal, match="how long"):
        api.apply(hero, "brp.travel", {"mode": "Walking"})


# -- power points: maximum damage ------------------------------------------------------------

def fated(hero, pp=10, modifier="+1D4"):
    return hero.model_copy(update={"power_points": Pool(current=pp, maximum=12),
                                   "damage_modifier": modifier,
                                   "options": hero.options.model_copy(update={"fate_points": True})})


def test_maximum_damage_costs_the_weapon_range(hero):
    """[004 "a short sword does 1D6+1 damage normally, so by spending 7 power points, it does 7
    points of damage (no roll required), plus the damage modifier if applicable"]"""
    strike = maximum_damage(fated(hero), "1D6+1")
    assert strike.cost == 7
    done = api.apply(fated(hero), "brp.max_damage", {"damage": "1D6+1"},
                     context=Context(FixedDice([3])))
    assert done.character.power_points.current == 3
    assert done.entries[0].amount == 10  # 7 + the damage modifier's 1D4 rolled 3
    assert "rolled [3] = +3; 10 damage" in done.entries[0].reason


def test_maximum_damage_is_refused_without_enough_points_or_the_rule(hero):
    """[004 "This costs the entire rollable damage range of the weapon and cannot be
    incremented."]"""
    with pytest.raises(Refusal, match="costs 7 power points; you have 6"):
        api.apply(fated(hero, pp=6), "brp.max_damage", {"damage": "1D6+1"})
    with pytest.raises(Refusal, match="optional rule"):
        api.apply(hero, "brp.max_damage", {"damage": "1D6+1"})
    with pytest.raises(Refusal, match="not dice like"):
        api.apply(fated(hero), "brp.max_damage", {"damage": "sword"})


def brute(*dice_and_constant):
    """Every face of every die, counted."""
    *dice, constant = dice_and_constant
    faces = [range(1, s + 1) if s > 0 else [-f for f in range(1, -s + 1)] for s in dice]
    counts = Counter(sum(combo) + constant for combo in itertools.product(*faces))
    total = sum(counts.values())
    return {k: Fraction(v, total) for k, v in counts.items()}


@pytest.mark.parametrize("text, dice", [
    ("1D6+1", (6, 1)), ("2D6", (6, 6, 0)), ("1D8+1D4", (8, 4, 0)), ("3D6-1D4", (6, 6, 6, -4, 0)),
    ("1D10+2", (10, 2)),
])
def test_damage_distributions_match_enumeration(text, dice):
    """A sample of weapons: the exact distribution is the enumeration of every face."""
    assert parse(text).distribution() == brute(*dice)


@pytest.mark.parametrize("modifier, dice", [("+1D4", (4, 7)), ("-1D4", (-4, 7)), ("", (7,)),
                                            ("+1D6", (6, 7))])
def test_maximum_damage_distribution_is_the_maximum_plus_the_modifier(hero, modifier, dice):
    """[004 "The damage modifier is rolled normally."]"""
    assert maximum_damage(fated(hero, modifier=modifier), "1D6+1").distribution() == brute(*dice)


# -- hazards whose damage the user enters ----------------------------------------------------

def test_a_hazard_rolls_the_damage_entered_and_takes_it_off_the_hit_points(hero):
    """The excerpt gives no falling or fire damage; the user enters it and the action rolls
    it. Poison is POT against CON on the resistance table [004 "Potency vs. CON: All diseases
    and poisons are measured in terms of Potency (POT) and match this rating against the
    target’s CON"]: the odds come from the resistance option, the damage is entered."""
    odds = api.odds(hero, "char:CON", situation={"resistance": 17, "resistance_passive": True})
    assert odds.success == Fraction(50 + 5 * 11 - 5 * 17, 100)  # CON 11 against POT 17
    done = api.apply(hero, "brp.hazard", {"hazard": "Venom", "damage": "2D6"},
                     context=Context(FixedDice([4, 5])))
    assert done.character.hit_points.current == 1
    entry = done.entries[0]
    assert (entry.subject, entry.amount) == ("hazard: Venom", 9)
    assert "2D6 rolled 4 + 5 = 9 damage; HP 10 → 1" in entry.reason


def test_a_hazard_without_damage_is_refused(hero):
    with pytest.raises(Refusal, match="Enter the damage of Fall"):
        api.apply(hero, "brp.hazard", {"hazard": "Fall", "damage": ""})
    with pytest.raises(Refusal, match="the damage of Fire 'hot' is not dice"):
        api.apply(hero, "brp.hazard", {"hazard": "Fire", "damage": "hot"})


def test_the_breakdown_is_what_the_action_applies(hero):
    """For any time and any pools: ``recovery_preview`` gives what ``brp.recover`` applies, FP
    and PP never pass their maximum, and the rolled HP stay within the week's 1D3s."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=60, deadline=None)
    @given(st.integers(0, 12), st.integers(0, 23), st.integers(0, 12), st.integers(0, 40),
           st.integers(0, 30), st.integers(0, 30), st.integers(0, 3), st.randoms())
    def check(hp, fp, pp, rest, sleep, awake, weeks, rng):
        if not (rest or sleep or awake or weeks):
            return
        c = hurt(hero, hp=hp, fp=fp, pp=pp)
        plan = recovery_preview(c, rest_minutes=rest, sleep_hours=sleep, awake_hours=awake,
                                weeks=weeks)
        out = api.apply(c, "brp.recover", {"rest_minutes": rest, "sleep_hours": sleep,
                                           "awake_hours": awake, "weeks": weeks},
                        context=Context(rng)).character
        assert out.fatigue_points.current == min(23, fp + plan.fatigue)
        assert out.power_points.current == min(12, pp + plan.power)
        low, high = plan.hp_range
        assert min(12, hp + low) <= out.hit_points.current <= min(12, hp + high)

    check()
