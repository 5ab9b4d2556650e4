"""What the rules make of a mark or a status is said beside the control that started it, not
only in the status bar: Rainworld's episode when shock overlaps trauma [000 "the character
has some kind of uncontrollable episode"], GRIMWIRE's Inebriated adding temporary Condition [003 "+3 temporary
Condition due to relaxed muscles"]. The notice goes on undo."""

from __future__ import annotations

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView


def _sheet(qtbot, system_id):
    document = Document(load_character(get_system(system_id).samples[0]).character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(1200, 900)
    view.show()
    return document, view


def test_an_episode_is_said_under_the_mind_track(qtbot):
    document, view = _sheet(qtbot, "rainworld")
    row = view.element("track", "mind").row
    view.reveal(view.element("track", "mind"))
    mind = document.character.mind
    assert not row.notice.isVisible()
    row._step("right", mind.length - mind.left - mind.right + 1)  # shock runs into trauma
    assert document.character.mind.left == mind.left + 1
    assert row.notice.isVisible() and "Episode" in row.notice.text() and "+1 trauma" in row.notice.text()
    document.undo_stack.undo()
    assert not row.notice.isVisible()
    document.undo_stack.clear()


def test_a_plain_mark_says_nothing_more(qtbot):
    document, view = _sheet(qtbot, "rainworld")
    row = view.element("track", "mind").row
    view.reveal(view.element("track", "mind"))
    row._step("right", 1)
    assert document.character.mind.right == 1 and not row.notice.isVisible()
    document.undo_stack.clear()


def test_a_status_says_what_it_did_under_the_states_row(qtbot):
    document, view = _sheet(qtbot, "grimwire")
    states = view.element("states")
    view.reveal(states)
    before = document.character.condition.temporary
    assert states.set_status("inebriated", True)
    assert document.character.condition.temporary == before + 3
    assert states.notice.isVisible() and "+3 temporary Condition" in states.notice.text()
    document.undo_stack.undo()
    assert not states.notice.isVisible()
    document.undo_stack.clear()
