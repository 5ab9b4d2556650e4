"""Never lose work: unsaved-changes questions, failed saves, autosave, and changes on disk."""

from __future__ import annotations

import os
import resource
import signal

from sheetkeeper.core.actions import Action
from sheetkeeper.storage import load_character, save_character
from sheetkeeper.ui import recovery

RENAME = Action("set", {"path": "name", "value": "X"}, label="Rename to X")


def _edit(window, path):
    tab = window.open_path(path)
    tab.document.apply(RENAME)
    return tab


def _change_on_disk(system, path, name):
    """Another program rewrites the file (a clearly later mtime, as a real edit would have)."""
    stat = path.stat()
    save_character(path, system.rules.new(name), backup=False)
    later = stat.st_mtime_ns + 2_000_000_000
    os.utime(path, ns=(later, later))


def test_closing_with_unsaved_changes_asks_and_cancel_keeps_the_tab(window, asker, saved_file):
    tab = _edit(window, saved_file)
    asker.script("unsaved", "cancel")
    assert not window.close_tab(tab)
    assert window.tabs() == [tab] and tab.document.character.name == "X"

    asker.script("unsaved", "discard")
    assert window.close_tab(tab)
    assert window.tabs() == []
    assert load_character(saved_file).character.name == "Ada"


def test_answering_save_writes_the_file_before_closing(window, asker, saved_file):
    _edit(window, saved_file)
    asker.script("unsaved", "save")
    window.close()
    assert window.tabs() == []
    assert load_character(saved_file).character.name == "X"


def test_quitting_asks_for_each_modified_character_and_cancel_stops_quitting(window, asker, saved_file):
    _edit(window, saved_file)
    window.show()
    asker.script("unsaved", "cancel")
    window.close()
    assert window.isVisible() and len(window.tabs()) == 1
    assert asker.kinds() == ["unsaved"]


def test_a_failed_save_keeps_changes_and_the_original_and_offers_save_as(window, asker, saved_file, tmp_path):
    tab = _edit(window, saved_file)
    before = saved_file.read_bytes()
    asker.script("offer_save_as", False)
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (64, hard))  # the disk is "full" after 64 bytes
    try:
        assert not window.save(tab)
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, old_handler)
    assert "disk is full" in asker.asked[-1][1]
    assert saved_file.read_bytes() == before
    assert tab.document.modified and window.isWindowModified()

    elsewhere = tmp_path / "elsewhere.skchar"
    asker.script("save_path", elsewhere)
    window.menu_actions["save_as"].trigger()
    assert load_character(elsewhere).character.name == "X"
    assert tab.document.path == elsewhere and not tab.document.modified


def test_autosave_writes_a_recovery_copy_while_modified_and_saving_clears_it(window, saved_file):
    assert window.autosave_timer.isActive() and window.autosave_timer.interval() == 30_000
    assert window.autosave_now() == 0  # nothing modified, nothing written
    tab = _edit(window, saved_file)
    assert window.autosave_now() == 1
    assert window.autosave_now() == 0  # unchanged since the last copy
    [entry] = recovery.entries()
    assert entry.original == saved_file and entry.load().name == "X"
    assert not entry.orphaned  # this process is alive: not offered as a leftover

    window.save(tab)
    assert recovery.entries() == []


def test_undoing_back_to_the_saved_state_or_discarding_clears_the_copy(window, asker, saved_file):
    tab = _edit(window, saved_file)
    window.autosave_now()
    tab.document.undo_stack.undo()
    assert recovery.entries() == []

    tab.document.apply(RENAME)
    window.autosave_now()
    asker.script("unsaved", "discard")
    window.close_tab(tab)
    assert recovery.entries() == []


def test_an_unmodified_file_changed_on_disk_is_reloaded(qtbot, window, system, saved_file):
    tab = window.open_path(saved_file)
    _change_on_disk(system, saved_file, "Changed")
    qtbot.waitUntil(lambda: tab.document.character.name == "Changed", timeout=3000)
    assert not tab.document.modified
    tab.document.undo_stack.undo()  # the reload is one undo step
    assert tab.document.character.name == "Ada"


def test_a_modified_file_changed_on_disk_asks_and_keep_mine_overwrites_on_save(qtbot, window, asker, system, saved_file):
    tab = _edit(window, saved_file)
    asker.script("external_change", "keep")
    _change_on_disk(system, saved_file, "Changed")
    qtbot.waitUntil(lambda: "external_change" in asker.kinds(), timeout=3000)
    assert tab.document.character.name == "X"
    assert load_character(saved_file).character.name == "Changed"  # nothing overwritten yet
    assert window.save(tab)  # the choice was made: no second question
    # A true conflict (the name, both sides): the merge asked first; declined, the older
    # question followed.
    assert asker.kinds() == ["choose_conflicts", "external_change"]
    assert load_character(saved_file).character.name == "X"


def test_a_modified_file_changed_on_disk_can_be_reloaded(qtbot, window, asker, system, saved_file):
    tab = _edit(window, saved_file)
    asker.script("external_change", "reload")
    _change_on_disk(system, saved_file, "Changed")
    qtbot.waitUntil(lambda: tab.document.character.name == "Changed", timeout=3000)
    assert not tab.document.modified
    tab.document.undo_stack.undo()
    assert tab.document.character.name == "X"  # my version is one undo away


def test_save_checks_the_disk_even_before_the_watcher_reports(window, asker, system, saved_file):
    tab = _edit(window, saved_file)
    _change_on_disk(system, saved_file, "Changed")
    asker.script("external_change", "cancel")
    assert not window.save(tab)  # no event loop ran: the watcher has not spoken yet
    assert asker.asked == [("choose_conflicts", "X: Name: “Ada” → “X” here, “Ada” → “Changed” there"),
                           ("external_change", "X saving=True")]
    assert load_character(saved_file).character.name == "Changed"
    assert tab.document.modified


def test_a_new_character_counts_as_unsaved_is_autosaved_and_asks_before_closing(window, asker):
    from sheetkeeper.core.registry import get_system

    tab = window.open_character(get_system("lite").rules.new("Nova"))
    assert tab.document.modified
    assert window.autosave_now() == 1
    [entry] = recovery.entries()
    assert entry.original is None and entry.load().name == "Nova"
    asker.script("unsaved", "cancel")
    assert not window.close_tab(tab) and asker.kinds() == ["unsaved"]
    asker.script("unsaved", "discard")
    assert window.close_tab(tab)


def test_a_document_never_saves_over_a_file_changed_since_it_was_read(saved_file):
    """The window asks before saving; the document itself refuses if the file changed after."""
    import pytest

    from sheetkeeper.core.registry import get_system
    from sheetkeeper.storage import SaveError
    from sheetkeeper.ui.document import Document

    opened = load_character(saved_file)
    document = Document(opened.character, saved_file, fingerprint=opened.fingerprint)
    document.apply(RENAME)
    system = get_system(opened.character.system)
    _change_on_disk(system, saved_file, "Theirs")
    with pytest.raises(SaveError, match="changed on disk"):
        document.save()
    assert load_character(saved_file).character.name == "Theirs" and document.modified
