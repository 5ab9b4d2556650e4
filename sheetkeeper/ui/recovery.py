"""Autosave and crash recovery: unsaved edits survive a crash, a kill or a power cut.

While a document has unsaved changes, the window writes a copy every 30 seconds into the
recovery folder (``<data dir>/recovery``): the character as an ordinary, atomically written
``.skchar`` plus a small ``.json`` naming the original file and the process that wrote it.
Saving, closing or undoing back to the saved state removes the copy. At start-up, copies whose
process is gone are leftovers of a crash and are offered for restore.

A party's own file (roster and session log) is autosaved the same way, as a ``.skparty`` copy
(``"kind": "campaign"`` in its ``.json``), beside the copies of its edited members: after a
crash in the middle of an end of session, the log entry comes back with the members' awards.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ..core.campaign import Campaign
from ..core.character import CharacterBase
from ..paths import data_dir
from ..storage import FileProblem, LoadError, load_character, save_character
from ..storage.atomic import write_atomic
from ..storage.campaign_file import decode_campaign, encode_campaign
from ..storage.envelope import EnvelopeProblem
from .file_lock import pid_alive

AUTOSAVE_SECONDS = 30
SUFFIXES = {"character": ".skchar", "campaign": ".skparty"}


def recovery_dir() -> Path:
    return data_dir() / "recovery"


@dataclass(frozen=True)
class RecoveryEntry:
    """One autosaved copy."""

    key: str
    original: Path | None
    """The file the character was open from, or None for a new, never-saved character."""
    title: str
    saved_at: str
    pid: int
    host: str
    kind: str = "character"
    """"character", or "campaign" for a party's own file."""

    @property
    def copy_path(self) -> Path:
        return recovery_dir() / f"{self.key}{SUFFIXES.get(self.kind, '.skchar')}"

    @property
    def meta_path(self) -> Path:
        return recovery_dir() / f"{self.key}.json"

    @property
    def orphaned(self) -> bool:
        """Its process is gone: a crash left it behind."""
        return self.host == socket.gethostname() and not pid_alive(self.pid)

    def load(self) -> CharacterBase:
        """The autosaved character (raises LoadError with the reason)."""
        return load_character(self.copy_path).character

    def load_campaign(self) -> Campaign:
        """The autosaved party file (raises LoadError with the reason)."""
        try:
            return decode_campaign(self.copy_path.read_bytes())[0]
        except OSError as error:
            raise LoadError(self.copy_path, f"could not read the copy ({error.strerror or error})") from None
        except EnvelopeProblem as problem:
            raise LoadError(self.copy_path, str(problem)) from None

    def discard(self) -> None:
        with contextlib.suppress(OSError):
            self.meta_path.unlink()
        with contextlib.suppress(OSError):
            self.copy_path.unlink()


class Autosaver:
    """The recovery copy of one open document."""

    def __init__(self) -> None:
        self.key = f"{os.getpid()}-{uuid.uuid4().hex[:12]}"
        self._last: CharacterBase | None = None

    def save(self, character: CharacterBase | Campaign, original: Path | None) -> bool:
        """Write the copy if the character (or party) changed since the last one; True if
        written.

        An autosave that fails (disk full) must never disturb editing: it returns False."""
        if character is self._last or (isinstance(character, Campaign) and character == self._last):
            return False
        folder = recovery_dir()
        kind = "campaign" if isinstance(character, Campaign) else "character"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            if kind == "campaign":
                write_atomic(folder / f"{self.key}.skparty", encode_campaign(character))
                title = character.name or (original.stem if original else "")
            else:
                save_character(folder / f"{self.key}.skchar", character, backup=False)
                title = character.display_name
            meta = {
                "kind": kind,
                "original": str(original) if original else None,
                "title": title,
                "saved_at": datetime.now(UTC).replace(microsecond=0).isoformat(),
                "pid": os.getpid(),
                "host": socket.gethostname(),
            }
            write_atomic(folder / f"{self.key}.json", json.dumps(meta, indent=2).encode("utf-8"))
        except (OSError, FileProblem, ValueError, EnvelopeProblem):
            return False
        # A party's campaign changes in place: keep a copy to compare with.
        self._last = character.model_copy(deep=True) if kind == "campaign" else character
        return True

    def clear(self) -> None:
        self._last = None
        for kind in SUFFIXES:
            RecoveryEntry(self.key, None, "", "", os.getpid(), socket.gethostname(), kind).discard()

    @property
    def exists(self) -> bool:
        return (recovery_dir() / f"{self.key}.json").is_file()


def entries() -> list[RecoveryEntry]:
    """Every complete autosaved copy in the recovery folder, newest first."""
    folder = recovery_dir()
    found = []
    for meta in folder.glob("*.json") if folder.is_dir() else []:
        try:
            data = json.loads(meta.read_text(encoding="utf-8"))
            entry = RecoveryEntry(
                key=meta.stem,
                original=Path(data["original"]) if data.get("original") else None,
                title=str(data.get("title", "")),
                saved_at=str(data.get("saved_at", "")),
                pid=int(data["pid"]),
                host=str(data.get("host", "")),
                kind=str(data.get("kind", "character")),
            )
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if entry.copy_path.is_file():
            found.append(entry)
    # Parties first: restoring one opens its members, whose own copies then restore into them.
    return sorted(sorted(found, key=lambda e: e.saved_at, reverse=True), key=lambda e: e.kind != "campaign")


def leftovers() -> list[RecoveryEntry]:
    """Copies left by a process that has ended without saving: offer these for restore."""
    return [e for e in entries() if e.orphaned]
