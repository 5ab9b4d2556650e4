"""Unwritable places, a full disk, and a file changed by another program: every save fails
with a clear message and leaves the file on disk exactly as it was.

Root ignores folder permissions, so the read-only-folder cases run in a forked child that
first becomes the user 'nobody'. The full disk is a child with RLIMIT_FSIZE lowered.
"""

from __future__ import annotations

import os
import pwd
import resource
import signal
import stat
import tempfile
import time
from pathlib import Path

import pytest

from sheetkeeper.core.campaign import Campaign, Member
from sheetkeeper.core.registry import all_systems
from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.storage import (
    SaveError,
    load_campaign,
    load_character,
    save_campaign,
    save_character,
)

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")
SYSTEM = all_systems()[0]
OK, FAILED_CLEARLY = 0, 3


def _character(notes="first"):
    return SYSTEM.rules.new("Ada").model_copy(update={"notes": notes})


def _export_pdf():
    return export_pdf


def _in_child(work, *, as_nobody=False, file_limit=None) -> tuple[int, str]:
    """Run ``work()`` in a forked child; it returns a message (a clean failure) or None."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        code = 1
        try:
            if as_nobody and os.geteuid() == 0:
                nobody = pwd.getpwnam("nobody")
                os.setgroups([])
                os.setgid(nobody.pw_gid)
                os.setuid(nobody.pw_uid)
            if file_limit is not None:
                signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
                resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))
            try:
                work()
                code = OK
            except SaveError as error:
                os.write(write, error.message.encode())
                code = FAILED_CLEARLY
        except BaseException as error:  # noqa: BLE001 - reported to the parent
            os.write(write, repr(error).encode())
        finally:
            os._exit(code)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        message = pipe.read().decode()
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), message


@pytest.fixture
def shared_folder():
    """A folder 'nobody' can reach (pytest's own tmp folders are private to root)."""
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("nobody")
        except KeyError:
            pytest.skip("running as root and there is no user 'nobody' to drop to")
    folder = Path(tempfile.mkdtemp(prefix="sheetkeeper-ro-"))
    folder.chmod(0o755)
    yield folder
    for path in sorted(folder.rglob("*"), reverse=True):
        path.chmod(0o700)
        path.unlink() if path.is_file() else path.rmdir()
    folder.rmdir()


def _read_only_folder(shared_folder) -> Path:
    folder = shared_folder / "ro"
    folder.mkdir()
    save_character(folder / "hero.skchar", _character(), backup=False)
    save_campaign(folder / "party.skparty", Campaign(name="Party"))
    folder.chmod(0o555)
    return folder


def test_saving_into_a_read_only_folder_fails_clearly_and_keeps_the_files(shared_folder):
    folder = _read_only_folder(shared_folder)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    for work in (
        lambda: save_character(folder / "hero.skchar", _character("second")),
        lambda: save_character(folder / "new.skchar", _character("second")),
        lambda: save_campaign(folder / "party.skparty", Campaign(name="Changed")),
    ):
        code, message = _in_child(work, as_nobody=True)
        assert code == FAILED_CLEARLY, message
        assert "permission" in message or "read-only" in message
        assert message.endswith("Save As to choose another place") or "Save As" in message
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before


def test_exporting_a_pdf_into_a_read_only_folder_fails_clearly(shared_folder):
    export_pdf = _export_pdf()
    folder = _read_only_folder(shared_folder)
    code, message = _in_child(lambda: export_pdf(_character(), folder / "sheet.pdf"),
                              as_nobody=True)
    assert code == FAILED_CLEARLY, message
    assert "permission" in message
    assert not (folder / "sheet.pdf").exists()


def test_saving_onto_read_only_files_fails_clearly_and_keeps_them(tmp_path):
    """Even for an administrator: a file marked read-only is never replaced."""
    hero, party, pdf = tmp_path / "hero.skchar", tmp_path / "party.skparty", tmp_path / "s.pdf"
    save_character(hero, _character(), backup=False)
    save_campaign(party, Campaign(name="Party"))
    pdf.write_bytes(b"%PDF-1.4 the old sheet")
    for path in (hero, party, pdf):
        path.chmod(stat.S_IRUSR)
    before = {p: p.read_bytes() for p in (hero, party, pdf)}
    with pytest.raises(SaveError, match="read-only"):
        save_character(hero, _character("second"))
    with pytest.raises(SaveError, match="read-only"):
        save_campaign(party, Campaign(name="Changed"))
    with pytest.raises(SaveError, match="read-only"):
        _export_pdf()(_character(), pdf)
    assert {p: p.read_bytes() for p in (hero, party, pdf)} == before


@pytest.mark.parametrize("what", ["character", "campaign", "pdf"])
def test_a_full_disk_fails_clearly_and_keeps_the_original(tmp_path, what):
    """RLIMIT_FSIZE in a child: any write past 4 KB fails as a full disk would."""
    target = {"character": tmp_path / "hero.skchar", "campaign": tmp_path / "party.skparty",
              "pdf": tmp_path / "sheet.pdf"}[what]
    big = "lorem ipsum " * 2000
    if what == "character":
        save_character(target, _character(), backup=False)
        work = lambda: save_character(target, _character(big), backup=False)  # noqa: E731
    elif what == "campaign":
        save_campaign(target, Campaign(name="Party"))
        work = lambda: save_campaign(target, Campaign(name="Party", notes=big))  # noqa: E731
    else:
        export_pdf = _export_pdf()
        target.write_bytes(b"%PDF-1.4 the old sheet")
        work = lambda: export_pdf(_character(big), target)  # noqa: E731
    before = target.read_bytes()
    code, message = _in_child(work, file_limit=4096)
    assert code == FAILED_CLEARLY, message
    assert "disk is full" in message
    assert target.read_bytes() == before
    assert sorted(tmp_path.iterdir()) == [target]  # no temporary file left behind
    if what == "character":
        assert load_character(target).character == _character()
    elif what == "campaign":
        assert load_campaign(target).campaign == Campaign(name="Party")


# -- a file changed on disk by another program ---------------------------------------------


def _touch_later(path: Path, text: str) -> None:
    """Another program rewrites the file (a second later, so the time surely differs)."""
    path.write_text(text, encoding="utf-8")
    later = time.time_ns() + 1_000_000_000
    os.utime(path, ns=(later, later))


def test_saving_over_a_file_changed_since_it_was_opened_is_refused(tmp_path):
    path = tmp_path / "hero.skchar"
    save_character(path, _character(), backup=False)
    opened = load_character(path)
    other = _character("written by a sync tool")
    save_character(path, other, backup=False)
    stamp = path.stat().st_mtime_ns
    os.utime(path, ns=(stamp + 1_000_000_000, stamp + 1_000_000_000))
    theirs = path.read_bytes()
    with pytest.raises(SaveError, match="changed on disk by another program") as refused:
        save_character(path, _character("mine"), expected=opened.fingerprint)
    assert "Save As" in refused.value.message
    assert path.read_bytes() == theirs


def test_a_file_deleted_since_it_was_opened_is_not_silently_recreated(tmp_path):
    path = tmp_path / "hero.skchar"
    save_character(path, _character(), backup=False)
    opened = load_character(path)
    path.unlink()
    with pytest.raises(SaveError, match="moved or deleted"):
        save_character(path, _character("mine"), expected=opened.fingerprint)
    assert not path.exists()


def test_saving_again_with_the_time_of_ones_own_last_save_works(tmp_path):
    path = tmp_path / "hero.skchar"
    save_character(path, _character(), backup=False)
    fingerprint = load_character(path).fingerprint
    for n in range(3):
        fingerprint = save_character(path, _character(f"edit {n}"), expected=fingerprint)
    assert load_character(path).character == _character("edit 2")
    assert fingerprint == load_character(path).fingerprint


def test_without_an_expected_time_saving_behaves_as_before(tmp_path):
    path = tmp_path / "hero.skchar"
    _touch_later(path, "not even a character")
    save_character(path, _character("mine"), backup=False)
    assert load_character(path).character == _character("mine")


def test_campaign_member_paths_are_the_users_own_files(tmp_path):
    """A member path pointing at a device or a pipe is reported, never read (no hang)."""
    fifo = tmp_path / "pipe.skchar"
    os.mkfifo(fifo)
    party = tmp_path / "party.skparty"
    save_campaign(party, Campaign(members=[Member(path="pipe.skchar"), Member(path="/dev/zero"),
                                           Member(path="../../../../../../etc/hostname")]))
    opened = load_campaign(party)
    assert [slot.character for slot in opened.members] == [None, None, None]
    assert all(slot.error for slot in opened.members)
