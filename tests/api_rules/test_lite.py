"""Game Rules Lite, line by line as docs/rules/lite.md lists it, through ``sheetkeeper.api``
alone: each test quotes the excerpt [001] and checks its numbers."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheetkeeper import api

from .listed import rule


def made(values: dict[str, object] | None = None, name: str = "Kay"):
    c = api.new_character("lite", name)
    for path, value in (values or {}).items():
        c = api.apply(c, "set", {"path": path, "value": value}).character
    return c


def in_play(c):
    """The character out of creation (the creation rules' findings aside: these tests make
    characters by the rule they check, not by the creation budget)."""
    return c.model_copy(update={"in_creation": False})


def derived(c) -> dict[str, str]:
    return {d.key: d.value for d in api.derived(c)}


def with_gear(c, bonus: int, skill: str = "Fight", name: str = "Bat"):
    return api.apply(c, "list.add", {"path": "inventory", "value": {
        "name": name, "gear_bonus": bonus, "skill": skill}}).character


def p_six(n: int) -> Fraction:
    return 1 - Fraction(5, 6) ** n


@rule("lite", "Four attributes with a base score")
def test_trauma_lowers_an_attribute_and_its_resource_recovers_it():
    """[001] "Strength is decreased by damage, and recovered by grub."; "If an attribute
    reaches zero you are broken." """
    kay = made({"wits.base": 3, "wits.current": 3})
    confused = api.apply(kay, "trauma", {"attribute": "wits", "amount": 2})
    assert confused.character.wits.current == 1 and confused.character.wits.base == 3
    assert derived(confused.character)["confusion"] == "2"
    broken = api.apply(confused.character, "trauma", {"attribute": "wits", "amount": 5})
    assert broken.character.wits.current == 0 and "broken" in broken.message
    slept = api.apply(broken.character, "recover", {"attribute": "wits", "amount": 2})
    assert slept.character.wits.current == 2
    with pytest.raises(api.Refusal, match="already at its base score"):
        api.apply(kay, "recover", {"attribute": "wits"})


@rule("lite", "Role with key attribute and specialist skill")
def test_the_specialist_skill_rolls_with_its_attribute_and_needs_a_level():
    """[001] "every role has a unique, thirteenth skill"; "To use a specialist skill, you need
    at least skill level 1." """
    kay = made({"role.name": "Tinkerer", "role.specialist_skill": "Jury-Rig",
                "role.specialist_attribute": "wits", "wits.base": 3, "wits.current": 3})
    assert "skill:Jury-Rig" not in {c.id for c in api.checks(kay)}
    trained = api.apply(kay, "set", {"path": "specialist_level", "value": 2}).character
    assert api.odds(trained, "skill:Jury-Rig").success == p_six(3 + 2)


@rule("lite", "Twelve basic skills with their attributes")
def test_twelve_basic_skills_each_with_its_attribute():
    """[001] "In this game there are twelve basic skills that all characters can use.";
    "Endure (Strength)"; "Skills are measured by skill level, from 0 to 5." """
    kay = made({"strength.base": 4, "strength.current": 4})
    skills = [c for c in api.checks(kay) if c.id.startswith("skill:")]
    assert len(skills) == 12
    assert api.odds(kay, "skill:Endure").success == p_six(4)  # Strength's four Base dice
    with pytest.raises(api.Refusal):
        api.apply(kay, "set", {"path": "skills.Endure", "value": 6})


@rule("lite", "Creation: exactly 14 attribute points")
def test_creation_budgets():
    """[001] "you should distribute a total of 14 points across the four attribute scores.
    Each attribute must have a starting value from 2 to 4"; "distribute 10 points across your
    skills. The maximum starting level for any skill is 3, and you must have at least level 1
    in your specialist skill" """
    kay = made()  # 2 + 2 + 2 + 2
    words = " ".join(str(f) for f in api.validate(kay, creation=True))
    assert "6 attribute points left to spend" in words and "10 skill points left" in words
    ready = made({"role.key_attribute": "strength", "strength.base": 5, "strength.current": 5,
                  "agility.base": 3, "agility.current": 3, "wits.base": 3, "wits.current": 3,
                  "empathy.base": 3, "empathy.current": 3,
                  "role.name": "Enforcer", "role.specialist_skill": "Intimidate",
                  "specialist_level": 1, "skills.Fight": 3, "skills.Endure": 3,
                  "skills.Athletics": 3})
    ready = api.apply(ready, "list.add", {"path": "talents", "value": {
        "name": "Hard Hitter", "role": "Enforcer"}}).character
    assert [f for f in api.validate(ready, creation=True) if f.severity == "error"] == []
    over = api.apply(ready, "set", {"path": "skills.Fight", "value": 4}).character
    assert any("Fight 4 is above the starting maximum of 3" in str(f)
               for f in api.validate(over, creation=True) if f.severity == "error")


