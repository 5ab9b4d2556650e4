"""A skill stands at its base chance until it advances. The excerpt prints no skill list (the
base chances are in chapter 3, not in it), so the user enters a skill's base; its rating
follows the base while the two are equal, in creation and in play, with no adjustment to
record: [004 "Any skill which normally has a base chance of 5% or higher always succeeds on a
roll of 01–05"] speaks of a skill's base chance as its own, and [004 "Whenever your character
successfully uses a skill ... place a checkmark"] is how a rating rises above it."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Action, Refusal


def in_play(rules, character):
    return rules.apply(character, Action("creation.finish")).character if character.in_creation else character


def added(rules, character, **row):
    return rules.apply(character, Action("list.add", {"path": "skills", "value": {"name": "Climb", **row}})).character


@pytest.mark.parametrize("creation", [True, False], ids=["creation", "play"])
def test_a_skill_typed_in_stands_at_the_base_entered(rules, creation):
    fresh = rules.new("Tess")
    character = fresh if creation else in_play(rules, fresh)
    character = added(rules, character)
    assert (character.skills[0].base, character.skills[0].rating) == (0, 0)
    applied = rules.apply(character, Action("set", {"path": "skills.0.base", "value": 40}))
    skill = applied.character.skills[0]
    assert (skill.base, skill.rating) == (40, 40)
    assert not applied.entries and not applied.character.ledger.open_adjustments()
    assert "its rating with it" in applied.message
    # Entered wrong and put right: still at its base.
    again = rules.apply(applied.character, Action("set", {"path": "skills.0.base", "value": 35})).character
    assert (again.skills[0].base, again.skills[0].rating) == (35, 35)


def test_a_rating_set_apart_from_its_base_keeps_its_own(rules, hero):
    # Ride 5% base, 45% rating: raised by play; a base put right does not move it.
    ride = next(i for i, s in enumerate(hero.skills) if s.name == "Ride")
    after = rules.apply(hero, Action("set", {"path": f"skills.{ride}.base", "value": 10})).character
    assert (after.skills[ride].base, after.skills[ride].rating) == (10, 45)


def test_above_its_base_a_skill_in_play_still_rises_only_by_the_rolls(rules):
    character = added(rules, in_play(rules, rules.new("Tess")), base=25)
    assert character.skills[0].rating == 25  # added at its base: no rise
    with pytest.raises(Refusal, match="experience roll"):
        rules.apply(character, Action("set", {"path": "skills.0.rating", "value": 30}))


def test_creation_advises_skills_while_there_are_none(rules):
    fresh = rules.new("Tess")
    advice = [f for f in rules.validate(fresh, creation=True) if f.path == "skills"]
    assert [f.severity for f in advice] == ["warning"]  # advice: the excerpt asks for no skills
    assert "base chance" in advice[0].message
    with_one = added(rules, fresh, base=40)
    assert not [f for f in rules.validate(with_one, creation=True) if f.path == "skills"]
    assert not [f for f in rules.validate(in_play(rules, fresh)) if f.path == "skills"]
