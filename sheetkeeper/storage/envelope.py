"""The character file: one character inside a versioned envelope, as deterministic JSON.

    {"format": "sheetkeeper", "format_version": 2, "system": "rainworld",
     "system_version": 1, "app_version": "0.2.0",
     "saved_at": {"at": "2026-11-24T09:00:00+00:00", "lineage": ["4f0c…", …]},
     "character": {...}}

Format 2 records, with the time of the save, the versions it replaced (``lineage``, see
``versions.py``). Format 1 (SheetKeeper 0.1.0) had the time alone. The lineage sits inside
``saved_at`` because 0.1.0 refuses any envelope key it does not know before it looks at the
format number, and never reads ``saved_at``: so 0.1.0 opens a format-2 file read-only,
saying it was written by a newer SheetKeeper, and refuses to save over it. Files from the
builds between the two carry a top-level ``lineage`` in format 1; they read as well.

Reading is strict and careful: size first, then UTF-8, then JSON, then the envelope, then
the character; each step fails with a message that says what and where. Nothing half-read
ever comes back.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from pydantic import ValidationError

from .. import __version__
from ..core.character import CharacterBase
from ..core.registry import GameSystem, UnknownSystem, get_system
from .errors import describe_validation
from .newer import newer_reason

FORMAT = "sheetkeeper"
FORMAT_VERSION = 2
MAX_FILE_BYTES = 20 * 1024 * 1024
ENVELOPE_KEYS = {
    "format", "format_version", "system", "system_version", "app_version", "saved_at", "lineage",
    "character",
}


class EnvelopeProblem(ValueError):
    """Raised with a message for the user; the loader adds the file name."""


@dataclass(frozen=True)
class Decoded:
    character: CharacterBase
    system: GameSystem
    newer: str | None = None
    """Why the file must be opened read-only (written by a newer SheetKeeper), or None."""
    migrated_from: int | None = None
    lineage: tuple[str, ...] = ()
    """The versions this one was made from, newest first (see ``storage/versions.py``)."""


def encode(
    character: CharacterBase, saved_at: datetime | None = None, lineage: Sequence[str] = ()
) -> bytes:
    system = get_system(character.system)
    envelope = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "system": system.id,
        "system_version": system.version,
        "app_version": __version__,
        "saved_at": saved_record(saved_at, lineage),
        "character": character.model_dump(mode="json"),
    }
    return dumps(envelope)


def dumps(data: Any) -> bytes:
    """Stable, readable JSON: two-space indent, UTF-8, key order as given, final newline.

    Text holding half of a character (an unpaired surrogate, which some pastes produce) has
    no UTF-8 form; that is an :class:`EnvelopeProblem` naming the field, never a crash."""
    text = json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        where = _broken_text(data) or "a text field"
        raise EnvelopeProblem(
            f"{where} holds a broken character (half of a surrogate pair) that cannot be "
            "saved; retype or delete it"
        ) from None


def _broken_text(node: Any, path: str = "") -> str | None:
    """The dotted path of the first string that cannot be written as UTF-8."""
    if isinstance(node, str):
        try:
            node.encode("utf-8")
        except UnicodeEncodeError:
            return path or "the text"
        return None
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        found = _broken_text(value, f"{path}.{key}" if path else str(key))
        if found:
            return found
    return None


def parse_json(raw: bytes) -> Any:
    if len(raw) > MAX_FILE_BYTES:
        raise EnvelopeProblem(f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise EnvelopeProblem(f"not UTF-8 text (a bad byte at offset {error.start})") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        return json.loads(text, parse_constant=_no_constants)
    except json.JSONDecodeError as error:
        # json's own wording may end in "at" ("Unterminated string starting at"): not twice
        where = "" if error.msg.endswith(" at") else " at"
        raise EnvelopeProblem(
            f"not valid JSON: {error.msg}{where} line {error.lineno}, column {error.colno}"
        ) from None
    except RecursionError:
        raise EnvelopeProblem("the JSON is nested too deeply") from None
    except ValueError as error:  # e.g. integers with thousands of digits
        raise EnvelopeProblem(f"not valid JSON: {error}") from None


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number a sheet can hold")


@dataclass(frozen=True)
class Head:
    """An envelope's head, read alike for every file of one game (a character, a library):
    why it must open read-only (written by a newer SheetKeeper) or None, the game, the data
    version it was written with, its lineage, and the object it holds."""

    newer: str | None
    system: GameSystem
    system_version: int
    lineage: tuple[str, ...]
    payload: dict


def read_head(data: dict, keys: Collection[str], where: str, holds: str) -> Head:
    """The envelope's head checked: no key it does not know (``keys``; ``where`` names the
    file in the message), a format version, a game this version knows, a data version, a
    lineage, and ``data[holds]`` an object. A problem in a newer SheetKeeper's file says so."""
    newer = newer_reason(data)
    unknown = sorted(set(data) - set(keys))
    if unknown:
        raise EnvelopeProblem(unreadable(newer, f"unknown key {_short(unknown[0])} in {where}"))
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise EnvelopeProblem("'format_version' must be a whole number of at least 1")
    system_id = data.get("system")
    if not isinstance(system_id, str):
        raise EnvelopeProblem(unreadable(newer, "'system' must name a game system"))
    try:
        system = get_system(system_id)
    except UnknownSystem as error:
        if len(system_id) > 40:
            raise EnvelopeProblem(unreadable(newer, f"unknown game system {_short(system_id)}")) from None
        raise EnvelopeProblem(unreadable(newer, str(error))) from None
    system_version = data.get("system_version", 1)
    if not isinstance(system_version, int) or isinstance(system_version, bool) or system_version < 1:
        raise EnvelopeProblem("'system_version' must be a whole number of at least 1")
    lineage = read_lineage(data)
    payload = data.get(holds)
    if not isinstance(payload, dict):
        raise EnvelopeProblem(unreadable(newer, f"'{holds}' must be an object holding the {holds}"))
    return Head(newer, system, system_version, lineage, payload)


