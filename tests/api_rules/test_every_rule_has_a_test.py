"""Every line of each game's docs/rules/<id>.md — each row of "What is implemented" and each
numbered chosen reading — is checked by a test in this folder, through ``sheetkeeper.api``
alone, that quotes the excerpt. The tests say which lines they check (``listed.rule``); this
reads them without running them, and fails on a line no test checks that is not listed below
as awaiting one, and on a line listed as awaiting that a test now checks (so the list only
shrinks)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from .listed import SYSTEMS, line_named, lines

HERE = Path(__file__).resolve().parent
TESTS = sorted(HERE.glob("test_*.py"))

AWAITING: dict[str, tuple[str, ...]] = {
}
"""Lines no test here checks yet, by game, by their first words: what is left to do."""


def _rule_marks(path: Path) -> list[tuple[ast.FunctionDef, str, tuple[str, ...]]]:
    marks = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.FunctionDef):
            continue
        for decorator in node.decorator_list:
            if isinstance(decorator, ast.Call) and getattr(decorator.func, "id", "") == "rule":
                system, *names = (ast.literal_eval(a) for a in decorator.args)
                marks.append((node, system, tuple(names)))
    return marks


def checked() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {s: set() for s in SYSTEMS}
    for path in TESTS:
        for _node, system, names in _rule_marks(path):
            out[system].update(line_named(system, n) for n in names)
    return out


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_every_line_of_the_rules_page_is_checked_or_awaiting(system_id):
    done = checked()[system_id]
    awaiting = {line_named(system_id, n) for n in AWAITING.get(system_id, ())}
    assert not done & awaiting, ("checked now, so no longer awaiting a test: "
                                 f"{sorted(done & awaiting)}")
    missing = [line for line in lines(system_id) if line not in done | awaiting]
    assert not missing, f"docs/rules/{system_id}.md lines no test checks: {missing}"


@pytest.mark.parametrize("path", TESTS, ids=[p.name for p in TESTS])
def test_the_tests_use_the_api_alone_and_quote_the_excerpt(path):
    """A script's view: nothing of sheetkeeper but ``sheetkeeper.api``; and each test that
    checks a rule quotes the excerpt it checks ([000 "..."] or [000] "...")."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("sheetkeeper"):
            assert node.module == "sheetkeeper" and [a.name for a in node.names] == ["api"], \
                f"{path.name}:{node.lineno} imports from {node.module}"
        if isinstance(node, ast.Import):
            assert not any(a.name.startswith("sheetkeeper") for a in node.names), \
                f"{path.name}:{node.lineno}"
    for node, system, _names in _rule_marks(path):
        words = ast.get_docstring(node) or ""
        number = {"rainworld": "000", "lite": "001", "renaissance": "002", "grimwire": "003",
                  "brp": "004"}[system]
        assert f"[{number}" in words and '"' in words, f"{node.name} quotes no excerpt"
