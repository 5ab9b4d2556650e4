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
        person.wait(lambda: any(not w.visibleRegion().isEmpty()  # laid out once chosen
                                for w in person.all(FLAT, root=dialog)))
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


def test_a_grimwire_level_is_reached_not_bought_and_said_once(open_window, hands, sample_copies):
    """[003 "Whenever a PC gets enough XP, their level increases"; "Rewards by Level" gives
    each level's "Total XP"]: the dialog and the sheet agree that levelling up spends no XP,
    and the note beside the button says the level's rewards once."""
    from sheetkeeper import api
    from sheetkeeper.storage import load_character, save_character

    path = sample_copies / "grimwire-cyrus.skchar"
    cyrus = api.apply(load_character(path).character, "xp.award", {"amount": 40, "reason": "a job"}).character
    save_character(path, cyrus, backup=False)  # 65 XP: level 3 (60 XP total) is reached
    window = open_window(path)
    person = hands(window)
    document = window.current_tab().document
    button = next(b for b in window.current_tab().findChildren(QPushButton)
                  if b.text() == "Level up…" and not b.isHidden())
    ledger = button.parentWidget()
    while not hasattr(ledger, "totals"):
        ledger = ledger.parentWidget()
    page = button
    while page.parentWidget() is not None and page.parentWidget().parentWidget() is not None:
        holder = page.parentWidget().parentWidget()
        if hasattr(holder, "indexOf") and hasattr(holder, "tabText") and holder.indexOf(page) >= 0:
            person.tab(holder.tabText(holder.indexOf(page)).replace("&", ""))
            break
        page = page.parentWidget()
    said: dict[str, str] = {}

    def level_up(dialog) -> None:
        offers = person.find("What the rules offer", QListWidget, root=dialog)
        QTest.mouseClick(offers.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         offers.visualItemRect(offers.item(0)).center())
        person.wait(lambda: offers.currentRow() == 0)
        said["balance"], said["cost"] = dialog.balance.text(), dialog.detail.text()
        dialog.inputs.control("increases").spins["AGL"].setValue(
            dialog.inputs.control("increases").spins["AGL"].value() + 1)
        person.wait(lambda: dialog.preview.text().startswith("Will apply"))
        said["preview"] = dialog.preview.text()
        person.click("Apply", QPushButton, root=dialog)
        person.wait(lambda: "Done" in dialog.detail.text())
        person.click("Close", QPushButton, root=dialog)

    with person.dialog(level_up):
        person.click(button)
    assert said["balance"] == "<b>65 XP earned</b> (levelling up spends none)"
    assert said["cost"] == "Cost: no XP spent: reached at 60 XP total"
    assert document.character.ledger.xp_spent == 0 and document.character.ledger.xp_earned == 65
    assert ledger.totals.text() == "<b>65 XP earned</b> · a total: levels are reached, no XP is spent"
    note = ledger.notice.text()
    assert note.split(": ", 1)[1].startswith("Level up to 3. Level 3: +1 AGL"), note  # after who did it
    assert note.count("+1 AGL") == 1, note  # the rewards said once
    # [003 "+3 Max Condition/Focus"] raises the maxima only: the dialog says the current
    # values stay, before Apply, with the numbers they will have
    now = document.character
    assert now.condition.current < now.condition.maximum
    assert (f"current Condition {now.condition.current}/{now.condition.maximum} and Focus "
            f"{now.focus.current}/{now.focus.maximum} stay: the rules raise the maximum only") in said["preview"]

    # Award XP… says the total, never spent, not "XP available"
    def award(dialog) -> None:
        said["award"] = dialog.balance.text()
        person.click("Cancel", QPushButton, root=dialog)

    with person.dialog(award):
        person.click(next(b for b in window.current_tab().findChildren(QPushButton)
                          if b.text() == "Award XP…" and not b.isHidden()))
    assert said["award"] == "XP total now: 65"
