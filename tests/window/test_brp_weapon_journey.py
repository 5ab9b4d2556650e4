"""Basic Roleplaying's Weapon option in the assembled window: where two weapon rows on the
Gear page share a skill, the roller asks which weapon the attack is made with, and a hit's
damage is the chosen row's [004 "Spend power points equal to the entire damage range of
your weapon"; the excerpt's weapons have their own damage]. A person picks the check and
the weapon, rolls until a hit, and reads the damage against another target."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton

from sheetkeeper import api
from sheetkeeper.storage import load_character, save_character
from sheetkeeper.systems.brp.model import Weapon

SKILL = "Melee Weapon (Broadsword)"
DAGGER = Weapon(name="Dagger", skill=SKILL, damage="1D4+2", special="impale", hands="1H", hp=12)


def test_the_attack_with_a_chosen_weapon_row_does_its_damage(open_window, hands, sample_copies):
    path = sample_copies / "brp-brannoc-tarl.skchar"
    brannoc = load_character(path).character
    brannoc = brannoc.model_copy(update={"weapons": [*brannoc.weapons, DAGGER]})
    save_character(path, brannoc, backup=False)
    check = next(c for c in api.checks(brannoc) if c.id == f"skill:{SKILL}")

    window = open_window(path)
    person = hands(window)
    person.menu("View", "Dice roller")
    person.choose("Check to roll", f"{check.label} ({check.target})")
    weapon = person.choose("Weapon", "Dagger")
    assert [weapon.itemText(i) for i in range(weapon.count())] == ["Broadsword", "Dagger"]

    damage = None
    for _ in range(60):
        person.click("Roll", QPushButton)
        found = person.all("Apply damage to…", QPushButton)
        if found:
            damage = found[0]
            break
    assert damage is not None, "no hit in 60 rolls"
    person.click(damage)
    menu = damage.menu()
    person.wait(menu.isVisible)
    QTest.qWait(100)
    other = next(a for a in menu.actions() if a.text() == "Other target…")
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     menu.actionGeometry(other).center())

    def breakdown() -> str:
        return next((label.text() for label in person.top().findChildren(QLabel)
                     if label.accessibleDescription() == "Damage breakdown"), "")

    person.wait(lambda: "Dagger 1D4+2" in breakdown())
    assert "Broadsword" not in breakdown() and "1D8+1" not in breakdown()
    person.fill("Armour points", "3")
    person.key(Qt.Key.Key_Tab)  # the number is taken when its box is left
    person.wait(lambda: "Armour 3" in breakdown())
    person.click("Close", QPushButton)
