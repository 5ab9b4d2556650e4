"""Each game's rules, as its docs/rules/<id>.md lists them, computed through
``sheetkeeper.api`` alone and checked against the numbers of the excerpt each quotes.

Nothing here reaches into a system's modules: characters are made, changed and read with
``api``, as a script or another program would."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheetkeeper import api

from .listed import rule


def made(system: str, values: dict[str, object] | None = None, name: str = "Test"):
    """A new character of the game with the values set through the rules (in creation every
    set is free)."""
    c = api.new_character(system, name)
    for path, value in (values or {}).items():
        c = api.apply(c, "set", {"path": path, "value": value}).character
    return c


def derived(c) -> dict[str, str]:
    return {d.key: d.value for d in api.derived(c)}


# -- Rainworld [000] --------------------------------------------------------------------------


@rule("rainworld", "Check = 2d10", "Untrained −2")
def test_rainworld_a_check_is_2d10_plus_ranks_over_10_and_untrained_is_minus_2():
    """[000] "A check is 2d10 + skill + any bonuses − any penalties; any result over 10 is a
    success; 10 or less is a failure." "Untrained checks take a -2 penalty." """
    ada = made("rainworld")
    untrained = api.odds(ada, "skill:Aggro")  # 2d10 − 2 > 10: a sum of 13 or more
    assert untrained.success == Fraction(sum(21 - s for s in range(13, 21)), 100) == Fraction(36, 100)
    ada = api.apply(ada, "list.add", {"path": "skills", "value": {"name": "Aggro", "rank": 3}}).character
    trained = api.odds(ada, "skill:Aggro")  # 2d10 + 3 > 10: a sum of 8 or more
    assert trained.success == 1 - Fraction(sum(s - 1 for s in range(2, 8)), 100) == Fraction(79, 100)
    assert api.resolve(ada, "skill:Aggro", [3, 5]).success  # 11
    assert not api.resolve(ada, "skill:Aggro", [3, 4]).success  # 10: not "over 10"


@rule("rainworld", "Doubles are critical", "Raise N = −N", "reading 7")
def test_rainworld_doubles_are_critical_and_a_raise_is_a_penalty():
    """[000] "When you roll doubles, that’s a critical result"; "Raise 1 is a -1 penalty,
    Raise 2 is -2, etc." """
    ada = made("rainworld")
    assert api.resolve(ada, "skill:Aggro", [6, 6]).outcome == "critical failure"  # 12 − 2 = 10
    assert api.resolve(ada, "skill:Aggro", [7, 7]).outcome == "critical success"  # 14 − 2
    assert api.resolve(ada, "skill:Aggro", [7, 6]).success
    assert not api.resolve(ada, "skill:Aggro", [7, 6], situation={"raise": 2}).success  # 13−2−2


@rule("rainworld", "reading 3")
def test_rainworld_figures_from_phys_con_and_mv():
    """[000] "the distance (in m) which characters can throw things without penalty is the
    lowest of their PHYS or CON"; "hold their breath ... for PHYS×30s"; "they die within
    PHYS÷2 minutes"; "the default MV 5"; sprinting: "the character’s effective MV increases by
    the value of their MV stat"."""
    dag = api.load(api.system("rainworld").samples[0]).character
    phys, con = api.value_at(dag, "phys"), api.value_at(dag, "con")
    figures = derived(dag)
    assert figures["throw_range"] == f"{min(phys, con)} m"
    minutes, seconds = divmod(phys * 30, 60)
    assert figures["breath"] == f"{minutes} min {seconds} s" if seconds else f"{minutes} min"
    assert figures["dying_time"] == f"{Fraction(phys, 2).__float__():g} minutes"
    assert derived(made("rainworld"))["movement"] == "MV 5 per round, 10 sprinting"


def test_rainworld_damage_is_dmg_minus_stop_less_ap():
    """[000] "actual damage taken = DMG—(STOP—AP), where each subtracted value can't fall
    below 0" """
    dag = api.load(api.system("rainworld").samples[0]).character
    weapon = api.value_at(dag, "weapons.0")
    for stop in (0, weapon.ap, weapon.ap + 2):
        hit = api.damage(dag, "attack:0", target={"stop": stop}, dice=[])
        assert hit.amount == max(0, weapon.dmg - max(0, stop - weapon.ap))


