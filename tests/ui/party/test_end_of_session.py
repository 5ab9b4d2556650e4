"""The end-of-session wizard on the sample campaign: damage marked on the dashboard, awards,
BRP experience rolls with a seeded random source, rests, the summary, one undoable step,
and the files after saving."""

from __future__ import annotations

import random
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from sheetkeeper.core.actions import Action
from sheetkeeper.core.rules import Context
from sheetkeeper.core.session import MemberPlan, end_session, session_steps
from sheetkeeper.storage import load_campaign, load_character
from sheetkeeper.ui.party.card_cells import SmallTrack

SEED = 20240309
AT = datetime(2024, 3, 9, 22, 0)
TITLE = "The drowned chapel"


def mark_injury(view, qtbot, name: str) -> None:
    card = view.card(name)
    track = next(t for t in card.findChildren(SmallTrack) if "Body" in t.accessibleName())
    box = track.box_rect(card.document.character.body.left).center().toPoint()
    qtbot.mouseClick(track, Qt.MouseButton.LeftButton, pos=box)


def expected_outcomes(characters: dict, xp: dict, answers: dict):
    """The same session computed straight from the domain, with the same seed."""
    plans = []
    for key, c in characters.items():
        steps = []
        for step in session_steps(c):
            if "answers" in step.action.args:
                steps.append(step.filled(answers))
            else:
                steps.append(step.action)
        amount, reason = xp.get(key, (0, ""))
        plans.append(MemberPlan(key, c, amount, reason, tuple(steps)))
    return end_session(plans, TITLE, Context(rng=random.Random(SEED), at=AT))


def run_wizard(view, xp: dict, answers: dict):
    wizard = view.end_session(rng=random.Random(SEED), at=AT)
    wizard.show()
    wizard.session_page.name.setText(TITLE)
    wizard.next()
    for key, (amount, reason) in xp.items():
        panel = wizard.awards_page.panel(key)
        panel.xp.setValue(amount)
        panel.reason.setText(reason)
    lite = wizard.awards_page.panel("lite-angus.skchar")
    for question, yes in answers.items():
        lite.questions.control(question).setChecked(yes)
    wizard.next()
    return wizard


def test_end_of_session_applies_to_every_member_as_one_undoable_step(view, qtbot, party_file):
    injuries = dict(view.members())["rainworld-dag-kessler.skchar"].body.left
    mark_injury(view, qtbot, "Corporal Dag Kessler")
    before = dict(view.members())
    assert before["rainworld-dag-kessler.skchar"].body.left == injuries + 1
    angus = before["lite-angus.skchar"]
    questions = [o.id for o in session_steps(angus)[0].inputs]
    answers = {q: i in (0, 1, 3) for i, q in enumerate(questions)}
    xp = {"rainworld-dag-kessler.skchar": (3, "held the gate"),
          "grimwire-rivet-9.skchar": (10, "the chapel bell")}
    wizard = run_wizard(view, xp, answers)
    expected, record = expected_outcomes(before, xp, answers)

    # the summary shows what will be applied, before applying
    summary = wizard.summary_page.text.toPlainText()
    for outcome in expected:
        assert outcome.after.display_name in summary
        for line in outcome.lines:
            assert line in summary
    wizard.accept()

    after = dict(view.members())
    for outcome in expected:
        assert after[outcome.key] == outcome.after, outcome.key
        document = view.document_of(outcome.key)
        if outcome.after == outcome.before:  # Renaissance: no XP and no between-session step
            assert outcome.key == "renaissance-ven.skchar" and not document.modified
            continue
        assert document.modified
        assert document.undo_stack.undoText() == f"End of session: {TITLE}"
    # ledgers: the awards, with the session's name
    dag = after["rainworld-dag-kessler.skchar"]
    new = dag.ledger.entries[len(before["rainworld-dag-kessler.skchar"].ledger.entries):]
    assert [(e.amount, e.reason, e.session) for e in new if e.kind == "xp.award"] == [
        (3, "held the gate", TITLE)]
    assert dag.ledger.xp_available == before["rainworld-dag-kessler.skchar"].ledger.xp_available + 3
    # [001 "For each of the following questions that you can answer with a “yes”, you get one XP"]
    assert after["lite-angus.skchar"].ledger.xp_available == angus.ledger.xp_available + 3
    # [000 "An overnight period of reasonable rest and self-care will remove all stun."]
    assert dag.body.right == 0 and dag.body.left == injuries + 1
    # [004 "Make an experience check for the skill or skills that are successful."]: rolled
    # for between sessions, then cleared
    for key in ("brp-brannoc-tarl.skchar", "brp-eleanor-marsh.skchar"):
        assert any(s.experience_check for s in before[key].skills)
        assert not any(s.experience_check for s in after[key].skills)
        assert len(after[key].ledger.entries) > len(before[key].ledger.entries)
    # [003 "Burnout is reduced by one level at the end of a long rest."]
    rivet_before = before["grimwire-rivet-9.skchar"]
    assert after["grimwire-rivet-9.skchar"].burnout.level == rivet_before.burnout.level - 1

    # the session log
    log = view.campaign.sessions[-1]
    assert log.title == TITLE and log.date == AT.date()
    awards = {(a.member, a.amount) for a in log.awards}
    assert {("rainworld-dag-kessler.skchar", 3), ("grimwire-rivet-9.skchar", 10),
            ("lite-angus.skchar", 3)} <= awards
    assert log.actions == record.actions
    assert TITLE in view.log.toPlainText()

    # undo the whole step: every member and the log
    view.undo_stack.undo()
    assert dict(view.members()) == before
    assert view.campaign.sessions[-1].title != TITLE
    view.undo_stack.redo()
    assert dict(view.members()) == {o.key: o.after for o in expected}
    assert view.campaign.sessions[-1].title == TITLE


