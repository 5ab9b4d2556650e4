"""Basic Roleplaying's weapons and armour have rows of their own on the Gear page: a
weapon's skill, damage, whether the damage modifier adds, special, hands, HP, range and ENC;
armour's points and ENC. Their ENC counts in the load [004 "Your character can only easily
carry as many points of ENC as they have points in STR"]. Typed in the sheet's own tables,
saved and read back, and printed with blank rows to write in."""

from __future__ import annotations

from pypdf import PdfReader

from sheetkeeper import api
from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView


def _column(table, label):
    header = table.table
    for i in range(header.columnCount()):
        if header.horizontalHeaderItem(i).text() == label:
            return i
    raise AssertionError(f"no column {label}")


def test_a_weapon_and_armour_typed_in_the_gear_tables_are_saved_and_read_back(qtbot, tmp_path):
    document = Document(api.new_character("brp", "Eleanor"))
    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(1100, 900)
    view.show()
    weapons = view.element("table", "weapons")
    view.reveal(weapons)
    weapons.buttons["Add"].click()
    for label, text in (("Weapon", "Broadsword"), ("Skill", "Melee Weapon (Broadsword)"),
                        ("Damage", "1D8+1"), ("Special", "impale"), ("Hands", "1H"),
                        ("HP", "20"), ("ENC", "2")):
        weapons.table.item(0, _column(weapons, label)).setText(text)
    armour = view.element("table", "armour")
    armour.buttons["Add"].click()
    armour.table.item(0, _column(armour, "Armour")).setText("Chainmail hauberk")
    armour.table.item(0, _column(armour, "Armour points")).setText("7")
    armour.table.item(0, _column(armour, "ENC")).setText("7")
    c = document.character
    assert (c.weapons[0].damage, c.weapons[0].special, c.weapons[0].hp, c.weapons[0].modifier) \
        == ("1D8+1", "impale", 20, True)
    assert (c.armour[0].points, c.armour[0].enc) == (7, 7)
    load = next(d.value for d in api.system("brp").rules.derived(c) if d.key == "enc_load")
    assert load == "9"
    saved = api.save(c, tmp_path / "eleanor.skchar")
    again = api.load(saved.path).character
    assert again.weapons == c.weapons and again.armour == c.armour
    document.undo_stack.clear()


def test_the_printed_gear_page_has_weapon_and_armour_rows_to_write_in(tmp_path):
    brannoc = api.load("resources/samples/brp-brannoc-tarl.skchar").character
    out = export_pdf(brannoc, tmp_path / "brannoc.pdf")
    text = "\n".join(page.extract_text() for page in PdfReader(out).pages)
    assert "1D8+1" in text and "Chainmail hauberk" in text and "Armour points" in text


def test_an_older_file_without_weapons_re_encodes_as_it_was():
    eleanor = api.load("resources/samples/brp-eleanor-marsh.skchar").character
    assert eleanor.weapons == [] and "weapons" not in eleanor.model_dump()
