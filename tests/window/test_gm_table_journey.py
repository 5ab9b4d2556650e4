"""The GM's table on paper and the loot shared as the GM chooses, in the assembled window: on
the sample party's tab the GM adds two foes, rolls the order, a third foe joins after the
roll and is placed by its roll, finds loot, prints the party book with the encounter and the
stash (read back from the PDF, its pages turned to pictures), ends the fight, brings one foe
of it into the next fight fresh, splits the coins among three members, ends the session
mid-fight (asked to end the fight too) sharing XP among the members ticked, saves and
opens the party again."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QWizard,
)

from sheetkeeper import api
from sheetkeeper.ui.export_dialog import ExportDialog
from sheetkeeper.ui.party import PartyView

SHOTS = os.environ.get("SHEETKEEPER_SHOTS")
SPLIT_AMONG = ("Ilse Varga", "Angus", "Ven Aldana")


def _rows(view: QListWidget) -> list[str]:
    return [view.item(i).text() for i in range(view.count())]


def _said(widget) -> str:
    return "\n".join(label.text() for label in widget.findChildren(QLabel) if label.isVisible())


def test_the_gm_s_table_on_paper_foes_again_and_loot_to_chosen_members(open_window, hands, tmp_path):
    shots = SHOTS or str(tmp_path)
    window = open_window()
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    person.tab("Encounter")
    person.add_foe("GRIMWIRE", "Bandit", {"PER": "2"})
    person.add_foe("Rainworld", "Lizard", {"STOP": "1"})
    order = person.find("Turn order", QListWidget)
    person.click("Roll order", QPushButton)
    person.wait(lambda: order.count() == 9)
    person.add_foe("GRIMWIRE", "Bandit captain", {"PER": "4"})  # after the roll: placed by it
    person.wait(lambda: order.count() == 10)
    rows = _rows(order)
    captain = next(i for i, row in enumerate(rows) if "Bandit captain" in row)
    assert f"Bandit captain takes turn {captain + 1} (" in _said(window)
    grimwire = [i for i, row in enumerate(rows) if any(n in row for n in ("Rivet-9", "Bandit"))]
    assert captain in grimwire and captain < len(rows) - 1  # among GRIMWIRE's turns, not last

    person.tab("Stash")
    person.fill("Item found", "Lantern oil")
    person.fill("Quantity found", "3")
    person.click("Add to stash", QPushButton)
    person.fill("Coins", "gold crowns")
    person.fill("Coins found", "10")
    person.click("Add coins", QPushButton)
    person.wait(lambda: "Coins: 10 gold crowns" in _said(window))

    # On paper: File › Export PDF…, the encounter and the stash offered and ticked.
    book = tmp_path / "lantern-book.pdf"

    def export(dialog):
        assert person.find("Print the encounter", QCheckBox, root=dialog).isChecked()
        assert person.find("Print the stash", QCheckBox, root=dialog).isChecked()
        person.fill("Save to", str(book), root=dialog)
        person.click("Save", QPushButton, root=dialog)

    with (person.dialog(lambda box: person.click("Close", QPushButton, root=box), QMessageBox),
          person.dialog(export, ExportDialog)):
        person.menu("File", "Export PDF...")
    person.wait(book.is_file)
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext is not installed (poppler-utils)")
    pages = subprocess.run(["pdftotext", "-enc", "UTF-8", str(book), "-"], capture_output=True,
                           text=True, check=True).stdout.split("\f")
    assert "Encounter: Encounter 1" in pages[1] and "round 1" in pages[1]
    for words in ("Bandit", "GRIMWIRE", "PER", "Lizard", "STOP", "Turn order", "Bandit captain (foe)"):
        assert words in pages[1], words
    assert "Lantern oil" in pages[2] and "gold crowns" in pages[2]
    if shutil.which("pdftoppm"):
        subprocess.run(["pdftoppm", "-r", "60", "-f", "2", "-l", "3", "-png", str(book),
                        os.path.join(shots, "party-book")], check=True)

    # The fight ends (Undo would bring it back); the next brings the Bandit again, fresh.
    person.tab("Encounter")
    person.click("End encounter", QPushButton)
    assert "Undo brings it back" in _said(window)

    def bring(dialog):
        person.click("Lizard", QCheckBox, root=dialog)  # unticked: only the Bandits come
        assert not person.find("Lizard", QCheckBox, root=dialog).isChecked()
        person.click("OK", QPushButton, root=dialog)

    with person.dialog(bring):
        person.click("Foes from an earlier fight…", QPushButton)
    person.wait(lambda: "<b>Encounter 2</b>: Bandit, Bandit captain" in _said(window))
    person.shot(os.path.join(shots, "foes-again.png"))

    # Coins split among three members ticked, the remainder said before and after.
    person.tab("Stash")

    person.split_coins(SPLIT_AMONG, "3 gold crowns each to 3 members. 1 gold crowns do not "
                       "divide evenly and stay in the stash.", os.path.join(shots, "split-coins.png"))
    person.wait(lambda: "Coins: 1 gold crowns" in _said(window))

    # The session ends mid-fight: asked, the fight ends with it; XP shared among those ticked.
    def session(wizard):
        box = person.find("End the encounter with the session", QCheckBox, root=wizard)
        assert box.isChecked() and "Encounter 2" in box.text()
        person.click("Next >", QPushButton, root=wizard)
        person.click("Rivet-9 in the share", QCheckBox, root=wizard)  # Rivet-9 gets no share
        person.click("Angus in the share", QCheckBox, root=wizard)  # nor Angus (Game Rules Lite)
        amount = person.click("XP for everyone", root=wizard)
        person.wait(amount.hasFocus)
        person.key(Qt.Key.Key_Up, times=9)
        person.click("Share out", QPushButton, root=wizard)
        assert "9 XP among 2: 4 each. 1 left over" in _said(wizard)
        assert "Not in the share: Rivet-9, Angus." in _said(wizard)
        person.click("Next >", QPushButton, root=wizard)
        summary = person.find("Summary of the session", QTextBrowser, root=wizard).toPlainText()
        assert "Encounter: Encounter 2 (ended, 0 rounds): Bandit, Bandit captain" in summary
        assert "Stash: 10 gold crowns split" in summary
        person.click("Apply", QPushButton, root=wizard)

    with person.dialog(session, QWizard):
        person.click("End session…", QPushButton)

    person.click("Save party", QPushButton)
    person.wait(lambda: not window.isWindowModified())
    party_file = window.settings.recent_files()[0]
    window.close()

    again = api.load_campaign(party_file).campaign
    first, second = again.encounters
    assert first.ended and second.ended and [f.name for f in second.foes] == ["Bandit", "Bandit captain"]
    assert {f.id for f in first.foes}.isdisjoint(f.id for f in second.foes)
    assert again.stash.coins == {"gold crowns": 1} and again.stash.items[0].name == "Lantern oil"
    record = again.sessions[-1]
    assert any("Ilse Varga 3 gold crowns" in line and "Brannoc" not in line for line in record.actions)
    shared = {a.member: a.amount for a in record.awards}
    assert shared.get("rainworld-dag-kessler.skchar") == 5 and shared.get("rainworld-ilse-varga.skchar") == 4
    assert shared.get("grimwire-rivet-9.skchar", 0) == 0
