"""The domain layers (core, systems, storage, forms) import neither Qt nor ReportLab, and
game systems do not import each other. Checked by reading every import statement."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "sheetkeeper"
DOMAIN = ["core", "systems", "storage", "forms", "merge", "sheet"]
FORBIDDEN = ("PySide6", "shiboken6", "reportlab", "sheetkeeper.ui", "sheetkeeper.export")


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = path.relative_to(PACKAGE.parent).parent.parts
                anchor = package[: len(package) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            names.append(base)
            names += [f"{base}.{a.name}" for a in node.names]
    return names


def _files(layer: str) -> list[Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", DOMAIN)
def test_domain_layer_imports_neither_qt_nor_reportlab(layer):
    leaks = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in _files(layer)
        for name in _imports(path)
        if name.startswith(FORBIDDEN)
    ]
    assert leaks == []


def test_game_systems_do_not_import_each_other():
    systems = [p for p in (PACKAGE / "systems").iterdir() if p.is_dir() and not p.name.startswith("_")]
    leaks = []
    for system in systems:
        others = tuple(f"sheetkeeper.systems.{o.name}" for o in systems if o != system)
        for path in system.rglob("*.py"):
            leaks += [f"{path.relative_to(PACKAGE)} imports {n}" for n in _imports(path) if n.startswith(others)]
    assert leaks == []


def test_the_import_reader_sees_relative_imports():
    """Guard the guard: a relative import of ..core from a system resolves to sheetkeeper.core."""
    names = _imports(PACKAGE / "storage" / "files.py")
    assert "sheetkeeper.core.character" in names
