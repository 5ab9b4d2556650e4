"""The suite never hides a broken module of ours: importing our own code is a plain import,
so an import error fails the run instead of becoming a skip."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def test_no_test_skips_when_one_of_our_modules_fails_to_import():
    hiding = re.compile(r"importorskip\(\s*['\"](sheetkeeper|PySide6|pypdf|reportlab)")
    found = [
        f"{path.relative_to(TESTS)}:{n}"
        for path in sorted(TESTS.rglob("*.py"))
        if path.name != Path(__file__).name
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if hiding.search(line)
    ]
    assert found == []
