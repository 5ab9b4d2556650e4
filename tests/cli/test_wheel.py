"""The built wheel carries forms/ and resources/: installed into a fresh virtual environment
outside the checkout, its `sheetkeeper` command works against a bundled sample."""

from __future__ import annotations

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
