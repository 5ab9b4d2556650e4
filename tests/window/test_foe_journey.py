"""Attack a foe and be attacked, in the assembled window: on the sample party's tab the GM adds
a Rainworld lizard and two GRIMWIRE bandits, rolls the turn order, rolls for a member in the
dice roller until a hit and puts it on the lizard (through Rainworld's STOP onto its Body
track, shown in the turn order), undoes and redoes it; rolls for a bandit straight from the
turn order and puts its hit on a member (the member's card shows the wound); the lizard's
claws (its attack skill and weapon, entered when it was added) hit a Rainworld member; saves
and opens the party again: the lizard's wound and the members' are kept."""

from __future__ import annotations

import os
import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QWidget,
    QWizard,
)

from sheetkeeper import api
from sheetkeeper.ui.party import PartyView

ATTACKER, ATTACK = "Ilse Varga", "Compact pistol"
VICTIM = "Rivet-9"
CLAWED = "Ilse Varga"
LIZARD = {"STOP": "1", "Attack skill": "Melée Weapons", "Attack skill ranks": "4", "Weapon": "Claws",
          "Weapon DMG": "4"}
FOES = (("Rainworld", "Lizard", LIZARD), ("GRIMWIRE", "Bandit", {}), ("GRIMWIRE", "Bandit", {}))
SHOTS = os.environ.get("SHEETKEEPER_SHOTS")


def _rows(view: QListWidget) -> list[str]:
    return [view.item(i).text() for i in range(view.count())]


def _row(view: QListWidget, containing: str) -> str:
    (row,) = [text for text in _rows(view) if containing in text]
    return row


def _click_row(view: QListWidget, containing: str) -> None:
    row = next(i for i, text in enumerate(_rows(view)) if containing in text)
    entry = view.item(row)
    view.scrollToItem(entry)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.visualItemRect(entry).center())
    QTest.qWait(20)
    assert view.currentRow() == row


def _condition(person, who: str) -> int:
    """The Condition the member's card shows (its spin box, named as a screen reader reads it)."""
    return person.find(f"Condition of {who}", QSpinBox).value()


def _body(person, who: str) -> str:
    """The Body track on the member's card, as a screen reader reads it."""
    (track,) = [w for w in person.window.findChildren(QWidget)
                if w.accessibleName().startswith(f"{who} Body")]
    return track.accessibleName()


def _hit(person) -> QPushButton:
    """Roll until a hit (as a person would): the button that puts its damage on someone."""
    for _ in range(60):
        person.click("Roll", QPushButton)
        found = person.all("Apply damage to…", QPushButton)
        if found:
            return found[0]
    raise AssertionError("no hit in 60 rolls")


def _land(person, damage: QPushButton, on: str) -> None:
    person.click(damage)
    menu = damage.menu()
    person.wait(menu.isVisible)
    QTest.qWait(100)
    names = [a.text() for a in menu.actions()]
    assert on in names, names
    entry = next(a for a in menu.actions() if a.text() == on)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     menu.actionGeometry(entry).center())
    person.wait(lambda: not menu.isVisible())
    person.wait(lambda: not damage.isEnabled())  # one hit lands once
    if not person.window.isActiveWindow():
        # A window manager gives the window back its activation when the menu goes; Qt's
        # offscreen platform has none.
        person.window.activateWindow()
        QTest.qWaitForWindowActive(person.window, 5000)


