"""In another language the sheet model's words are translated wherever its blocks are shown:
on the Qt sheet (the load under the inventory, the ledger's headings), on the party card (the
load) and on paper (the load, the ledger's totals), the same words in all three."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from sheetkeeper.core.campaign import Member as RosterEntry
from sheetkeeper.core.registry import get_system
from sheetkeeper.export.pdf import Source, write_pdf
from sheetkeeper.forms import load_form
from sheetkeeper.sheet import build_sheet
from sheetkeeper.storage import load_character
from sheetkeeper.storage.campaign_file import MemberSlot
from sheetkeeper.translate import set_language
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.party.card import MemberCard
from sheetkeeper.ui.party.member import Member
from sheetkeeper.ui.sheet import SheetView

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "export"))
from helpers import text_of  # noqa: E402


@pytest.fixture
def german():
    set_language("de")
    yield
    set_language(None)


@pytest.fixture
def angus():
    """Lite's sample, carrying more than twice his base Strength in items: over capacity."""
    system = get_system("lite")
    sample = next(p for p in system.samples if p.name == "lite-angus.skchar")
    opened = load_character(sample)
    stone = opened.character.inventory[0]
    heavy = opened.character.model_copy(update={"inventory": [
        stone.model_copy(update={"name": f"Stone {i}"}) for i in range(20)]})
    return system, sample, opened, heavy


def test_the_sheet_shows_the_load_and_the_ledger_headings_in_german(german, angus, qtbot):
    system, _, _, character = angus
    model = build_sheet(load_form(system.form_path), character, system.rules)
    load = model.of_kind("inventory")[0].load
    assert re.fullmatch(r"Last \d+ von 10 Gegenstände", load.text)  # twice base Strength 5
    assert load.warning.startswith("Über der Tragkraft: ")
    view = SheetView(Document(character))
    qtbot.addWidget(view)
    inventory = view.element("inventory")
    assert inventory.load.text() == f"{load.text} — {load.warning}"
    ledger = view.element("ledger")
    headers = [ledger.table.horizontalHeaderItem(c).text() for c in range(ledger.table.columnCount())]
    assert headers[:3] == ["Datum", "Sitzung", "Betrag"]


def test_the_party_card_shows_the_load_in_german(german, angus, qtbot):
    _, sample, opened, character = angus
    document = Document(character)
    card = MemberCard(Member(MemberSlot(RosterEntry(path=sample.name), sample, opened), document))
    qtbot.addWidget(card)
    assert isinstance(card.load, QLabel)
    assert re.search(r"Last \d+ von 10 Gegenstände", card.load.text())
    assert card.load.toolTip().startswith("Über der Tragkraft")


def test_the_paper_shows_the_load_and_the_ledger_totals_in_german(german, angus, tmp_path):
    system, _, _, character = angus
    model = build_sheet(load_form(system.form_path), character, system.rules)
    out = write_pdf([Source(character, system.rules, load_form(system.form_path), system.name)],
                    tmp_path / "angus.pdf")
    text = " ".join(text_of(out).split())
    assert model.of_kind("inventory")[0].load.text in text
    assert "Über der Tragkraft" in text
    for word in ("Verdient EP", "Ausgegeben EP", "Verfügbar EP"):  # labels are set in capitals
        assert word.casefold() in text.casefold()
    assert "earned" not in text.casefold() and "Load " not in text
