"""Loading and saving through the API: nothing is ever overwritten silently.

The API remembers the fingerprint of every file it read or wrote in this process (keyed by
:func:`file_key`, so another spelling of the same path is the same file). ``save`` replaces a
file only if it still holds what was read, and raises :class:`ChangedOnDisk` (both versions
attached) otherwise. See ``docs/api.md``.
"""

from __future__ import annotations

from pathlib import Path

from .core.campaign import Campaign
from .core.character import CharacterBase
from .core.registry import system_of
from .storage import (
    ABSENT,
    ChangedOnDisk,
    Fingerprint,
    Opened,
    OpenedCampaign,
    load_character,
    save_character,
)
from .storage import (
    load_campaign as _load_campaign,
)
from .storage import (
    save_campaign as _save_campaign,
)
from .storage.file_key import file_key

_known: dict[str, Fingerprint] = {}
"""file key -> what this process last read from or wrote to that file."""


def load(path: str | Path) -> Opened:
    """Open a character file; raises :class:`LoadError` with a plain message."""
    opened = load_character(path)
    if opened.fingerprint is not None:
        _known[file_key(opened.path)] = opened.fingerprint
    return opened


def save(
    what: CharacterBase | Opened,
    path: str | Path | None = None,
    *,
    since: Opened | None = None,
    force: bool = False,
) -> Opened:
    """Save atomically with a backup, and return the file as now written (an :class:`Opened`
    to edit and save again).

    ``what`` is an ``Opened`` (its character goes back to its own file, or to ``path``) or a
    character (``path`` required). The file is replaced only if it still holds what was read:
    what ``since`` (or the ``Opened`` saved) read, else what this process last loaded or saved
    there; a file never read is only created, never replaced. Otherwise :class:`ChangedOnDisk`
    is raised and nothing changes. ``force=True`` replaces whatever is there."""
    if isinstance(what, Opened):
        character = what.character
        target = Path(path) if path is not None else what.path
        if since is None and file_key(target) == file_key(what.path):
            since = what
    else:
        character = what
        if path is None:
            raise TypeError("save(character, path): the path is missing")
        target = Path(path)
    key = file_key(target)
    expected = None if force else _expected(key, since)
    try:
        fingerprint = save_character(target, character, expected=expected)
    except ChangedOnDisk as changed:
        if since is not None:
            changed.base = since.as_read
        raise
    _known[key] = fingerprint
    return Opened(target, character, system_of(character), None, fingerprint)


def _expected(key: str, since: Opened | OpenedCampaign | None) -> Fingerprint:
    """What the file must still hold to be replaced: what ``since`` read from it, else what
    this process last read or wrote there (ABSENT: create only, never replace)."""
    if since is not None and since.fingerprint is not None and file_key(since.path) == key:
        return since.fingerprint
    return _known.get(key, ABSENT)


def load_campaign(path: str | Path) -> OpenedCampaign:
    """Open a campaign and its members (a broken member has ``.error``)."""
    opened = _load_campaign(path)
    if opened.fingerprint is not None:
        _known[file_key(opened.path)] = opened.fingerprint
    for slot in opened.members:
        if slot.opened is not None and slot.opened.fingerprint is not None:
            _known[file_key(slot.path)] = slot.opened.fingerprint
    return opened


def save_campaign(
    path: str | Path,
    campaign: Campaign,
    *,
    since: OpenedCampaign | None = None,
    force: bool = False,
) -> Fingerprint:
    """Save a campaign file under the same rule as :func:`save` (members are saved one by one
    with ``save``). Returns the fingerprint written."""
    key = file_key(path)
    expected = None if force else _expected(key, since)
    try:
        fingerprint = _save_campaign(path, campaign, expected=expected)
    except ChangedOnDisk as changed:
        if since is not None:
            changed.base = since.campaign
        raise
    _known[key] = fingerprint
    return fingerprint


def forget(path: str | Path) -> None:
    """Forget what was read from ``path`` (the next save there only creates)."""
    _known.pop(file_key(path), None)
