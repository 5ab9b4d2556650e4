"""The Encounter and Stash panels on the party tab: each step one undoable step on the
party's stack, with what it did to members' sheets; the turn under way selected."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from sheetkeeper import api
from sheetkeeper.core.purse import amounts, as_rows

ILSE = "rainworld-ilse-varga.skchar"


def _key(view, name: str) -> str:
    return next(k for k, c in view.members() if c.display_name == name)


def test_foes_the_order_and_a_round_s_end_are_steps_undone_as_steps(view, qtbot):
    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    assert not panel.next_button.isEnabled() and not panel.roll_button.isEnabled()
    panel.add_foe("grimwire", "Bandit", {"PER": 2})  # starts an encounter first
    panel.add_foe("rainworld", "Lizard", {"tactical_awareness": 1})
    assert [f.name for f in view.campaign.encounter.foes] == ["Bandit", "Lizard"]
    assert "Bandit, Lizard" in panel.heading.text()
    ilse = view.document_of(_key(view, "Ilse Varga"))
    ilse.apply(api.Action("status.set", {"status": "surprised"}))
    panel.rng = random.Random(3)
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    order = view.campaign.encounter.order
    assert panel.order.count() == len(order) == 9  # 7 members and 2 foes, one turn each
    assert panel.order.currentRow() == view.campaign.encounter.current
    assert panel.round.text() == "Round 1"
    steps = 0
    while view.campaign.encounter.round == 1:
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        steps += 1
    assert panel.round.text() == "Round 2"
    assert api.active_statuses(ilse.character) == []  # Surprised ended with the round
    assert "Surprised ends with the round" in view.status.text()
    view.undo_stack.undo()  # that one Next: the round and Ilse's Surprised come back
    assert view.campaign.encounter.round == 1
    assert [s.id for s in api.active_statuses(ilse.character)] == ["surprised"]
    view.undo_stack.redo()
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)  # End encounter
    assert view.campaign.encounter is None and view.campaign.encounters[0].ended
    # No question asked: ending is one step like any other, and the GM is told Undo brings it back.
    assert view.status.text() == "“Encounter 1” ended: it is kept, and goes into the session log. Undo brings it back."
    assert "Foes: Bandit, Lizard" in view.log.toPlainText().replace("\n", " ")


def test_an_item_handed_over_changes_the_member_s_load_and_undo_takes_it_back(view, qtbot):
    panel = view.stash_panel
    view.side.setCurrentWidget(panel)
    panel.item_name.setText("Rope")
    panel.quantity.setValue(1)
    panel.enc.setValue(2)
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert panel.items.item(0).text() == "Rope ×1, ENC 2"
    key = _key(view, "Brannoc Tarl")
    document = view.document_of(key)
    before = api.encumbrance(document.character).load
    panel.member.setCurrentIndex(panel.member.findData(key))
    qtbot.mouseClick(panel.hand_button, Qt.MouseButton.LeftButton)
    assert api.encumbrance(document.character).load == before + 2
    assert panel.items.count() == 0 and document.modified
    view.undo_stack.undo()
    assert api.encumbrance(document.character).load == before and panel.items.count() == 1


def test_coins_split_among_all_say_what_stays(view, qtbot):
    panel = view.stash_panel
    view.side.setCurrentWidget(panel)  # a panel not shown is brought up to date when shown
    panel.coin_amount.setValue(30)
    qtbot.mouseClick(panel.coin_button, Qt.MouseButton.LeftButton)
    assert panel.coins.text() == "Coins: 30 sp"
    dialog = panel.ask_split()
    qtbot.addWidget(dialog)
    assert all(tick.isChecked() for _, tick in dialog.members)  # every member at first
    assert dialog.said.text() == "4 sp each to 7 members. 2 sp do not divide evenly and stay in the stash."
    dialog.accept()
    assert view.status.text().startswith("4 sp each to 7 members. 2 sp did not divide evenly and "
                                        "stay in the stash.")
    assert panel.coins.text() == "Coins: 2 sp"


def test_the_gm_moves_a_turn_with_the_keys_or_by_dragging(view, qtbot):
    from PySide6.QtTest import QTest

    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    panel.add_foe("renaissance", "Guard", {"initiative_modifier": 9})
    panel.rng = random.Random(5)
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    names = [t.name for t in view.campaign.encounter.order]
    panel.order.setFocus()
    panel.order.setCurrentRow(1)
    QTest.keyClick(panel.order, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert [t.name for t in view.campaign.encounter.order] == [names[1], names[0], *names[2:]]
    assert panel.order.currentRow() == 0
    panel.order.model().moveRow(panel.order.rootIndex(), 0, panel.order.rootIndex(), 3)  # a drop
    qtbot.waitUntil(lambda: [t.name for t in view.campaign.encounter.order][:3]
                    == [names[0], names[2], names[1]])
    view.undo_stack.undo()
    assert [t.name for t in view.campaign.encounter.order][:2] == [names[1], names[0]]


def test_a_foe_from_a_saved_sheet_fights_by_its_sheet(view, qtbot, tmp_path):
    rival = api.new_character("renaissance", "Rival").model_copy(update={"initiative_modifier": 40})
    path = view.opened.path.parent / "rival.skchar"
    api.save(rival, path)
    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    panel.add_foe_file(str(path))
    (foe,) = view.campaign.encounter.foes
    assert (foe.name, foe.path, foe.numbers) == ("Rival", "rival.skchar", {})
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    order = [t.name for t in view.campaign.encounter.order]
    rival_turn = view.campaign.encounter.order[order.index("Rival")]
    assert rival_turn.total > 40  # 1d10 + its sheet's modifier
    assert order.index("Rival") == order.index("Ven Aldana") - 1  # first of its game
    assert api.load(path).character == rival  # the fight never writes the foe's file


def test_the_end_of_a_session_records_the_fights_and_the_stash_as_one_step(view, qtbot):
    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    panel.add_foe("brp", "Bandit", {"weapon_skill": 40})
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)  # End encounter
    view.stash_panel.item_name.setText("Lantern")
    qtbot.mouseClick(view.stash_panel.add_button, Qt.MouseButton.LeftButton)
    sessions = len(view.campaign.sessions)
    wizard = view.end_session(rng=random.Random(1))
    wizard.session_page.name.setText("The ford")
    wizard.next()
    wizard.next()
    wizard.accept()
    record = view.campaign.sessions[-1]
    assert "Encounter: Encounter 1 (ended, 0 rounds): Bandit" in record.actions
    assert "Stash: Found Lantern ×1" in record.actions
    assert view.campaign.stash.log == [] and view.campaign.stash.items[0].name == "Lantern"
    assert "Stash: Found Lantern ×1" in view.log.toPlainText()
    view.undo_stack.undo()  # one step: the record and the stash's log come back together
    assert len(view.campaign.sessions) == sessions
    assert [e.text for e in view.campaign.stash.log] == ["Found Lantern ×1"]


def test_a_foe_shows_its_numbers_and_leaves_by_delete_a_member_stays(view, qtbot):
    """A trial could not see a quick foe's numbers again, nor take one foe out but by undo."""
    from PySide6.QtTest import QTest

    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    panel.add_foe("rainworld", "Lizard", {"stop": 2, "tactical_awareness": 1})
    panel.rng = random.Random(2)
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    row = next(i for i in range(panel.order.count()) if "Lizard" in panel.order.item(i).text())
    assert "STOP 2" in panel.order.item(row).toolTip()
    assert panel.remove_action in panel.order.actions()  # also its context menu
    panel.order.setFocus()
    panel.order.setCurrentRow(row)
    QTest.keyClick(panel.order, Qt.Key.Key_Delete)
    assert view.campaign.encounter.foes == []
    member = next(i for i in range(panel.order.count()) if "(foe)" not in panel.order.item(i).text())
    panel.order.setCurrentRow(member)
    count = panel.order.count()
    QTest.keyClick(panel.order, Qt.Key.Key_Delete)
    assert panel.order.count() == count and "members stay in the fight" in view.status.text()
    view.undo_stack.undo()
    assert [f.name for f in view.campaign.encounter.foes] == ["Lizard"]


