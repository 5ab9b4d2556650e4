"""An advance that rolls keeps its dice hidden until Apply, in the assembled window. Basic
Roleplaying's experience roll [004 "you can choose to add a default of +3 to the skill rating
instead of rolling"] is a choice made before the roll: the Advance dialog says what will be
rolled, never the result, so ticking the flat gain, or closing and reopening the dialog, tells
a player nothing about the dice. The result is said once Apply is pressed."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QListWidget, QPushButton

SKILL = "Sense"  # the sample's ticked experience check
OFFER = f"Experience roll: {SKILL}"
FLAT = "A flat +3 instead of rolling 1D6"


def test_the_experience_roll_is_made_on_apply_and_not_before(open_window, hands, sample_copies):
    window = open_window(sample_copies / "brp-brannoc-tarl.skchar")
    person = hands(window)
    document = window.current_tab().document
    rating = document.character.skill(SKILL).rating
    button = next(b for b in window.current_tab().findChildren(QPushButton)
                  if b.text() == "Advance…" and not b.isHidden())
    page = button
    while page.parentWidget() is not None and page.parentWidget().parentWidget() is not None:
        holder = page.parentWidget().parentWidget()
        if hasattr(holder, "indexOf") and hasattr(holder, "tabText") and holder.indexOf(page) >= 0:
            person.tab(holder.tabText(holder.indexOf(page)).replace("&", ""))
            break
        page = page.parentWidget()
    previews: list[str] = []

    def pick(dialog) -> QListWidget:
        offers = person.find("What the rules offer", QListWidget, root=dialog)
        row = next(i for i in range(offers.count()) if offers.item(i).text().startswith(OFFER))
        QTest.mouseClick(offers.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         offers.visualItemRect(offers.item(row)).center())
        person.wait(lambda: offers.currentRow() == row and dialog.preview.text())
        return offers

    def look(dialog) -> None:
        pick(dialog)
        previews.append(dialog.preview.text())
        person.click(FLAT, QCheckBox, root=dialog)
        person.wait(lambda: FLAT in dialog.preview.text())
        previews.append(dialog.preview.text())
        person.click("Close", QPushButton, root=dialog)

    for _ in range(2):  # reopening learns nothing new either
        with person.dialog(look):
            person.click(button)
    assert previews[0] == previews[2] == f"Rolled when you press Apply: {OFFER}"
    assert previews[1] == previews[3] == f"Rolled when you press Apply: {OFFER} ({FLAT})"
    for said in previews:  # no gain, no "no improvement", no face: nothing of the dice
        assert not re.search(r"\+\d+%|improvement|\d+%\)", said), said
    assert document.character.skill(SKILL).rating == rating  # looking changed nothing

    def apply(dialog) -> None:
        pick(dialog)
        person.click(FLAT, QCheckBox, root=dialog)
        person.wait(lambda: FLAT in dialog.preview.text())
        person.click("Apply", QPushButton, root=dialog)
        person.wait(lambda: "Done" in dialog.detail.text())
        previews.append(dialog.detail.text())
        person.click("Close", QPushButton, root=dialog)

    with person.dialog(apply):
        person.click(button)
    after = document.character.skill(SKILL)
    assert not after.experience_check
    # "+3 to the skill rating instead of rolling", or the experience roll failed: said once rolled
    if after.rating == rating:
        assert f"{SKILL}: no improvement" in previews[-1]
    else:
        assert after.rating == rating + 3 and f"{SKILL} +3% ({rating + 3}%)" in previews[-1]
