"""A form's TOML, parsed once per content: kept as JSON in the user cache folder.

Start-up reads the form of every game in the party (a card is drawn from its form), and
Python's TOML reader takes about 1 ms a form where reading the same data as JSON takes
0.1 ms. The copy is named by a hash of the TOML's bytes, so an edited form is parsed again
and never read stale; a copy that does not read is parsed again and replaced; a cache folder
that cannot be written only costs the parse. The TOML stays the one source of the form.
"""

from __future__ import annotations

import hashlib
import json
import os
import tomllib
from pathlib import Path
from typing import Any

from platformdirs import user_cache_dir


def cache_root() -> Path:
    """``<SHEETKEEPER_DATA_DIR>/cache`` when that is set (tests, a portable copy), else the
    user cache folder."""
    override = os.environ.get("SHEETKEEPER_DATA_DIR")
    return Path(override) / "cache" if override else Path(user_cache_dir("SheetKeeper", appauthor=False))


def parsed_toml(raw: bytes, name: str) -> dict[str, Any]:
    """The data of the TOML ``raw`` (from the file ``name``); raises what ``tomllib.loads``
    raises (``UnicodeDecodeError`` included) for a file that is not valid TOML."""
    digest = hashlib.sha256(raw).hexdigest()[:24]
    kept = cache_root() / "forms" / f"{Path(name).stem}-{digest}.json"
    try:
        data = json.loads(kept.read_bytes())
        if isinstance(data, dict):
            return data
    except (OSError, ValueError):
        pass
    data = tomllib.loads(raw.decode("utf-8"))
    _keep(kept, data)
    return data


def _keep(kept: Path, data: dict[str, Any]) -> None:
    try:
        text = json.dumps(data, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError):  # a TOML date or time, inf or nan: JSON cannot hold it
        return
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        temp = kept.with_name(f".{kept.name}.{os.getpid()}.tmp")
        temp.write_text(text, encoding="utf-8")
        os.replace(temp, kept)
        stem = kept.name.rsplit("-", 1)[0]
        for older in kept.parent.glob(f"{stem}-*.json"):
            if older != kept and older.name.rsplit("-", 1)[0] == stem:  # the form before an update
                older.unlink(missing_ok=True)
    except OSError:
        pass
