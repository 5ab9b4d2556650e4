"""Basic Roleplaying, line by line as docs/rules/brp.md lists it, through ``sheetkeeper.api``
alone: each test quotes the excerpt [004] and checks its numbers."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from sheetkeeper import api

from .listed import rule


def hero(values: dict[str, object] | None = None, *, skills: tuple[dict, ...] = (),
         **characteristics: int):
    c = api.new_character("brp", "Bran")
    for name, value in characteristics.items():
        for part in ("original", "current"):
            c = api.apply(c, "set", {"path": f"characteristics.{name}.{part}",
                                     "value": value}).character
    for path, value in (values or {}).items():
        c = api.apply(c, "set", {"path": path, "value": value}).character
    for row in skills:
        c = api.apply(c, "list.add", {"path": "skills", "value": {
            "category": "Physical", "base": 5} | row}).character
    return c


RIDE = {"name": "Ride", "rating": 45}
DODGE = {"name": "Dodge", "category": "Physical", "rating": 60}


def derived(c) -> dict[str, str]:
    return {d.key: d.value for d in api.derived(c)}


def degree(c, check_id: str, face: int, **situation) -> str:
    return api.resolve(c, check_id, [face], situation=situation).outcome


def chance(c, check_id: str, **situation) -> Fraction:
    return api.odds(c, check_id, situation=situation).success


def in_play(c):
    return c.model_copy(update={"in_creation": False})


def dice(*faces: int):
    return api.Context(rng=api.FixedDice(list(faces)))


@rule("brp", "D100 read 1–100,", "Skill Results Table:", "reading 1")
def test_the_five_degrees_by_the_printed_table():
    """[004] "There are five degrees of success for any type of action roll."; the Skill
    Results Table "Base ChanceCriticalSpecialFumble": a critical is "equal to or less than
    1/20 of the skill rating", a special 1/5 """
    c = hero(skills=(RIDE,))  # 45%: critical 01–03, special 04–09, fumble 98–00
    assert [degree(c, "skill:Ride", f) for f in (3, 4, 9, 10, 45, 46, 97, 98)] == [
        "Critical success", "Special success", "Special success", "Success", "Success",
        "Failure", "Failure", "Fumble"]
    high = hero(skills=({"name": "Ride", "rating": 85},))  # fumble from 96 + 4 = 100 only
    assert degree(high, "skill:Ride", 99) == "Failure" and degree(high, "skill:Ride", 100) == "Fumble"


@rule("brp", "96+ always fails,", "reading 2")
def test_the_edges_of_the_die():
    """[004] "rolls fail on results of 96 or higher"; "A roll of 00 is always a fumble"; "always
    succeeds on a roll of 01–05" """
    master = hero(skills=({"name": "Ride", "rating": 150},))
    assert degree(master, "skill:Ride", 96) == "Failure"
    assert degree(master, "skill:Ride", 100) == "Fumble"
    novice = hero(skills=({"name": "Ride", "rating": 5},))
    assert degree(novice, "skill:Ride", 5, modifier=-20) == "Success"  # the unmodified 5%
    weak = hero(skills=({"name": "Ride", "rating": 4},))
    assert degree(weak, "skill:Ride", 5) == "Failure"


@rule("brp", "Exact odds of")
def test_the_odds_count_the_hundred_faces():
    """[004] "There are five degrees of success for any type of action roll." — each counted
    over the hundred faces """
    c = hero(skills=(RIDE,))
    odds = api.odds(c, "skill:Ride")
    assert odds.outcomes == {"Critical success": Fraction(3, 100), "Special success": Fraction(6, 100),
                             "Success": Fraction(36, 100), "Failure": Fraction(52, 100),
                             "Fumble": Fraction(3, 100)}


@rule("brp", "Characteristic rolls ×5;", "reading 17")
def test_characteristic_rolls_and_difficulty():
    """[004] "most characteristic rolls have a ×5 multiplier"; "Easy characteristic rolls use a
    multiplier of ×10"; "divide the appropriate skill or characteristic roll in half (round
    up)"; "Your gamemaster may allow a flat 01% chance of success" """
    c = hero(STR=13, skills=(RIDE,))
    assert chance(c, "char:STR") == Fraction(65, 100)
    assert chance(c, "char:STR", difficulty="easy") == Fraction(95, 100)  # 130%: 96+ fails
    assert chance(c, "skill:Ride", difficulty="difficult") == Fraction(23, 100)
    assert chance(c, "skill:Ride", difficulty="automatic") == 1
    assert chance(c, "skill:Ride", difficulty="impossible") == 0
    flat = api.odds(c, "skill:Ride", situation={"difficulty": "impossible_01"})
    assert flat.success == Fraction(1, 100) and degree(c, "skill:Ride", 1,
                                                       difficulty="impossible_01") == "Success"


