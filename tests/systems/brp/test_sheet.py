"""The sheet: checks with difficulty and modifiers, rolls, states, validation, offers, files."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.pool import Pool
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character, save_character
from sheetkeeper.systems.brp.results import success_chance


def test_characteristic_rolls_are_x5_easy_x10_difficult_half_rounded_up(rules, hero):
    # [004 "Easy characteristic rolls use a multiplier of ×10"], [004 "divide the appropriate
    # skill or characteristic roll in half (round up)"]. DEX 13: 65, 130, 33.
    assert rules.odds(hero, "char:DEX").success == Fraction(65, 100)
    assert rules.odds(hero, "char:DEX", situation={"difficulty": "easy"}).success == Fraction(95, 100)
    assert rules.odds(hero, "char:DEX", situation={"difficulty": "difficult"}).success == Fraction(33, 100)
    assert rules.odds(hero, "char:DEX").extra == {"Easy": Fraction(95, 100), "Difficult": Fraction(33, 100)}


def test_situational_modifiers_come_after_difficulty(rules, hero):
    # [004 "Any situational modifier is applied after a skill is modified due to being
    # Difficult or Easy."] Ride 45 Difficult -> 23, then +20 -> 43 (not (45+20)/2 = 33)
    odds = rules.odds(hero, "skill:Ride", 20, situation={"difficulty": "difficult"})
    assert odds.success == Fraction(43, 100)
    assert odds.breakdown == (("Ride 45%", 45), ("Difficult (halved, rounded up)", -22),
                              ("Other situational modifier", 20))


def test_a_large_penalty_still_succeeds_on_01_to_05(rules, hero):
    # [004 "always succeeds on a roll of 01–05"]
    assert rules.odds(hero, "skill:Ride", -60).success == Fraction(5, 100)


def test_each_degree_is_shown_beside_the_skill(rules, hero):
    odds = rules.odds(hero, "skill:Melee Weapon (Sword)")
    assert list(odds.outcomes) == ["Critical success", "Special success", "Success", "Failure", "Fumble"]
    assert odds.outcomes["Critical success"] == Fraction(3, 100)
    assert odds.outcomes["Fumble"] == Fraction(3, 100)
    assert odds.success == success_chance(60)


def test_a_roll_names_the_degree_and_the_ranges(rules, hero):
    result = rules.roll(hero, "skill:Ride", FixedDice([9]))
    assert result.outcome == "Special success" and result.success
    assert "critical 01–03, special 01–09, fumble 98–00" in result.text
    assert "mark the experience check: Ride" in result.text
    easy = rules.roll(hero, "skill:Ride", FixedDice([50]), situation={"difficulty": "easy"})
    assert easy.success and "experience check" not in easy.text
    assert rules.roll(hero, "skill:Ride", FixedDice([100])).outcome == "Fumble"


def test_unknown_checks_are_refused_in_plain_words(rules, hero):
    with pytest.raises(Refusal, match="no skill 'Swim'"):
        rules.odds(hero, "skill:Swim")
    with pytest.raises(Refusal, match="Difficulty: 'heroic' is not one of"):
        rules.odds(hero, "skill:Ride", situation={"difficulty": "heroic"})


def test_experience_roll_odds_are_shown_for_ticked_skills(rules, hero):
    c = rules.apply(hero, Action("brp.experience_check", {"skill": "Ride"})).character
    ids = [k.id for k in rules.checks(c)]
    assert "exp:Ride" in ids and "exp:Stealth" not in ids
    # D100 + 7 > 45: faces 39-100 -> 62%
    assert rules.odds(c, "exp:Ride").success == Fraction(62, 100)


def test_zero_power_points_faints(rules, hero):
    # [004 "if reduced to 0 power points, your character is exhausted and faints"]
    c = hero.model_copy(update={"power_points": Pool(current=0, maximum=12)})
    assert "Fainted" in [s.name for s in rules.states(c)]


def test_a_check_on_a_blacked_out_box_is_an_error(rules, hero):
    skills = [s.model_copy(update={"experience_check": s.name == "Language (Own)"}) for s in hero.skills]
    findings = rules.validate(hero.model_copy(update={"skills": skills}))
    assert any("blacked out" in f.message and f.severity == "error" for f in findings)


def test_above_the_species_maximum_is_a_warning(rules, hero):
    from .conftest import make

    findings = rules.validate(hero.model_copy(update={"characteristics": make(STR=23, POW=25)}))
    assert [f.path for f in findings] == ["characteristics.STR"]
    assert findings[0].severity == "warning"


def test_fate_point_offers_are_refused_with_the_reason(rules, hero):
    c = hero.model_copy(update={"power_points": Pool(current=4, maximum=12),
                                "options": hero.options.model_copy(update={"fate_points": True})})
    offers = {o.action.describe(): o for o in rules.offers(c)}
    reroll = offers["Spend 5 power points: re-roll a percentile roll"]
    assert not reroll.allowed and "you have 4" in reroll.reason
    assert offers["Spend 3 power points: ignore 1 point of damage"].allowed
    spent = rules.apply(c, offers["Spend 3 power points: ignore 1 point of damage"].action).character
    assert spent.power_points.current == 1


def test_training_offer_waits_for_the_hours(rules, hero):
    c = rules.apply(hero, Action("brp.study", {"target": "Ride", "hours": 20})).character
    (offer,) = [o for o in rules.offers(c) if o.action.kind == "brp.train"]
    assert not offer.allowed and "20 of 45 hours" in offer.reason


def test_a_character_survives_saving_and_loading(rules, hero, tmp_path):
    c = rules.apply(hero, Action("brp.study", {"target": "Ride", "hours": 20})).character
    path = tmp_path / "tess.skchar"
    save_character(path, c, backup=False)
    assert load_character(path).character == c


def test_samples_have_ticked_checks_and_courses():
    system = get_system("brp")
    names = [p.name for p in system.samples]
    assert names == ["brp-brannoc-tarl.skchar", "brp-eleanor-marsh.skchar"]
    brannoc = load_character(system.samples[0]).character
    assert system.rules.encumbrance(brannoc).over
    assert [a.kind for a in system.rules.session_actions(brannoc)] == ["brp.improve", "brp.improve", "brp.pow_gain"]