def test_foes_of_an_earlier_fight_are_ticked_and_brought_fresh(view, qtbot):
    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    assert not panel.past_foes_button.isEnabled()  # no fight is kept yet
    panel.add_foe("grimwire", "Bandit", {"PER": 2})
    panel.add_foe("rainworld", "Lizard", {"stop": 1})
    bandit = view.campaign.encounter.foes[0]
    panel.set_foe_status(bandit.id, "stun", True)
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)  # End encounter
    assert panel.past_foes_button.isEnabled()
    dialog = panel.ask_past_foes()
    qtbot.addWidget(dialog)
    assert dialog.encounter.currentText().startswith("Encounter 1 (")
    assert [(box.text(), box.isChecked()) for _, box in dialog.boxes] == [("Bandit", True), ("Lizard", True)]
    dialog.boxes[1][1].setChecked(False)
    dialog.accept()
    fight = view.campaign.encounter  # a new one, started for them
    assert fight is not None and fight.name == "Encounter 2"
    assert [(f.name, f.statuses) for f in fight.foes] == [("Bandit", [])]  # fresh: no stun
    assert "Bandit join the fight." in view.status.text()
    view.undo_stack.undo()
    assert view.campaign.encounter is None
    dialog = panel.ask_past_foes()
    qtbot.addWidget(dialog)
    dialog.as_left.setChecked(True)
    dialog.accept()
    assert [(f.name, f.statuses) for f in view.campaign.encounter.foes] == [("Bandit", ["stun"]), ("Lizard", [])]


