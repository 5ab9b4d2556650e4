"""A Rainworld sample grown to 400 skills, and a count of the odds the rules work out: what
the sheet tests of long tables count instead of timing."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from sheetkeeper.core.registry import get_system
from sheetkeeper.core.rules import Rules
from sheetkeeper.storage import load_character

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from counting import calls  # noqa: E402

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
    return calls(task, Rules.odds.__code__)
