"""Basic Roleplaying training from the sheet, as the user guide lists it under Advance…:
[004 "Your character must then train for hours equal to their current skill rank with the
skill."] Hours go into a course first (*Spend hours on training or research…*, the skill and
the hours chosen), and the course's *Finish Spot training* is offered once it is under way.
Before, Advance… offered no way to start a course."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget, QPushButton, QTabWidget

from sheetkeeper.ui.dialogs.advance import AdvanceDialog

OFFER = "Spend hours on training or research…"


def test_a_training_course_is_started_and_then_offered(open_window, hands, sample_copies):
    window = open_window(sample_copies / "brp-eleanor-marsh.skchar")
    person = hands(window)
    document = window.current_tab().document
    button = next(b for b in window.current_tab().findChildren(QPushButton)
                  if b.text() == "Advance…" and not b.isHidden())
    holder = button.parentWidget()
    while holder is not None:
        if isinstance(holder, QTabWidget):
            index = next(i for i in range(holder.count()) if holder.widget(i).isAncestorOf(button))
            person.tab(holder.tabText(index).replace("&", ""))
        holder = holder.parentWidget()
    offered: list[str] = []

    def train(dialog: AdvanceDialog) -> None:
        offers = person.find("What the rules offer", QListWidget, root=dialog)
        texts = [offers.item(i).text() for i in range(offers.count())]
        assert any(t.startswith(OFFER) for t in texts), texts
        assert not any(t.startswith("Finish Spot training") for t in texts)
        row = next(i for i, t in enumerate(texts) if t.startswith(OFFER))
        QTest.mouseClick(offers.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         offers.visualItemRect(offers.item(row)).center())
        person.wait(lambda: offers.currentRow() == row)
        person.choose("Skill or characteristic", "Spot", root=dialog)
        person.fill("Hours spent", "50", root=dialog)
        person.key(Qt.Key.Key_Tab)
        person.wait(lambda: dialog.preview.text().startswith("Will apply: Spot training: 50 of"))
        person.click("Apply", QPushButton, root=dialog)
        person.wait(lambda: "Done" in dialog.detail.text())
        offered.extend(offers.item(i).text() for i in range(offers.count()))
        person.click("Close", QPushButton, root=dialog)

    with person.dialog(train, AdvanceDialog):
        person.click(button)
    assert any(t.startswith("Finish Spot training") for t in offered), offered
    assert [e.subject for e in document.character.ledger.entries][-1] == "training: Spot"
