"""The rules service on the sample sheets: checks, exact odds with their breakdown, rolls in
the game's words, findings and offers."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Action
from sheetkeeper.systems.renaissance.model import Skill
from sheetkeeper.systems.renaissance.results import (
    BANDS,
    CRITICAL_SUCCESS,
    UPGRADE,
    band,
    band_counts,
)


def test_every_check_has_six_bands_from_the_hundred_faces(alice):
    for check in api.checks(alice):
        odds = api.odds(alice, check.id)
        target = int(check.target)
        assert list(odds.outcomes) == list(BANDS)
        assert odds.outcomes == {b: Fraction(n, 100) for b, n in band_counts(target).items()}
        assert odds.success == Fraction(target + 1, 100)  # [002 "less than or equal to target"]
        assert sum(v for _, v in odds.breakdown) == target


def test_odds_after_an_upgrade_move_each_face_up_one_rung(alice):
    odds = api.odds(alice, "skill:Athletics", situation={"upgrade": True})
    expected = dict.fromkeys(BANDS, Fraction(0))
    for roll in range(100):
        expected[UPGRADE[band(roll, 60)]] += Fraction(1, 100)
    assert odds.outcomes == expected
    assert odds.success == Fraction(61, 100)  # upgrading never turns a failure into a success


def test_the_breakdown_lists_each_modifier(ven):
    odds = api.odds(ven, "skill:Craft: Alchemy",
                    situation={"specialisation": True, "difficulty": -10})
    assert odds.breakdown == (
        ("COG", 35), ("Craft: Alchemy ranks", 25), ("Specialisation [Healing Potions]", 10),
        ("Difficulty", -10), ("Sustained actions (2)", -10),
    )


def test_a_roll_of_double_zero_is_a_critical_success_with_mos_zero(bob):
    # [002 "a result of 100, you should interpret that as 00"]; MoS is the roll (002-12 #14)
    result = api.resolve(bob, "skill:Athletics", [100])
    assert result.outcome == CRITICAL_SUCCESS
    assert result.dice == (0,)
    assert result.text == "Athletics (target 65): rolled 00 — Critical success, MoS 0"


def test_checks_are_grouped_and_show_the_surprises(rules, alice):
    checks = {c.id: c for c in rules.checks(alice)}
    assert {c.group for c in checks.values()} == {"skills", "aptitude checks", "aptitudes"}
    assert checks["skill:Stealth"].label == "Stealth [Rooftops]"
    # digest 002-12 #2: a target of 30 or less cannot be an exceptional success
    assert "no exceptional success" in checks["common:take-a-chance"].detail


def test_samples_have_no_findings(rules, alice, bob, ven):
    assert rules.validate(alice) == rules.validate(bob) == rules.validate(ven) == []


def test_findings_say_what_to_change(rules, alice):
    skills = [*alice.skills,
              Skill(name="Stealth", aptitude="COO"),
              Skill(name="Painting", aptitude="INT", kind="field"),
              Skill(name="Read", aptitude="INT", proficiencies=["Latin"]),
              Skill(name="Athletics ", aptitude="COO")]
    messages = [f.message for f in rules.validate(alice.model_copy(update={"skills": skills}))]
    assert "Stealth is listed twice; merge the two rows" in messages
    assert any("'Field: Subject'" in m for m in messages)
    assert any("not a proficiency skill" in m for m in messages)


def test_stealth_on_the_wrong_aptitude_is_a_warning(rules, alice):
    # [002 "your Coordination (the linked aptitude for Stealth)"]
    skills = [s if s.name != "Stealth" else s.model_copy(update={"aptitude": "INT"})
              for s in alice.skills]
    found = rules.validate(alice.model_copy(update={"skills": skills}))
    assert [(f.severity, f.message) for f in found] == [
        ("warning", "the rules link Stealth to COO, not INT")]


def test_creation_has_no_budgets_to_check(rules):
    """No budgets (digest 002): only the aptitudes still at 0 stop a new character, and the
    info that the GM agrees the rest."""
    found = rules.validate(rules.new("Nobody"), creation=True)
    assert [(f.path, f.severity) for f in found] == [("aptitudes", "error"), ("", "info")]
    entered = rules.new("Nobody")
    for key in ("COO", "SOM", "WIL", "SAV", "INT", "COG", "DUR"):
        entered = rules.apply(entered, Action("set", {"path": f"aptitudes.{key}", "value": 20})).character
    assert [f.severity for f in rules.validate(entered, creation=True)] == ["info"]


def test_no_advancement_or_recovery_is_offered(rules):
    # The excerpt has neither (digest 002-7, 002-8): a new character has no offers at all.
    assert rules.offers(rules.new("Nobody")) == []


@pytest.mark.parametrize("key", ["initiative", "sustained_penalty", "common_knowledge", "jobs"])
def test_derived_values(rules, ven, key):
    derived = {d.key: d.value for d in rules.derived(ven)}
    assert derived[key]
    assert derived["initiative"] == "1d10 +1 (2 to 11)"
    assert derived["sustained_penalty"] == "-10 to all tests"