@rule("brp", "Situational modifiers after", "Situational Modifiers Table:")
def test_situational_modifiers_after_difficulty():
    """[004] "Any situational modifier is applied after a skill is modified due to being
    Difficult or Easy."; the Situational Modifiers Table's rows of −50, −20, +20 and +50 """
    c = hero(skills=(RIDE,))
    assert chance(c, "skill:Ride", difficulty="difficult", table_equipment="+20") == \
        Fraction(23 + 20, 100)
    assert chance(c, "skill:Ride", difficulty="easy", table_time="-50") == Fraction(90 - 50, 100)
    rows = [o for o in api.situations(c, "skill:Ride") if o.id.startswith("table_")]
    assert len(rows) == 7
    assert all([v for v, _ in o.choices] == ["0", "-50", "-20", "+20", "+50"] for o in rows)


@rule("brp", "Resistance: 50 + 5", "reading 3", "reading 4", "reading 15")
def test_resistance():
    """[004] "The base chance of a resistance roll equals 50% + (active characteristic × 5) –
    (passive characteristic × 5)."; "Differences of 10 points or more result in automatic
    success or failure"; the printed Resistance Table """
    c = hero(POW=12)
    assert chance(c, "char:POW", resistance=10) == Fraction(60, 100)
    assert chance(c, "char:POW", resistance=2) == 1
    assert chance(c, "char:POW", resistance=22) == 0
    edged = api.apply(c, "set", {"path": "options.resistance_edges", "value": True}).character
    assert chance(edged, "char:POW", resistance=2) == Fraction(99, 100)
    assert chance(c, "char:POW", resistance=10, table_environment="+20") == Fraction(80, 100)
    table = api.table("brp", "resistance")
    (fix,) = table.corrections
    assert (fix.printed, fix.corrected) == (85, 95)
    with pytest.raises(api.Refusal):
        api.odds(c, "char:POW", situation={"resistance": 10, "difficulty": "easy"})


@rule("brp", "Opposed rolls (default, \"highest", "reading 10", "reading 13", "reading 14")
def test_opposed_rolls():
    """[004] "The character that achieves the highest degree of success wins the contest.
    However, if the loser’s skill roll was successful, they modify the winner’s degree of
    success, shifting it downward one degree" """
    c = hero(skills=(RIDE,))
    assert api.resolve(c, "skill:Ride", [3, 30], situation={"opponent": 50}).outcome == \
        "Win with a special success"
    assert api.resolve(c, "skill:Ride", [3, 90], situation={"opponent": 50}).outcome == \
        "Win with a critical success"
    both_fail = api.resolve(c, "skill:Ride", [70, 90], situation={"opponent": 50})
    assert both_fail.outcome == "No winner"
    odds = api.odds(c, "skill:Ride", situation={"opponent": 50})
    assert sum(odds.outcomes.values()) == 1
    methods = {o.id: [v for v, _ in o.choices] for o in api.situations(c, "skill:Ride")}["method"]
    assert len(methods) == 5
    lost = api.resolve(c, "skill:Ride", [30, 10], situation={"opponent": 50})
    assert lost.outcome == "Lose to a success"
    assert not lost.details.get("experience_check")  # a success that loses earns none


@rule("brp", "Cooperative rolls +50/+30/+20/−10/−50,")
def test_cooperative_rolls():
    """[004] "Take the best result or a fumble, if one occurs." — critical +50, special +30,
    success +20, all failing −10, a fumble −50 """
    c = hero(skills=({"name": "Pilot", "rating": 25},))
    assert api.resolve(c, "skill:Pilot", [45, 30], situation={"helper_1": 65}).success  # 25 + 20
    assert not api.resolve(c, "skill:Pilot", [46, 30], situation={"helper_1": 65}).success
    assert api.resolve(c, "skill:Pilot", [75, 2], situation={"helper_1": 65}).success  # +50
    assert not api.resolve(c, "skill:Pilot", [20, 100], situation={"helper_1": 65}).success  # −50


