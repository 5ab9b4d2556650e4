"""The library file (``.sklib``): one game's library inside a versioned envelope, saved
atomically with a backup, its lineage recorded, exactly as a character file is.

    {"format": "sheetkeeper-library", "format_version": 1, "system": "brp",
     "system_version": 1, "app_version": "0.2.0",
     "saved_at": {"at": "2026-11-27T09:00:00+00:00", "lineage": ["4f0c…", …]},
     "library": {"name": "Our table", "lists": {"skills": [{"name": "Climb", …}], …}}}

Reading is as careful as a character's: size, UTF-8, JSON, envelope, then every row checked
by the game's own row model, a bad one named by its list and row.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .. import __version__
from ..core.library import Library, RowRefusal, checked, declared
from ..core.registry import get_system
from .atomic import writable
from .envelope import EnvelopeProblem, dumps, parse_json, read_head, saved_record, unreadable
from .errors import LoadError, SaveError, brief, describe_validation
from .files import read_once
from .fingerprint import ABSENT, Fingerprint
from .guarded import replace_guarded
from .newer import reason_in, refusal
from .versions import lineage_after, remember, remember_read

FORMAT = "sheetkeeper-library"
FORMAT_VERSION = 1
SUFFIX = ".sklib"
_KEYS = {"format", "format_version", "system", "system_version", "app_version", "saved_at", "library"}


@dataclass(frozen=True)
class OpenedLibrary:
    path: Path
    library: Library
    read_only: str | None = None
    fingerprint: Fingerprint | None = None
    """What the file held when read: a save through it refuses a file changed since."""
    lineage: tuple[str, ...] = ()


def content(library: Library) -> dict[str, Any]:
    """What a library file keeps of a library (the system is the envelope's)."""
    return {"name": library.name, "lists": library.lists}


def encode_library(library: Library, saved_at: datetime | None = None, lineage: Sequence[str] = ()) -> bytes:
    system = get_system(library.system)
    return dumps({
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "system": system.id,
        "system_version": system.version,
        "app_version": __version__,
        "saved_at": saved_record(saved_at, lineage),
        "library": content(library),
    })


def decode_library(raw: bytes) -> tuple[Library, str | None, tuple[str, ...]]:
    """The library, why it must open read-only (a newer SheetKeeper's) or None, its lineage."""
    data = parse_json(raw)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise EnvelopeProblem("not a SheetKeeper library file (no 'format': 'sheetkeeper-library')")
    head = read_head(data, _KEYS, "the library file", "library")
    newer, system, lineage, payload = head.newer, head.system, head.lineage, head.payload
    lists = payload.get("lists", {})
    if isinstance(lists, dict):
        known = {e.path for e in declared(system.id)}
        strange = sorted(k for k in lists if k not in known)
        if strange:
            names = ", ".join(sorted(known)) or "none"
            raise EnvelopeProblem(unreadable(newer, f"library.lists: {brief(repr(strange[0]))} is no list "
                                             f"a {system.name} library holds (its lists: {names})"))
    try:
        library = Library.model_validate({**payload, "system": system.id})
        library = checked(library)
    except ValidationError as error:
        raise EnvelopeProblem(unreadable(newer, describe_validation(error, "library"))) from None
    except RowRefusal as problem:
        raise EnvelopeProblem(unreadable(newer, str(problem))) from None
    except RecursionError:
        raise EnvelopeProblem(unreadable(newer, "the library is nested too deeply")) from None
    read_only = None if newer is None else f"{newer}; opened read-only so it is never overwritten"
    return library, read_only, lineage


def load_library(path: Path | str) -> OpenedLibrary:
    path = Path(path)
    raw, status = read_once(path)
    try:
        library, read_only, lineage = decode_library(raw)
    except EnvelopeProblem as problem:
        raise LoadError(path, str(problem)) from None
    if read_only is None and not writable(path, status.st_mode):
        read_only = "you do not have permission to change this file; use Save As to keep changes"
    fingerprint = Fingerprint.of(raw, status.st_mtime_ns)
    remember_read(fingerprint.sha256, lambda: content(library))
    return OpenedLibrary(path, library, read_only, fingerprint, lineage)


def save_library(
    path: Path | str,
    library: Library,
    *,
    saved_at: datetime | None = None,
    expected: Fingerprint | None = None,
    merged_from: Sequence[str] = (),
    backup: bool = True,
) -> Fingerprint:
    """Save atomically with a backup; returns the fingerprint written. With ``expected`` a
    file changed since it was read is refused (``ChangedOnDisk``); a newer SheetKeeper's
    file is never replaced. The file records the version it replaces in its lineage."""
    path = Path(path)
    return replace_guarded(path, _bytes_over(path, library, saved_at, merged_from), expected,
                           backup=backup, refuse=_newer)


def _bytes_over(path: Path, library: Library, saved_at: datetime | None,
                merged_from: Sequence[str]) -> Callable[[bytes | None], bytes]:
    kept = content(library)

    def over(existing: bytes | None) -> bytes:
        replaced, replaced_lineage = None, ()
        if existing is not None:
            try:
                old, _, replaced_lineage = decode_library(existing)
                replaced = content(old) if old.system == library.system else None
            except (EnvelopeProblem, ValueError):
                replaced_lineage = ()
        lineage = lineage_after(replaced, replaced_lineage if replaced else (), kept, merged_from)
        try:
            data = encode_library(library, saved_at, lineage)
        except EnvelopeProblem as problem:
            raise SaveError(path, f"not saved: {problem}") from None
        remember(kept)
        return data

    return over


def _newer(existing: bytes) -> str | None:
    reason = reason_in(existing)
    return refusal(reason) if reason else None


def library_in(raw: bytes | None) -> Library | None:
    """The library in a file's bytes, or None when they do not decode."""
    if raw is None:
        return None
    try:
        return decode_library(raw)[0]
    except (EnvelopeProblem, ValueError):
        return None


def own_library_path(system_id: str) -> Path:
    """The user's own library of a game, in the user's data folder."""
    from ..paths import data_dir

    return data_dir() / "libraries" / f"{get_system(system_id).id}{SUFFIX}"


def own_library(system_id: str) -> OpenedLibrary:
    """The user's own library of a game as last saved, or (never saved) the starter library
    the excerpt gives, to be written on its first save."""
    from ..core.library import new_library

    path = own_library_path(system_id)
    if path.exists():
        return load_library(path)
    return OpenedLibrary(path, new_library(system_id, get_system(system_id).name), fingerprint=ABSENT)


def party_libraries(campaign_path: Path | str, campaign: Any) -> tuple[dict[str, OpenedLibrary], list[str]]:
    """The libraries a party names, by game (the first named for a game), and what stopped
    any of them opening, in words (a missing or broken library never stops the party)."""
    from .campaign_file import resolved

    folder = resolved(Path(campaign_path).parent)
    found: dict[str, OpenedLibrary] = {}
    problems = []
    for name in getattr(campaign, "libraries", ()):
        try:
            opened = load_library(resolved(folder / name))
        except LoadError as error:
            problems.append(str(error))
            continue
        found.setdefault(opened.library.system, opened)
    return found, problems


def name_party_library(campaign_path: Path | str, campaign: Any, library: Library) -> tuple[Any, Path]:
    """Save ``library`` as a new file in the party's folder (never over a file there) and
    return the campaign naming it, with the file's path; a party names one library a game
    (``SaveError`` saying so)."""
    from ..storage.new_file import claim

    have, _ = party_libraries(campaign_path, campaign)
    if library.system in have:
        raise SaveError(have[library.system].path, f"the party keeps its {get_system(library.system).name} "
                        "library here already")
    folder = Path(campaign_path).parent
    path = claim(folder, f"{library.system}-library", SUFFIX)
    try:
        save_library(path, library, expected=None, backup=False)
    except BaseException:
        with contextlib.suppress(OSError):
            if path.stat().st_size == 0:
                path.unlink()
        raise
    named = campaign.model_copy(update={"libraries": [*campaign.libraries, path.name]})
    return named, path
