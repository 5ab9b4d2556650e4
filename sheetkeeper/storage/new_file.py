"""A new character's file in a folder (a party's, say): named from the character's own name
in any script, never the name of a file already there.

The name keeps letters, marks and digits of every script (Greek, Cyrillic, CJK, Devanagari…),
lower-cased, with the game's id in front as in the bundled samples
(``rainworld-ilse-varga.skchar``); anything else becomes one hyphen. The file is claimed by
creating it exclusively before it is written, so even a file appearing meanwhile is never
overwritten; if writing fails, the claimed empty file is taken away again.
"""

from __future__ import annotations

import contextlib
import os
import unicodedata
from pathlib import Path

from ..core.character import CharacterBase
from ..core.registry import CHARACTER_SUFFIX
from .atomic import why_not_written
from .errors import SaveError
from .files import save_character

MAX_STEM_BYTES = 120
"""Well under the 255 bytes most file systems allow, leaving room for "-12", the suffix and
the temporary name an atomic save writes beside it."""
TRIES = 1000


def file_stem(character: CharacterBase) -> str:
    name = unicodedata.normalize("NFC", character.name).lower()
    kept = "".join(ch if unicodedata.category(ch)[0] in "LMN" else "-" for ch in name)
    words = "-".join(part for part in kept.split("-") if part)
    stem = f"{character.system}-{words}" if words else f"{character.system}-character"
    while len(stem.encode("utf-8")) > MAX_STEM_BYTES:
        stem = stem[:-1]
    return stem.rstrip("-")


def claim(folder: Path, stem: str, suffix: str = CHARACTER_SUFFIX) -> Path:
    """Create an empty file with a name nobody uses yet; returns its path."""
    for n in range(1, TRIES + 1):
        path = folder / f"{stem}{'' if n == 1 else f'-{n}'}{suffix}"
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:
            continue
        except OSError as error:
            raise SaveError(path, why_not_written(error)) from None
        return path
    raise SaveError(folder / f"{stem}{suffix}", f"{TRIES} files of that name are there already")


def create_character_file(folder: Path, character: CharacterBase) -> Path:
    """Save ``character`` as a new file in ``folder``; raises SaveError (nothing left behind)."""
    path = claim(Path(folder), file_stem(character))
    try:
        save_character(path, character, backup=False)
    except BaseException:
        with contextlib.suppress(OSError):
            if path.stat().st_size == 0:
                path.unlink()
        raise
    return path