@rule("rainworld", "Overnight rest removes")
def test_rainworld_rest_trauma_fall_and_initiative():
    """[000] "An overnight period of reasonable rest and self-care will remove all stun." and
    "... all shock."; "5XP per point of trauma removed"; "1d4 boxes of injury for each full 5m
    they fall"; "everyone involved rolls 2d10 + Tactical Awareness" """
    ada = made("rainworld", {"body.right": 3, "mind.right": 2, "mind.left": 2})
    rested = api.apply(ada, "rainworld.rest").character
    assert (rested.body.right, rested.mind.right) == (0, 0)
    rich = api.apply(rested, "xp.award", {"amount": 12, "reason": "test"}).character
    healed = api.apply(rich, "rainworld.remove_trauma", {"count": 2}).character
    assert healed.mind.left == 0 and healed.ledger.xp_available == 12 - 2 * 5
    fell = api.apply(made("rainworld"), "rainworld.fall", {"metres": 12, "dice": [3, 4]})
    assert fell.character.body.left == 7  # two full 5 m: 2d4
    with pytest.raises(api.Refusal, match="enter 2 d4"):
        api.apply(made("rainworld"), "rainworld.fall", {"metres": 12, "dice": [3]})
    dag = api.load(api.system("rainworld").samples[0]).character
    (order,) = api.initiative({"dag": dag}, dice=[7, 3])
    ta = next(s.rank for s in dag.skills if s.name == "Tactical Awareness")
    assert order.entries[0].total == 7 + 3 + ta


# -- Game Rules Lite [001] ---------------------------------------------------------------------


def test_lite_a_roll_succeeds_on_at_least_one_six():
    """[001] "For your action to succeed, you must roll at least one (6)"; "For every person
    helping you, you get a +1 modification." with "your maximum modification for help from others
    is +3"; "A Breeze+3" """
    kay = made("lite")  # Strength 2, no skill levels: 2 Base Dice
    assert api.odds(kay, "skill:Athletics").success == 1 - Fraction(5, 6) ** 2
    helped = api.odds(kay, "skill:Athletics", situation={"helpers": 2})
    assert helped.success == 1 - Fraction(5, 6) ** 4
    breeze = api.odds(kay, "skill:Athletics", situation={"difficulty": "a_breeze"})
    assert breeze.success == 1 - Fraction(5, 6) ** 5
    with pytest.raises(api.Refusal):
        api.odds(kay, "skill:Athletics", situation={"helpers": 4})


def test_lite_carrying_capacity_and_advances():
    """[001] "You can carry a number of regular items equal to double your Strength score.";
    "Once you have collected five XP you can improve your PC" """
    kay = made("lite", {"strength.base": 4, "strength.current": 4})
    assert api.encumbrance(kay).capacity == 8 and derived(kay)["capacity"] == "8 items"
    rich = api.apply(kay, "xp.award", {"amount": 11, "reason": "two sessions"}).character
    assert derived(rich)["advances"] == "2"


# -- Renaissance [002] -------------------------------------------------------------------------


def test_renaissance_targets_are_aptitude_plus_ranks_and_the_common_checks():
    """[002] "the Linked Aptitude for the skill + your Ranks in the skill + any modifiers";
    "Resist Intimidation / Overcome Fear: WIL × 2"; "Take a Chance, Stroke of Luck: Luck ×
    10"; "Resist Social Manipulation: SAV + INT" """
    alice = api.load(api.system("renaissance").samples[0]).character
    checks = {c.id: c.target for c in api.checks(alice)}
    apt = api.value_at(alice, "aptitudes")
    stealth = next(s for s in alice.skills if s.name == "Stealth")
    assert checks["skill:Stealth"] == str(apt.COO + stealth.ranks)
    assert checks["common:resist-intimidation"] == str(apt.WIL * 2)
    assert checks["common:take-a-chance"] == str(api.value_at(alice, "luck") * 10)
    assert checks["common:resist-manipulation"] == str(apt.SAV + apt.INT)


