"""Two versions of a library merged three-way, as characters are: field by field, each row
known by its ``key`` (which stays through a rename), or by its name where it has none.

    >>> m = merge_libraries(base, mine, theirs)
    >>> [str(c) for c in m.conflicts]
    ['Skills — Climb: base 40 → 50 here, 40 → 45 there']
    >>> m.resolve({"skills[Climb].base": "theirs"}).library

A row added on either side is kept, a row renamed on one side and edited on the other is one
row with both changes, a row removed on one side and left alone on the other is removed, and a value both sides changed differently is a conflict that keeps *mine* until a
choice says otherwise. A row whose merged fields the game's sheet would refuse is taken whole
from one side, as one conflict.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.library import KEY, Library, RowRefusal, check_row, declared
from ..forms.library_columns import labels
from ..storage.errors import LoadError, SaveError
from ..storage.library_file import OpenedLibrary, content, load_library
from ..storage.versions import common, version_id
from .copies import nominees
from .files import ConflictCopy
from .result import MergeProblem
from .rows import keyed
from .tree import MISSING, Merger, Side, key_of
from .words import Conflict, describe

_ROUNDS = 20


@dataclass(frozen=True)
class LibraryMerge:
    library: Library
    conflicts: list[Conflict]
    choices: dict[str, Side] = field(default_factory=dict)
    _inputs: tuple[Any, ...] = field(default=(), repr=False, compare=False)

    @property
    def clean(self) -> bool:
        return not self.conflicts

    def resolve(self, choices: Mapping[str, Side], *, rest: Side | None = None) -> LibraryMerge:
        """The merge again with ``choices`` (conflict key -> "mine" or "theirs"); with
        ``rest`` every conflict not named goes that way too."""
        bad = [k for k, v in choices.items() if v not in ("mine", "theirs")]
        if bad:
            raise MergeProblem(f"choose 'mine' or 'theirs' for {bad[0]}")
        chosen = {**self.choices, **choices}
        if rest is not None:
            chosen.update({c.key: rest for c in self.conflicts if c.key not in chosen})
        system, base, mine, theirs, atomic = self._inputs
        return _run(system, base, mine, theirs, chosen, set(atomic))


def _tree(library: Library) -> dict[str, Any]:
    return {"name": library.name, **library.lists}


def merge_libraries(base: Library | None, mine: Library, theirs: Library) -> LibraryMerge:
    """Three-way merge; with no base (never recorded) every difference is a conflict."""
    if mine.system != theirs.system:
        raise MergeProblem(f"these are libraries of two different games ({mine.system} and {theirs.system})")
    base_tree = _tree(base) if base is not None and base.system == mine.system else MISSING
    return _run(mine.system, base_tree, _tree(mine), _tree(theirs), {}, set())


def _run(system: str, base: Any, mine: Any, theirs: Any, choices: dict[str, Side],
         atomic: set[str]) -> LibraryMerge:
    names = _row_names(base, mine, theirs)
    for _ in range(_ROUNDS):
        merger = Merger(choices=choices, atomic=atomic, row_names=names)
        tree = merger.merge(base, mine, theirs)
        broken = _broken_row(system, tree, names)
        if broken is None:
            break
        if broken in atomic:
            raise MergeProblem("the two versions cannot be put together")
        atomic.add(broken)
    else:  # pragma: no cover - every round makes one more row whole
        raise MergeProblem("the two versions cannot be put together")
    name = tree.pop("name", "")
    library = Library(system=system, name=name if isinstance(name, str) else "", lists=tree)
    bound = library_words(system)
    conflicts = [describe(c, system, bound) for c in merger.conflicts if c.key not in choices]
    return LibraryMerge(library, conflicts, dict(choices), (system, base, mine, theirs, frozenset(atomic)))


@dataclass(frozen=True)
class _Column:
    key: str
    label: str


@dataclass(frozen=True)
class _List:
    """A library's list as the merge's words read a form's table: its name and its columns."""

    label: str
    columns: tuple[_Column, ...]
    kind: str = "table"


def library_words(system: str) -> dict[str, Any]:
    """Each list of the game's library named as the library names it, its fields as the
    sheet's columns do: ``Skills — Climb: Base % 40 → 45``."""
    return {e.path: _List(e.label.capitalize(), tuple(_Column(k, v) for k, v in labels(system, e.path).items()))
            for e in declared(system)}


def _row_names(*trees: Any) -> dict[tuple[str, ...], dict[str, str]]:
    """Each row key's one name on every side, list by list: its name in the base where the
    base has the row, else mine's, else theirs' (a rename on one side is matched by its key
    and spoken of by the name it had); two keys of one name told apart as rows are
    ("Rope", "Rope (2)")."""
    out: dict[tuple[str, ...], dict[str, str]] = {}
    for tree in trees:
        if not isinstance(tree, dict):
            continue
        for path, rows in tree.items():
            if path == "name" or not isinstance(rows, list):
                continue
            names = out.setdefault((path,), {})
            for row in rows:
                key = row.get(KEY) if isinstance(row, dict) else None
                if isinstance(key, str) and key and key not in names:
                    names[key] = str(row.get("name", "") or "") or "(unnamed)"
    for names in out.values():
        seen: Counter[str] = Counter()
        for key, name in names.items():
            seen[name] += 1
            if seen[name] > 1:
                names[key] = f"{name} ({seen[name]})"
    return out


