"""Libraries through the API: a game's own lists read, written, changed, merged and traded
with spreadsheets as CSV. Saving follows :func:`api.save`'s rule: nothing is overwritten
silently. See ``docs/api.md``, "Libraries"."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .api_files import _expected, _known
from .core.actions import Action
from .core.library import (
    Library,
    LibraryList,
    RowRefusal,
    Update,
    add_row,
    declared,
    edit_row,
    find_row,
    move_row,
    new_library,
    pick,
    remove_row,
    search,
)
from .core.library import updates as _updates
from .forms.library_columns import labels
from .merge.library import (
    LibraryCopyMerge,
    LibraryMerge,
    accept_library_copy,
    library_copies,
    merge_libraries,
    merge_library_copy,
    merge_library_files,
)
from .storage.errors import ChangedOnDisk
from .storage.file_key import file_key
from .storage.library_csv import CsvRefusal, export_csv, import_csv
from .storage.library_file import OpenedLibrary, name_party_library, party_libraries
from .storage.library_file import load_library as _load_library
from .storage.library_file import save_library as _save_library

__all__ = [
    "CsvRefusal", "Library", "LibraryList", "LibraryMerge", "OpenedLibrary", "RowRefusal", "Update",
    "add_row", "edit_row", "export_csv", "find_row", "import_csv", "library_lists", "load_library",
    "merge_libraries", "merge_library_files", "move_row", "new_library", "pick", "remove_row", "save_library", "search",
    "updates",
]


def library_lists(system_id: str) -> tuple[LibraryList, ...]:
    """The lists a library of the game holds, with the rows its excerpt gives."""
    return declared(system_id)


def load_library(path: str | Path) -> OpenedLibrary:
    """Open a ``.sklib`` file; raises :class:`LoadError` with a plain message."""
    opened = _load_library(path)
    if opened.fingerprint is not None:
        _known[file_key(opened.path)] = opened.fingerprint
    return opened


def save_library(what: Library | OpenedLibrary, path: str | Path | None = None, *,
                 since: OpenedLibrary | None = None, force: bool = False) -> OpenedLibrary:
    """Save atomically with a backup and return the file as now written. As with
    :func:`api.save`, a file is replaced only if it still holds what was read (else
    :class:`ChangedOnDisk`); ``force=True`` replaces whatever is there."""
    if isinstance(what, OpenedLibrary):
        library, target = what.library, Path(path) if path is not None else what.path
        if since is None and file_key(target) == file_key(what.path):
            since = what
    else:
        if path is None:
            raise TypeError("save_library(library, path): the path is missing")
        library, target = what, Path(path)
    key = file_key(target)
    expected = None if force else _expected(key, since)  # type: ignore[arg-type]
    try:
        fingerprint = _save_library(target, library, expected=expected)
    except ChangedOnDisk as changed:
        if since is not None:
            changed.base = since.library
        raise
    _known[key] = fingerprint
    return OpenedLibrary(target, library, None, fingerprint)


def updates(character: Any, library: Library) -> list[Update]:
    """Where the character's rows differ from the library's rows of their name, field by
    field, each said as the sheet's column names it ("Climb: Base % 40 → 45")."""
    return _updates(character, library, labels)


def picked(character: Any, library: Library, path: str, name: str,
           given: Mapping[str, Any] | None = None) -> Action:
    """The action adding the library's row of that name (compared folded) to the list."""
    row = find_row(library, path, name)
    if row is None:
        raise RowRefusal(f"the library has no {name!r} in its {path}")
    return pick(character, path, row, given)


__all__ += ["LibraryCopyMerge", "accept_library_copy", "library_copies", "merge_library_copy",
            "name_party_library", "party_libraries", "picked"]