def test_renaissance_d100_success_at_or_under_the_target_and_assistance():
    """[002] "Your target can never be greater than 98"; "Being assisted: +10 per character
    assisting, maximum +30." """
    alice = api.load(api.system("renaissance").samples[0]).character
    plain = api.odds(alice, "skill:Search")  # target 40: faces 0 to 40 succeed
    assert plain.success == Fraction(41, 100)
    three = api.odds(alice, "skill:Search", situation={"assistants": 3})
    four = api.odds(alice, "skill:Search", situation={"assistants": 4})
    assert three.success == four.success == Fraction(71, 100)  # +30 at most


def test_renaissance_initiative_sustained_actions_and_a_failed_task():
    """[002] "Initiative is 1d10 + *Initiative Modifier*"; "you take a -10 penalty to all
    tests for each Sustained Action you maintain beyond the first"; "works for 25% of the Task
    Action’s timeframe ... (on a Failure)" """
    ven = made("renaissance", {"initiative_modifier": 3})
    (order,) = api.initiative([ven], dice=[6])
    assert order.entries[0].total == 9
    for name in ("Ward", "Light", "Veil"):
        ven = api.apply(ven, "sustain.start", {"name": name}).character
    assert derived(ven)["sustained_penalty"] == "-20 to all tests"
    task = api.apply(ven, "task", {"name": "Mend", "timeframe": 40, "check": "Normal failure"})
    assert "you work 10 of 40 minutes" in task.message


# -- GRIMWIRE [003] ----------------------------------------------------------------------------


def test_grimwire_a_roll_is_d20_plus_attribute_against_the_target_number():
    """[003] "If the player rolls that number or higher, they succeed."; "Rolling a 20 ...
    for an attack always succeeds"; "Rolling a 1 always fails" """
    kit = made("grimwire", {"attributes.AGL": 3})
    assert api.odds(kit, "attr:AGL").success == Fraction(20 - (11 - 3) + 1, 20)  # 8 to 20
    assert api.resolve(kit, "attr:AGL", [8]).success  # 8 + 3 = 11
    assert not api.resolve(kit, "attr:AGL", [7]).success


def test_grimwire_figures_from_attributes():
    """[003] "A character’s magic range is equal to 18m plus (or minus if the attribute is
    negative) 2m for every point"; "hold their breath for 2 mins plus one additional minute
    for each point they have in TOG"; "Unarmed attacks do damage equal to the PC’s TOG
    attribute, to a minimum of 1."; "CORAttacks Per Turn ... 63" """
    kit = made("grimwire", {"attributes.RSN": 3, "attributes.TOG": 2, "attributes.COR": 6})
    figures = derived(kit)
    assert figures["magic.range"] == "24m"
    assert figures["breath"] == "4 min"
    assert figures["damage.unarmed"] == "2" and derived(made("grimwire"))["damage.unarmed"] == "1"
    assert figures["attacks.light"] == "3"
    assert api.table("grimwire", "attacks_per_turn").row(6)["Attacks per turn"] == 3


def test_grimwire_burnout_and_levels():
    """[003] "Level 2: -3 penalty to all rolls, max Condition reduced to 80% (rounded down)";
    Rewards by Level "3+1 Attribute Increase ... 60" """
    kit = made("grimwire", {"condition.maximum": 13, "condition.current": 13})
    worn = api.apply(kit, "ladder", {"path": "burnout", "level": 2}).character
    assert derived(worn)["burnout.penalty"] == "-3"
    assert derived(worn)["condition.max"] == "10 of 13"  # 80 % of 13, rounded down
    assert api.table("grimwire", "levels").row(3)["Total XP"] == 60


def test_grimwire_a_fall_and_the_initiative():
    """[003] "9m(2 stories)1.5 sec (1.5 turns)2d813"; "taking half the damage they normally
    would"; "all PCs roll PER to see in what order they take their turn" """
    kit = made("grimwire", {"condition.maximum": 20, "condition.current": 20,
                            "attributes.PER": 2})
    fell = api.apply(kit, "fall", {"metres": 9, "dice": [3, 6], "broken": True})
    assert fell.character.condition.current == 20 - 9 // 2
    (order,) = api.initiative([kit], dice=[12])
    assert order.entries[0].total == 14


# -- Basic Roleplaying [004] --------------------------------------------------------------------


