"""Sensible starting sheets: a new character of every game is valid and reads as fresh
(nothing shows damage it has not taken), and finishing creation with a sheet the creation
rules call incomplete is refused with the reason."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.systems.lite.tables import ATTRIBUTES

GAMES = sorted(s.id for s in all_systems())
DAMAGE_WORDS = ("damage", "trauma", "injur", "wound", "stun", "shock", "hurt", "broken", "dying")


@pytest.mark.parametrize("game", GAMES)
def test_a_new_character_validates_and_shows_no_damage(game):
    rules = get_system(game).rules
    c = rules.new("Tess")
    assert rules.validate(c) == []
    assert rules.states(c) == [], "a fresh character is in no state"
    creation = " ".join(str(f) for f in rules.validate(c, creation=True)).lower()
    assert not any(word in creation for word in DAMAGE_WORDS), creation


def test_a_lite_score_set_in_creation_carries_its_current_value():
    """[001 "The attribute scores are decreased when you suffer different types of trauma."]:
    a score written at creation is not trauma, so "Damage (Strength) 3" never shows."""
    rules = get_system("lite").rules
    c = rules.new("Tess")
    for key, score in zip(ATTRIBUTES, (5, 3, 1, 4), strict=False):
        c = rules.apply(c, Action("set", {"path": f"{key}.base", "value": score})).character
        assert (c.attribute(key).base, c.attribute(key).current) == (score, score)
    damage = [d for d in rules.derived(c) if d.label.startswith("Damage") and d.value != "0"]
    assert damage == []
    assert not [f for f in rules.validate(c, creation=True) if f.path.endswith(".current")]


def test_a_lite_score_changed_after_trauma_keeps_the_trauma_within_the_score():
    rules = get_system("lite").rules
    c = rules.new("Tess")
    c = rules.apply(c, Action("set", {"path": "strength.base", "value": 4})).character
    c = rules.apply(c, Action("set", {"path": "strength.current", "value": 2})).character
    raised = rules.apply(c, Action("set", {"path": "strength.base", "value": 5})).character
    assert (raised.strength.base, raised.strength.current) == (5, 2)
    lowered = rules.apply(c, Action("set", {"path": "strength.base", "value": 1})).character
    assert (lowered.strength.base, lowered.strength.current) == (1, 1)


def test_a_renaissance_character_with_aptitudes_at_zero_is_not_finished():
    """[002 "the target is: the Linked Aptitude for the skill + your Ranks in the skill"]:
    an aptitude left at 0 has not been entered, and creation says which."""
    rules = get_system("renaissance").rules
    c = rules.new("Tess")
    with pytest.raises(Refusal) as refusal:
        rules.apply(c, Action("creation.finish"))
    assert "COO, SOM, WIL, SAV, INT, COG, DUR are still 0" in refusal.value.message
    for key, value in zip(("COO", "SOM", "WIL", "SAV", "INT", "COG"), (30, 40, 35, 25, 45, 50), strict=True):
        c = rules.apply(c, Action("set", {"path": f"aptitudes.{key}", "value": value})).character
    with pytest.raises(Refusal) as refusal:
        rules.apply(c, Action("creation.finish"))
    assert "DUR is still 0" in refusal.value.message
    c = rules.apply(c, Action("set", {"path": "aptitudes.DUR", "value": 30})).character
    assert not rules.apply(c, Action("creation.finish")).character.in_creation
