"""A session's end taken back without taking back what came after it, in the assembled
window: the GM ends a session giving everyone 3 XP; on Dag's own sheet the player then awards
2 XP more for a map found; the GM, back on the party's tab, undoes the end of the session.
Only the session's own entry leaves Dag's history: the map's stays, and so does the XP it
gave. Redo writes the session's entry again beside it."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QPushButton, QTabWidget

from sheetkeeper.ui.party import PartyView
from sheetkeeper.ui.party.card import MemberCard

DAG = "Corporal Dag Kessler"


def _tab_of(widget) -> str:
    """The title of the sheet tab a widget is on (where a person finds it)."""
    page = widget
    while page.parentWidget() is not None:
        holder = page.parentWidget().parentWidget()
        if isinstance(holder, QTabWidget) and holder.indexOf(page) >= 0:
            return holder.tabText(holder.indexOf(page)).replace("&", "")
        page = page.parentWidget()
    raise AssertionError("not on a tab")


def _reasons(document) -> list[str]:
    return [e.reason for e in document.character.ledger.entries]


def test_undoing_a_session_s_end_keeps_an_award_written_on_the_sheet_since(open_window, hands):
    window = open_window()
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    party = window.tab_widget.currentWidget()
    dag = next(d for d in party.documents.values() if d.character.display_name == DAG)
    earned = dag.character.ledger.xp_earned

    def end(wizard) -> None:
        person.click("Next >", QPushButton, root=wizard)
        person.fill("XP for everyone", "3", root=wizard)
        person.fill("Reason for everyone's XP", "The lantern home", root=wizard, kind=QLineEdit)
        person.click("Give to everyone", QPushButton, root=wizard)
        person.click("Next >", QPushButton, root=wizard)
        person.click("Apply", QPushButton, root=wizard)

    with person.dialog(end):
        person.click("End session…", QPushButton)
    person.wait(lambda: dag.character.ledger.xp_earned == earned + 3)
    session = party.undo_stack.undoText()

    # On Dag's own sheet: Award XP… for the map.
    card = next(c for c in party.findChildren(MemberCard) if c.document is dag)
    person.scroll_to(card)
    person.double_click(card)
    person.wait(lambda: window.tab_widget.tabText(window.tab_widget.currentIndex()).startswith(DAG))
    award = next(b for b in window.current_tab().findChildren(QPushButton) if b.text() == "Award XP…")
    person.tab(_tab_of(award))

    def give(dialog) -> None:
        person.fill("Amount", "2", root=dialog)
        person.fill("Reason", "Found the map", root=dialog)
        person.click("Award", QPushButton, root=dialog)

    with person.dialog(give):
        person.click(award)
    person.wait(lambda: dag.character.ledger.xp_earned == earned + 5)

    # Back on the party's tab: Edit › Undo the end of the session.
    person.tab(window.tab_widget.tabText(window.tab_widget.indexOf(party)).replace("&", ""))
    person.menu("Edit", f"Undo {session}")
    person.wait(lambda: "The lantern home" not in _reasons(dag))
    assert "Found the map" in _reasons(dag)
    assert dag.character.ledger.xp_earned == earned + 2
    person.menu("Edit", f"Redo {session}")
    person.wait(lambda: "The lantern home" in _reasons(dag))
    assert "Found the map" in _reasons(dag) and dag.character.ledger.xp_earned == earned + 5
    assert len({e.id for e in dag.character.ledger.entries}) == len(dag.character.ledger.entries)
