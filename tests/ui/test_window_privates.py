"""The main window's satellite files (menus, window parts, party tabs, restore, ...) use its
public methods only: a private one can change without looking beyond main_window.py."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "sheetkeeper" / "ui"


def _window_privates(path: Path, root: Path = UI) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                and not node.attr.startswith("__")):
            continue
        owner = node.value
        name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
        if name in ("window", "main_window"):
            found.append(f"{path.relative_to(root)}:{node.lineno} uses {name}.{node.attr}")
    return found


def test_no_file_beside_the_main_window_reaches_into_its_private_parts():
    files = [p for p in sorted(UI.rglob("*.py")) if p.name != "main_window.py"]
    assert [use for path in files for use in _window_privates(path)] == []


def test_the_check_sees_a_private_call(tmp_path):
    sample = UI / "party_tabs.py"
    assert _window_privates(sample) == []
    broken = tmp_path / "x.py"
    broken.write_text("def f(self):\n    self.window._refresh()\n", encoding="utf-8")
    assert _window_privates(broken, tmp_path) == ["x.py:2 uses window._refresh"]
