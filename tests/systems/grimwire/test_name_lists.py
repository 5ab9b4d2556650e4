"""GRIMWIRE's one list of names a sheet types in: the effective ranges of [003 "Combat
Ranges"]: "Melee – 3m", "Thrown Weapons – Up to 9m", "Handguns – 9 to 18m", "Rifles – between
18 and 36m", "Long Rifles – between 36 and 72m", "Sniper Rifles – Anything above 72m". The
Range column completes from it; a range typed unlike the list only by case is reported; a
weapon of another reach may give its own."""

from __future__ import annotations

from sheetkeeper import api
from sheetkeeper.core.paths import set_path
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character


def _ranges():
    return next(n for n in api.system("grimwire").rules.lists if n.field == "effective_range")


def test_the_ranges_are_the_excerpts_combat_ranges():
    assert _ranges().listed() == ("3m", "Up to 9m", "9 to 18m", "between 18 and 36m",
                                  "between 36 and 72m", "Anything above 72m")
    assert _ranges().rows == "weapons" and _ranges().custom


def test_completion_and_a_range_off_the_list_by_case():
    assert _ranges().complete("9 to") == ["9 to 18m"]
    c = load_character(get_system("grimwire").samples[1]).character  # Rivet gun, "9 to 18m"
    assert not [f for f in api.validate(c) if "game's list" in f.message]
    typed = set_path(c, "weapons.0.effective_range", "9 TO 18M")
    found = [f for f in api.validate(typed) if "game's list writes it" in f.message]
    assert len(found) == 1 and "“9 to 18m”" in found[0].message
    fixed = api.apply(typed, "names.fix", {}).character
    assert fixed.weapons[0].effective_range == "9 to 18m"
    own = set_path(c, "weapons.0.effective_range", "12m")  # a reach of its own: allowed
    assert not [f for f in api.validate(own) if "list" in f.message]


def test_a_list_without_ranks_does_not_speak_of_training():
    c = load_character(get_system("grimwire").samples[1]).character
    typed = set_path(c, "weapons.0.effective_range", "9 TO 18M")
    assert not [f for f in api.validate(typed) if "untrained" in f.message]
