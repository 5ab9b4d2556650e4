"""The bundled sample campaign, copied with its members into each test's folder (never
modified in place), opened with a document per member as the main window would."""

from __future__ import annotations

import pytest

from sheetkeeper.storage import load_campaign
from sheetkeeper.ui.party import PartyView, documents_for


@pytest.fixture
def view(qtbot, party_file) -> PartyView:
    opened = load_campaign(party_file)
    widget = PartyView(opened, documents_for(opened))
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    return widget