def test_attack_a_foe_and_be_attacked(open_window, hands, tmp_path):
    shots = SHOTS or str(tmp_path)
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    person.tab("Encounter")
    for game, name, numbers in FOES:
        person.add_foe(game, name, numbers)
    order = person.find("Turn order", QListWidget)
    person.click("Roll order", QPushButton)
    person.wait(lambda: order.count() == 7 + len(FOES))
    assert _row(order, "Bandit 1") and _row(order, "Bandit 2")  # two of one name, told apart

    # A member attacks the lizard: the hit goes through its STOP onto its Body track.
    person.menu("View", "Dice roller")
    person.choose("Roll for", ATTACKER)
    picker = person.find("Roll for", QComboBox)
    listed = [picker.itemText(i) for i in range(picker.count())]
    assert listed[-3:] == ["Lizard (foe)", "Bandit 1 (foe)", "Bandit 2 (foe)"]  # after the members
    person.choose("Check to roll", next(t for t in (person.find("Check to roll", QComboBox).itemText(i)
                                                    for i in range(person.find("Check to roll", QComboBox).count()))
                                        if t.startswith(ATTACK)))
    _land(person, _hit(person), "Lizard (foe)")
    person.wait(lambda: "Body " in _row(order, "Lizard"))
    wounded = _row(order, "Lizard")
    assert "/10" in wounded
    QTest.qWait(300)  # the screen catches up
    person.shot(os.path.join(shots, "roller-hits-a-foe.png"))

    person.menu("Edit", "Undo Damage to Lizard")  # the hit is gone, as one step
    person.wait(lambda: "Body " not in _row(order, "Lizard"))
    person.menu("Edit", "Redo Damage to Lizard")
    person.wait(lambda: _row(order, "Lizard") == wounded)  # Redo: back

    # A bandit attacks a member, rolled for from its turn in one step.
    before = _condition(person, VICTIM)
    _click_row(order, "Bandit 1")
    person.click("Roll for this one", QPushButton)
    person.wait(lambda: picker.currentText() == "Bandit 1 (foe)")
    person.choose("Check to roll", next(picker_text for picker_text in (
        person.find("Check to roll", QComboBox).itemText(i)
        for i in range(person.find("Check to roll", QComboBox).count())) if picker_text.startswith("Unarmed")))
    _land(person, _hit(person), VICTIM)
    person.wait(lambda: _condition(person, VICTIM) < before)
    hurt = _condition(person, VICTIM)
    QTest.qWait(300)
    person.shot(os.path.join(shots, "a-foe-hits-a-member.png"))

    # Enter on a turn rolls for that one too: the lizard's claws hit a member of its game.
    _click_row(order, "Lizard")
    person.key(Qt.Key.Key_Return)
    person.wait(lambda: picker.currentText() == "Lizard (foe)")
    clawed = _body(person, CLAWED)
    person.choose("Check to roll", "Claws (Melée Weapons 4)")
    _land(person, _hit(person), CLAWED)
    person.wait(lambda: _body(person, CLAWED) != clawed)
    clawed = _body(person, CLAWED)

    person.click("Save party", QPushButton)
    person.wait(lambda: not window.isWindowModified())
    party_file = window.settings.recent_files()[0]
    window.close()

    again = api.load_campaign(party_file)
    lizard = next(f for f in again.campaign.encounter.foes if f.name == "Lizard")
    assert lizard.sheet and api.foe_state(lizard) in wounded
    reopened = open_window(party_file)
    person = hands(reopened)
    person.wait(lambda: isinstance(reopened.tab_widget.currentWidget(), PartyView))
    assert _condition(person, VICTIM) == hurt
    assert _body(person, CLAWED) == clawed
    person.tab("Encounter")
    assert _row(person.find("Turn order", QListWidget), "Lizard") == wounded


ORC = {"Weapon skill %": "200", "Weapon damage": "1D6+1", "Weapon": "Short sword",
       "Special success": "impale"}