@rule("brp", "Combined rolls: the lower", "reading 16")
def test_combined_rolls():
    """[004] "using the lower skill rating as the base chance"; "A failed roll that is below
    the second skill rating can be treated as a partial success" """
    c = hero(skills=(RIDE, DODGE))
    assert chance(c, "skill:Dodge", combined="Ride") == Fraction(45, 100)
    partial = api.resolve(c, "skill:Dodge", [55], situation={"combined": "Ride"})
    assert partial.outcome == "Partial success"  # 55: over Ride's 45, under Dodge's 60


@rule("brp", "Experience checks (once per")
def test_experience_checks():
    """[004] "An experience check for a particular skill is made only once per adventure";
    Easy rolls earn none """
    c = hero(skills=(RIDE,))
    assert api.resolve(c, "skill:Ride", [30]).details["experience_check"]
    assert not api.resolve(c, "skill:Ride", [30], situation={"difficulty": "easy"}).details.get(
        "experience_check")
    ticked = api.apply(c, "brp.experience_check", {"skill": "Ride"}).character
    assert ticked.skills[0].experience_check
    with pytest.raises(api.Refusal):
        api.apply(ticked, "brp.experience_check", {"skill": "Ride"})


@rule("brp", "Experience roll D100 +", "reading 5")
def test_the_experience_roll():
    """[004] "experience bonus (equal to 1/2 INT, rounded up)"; "After a successful experience
    roll add +1D6 to the skill rating."; "you can choose to add a default of +3" """
    c = hero(INT=9, skills=(dict(RIDE, experience_check=True),))
    assert derived(c)["experience_bonus"] == "+5"
    up = api.apply(c, "brp.improve", {"skill": "Ride"}, context=dice(41, 4)).character
    assert up.skills[0].rating == 49 and not up.skills[0].experience_check
    flat = api.apply(c, "brp.improve", {"skill": "Ride", "flat": True}, context=dice(41))
    assert flat.character.skills[0].rating == 48
    top = hero(INT=9, skills=({"name": "Ride", "rating": 100, "experience_check": True},))
    assert api.apply(top, "brp.improve", {"skill": "Ride"}, context=dice(95)).character.skills[0].rating == 100


@rule("brp", "POW check after winning")
def test_pow_gain():
    """[004] "(18 for humans) plus their minimum rollable POW (3 ...)"; "Multiply the remainder
    by ×5 and try to roll that result or less on D100."; "increase your character’s POW by
    1D3–1"; "+6 as a single D6" """
    c = hero(POW=12)
    assert derived(c)["pow_gain"] == f"{(18 + 3 - 12) * 5}%"
    checked = api.apply(c, "brp.pow_check", {"opponent_pow": 14}).character
    assert checked.pow_check
    with pytest.raises(api.Refusal):
        api.apply(c, "brp.pow_check", {"opponent_pow": 11})
    up = api.apply(checked, "brp.pow_gain", {}, context=dice(20, 3)).character
    assert up.characteristics.POW.current == 14
    rolled = api.apply(c, "brp.pow_dice", {"dice": "2D6+6"}).character
    assert (rolled.options.pow_max_rollable, rolled.options.pow_min_rollable) == (18, 3)
    with pytest.raises(api.Refusal):
        api.apply(c, "brp.pow_dice", {"dice": "2D6+5"})


@rule("brp", "Training: hours = current", "Learning hours go into", "Learning hours in the",
      "reading 7", "reading 8")
