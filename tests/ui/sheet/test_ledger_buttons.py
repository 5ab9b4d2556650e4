"""Each advance button says what it advances: GRIMWIRE's XP ledger levels up, its learning
hours ledger learns techniques, and each opens only its own advances."""

from __future__ import annotations

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView


def test_grimwire_ledgers_each_advance_what_they_hold(qtbot):
    character = load_character(get_system("grimwire").samples[0]).character
    assert any(not t.learned for t in character.techniques), "the sample has a technique to learn"
    document = Document(character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.show()
    xp, hours = view.element("ledger", "XP awards"), view.element("ledger", "Learning hours")
    assert (xp.advance_button.text(), hours.advance_button.text()) == ("Level up…", "Learn a technique…")

    levels = xp.advance_dialog()
    qtbot.addWidget(levels)
    assert {o.action.kind for o in levels.offers} == {"level.up"}
    # [003 "Rewards by Level" gives each level's "Total XP"]: a level spends none
    assert f"{character.ledger.xp_earned} XP earned</b> (levelling up spends none)" in levels.balance.text()

    learning = hours.advance_dialog()
    qtbot.addWidget(learning)
    kinds = {o.action.kind for o in learning.offers}
    assert kinds == {"technique.learn"}
    # [003 "Specialty Learning Capacity"]: the hours left show before anything is learnt
    assert f"{character.ledger.hours_remaining} learning hours left" in learning.balance.text()
    assert learning.windowTitle().startswith("Spend learning hours")
    document.undo_stack.clear()


def test_a_game_with_one_ledger_keeps_one_advance_button_for_everything(qtbot):
    character = load_character(get_system("brp").samples[0]).character
    document = Document(character)
    view = SheetView(document)
    qtbot.addWidget(view)
    ledger = view.element("ledger")
    assert ledger.advance_button.text() == "Advance…"
    dialog = ledger.advance_dialog()
    qtbot.addWidget(dialog)
    assert dialog.offers == [o for o in document.rules.offers(character) if o.group == "advance"]
    # Basic Roleplaying keeps no XP: the dialog does not count any
    assert not dialog.balance.isVisibleTo(dialog)
    document.undo_stack.clear()
