"""The bundled sample campaign, copied with its members into each test's folder (never
modified in place), opened with a document per member as the main window would."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_campaign
from sheetkeeper.ui.party import PartyView, documents_for

SAMPLE = "the-lantern-company.skparty"


@pytest.fixture
def party_file(tmp_path) -> Path:
    folder = tmp_path / "party"
    folder.mkdir()
    for path in samples_dir().iterdir():
        if path.suffix in (".skchar", ".skparty"):
            shutil.copy2(path, folder / path.name)
    return folder / SAMPLE


@pytest.fixture
def view(qtbot, party_file) -> PartyView:
    opened = load_campaign(party_file)
    widget = PartyView(opened, documents_for(opened))
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    return widget
