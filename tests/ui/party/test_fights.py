"""A fight at the table: an attack rolled in the dice roller lands on a party member's
document as one undoable step (their card and sheet change); a status set from the sheet
makes the roller refuse the check with the reason."""

from __future__ import annotations

from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.ui.dice_roller import DiceRollerDock
from sheetkeeper.ui.party.card_cells import SmallTrack
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.sheet.elements.states import StatesElement

DAG, ILSE = "Corporal Dag Kessler", "Ilse Varga"


def member(view, name: str):
    return next(d for d in view.all_documents() if d.character.display_name == name)


def body_text(view, name: str) -> str:
    card = view.card(name)
    track = next(t for t in card.findChildren(SmallTrack) if "Body" in t.accessibleName())
    return track.accessibleName()


def test_an_attack_applied_to_a_party_member_changes_card_and_sheet_and_undoes(view, qtbot):
    dag, ilse = member(view, DAG), member(view, ILSE)
    sheet = SheetView(ilse)
    qtbot.addWidget(sheet)
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    roller.targets = view.all_documents
    roller.set_document(dag)
    roller.open_check("attack:0")  # the carbine, single shot
    roller.rng = FixedDice([9, 8])
    result = roller.roll()
    assert result.success
    assert roller.damage_button.isVisibleTo(roller)
    assert [d.character.display_name for d in roller.target_documents()] == [ILSE]
    before = ilse.character.body.left
    card_before = body_text(view, ILSE)
    applied = roller.apply_damage(ilse)
    # [000 "actual damage taken = DMG—(STOP—AP)"]: carbine DMG 4, AP 2 against STOP 1
    assert ilse.character.body.left == before + 4
    assert applied.character is ilse.character
    assert ilse.undo_stack.undoText() == f"{DAG}'s Carbine (AP rounds): 4 injury to {ILSE}"
    assert ilse.character.ledger.entries[-1].reason == f"Carbine (AP rounds) hit from {DAG}"
    assert body_text(view, ILSE) != card_before
    track = next(e for e in sheet.elements if e.element.kind == "track" and e.row.path == "body")
    assert track.row.context.character.body.left == before + 4
    assert any("4 injury" in line for line in roller.log_lines())
    ilse.undo_stack.undo()
    assert ilse.character.body.left == before
    assert body_text(view, ILSE) == card_before


def test_a_status_set_on_the_sheet_makes_the_roller_refuse_with_the_reason(view, qtbot):
    dag = member(view, DAG)
    sheet = SheetView(dag)
    qtbot.addWidget(sheet)
    states = next(e for e in sheet.elements if isinstance(e, StatesElement))
    assert states.statuses.isVisibleTo(sheet) or not sheet.isVisible()
    states._fill_statuses()
    labels = [a.text() for a in states.status_menu.actions()]
    assert labels == ["Surprised", "Incapacitated"]
    states.status_menu.actions()[0].trigger()
    assert "Surprised" in states.badges.names()
    assert dag.undo_stack.undoText() == "Set Surprised"
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    roller.set_document(dag)
    roller.open_check("attack:0")
    # the odds say 0 % with the reason, and the Roll button is off with the same reason
    assert roller.odds.text() == "Chance 0%"
    assert roller.breakdown.toPlainText().startswith(
        "Carbine (AP rounds) is impossible while Surprised: can\u2019t take any actions this round")
    assert not roller.roll_button.isEnabled()
    assert "impossible while Surprised" in roller.roll_button.toolTip()
    assert roller.roll() is None
    assert "impossible while Surprised" in roller.log_lines()[-1]
    dag.undo_stack.undo()
    assert "Surprised" not in states.badges.names()
    roller.open_check("skill:Firearms")
    roller.open_check("attack:0")
    assert roller.roll_button.isEnabled() and roller.roll_button.toolTip() == ""


