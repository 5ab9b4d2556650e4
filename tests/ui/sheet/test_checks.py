"""Odds on the sheet: exact chances from the rules, following the modifier beside them;
double-clicking a check asks for the dice roller."""

from __future__ import annotations

from PySide6.QtCore import Qt

from sheetkeeper.core.checks import percent


def _chance_cell(table, row):
    return table.item(row, 2).text()


def test_check_rows_show_the_rules_odds(sheet, document, qtbot):
    checks = sheet.element("checks", "skills")
    assert checks.check_ids() == ["climb", "sneak"]
    expected = percent(document.rules.odds(document.character, "climb", 0).success)
    assert _chance_cell(checks.table, 0) == expected == "50%"
    assert checks.table.item(0, 3).text() == "Success 50% · Failure 50%"


def test_modifier_changes_the_odds_live(sheet, document, qtbot):
    checks = sheet.element("checks", "skills")
    checks.modifier.spin.setValue(2)
    assert _chance_cell(checks.table, 0) == percent(document.rules.odds(document.character, "climb", 2).success)
    assert _chance_cell(checks.table, 0) == "70%"
    attributes = sheet.element("attributes")
    attributes.modifier.spin.setValue(-3)
    assert attributes.odds["sneak"].text() == "20%"


def test_odds_follow_an_edit_of_the_rank(sheet, document, qtbot):
    checks = sheet.element("checks", "skills")
    sheet.element("attributes").editors[1].editor.setValue(3)
    assert document.character.skills[1].rank == 3
    assert _chance_cell(checks.table, 1) == "80%"
    assert sheet.element("attributes").odds["sneak"].text() == "80%"
    document.undo_stack.undo()
    assert _chance_cell(checks.table, 1) == "50%"


def test_double_click_on_a_check_row_requests_it_with_the_modifier(sheet, qtbot):
    checks = sheet.element("checks", "skills")
    checks.modifier.spin.setValue(-1)
    table = checks.table
    rect = table.visualItemRect(table.item(1, 0))
    seen = []
    sheet.check_requested.connect(lambda check, modifier: seen.append((check, modifier)))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert seen == [("sneak", -1)]


def test_enter_on_an_attribute_chance_requests_its_check(sheet, qtbot):
    label = sheet.element("attributes").odds["climb"]
    with qtbot.waitSignal(sheet.check_requested) as signal:
        qtbot.keyClick(label, Qt.Key.Key_Return)
    assert signal.args == ["climb", 0]