@rule("lite", "Pool: current attribute = Base dice")
def test_base_skill_and_gear_dice():
    """[001] "Modification only ever affects Skill Dice"; "You can’t get Gear Bonus for the
    same roll from more than one object." """
    kay = with_gear(made({"strength.base": 3, "strength.current": 1, "skills.Fight": 2}), 2)
    gear = next(c.id for c in api.checks(kay) if c.id.startswith("skill:Fight+gear"))
    assert api.odds(kay, "skill:Fight").success == p_six(1 + 2)  # the current Strength
    assert api.odds(kay, gear).success == p_six(1 + 2 + 2)
    hard = api.odds(kay, gear, situation={"modifier": -2})
    assert hard.success == p_six(1 + 0 + 2)  # the Gear dice stay


@rule("lite", "Help: +1 per helper, at most +3")
def test_help_and_the_specialist_on_their_own():
    """[001] "For every person helping you, you get a +1 modification. No more than three
    people can help you make the roll"; "You can not get help when using your specialist
    skill." """
    kay = made({"role.specialist_skill": "Jury-Rig", "specialist_level": 1})
    assert api.odds(kay, "skill:Fight", situation={"helpers": 3}).success == p_six(2 + 3)
    with pytest.raises(api.Refusal):
        api.odds(kay, "skill:Fight", situation={"helpers": 4})
    assert "helpers" not in {o.id for o in api.situations(kay, "skill:Jury-Rig")}


@rule("lite", "Negative Skill dice cancel sixes", "Success on a net six")
def test_negative_dice_cancel_sixes_and_extra_sixes_are_stunts():
    """[001] "If you go below zero, you must roll this negative number of Skill Dice. Any 6 on
    negative Skill Dice eliminate an equal number of 6s on Base or Gear Dice."; "For your
    action to succeed, you must roll at least one (6)"; "If you roll more than one , you can
    perform stunts." (the six's glyph lost in the excerpt) """
    kay = made()  # Strength 2, Fight 0
    cancelled = api.resolve(kay, "skill:Fight", [6, 2, 6], situation={"modifier": -1})
    assert not cancelled.success
    kept = api.resolve(kay, "skill:Fight", [6, 6, 3], situation={"modifier": -1})
    assert kept.success
    assert api.resolve(kay, "skill:Fight", [6, 6]).outcome == "Success, 1 stunt"
    assert api.resolve(kay, "skill:Fight", [6, 3]).outcome == "Success"


@rule("lite", "Push once: sixes stay")
def test_a_push_rerolls_all_but_sixes_and_base_and_gear_ones_once():
    """[001] "You can never push dice that show [6] or [1] they stay as they were on the table";
    "When you push a roll, you must reroll all Gear Dice that don’t show 1 or 6. For every Gear
    Die that shows 1 after you have pushed the roll, the Gear Bonus decreases by one."; "You
    can only push your roll once." """
    kay = with_gear(made({"skills.Fight": 1}), 1)
    gear = next(c.id for c in api.checks(kay) if c.id.startswith("skill:Fight+gear"))
    first = api.resolve(kay, gear, [1, 3, 2, 4])  # Base 1, 3; Skill 2; Gear 4
    assert not first.success
    pushed, costs = api.push(kay, first, dice=[5, 5, 1])  # the 3, the Skill 2, the Gear 4
    assert pushed.dice == (1, 5, 5, 1) and not pushed.success
    assert [a.kind for a in costs] == ["gear.damage"]
    broken = api.apply(kay, costs[0]).character
    assert broken.inventory[0].gear_bonus == 0
    with pytest.raises(api.Refusal):
        api.push(kay, pushed, dice=[6, 6])


