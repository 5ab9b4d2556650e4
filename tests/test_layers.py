"""The layers are declared as import-linter contracts in ``pyproject.toml`` and checked by
``lint-imports`` in ``make test``. These tests run the real checker on the project and on a
copy of it with one forbidden import added, so a contract that stopped biting would fail."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"

pytestmark = pytest.mark.skipif(not LINT_IMPORTS.exists(),
                                reason="import-linter is in the dev extras: pip install -e '.[dev]'")


def _check(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(LINT_IMPORTS), "--no-logo", "--no-cache", "--config",
                           str(root / "pyproject.toml")],
                          cwd=root, capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})


@pytest.fixture(scope="module")
def copy(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("project")
    shutil.copytree(ROOT / "sheetkeeper", root / "sheetkeeper",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    return root


def _add(copy: Path, relative: str, line: str) -> None:
    path = copy / "sheetkeeper" / relative
    path.write_text(path.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")


def test_the_project_keeps_every_contract():
    result = _check(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "BROKEN" not in result.stdout


@pytest.mark.parametrize(("relative", "line", "contract"), [
    ("core/track.py", "import PySide6.QtCore", "The domain imports neither Qt nor ReportLab"),
    ("storage/atomic.py", "import reportlab.pdfgen", "The domain imports neither Qt nor ReportLab"),
    ("party.py", "from . import ui", "The domain imports neither Qt nor ReportLab"),
    ("systems/lite/rolls.py", "from ..brp import tables", "Game systems are independent"),
    ("ui/dice_roller.py", "from ..systems.brp import tables",
     "The screen and the paper import no game system's internals"),
    ("export/pdf.py", "from ..cli import main", "No cycles between the top-level packages"),
])
def test_a_forbidden_import_breaks_its_contract(copy, relative, line, contract):
    path = copy / "sheetkeeper" / relative
    before = path.read_text(encoding="utf-8")
    try:
        _add(copy, relative, line)
        result = _check(copy)
    finally:
        path.write_text(before, encoding="utf-8")
    assert result.returncode != 0
    broken = [row for row in result.stdout.splitlines() if row.endswith("BROKEN")]
    assert any(row.startswith(contract) for row in broken), result.stdout