def test_training_with_a_teacher():
    """[004] "train for hours equal to their current skill rank"; "getting instruction in it
    from another character with a higher rating in the same skill"; "the teacher must attempt a
    Teach skill roll"; "No skill can be trained above 75%" """
    c = hero(skills=({"name": "Ride", "rating": 72},))
    c = api.apply(c, "brp.study", {"target": "Ride", "hours": 50}).character
    (course,) = api.courses(c)
    assert (course.done, course.needed) == (50, 72)
    with pytest.raises(api.Refusal, match="22 to go"):
        api.apply(c, "brp.train", {"skill": "Ride", "teacher": 80, "teach": 50})
    c = api.apply(c, "brp.study", {"target": "Ride", "hours": 22}).character
    with pytest.raises(api.Refusal, match="more than 72%"):
        api.apply(c, "brp.train", {"skill": "Ride", "teacher": 70, "teach": 50})
    with pytest.raises(api.Refusal, match="Teach"):
        api.apply(c, "brp.train", {"skill": "Ride", "teacher": 80})
    done = api.apply(c, "brp.train", {"skill": "Ride", "teacher": 80, "teach": 50},
                     context=dice(10, 6))
    assert done.character.skills[0].rating == 75 and api.courses(done.character) == []
    assert any(e.kind == "hours.spend" and "training: Ride" in e.subject
               for e in done.character.ledger.entries)
    assert "50 hours" in derived(c)["study_pace"]
    with pytest.raises(api.Refusal, match="above 75%"):
        api.apply(done.character, "brp.study", {"target": "Ride", "hours": 5})


@rule("brp", "Experience rolls from the")
def test_experience_rolls_go_through_the_statuses():
    """[004] "If the result of an experience roll is higher than your character’s current
    skill rating, then the experience roll succeeds."; "faints until regaining at least 1 power
    point" """
    c = hero(skills=(dict(RIDE, experience_check=True),))
    (check,) = [k for k in api.checks(c) if k.id == "exp:Ride"]
    assert check.action is not None and check.action.kind == "brp.improve"
    fainted = api.apply(c, "set", {"path": "power_points.current", "value": 0}).character
    with pytest.raises(api.Refusal, match="(?i)faint"):
        api.apply(fainted, "brp.improve", {"skill": "Ride"}, context=dice(90, 3))


@rule("brp", "In play a skill row")
def test_a_skill_with_a_rating_stays_in_play():
    """[004] "reducing the skill by –1D3" (only a fumbled Teach roll or aging lowers a rating) """
    c = in_play(hero(skills=(RIDE,)))
    with pytest.raises(api.Refusal):
        api.apply(c, "list.remove", {"path": "skills", "index": 0})
    assert api.apply(c, "list.remove", {"path": "skills", "index": 0,
                                        "adjust": "retcon"}).character.skills == []


@rule("brp", "Research: the same hours,", "reading 6")
def test_research():
    """[004] "increase the skill by 1D6–2 points, or choose to add 2 to the current skill
    rating" """
    c = hero(INT=10, skills=({"name": "Ride", "rating": 80},))
    c = api.apply(c, "brp.study", {"target": "Ride", "hours": 80, "method": "research"}).character
    up = api.apply(c, "brp.research", {"skill": "Ride"}, context=dice(90, 5)).character
    assert up.skills[0].rating == 83  # past 75%: research is not training
    low = api.apply(c, "brp.research", {"skill": "Ride"}, context=dice(90, 1)).character
    assert low.skills[0].rating == 80  # 1D6−2 never lowers
    assert api.apply(c, "brp.research", {"skill": "Ride", "flat": True},
                     context=dice(90)).character.skills[0].rating == 82


@rule("brp", "Characteristic training: value ×")
def test_characteristic_training():
    """[004] "The exact number is the current value for the characteristic multiplied by ×25.";
    "At the end of the training period, roll 1D3–1 and add the result"; "your character with DEX
    13 can train or research their DEX up to 20" """
    c = hero(DEX=13)
    assert derived(c)["cap:DEX"] == "20"
    with pytest.raises(api.Refusal, match=str(13 * 25)):
        api.apply(api.apply(c, "brp.study", {"target": "DEX", "hours": 300}).character,
                  "brp.train_characteristic", {"characteristic": "DEX"})
    ready = api.apply(c, "brp.study", {"target": "DEX", "hours": 325}).character
    up = api.apply(ready, "brp.train_characteristic", {"characteristic": "DEX"}, context=dice(3))
    assert up.character.characteristics.DEX.current == 15
    with pytest.raises(api.Refusal):
        api.apply(c, "brp.study", {"target": "POW", "hours": 10})


