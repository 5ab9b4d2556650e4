"""Sharing a party through git: the merge driver, the diff driver, and their set-up.

    sheetkeeper merge BASE OURS THEIRS [--path NAME]    git merge driver (%O %A %B --path %P)
    sheetkeeper diff OLD NEW                            what changed, as the ledger reads
    sheetkeeper diff --text FILE                        one version as lines (git textconv)
    sheetkeeper git-setup FOLDER                        .gitattributes and the repository config
    sheetkeeper copies FILE [--merge] [--take SIDE]     a sync folder's conflict copies of FILE

The merge writes the result over OURS, as git expects. Exit 0: merged. Exit 1: conflicts;
OURS then holds the merge with our side of each conflict, a whole file the app opens, and the
conflicts are listed on stderr and in ``NAME.conflicts.txt`` beside the file.
"""

from __future__ import annotations

import contextlib
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from ..merge.diff import as_lines, changes
from ..merge.files import Version, merge_versions, read_version
from ..storage.campaign_file import save_campaign
from ..storage.errors import LoadError
from ..storage.files import save_character

ATTRIBUTES = ("*.skchar merge=sheetkeeper diff=sheetkeeper", "*.skparty merge=sheetkeeper diff=sheetkeeper",
              "*.sklib merge=sheetkeeper")
GIT_NULL = "/dev/null"


class SharingError(Exception):
    pass


def _read(path: Path, what: str, name: str) -> Version | None:
    """A side of a merge; an empty file (git's base when both sides added it) is None.
    git names its sides by temporary files: messages name the file by ``name``."""
    try:
        if path.stat().st_size == 0:
            return None
        raw = path.read_bytes()
    except OSError:
        raise SharingError(f"{name}: the {what} version cannot be read ({path})") from None
    try:
        return read_version(path, raw)
    except LoadError as error:
        raise SharingError(f"{name} ({what} version): {error.message}") from None


def merge(base: Path, ours: Path, theirs: Path, name: str | None = None) -> int:
    name = name or ours.name
    if _is_library(ours):
        return _merge_libraries(base, ours, theirs, name)
    mine, other = _read(ours, "our", name), _read(theirs, "their", name)
    if mine is None or other is None:
        raise SharingError(f"{name}: one side is empty; nothing to merge")
    result = merge_versions(_read(base, "base", name), mine, other)
    merged_from = other.ids
    if hasattr(result.character, "members"):
        save_campaign(ours, result.character, merged_from=merged_from)
    else:
        save_character(ours, result.character, backup=False, merged_from=merged_from)
    side_file = Path(name + ".conflicts.txt")
    for note in result.notes:
        print(f"{name}: {note}", file=sys.stderr)
    for finding in result.findings:
        print(f"{name}: {finding.severity}: {finding}", file=sys.stderr)
    if result.clean:
        if side_file.is_file():
            side_file.unlink()
        return 0
    lines = [
        f"{name}: {len(result.conflicts)} conflict(s). The file holds our side of each;",
        "open it in SheetKeeper, set what should be theirs, save, then `git add` it.",
        "",
        *(f"  {c}" for c in result.conflicts),
    ]
    for line in lines:
        print(line, file=sys.stderr)
    with contextlib.suppress(OSError):  # the list is on stderr already
        side_file.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 1