def test_a_quick_brp_foe_s_special_success_says_what_its_weapon_inflicts(open_window, hands):
    """[004 "an attack that rolls a special success can inflict a knockdown or impale based on
    the type of weapon"]: the GM enters the weapon's name and its special with the foe's
    numbers; the orc is rolled for until a special success, its hit lands on a member, and the
    roll log names the weapon and what the special inflicts. On the party's tab the roll log
    is the party's: the member rolled for first is in it with the orc, each line saying who."""
    window = open_window()
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    person.tab("Encounter")
    person.add_foe("Basic Roleplaying", "Orc", ORC)
    person.menu("View", "Dice roller")
    person.choose("Roll for", "Brannoc Tarl")
    person.click("Roll", QPushButton)
    person.choose("Roll for", "Orc (foe)")
    outcome = next(w for w in window.findChildren(QLabel) if w.accessibleDescription() == "Result")
    for _ in range(80):
        person.click("Roll", QPushButton)
        if "Special success" in outcome.text():
            break
    else:
        raise AssertionError("no special success in 80 rolls")
    _land(person, person.find("Apply damage to…", QPushButton), "Brannoc Tarl")
    log = person.find("Roll log", QListWidget)
    line = log.item(0).text()
    assert "Orc (foe): Orc's Short sword: " in line and ": Short sword 1D6+1 rolled" in line, line
    assert "Special success: impale" in line and "Weapon: Weapon" not in line, line
    # On the party's tab the log is the party's: the member's roll too, each line saying who.
    lines = [log.item(i).text() for i in range(log.count())]
    assert lines[-1].split("  ", 1)[1].startswith("Brannoc Tarl: "), lines
    assert all(": " in line.split("  ", 1)[1] for line in lines)


def test_a_quick_foe_is_edited_after_it_joins_and_the_stash_starts_each_item_afresh(open_window, hands):
    """The GM adds a bandit, rolls the order, then sees the bandit is the chief: Edit foe… on
    its turn shows its name and numbers as entered; renamed and its Condition raised, its
    turn says so; Undo puts it back. In the Stash, an item's ENC and quantity do not carry
    over to the next item found."""
    window = open_window()
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    party = window.tab_widget.currentWidget()
    person.tab("Encounter")
    person.add_foe("GRIMWIRE", "Bandit", {"PER": "2"})
    order = person.find("Turn order", QListWidget)
    person.click("Roll order", QPushButton)
    person.wait(lambda: any("Bandit" in row for row in _rows(order)))
    _click_row(order, "Bandit")

    def edit(dialog) -> None:
        assert person.find("Foe's name", QLineEdit, root=dialog).text() == "Bandit"
        assert person.find("PER", QSpinBox, root=dialog).value() == 2  # as entered
        person.fill("Foe's name", "Bandit chief", root=dialog)
        person.fill("Condition", "14", root=dialog)
        person.click("OK", QPushButton, root=dialog)

    with person.dialog(edit):
        person.click("Edit foe…", QPushButton)
    person.wait(lambda: any("Bandit chief" in row for row in _rows(order)))
    if SHOTS:
        QTest.qWait(300)
        person.shot(os.path.join(SHOTS, "foe-edited.png"))
    (foe,) = party.campaign.encounter.foes
    assert foe.numbers == {"condition": 14, "armour": 0, "PER": 2, "COR": 0, "TOG": 0, "AGL": 0,
                           "weapon": "", "weapon_damage": ""}
    person.menu("Edit", "Undo Edit foe Bandit chief")
    person.wait(lambda: not any("Bandit chief" in row for row in _rows(order)))
    assert party.campaign.encounter.foes[0].numbers["condition"] == 10

    person.tab("Stash")
    person.fill("Item found", "Rope")
    person.fill("Quantity found", "2")
    person.fill("ENC of one", "1.5")
    person.click("Add to stash", QPushButton)
    person.wait(lambda: "Rope ×2, ENC 1.5" in _rows(person.find("Stash", QListWidget)))
    assert person.find("ENC of one", QDoubleSpinBox).value() == 0
    assert person.find("Quantity found", QSpinBox).value() == 1
