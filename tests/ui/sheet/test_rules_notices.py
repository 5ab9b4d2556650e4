"""What the rules make of a mark or a status is said beside the control that started it, not
only in the status bar: Rainworld's episode when shock overlaps trauma [000 "the character
has some kind of uncontrollable episode"], GRIMWIRE's Inebriated adding temporary Condition [003 "+3 temporary
Condition due to relaxed muscles"]. The notice goes on undo."""

from __future__ import annotations

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character


def _sample(system_id):
    return load_character(get_system(system_id).samples[0]).character


def test_an_episode_is_said_under_the_mind_track(open_sheet):
    document, view = open_sheet(_sample("rainworld"), size=(1200, 900))
    row = view.element("track", "mind").row
    view.reveal(view.element("track", "mind"))
    mind = document.character.mind
    assert not row.notice.isVisible()
    row._step("right", mind.length - mind.left - mind.right + 1)  # shock runs into trauma
    assert document.character.mind.left == mind.left + 1
    assert row.notice.isVisible() and "Episode" in row.notice.text() and "+1 trauma" in row.notice.text()
    document.undo_stack.undo()
    assert not row.notice.isVisible()


def test_a_plain_mark_says_nothing_more(open_sheet):
    document, view = open_sheet(_sample("rainworld"), size=(1200, 900))
    row = view.element("track", "mind").row
    view.reveal(view.element("track", "mind"))
    row._step("right", 1)
    assert document.character.mind.right == 1 and not row.notice.isVisible()


def test_a_status_says_what_it_did_under_the_states_row(open_sheet):
    document, view = open_sheet(_sample("grimwire"), size=(1200, 900))
    states = view.element("states")
    view.reveal(states)
    before = document.character.condition.temporary
    assert states.set_status("inebriated", True)
    assert document.character.condition.temporary == before + 3
    assert states.notice.isVisible() and "+3 temporary Condition" in states.notice.text()
    document.undo_stack.undo()
    assert not states.notice.isVisible()
