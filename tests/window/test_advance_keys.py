"""The Advance dialog by keyboard, as the user guide says: "arrows to one, Tab to *Apply*,
Space". From the list of what the rules offer, Tab goes through the chosen offer's own inputs
(where it has any) to Apply, and only then to Close: a Tab and a Space never close the dialog
instead of applying. Enter on the list applies too (the dialog stays open, Undo takes it back).
For every game, on each sample's button that opens the dialog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QPushButton, QTabWidget, QWidget

from sheetkeeper.ui.dialogs.advance import AdvanceDialog

SAMPLES = [
    ("rainworld-ilse-varga.skchar", "Advance…"),
    ("lite-angus.skchar", "A new day…"),
    ("renaissance-bob.skchar", "Work a shift…"),
    ("brp-brannoc-tarl.skchar", "Advance…"),
    ("grimwire-cyrus.skchar", "Learn a technique…"),
]


def open_page_of(person, window, text: str) -> QPushButton:
    """Click the sheet's page holding the button of this text; the button."""
    sheet = window.current_tab()
    button = next(b for b in sheet.findChildren(QPushButton)
                  if b.text().replace("&", "") == text and not b.isHidden())
    holder = button.parentWidget()
    while holder is not None:
        if isinstance(holder, QTabWidget):
            index = next(i for i in range(holder.count()) if holder.widget(i).isAncestorOf(button))
            person.tab(holder.tabText(index).replace("&", ""))
        holder = holder.parentWidget()
    return button


@pytest.mark.parametrize(("sample", "opens"), SAMPLES, ids=[s.split("-")[0] for s, _ in SAMPLES])
def test_tab_goes_from_the_offers_to_apply_before_close(real_focus, open_window, hands, sample_copies,
                                                        sample, opens):
    window = open_window(sample_copies / sample)
    person = hands(window)
    document = window.current_tab().document
    button = open_page_of(person, window, opens)
    stops: list[str] = []
    applied: list[bool] = []

    def keys(dialog: AdvanceDialog) -> None:
        offers = person.find("What the rules offer", QListWidget, root=dialog)
        person.wait(offers.hasFocus)  # the dialog opens on the list
        for _ in range(offers.count()):  # arrows to an offer the rules allow now
            if dialog.current_offer() is not None:
                break
            person.key(Qt.Key.Key_Down)
        assert dialog.current_offer() is not None, f"nothing to choose in {[offers.item(i).text() for i in range(offers.count())]}"
        inputs = [w for w in dialog.inputs.findChildren(QWidget) if w.focusPolicy() & Qt.FocusPolicy.TabFocus]
        for _ in range(len(inputs) + 2):
            person.key(Qt.Key.Key_Tab)
            focus = person.focused()
            stops.append(person.name_of(focus))
            if focus is dialog.apply_button:
                break
            assert dialog.inputs.isAncestorOf(focus), f"Tab went by {stops} before Apply"
        assert stops[-1] == "Apply"
        person.key(Qt.Key.Key_Tab)
        assert person.name_of(person.focused()) == "Close", "after Apply, Close"
        for _ in range(len(stops) + 1):  # back to the list
            person.key(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        assert offers.hasFocus()
        before = document.character
        person.key(Qt.Key.Key_Return)  # Enter on the chosen offer applies it
        person.wait(lambda: document.character is not before)
        applied.append(dialog.isVisible())
        person.key(Qt.Key.Key_Escape)

    with person.dialog(keys, AdvanceDialog):
        person.click(button)
    assert applied == [True], "Enter applied and left the dialog open"
