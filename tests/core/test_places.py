"""A path in the user's words, read against the character: rows by their name or their
number from 1, fields by their name in words; the path itself stays, with rows as numbers."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.places import place_of, words


def _rainworld():
    c = api.new_character("rainworld", "Ada")
    for row in ({"name": "Firearms", "rank": 2}, {"name": "", "rank": 0}, {"name": "Firearms", "rank": 1}):
        c = api.apply(c, "list.add", {"path": "skills", "value": row}).character
    c = api.apply(c, "list.add", {"path": "addictions", "value": {"substance": "Ash"}}).character
    return c


@pytest.mark.parametrize(("path", "where"), [
    ("skills.0.rank", "Skills › Firearms, row 1 › Rank"),  # its twin further down: numbered
    ("skills.1", "Skills, row 2"),
    ("skills.1.rank", "Skills, row 2 › Rank"),
    ("skills.0.name", "Skills › Firearms, row 1"),  # the name is the row's own
    ("addictions.0.track", "Addictions › Ash › Track"),
    ("dominant_hand", "Dominant hand"),
    ("mind", "Mind"),
])
def test_a_path_reads_as_words(path, where):
    assert place_of(_rainworld(), path).where == where


def test_a_row_named_in_the_path_becomes_its_number():
    c = api.new_character("lite", "Mira")
    c = api.apply(c, "list.add", {"path": "talents", "value": {"name": "Scrounger"}}).character
    place = place_of(c, "talents.scrounger.name")
    assert (place.path, place.where) == ("talents.0.name", "Talents › Scrounger")


def test_keys_of_a_mapping_are_their_own_words_and_what_names_nothing_is_words_already():
    c = api.new_character("lite", "Mira")
    assert place_of(c, "skills.Endure").where == "Skills › Endure"
    assert place_of(c, "learning hours").where == "Learning hours"
    assert place_of(c, "").where == ""


def test_words_turn_underscores_to_spaces_and_keep_capitals():
    assert words("specialist_level") == "Specialist level"
    assert words("XP") == "XP"


def test_every_finding_of_the_rules_carries_its_words_beside_its_path():
    c = api.new_character("lite", "Mira")
    c = api.apply(c, "list.add", {"path": "talents", "value": {"name": ""}}).character
    found = {f.path: f.where for f in api.system("lite").rules.validate(c, creation=True)}
    assert found["talents.0.name"] == "Talents, row 1 › Name"
    assert found["role.specialist_skill"] == "Role › Specialist skill"
