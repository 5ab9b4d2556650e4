"""Merging files: a character or party file with its conflict copy, or any two versions.

    >>> for copy in conflict_copies("party/ada.skchar"):
    ...     fm = merge_copy(copy)
    ...     if fm.merge.clean:
    ...         accept(fm)          # writes ada.skchar merged, deletes the copy

The base is the newest version both descend from (their lineages, ``storage/versions.py``);
with none kept on this machine every difference is a conflict and nothing is lost.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.campaign import Campaign
from ..core.character import CharacterBase
from ..storage.campaign_file import FORMAT as CAMPAIGN_FORMAT
from ..storage.campaign_file import campaign_lineage, decode_campaign, save_campaign
from ..storage.envelope import EnvelopeProblem, decode, parse_json
from ..storage.errors import LoadError, SaveError
from ..storage.files import read_limited, save_character
from ..storage.versions import common, version_id
from .copies import nominees
from .result import Merge, MergeProblem, merge_campaigns, merge_characters


@dataclass(frozen=True)
class Version:
    """One side of a merge as read from a file."""

    path: Path
    content: Any
    """A :class:`CharacterBase` or a :class:`Campaign`."""
    lineage: tuple[str, ...] = ()

    @property
    def tree(self) -> dict:
        return self.content.model_dump(mode="json")

    @property
    def ids(self) -> list[str]:
        return [version_id(self.tree), *self.lineage]


@dataclass(frozen=True)
class ConflictCopy:
    path: Path
    original: Path
    tool: str
    """Which sync tool's naming it has: Syncthing, Nextcloud, Dropbox, OneDrive."""
    merged: bool = False
    """Merged already: the original is the copy's version or descends from it (a merge
    saved it in the original's lineage and the copy was kept), so it brings nothing."""


@dataclass(frozen=True)
class FileMerge:
    path: Path
    """The file the merge is written to (mine)."""
    copy: Path | None
    merge: Merge
    theirs: Version
    based_on_record: bool
    """False when no version both descend from was found: every difference is a conflict."""


def read_version(path: Path | str, raw: bytes | None = None) -> Version:
    """A character or party file as a merge side; raises :class:`LoadError`."""
    path = Path(path)
    raw = read_limited(path) if raw is None else raw
    try:
        if _is_campaign(raw):
            campaign, newer = decode_campaign(raw)
            version = Version(path, campaign, campaign_lineage(raw))
        else:
            decoded = decode(raw)
            newer, version = decoded.newer, Version(path, decoded.character, decoded.lineage)
    except EnvelopeProblem as problem:
        raise LoadError(path, str(problem)) from None
    if newer:
        # Merged and written here, what only the newer version knows would be lost.
        raise LoadError(path, f"{newer.split(';')[0]}; merge it with that version")
    return version


def _is_campaign(raw: bytes) -> bool:
    try:
        data = parse_json(raw)
    except EnvelopeProblem:
        return False
    return isinstance(data, dict) and data.get("format") == CAMPAIGN_FORMAT


def same_identity(a: Version, b: Version) -> bool:
    """Two versions of one character (or party), judged by content, never by file name."""
    if type(a.content) is not type(b.content):
        return False
    if isinstance(a.content, CharacterBase) and a.content.system != b.content.system:
        return False
    if set(a.ids) & set(b.ids):
        return True
    if isinstance(a.content, CharacterBase):
        shared = {(e.id, e.at, e.kind) for e in a.content.ledger.entries}
        if any((e.id, e.at, e.kind) in shared for e in b.content.ledger.entries):
            return True
        return bool(a.content.name) and a.content.name == b.content.name
    members = {m.path for m in a.content.members}
    return (bool(a.content.name) and a.content.name == b.content.name) or bool(
        members & {m.path for m in b.content.members}
    )


def conflict_copies(path: Path | str) -> list[ConflictCopy]:
    """The conflict copies of ``path`` in its folder: named like one and holding the same
    character (or party). Unreadable nominees are skipped: they are not ours to judge."""
    path = Path(path)
    try:
        mine = read_version(path)
    except LoadError:
        return []
    out = []
    for nominee in nominees(path):
        try:
            theirs = read_version(nominee.path)
        except LoadError:
            continue
        if same_identity(mine, theirs):
            out.append(ConflictCopy(nominee.path, path, nominee.tool, theirs.ids[0] in mine.ids))
    return out


def merge_versions(base: Version | None, mine: Version, theirs: Version) -> Merge:
    if type(mine.content) is not type(theirs.content):
        raise MergeProblem("a character and a party cannot be merged")
    if base is not None and type(base.content) is not type(mine.content):
        base = None
    if isinstance(mine.content, Campaign):
        return merge_campaigns(base.content if base else None, mine.content, theirs.content)
    return merge_characters(base.content if base else None, mine.content, theirs.content)


def recorded_base(mine: Version, theirs: Version) -> Version | None:
    """The version both last agreed on, from their lineages and this machine's copies."""
    found = common(mine.tree, mine.lineage, theirs.tree, theirs.lineage)
    if found is None:
        return None
    model = Campaign if isinstance(mine.content, Campaign) else type(mine.content)
    try:
        return Version(mine.path, model.model_validate(found))
    except Exception:  # a kept copy from an older data version: merge without it
        return None


def merge_copy(copy: ConflictCopy | Path | str, into: Path | str | None = None) -> FileMerge:
    """Merge a conflict copy (theirs) into its original file (mine); nothing is written."""
    if isinstance(copy, ConflictCopy):
        copy_path, original = copy.path, copy.original
    else:
        copy_path, original = Path(copy), Path(into) if into else None
        if original is None:
            raise MergeProblem("say which file the copy belongs to")
    mine, theirs = read_version(original), read_version(copy_path)
    base = recorded_base(mine, theirs)
    return FileMerge(original, copy_path, merge_versions(base, mine, theirs), theirs, base is not None)


def merge_copy_into(copy: ConflictCopy, mine: Any) -> FileMerge:
    """Merge a conflict copy into ``mine``, the original as it is open (with unsaved edits):
    the base is the version the file on disk and the copy both descend from."""
    on_disk, theirs = read_version(copy.original), read_version(copy.path)
    base = recorded_base(on_disk, theirs)
    ours = Version(copy.original, mine, on_disk.lineage)
    return FileMerge(copy.original, copy.path, merge_versions(base, ours, theirs), theirs, base is not None)


def accept(file_merge: FileMerge, merge: Merge | None = None, *, delete_copy: bool = True) -> None:
    """Write the merge (``merge`` if given, e.g. after :meth:`Merge.resolve`) to the file and,
    once written, delete the conflict copy. Refuses while conflicts are open."""
    merge = merge or file_merge.merge
    if merge.conflicts:
        raise MergeProblem(
            f"{len(merge.conflicts)} conflict(s) still to choose, first: {merge.conflicts[0]}"
        )
    merged_from = file_merge.theirs.ids
    if isinstance(merge.character, Campaign):
        save_campaign(file_merge.path, merge.character, merged_from=merged_from)
    else:
        save_character(file_merge.path, merge.character, merged_from=merged_from)
    if delete_copy and file_merge.copy is not None:
        try:
            file_merge.copy.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            raise SaveError(
                file_merge.copy, f"merged, but the copy could not be deleted ({error.strerror})"
            ) from None


__all__ = [
    "ConflictCopy", "FileMerge", "Version", "accept", "conflict_copies",
    "merge_copy", "merge_copy_into", "merge_versions", "read_version", "recorded_base", "same_identity",
]