def _broken_row(system: str, tree: dict[str, Any], names: Mapping[tuple[str, ...], Mapping[str, str]]
                ) -> str | None:
    """The merge key of the first row the game's sheet refuses, or None."""
    for path, rows in tree.items():
        if path == "name" or not isinstance(rows, list):
            continue
        for identity, row in keyed(rows, names.get((path,))).items():
            try:
                check_row(system, path, row)
            except RowRefusal:
                return key_of((path, identity))
    return None


def merge_library_files(mine: OpenedLibrary, theirs: OpenedLibrary) -> LibraryMerge:
    """Two library files merged from the newest version both descend from (their lineage,
    as a character's), or without a base when this machine never kept it."""
    a, b = content(mine.library), content(theirs.library)
    found = common(a, mine.lineage, b, theirs.lineage)
    base = None
    if found is not None:
        try:
            base = Library(system=mine.library.system, **found)
        except ValueError:
            base = None
    return merge_libraries(base, mine.library, theirs.library)


# -- conflict copies a sync tool left beside a library file ------------------------------


@dataclass(frozen=True)
class LibraryCopyMerge:
    """A library file's conflict copy merged into the library as it is now (nothing
    written): the merge, what it brings in words, and the copy's version and lineage (what
    a save records as merged in)."""

    copy: ConflictCopy
    mine: Library
    merge: LibraryMerge
    ids: tuple[str, ...]
    fingerprint: Any = None
    """What the library file held when merged: writing refuses a file changed since."""

    @property
    def brings(self) -> list[str]:
        """What taking the copy in changes, in the game's words (``+ Weapons — Club``)."""
        from .diff import changes

        return changes(_tree(self.mine), _tree(self.merge.library), self.mine.system,
                       library_words(self.mine.system))


def _ids(opened: OpenedLibrary) -> list[str]:
    return [version_id(content(opened.library)), *opened.lineage]


def library_copies(path: Path | str) -> list[ConflictCopy]:
    """The conflict copies of a library file in its folder: named like one (Syncthing's
    ``<name>.sync-conflict-<date>-<time>-<device>.sklib``, and the other tools') and holding
    a library of the same game that shares a version with it or has its name. Unreadable
    nominees are skipped: they are not ours to judge."""
    path = Path(path)
    try:
        mine = load_library(path)
    except LoadError:
        return []
    mine_ids = _ids(mine)
    out = []
    for nominee in nominees(path):
        try:
            theirs = load_library(nominee.path)
        except LoadError:
            continue
        if theirs.read_only or theirs.library.system != mine.library.system:
            continue
        theirs_ids = _ids(theirs)
        if set(theirs_ids) & set(mine_ids) or (mine.library.name and mine.library.name == theirs.library.name):
            out.append(ConflictCopy(nominee.path, path, nominee.tool, theirs_ids[0] in mine_ids))
    return out


def merge_library_copy(copy: ConflictCopy, mine: OpenedLibrary | None = None) -> LibraryCopyMerge:
    """The copy (theirs) merged into its library (mine: the file as read, or ``mine``) from
    the newest version both descend from; nothing is written."""
    mine = load_library(copy.original) if mine is None else mine
    theirs = load_library(copy.path)
    if theirs.read_only:
        raise LoadError(copy.path, theirs.read_only.split(";")[0] + "; merge it with that version")
    return LibraryCopyMerge(copy, mine.library, merge_library_files(mine, theirs), tuple(_ids(theirs)),
                            mine.fingerprint)


def accept_library_copy(found: LibraryCopyMerge, merge: LibraryMerge | None = None, *,
                        expected: Any = None, delete_copy: bool = True) -> Any:
    """Write the merge (``merge`` if given, after :meth:`LibraryMerge.resolve`) to the
    library file, the copy's versions recorded in its lineage, then delete the copy. Refuses
    while conflicts are open, and (``ChangedOnDisk``) when the file changed since the merge
    read it; returns the fingerprint written."""
    from ..storage.library_file import save_library

    merge = merge or found.merge
    if merge.conflicts:
        raise MergeProblem(f"{len(merge.conflicts)} conflict(s) still to choose, first: {merge.conflicts[0]}")
    written = save_library(found.copy.original, merge.library, merged_from=found.ids,
                           expected=found.fingerprint if expected is None else expected)
    if delete_copy:
        try:
            found.copy.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            raise SaveError(found.copy.path, f"merged, but the copy could not be deleted ({error.strerror})") from None
    return written
