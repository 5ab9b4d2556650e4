"""The game master's evening, in the assembled window: on a fresh machine the app opens the
sample party; the GM rolls for a member from the dashboard (the roller's "Roll for"), puts
one hit's damage on another member, once, saves the party and opens it again; rolls initiative
and ends the session with an award that lands on the members' sheets."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QTreeWidget,
    QWidget,
)

from sheetkeeper.core.registry import system_of
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



def test_initiative_then_end_the_session_with_an_award(open_window, hands, tmp_path):
    """The GM rolls initiative from the dashboard and reads the order, then ends the session:
    names it, gives everyone whose game awards XP the same award with its reason, reads the
    summary and applies it; the award lands on those members' sheets and the session is
    logged."""
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    view = window.tab_widget.currentWidget()
    members = {c.display_name: c for _, c in view.members()}

    def initiative(dialog) -> None:
        tree = person.find("Initiative order", QTreeWidget, root=dialog)
        rows = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
        heads = [r.text(0) for r in rows if not r.text(1)]  # each game, headed by its own rule
        assert {h.split(" — ")[0] for h in heads} == {system_of(c).name for c in members.values()}
        assert sorted(r.text(1) for r in rows if r.text(1)) == sorted(members)  # every member, once
        assert all(r.text(2) for r in rows if r.text(1))  # with the initiative rolled
        person.click("Roll again", QPushButton, root=dialog)
        assert tree.topLevelItemCount() == len(rows)
        person.click("Close", QPushButton, root=dialog)

    with person.dialog(initiative):
        person.click("Initiative…", QPushButton)

    before = {name: c.ledger.xp_earned for name, c in members.items()}
    # BRP and Renaissance have no XP; Game Rules Lite has, counted by its questions, and "The
    # GM has the final say on how many XP each PC should get": the award for everyone too
    by_hand = {name for name, c in members.items() if system_of(c).rules.award}
    logged = len(view.campaign.sessions)
    lite = next(name for name, c in members.items() if system_of(c).id == "lite")

    def end(wizard) -> None:
        name = person.find("Session name", QLineEdit, root=wizard)
        assert name.text() == f"Session {logged + 1}"
        person.click("Next >", QPushButton, root=wizard)
        person.fill("XP for everyone", "3", root=wizard)
        person.fill("Reason for everyone's XP", "Brought the lantern home", root=wizard, kind=QLineEdit)
        # each card says what its member has to advance with, in the game's words
        for name, c in members.items():
            if system_of(c).rules.award:
                has = person.find(f"{name} has", QLabel, root=wizard).text()
                assert has in (f"{c.ledger.xp_available} XP available", f"{c.ledger.xp_earned} XP earned"), has
        # Game Rules Lite: "For each of the following questions that you can answer with a
        # “yes”, you get one XP": the player answers, nothing is ticked for them; the award
        # counts the answers until the GM sets it.
        there = person.find("Did you participate in the session?", QCheckBox, root=wizard)
        assert not there.isChecked()
        person.click(there)
        assert person.find(f"XP for {lite}", QSpinBox, root=wizard).value() == 1
        person.click("Give to everyone", QPushButton, root=wizard)
        assert person.find(f"XP for {lite}", QSpinBox, root=wizard).value() == 3
        person.click("Next >", QPushButton, root=wizard)
        summary = person.find("Summary of the session", QTextBrowser, root=wizard)
        for name in by_hand:  # what Apply will do, read before it is done
            now = members[name].ledger.xp_available
            person.wait(lambda name=name, now=now: f"{name} XP {now} → {now + 3}" in summary.toPlainText())
        # BRP and Renaissance award no XP: their members' lines say what the game has (BRP's
        # experience checks ticked, rolled now) or nothing, never "XP 0"
        for name, c in members.items():
            head = next(line for line in summary.toPlainText().splitlines() if line.startswith(name))
            if system_of(c).id in ("brp", "renaissance"):
                assert "XP" not in head, head
            if system_of(c).id == "brp":
                assert "experience checks ticked →" in head, head
            if system_of(c).id == "renaissance":
                assert head.strip() == name, head
        person.click("Apply", QPushButton, root=wizard)

    with person.dialog(end):
        person.click("End session…", QPushButton)
    person.wait(lambda: len(view.campaign.sessions) == logged + 1)
    awarded = {c.display_name for _, c in view.members() if c.ledger.xp_earned == before[c.display_name] + 3}
    assert awarded == by_hand and by_hand, (awarded, by_hand)
    for _, c in view.members():
        if c.display_name in by_hand:
            assert any(e.reason.startswith(("Brought the lantern home", "GM's award of 3 (questions gave 1): "
                                            "Brought the lantern home")) for e in c.ledger.entries)
    # The session log says why the XP was given, not the amount alone.
    log = person.find("Session log", QTextBrowser)
    person.wait(lambda: f"{min(by_hand - {lite})}: Award 3 XP (Brought the lantern home)" in log.toPlainText())
    person.shot(tmp_path / "end-of-session.png")


def _roll_for(window) -> str:
    """Whom the dice roller rolls for now, as its "Roll for" list shows."""
    from sheetkeeper.ui.member_picker import MemberPicker

    picker = window.findChild(MemberPicker)
    return picker.currentText() if picker is not None and picker.isVisible() else ""


def test_roll_from_a_members_card(open_window, hands):
    """From a member's card the GM rolls for that member: its Roll… button, Ctrl+R in the
    card, and Roll… in its menu each show the dice roller with the member picked in Roll for;
    a roll is then that member's, and the log on the party's tab, the party's, says so."""
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    assert _roll_for(window) == ""  # the roller is not shown yet

    person.click(f"Roll for {TARGET}", QPushButton)
    person.wait(lambda: _roll_for(window) == TARGET)
    assert person.focused() is person.find("Check to roll")  # the next thing to choose

    box = next(w for w in window.findChildren(QWidget) if w.isVisible()
               and person.name_of(w).startswith(f"{ATTACKER} Body:"))
    person.click(box)
    person.wait(box.hasFocus)
    person.key(Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    person.wait(lambda: _roll_for(window) == ATTACKER)

    person.click(next(w for w in window.findChildren(QWidget) if w.isVisible()
                      and person.name_of(w).startswith(f"{TARGET} Body:")))
    picked: list[str] = []

    def roll_from_menu() -> None:
        menu = QApplication.activePopupWidget()
        if menu is None:
            QTimer.singleShot(30, roll_from_menu)
            return
        action = next(a for a in menu.actions() if a.text().startswith("Ro&ll…"))
        picked.append(action.text())
        QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         menu.actionGeometry(action).center())

    QTimer.singleShot(0, roll_from_menu)
    # The Menu key on the member's body track: the event the window system gives for it
    # (a simulated key press reaches the widget, not the window system that makes the menu).
    track = person.focused()
    at = track.rect().center()
    QApplication.sendEvent(track, QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, at,
                                                    track.mapToGlobal(at)))
    person.wait(lambda: _roll_for(window) == TARGET)
    assert picked == ["Ro&ll…\tCtrl+R"]

    person.choose("Check to roll", person.find("Check to roll").itemText(0))
    person.click("Roll", QPushButton)
    log = person.find("Roll log", QListWidget)
    person.wait(lambda: log.count() == 1)
    rolled = log.item(0).text()
    assert rolled.split("  ", 1)[1].startswith(f"{TARGET}: "), rolled  # the party's log says who
    person.click(f"Roll for {ATTACKER}", QPushButton)  # on the party's tab the log is the party's
    person.wait(lambda: _roll_for(window) == ATTACKER)
    assert [log.item(i).text() for i in range(log.count())] == [rolled]


def test_the_card_rolled_for_stays_in_view_as_the_roller_docks(open_window, hands):
    """Roll… on the last card: the roller docks beside the cards the first time, narrowing
    them; the card rolled for, and its Roll… button, are still in view."""
    from PySide6.QtCore import QPoint, QRect

    from sheetkeeper.ui.party.card import MemberCard

    window = open_window()
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    party = window.tab_widget.currentWidget()
    assert _roll_for(window) == ""  # the roller is not shown yet
    cards = [c for c in party.findChildren(MemberCard) if c.isVisible()]
    last = max(cards, key=lambda c: c.mapTo(party, QPoint(0, 0)).y())
    name = last.document.character.display_name
    person.scroll_to(last)
    button = person.find(f"Roll for {name}", QPushButton)
    person.click(button)
    person.wait(lambda: _roll_for(window) == name)
    QTest.qWait(500)  # the dock laid out, the cards narrowed and wrapped again
    viewport = party.scroll.viewport()
    where = QRect(button.mapTo(viewport, QPoint(0, 0)), button.size())
    assert viewport.rect().contains(where), (where, viewport.rect())
