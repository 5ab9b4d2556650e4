"""The bundle carries every game system by itself: the PyInstaller spec lists the folders of
sheetkeeper/systems (packaging/bundle_systems.py), not a hand-kept list a sixth system would
be missing from (the registry imports systems by name, which PyInstaller cannot follow)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from sheetkeeper.core.registry import all_systems

ROOT = Path(__file__).resolve().parents[2]


def _bundle_systems():
    spec = importlib.util.spec_from_file_location("bundle_systems", ROOT / "packaging" / "bundle_systems.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_bundle_lists_every_registered_system():
    registered = sorted(s.model.__module__.rsplit(".", 1)[0] for s in all_systems())
    assert sorted(_bundle_systems().system_modules(ROOT)) == registered


def test_a_new_system_folder_joins_the_bundle(tmp_path):
    systems = tmp_path / "sheetkeeper" / "systems"
    for name in ("alpha", "starfall", "__pycache__", "_shared"):
        (systems / name).mkdir(parents=True)
    for name in ("alpha", "starfall", "_shared"):
        (systems / name / "__init__.py").write_text("", encoding="utf-8")
    assert _bundle_systems().system_modules(tmp_path) == [
        "sheetkeeper.systems.alpha", "sheetkeeper.systems.starfall"]


def test_the_spec_names_no_system_by_hand():
    spec = (ROOT / "packaging" / "sheetkeeper.spec").read_text(encoding="utf-8")
    assert "*system_modules(root)" in spec
    assert "sheetkeeper.systems." not in spec, "the spec lists systems through system_modules"
