"""Party awards reach only the games that have them: each game's rules declare what a GM
awards at the end of a session (``Rules.award``), and a game without one refuses it."""

from __future__ import annotations

from datetime import datetime

import pytest

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.registry import get_system
from sheetkeeper.core.rules import Context
from sheetkeeper.core.session import MemberPlan, end_session

AT = datetime(2024, 3, 9, 22, 0)

#: The games' own words for what the GM hands out.
AWARDS = {
    # [000 "5XP per point of trauma removed"]: Rainworld keeps XP
    "rainworld": "XP",
    # [001 "You get your XP at the end of every session."]
    "lite": "XP",
    # [003 "XP is a reward given by the GM for exploring, fighting, and interacting."]
    "grimwire": "XP",
    # the Renaissance excerpt gives no XP and no advancement costs
    "renaissance": "",
    # [004 "place a checkmark in the small box next to that skill"]: BRP advances by
    # experience checks and training, not by points
    "brp": "",
}


@pytest.mark.parametrize("game", sorted(AWARDS))
def test_each_game_declares_its_award(game):
    rules = get_system(game).rules
    assert rules.award == AWARDS[game]
    if not rules.award:
        assert rules.advances_by, "a game without an award says how it advances instead"


@pytest.mark.parametrize("game", sorted(AWARDS))
def test_an_award_at_the_end_of_a_session_reaches_only_the_games_with_xp(game):
    system = get_system(game)
    c = system.rules.new("Tess")
    (outcome,), record = end_session([MemberPlan("tess", c, 3, "held the gate")], "S1", Context(at=AT))
    awarded = [e.amount for e in outcome.entries if e.kind == "xp.award"]
    if AWARDS[game]:
        assert awarded == [3] and outcome.after.ledger.xp_available == c.ledger.xp_available + 3
        assert [a.amount for a in record.awards] == [3]
        assert not outcome.refused
    else:
        assert awarded == [] and record.awards == []
        assert outcome.after.ledger.entries == c.ledger.entries
        (refused,) = outcome.refused
        assert "this game awards no XP" in refused and system.rules.advances_by in refused


@pytest.mark.parametrize("game", ["renaissance", "brp"])
def test_a_game_without_xp_refuses_an_award_in_its_own_words(game):
    rules = get_system(game).rules
    with pytest.raises(Refusal) as refusal:
        rules.apply(rules.new("Tess"), Action("xp.award", {"amount": 2}))
    assert refusal.value.message.startswith("this game awards no XP: ")


@pytest.mark.parametrize("game", sorted(AWARDS))
def test_the_party_card_line_speaks_the_games_words(game):
    rules = get_system(game).rules
    line = rules.progress(rules.new("Tess"))
    if game == "grimwire":  # [003 "Rewards by Level": "Total XP"]: a level spends none
        assert line == "0 XP earned"
    elif AWARDS[game]:
        assert line == "0 XP available"
    elif game == "brp":
        assert line == "0 experience checks ticked"
    else:
        assert line == ""
