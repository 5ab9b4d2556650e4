"""Fixtures shared by the party and shell tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sheetkeeper.paths import samples_dir

SAMPLE = "the-lantern-company.skparty"


@pytest.fixture
def party_file(tmp_path) -> Path:
    """The bundled sample campaign, copied with its members into the test's folder (never
    modified in place)."""
    folder = tmp_path / "party"
    folder.mkdir()
    for path in samples_dir().iterdir():
        if path.suffix in (".skchar", ".skparty"):
            shutil.copy2(path, folder / path.name)
    return folder / SAMPLE