@rule("lite", "Gear at Gear Bonus 0 no longer works")
def test_gear_at_zero_and_its_repair():
    """[001] "If the Gear Bonus reaches zero the gear no longer works at all."; "If successful,
    the piece of gear is repaired and the Gear Bonus fully restored. If the roll fails, the
    Gear Bonus is permanently reduced to the current level. If the Gear Bonus is currently zero
    and the repair roll fails, the gear is permanently destroyed." """
    kay = with_gear(made(), 2)
    worn = api.apply(kay, "gear.damage", {"index": 0, "amount": 1}).character
    fixed = api.apply(worn, "gear.repair", {"index": 0, "success": True}).character
    assert fixed.inventory[0].gear_bonus == 2
    kept = api.apply(worn, "gear.repair", {"index": 0, "success": False}).character
    assert (kept.inventory[0].gear_bonus, kept.inventory[0].max_gear_bonus) == (1, 1)
    dead = api.apply(worn, "gear.damage", {"index": 0, "amount": 1}).character
    assert not any(c.id.startswith("skill:Fight+gear") for c in api.checks(dead))
    gone = api.apply(dead, "gear.repair", {"index": 0, "success": False})
    assert gone.character.inventory == [] and "destroyed" in gone.message


@rule("lite", "Exact odds per check")
def test_the_odds_with_and_without_a_push():
    """[001] "The table below shows the probability, in percentages, of making a roll with 1 to
    10 dice. The third column shows the chance of success if you push the roll." (the table
    itself is missing: each Base die that fails stays on a 1, a Skill die is rolled again)"""
    kay = made({"skills.Fight": 1})  # 2 Base, 1 Skill
    odds = api.odds(kay, "skill:Fight")
    assert odds.success == p_six(3)
    assert odds.extra["after push"] == 1 - Fraction(25, 36) ** 1 * Fraction(13, 18) ** 2
    assert odds.extra["Base-die 1 after push"] == 1 - Fraction(13, 18) ** 2


@rule("lite", "Encumbrance: 2 × base Strength rows", "reading 9", "reading 10", "reading 11")
def test_what_a_character_carries():
    """[001] "You can carry a number of regular items equal to double your Strength score. Use
    your base Strength"; "An item designated as heavy counts as two regular items"; "Four
    rations of food or water count as one regular item."; "One such bottle contains ten doses";
    "You can temporarily carry more than your normal limit (Strength × 2 items). The drawback
    is that you have to make a roll for the skill Endure"; "you won’t be over-encumbered by
    it" (loaded on a cart) """
    kay = made({"strength.base": 2, "strength.current": 1, "food": 3, "water": 1})
    assert api.encumbrance(kay).capacity == 4
    for row in ({"name": "Anvil", "size": "heavy"}, {"name": "Rope", "size": "light"},
                {"name": "Ring", "size": "tiny"}, {"name": "Rum", "size": "booze", "quantity": 11},
                {"name": "Crate", "size": "heavy", "on_mount": True}):
        kay = api.apply(kay, "list.add", {"path": "inventory", "value": row}).character
    load = api.encumbrance(kay)
    assert load.load == Fraction(4, 4) + 2 + Fraction(1, 2) + 0 + 2  # two bottles begun
    assert load.over and "Endure" in load.consequence


@rule("lite", "XP from the seven questions", "reading 7")
def test_session_xp_and_advances():
    """[001] "For each of the following questions that you can answer with a “yes”, you get
    one XP"; "Once you have collected five XP you can improve your PC – either raise a skill
    of your choice by one level, or learn one new talent. You can raise any basic skill you
    like (even if you had no level in it to begin with), but not specialist skills from
    another role." """
    kay = in_play(made({"role.name": "Tinkerer", "role.specialist_skill": "Jury-Rig"}))
    xp = api.apply(kay, "xp.session", {"answers": [True, True, False, True, False, False, True]})
    assert xp.character.ledger.xp_available == 4
    with pytest.raises(api.Refusal, match="costs 5 XP; you have 4"):
        api.apply(xp.character, "advance.skill", {"skill": "Lore"})
    rich = api.apply(xp.character, "xp.session", {"answers": [True] + [False] * 6,
                                                  "override": 3}).character
    lore = api.apply(rich, "advance.skill", {"skill": "Lore"}).character
    assert lore.skills["Lore"] == 1 and lore.ledger.xp_available == 7 - 5
    with pytest.raises(api.Refusal, match="not another role's specialist skill"):
        api.apply(rich, "advance.skill", {"skill": "Inspire"})
    own = api.apply(rich, "advance.skill", {"skill": "Jury-Rig"}).character
    assert own.specialist_level == 1
    with pytest.raises(api.Refusal, match="'Enforcer' is not one of Tinkerer, The general"):
        api.apply(rich, "advance.talent", {"name": "Hard Hitter", "role": "Enforcer"})
    learned = api.apply(rich, "advance.talent", {"name": "Tough", "role": ""}).character
    assert [t.name for t in learned.talents] == ["Tough"]


