"""Shots of what the rules did, shown where you look: a Basic Roleplaying training finished
from the sheet (the notice beside the button, then the History tab), an experience roll from
the checks table (the notice under it, then the History tab) and the end-of-session
wizard's awards, where only the games with XP take the award for everyone."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_campaign, load_character
from sheetkeeper.systems.brp import SYSTEM
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.party import PartyView, documents_for
from sheetkeeper.ui.sheet import SheetView


def _save(widget, path: Path) -> None:
    for _ in range(3):  # a table's new height reaches its page's layout a pass later
        QApplication.processEvents()
    widget.grab().save(str(path))
    print(path)


def training(out: Path) -> None:
    sample = next(p for p in SYSTEM.samples if "brannoc" in p.name)
    document = Document(load_character(sample).character)
    view = SheetView(document)
    view.resize(1100, 900)
    view.show()
    titles = [view.tabs.tabText(i).replace("&", "") for i in range(view.tabs.count())]
    view.tabs.setCurrentIndex(titles.index("Improvement"))
    hours = view.element("ledger", "Learning hours")

    def inside():
        dialog = QApplication.activeModalWidget()
        dialog.select("Finish Ride training")
        dialog.inputs.control("teacher").setValue(70)
        dialog.inputs.control("teach").setValue(60)
        dialog.apply_selected()
        dialog.reject()

    QTimer.singleShot(0, inside)
    hours.advance()
    _save(view, out / "brp-training-notice.png")
    view.tabs.setCurrentIndex(titles.index("History"))
    _save(view, out / "brp-history-after-training.png")
    view.close()
    document.undo_stack.clear()


def experience(out: Path) -> None:
    """An experience roll double-clicked in the checks table: the notice under the table,
    then the History tab."""
    sample = next(p for p in SYSTEM.samples if "brannoc" in p.name)
    document = Document(load_character(sample).character)
    view = SheetView(document)
    view.resize(1100, 900)
    view.show()
    checks = view.element("checks", "experience")
    view.reveal(checks)
    checks.run(next(c.action for c in document.rules.checks(document.character)
                    if c.id == "exp:Sense"))
    _save(view, out / "brp-experience-roll-notice.png")
    view.reveal(view.element("ledger", "History"))
    _save(view, out / "brp-history-after-experience-roll.png")
    view.close()
    document.undo_stack.clear()


def awards(out: Path, samples: Path | None = None) -> None:
    """``samples``: a copy of the sample folder of this shot's own (see screenshots.py)."""
    opened = load_campaign(next((samples or samples_dir()).glob("*.skparty")))
    party = PartyView(opened, documents_for(opened))
    wizard = party.end_session(rng=random.Random(1))
    wizard.resize(900, 1000)
    wizard.show()
    wizard.next()
    wizard.awards_page.everyone.setValue(3)
    wizard.awards_page._give_everyone()
    _save(wizard, out / "party-wizard-awards-per-game.png")
    wizard.close()