def test_coins_split_among_the_members_ticked(view, qtbot):
    # The issue: "split coins among chosen members (remainders said)".
    panel = view.stash_panel
    view.side.setCurrentWidget(panel)
    panel.coin_kind.setText("gold crowns")
    panel.coin_amount.setValue(10)
    qtbot.mouseClick(panel.coin_button, Qt.MouseButton.LeftButton)
    dialog = panel.ask_split()
    qtbot.addWidget(dialog)
    assert dialog.kind.currentText() == "gold crowns" and dialog.amount.value() == 10
    chosen = {"Ilse Varga", "Angus", "Ven Aldana"}
    for _key, tick in dialog.members:
        tick.setChecked(tick.text() in chosen)
    assert dialog.said.text() == ("3 gold crowns each to 3 members. 1 gold crowns do not divide "
                                  "evenly and stay in the stash.")
    for _key, tick in dialog.members:
        tick.setChecked(False)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled() and "choose at least one member" in dialog.said.text().lower()
    for _key, tick in dialog.members:
        tick.setChecked(tick.text() in chosen)
    dialog.accept()
    assert view.campaign.stash.coins == {"gold crowns": 1}
    log = view.campaign.stash.log[-1].text
    assert "Ilse Varga 3 gold crowns" in log and "Angus 3" in log and "Brannoc" not in log
    purses = {c.display_name: amounts(c.purse) for _k, c in view.members()}
    assert {n: p for n, p in purses.items() if p} == {n: {"gold crowns": 3} for n in chosen}
    cards = {card.document.character.display_name: card for card in view.visible_cards()}
    assert cards["Angus"].purse.text() == "Purse: 3 gold crowns" and cards["Angus"].purse.isVisible()
    assert not cards["Brannoc Tarl"].purse.isVisible()
    view.undo_stack.undo()  # one step: the stash and the three purses
    assert view.campaign.stash.coins == {"gold crowns": 10}
    assert all(c.purse == [] for _k, c in view.members())
    assert not cards["Angus"].purse.isVisible()
    view.undo_stack.redo()
    assert {c.display_name for _k, c in view.members() if c.purse} == chosen


def test_coins_go_back_from_a_member_s_purse_to_the_stash(view, qtbot):
    panel = view.stash_panel
    view.side.setCurrentWidget(panel)
    panel.coin_kind.setText("sp")
    panel.coin_amount.setValue(8)
    qtbot.mouseClick(panel.coin_button, Qt.MouseButton.LeftButton)
    panel.split("sp", [key for key, _c in view.members()][:2])
    key, member = view.members()[0]
    assert amounts(member.purse) == {"sp": 4}
    panel.member.setCurrentIndex(panel.member.findData(key))
    panel.coin_amount.setValue(3)
    qtbot.mouseClick(panel.give_button, Qt.MouseButton.LeftButton)
    assert amounts(dict(view.members())[key].purse) == {"sp": 1} and view.campaign.stash.coins == {"sp": 3}
    panel.coin_amount.setValue(2)
    with qtbot.waitSignal(view.message) as said:
        qtbot.mouseClick(panel.give_button, Qt.MouseButton.LeftButton)
    assert said.args[0] == f"{member.display_name}: the purse holds 1 sp, not 2"  # and nothing moved
    assert amounts(dict(view.members())[key].purse) == {"sp": 1} and view.campaign.stash.coins == {"sp": 3}
    view.undo_stack.undo()
    assert amounts(dict(view.members())[key].purse) == {"sp": 4} and view.campaign.stash.coins == {}


