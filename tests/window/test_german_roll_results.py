"""A roll's result and its log under German, as a person reads them in the dice roller: a
GRIMWIRE roll with a helper ([003 "When assisting, all players involved make a roll, each
applying their own bonuses or penalties. The highest result is used."]) and a Rainworld hit
landed on a member ([000 "On a successful attack, the weapon does its DMG in injury to an
unarmoured target."]) say what happened in German."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel, QListWidget, QPushButton

from sheetkeeper.ui.party import PartyView

from .test_foe_journey import _land


def _hit(person) -> QPushButton:
    """Roll until a hit: the button that puts its damage on someone."""
    for _ in range(60):
        person.click("Würfeln", QPushButton)
        found = person.all("Schaden zuweisen an …", QPushButton)
        if found:
            return found[0]
    raise AssertionError("no hit in 60 rolls")


def _log(person) -> list[str]:
    log = person.find("Wurfprotokoll", QListWidget)
    return [log.item(i).text() for i in range(log.count())]


def test_a_helped_roll_and_a_hit_read_in_german(german, open_window, hands):
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))

    person.click("Für Rivet-9 würfeln", QPushButton)
    checks = person.find("Zu würfelnde Probe", QComboBox)
    person.wait(lambda: checks.count() > 0)
    person.choose("Zu würfelnde Probe", next((checks.itemText(i) for i in range(checks.count())
                                             if "TOG" in checks.itemText(i)), [checks.itemText(i) for i in range(checks.count())]))
    person.fill("Helfer 1: Bonus", "2")
    person.click("Würfeln", QPushButton)
    outcome = "\n".join(label.text() for label in window.findChildren(QLabel) if "Helfer" in label.text())
    assert "gewürfelt" in outcome and "(das höchste Ergebnis zählt)" in outcome, outcome
    for english in ("rolled", "assistants", "the highest result is used", "Assistant"):
        assert english not in outcome, english
    newest = _log(person)[0]
    assert "Helfer 1 würfelt mit +2" in newest or "Helfer 1: Bonus 2" in newest, newest
    assert "Assistant" not in newest and "bonus" not in newest, newest

    person.click("Für Corporal Dag Kessler würfeln", QPushButton)
    person.wait(lambda: checks.currentText().startswith("Carbine"))  # his first attack
    _land(person, _hit(person), "Ilse Varga")
    heading, result = _log(person)[0].splitlines()
    assert "Verletzung für Ilse Varga" in heading or "Betäubung für Ilse Varga" in heading, heading
    assert "SCH" in heading and "DMG" not in heading, heading
    assert " Verletzung" in result or " Betäubung" in result, result
    for english in ("injury", "stun", "'s "):
        assert english not in heading + result, english
