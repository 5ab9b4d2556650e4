"""Where a finding is on the sheet: the form's label for what it names (its explanation in
brackets left off), the column a field of a row is under, and the tab it is on; the path
stays for going there."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Finding
from sheetkeeper.forms import form_for
from sheetkeeper.sheet import element_for, locate
from sheetkeeper.sheet.places import short


def _at(system_id, character, path):
    return locate(form_for(system_id), character, Finding(path, "a finding"))


@pytest.mark.parametrize(("system_id", "path", "where", "tab"), [
    ("rainworld", "phys", "PHYS", "Character"),  # an attribute: its item's label
    ("rainworld", "dominant_hand", "Dominant hand", "Character"),
    ("rainworld", "notes", "Notes", "History"),
    ("lite", "strength.current", "Current › Strength", "Character"),  # "Current (Base dice)"
    ("lite", "specialist_level", "Specialist skill level", "Character"),
    ("lite", "skills", "Skills", "Character"),  # a mapping shown by items inside it
    ("lite", "attributes", "Attributes", "Character"),  # a section's title
    ("grimwire", "learning hours", "Learning hours", "Advancement"),  # a ledger's title
    ("grimwire", "attributes.TOG", "Attributes › Toughness", "Character"),
])
def test_a_path_is_placed_by_the_form(system_id, path, where, tab):
    found = _at(system_id, api.new_character(system_id, "N"), path)
    assert (found.where, found.tab) == (where, tab)
    assert str(found) == f"{where} ({tab} tab): a finding"


def test_a_field_of_a_row_is_under_its_column_and_the_row_under_its_name():
    c = api.new_character("rainworld", "Ada")
    c = api.apply(c, "list.add", {"path": "weapons", "value": {"name": "Knife", "skill": "Melée"}}).character
    found = _at("rainworld", c, "weapons.0.increment")
    assert (found.path, found.where, found.tab) == ("weapons.0.increment", "Weapons › Knife › Increment", "Gear")


def test_a_path_the_form_does_not_show_keeps_the_rules_words_and_no_tab():
    found = _at("rainworld", api.new_character("rainworld", "Ada"), "stabilised")
    assert (found.where, found.tab) == ("Stabilised", "")


def test_the_element_for_a_path_is_the_closest_that_holds_it():
    form = form_for("lite")
    shown = element_for(form, "skills.Fight")
    assert (shown.bind, shown.label, shown.tab, shown.page) == ("skills.Fight", "Strength skills › Fight",
                                                               "Character", 0)
    assert element_for(form, "") is None
    assert element_for(form, "no such thing") is None


def test_a_label_loses_only_its_last_explanation_in_brackets():
    assert short("Attributes (max 10)") == "Attributes"
    assert short("Reality (Ganzfeld)") == "Reality"
    assert short("Rating %") == "Rating %"


def test_the_api_gives_each_finding_its_path_words_and_tab():
    c = api.new_character("lite", "Mira")
    found = {f.path: f for f in api.validate(c, creation=True)}
    skill = found["role.specialist_skill"]
    assert (skill.where, skill.tab, skill.severity) == ("Specialist skill", "Character", "error")
