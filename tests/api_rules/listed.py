"""The lines of each game's docs/rules/<id>.md a test through ``sheetkeeper.api`` checks: every
row of "What is implemented" (named by the first words of its Rule cell) and every numbered
chosen reading ("reading 3"). ``rule`` marks a test with the lines it checks, refusing a name
that is no line or more than one, so a test cannot point at a rule the page does not list."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"
SYSTEMS = ("rainworld", "lite", "renaissance", "grimwire", "brp")


def _section(text: str, heading: str) -> str:
    found = re.search(rf"^## {re.escape(heading)}.*?$(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert found, f"no section {heading!r}"
    return found.group(1)


@cache
def lines(system_id: str) -> tuple[str, ...]:
    """The rules the page lists: the first cell of each row of "What is implemented", then
    "reading N" for each numbered chosen reading (the further readings follow unnumbered)."""
    text = (DOCS / f"{system_id}.md").read_text(encoding="utf-8")
    rows: list[str] = []
    table = re.search(r"^\|.*?(?=^[^|])", _section(text, "What is implemented"), re.M | re.S)
    assert table, f"no table of rules in docs/rules/{system_id}.md"
    for line in table.group(0).splitlines()[2:]:  # the heading and its rule
        rows.append(line.strip().strip("|").split("|")[0].strip())
    readings = _section(text, "Chosen readings")
    readings = readings.split("Further readings")[0]
    rows += [f"reading {n}" for n in re.findall(r"^(\d+)\. ", readings, re.M)]
    return tuple(rows)


def line_named(system_id: str, name: str) -> str:
    """The one line of the page ``name`` names (the line itself, or its first words)."""
    found = [line for line in lines(system_id) if line == name or
             (not name.startswith("reading ") and line.startswith(name))]
    assert len(found) == 1, (f"{name!r} names {len(found)} lines of docs/rules/{system_id}.md"
                             + (f": {found}" if found else ""))
    return found[0]


def rule(system_id: str, *names: str) -> Callable[[Callable], Callable]:
    """Mark a test as checking these lines of the game's rules page."""
    named = tuple(line_named(system_id, name) for name in names)

    def mark(test: Callable) -> Callable:
        test.rules = (*getattr(test, "rules", ()), *((system_id, n) for n in named))
        return test

    return mark
