"""The values the rules read that the table sets print in their places, and a fillable sheet
written on at the table brings them back: Basic Roleplaying's experience gain die and the
skills ENC penalises, Rainworld's injury penalties, GRIMWIRE's seventh attribute (blank
boxes to write in until it is in play)."""

from __future__ import annotations

from helpers import fields_of, fill_as_viewer, pdftotext_of

from sheetkeeper import api
from sheetkeeper.core.registry import get_system
from sheetkeeper.export.filled import read_filled
from sheetkeeper.export.merge import apply_plan, plan_import
from sheetkeeper.export.pdf import export_blank, export_pdf
from sheetkeeper.forms.spec import form_for


def _brought_back(character, tmp_path, written):
    sheet = export_pdf(character, tmp_path / "sheet.pdf", fillable=True)
    filled = fill_as_viewer(sheet, written, tmp_path / "filled.pdf")
    system = get_system(character.system)
    plan = plan_import(character, system.rules, form_for(system.id), system.name, read_filled(filled))
    assert plan.refused == []
    return apply_plan(character, system.rules, plan).character


def test_rainworld_injury_penalties_print_and_come_back(tmp_path):
    """[000 "at their second, fourth, sixth and eighth box of injury, marked along the bottom
    of the track on the character sheet"]: the sizes print beside the Body track."""
    ada = api.new_character("rainworld", "Ada")
    text = pdftotext_of(export_pdf(ada, tmp_path / "printed.pdf"))
    assert "Injury penalties" in text and "4th box" in text.replace("4TH BOX", "4th box")
    fields = fields_of(export_pdf(ada, tmp_path / "fields.pdf", fillable=True))
    assert [fields[f"options_injury_penalties_{i}"] for i in range(4)] == ["1", "2", "3", "4"]
    back = _brought_back(ada, tmp_path, {"options_injury_penalties_3": "6"})
    assert back.options.injury_penalties == (1, 2, 3, 6)


def test_grimwire_seventh_attribute_prints_blank_and_comes_back_in_play(tmp_path):
    """The seventh of the "seven attributes" is the table's (reading 1): blank boxes until it
    is in play, written in at the table and read back with its own check."""
    cyd = api.new_character("grimwire", "Cyd")
    fields = fields_of(export_pdf(cyd, tmp_path / "fields.pdf", fillable=True))
    assert [fields[f"extra_attribute_{k}"] for k in ("abbreviation", "name", "value")] == ["", "", ""]
    assert "Seventh attribute" in pdftotext_of(export_blank("grimwire", tmp_path / "blank.pdf"))
    back = _brought_back(cyd, tmp_path, {"extra_attribute_name": "Social standing",
                                         "extra_attribute_value": "2"})
    assert (back.extra_attribute.abbreviation, back.extra_attribute.name, back.extra_attribute.value) == (
        "SOC", "Social standing", 2)
    assert any(c.id.startswith("attr:SOC") for c in api.checks(back))


def test_brp_gain_die_and_enc_penalised_skills_print_and_come_back(tmp_path):
    """[004 "increase the experience roll to +1D8 for epic or even +1D10 for superhuman"];
    [004 "Every point of ENC your character carries over their maximum ENC causes them to
    suffer the following modifiers"]: the die and the skills print where a pencil finds
    them, the list as names separated by commas."""
    hero = api.new_character("brp", "Hal")
    text = " ".join(pdftotext_of(export_pdf(hero, tmp_path / "printed.pdf")).split())
    assert "Agility, Manipulation, Stealth, Dodge, Combat, Weapon" in text
    fields = fields_of(export_pdf(hero, tmp_path / "fields.pdf", fillable=True))
    assert fields["options_experience_die"] == "6"
    back = _brought_back(hero, tmp_path, {"options_experience_die": "8",
                                          "options_enc_penalised": "Agility, Stealth, Dodge"})
    assert back.options.experience_die == 8
    assert back.options.enc_penalised == ["Agility", "Stealth", "Dodge"]
