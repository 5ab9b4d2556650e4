"""The game master's evening, in the assembled window: on a fresh machine the app opens the
sample party; the GM rolls for a member from the dashboard (the roller's "Roll for"), puts
one hit's damage on another member, once, saves the party and opens it again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget, QPushButton, QWidget

from sheetkeeper.ui.party import PartyView

ATTACKER, TARGET = "Corporal Dag Kessler", "Ilse Varga"
ATTACK = "Combat knife (Melée Weapons 2)"


def hit_points(window, person, who: str) -> str:
    """What the member's card says of the body track, as a screen reader reads it."""
    tracks = [person.name_of(w) for w in window.findChildren(QWidget)
              if w.isVisible() and person.name_of(w).startswith(f"{who} Body:")]
    assert len(tracks) == 1, tracks
    return tracks[0]


def test_roll_for_a_member_from_the_dashboard_and_land_one_hit(open_window, hands, tmp_path):
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    before = hit_points(window, person, TARGET)

    person.menu("View", "Dice roller")
    person.choose("Roll for", ATTACKER)
    person.choose("Check to roll", ATTACK)
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
    target = next(a for a in menu.actions() if a.text() == TARGET)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     menu.actionGeometry(target).center())
    person.wait(lambda: hit_points(window, person, TARGET) != before)
    hurt = hit_points(window, person, TARGET)
    assert not damage.isEnabled(), "one hit's damage could land twice"
    assert "roll again" in damage.toolTip()
    log = person.find("Roll log", QListWidget)
    assert sum(TARGET in log.item(i).text() for i in range(log.count())) == 1

    person.click("Save party", QPushButton)
    person.wait(lambda: not window.isWindowModified())
    party_file = window.settings.recent_files()[0]
    window.close()

    again = open_window(party_file)
    person = hands(again)
    person.wait(lambda: isinstance(again.tab_widget.currentWidget(), PartyView))
    assert hit_points(again, person, TARGET) == hurt
    person.shot(tmp_path / "gm.png")  # the end state, to look at (pytest --basetemp keeps it)

