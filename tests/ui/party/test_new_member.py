"""A new character made with the creation wizard, saved as a new file in the party's folder
(a safe, unused name in any script) and added as an undoable step."""

from __future__ import annotations

import os
import resource
import signal

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWizard

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import SaveError, load_campaign, load_character
from sheetkeeper.storage.new_file import create_character_file, file_stem
from sheetkeeper.ui.wizard import NewCharacterWizard


def new(system_id: str, name: str):
    return get_system(system_id).rules.new(name)


def test_new_member_button_runs_the_wizard_and_saves_into_the_party_folder(view, qtbot, party_file):
    folder = party_file.parent
    before = sorted(p.name for p in folder.iterdir())
    problems = []

    def fill_in() -> None:
        wizard = next(w for w in view.findChildren(NewCharacterWizard) if w.isVisible())
        try:
            page = wizard.system_page
            page.list.setCurrentRow(next(i for i in range(page.list.count())
                                         if page.list.item(i).data(256) == "rainworld"))
            wizard.next()
            wizard.name_page.name.setText("Ἀχιλλεύς")
            wizard.name_page.player.setText("Ρένα")
            wizard.next()
            wizard.button(QWizard.WizardButton.FinishButton).click()
        except Exception as error:  # never leave the wizard's event loop waiting
            problems.append(error)
            wizard.reject()

    QTimer.singleShot(0, fill_in)
    view.new_button.click()
    assert not problems

    path = folder / "rainworld-ἀχιλλεύς.skchar"
    assert sorted(p.name for p in folder.iterdir()) == sorted([*before, path.name])
    saved = load_character(path).character
    assert (saved.system, saved.name, saved.player) == ("rainworld", "Ἀχιλλεύς", "Ρένα")
    card = view.card("Ἀχιλλεύς")
    assert card.document.path == path and not card.document.modified
    assert view.campaign.members[-1].path == path.name and view.modified
    assert "the file stays on disk" in view.status.text()

    view.undo_stack.undo()
    assert path.name not in [m.path for m in view.campaign.members]
    assert path.is_file(), "undo takes the member off the party, never the file"
    assert "stays in the party's folder" in view.status.text()
    view.undo_stack.redo()
    view.save()
    reopened = load_campaign(party_file)
    assert reopened.members[-1].member.path == path.name
    assert reopened.members[-1].character == saved


@pytest.mark.parametrize(("system_id", "name", "stem"), [
    ("rainworld", "Ilse Varga", "rainworld-ilse-varga"),
    ("brp", "Дмитрий Карамазов", "brp-дмитрий-карамазов"),
    ("grimwire", "李小龍", "grimwire-李小龍"),
    ("renaissance", "अर्जुन", "renaissance-अर्जुन"),
    ("brp", "../../etc/passwd: <CON>", "brp-etc-passwd-con"),
    ("brp", "", "brp-character"),
])
def test_file_names_keep_every_script_and_nothing_unsafe(system_id, name, stem):
    assert file_stem(new(system_id, name)) == stem


def test_a_long_name_is_cut_to_fit_any_file_system():
    stem = file_stem(new("grimwire", "龍" * 200))
    assert len(stem.encode("utf-8")) <= 120 and stem.startswith("grimwire-龍")


def test_a_file_of_that_name_is_never_overwritten(view, party_file):
    folder = party_file.parent
    taken = folder / "brp-ada.skchar"
    taken.write_bytes(b"somebody else's file")
    first = view.add_new_character(new("brp", "Ada"))
    second = view.add_new_character(new("brp", "Ada"))
    assert first.document.path.name == "brp-ada-2.skchar"
    assert second.document.path.name == "brp-ada-3.skchar"
    assert taken.read_bytes() == b"somebody else's file"
    assert [m.path for m in view.campaign.members[-2:]] == ["brp-ada-2.skchar", "brp-ada-3.skchar"]


def test_a_new_member_that_cannot_be_saved_is_handed_on_not_lost(view, qtbot, party_file, tmp_path):
    members, steps = list(view.campaign.members), view.undo_stack.count()
    character = new("grimwire", "Nobody Saved")
    party_file.parent.rename(tmp_path / "moved")  # the party's folder went away (a USB stick…)
    with qtbot.waitSignal(view.unsaved_character) as handed, qtbot.waitSignal(view.failed) as told:
        assert view.add_new_character(character) is None
    assert handed.args == [character]
    title, text = told.args
    assert "could not be saved" in text and "not there any more" in text and "Save As" in text
    assert view.campaign.members == members and view.undo_stack.count() == steps
    assert not any(p.name.startswith("grimwire-nobody") for p in (tmp_path / "moved").iterdir())


def test_a_failed_write_leaves_no_empty_file_behind(tmp_path):
    """The full disk, in a child process (RLIMIT_FSIZE) so this process's files are unaffected."""
    character = new("rainworld", "Ilse Varga")
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64))
            try:
                create_character_file(tmp_path, character)
            except SaveError as error:
                code = 3 if "disk is full" in error.message else 2
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.WEXITSTATUS(status) == 3, "a clear SaveError"
    assert list(tmp_path.iterdir()) == []
    path = create_character_file(tmp_path, character)
    assert path.name == "rainworld-ilse-varga.skchar", "the name was not left taken"
