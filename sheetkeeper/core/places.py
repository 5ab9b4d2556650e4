"""Where a path is, in the user's words: ``skills.3.rank`` read against the character is
"Skills › Firearms › Rank"; a row without a name is numbered from 1 ("Skills, row 4").

Every finding the rules return carries these words (``Finding.where``) beside its path; the
sheet model (:mod:`sheetkeeper.sheet.places`) puts the form's own labels and tab on them.
A path that names nothing on the character ("learning hours") is taken as words already.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from .names import fold

ROW_NAMES = ("name", "substance", "title")
"""The fields a row is called by, in this order (an addiction row by its substance)."""
SEPARATOR = " › "


def words(name: str) -> str:
    """``specialist_level`` → ``Specialist level``: underscores become spaces, first letter
    capital; the rest as written ("XP", "PHYS")."""
    text = name.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Step:
    """One key of a path: its text, and for a row its number from 0 and whether it is named."""

    key: str
    text: str
    row: int | None = None
    named: bool = True


@dataclass(frozen=True)
class Place:
    path: str
    """The path with each row as its number ("techniques.2", never "techniques.Arc Lash")."""
    steps: tuple[Step, ...]

    @property
    def where(self) -> str:
        return join(self.steps)


def join(steps: tuple[Step, ...] | list[Step]) -> str:
    """The steps in words: named ones joined by ›, an unnamed row as ", row n"."""
    text = ""
    for step in steps:
        if step.row is not None and not step.named:
            text = f"{text}, row {step.row + 1}" if text else f"Row {step.row + 1}"
        elif step.text:
            text = f"{text}{SEPARATOR}{step.text}" if text else step.text
    return text


def row_name(row: Any) -> str:
    if isinstance(row, str):
        return row.strip()
    for key in ROW_NAMES:
        value = getattr(row, key, None)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


def _row_index(rows: list, key: str) -> int | None:
    if key.isdigit():
        return int(key) if int(key) < len(rows) else None
    wanted = fold(key)
    return next((i for i, row in enumerate(rows) if wanted and fold(row_name(row)) == wanted), None)


def _row_step(rows: list, index: int) -> Step:
    name = row_name(rows[index])
    if not name:
        return Step(str(index), "", index, named=False)
    twins = sum(1 for row in rows if fold(row_name(row)) == fold(name))
    return Step(str(index), f"{name}, row {index + 1}" if twins > 1 else name, index)


def place_of(character: Any, path: str) -> Place:
    """The path read against the character, key by key; from the first key that names
    nothing on it, the rest is taken as words."""
    keys = [k for k in path.split(".") if k] if path else []
    node, steps = character, []
    for n, key in enumerate(keys):
        if isinstance(node, BaseModel) and key in type(node).model_fields:
            info = type(node).model_fields[key]
            after_name = key in ROW_NAMES and steps and steps[-1].row is not None and steps[-1].named
            steps.append(Step(key, "" if after_name else info.title or words(key)))
            node = getattr(node, key)
        elif isinstance(node, list) and (index := _row_index(node, key)) is not None:
            steps.append(_row_step(node, index))
            node = node[index]
        elif isinstance(node, dict) and key in node:
            steps.append(Step(key, key))
            node = node[key]
        else:
            rest = ".".join(keys[n:])
            steps.append(Step(rest, words(rest)))
            break
    return Place(".".join(step.key for step in steps), tuple(steps))