def test_rolling_for_one_on_its_turn_opens_on_its_first_attack(open_window, hands):
    """Roll for this one on a turn opens the roller on that one's first attack (a weapon's,
    where it has one), else its first check: never on a check left over from another
    character that happens to share its name."""
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    person.tab("Encounter")
    # [003 "Hitting an enemy with a weapon requires a COR roll."], [003 "A characters’ TOG
    # attribute is added to the damage for melee and thrown attacks."]
    person.add_foe("GRIMWIRE", "Bandit", {"COR": "3", "TOG": "2", "Weapon": "Cudgel", "Weapon damage": "d6"})
    order = person.find("Turn order", QListWidget)
    person.click("Roll order", QPushButton)
    person.wait(lambda: order.count() == 8)
    person.menu("View", "Dice roller")
    person.choose("Roll for", "Ilse Varga")
    checks = person.find("Check to roll", QComboBox)
    stealth = next(checks.itemText(i) for i in range(checks.count()) if checks.itemText(i).startswith("Stealth"))
    person.choose("Check to roll", stealth)
    picker = person.find("Roll for", QComboBox)

    for turn, first in (("Corporal Dag Kessler", "Carbine (AP rounds)"), ("Bandit", "Unarmed"),
                        ("Angus", "Endure")):
        _click_row(order, turn)
        person.click("Roll for this one", QPushButton)
        person.wait(lambda turn=turn: picker.currentText().startswith(turn))
        assert checks.currentText().startswith(first), (turn, checks.currentText())

    # The quick GRIMWIRE foe attacks with its weapon, rolling its COR; its hit adds its TOG.
    _click_row(order, "Bandit")
    person.click("Roll for this one", QPushButton)
    person.wait(lambda: picker.currentText().startswith("Bandit"))
    person.choose("Check to roll", "Cudgel (COR 11)")
    before = _condition(person, VICTIM)
    _land(person, _hit(person), VICTIM)
    person.wait(lambda: _condition(person, VICTIM) < before)
    log = person.find("Roll log", QListWidget)
    assert "Cudgel d6" in log.item(0).text() and "TOG +2: +2" in log.item(0).text(), log.item(0).text()
    assert "+3 COR" in log.item(1).text(), log.item(1).text()


def test_a_hit_reads_who_with_what_to_whom_in_the_log_and_the_session_record(open_window, hands):
    """A Basic Roleplaying member's hit on a foe is worded as every game's hit is ("Brannoc
    Tarl's Broadsword: 5 damage to Brigand"), in the roll log and in the session's record;
    the roll log keeps one hit's lines together, heading first, though it lists the newest
    entry first."""
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    person.tab("Encounter")
    person.add_foe("Basic Roleplaying", "Brigand", {"Weapon skill %": "60", "Weapon damage": "1D6+1",
                                                    "Hit points": "30"})
    person.add_foe("Rainworld", "Lizard", {"STOP": "0"})
    order = person.find("Turn order", QListWidget)
    person.click("Roll order", QPushButton)
    person.wait(lambda: order.count() == 9)
    person.menu("View", "Dice roller")
    person.choose("Roll for", "Brannoc Tarl")
    checks = person.find("Check to roll", QComboBox)
    assert checks.currentText().startswith("Melee Weapon (Broadsword)")  # his first attack
    _land(person, _hit(person), "Brigand (foe)")
    log = person.find("Roll log", QListWidget)
    assert re.search(r"Brannoc Tarl's Broadsword: \d+ damage to Brigand: ", log.item(0).text())

    person.choose("Roll for", ATTACKER)  # a Rainworld hit says what it did under its heading
    person.choose("Check to roll", next(t for t in (person.find("Check to roll", QComboBox).itemText(i)
                                                    for i in range(person.find("Check to roll", QComboBox).count()))
                                        if t.startswith(ATTACK)))
    _land(person, _hit(person), "Lizard (foe)")
    newest = log.item(0).text().splitlines()
    assert len(newest) == 2, newest
    assert f"{ATTACKER}'s {ATTACK}: " in newest[0] and " to Lizard: " in newest[0], newest
    assert re.fullmatch(r"  \d+ (injury|stun).*", newest[1]), newest  # what it did, under its heading

    def summary(wizard):
        person.click("Next >", QPushButton, root=wizard)
        person.click("Next >", QPushButton, root=wizard)
        text = person.find("Summary of the session", QTextBrowser, root=wizard).toPlainText()
        assert re.search(r"Brigand: Brannoc Tarl's Broadsword: \d+ damage to Brigand", text) is None
        assert re.search(r"Encounter 1: Brannoc Tarl's Broadsword: \d+ damage to Brigand", text), text
        person.click("Cancel", QPushButton, root=wizard)

    with person.dialog(summary, QWizard):
        person.click("End session…", QPushButton)
