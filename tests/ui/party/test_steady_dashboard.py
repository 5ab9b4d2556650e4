"""The dashboard stays put: with "Needs attention" sorting on, a card edited under the
pointer does not jump away; the cards re-sort when the pointer leaves them, or with Sort now."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication

from sheetkeeper.ui.party.card_cells import SmallTrack


def _pointer_enters(view) -> None:
    viewport = view.scroll.viewport()
    QApplication.sendEvent(viewport, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))


def _pointer_leaves(view) -> None:
    QApplication.sendEvent(view.scroll.viewport(), QEvent(QEvent.Type.Leave))


def _names(view) -> list[str]:
    return [card.document.character.display_name for card in view.visible_cards()]


def _fill_body_of_the_calmest_rainworld_member(view, qtbot):
    """Click the last Body box of the Rainworld member shown lowest: they need attention now."""
    card = [c for c in view.visible_cards() if c.document.character.system == "rainworld"][-1]
    track = next(t for t in card.findChildren(SmallTrack) if "Body" in t.accessibleName())
    last = track.box_rect(track.track.length - 1).center().toPoint()
    qtbot.mouseClick(track, Qt.MouseButton.LeftButton, pos=last)
    return card


def _sorted_by_attention(view) -> list[str]:
    ranked = sorted(view.visible_cards(), key=lambda card: card.sort_value("attention"))
    return [card.document.character.display_name for card in ranked]


def test_an_edit_under_the_pointer_waits_until_the_pointer_leaves_the_cards(view, qtbot):
    view.sort.setCurrentIndex(view.sort.findData("attention"))
    before = _names(view)
    _pointer_enters(view)
    card = _fill_body_of_the_calmest_rainworld_member(view, qtbot)
    assert card.document.undo_stack.count() == 1
    wanted = _sorted_by_attention(view)
    assert wanted != before, "the edit should change the order (else this test proves nothing)"
    assert _names(view) == before
    assert view.sort_now.isVisibleTo(view)
    _pointer_leaves(view)
    assert _names(view) == wanted
    assert not view.sort_now.isVisibleTo(view)


def test_sort_now_puts_the_cards_in_order_with_the_pointer_still_over_them(view, qtbot):
    view.sort.setCurrentIndex(view.sort.findData("attention"))
    before = _names(view)
    _pointer_enters(view)
    _fill_body_of_the_calmest_rainworld_member(view, qtbot)
    wanted = _sorted_by_attention(view)
    assert _names(view) == before != wanted
    qtbot.mouseClick(view.sort_now, Qt.MouseButton.LeftButton)
    assert _names(view) == wanted
    assert not view.sort_now.isVisibleTo(view)


def test_an_edit_made_away_from_the_cards_re_sorts_at_once(view, qtbot):
    view.sort.setCurrentIndex(view.sort.findData("attention"))
    _fill_body_of_the_calmest_rainworld_member(view, qtbot)
    _pointer_leaves(view)  # whatever the click's synthetic pointer did, it is gone now
    card = [c for c in view.visible_cards() if c.document.character.system == "rainworld"][-1]
    card.document.undo_stack.undo()  # as from the member's sheet, the pointer elsewhere
    assert _names(view) == _sorted_by_attention(view)
    assert not view.sort_now.isVisibleTo(view)
