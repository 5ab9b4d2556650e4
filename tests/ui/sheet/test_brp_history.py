"""What the rules did is shown where you look: a Basic Roleplaying training finished from the
Learning hours ledger's Advance… button shows in the History tab and in a notice beside the
button (not only in the status bar), and both go when it is undone."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from sheetkeeper.storage import load_character
from sheetkeeper.systems.brp import SYSTEM
from sheetkeeper.ui.dialogs.advance import AdvanceDialog
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView


def test_a_training_roll_shows_in_the_history_tab_and_beside_its_button(qtbot):
    sample = next(p for p in SYSTEM.samples if "brannoc" in p.name)
    document = Document(load_character(sample).character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(1200, 900)
    view.show()
    before = len(document.character.ledger.entries)
    ride = document.character.skill("Ride").rating
    titles = [view.tabs.tabText(i).replace("&", "") for i in range(view.tabs.count())]
    view.tabs.setCurrentIndex(titles.index("Improvement"))
    hours = view.element("ledger", "Learning hours")
    seen = {}

    def inside():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, AdvanceDialog)
        assert dialog.select("Finish Ride training")
        # [004 "getting instruction in it from another character with a higher rating in the same
        # skill"]; [004 "the teacher must attempt a Teach skill roll"]: the teacher's
        # Ride and Teach, as the user enters them
        dialog.inputs.control("teacher").setValue(70)
        dialog.inputs.control("teach").setValue(60)
        seen["applied"] = dialog.apply_selected()
        seen["detail"] = dialog.detail.text()
        dialog.reject()

    QTimer.singleShot(0, inside)
    qtbot.mouseClick(hours.advance_button, Qt.MouseButton.LeftButton)
    assert seen["applied"], seen["detail"]
    after = document.character
    new = after.ledger.entries[before:]
    assert new, "the training is in the ledger"
    # [004 "Your character must then train for hours equal to their current skill rank"]:
    # the training's own entry names Ride, with what it gave
    assert "Ride" in seen["detail"]
    # beside the button that started it, saying so (under the Learning hours heading, the
    # same button's experience rolls read as if they were learning hours)
    assert hours.notice.isVisible() and "Ride" in hours.notice.text()
    assert hours.notice.text().startswith("Advance just did: ")
    assert new[-1].reason in hours.notice.text()

    # in the History tab, newest first
    view.tabs.setCurrentIndex(titles.index("History"))
    history = view.element("ledger", "History")
    assert history.isVisible() and not history.advance_button.isVisible()
    top = history.table.item(0, 3).text()
    assert new[-1].reason in top and "Ride" in top

    document.undo_stack.undo()
    assert document.character.skill("Ride").rating == ride
    assert not hours.notice.isVisibleTo(view)
    assert history.table.rowCount() == 0 or new[-1].reason not in history.table.item(0, 3).text()
    document.undo_stack.clear()


def test_the_training_dialog_leaves_the_teacher_to_be_entered_and_says_why_it_refuses(qtbot):
    """[004 "another character with a higher rating in the same skill"]: no teacher is
    assumed; finishing with the fields empty, or with a teacher no better than the student,
    is refused in the dialog with the reason, and nothing changes."""
    sample = next(p for p in SYSTEM.samples if "brannoc" in p.name)
    document = Document(load_character(sample).character)
    before = document.character
    dialog = AdvanceDialog(document)
    qtbot.addWidget(dialog)
    assert dialog.select("Finish Ride training")
    labels = [dialog.inputs.control(o.id).accessibleName() for o in dialog.inputs.options()]
    assert labels == ["Teacher's Ride %", "Teacher's Teach %"]
    assert dialog.inputs.control("teacher").text() == "to be entered"
    assert not dialog.apply_selected()
    assert "Teacher's Ride %: to be entered. The teacher needs more than 45%" in dialog.detail.text()
    dialog.inputs.control("teacher").setValue(40)
    dialog.inputs.control("teach").setValue(60)
    assert not dialog.apply_selected()
    assert "needs more than 45%" in dialog.detail.text()
    assert document.character == before