def test_saving_writes_the_members_and_the_session_log(view, qtbot, party_file):
    mark_injury(view, qtbot, "Ilse Varga")
    wizard = run_wizard(view, {"grimwire-rivet-9.skchar": (2, "found the map")},
                        {q.id: False for q in session_steps(
                            dict(view.members())["lite-angus.skchar"])[0].inputs})
    wizard.accept()
    written = view.save()
    assert party_file in written and not view.modified
    reopened = load_campaign(party_file)
    assert reopened.campaign.sessions[-1].title == TITLE
    for slot in reopened.members:
        assert slot.opened is not None
        assert slot.opened.character == view.document_of(slot.member.path).character
    rivet = load_character(party_file.parent / "grimwire-rivet-9.skchar").character
    assert any((e.amount, e.reason, e.session) == (2, "found the map", TITLE)
               for e in rivet.ledger.entries)


def test_undoing_the_session_after_a_later_edit_keeps_that_edit_on_the_member_stack(view, qtbot):
    ilse = view.document_of("rainworld-ilse-varga.skchar")
    before = ilse.character
    wizard = run_wizard(view, {}, {q.id: True for q in session_steps(
        dict(view.members())["lite-angus.skchar"])[0].inputs})
    wizard.accept()
    # a later edit on Ilse's own sheet (one on her card would be a party step of its own)
    ilse.apply(Action("track", {"path": "body", "side": "left", "amount": 1}, label="Mark 1 injury"))
    edited = ilse.character
    assert edited != before
    view.undo_stack.undo()  # the session's own change taken back, the injury written since kept
    injured = before.body.model_copy(update={"left": edited.body.left})
    assert ilse.character == before.model_copy(update={"body": injured})
    assert ilse.undo_stack.undoText() == f"Undo End of session: {TITLE}"
    ilse.undo_stack.undo()
    assert ilse.character == edited