def brp(**characteristics: int):
    values = {f"characteristics.{k}.current": v for k, v in characteristics.items()}
    values |= {f"characteristics.{k}.original": v for k, v in characteristics.items()}
    c = made("brp", values)
    return api.apply(c, "list.add", {"path": "skills", "value": {
        "name": "Ride", "category": "Physical", "base": 5, "rating": 45}}).character


def test_brp_characteristic_rolls_difficulty_and_the_skill_results_table():
    """[004] "most characteristic rolls have a ×5 multiplier"; "For an Easy action, double the
    skill"; "divide the appropriate skill or characteristic roll in half (round up)"; a
    critical is "equal to or less than 1/20 of the skill rating" """
    c = brp(STR=12)
    assert {ch.id: ch.target for ch in api.checks(c)}["char:STR"] == "60%"
    assert api.odds(c, "skill:Ride", situation={"difficulty": "easy"}).success == Fraction(90, 100)
    difficult = api.odds(c, "skill:Ride", situation={"difficulty": "difficult"})
    assert difficult.success == Fraction(23, 100)
    assert api.resolve(c, "skill:Ride", [3]).outcome == "Critical success"  # ceil(45/20) = 3
    assert api.resolve(c, "skill:Ride", [9]).outcome == "Special success"   # ceil(45/5) = 9
    assert api.resolve(c, "skill:Ride", [10]).outcome == "Success"
    assert api.resolve(c, "skill:Ride", [98]).outcome == "Fumble"


def test_brp_resistance_roll_is_50_plus_5_per_point_of_difference():
    """[004] "The base chance of a resistance roll equals 50% + (active characteristic × 5) –
    (passive characteristic × 5)." "Differences of 10 points or more result in automatic
    success or failure" """
    c = brp(POW=12)
    assert api.odds(c, "char:POW", situation={"resistance": 10}).success == Fraction(60, 100)
    assert api.odds(c, "char:POW", situation={"resistance": 2}).success == 1
    assert api.table("brp", "resistance").row(10)["12"] == 60


def test_brp_experience_bonus_enc_and_pow_gain():
    """[004] "experience bonus (equal to 1/2 INT, rounded up)"; "can only maneuver normally
    for any length of time carrying ENC equal to or less than their average of STR+CON (round
    up)"; "(18 for humans) plus their minimum rollable POW (3 ...)" "Multiply the remainder by
    ×5" """
    c = brp(INT=13, STR=12, CON=11, POW=12)
    figures = derived(c)
    assert figures["experience_bonus"] == "+7"
    assert figures["enc_max"] == "12" and api.encumbrance(c).capacity == 12
    assert figures["pow_gain"] == f"{(18 + 3 - 12) * 5}%"


def test_brp_travel_by_the_movement_rates_table():
    """[004] "Walking10 meters250 meters3 kilometers30 kilometers"; "For mountains, reduce by
    2/3." """
    c = brp()
    assert "Walking: 3.00 km" in api.apply(c, "brp.travel", {"mode": "Walking", "hours": 1}).message
    assert "Walking: 1.00 km" in api.apply(c, "brp.travel", {
        "mode": "Walking", "hours": 1, "terrain": "Mountains"}).message


# -- more of each game's list -------------------------------------------------------------------


def test_rainworld_firearm_range():
    """[000] "point blank range (less than 5m): +3"; "a penalty equal to the square of the
    number of full Increments the shot crosses (i.e. -1 for targets beyond the first
    Increment; -4 for targets beyond the second" """
    dag = api.load(api.system("rainworld").samples[0]).character
    increment = api.value_at(dag, "weapons.0.increment")
    lines = dict(api.odds(dag, "attack:0", situation={"distance": 3}).breakdown)
    assert lines["Point blank"] == 3
    far = dict(api.odds(dag, "attack:0", situation={"distance": 2 * increment + 5}).breakdown)
    assert far["Range: 2 full Increments"] == -4
    near = dict(api.odds(dag, "attack:0", situation={"distance": increment - 1}).breakdown)
    assert not any(label.startswith(("Range", "Point blank")) for label in near)


