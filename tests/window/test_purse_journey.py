"""Coins found land in the members' purses, in the assembled window: on the sample party's
tab the GM adds coins to the stash and splits them between two members; each one's sheet
shows the share in its purse (and their cards say it); Undo takes the split back, from the
stash and from both purses at once, and Redo makes it again; the party is saved and the
coins are in the members' files when they are opened again."""

from __future__ import annotations

import os

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton, QTableWidget

from sheetkeeper import api
from sheetkeeper.core.purse import amounts
from sheetkeeper.ui.party import PartyView
from sheetkeeper.ui.party.card import MemberCard

SHOTS = os.environ.get("SHEETKEEPER_SHOTS")
SHARES = {"Angus": "Gear", "Ven Aldana": "Notes"}  # a member's name, the sheet page of the purse


def _said(widget) -> str:
    return "\n".join(label.text() for label in widget.findChildren(QLabel) if label.isVisible())


def _to_party(person, window, party) -> None:
    """Click the party's tab (its title marked while it holds unsaved changes)."""
    person.tab(window.tab_widget.tabText(window.tab_widget.indexOf(party)).replace("&", ""))


def _purse_rows(table: QTableWidget) -> list[tuple[str, str]]:
    return [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]


def test_coins_split_from_the_stash_land_in_two_members_purses(open_window, hands, tmp_path):
    shots = SHOTS or str(tmp_path)
    window = open_window()
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    party = window.tab_widget.currentWidget()
    person.tab("Stash")
    person.fill("Coins", "gold crowns")
    person.fill("Coins found", "11")
    person.click("Add coins", QPushButton)
    person.wait(lambda: "Coins: 11 gold crowns" in _said(window))

    person.split_coins(SHARES, "5 gold crowns each to 2 members. 1 gold crowns do not divide "
                       "evenly and stay in the stash.", os.path.join(shots, "purse-split.png"))
    person.wait(lambda: "Coins: 1 gold crowns" in _said(window))
    cards = {c.document.character.display_name: c for c in party.findChildren(MemberCard)}
    assert "Purse: 5 gold crowns" in _said(cards["Angus"])
    person.scroll_to(cards["Angus"])
    QTest.qWait(300)
    person.shot(os.path.join(shots, "purse-cards.png"))
    assert "Purse" not in _said(cards["Brannoc Tarl"])

    # Each member's sheet shows the share in the purse.
    tables: dict[str, QTableWidget] = {}
    for name, page in SHARES.items():
        _to_party(person, window, party)
        card = next(c for c in party.findChildren(MemberCard) if c.document.character.display_name == name)
        person.scroll_to(card)
        person.double_click(card)
        person.wait(lambda name=name: window.tab_widget.tabText(window.tab_widget.currentIndex()).startswith(name))
        person.tab(page)
        tables[name] = person.find("Purse", QTableWidget)
        assert _purse_rows(tables[name]) == [("gold crowns", "5")]
        person.find("Add row in Purse", QPushButton)
        QTest.qWait(300)  # the X server shows the page as laid out, not the moment before
        person.shot(os.path.join(shots, f"purse-{name.split()[0].lower()}.png"))

    # Undo on the party takes the split back from the stash and both purses; Redo again.
    _to_party(person, window, party)
    assert "5 gold crowns each to 2 members." in party.status.text()
    person.menu("Edit", "Undo Split gold crowns")
    person.wait(lambda: "Coins: 11 gold crowns" in _said(window))
    assert party.status.text() == "Undid Split gold crowns."  # not the split's "5 each…"
    assert all(_purse_rows(t) == [] for t in tables.values())
    assert "Purse" not in _said(cards["Angus"])
    person.menu("Edit", "Redo Split gold crowns")
    person.wait(lambda: "Coins: 1 gold crowns" in _said(window))
    assert party.status.text() == "Redid Split gold crowns."
    assert all(_purse_rows(t) == [("gold crowns", "5")] for t in tables.values())

    person.click("Save party", QPushButton)
    person.wait(lambda: not window.isWindowModified())
    party_file = window.settings.recent_files()[0]
    window.close()

    opened = api.load_campaign(party_file)
    assert opened.campaign.stash.coins == {"gold crowns": 1}
    kept = {slot.character.display_name: amounts(slot.character.purse) for slot in opened.members}
    assert {n: p for n, p in kept.items() if p} == {n: {"gold crowns": 5} for n in SHARES}