def test_undoing_a_split_keeps_what_was_written_on_a_sheet_since(view, qtbot):
    """Nothing lost: the party's Undo takes back its own coins, not a row the player added on
    the member's sheet after the split (the member's sheet was put back as it was before)."""
    panel = view.stash_panel
    view.side.setCurrentWidget(panel)
    panel.coin_kind.setText("sp")
    panel.coin_amount.setValue(8)
    qtbot.mouseClick(panel.coin_button, Qt.MouseButton.LeftButton)
    key = view.members()[0][0]
    panel.split("sp", [key])
    document = view.document_of(key)
    rules = document.rules
    document.apply(api.Action("list.add", {"path": rules.carried, "value": {"name": "Lantern"}}))
    assert "Lantern" in [row.name for row in getattr(document.character, rules.carried)]
    view.undo_stack.undo()  # the split, on the party's tab
    character = document.character
    assert view.campaign.stash.coins == {"sp": 8} and amounts(character.purse) == {}
    assert "Lantern" in [row.name for row in getattr(character, rules.carried)]
    view.undo_stack.redo()
    character = document.character
    assert view.campaign.stash.coins == {} and amounts(character.purse) == {"sp": 8}
    assert "Lantern" in [row.name for row in getattr(character, rules.carried)]
    # Some of the coins spent on the sheet since: the undo cannot take back half of them, so
    # the sheet is put back as it was before the split (no coins made from nothing).
    spent = document.character.model_copy(update={"purse": as_rows({"sp": 5})})
    document.replace(spent, "Spend 3 sp")
    view.undo_stack.undo()
    assert view.campaign.stash.coins == {"sp": 8} and amounts(document.character.purse) == {}


def test_a_foe_added_after_the_roll_is_placed_and_the_gm_is_told_where(view, qtbot):
    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    panel.add_foe("grimwire", "Bandit", {"PER": 2})
    panel.rng = random.Random(3)
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    under_way = api.current_turn(view.campaign)
    panel.add_foe("grimwire", "Captain", {"PER": 5})
    order = view.campaign.encounter.order
    at = next(i for i, t in enumerate(order) if t.name == "Captain")
    grimwire = [i for i, t in enumerate(order) if t.name in ("Rivet-9", "Bandit", "Captain")]
    assert at in grimwire and at != len(order) - 1  # among its game's turns, not last of all
    assert f"Captain takes turn {at + 1} (" in view.status.text()
    assert "placed by it" in order[at].detail or "tied with" in order[at].detail
    assert api.current_turn(view.campaign) == under_way
    assert panel.order.count() == len(order)


def test_the_turn_under_way_is_marked_apart_from_the_row_clicked(view, qtbot):
    # A trial clicked another turn and could no longer tell whose turn it was.
    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    panel.add_foe("grimwire", "Bandit", {"PER": 2})
    panel.rng = random.Random(2)
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    current = view.campaign.encounter.current
    marked = [i for i in range(panel.order.count()) if panel.order.item(i).text().startswith("\u25b6")]
    assert marked == [current] and panel.order.item(current).font().bold()
    panel.order.setCurrentRow(current + 1)  # the GM looks at another turn
    assert panel.order.item(current).text().startswith("\u25b6")
    assert not panel.order.item(current + 1).font().bold()


def test_the_buttons_stay_where_they_are_as_foes_join(view, qtbot):
    """A GM clicks Add foe… again where it was: the heading naming the foes grows under the
    buttons, not above them."""
    view.resize(1100, 720)
    view.show()
    qtbot.waitExposed(view)
    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    panel.add_foe("grimwire", "Bandit", {})
    qtbot.wait(10)
    buttons = [panel.start_button, panel.add_foe_button, panel.past_foes_button]
    where = [b.mapTo(panel, b.rect().topLeft()) for b in buttons]
    for i in range(6):
        panel.add_foe("grimwire", f"Bandit of the long road number {i}", {})
    qtbot.wait(10)
    assert panel.heading.height() > 2 * panel.heading.fontMetrics().height()  # it grew
    assert [b.mapTo(panel, b.rect().topLeft()) for b in buttons] == where