def test_rainworld_dying_and_the_episode():
    """[000] "If the Body track completely fills with injury, the character is dying.";
    [000] "This will remove all of their current shock and replace it with +1 trauma." """
    ada = made("rainworld")
    dying = api.apply(ada, "track", {"path": "body", "side": "left", "count": 10}).character
    assert any(s.name == "Dying" and "body" in s.concerns for s in api.states(dying))
    shaken = made("rainworld", {"mind.left": 4})
    crossed = api.apply(shaken, "track", {"path": "mind", "side": "right", "count": 7}).character
    assert (crossed.mind.left, crossed.mind.right) == (5, 0)


def test_grimwire_armour_affinities_and_the_natural_one():
    """[003] "Each point of armor reduces damage by 1 for each attack to a minimum of 1.";
    "weak to certain types of damage, meaning they take double damage"; "resistant ...
    meaning they take half damage"; "immune"; "A characters’ TOG attribute is added to the
    damage for melee and thrown attacks."; "Rolling a 1 always fails" """
    rivet = api.load(api.system("grimwire").samples[1]).character
    tog = api.value_at(rivet, "attributes.TOG")
    hit = 3 + tog  # the wrench's d4 showing 3, plus TOG
    amounts = {key: api.damage(rivet, "attack:Wrench", target=target, dice=[3]).amount
               for key, target in {
                   "armour 2": {"armour": 2}, "armour 99": {"armour": 99},
                   "weak": {"affinity:blunt": "weak"},
                   "resistant": {"affinity:blunt": "resistant"},
                   "immune": {"affinity:blunt": "immune"}}.items()}
    assert amounts == {"armour 2": hit - 2, "armour 99": 1, "weak": hit * 2,
                       "resistant": hit // 2, "immune": 0}
    assert not api.resolve(made("grimwire", {"attributes.AGL": 10}), "attr:AGL", [1]).success


def test_grimwire_a_short_rest():
    """[003] "Resting for at least 30 minutes allows characters to restore Condition equal to
    20% of their max Condition and Focus equal to half their max Focus." """
    kit = made("grimwire", {"condition.maximum": 10, "condition.current": 2,
                            "focus.maximum": 8, "focus.current": 0})
    rested = api.apply(kit, "rest.short").character
    assert (rested.condition.current, rested.focus.current) == (2 + 2, 0 + 4)


def test_renaissance_bands():
    """[002] "if you succeed and your MoS is over 30, then you have scored an exceptional
    success."; "If you succeed and your MoS is a “double”—that is, a multiple of 11—then you
    have scored a critical success."; "if you fail and your MoF is over 30, then you have
    scored an exceptional failure"; "Your target can never be greater than 98" (99 fails)."""
    alice = api.load(api.system("renaissance").samples[0]).character  # Search 40
    band = {face: api.resolve(alice, "skill:Search", [face]).outcome
            for face in (100, 5, 22, 31, 40, 41, 70, 71, 99)}
    assert band == {100: "Critical success", 5: "Normal success", 22: "Critical success",
                    31: "Exceptional success", 40: "Exceptional success", 41: "Normal failure",
                    70: "Normal failure", 71: "Exceptional failure", 99: "Critical failure"}


def test_brp_opposed_degrees_and_recovery():
    """[004] "The character that achieves the highest degree of success wins the contest.
    However, if the loser’s skill roll was successful, they modify the winner’s degree of
    success, shifting it downward one degree"; "Regenerate 1 fatigue pointOne minute (five
    combat rounds) of inactivity", "Regenerate all fatigue pointsTwenty minutes of rest" """
    c = brp()
    won = api.resolve(c, "skill:Ride", [3, 30], situation={"opponent": 50})
    assert won.outcome == "Win with a special success"  # a critical, shifted down by a success
    assert api.resolve(c, "skill:Ride", [3, 90], situation={"opponent": 50}).outcome == \
        "Win with a critical success"
    tired = api.apply(c, "set", {"path": "fatigue_points.current", "value": 3}).character
    most = tired.fatigue_points.maximum
    assert api.apply(tired, "brp.recover", {"rest_minutes": 5}).character.fatigue_points.current == 8
    assert api.apply(tired, "brp.recover", {"rest_minutes": 20}).character.fatigue_points.current == most


def test_lite_trauma_push_rations_and_what_counts_as_a_row():
    """[001] "Strength is decreased by damage, and recovered by grub."; push: "you grab all
    dice that didn’t come up with a or , and roll them again" (the excerpt lost the symbols:
    a six, or a 1 on a Base Die, stays); "must
    consume one ration of food and one ration of water per day"; "Four rations of food or
    water count as one regular item."; light items "count as half of a regular item" """
    kay = made("lite", {"food": 2})
    hurt = api.apply(kay, "trauma", {"attribute": "strength", "amount": 2}).character
    assert hurt.strength.current == 0 and "Broken" in [s.name for s in api.states(hurt)]
    first = api.resolve(kay, "skill:Athletics", [1, 3])
    assert not first.success
    pushed, _ = api.push(kay, first, dice=[6])  # the 1 stays, the 3 is rolled again
    assert pushed.success and pushed.dice == (1, 6)
    fed = api.apply(kay, "day.new").character
    assert (fed.food, fed.days_without_water) == (1, 1)
    assert "Thirsty" in [s.name for s in api.states(fed)]
    bag = api.apply(kay, "list.add", {"path": "inventory",
                                      "value": {"name": "Bag", "size": "light"}}).character
    assert api.encumbrance(bag).load == Fraction(2, 4) + Fraction(1, 2)


def test_rainworld_burst_fire_is_a_pool_of_d10s_over_the_threshold():
    """[000] "roll a pool of d10s, one die for each bullet fired; every die that rolls equal to
    or over the success threshold represents a bullet hitting a target"; "The default
    threshold is 6"; "Each rank in the Autofire quirk (see p) reduces the threshold by 1 (to a
    minimum of 2)" """
    dag = api.load(api.system("rainworld").samples[0]).character
    autofire = next(q.rank for q in dag.quirks if q.name == "Autofire")
    burst = api.value_at(dag, "weapons.0.burst")
    hit = Fraction(10 - max(2, 6 - autofire) + 1, 10)
    odds = api.odds(dag, "attack:0", situation={"mode": "burst"})
    assert odds.outcomes[f"{burst} hits"] == hit ** burst
    assert odds.outcomes["no hits"] == (1 - hit) ** burst


def test_grimwire_movement_dash_swimming_and_burnout():
    """[003] "AGL increases a character’s movement speed by 1 m per point"; "A character can
    sacrifice their action on their turn to move double their normal movement range.";
    "Swimming speed is half of the character’s normal movement speed."; "Level 2: ... movement
    speed halved"; "half their character’s maximum Focus rounded down" """
    kit = made("grimwire", {"base_movement": 6, "attributes.AGL": 2, "focus.maximum": 7})
    figures = derived(kit)
    assert (figures["movement"], figures["movement.dash"], figures["movement.swim"]) == (
        "8m", "16m", "4m")
    worn = api.apply(kit, "ladder", {"path": "burnout", "level": 2}).character
    assert derived(worn)["movement"] == "4m"
    assert figures["techniques.active"] == "0 of 3"


def test_brp_an_experience_roll_adds_1d6_when_it_beats_the_rating():
    """[004] "Your character’s experience bonus (equal to 1/2 INT, rounded up) is added to the
    die roll"; "If the result of an experience roll is higher than your character’s current
    skill rating, then the experience roll succeeds."; "After a successful experience roll add
    +1D6 to the skill rating." """
    c = made("brp", {"characteristics.INT.current": 10, "characteristics.INT.original": 10})
    c = api.apply(c, "list.add", {"path": "skills", "value": {
        "name": "Ride", "category": "Physical", "base": 5, "rating": 45,
        "experience_check": True}}).character
    up = api.apply(c, "brp.improve", {"skill": "Ride"}, context=api.Context(rng=api.FixedDice([41, 4])))
    assert up.character.skills[0].rating == 49  # 41 + 5 = 46 > 45
    same = api.apply(c, "brp.improve", {"skill": "Ride"}, context=api.Context(rng=api.FixedDice([40])))
    assert same.character.skills[0].rating == 45 and not same.character.skills[0].experience_check


def test_too_few_dice_for_an_action_are_refused_in_words():
    c = brp()
    c = api.apply(c, "set", {"path": "skills.0.experience_check", "value": True}).character
    with pytest.raises(api.Refusal, match="brp.improve: more dice were needed than the 1 given"):
        api.apply(c, "brp.improve", {"skill": "Ride"}, context=api.Context(rng=api.FixedDice([60])))