def test_stun_set_on_a_grimwire_sheet_refuses_the_attack_in_the_roller(view, qtbot):
    # [003 "A stunned character cannot act or move on their turn"]
    rivet = member(view, "Rivet-9")
    sheet = SheetView(rivet)
    qtbot.addWidget(sheet)
    states = next(e for e in sheet.elements if isinstance(e, StatesElement))
    assert states.set_status("stun", True)
    assert "Stun" in states.badges.names()
    assert "Stun" in view.card("Rivet-9").badges.names()
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    roller.set_document(rivet)
    roller.open_check("attack:unarmed")
    assert "Unarmed is impossible while Stun: Cannot act or move" in roller.breakdown.text()
    assert states.set_status("stun", False)
    roller.open_check("attr:AGL")
    roller.open_check("attack:unarmed")
    assert "Chance" in roller.odds.text()


def test_a_status_set_from_the_party_card_is_undone_from_the_party(view, qtbot):
    card = view.card("Rivet-9")
    menu = card.menu()
    statuses = next(a.menu() for a in menu.actions() if a.menu() is not None)
    stun = next(a for a in statuses.actions() if a.text() == "Stun")
    assert not stun.isChecked()
    stun.trigger()
    rivet = member(view, "Rivet-9")
    assert "Stun" in card.badges.names()
    assert "Stun" in [s.label for s in rivet.rules.active_statuses(rivet.character)]
    assert rivet.undo_stack.undoText() == "Set Stun"
    view.undo_stack.undo()
    assert "Stun" not in card.badges.names()


def test_a_fall_from_the_sheet_shows_its_breakdown_and_undoes(view, qtbot):
    # [003 "Characters take damage from falling and are knocked down."]
    rivet = member(view, "Rivet-9")
    sheet = SheetView(rivet)
    qtbot.addWidget(sheet)
    states = next(e for e in sheet.elements if isinstance(e, StatesElement))
    assert not states.hazards.isHidden()
    dialog = states.hazard_dialog()
    qtbot.addWidget(dialog)
    assert dialog.select("Fall")
    assert "the fall table's dice" in dialog.detail.text()
    dialog.inputs.control("metres").setValue(9)
    before = rivet.character
    assert dialog.apply_selected()
    assert "Fell 9m (2d8 = " in dialog.detail.text()
    assert rivet.character.condition.current < before.condition.current
    assert "Knocked down" in states.badges.names()
    rivet.undo_stack.undo()
    assert rivet.character == before


def _fight(view):
    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    panel.add_foe("rainworld", "Lizard", {"stop": 1})
    panel.add_foe("grimwire", "Bandit", {})
    panel.add_foe("grimwire", "Bandit", {})
    panel.add_foe("lite", "Wolf", {})
    return panel


def test_a_hit_on_a_foe_lands_once_through_its_rules_as_one_party_step(view, qtbot):
    panel = _fight(view)
    dag = member(view, DAG)
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    roller.targets = lambda: [*view.all_documents(), *view.foe_documents()]
    roller.set_document(dag)
    roller.open_check("attack:0")  # the carbine, single shot
    roller.rng = FixedDice([9, 8])
    assert roller.roll().success
    targets = roller.target_documents()
    assert [getattr(d, "label", d.character.display_name) for d in targets] == [ILSE, "Lizard (foe)"]
    lizard = targets[-1]
    steps = view.undo_stack.count()
    applied = roller.apply_damage(lizard)
    # [000 "actual damage taken = DMG—(STOP—AP)"]: carbine DMG 4, AP 2 against STOP 1
    foe = view.campaign.encounter.foes[0]
    assert applied is not None and foe.sheet == {"body.left": 4}
    assert view.undo_stack.count() == steps + 1 and view.undo_stack.undoText() == "Damage to Lizard"
    assert lizard.character.body.left == 4  # the roller's foe shows it at once
    assert "Lizard (Body 4/10, Injured -2)" in panel.heading.text()
    assert roller.apply_damage(lizard) is None and not roller.damage_button.isEnabled()  # once
    view.undo_stack.undo()
    assert view.campaign.encounter.foes[0].sheet == {} and lizard.character.body.left == 0
    assert roller.damage_button.isEnabled()  # undone, the same hit may land (on another, say)
    view.undo_stack.redo()
    assert view.campaign.encounter.foes[0].sheet == {"body.left": 4}
    assert not roller.damage_button.isEnabled() and roller.apply_damage(lizard) is None
    view.undo_stack.undo()
    assert roller.apply_damage(lizard) is not None  # landed again without another roll
    assert view.campaign.encounter.foes[0].sheet == {"body.left": 4}
    assert not roller.damage_button.isEnabled()


