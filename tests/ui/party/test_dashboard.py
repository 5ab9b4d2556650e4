"""The party dashboard drives the members' own documents: clicks here are the sheet's
undoable actions; missing files, sorting, filtering and opening a sheet."""

from __future__ import annotations

import time

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QSpinBox

from sheetkeeper.core.registry import system_of
from sheetkeeper.storage import load_campaign
from sheetkeeper.ui.party import PartyView, documents_for
from sheetkeeper.ui.party.card_cells import SmallTrack


def body_track(card) -> SmallTrack:
    tracks = card.findChildren(SmallTrack)
    return next(t for t in tracks if "Body" in t.accessibleName())


def test_every_member_has_a_card_with_the_states_a_gm_should_see(view):
    assert len(view.cards) == len(view.opened.campaign.members) == 7
    games = {card.document.system.id for card in view.cards}
    assert games == {"brp", "grimwire", "lite", "rainworld", "renaissance"}
    for card in view.cards:
        c = card.document.character
        assert card.states == system_of(c).rules.attention(c)
        assert card.badges.names() == [s.name for s in card.states]
        # what the member has to advance with, in the game's words: XP only where the game has it
        rules = system_of(c).rules
        if rules.award and not rules.award_spent:  # GRIMWIRE: a total that reaches levels
            assert card.xp.text() == f"{c.ledger.xp_earned} XP earned"
        elif rules.award:
            assert card.xp.text() == f"{c.ledger.xp_available} XP available"
        else:
            assert "XP" not in card.xp.text()
    brp = next(card for card in view.cards if card.document.system.id == "brp").document.character
    ticks = sum(s.experience_check for s in brp.skills) + brp.pow_check
    assert view.card(brp.display_name).xp.text().startswith(f"{ticks} experience check")


def test_marking_injury_on_the_dashboard_is_an_undoable_action_of_the_member(view, qtbot):
    card = view.card("Corporal Dag Kessler")
    document = card.document
    before = document.character
    track = body_track(card)
    target = before.body.left + 1  # a click on the box after the injuries marks one more
    center = track.box_rect(target - 1).center().toPoint()
    qtbot.mouseClick(track, Qt.MouseButton.LeftButton, pos=center)
    assert document.character.body.left == target
    assert document.modified and view.modified
    assert document.undo_stack.undoText() == "Mark 1 injury"
    assert track.track == document.character.body
    document.undo_stack.undo()
    assert document.character == before and not document.modified
    assert track.track == before.body


def test_right_click_marks_stun_from_the_right(view, qtbot):
    card = view.card("Corporal Dag Kessler")
    document, track = card.document, body_track(card)
    before = document.character.body
    last = track.box_rect(before.length - 1 - before.right).center().toPoint()
    qtbot.mouseClick(track, Qt.MouseButton.RightButton, pos=last)
    assert document.character.body.right == before.right + 1
    assert document.character.body.left == before.left


def test_pool_spin_box_sets_the_pool_through_the_document(view):
    card = view.card("Rivet-9")
    spin = next(s for s in card.findChildren(QSpinBox) if s.accessibleName().startswith("Condition"))
    spin.setValue(3)
    assert card.document.character.condition.current == 3
    assert card.document.undo_stack.undoText() == "Set Condition to 3"


def test_a_missing_member_is_shown_with_its_error_and_the_rest_open(party_file, qtbot):
    (party_file.parent / "lite-angus.skchar").unlink()
    (party_file.parent / "renaissance-ven.skchar").write_text("{ not json", encoding="utf-8")
    opened = load_campaign(party_file)
    view = PartyView(opened, documents_for(opened))
    qtbot.addWidget(view)
    broken = [card for card in view.cards if card.document is None]
    assert {card.slot.member.path for card in broken} == {"lite-angus.skchar", "renaissance-ven.skchar"}
    for card in broken:
        assert card.slot.error and card.slot.error in card.findChildren(type(card.name))[-1].text()
    assert len([c for c in view.cards if c.document]) == 5
    view.filter.setCurrentText("Missing or broken files")
    assert set(view.visible_cards()) == set(broken)


def test_filter_by_state_shows_only_members_in_that_state(view):
    view.filter.setCurrentText("Over-encumbered")
    shown = view.visible_cards()
    expected = {card for card in view.cards if "Over-encumbered" in
                {s.name for s in card.document.rules.attention(card.document.character)}}
    assert shown and set(shown) == expected
    view.filter.setCurrentText("Everyone")
    assert len(view.visible_cards()) == len(view.cards)


def test_sort_by_xp_puts_the_most_xp_first(view):
    view.sort.setCurrentIndex(view.sort.findData("xp"))
    xp = [card.document.character.ledger.xp_available for card in view.visible_cards()]
    assert xp == sorted(xp, reverse=True)
    view.sort.setCurrentIndex(view.sort.findData("attention"))
    worst = [card.urgency for card in view.visible_cards()]
    assert worst == sorted(worst, reverse=True)


def test_double_click_asks_to_open_the_member_sheet(view, qtbot):
    card = view.card("Ilse Varga")
    with qtbot.waitSignal(view.open_member) as blocker:
        qtbot.mouseDClick(card, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert blocker.args == [str(card.slot.path)]


def test_two_hundred_members_open_in_the_dashboard(party_file, qtbot):
    folder = party_file.parent
    samples = sorted(folder.glob("*.skchar"))
    roster = folder / "big"
    roster.mkdir()
    from sheetkeeper.core.campaign import Campaign
    from sheetkeeper.storage import save_campaign
    from sheetkeeper.storage.campaign_file import relative_member

    members = []
    for i in range(200):
        source = samples[i % len(samples)]
        target = roster / f"{i:03d}-{source.name}"
        target.write_bytes(source.read_bytes())
        members.append(relative_member(folder / "big.skparty", target))
    save_campaign(folder / "big.skparty", Campaign(name="Big", members=members))
    start = time.perf_counter()
    opened = load_campaign(folder / "big.skparty")
    view = PartyView(opened, documents_for(opened))
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    view.scroll.verticalScrollBar().setValue(view.scroll.verticalScrollBar().maximum())
    qtbot.wait(1)
    elapsed = time.perf_counter() - start
    assert len(view.cards) == 200 and all(card.document for card in view.cards)
    assert elapsed < 30, f"opening 200 members took {elapsed:.1f} s"
