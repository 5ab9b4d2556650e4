"""A Rainworld sample grown to 400 skills, and a count of the odds the rules work out: what
the sheet tests of long tables count instead of timing."""

from __future__ import annotations

import sys
from typing import Any

from sheetkeeper.core.registry import get_system
from sheetkeeper.core.rules import Rules
from sheetkeeper.storage import load_character

SKILLS = 400


def grown_character(skills: int = SKILLS) -> Any:
    """The first Rainworld sample with its skills repeated (renamed) up to ``skills``."""
    character = load_character(get_system("rainworld").samples[0]).character
    rows = character.skills
    grown = [rows[i] if i < len(rows) else rows[i % len(rows)].model_copy(
        update={"name": f"{rows[i % len(rows)].name} {i}"}) for i in range(skills)]
    return character.model_copy(update={"skills": grown})


def odds_asked(task) -> int:
    """How many checks' odds the rules were asked for while the task ran."""
    code, asked = Rules.odds.__code__, 0

    def count(frame: Any, event: str, arg: Any) -> None:
        nonlocal asked
        if event == "call" and frame.f_code is code:
            asked += 1

    sys.setprofile(count)
    try:
        task()
    finally:
        sys.setprofile(None)
    return asked