def test_roll_for_lists_the_foes_after_the_members_a_name_only_foe_greyed(view, qtbot):
    _fight(view)
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    roller.set_party(view.roll_documents)
    picker = roller.member
    picker.showPopup()
    texts = [picker.itemText(i) for i in range(picker.count())]
    assert texts[-4:] == ["Lizard (foe)", "Bandit 1 (foe)", "Bandit 2 (foe)", "Wolf (foe)"]
    wolf = picker.model().item(picker.count() - 1)
    assert not wolf.isEnabled() and "a Game Rules Lite foe is a name" in wolf.toolTip()
    picker.hidePopup()
    bandit = view.foes.documents()[2]
    roller.roll_for(bandit)
    assert roller.document is bandit and roller.check.findData("attack:unarmed") >= 0
    rivet = member(view, "Rivet-9")
    roller.open_check("attack:unarmed")
    roller.rng = FixedDice([20])  # a natural 20: a hit
    assert roller.roll().success
    before = rivet.character.condition.current
    roller.apply_damage(rivet)  # the foe's hit lands on the member as a member's does
    assert rivet.character.condition.current < before
    assert rivet.undo_stack.undoText().startswith("Bandit 2's Unarmed")


def test_a_foe_rolled_for_leaves_roll_for_when_the_encounter_ends(view, qtbot):
    panel = _fight(view)
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    roller.set_party(view.roll_documents)
    roller.roll_for(view.foes.documents()[1])
    assert roller.member.currentText() == "Bandit 1 (foe)"
    assert view.campaign.encounter is not None
    panel.start_or_end()  # ended: no foe fights now
    assert view.campaign.encounter is None
    texts = [roller.member.itemText(i) for i in range(roller.member.count())]
    assert texts and not any(t.endswith("(foe)") for t in texts)  # without opening the list
    assert roller.document is roller.member.currentData()
    assert roller.document.character.display_name == texts[0]
    view.undo_stack.undo()  # the encounter back: its foes may be picked again
    roller.member.showPopup()
    assert "Bandit 1 (foe)" in [roller.member.itemText(i) for i in range(roller.member.count())]
    roller.member.hidePopup()


def test_the_hits_on_foes_go_into_the_session_s_record(view, qtbot):
    import random

    _fight(view)
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    roller.targets = lambda: [*view.all_documents(), *view.foe_documents()]
    roller.set_document(member(view, DAG))
    roller.open_check("attack:0")
    roller.rng = FixedDice([9, 8])
    roller.roll()
    roller.apply_damage(view.foes.documents()[0])
    hit = f"{DAG}'s Carbine (AP rounds): 4 injury to Lizard"
    view.side.setCurrentWidget(view.log)  # the log lists the encounter's hits under it
    assert hit in view.log.toPlainText()
    wizard = view.end_session(rng=random.Random(1))
    wizard.session_page.name.setText("The ford")
    wizard.next()
    wizard.next()
    wizard.accept()
    assert f"Encounter 1: {hit}" in view.campaign.sessions[-1].actions
    # The fight under way ends with the session (its box ticked at first), its log recorded once:
    # the next session starts afresh.
    assert view.campaign.encounter is None and view.campaign.encounters[-1].log == []
    view.undo_stack.undo()
    assert [e.text for e in view.campaign.encounter.log] == [hit]


def test_a_quick_brp_foe_is_rolled_for_with_its_weapon_skill_first(view, qtbot):
    # A trial rolled for a quick Basic Roleplaying foe and the roller opened on STR ×5, a
    # number nobody entered for it; its weapon skill is what the GM gave it.
    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    panel.add_foe("brp", "Orc", {"weapon_skill": 65, "damage": "1D6+1"})
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    orc = next(d for d in view.foes.documents() if d.name == "Orc")
    roller.set_document(orc)
    assert roller.check_id() == "skill:Weapon skill"