def test_same_award_for_everyone_reaches_every_game_with_xp(view, qtbot):
    """Renaissance and Basic Roleplaying keep no XP: their panels offer none and the award
    for everyone passes them by. Game Rules Lite has XP, counted by its questions, and
    [001 "The GM has the final say on how many XP each PC should get"]: the award for
    everyone reaches its members too. Each panel says what the member has to advance with."""
    before = dict(view.members())
    wizard = view.end_session(rng=random.Random(SEED), at=AT)
    wizard.show()
    wizard.session_page.name.setText(TITLE)
    wizard.next()
    page = wizard.awards_page
    page.everyone.setValue(4)
    page.everyone_reason.setText("held the ford")
    qtbot.mouseClick(page.findChild(QPushButton, "give_everyone"), Qt.MouseButton.LeftButton)
    for panel in page.panels:
        game = panel.character.system
        plan = panel.plan()
        if game in ("rainworld", "grimwire", "lite"):
            assert panel.xp.value() == 4 and panel.xp.suffix() == " XP"
            assert plan.xp == (0 if game == "lite" else 4)  # Lite's by its own step
        else:
            assert panel.xp is None and plan.xp == 0, game
        if game in ("renaissance", "brp"):
            assert "No XP in" in panel.no_award.text()
    assert page.panel("lite-angus.skchar").progress.text() == (
        f"{before['lite-angus.skchar'].ledger.xp_available} XP available")
    assert page.panel("grimwire-rivet-9.skchar").progress.text().endswith(" XP earned")
    assert page.panel("brp-brannoc-tarl.skchar").progress.text().endswith("experience checks ticked")
    brp = page.panel("brp-brannoc-tarl.skchar")
    assert "experience rolls" in brp.no_award.text()
    wizard.next()
    assert "Angus XP" in wizard.summary_page.text.toPlainText()
    wizard.accept()
    after = dict(view.members())
    for key, c in after.items():
        gained = c.ledger.xp_available - before[key].ledger.xp_available
        game = c.system
        if game in ("rainworld", "grimwire", "lite"):
            assert gained == 4, key
        elif game in ("renaissance", "brp"):
            assert gained == 0 and not any(
                e.kind == "xp.award" for e in c.ledger.entries[len(before[key].ledger.entries):]), key
    angus = after["lite-angus.skchar"].ledger.entries[-1]
    assert angus.reason == "GM's award of 4 (questions gave 0): held the ford"


def test_lite_award_counts_the_questions_until_the_gm_sets_it(view, qtbot):
    """[001 "For each of the following questions that you can answer with a “yes”, you get
    one XP"] — the award follows the answers; set by the GM, the answers no longer move it."""
    wizard = view.end_session(rng=random.Random(SEED), at=AT)
    wizard.show()
    wizard.next()
    lite = wizard.awards_page.panel("lite-angus.skchar")
    questions = [o.id for o in session_steps(lite.character)[0].inputs]
    lite.questions.control(questions[0]).setChecked(True)
    lite.questions.control(questions[2]).setChecked(True)
    assert lite.xp.value() == 2 and "override" not in lite.plan().steps[0].args
    lite.xp.setValue(5)
    lite.questions.control(questions[3]).setChecked(True)
    assert lite.xp.value() == 5 and lite.plan().steps[0].args["override"] == 5


def test_xp_is_shared_out_among_the_members_ticked(view, qtbot):
    # The issue: "At the end of a session: a total split among chosen members (the
    # remainder named), or per member".
    wizard = view.end_session(rng=random.Random(SEED), at=AT)
    wizard.show()
    wizard.session_page.name.setText(TITLE)
    wizard.next()
    page = wizard.awards_page
    dag, ilse = page.panel("rainworld-dag-kessler.skchar"), page.panel("rainworld-ilse-varga.skchar")
    rivet = page.panel("grimwire-rivet-9.skchar")
    assert dag.sharing.isChecked() and ilse.sharing.isChecked() and rivet.sharing.isChecked()
    angus = page.panel("lite-angus.skchar")  # Game Rules Lite has XP: in the share too
    assert angus.sharing.isChecked()
    rivet.xp.setValue(6)  # the GM gives Rivet-9 an award of its own
    rivet.sharing.setChecked(False)
    page.everyone.setValue(9)
    qtbot.mouseClick(page.findChild(QPushButton, "share_out"), Qt.MouseButton.LeftButton)
    assert (dag.xp.value(), ilse.xp.value(), angus.xp.value(), rivet.xp.value()) == (3, 3, 3, 6)
    assert page.shared.text() == "9 XP among 3: 3 each. Not in the share: Rivet-9."
    angus.sharing.setChecked(False)
    qtbot.mouseClick(page.findChild(QPushButton, "share_out"), Qt.MouseButton.LeftButton)
    assert (dag.xp.value(), ilse.xp.value(), rivet.xp.value()) == (5, 4, 6)
    assert page.shared.text().startswith("9 XP among 2: 4 each. 1 left over: it goes one each to the "
                                         "first members listed. Change any share below. ")
    assert "Rivet-9" in page.shared.text() and "Angus" in page.shared.text()
    for panel in (dag, ilse, rivet, angus):
        panel.sharing.setChecked(False)
    qtbot.mouseClick(page.findChild(QPushButton, "share_out"), Qt.MouseButton.LeftButton)
    assert "at least one member" in page.shared.text()
    wizard.reject()


