"""A party too large to build at once: the dashboard builds the first screenful of cards as it
opens and the rest when the event loop runs; sorting, filtering, edits, the roster and the end
of a session before that work on every member, never on the cards built so far."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QSpinBox

from sheetkeeper.core.campaign import Campaign
from sheetkeeper.core.registry import all_systems, system_of
from sheetkeeper.storage import load_campaign, load_character, save_campaign, save_character
from sheetkeeper.storage.campaign_file import relative_member
from sheetkeeper.ui.party import PartyView, documents_for
from sheetkeeper.ui.party.view import FIRST_SCREEN, SMALL_PARTY

MEMBERS = 60


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> Path:
    """60 members from the bundled samples of every game, each with a name of its own."""
    folder = tmp_path_factory.mktemp("large")
    samples = [load_character(p).character for s in all_systems() for p in s.samples]
    rows = []
    for i in range(MEMBERS):
        c = samples[i % len(samples)]
        path = folder / f"m{i:03d}.skchar"
        save_character(path, c.model_copy(update={"name": f"{c.name} {i}"}), backup=False)
        rows.append(relative_member(folder / "large.skparty", path))
    save_campaign(folder / "large.skparty", Campaign(name="Large party", members=rows))
    return folder / "large.skparty"


@pytest.fixture
def party(generated, tmp_path) -> Path:
    """A fresh copy for each test, which may change its files."""
    folder = tmp_path / "large"
    shutil.copytree(generated.parent, folder)
    return folder / generated.name


def open_view(qtbot, party: Path) -> PartyView:
    """Opened in the test itself: pytest-qt runs the event loop between fixtures and test."""
    opened = load_campaign(party)
    widget = PartyView(opened, documents_for(opened))
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    return widget


def built(view: PartyView) -> list:
    """The cards built so far, as the layout holds them (without building any more)."""
    layout = view.list_layout
    return [layout.itemAt(i).widget() for i in range(layout.count() - 1)]


def attention(document) -> list:
    c = document.character
    return system_of(c).rules.attention(c)


def worst_first(view: PartyView) -> list[str]:
    """Display names in the "Needs attention" order, worked out from the rules directly."""
    severity = {"danger": 2, "warning": 1, "info": 0}

    def key(document):
        states = attention(document)
        worst = max((severity.get(s.severity, 1) for s in states), default=-1)
        return -worst, -len(states), document.character.display_name.casefold()

    return [d.character.display_name for d in sorted(view.documents.values(), key=key)]


def names(cards) -> list[str]:
    return [card.document.character.display_name for card in cards]


def test_the_first_screenful_is_built_at_once_and_the_rest_when_the_event_loop_runs(qtbot, party):
    view = open_view(qtbot, party)
    assert MEMBERS > SMALL_PARTY
    assert view.loading
    first = built(view)
    assert len(first) == FIRST_SCREEN
    assert names(first) == worst_first(view)[:FIRST_SCREEN], "the cards at the top of the list"
    assert view.count.text() == f"Loading members… {FIRST_SCREEN} of {MEMBERS}"
    with qtbot.waitSignal(view.deck.progress, timeout=5000):
        pass
    assert len(built(view)) > FIRST_SCREEN
    if view.loading:  # as it will be, unless one turn of the event loop built them all
        assert view.count.text() == f"Loading members… {len(built(view))} of {MEMBERS}"
        with qtbot.waitSignal(view.cards_finished, timeout=5000):
            pass
    assert not view.loading
    assert built(view)[:FIRST_SCREEN] == first, "the first cards stay where they are"
    assert names(built(view)) == worst_first(view)
    assert view.count.text() == f"{MEMBERS} of {MEMBERS} members shown"
    for card in view.cards:
        assert card.isVisibleTo(view)
        assert card.states == attention(card.document)
        c = card.document.character
        assert card.xp.text() == card.document.rules.progress(c)


def test_a_small_party_is_built_at_once(qtbot, party):
    opened = load_campaign(party)
    del opened.members[SMALL_PARTY:]
    view = PartyView(opened, documents_for(opened))
    qtbot.addWidget(view)
    assert not view.loading and len(built(view)) == SMALL_PARTY


def test_filtering_before_the_rest_is_built_filters_every_member(qtbot, party):
    view = open_view(qtbot, party)
    state = "Over-encumbered"
    expected = {d.character.display_name for d in view.documents.values()
                if state in {s.name for s in attention(d)}}
    assert view.loading and state in [view.filter.itemText(i) for i in range(view.filter.count())], \
        "the filter offers the states of members without a card yet"
    view.filter.setCurrentText(state)
    assert not view.loading
    shown = view.visible_cards()
    assert set(names(shown)) == expected and len(shown) < MEMBERS
    assert view.count.text() == f"{len(expected)} of {MEMBERS} members shown"
    view.filter.setCurrentText("Everyone")
    assert len(view.visible_cards()) == MEMBERS


def test_sorting_before_the_rest_is_built_sorts_every_member(qtbot, party):
    view = open_view(qtbot, party)
    view.sort.setCurrentIndex(view.sort.findData("xp"))
    assert not view.loading
    xp = [card.document.character.ledger.xp_available for card in view.visible_cards()]
    assert len(xp) == MEMBERS and xp == sorted(xp, reverse=True)
    assert built(view) == view.visible_cards()
    view.sort.setCurrentIndex(view.sort.findData("attention"))
    assert names(view.visible_cards()) == worst_first(view)


def test_an_edit_on_a_card_before_the_rest_is_built_is_undoable_on_the_full_list(qtbot, party):
    view = open_view(qtbot, party)
    card = next(c for c in built(view) if c.findChildren(QSpinBox))
    spin = card.findChildren(QSpinBox)[0]
    document, before = card.document, card.document.character
    assert view.loading
    spin.setValue(spin.value() - 1 if spin.value() > spin.minimum() else spin.value() + 1)
    assert document.character != before and document.modified
    assert not view.loading, "the order may change: every card is built first"
    assert len(view.cards) == MEMBERS and names(view.visible_cards()) == worst_first(view)
    assert view.undo_stack.count() == 1
    view.undo_stack.undo()
    assert document.character == before


def test_adding_and_removing_members_before_the_rest_is_built(qtbot, party):
    view = open_view(qtbot, party)
    extra = party.parent / "extra.skchar"
    c = load_character(next(iter(all_systems())).samples[0]).character
    save_character(extra, c.model_copy(update={"name": "Newcomer"}), backup=False)
    assert view.loading
    card = view.add_member(extra)
    assert card is not None and card.document.character.display_name == "Newcomer"
    assert not view.loading and len(view.cards) == MEMBERS + 1 == len(built(view))
    assert card.isVisibleTo(view) and card in view.visible_cards()
    view.undo_stack.undo()
    assert len(view.cards) == MEMBERS == len(built(view))

    other = open_view(qtbot, party)
    index, slot = next((i, m.slot) for i, m in enumerate(other.deck.members) if m.card is None)
    other.remove_member(str(slot.path))
    assert not other.loading and len(other.cards) == MEMBERS - 1 == len(built(other))
    assert all(card.slot is not slot for card in other.cards)
    other.undo_stack.undo()
    assert len(other.cards) == MEMBERS and other.cards[index].slot is slot


def test_the_end_of_a_session_before_the_rest_is_built_reaches_every_member(qtbot, party):
    view = open_view(qtbot, party)
    before = {key: d.character.ledger.xp_available for key, d in view.documents.items()}
    wizard = view.end_session(rng=random.Random(7))
    wizard.session_page.name.setText("Big night")
    wizard.next()
    assert len(wizard.awards_page.panels) == MEMBERS and view.loading, "no card needed"
    for panel in wizard.awards_page.panels:
        if panel.xp is not None:  # not Game Rules Lite (its questions), Renaissance or BRP (no XP)
            panel.xp.setValue(2)
        elif panel.questions is not None:  # Lite: each player answers, none ticked for them
            panel.questions.control("Did you participate in the session?").setChecked(True)
    wizard.next()
    wizard.accept()
    assert view.campaign.sessions[-1].title == "Big night"
    for card in view.cards:
        xp = card.document.character.ledger.xp_available
        assert xp >= before[card.key] and card.xp.text() == card.document.rules.progress(card.document.character)
    assert sum(d.character.ledger.xp_available > before[k] for k, d in view.documents.items()) > MEMBERS // 2
    view.undo_stack.undo()
    assert {k: d.character.ledger.xp_available for k, d in view.documents.items()} == before