def _is_library(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return b'"sheetkeeper-library"' in handle.read(200)
    except OSError:
        return False


def _merge_libraries(base: Path, ours: Path, theirs: Path, name: str) -> int:
    """A library merged as git asks: rows by name, field by field; our side of a conflict
    kept in the file and the conflicts listed, as for characters."""
    from ..merge.library import merge_libraries
    from ..storage.library_file import decode_library, save_library
    from ..storage.versions import version_id

    def side(path: Path, what: str):
        try:
            if path.stat().st_size == 0:
                return None
            return decode_library(path.read_bytes())
        except OSError:
            raise SharingError(f"{name}: the {what} version cannot be read ({path})") from None
        except ValueError as problem:
            raise SharingError(f"{name} ({what} version): {problem}") from None

    mine, other, common = side(ours, "our"), side(theirs, "their"), side(base, "base")
    if mine is None or other is None:
        raise SharingError(f"{name}: one side is empty; nothing to merge")
    result = merge_libraries(common[0] if common else None, mine[0], other[0])
    from ..storage.library_file import content

    save_library(ours, result.library, backup=False,
                 merged_from=[version_id(content(other[0])), *other[2]])
    if result.clean:
        return 0
    print(f"{name}: {len(result.conflicts)} conflict(s). The file holds our side of each:", file=sys.stderr)
    for conflict in result.conflicts:
        print(f"  {conflict}", file=sys.stderr)
    return 1


def _tree(path: Path) -> tuple[dict, str | None]:
    if str(path) == GIT_NULL:
        return {}, None
    version = read_version(path)
    return version.tree, getattr(version.content, "system", None)


def diff(files: list[Path], *, text: bool = False) -> int:
    if text:
        if len(files) != 1:
            raise SharingError("diff --text reads one file")
        tree, system_id = _tree(files[0])
        print("\n".join(as_lines(tree, system_id)))
        return 0
    if len(files) == 7:  # git's external diff: path old-file old-hex old-mode new-file new-hex new-mode
        label, old, new = str(files[0]), files[1], files[4]
        print(f"{label}")
    elif len(files) == 2:
        label, old, new = None, files[0], files[1]
    else:
        raise SharingError("diff compares two files: sheetkeeper diff OLD NEW")
    before, system_old = _tree(old)
    after, system_new = _tree(new)
    lines = changes(before, after, system_new or system_old)
    for line in lines:
        print(f"  {line}" if label else line)
    return 0


def command_line() -> str:
    """How git should call this SheetKeeper: the ``sheetkeeper`` on PATH, else this Python."""
    found = shutil.which("sheetkeeper")
    return shlex.quote(found) if found else f"{shlex.quote(sys.executable)} -m sheetkeeper"


def git_setup(folder: Path, command: str | None = None) -> int:
    folder = folder.resolve()
    if not folder.is_dir():
        raise SharingError(f"{folder}: not a folder")
    run = command or command_line()
    try:
        subprocess.run(["git", "-C", str(folder), "rev-parse", "--git-dir"], check=True,
                       capture_output=True)
    except FileNotFoundError:
        raise SharingError("git is not installed") from None
    except subprocess.CalledProcessError:
        raise SharingError(f"{folder} is not inside a git repository (run `git init` there first)") from None
    attributes = folder / ".gitattributes"
    existing = attributes.read_text(encoding="utf-8").splitlines() if attributes.is_file() else []
    missing = [line for line in ATTRIBUTES if line not in existing]
    if missing:
        attributes.write_text("\n".join([*existing, *missing]) + "\n", encoding="utf-8")
    config = {
        "merge.sheetkeeper.name": "SheetKeeper: merge characters and parties",
        "merge.sheetkeeper.driver": f"{run} merge %O %A %B --path %P",
        "diff.sheetkeeper.command": f"{run} diff",
        "diff.sheetkeeper.textconv": f"{run} diff --text",
    }
    for key, value in config.items():
        subprocess.run(["git", "-C", str(folder), "config", key, value], check=True)
    print(f"{attributes}: " + ("added " + ", ".join(missing) if missing else "already set up"))
    for key, value in config.items():
        print(f"git config {key} {shlex.quote(value)}")
    return 0




def copies(path: Path, *, merge_them: bool = False, take: str | None = None) -> int:
    """List a file's sync conflict copies and what merging each would do; with ``merge_them``
    merge each in and delete it (one with conflicts only when ``take`` settles them)."""
    from ..merge.files import accept, conflict_copies, merge_copy

    found = conflict_copies(path)
    if not found:
        print(f"{path}: no conflict copies")
        return 0
    left = 0
    for copy in found:
        if copy.merged:
            print(f"{copy.path.name} ({copy.tool})\n  merged already: it brings nothing new")
            if merge_them:
                with contextlib.suppress(FileNotFoundError):
                    copy.path.unlink()
                print("  deleted")
            continue
        file_merge = merge_copy(copy)
        result = file_merge.merge
        if take and result.conflicts:
            result = result.resolve({}, rest=take)
        base = "" if file_merge.based_on_record else " (no common version kept here: every difference is a conflict)"
        print(f"{copy.path.name} ({copy.tool}){base}")
        mine = read_version(file_merge.path)
        for line in changes(mine.tree, file_merge.theirs.tree, getattr(mine.content, "system", None)):
            print(f"  there: {line}")
        for conflict in file_merge.merge.conflicts:
            chosen = f"  [{take}]" if take else ""
            print(f"  conflict: {conflict}{chosen}")
        for finding in result.findings:
            print(f"  {finding.severity}: {finding}")
        if result.conflicts:
            left += 1
            continue
        if merge_them:
            accept(file_merge, result)
            print("  merged into the file and deleted")
        else:
            print("  merges cleanly" if not file_merge.merge.conflicts else "  merges with the choices above")
    if left:
        print("Choose a side for each conflict (--take mine or --take theirs), or merge in the app.")
    return 1 if left else 0
