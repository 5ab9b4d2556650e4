"""Errors a user sees when a file cannot be opened or saved, in plain words."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

BROKEN_TEXT = "holds a broken character (half of a surrogate pair); retype or delete it"


class FileProblem(Exception):
    """A file could not be read or written. ``str()`` is the whole message for the user."""

    def __init__(self, path: Path | str, message: str) -> None:
        self.path = Path(path)
        self.message = message
        super().__init__(f"{self.path.name}: {message}")


class LoadError(FileProblem):
    pass


class SaveError(FileProblem):
    pass


def describe_validation(error: ValidationError, prefix: str = "") -> str:
    """Name each field path and its problem: 'body.left: must be at most 10'."""
    lines = []
    for e in error.errors()[:8]:
        loc = ".".join(brief(p) for p in (prefix, *e["loc"]) if p != "")
        msg = e["msg"]
        if e["type"] == "extra_forbidden":
            msg = "unknown key (not part of this game's sheet)"
        elif e["type"] == "missing":
            msg = "missing"
        elif e["type"] == "string_unicode":  # pydantic: "unable to parse raw data as a unicode string"
            msg = BROKEN_TEXT
        elif e["type"] in ("too_long", "string_too_long") and "max_length" in e.get("ctx", {}):
            msg = _too_long(e["input"], e["ctx"]["max_length"])
        msg = brief(msg, 200)  # a model's own message may quote a value from the file
        lines.append(f"{loc}: {msg}" if loc else msg)
    more = error.error_count() - len(lines)
    if more > 0:
        lines.append(f"... and {more} more problem{'s' if more > 1 else ''}")
    return "; ".join(lines)


def _too_long(value: object, limit: int) -> str:
    """'is 100000 characters long; at most 200 allowed', without echoing the text."""
    if isinstance(value, str):
        return f"is {len(value)} characters long; at most {limit} allowed"
    if isinstance(value, list | tuple):
        return f"has {len(value)} rows; at most {limit} allowed"
    return f"is too long; at most {limit} allowed"


def brief(value: object, limit: int = 60) -> str:
    """A value from a file, cut short for a message (a hostile file may hold megabytes)."""
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ChangedOnDisk(SaveError):
    """The file changed on disk since it was read (another program, another window, another
    machine through a sync tool), so it was not replaced.

    Both versions come with it: ``mine_bytes`` (what this save meant to write) and
    ``theirs_bytes`` (the file as it is now; None when it was deleted), and ``mine`` /
    ``theirs`` decoded (a character or a campaign; None when they do not decode). ``base`` is
    what was read before, when the caller knew it: with it a merge can be three-way."""

    def __init__(self, path: Path | str, mine_bytes: bytes, theirs_bytes: bytes | None,
                 message: str | None = None) -> None:
        if message is None:
            if theirs_bytes is None:
                message = ("not saved: the file was moved or deleted by another program since "
                           "it was opened; use Save As to save it again")
            else:
                message = ("not saved: the file was changed on disk by another program since it "
                           "was opened; reload it to see those changes, or use Save As to keep yours")
        super().__init__(path, message)
        self.mine_bytes = mine_bytes
        self.theirs_bytes = theirs_bytes
        self.mine: object | None = None
        self.theirs: object | None = None
        self.base: object | None = None

    @property
    def deleted(self) -> bool:
        return self.theirs_bytes is None
