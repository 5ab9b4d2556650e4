"""The party's own undo stack: members joining and leaving, and every edit made on a card,
undone and redone from the party tab, kept in step with each member's own stack."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QSpinBox

from sheetkeeper.core.actions import Action
from sheetkeeper.storage import load_campaign, load_character
from sheetkeeper.ui.party.card_cells import SmallTrack

DAG, RIVET = "Corporal Dag Kessler", "Rivet-9"


def mark_injury(view, qtbot, name: str) -> None:
    card = view.card(name)
    track = next(t for t in card.findChildren(SmallTrack) if "Body" in t.accessibleName())
    box = track.box_rect(card.document.character.body.left).center().toPoint()
    qtbot.mouseClick(track, Qt.MouseButton.LeftButton, pos=box)


def condition_spin(view) -> QSpinBox:
    card = view.card(RIVET)
    return next(s for s in card.findChildren(QSpinBox) if s.accessibleName().startswith("Condition"))


def roster(view) -> list[str]:
    return [m.path for m in view.campaign.members]


def on_disk(party_file) -> list[str]:
    return [m.path for m in load_campaign(party_file).campaign.members]


# -- joining and leaving --------------------------------------------------------------------

def test_adding_a_member_is_undone_and_redone_as_one_step(view, party_file):
    original = roster(view)
    kay = party_file.parent / "lite-kay.skchar"
    card = view.add_member(kay)
    document = card.document
    assert roster(view) == [*original, "lite-kay.skchar"] and view.modified
    assert view.undo_stack.undoText() == "Add Kay"
    assert view.add_member(kay) is card and len(view.cards) == 8, "never twice on the roster"

    view.undo_stack.undo()
    assert roster(view) == original and len(view.cards) == 7
    assert str(kay) not in view.documents and not view.modified
    view.undo_stack.redo()
    assert roster(view) == [*original, "lite-kay.skchar"]
    assert view.documents[str(kay)] is document, "the same document comes back"
    assert view.card("Kay").isVisibleTo(view)

    view.save()
    assert on_disk(party_file) == [*original, "lite-kay.skchar"] and not view.modified
    view.undo_stack.undo()
    assert view.modified, "undoing a saved addition is a change to save"
    view.save()
    assert on_disk(party_file) == original and kay.is_file()


def test_adding_several_files_at_once_is_one_step(view, party_file):
    original = roster(view)
    folder = party_file.parent
    kay, other = folder / "lite-kay.skchar", folder / "copy-of-ven.skchar"
    other.write_bytes((folder / "renaissance-ven.skchar").read_bytes())
    view.add_members([kay, other])
    assert roster(view) == [*original, "lite-kay.skchar", "copy-of-ven.skchar"]
    assert view.undo_stack.undoText() == "Add 2 members"
    view.undo_stack.undo()
    assert roster(view) == original


def test_a_removed_member_comes_back_in_its_place_with_its_unsaved_edits(view, qtbot, party_file):
    original = roster(view)
    card = view.card(RIVET)
    document, key = card.document, card.key
    condition_spin(view).setValue(2)
    edited = document.character
    assert edited.condition.current == 2

    card.menu().actions()[-1].trigger()  # "Remove from party"
    assert RIVET not in [c.document.title for c in view.cards if c.document]
    assert roster(view) == [p for p in original if p != "grimwire-rivet-9.skchar"]
    assert view.undo_stack.undoText() == "Remove Rivet-9"
    assert "stays on disk" in view.status.text()
    assert (party_file.parent / "grimwire-rivet-9.skchar").is_file()

    view.undo_stack.undo()
    assert roster(view) == original, "back at the same place in the roster"
    assert view.documents[key] is document and document.character == edited and document.modified
    back = view.card(RIVET)
    assert condition_spin(view).value() == 2 and back is not card

    view.undo_stack.undo()  # and the edit made before the removal
    assert document.character.condition.current != 2
    view.undo_stack.redo()
    view.undo_stack.redo()
    view.save()
    assert on_disk(party_file) == [p for p in original if p != "grimwire-rivet-9.skchar"]
    saved = load_character(party_file.parent / "grimwire-rivet-9.skchar").character
    assert saved.condition.current == 2, "an edit made before leaving the party is saved, not lost"


def test_a_missing_member_can_be_removed_and_put_back(party_file, qtbot):
    from sheetkeeper.ui.party import PartyView, documents_for

    (party_file.parent / "lite-angus.skchar").unlink()
    opened = load_campaign(party_file)
    view = PartyView(opened, documents_for(opened))
    qtbot.addWidget(view)
    original = roster(view)
    missing = next(c for c in view.cards if c.document is None)
    view.remove_member(missing.key)
    assert "lite-angus.skchar" not in roster(view)
    view.undo_stack.undo()
    assert roster(view) == original
    assert next(c for c in view.cards if c.document is None).slot is missing.slot


def test_a_read_only_party_refuses_roster_changes(view, party_file):
    view.opened.read_only = "written by a newer SheetKeeper"
    assert view.add_member(party_file.parent / "lite-kay.skchar") is None
    view.remove_member(DAG)
    assert len(view.cards) == 7 and view.undo_stack.count() == 0
    assert "read-only" in view.status.text()


# -- dashboard edits ------------------------------------------------------------------------

def test_a_dashboard_edit_is_undone_from_the_party_stack(view, qtbot, party_file):
    document = view.card(DAG).document
    before, member_steps = document.character, document.undo_stack.index()
    mark_injury(view, qtbot, DAG)
    after = document.character
    assert after.body.left == before.body.left + 1
    assert view.undo_stack.undoText() == f"{DAG}: Mark 1 injury"
    assert view.modified

    view.undo_stack.undo()
    assert document.character == before and not view.modified
    assert document.undo_stack.index() == member_steps, "the member's own step is undone, not added to"
    assert document.undo_stack.redoText() == "Mark 1 injury"
    view.undo_stack.redo()
    assert document.character == after and document.undo_stack.index() == member_steps + 1

    view.save()
    saved = load_character(party_file.parent / "rainworld-dag-kessler.skchar").character
    assert saved == after and not view.modified


def test_undo_on_the_members_sheet_moves_the_party_stack_with_it(view, qtbot):
    dag, rivet = view.card(DAG).document, view.card(RIVET).document
    dag_before, rivet_before = dag.character, rivet.character
    mark_injury(view, qtbot, DAG)
    condition_spin(view).setValue(3)
    dag_after, rivet_after = dag.character, rivet.character
    assert view.undo_stack.count() == 2

    rivet.undo_stack.undo()  # Ctrl+Z on Rivet's sheet
    assert rivet.character == rivet_before
    assert view.undo_stack.index() == 1 and view.undo_stack.undoText() == f"{DAG}: Mark 1 injury"
    view.undo_stack.undo()  # Ctrl+Z on the party tab: the edit before it
    assert dag.character == dag_before

    dag.undo_stack.redo()  # Redo on Dag's sheet: the party's redo follows
    assert view.undo_stack.index() == 1
    view.undo_stack.redo()
    assert rivet.character == rivet_after and dag.character == dag_after
    assert rivet.undo_stack.index() == 1 and dag.undo_stack.index() == 1
    assert view.undo_stack.index() == 2 and view.undo_stack.count() == 2


def test_spin_box_steps_merge_into_one_step_on_both_stacks(view):
    rivet = view.card(RIVET).document
    before = rivet.character
    spin = condition_spin(view)
    for value in (4, 3, 2):
        spin.setValue(value)
    assert rivet.undo_stack.count() == 1 and view.undo_stack.count() == 1
    view.undo_stack.undo()
    assert rivet.character == before and spin.value() == before.condition.current


def test_a_later_sheet_edit_is_never_lost_by_a_party_undo(view, qtbot):
    dag = view.card(DAG).document
    before = dag.character
    mark_injury(view, qtbot, DAG)
    dag.apply(Action("set", {"path": "name", "value": "Dag the Bold"}, label="Rename"))
    renamed = dag.character
    view.undo_stack.undo()  # the injury taken back, the rename written since kept
    assert dag.character.name == "Dag the Bold"
    assert dag.character.model_copy(update={"name": before.name}) == before
    assert dag.undo_stack.undoText() == "Undo Mark 1 injury"
    dag.undo_stack.undo()  # the later edit is one member Undo away
    assert dag.character == renamed


def test_the_keyboard_menu_key_on_a_track_reaches_the_card_menu(view):
    track = view.card(DAG).findChildren(SmallTrack)[0]
    keyboard = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, track.rect().center(),
                                 track.mapToGlobal(track.rect().center()))
    track.contextMenuEvent(keyboard)
    assert not keyboard.isAccepted(), "passed on to the card, which shows its menu"
    mouse = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, track.rect().center(),
                              track.mapToGlobal(track.rect().center()))
    track.contextMenuEvent(mouse)
    assert mouse.isAccepted(), "a right click marks stun, no menu"
    texts = [a.text() for a in view.card(DAG).menu().actions() if a.text()]
    assert texts == ["&Open sheet", "Ro&ll…\tCtrl+R", "&Statuses", "&Remove from party"]


def test_dashboard_buttons_have_distinct_mnemonics(view):
    buttons = [view.add_button, view.new_button, view.initiative_button, view.end_button,
               view.save_button]
    keys = [b.text()[b.text().index("&") + 1].lower() for b in buttons]
    assert len(set(keys)) == len(keys)
    assert not set(keys) & {"f", "e", "v", "h"}, "the menu bar's letters stay the menu bar's"
