"""A click in play does not shake the sheet: a notice keeps its place when it goes (the rows
under it stay where they are), and state badges are reused as states come and go."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from sheetkeeper.core.actions import State
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.sheet.elements.states import StateBadges
from sheetkeeper.ui.theme import ink


def _click(qtbot, row, index, button):
    qtbot.mouseClick(row.boxes, button, Qt.KeyboardModifier.NoModifier, row.boxes.box_rect(index).center().toPoint())


def test_the_rows_under_a_track_stay_put_when_its_notice_goes(qtbot):
    document = Document(load_character(get_system("rainworld").samples[0]).character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(1100, 800)
    view.show()
    qtbot.waitExposed(view)
    row = view.element("track", "body").row
    below = view.element("track", "reality")
    _click(qtbot, row, 0, Qt.MouseButton.LeftButton)
    _click(qtbot, row, 1, Qt.MouseButton.RightButton)
    _click(qtbot, row, 2, Qt.MouseButton.LeftButton)  # injury meets stun: Incapacitated
    qtbot.waitUntil(lambda: row.notice.isVisible())
    assert "Incapacitated" in row.notice.text()
    qtbot.wait(100)  # the layouts settle
    where = below.mapTo(view, below.rect().topLeft())
    _click(qtbot, row, 3, Qt.MouseButton.RightButton)  # another change: the notice goes
    qtbot.waitUntil(lambda: not row.notice.isVisible())
    qtbot.wait(100)  # the layouts settle
    assert below.mapTo(view, below.rect().topLeft()) == where
    document.undo_stack.clear()


def test_badges_follow_the_states_without_piling_up_labels(qtbot):
    badges = StateBadges(empty="No conditions")
    qtbot.addWidget(badges)
    badges.show()
    dazed = State("Dazed", "Stun overlaps injury", "warning")
    dying = State("Dying", "Injury fills the track", "danger")
    shown = lambda: [b.text() for b in badges.findChildren(QLabel) if b.isVisible()]  # noqa: E731
    for _ in range(5):
        badges.set_states([dazed, dying])
        assert badges.names() == ["Dazed", "Dying"] and shown() == ["Dazed", "Dying"]
        badges.set_states([dying])
        assert shown() == ["Dying"]
        assert ink("badge.danger") in next(b for b in badges.findChildren(QLabel) if b.text() == "Dying").styleSheet()
        badges.set_states([])
        assert shown() == ["No conditions"]
    assert len(badges.findChildren(QLabel)) == 3  # two badges and the quiet line, reused


def test_a_state_coming_before_another_leaves_that_ones_badge_as_it_was(qtbot):
    """A click that adds a state before one already shown (Incapacitated before Bruised)
    gave every badge after it another state's text and style sheet, each polished again;
    the badge that shows a state keeps showing it, moved to its place in the states' order."""
    badges = StateBadges(empty="No conditions")
    qtbot.addWidget(badges)
    badges.show()
    dazed = State("Dazed", "Stun overlaps injury", "warning")
    dying = State("Dying", "Injury fills the track", "danger")
    badges.set_states([dazed])
    badge = next(b for b in badges.findChildren(QLabel) if b.text() == "Dazed")
    sheet = badge.styleSheet()
    polished = []
    badge.setStyleSheet = lambda text: polished.append(text)  # any new style sheet is counted
    badges.set_states([dying, dazed])
    assert badge.text() == "Dazed" and badge.styleSheet() == sheet and polished == []
    in_order = [badges._layout.itemAt(i).widget() for i in range(badges._layout.count())]
    texts = [w.text() for w in in_order if isinstance(w, QLabel) and w.isVisible()]
    assert texts == ["Dying", "Dazed"]
    assert ink("badge.danger") in next(b for b in badges.findChildren(QLabel) if b.text() == "Dying").styleSheet()
    badges.set_states([dazed])
    assert badge.text() == "Dazed" and polished == []
