"""The built wheel carries forms/, resources/, docs/rules and the user guide: installed into a fresh virtual
environment outside the checkout, its `sheetkeeper` command works against a bundled sample and
Help › Rules Notes finds every game system's notes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    work = tmp_path_factory.mktemp("wheel")
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(work), str(ROOT)],
        capture_output=True, text=True, timeout=300, cwd=work,
    )
    if build.returncode != 0 and "setuptools" in build.stderr:
        build = subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(work), str(ROOT)],
            capture_output=True, text=True, timeout=300, cwd=work,
        )
    assert build.returncode == 0, build.stderr
    wheel = next(work.glob("sheetkeeper-*.whl"))
    env_dir = work / "env"
    # The fresh environment borrows the test environment's already-installed dependencies
    # (no network needed) but not the checkout: only the wheel provides sheetkeeper.
    venv.EnvBuilder(system_site_packages=False, with_pip=False).create(env_dir)
    site = next((env_dir / "lib").glob("python*/site-packages"))
    deps = [p for p in sys.path if p.endswith("site-packages")]
    (site / "_deps.pth").write_text("\n".join(deps) + "\n", encoding="utf-8")
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(site), str(wheel)],
        check=True, capture_output=True, timeout=300,
    )
    return env_dir, work


def test_wheel_contains_forms_resources_and_fonts(installed):
    env_dir, work = installed
    import zipfile

    names = zipfile.ZipFile(next(work.glob("sheetkeeper-*.whl"))).namelist()
    assert any(n.startswith("sheetkeeper/_forms/") and n.endswith(".toml") for n in names)
    assert any(n.startswith("sheetkeeper/_resources/samples/") for n in names)
    assert "sheetkeeper/_resources/fonts/DejaVuSans.ttf" in names
    for notes in (ROOT / "docs" / "rules").glob("*.md"):
        assert f"sheetkeeper/_rules/{notes.name}" in names
    for translation in (ROOT / "translations").glob("sheetkeeper_*.ts"):
        assert f"sheetkeeper/_translations/{translation.name}" in names
    assert "sheetkeeper/_guide/user-guide.md" in names  # Help › User Guide, offline
    for shot in (ROOT / "docs" / "screenshots").glob("*.png"):
        assert f"sheetkeeper/_guide/screenshots/{shot.name}" in names


def test_installed_cli_shows_a_bundled_sample(installed):
    env_dir, work = installed
    python = env_dir / "bin" / "python"
    code = (
        "import sheetkeeper, sys; from sheetkeeper.paths import samples_dir;"
        "assert 'site-packages' in sheetkeeper.__file__, sheetkeeper.__file__;"
        "print(sorted(samples_dir().glob('*.skchar'))[0])"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    sample = subprocess.run([python, "-c", code], capture_output=True, text=True, cwd=work, env=env, timeout=60)
    assert sample.returncode == 0, sample.stderr
    shown = subprocess.run(
        [python, "-m", "sheetkeeper.cli.main", "show", sample.stdout.strip()],
        capture_output=True, text=True, cwd=work, env=env, timeout=60,
    )
    assert shown.returncode == 0, shown.stderr
    assert "Checks" in shown.stdout


def test_installed_package_finds_the_rules_notes_of_every_system(installed):
    """What Help › Rules Notes shows, read by the installed package: each system's notes as
    in docs/rules, not the "no rules notes yet" stand-in."""
    env_dir, work = installed
    code = (
        "import json, sheetkeeper; from sheetkeeper.core.registry import all_systems;"
        "from sheetkeeper.paths import rules_notes_dir; from sheetkeeper.ui.about import rules_notes_text;"
        "print(json.dumps({'dir': str(rules_notes_dir()),"
        " 'notes': {s.id: rules_notes_text(s) for s in all_systems()}}))"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    found = subprocess.run([env_dir / "bin" / "python", "-c", code], capture_output=True,
                           text=True, cwd=work, env=env, timeout=60)
    assert found.returncode == 0, found.stderr
    result = json.loads(found.stdout)
    assert "site-packages" in result["dir"], result["dir"]
    assert len(result["notes"]) >= 5
    for system_id, text in result["notes"].items():
        expected = (ROOT / "docs" / "rules" / f"{system_id}.md").read_text(encoding="utf-8")
        assert text == expected, f"{system_id}: the installed package did not find its rules notes"