@rule("lite", "A new day uses a food and a water ration")
def test_a_day_eats_and_drinks():
    """[001] "Characters and NPCs must consume one ration of food and one ration of water per
    day, or they will suffer." """
    kay = made({"food": 1, "water": 0})
    day = api.apply(kay, "day.new").character
    assert (day.food, day.days_without_food, day.days_without_water) == (0, 0, 1)
    states = [s.name for s in api.states(api.apply(day, "day.new").character)]
    assert "Hungry" in states and "Thirsty" in states


@rule("lite", "In play a talent is not removed")
def test_a_talent_stays_in_play():
    """[001] "either raise a skill of your choice by one level, or learn one new talent" (a
    character only gains: no rule takes a talent back or returns its XP)"""
    kay = api.apply(made(), "list.add", {"path": "talents", "value": {"name": "Tough"}}).character
    kay = in_play(kay)
    with pytest.raises(api.Refusal):
        api.apply(kay, "list.remove", {"path": "talents", "index": 0})
    kept = api.apply(kay, "list.remove", {"path": "talents", "index": 0,
                                          "adjust": "the GM retcons it"}).character
    assert kept.talents == [] and kept.ledger.entries[-1].kind == "adjust"


@rule("lite", "reading 1", "reading 2")
def test_a_six_succeeds_and_a_pushed_base_one_is_reported():
    """[001] "For your action to succeed, you must roll at least one (6)"; "Rolling [1] on Base
    Dice has no effect on the first roll – only count them when you push your roll." (the
    excerpt lost its glyphs: a six succeeds, a Base-die one is the push's price) """
    kay = made()
    pushed, _ = api.push(kay, api.resolve(kay, "skill:Fight", [2, 3]), dice=[1, 4])
    assert not pushed.success and pushed.details["base_ones"] == 1
    assert "1 Base-die 1 after the push" in pushed.text
    first_ones = api.resolve(kay, "skill:Fight", [1, 3])
    assert first_ones.details["base_ones"] == 0 and "Base-die 1" not in first_ones.text


@rule("lite", "reading 3")
def test_with_dice_of_one_colour_every_die_but_a_six_is_rerolled():
    """[001] "you grab all dice that didn’t come up with a [6] or [1], and roll them again";
    "It is helpful to use dice of three different colours" (with one colour, a total hand) """
    kay = with_gear(made({"house_rules.coloured_dice": False}), 1)
    gear = next(c.id for c in api.checks(kay) if c.id.startswith("skill:Fight+gear"))
    pushed, costs = api.push(kay, api.resolve(kay, gear, [1, 3, 1]), dice=[2, 2, 2])
    assert pushed.dice == (2, 2, 2) and not costs


@rule("lite", "reading 4")
def test_the_optional_botch():
    """[001] "If your roll shows no sixes (6) and at last a one (1) something very bad
    happened"; "The more ones you roll without any sixes, the more serious the result." """
    kay = made()
    botch = api.resolve(kay, "skill:Fight", [1, 1], situation={"botch": True})
    assert botch.outcome == "Botch, 2 ones"
    odds = api.odds(kay, "skill:Fight", situation={"botch": True})
    assert odds.outcomes["Botch, 2 ones"] == Fraction(1, 36)


@rule("lite", "reading 5", "reading 6")
def test_the_budgets_and_the_attribute_range():
    """[001] "distribute a total of 14 points across the four attribute scores"; "Each
    attribute must have a starting value from 2 to 4 – except one. The attribute listed as
    your “key attribute” by your role description may have a starting score of 5." """
    kay = made({"strength.base": 5, "strength.current": 5})  # Strength is the key attribute
    errors = [str(f) for f in api.validate(kay, creation=True) if f.severity == "error"]
    assert any("3 attribute points left to spend" in e for e in errors)  # 5 + 2 + 2 + 2
    assert not any("Strength 5" in e for e in errors)
    wits5 = made({"wits.base": 5, "wits.current": 5})
    assert any("Wits" in str(f) for f in api.validate(wits5, creation=True)
               if f.severity == "error")
    with pytest.raises(api.Refusal):
        api.apply(kay, "set", {"path": "strength.current", "value": 6})


@rule("lite", "reading 8")
def test_comprehend_is_a_skill():
    """[001] "Comprehed (Wits)" read as Comprehend (a misprint in the excerpt's list)"""
    assert "skill:Comprehend" in {c.id for c in api.checks(made())}
