"""The situation a check was last rolled in, on the sheet, in the assembled window: the odds
cell says it in plain words (GRIMWIRE's "Targeted attack: TN raised by 3", not "raised by:
3"), a line under the table says the odds are in that situation and the printed sheet has the
plain ones, and *Show plain odds*, reached with Tab, forgets it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QTableWidget

from sheetkeeper import api
from sheetkeeper.ui.sheet.elements.checks import ChecksElement
from sheetkeeper.ui.sheet.elements.odds import chance

CHECK = "attack:Machete"


def test_a_rolled_situation_is_said_on_the_sheet_and_cleared_from_the_keyboard(open_window, hands, sample_copies):
    window = open_window(sample_copies / "grimwire-cyrus.skchar")
    person = hands(window)
    character = window.current_tab().document.character
    check = next(c for c in api.checks(character) if c.id == CHECK)
    person.menu("View", "Dice roller")
    person.choose("Check to roll", f"{check.label} ({check.target})")
    form = person.find("Situation")
    # [003 "Targeted attacks"]: the roller's option, raised by 3
    label = next(o.label for o in api.situations(character, CHECK) if o.id == "targeted")
    person.fill(label, "3", root=form)
    person.key(Qt.Key.Key_Tab)
    odds = api.odds(character, CHECK, situation={"targeted": 3})
    person.wait(lambda: person.all(f"Chance {chance(odds)}"))
    person.click("Roll", QPushButton)

    element = next(e for e in window.current_tab().findChildren(ChecksElement) if CHECK in e.check_ids())
    table: QTableWidget = element.table
    row = element.check_ids().index(CHECK)
    page = table
    while not (hasattr(page.parentWidget().parentWidget(), "tabText")
               and page.parentWidget().parentWidget().indexOf(page) >= 0):
        page = page.parentWidget()
    tabs = page.parentWidget().parentWidget()
    person.tab(tabs.tabText(tabs.indexOf(page)).replace("&", ""))
    person.wait(lambda: "with" in table.item(row, 2).text())
    cell = table.item(row, 2).text()
    assert cell == f"{chance(odds)} with Targeted attack: TN raised by 3", cell
    assert element.situated.isVisible()
    assert element.situated.text() == ("Odds of Machete are shown in the situation last rolled; "
                                       "the printed sheet has the plain odds.")

    table.setFocus()  # from the table, Tab reaches the button that clears it
    for _ in range(6):
        person.key(Qt.Key.Key_Tab)
        if person.focused() is element.plain_button:
            break
    assert person.focused() is element.plain_button
    person.key(Qt.Key.Key_Space)
    plain = api.odds(character, CHECK)
    person.wait(lambda: table.item(row, 2).text() == chance(plain))
    assert not element.situated.isVisible() and not element.plain_button.isVisible()
