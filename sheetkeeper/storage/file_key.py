"""One name per file: the key under which a file is remembered, whatever path reached it.

Two paths name the same file after symlinks and ``..`` are resolved, and on a file system
that ignores case (Windows, macOS by default, a FAT stick) also when they differ only in
case. The key is the resolved path, case-folded where the file system folds case.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path


def file_key(path: Path | str) -> str:
    return resolved_key(Path(os.path.abspath(path)).resolve())


def resolved_key(resolved: Path) -> str:
    """The key of a path already resolved (``Path.resolve``, as a party resolves its members'
    paths): the same as :func:`file_key` without resolving it again."""
    text = str(resolved)
    return text.casefold() if _folder_folds_case(str(resolved.parent)) else text


@lru_cache(maxsize=256)
def _folder_folds_case(folder: str) -> bool:
    """Asked once per folder: a party of hundreds in one folder probes its disk once."""
    return folds_case(Path(folder))


def folds_case(path: Path) -> bool:
    """Whether the file system holding ``path`` ignores case: the nearest existing part of the
    path with a letter in its name is also found under its name in the other case."""
    for probe in (path, *path.parents):
        if not probe.name or probe.name == probe.name.swapcase() or not probe.exists():
            continue
        try:
            return os.path.samefile(probe, probe.with_name(probe.name.swapcase()))
        except OSError:
            return False
    return os.name == "nt"