@rule("brp", "Aging (option): from 41,", "reading 12")
def test_aging():
    """[004] "roll 2D6 on the Characteristic Point Loss Table"; "If a characteristic is lowered
    to 0, your character dies" """
    c = hero({"age": 39})
    with pytest.raises(api.Refusal, match="optional rule"):
        api.apply(c, "brp.age")
    aging = api.apply(c, "set", {"path": "options.aging", "value": True}).character
    forty = api.apply(aging, "brp.age").character
    assert forty.age == 40 and forty.characteristics == aging.characteristics
    assert {t.name for t in api.tables("brp")} >= {"characteristic_point_loss", "characteristic"}
    dead = api.apply(aging, "set", {"path": "characteristics.CON.current", "value": 0}).character
    assert "Dead" in [s.label for s in api.active_statuses(dead)]


@rule("brp", "ENC: load, easy carry", "reading 9")
def test_encumbrance():
    """[004] "can only maneuver normally for any length of time carrying ENC equal to or less
    than their average of STR+CON (round up)"; "Every point of ENC your character carries over
    their maximum ENC causes them to suffer the following modifiers" """
    c = hero(STR=11, CON=12, DEX=10, skills=(dict(DODGE, rating=40),))
    assert api.encumbrance(c).capacity == math.ceil((11 + 12) / 2)
    heavy = api.apply(c, "list.add", {"path": "inventory", "value": {
        "name": "Anvil", "enc": 14.5}}).character
    figures = derived(heavy)
    assert figures["enc_over"] == "3" and figures["mov"] == "7"  # 2.5 over counts as 3
    assert chance(heavy, "skill:Dodge") == Fraction(40 - 15, 100)


@rule("brp", "Movement Rates Table, ×25/×12/×10/×24,", "reading 11")
def test_the_movement_rates_table():
    """[004] "Walking10 meters250 meters3 kilometers30 kilometers"; "For mountains, reduce by
    2/3."; "ending up at around 8 kilometers per day of travel" """
    c = hero()
    walk = api.apply(c, "brp.travel", {"mode": "Walking", "days": 1, "fatigue_rule": False})
    assert "30.00 km" in walk.message
    slow = api.apply(c, "brp.travel", {"mode": "Riding, walking speed", "hours": 10,
                                       "terrain": "Mountains; Forest, off road",
                                       "fatigue_rule": False})
    assert "8.00 km" in slow.message


@rule("brp", "Time: a round is")
def test_time_and_movement():
    """[004] "Each turn equals five minutes (25 combat rounds)."; "they might use 3 meters per
    unit"; "Multiply a combat round movement rate by ×25 for a turn" """
    c = hero({"mov": 8})
    assert derived(c)["movement"].startswith("24 m/round · 600 m/turn")
    turn = api.apply(c, "brp.travel", {"turns": 1, "fatigue_rule": False})
    assert turn.message.startswith("On foot at MOV: 600 m")  # 8 × 3 m × 25
    car = api.apply(c, "brp.travel", {"mode": "Space vehicle, future", "per_round": 100,
                                      "rounds": 3, "fatigue_rule": False})
    assert car.message.startswith("Space vehicle, future: 300 m")


@rule("brp", "Fatigue over time (optional")
def test_fatigue_over_time():
    """[004] "Running costs 1 fatigue point per turn" and an hourly Stamina roll; "This costs 1 fatigue point per game
    hour, and requires a daily Stamina roll"; "loses 1 fatigue point per turn per additional
    ENC above their maximum while exerting themselves" """
    c = hero()
    ran = api.apply(c, "brp.travel", {"mode": "Running, normally", "turns": 3,
                                      "failed_stamina_rolls": 0}).character
    assert ran.fatigue_points.current == 20 - 3
    hurt = api.apply(c, "brp.travel", {"mode": "Running, normally", "turns": 12,
                                       "failed_stamina_rolls": 1}).character  # an hour's roll
    assert (hurt.fatigue_points.current, hurt.hit_points.current) == (20 - 12, 10 - 1)
    with pytest.raises(api.Refusal, match="only 0 are due"):
        api.apply(c, "brp.travel", {"mode": "Running, normally", "turns": 3,
                                    "failed_stamina_rolls": 1})