def decode(raw: bytes) -> Decoded:
    data = parse_json(raw)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        if isinstance(data, dict) and data.get("format") == "sheetkeeper-campaign":
            raise EnvelopeProblem("this is a campaign file, not a character")
        raise EnvelopeProblem("not a SheetKeeper character file (no 'format': 'sheetkeeper')")
    head = read_head(data, ENVELOPE_KEYS, "the file's envelope", "character")
    newer, system, system_id, payload = head.newer, head.system, head.system.id, head.payload
    if payload.get("system", system_id) != system_id:
        raise EnvelopeProblem(unreadable(newer,
            f"the envelope says {system_id!r} but the character inside is "
            f"{_short(payload.get('system'))}"
        ))
    payload = {**payload, "system": system_id}
    migrated_from = None
    if head.system_version < system.version:
        migrated_from = head.system_version
        for step in range(head.system_version, system.version):
            migrate = system.migrations.get(step)
            if migrate is None:
                raise EnvelopeProblem(f"no migration from {system.name} data version {step}")
            payload = migrate(payload)
    try:
        character = system.model.model_validate(payload)
    except ValidationError as error:
        raise EnvelopeProblem(unreadable(newer, describe_validation(error, "character"))) from None
    except RecursionError:
        raise EnvelopeProblem(unreadable(newer, "the character data is nested too deeply")) from None
    read_only = None if newer is None else f"{newer}; opened read-only so it is never overwritten"
    return Decoded(character, system, read_only, migrated_from, head.lineage)


def saved_record(saved_at: datetime | None, lineage: Sequence[str]) -> dict:
    """A format-2 file's ``saved_at``: when it was saved, and the versions it replaced."""
    return {"at": (saved_at or datetime.now(UTC)).replace(microsecond=0).isoformat(),
            "lineage": list(lineage)}


def read_lineage(data: dict) -> tuple[str, ...]:
    """The lineage of a character or party envelope: in ``saved_at`` (format 2), top-level
    (the builds between 0.1.0 and format 2), or none (0.1.0). Other keys a newer version may
    put in ``saved_at`` are no concern of this one."""
    saved = data.get("saved_at")
    lineage = saved.get("lineage", []) if isinstance(saved, dict) else data.get("lineage", [])
    if not isinstance(lineage, list) or not all(
        isinstance(i, str) and i.isalnum() and len(i) <= 64 for i in lineage
    ):
        raise EnvelopeProblem("'lineage' must be a list of version ids")
    return tuple(lineage[:64])


def unreadable(newer: str | None, problem: str) -> str:
    """A problem with the file, said plainly; for a newer file, also that it is kept as is."""
    if newer is None:
        return problem
    return (
        f"{newer}, and it holds data this version cannot read ({problem}); it was not opened "
        "and is never overwritten by this version: update SheetKeeper to open it"
    )


def _short(value: Any) -> str:
    """A value quoted in a message, cut short: a file may hold anything, of any length."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
