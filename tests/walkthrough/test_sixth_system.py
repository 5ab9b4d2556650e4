"""CONTRIBUTING's walkthrough, followed literally: a copy of the project gets the sixth system
from the code blocks in CONTRIBUTING.md (one folder, one form), two samples saved through
storage, its rules notes; then the contract tests pass for it, and it shows on screen, on a
party card and on paper with nothing else touched."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SECTION = "## Adding a sixth game system"


def walkthrough_files() -> dict[str, str]:
    """The files the walkthrough's code blocks give, by their path in the project."""
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    section = text[text.index(SECTION):]
    section = section[:section.index("\n## ", len(SECTION))]
    files = {}
    for language, body in re.findall(r"```(python|toml)\n(.*?)```", section, re.S):
        body = textwrap.dedent(body)
        if language == "toml":
            system = re.search(r'^system = "(\w+)"', body, re.M).group(1)
            files[f"forms/{system}.toml"] = body
        else:
            first, rest = body.split("\n", 1)
            files[f"sheetkeeper/systems/starfall/{first.removeprefix('# ').strip()}"] = rest
    return files


def _run(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(project), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, *args], cwd=project, env=env, capture_output=True,
                          text=True, timeout=300)


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    copy = tmp_path_factory.mktemp("checkout")
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in ("sheetkeeper", "forms", "resources", "docs", "tests"):
        shutil.copytree(ROOT / folder, copy / folder, ignore=skip)
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    for path, body in walkthrough_files().items():
        (copy / path).parent.mkdir(parents=True, exist_ok=True)
        (copy / path).write_text(body, encoding="utf-8")
    (copy / "docs" / "rules" / "starfall.md").write_text(
        "# Starfall\n\n2d6 + skill, success on 8+.\n", encoding="utf-8")
    done = _run(copy, str(HERE / "render_sixth.py"), "samples", str(copy))
    assert done.returncode == 0, done.stderr
    return copy


def test_the_walkthrough_gives_one_folder_and_one_form():
    files = walkthrough_files()
    assert set(files) == {"sheetkeeper/systems/starfall/model.py",
                          "sheetkeeper/systems/starfall/rules.py",
                          "sheetkeeper/systems/starfall/__init__.py", "forms/starfall.toml"}


def test_the_contract_tests_pass_for_the_sixth_system(project):
    done = _run(project, "-m", "pytest", "-o", "addopts=", "-p", "no:cacheprovider",
                "--import-mode=importlib", "-k", "starfall",
                "tests/test_contract.py")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    passed = int(re.search(r"(\d+) passed", done.stdout).group(1))
    assert passed >= 10, done.stdout[-2000:]


def test_the_sixth_system_shows_on_screen_on_a_party_card_and_on_paper(project, tmp_path):
    done = _run(project, str(HERE / "render_sixth.py"), "render", str(tmp_path))
    assert done.returncode == 0, done.stderr[-3000:]
    shown = json.loads((tmp_path / "shown.json").read_text(encoding="utf-8"))
    screen = " ".join(shown["screen"])
    for words in ("Vela Orn", "Piloting", "Gunnery", "Stress"):
        assert words in screen, words
        assert words in shown["paper"], words
    card = " ".join(shown["card"])
    assert "Vela Orn" in card and "Stress" in card
    assert 2 in shown["card_tracks"], "the card's Stress track shows the 2 marked"
    for picture in ("screen.png", "card.png"):
        assert (tmp_path / picture).stat().st_size > 1000