@rule("brp", "Recovery: 1 FP a")
def test_recovery():
    """[004] "Regenerate 1 fatigue pointOne minute (five combat rounds) of inactivity";
    "Regenerate all fatigue pointsTwenty minutes of rest and inactivity"; "Regenerate 1 power
    pointOne power point per hour of sleep, and 1 per two hours awake"; "Regenerate 1D3 hit
    pointsOne game week (seven days)" """
    c = hero({"fatigue_points.current": 3, "power_points.current": 0, "hit_points.current": 4})
    rest = api.apply(c, "brp.recover", {"rest_minutes": 5}).character
    assert rest.fatigue_points.current == 8
    assert api.apply(c, "brp.recover", {"rest_minutes": 20}).character.fatigue_points.current == 20
    sleep = api.apply(c, "brp.recover", {"sleep_hours": 3, "awake_hours": 5}).character
    assert sleep.power_points.current == 3 + 2
    week = api.apply(c, "brp.recover", {"weeks": 1}, context=dice(2)).character
    assert week.hit_points.current == 6


@rule("brp", "Power points as fate")
def test_power_points_as_fate_points():
    """[004] "Spend 5 power points to re-roll any percentile roll desired."; "Success with this
    re-roll does not earn an experience check." """
    c = hero(skills=(RIDE,))
    fate = api.apply(c, "set", {"path": "options.fate_points", "value": True}).character
    rerolled = api.resolve(fate, "skill:Ride", [30], situation={"fate": "reroll"})
    assert rerolled.success and not rerolled.details.get("experience_check")
    with pytest.raises(api.Refusal):
        api.odds(c, "skill:Ride", situation={"fate": "reroll"})


@rule("brp", "Maximum damage (fate points):")
def test_maximum_damage():
    """[004] "by spending 7 power points, it does 7 points of damage (no roll required), plus
    the damage modifier if applicable" """
    c = hero({"options.fate_points": True})
    spent = api.apply(c, "brp.max_damage", {"damage": "1D6+1"}).character
    assert spent.power_points.current == 10 - 7
    poor = api.apply(c, "set", {"path": "power_points.current", "value": 6}).character
    with pytest.raises(api.Refusal):
        api.apply(poor, "brp.max_damage", {"damage": "1D6+1"})


@rule("brp", "A hazard's damage (fall,")
def test_a_hazard():
    """[004] gives no numbers for falls, fire or drowning (the damage is the rulebook's, entered
    as dice, rolled, off the hit points): "Depending on the venom or illness, even a failed roll
    can impair the target." """
    c = hero()
    fell = api.apply(c, "brp.hazard", {"hazard": "Fall", "damage": "2D6"}, context=dice(3, 4))
    assert fell.character.hit_points.current == 10 - 7 and fell.entries
    with pytest.raises(api.Refusal):
        api.apply(c, "brp.hazard", {"hazard": "Fall", "damage": "lots"})


@rule("brp", "Poison and disease: Potency")
def test_potency_against_con():
    """[004] "Potency vs. CON: All diseases and poisons are measured in terms of Potency
    (POT)" """
    c = hero(CON=12)
    assert chance(c, "char:CON", resistance=14, resistance_passive=True) == Fraction(
        50 + 5 * 12 - 5 * 14, 100)


@rule("brp", "0 power points: Fainted")
def test_fainted():
    """[004] "if reduced to 0 power points, your character is exhausted and faints until
    regaining at least 1 power point." """
    c = hero({"power_points.current": 0}, skills=(RIDE,))
    assert "Fainted" in [s.label for s in api.active_statuses(c)]
    assert api.odds(c, "skill:Ride").refused
    back = api.apply(c, "brp.recover", {"sleep_hours": 1}).character
    assert not api.odds(back, "skill:Ride").refused


@rule("brp", "reading 18")
def test_a_brp_skill_added_in_play_at_its_base_chance_is_no_rise():
    """[004 "Any skill which normally has a base chance of 5% or higher"]: a skill a
    character never raised stands at its base chance, so adding it in play there (from the
    table's library) is no advance; above it, it rises only by the rolls."""
    c = api.load(api.system("brp").samples[0]).character
    assert not c.in_creation
    added = api.apply(c, "list.add", {"path": "skills", "value": {"name": "Pilot", "base": 40, "rating": 40}})
    assert added.character.skill("Pilot").rating == 40
    with pytest.raises(api.Refusal, match="Pilot 40 → 45: skills and characteristics rise by an experience roll"):
        api.apply(c, "list.add", {"path": "skills", "value": {"name": "Pilot", "base": 40, "rating": 45}})