def test_ending_a_session_mid_fight_offers_to_end_the_fight_and_the_summary_lists_it(view, qtbot):
    panel = view.encounter_panel
    panel.add_foe("grimwire", "Bandit", {"PER": 2})
    panel.add_foe("rainworld", "Lizard", {"stop": 1})
    view.stash_panel.coin_amount.setValue(12)
    view.stash_panel.add_coins()
    wizard = view.end_session(rng=random.Random(SEED), at=AT)
    wizard.show()
    page = wizard.session_page
    assert page.end_fight.isVisible() and page.end_fight.isChecked()
    assert "Encounter 1" in page.end_fight.text()
    wizard.session_page.name.setText(TITLE)
    wizard.next()
    wizard.next()
    summary = wizard.summary_page.text.toPlainText()
    assert "Fights and the stash" in summary
    assert "Encounter: Encounter 1 (ended, 0 rounds): Bandit, Lizard" in summary
    assert "Stash: Found 12 sp" in summary
    wizard.accept()
    assert view.campaign.encounter is None and view.campaign.encounters[0].ended is not None
    assert "Encounter: Encounter 1 (ended, 0 rounds): Bandit, Lizard" in view.campaign.sessions[-1].actions
    view.undo_stack.undo()  # one step: the session and the fight's end
    assert view.campaign.encounter is not None and view.campaign.sessions[-1].title != TITLE


def test_a_fight_left_under_way_carries_on(view, qtbot):
    view.encounter_panel.add_foe("grimwire", "Bandit", {"PER": 2})
    wizard = view.end_session(rng=random.Random(SEED), at=AT)
    wizard.show()
    wizard.session_page.end_fight.setChecked(False)
    wizard.session_page.name.setText(TITLE)
    wizard.next()
    wizard.next()
    assert "Encounter 1" not in wizard.summary_page.text.toPlainText()
    wizard.accept()
    assert view.campaign.encounter is not None
    assert not any("Encounter" in line for line in view.campaign.sessions[-1].actions)


def test_no_fight_no_question(view, qtbot):
    wizard = view.end_session(rng=random.Random(SEED), at=AT)
    wizard.show()
    assert not wizard.session_page.end_fight.isVisible()
    wizard.reject()


def test_undoing_the_session_after_its_xp_was_spent_puts_the_sheet_back_whole(view, qtbot):
    """XP awarded at the session's end, then all of it spent on the sheet: taking back the
    award alone would leave XP spent that was never earned, so the sheet is put back whole,
    as it was before the session; the spending is one Undo away on the sheet."""
    dag = view.document_of("rainworld-dag-kessler.skchar")
    before = dag.character
    wizard = run_wizard(view, {"rainworld-dag-kessler.skchar": (40, "The flooded vault")},
                        {q.id: True for q in session_steps(dict(view.members())["lite-angus.skchar"])[0].inputs})
    wizard.accept()
    awarded = dag.character
    assert awarded.ledger.xp_available == before.ledger.xp_available + 40
    ledger, _ = awarded.ledger.append("xp.spend", awarded.ledger.xp_available, reason="Everything")
    dag.replace(awarded.model_copy(update={"ledger": ledger}), "Spend all XP")
    spent = dag.character
    view.undo_stack.undo()
    assert dag.character == before
    dag.undo_stack.undo()
    assert dag.character == spent
