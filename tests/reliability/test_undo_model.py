"""The undo model: random actions of every game system, with undo and redo, through the real
``Document`` (a QUndoStack). After every step the sheet is sound (tracks within their boxes,
pools within their floor and ceiling, ledger balances equal to the sum of their entries,
everything derived recomputes from the saved file), and undoing every step gives back the
character exactly as it was opened.

Starts from every system's samples. Fast form in ``make test``; ``SHEETKEEPER_STRESS=1`` runs
many more and longer programs.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap
from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from pydantic import BaseModel

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.pool import Ladder, Pool
from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.core.rules import Context
from sheetkeeper.core.track import Track
from sheetkeeper.storage import load_character
from sheetkeeper.storage.envelope import decode, encode
from sheetkeeper.ui.document import Document

STRESS = bool(os.environ.get("SHEETKEEPER_STRESS"))
SAMPLES = [p for s in all_systems() for p in s.samples]
XP_SAMPLE = next(p for s in all_systems() if s.rules.award for p in s.samples)
"""A sample of a game whose GM awards XP."""
AT = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
pytestmark = pytest.mark.skipif(not SAMPLES, reason="no samples yet")


def walk(node, path=""):
    """Every (path, value) inside a character: models, lists and their rows."""
    yield path, node
    if isinstance(node, BaseModel):
        for key in type(node).model_fields:
            yield from walk(getattr(node, key), f"{path}.{key}" if path else key)
    elif isinstance(node, list):
        for i, row in enumerate(node):
            yield from walk(row, f"{path}.{i}")


def generic_actions(character, draw) -> list[Action]:
    """What any sheet lets a user do, whatever the game: click any track box, change any
    pool or ladder, award XP, reverse an entry, add (a copy of) and remove list rows, type."""
    actions = [
        Action("xp.award", {"amount": draw(st.integers(1, 30)), "reason": "a test"}),
        Action("set", {"path": "name", "value": draw(st.text(max_size=40))}),
        Action("set", {"path": "notes", "value": draw(st.text(max_size=80))}),
    ]
    for path, value in walk(character):
        if path.startswith("ledger"):
            continue
        if isinstance(value, Track):
            side = draw(st.sampled_from(["left", "right"]))
            index = draw(st.integers(0, value.length - 1))
            actions.append(Action("track", {"path": path, "side": side, "index": index}))
        elif isinstance(value, Pool):
            actions.append(Action("pool", {"path": path, "amount": draw(st.integers(-15, 15))}))
        elif isinstance(value, Ladder):
            actions.append(Action("ladder", {"path": path, "level": draw(st.integers(-1, 6))}))
        elif isinstance(value, list) and value:
            index = draw(st.integers(0, len(value) - 1))
            actions.append(Action("list.remove", {"path": path, "index": index}))
            row = value[index]
            copy = row.model_dump(mode="json") if isinstance(row, BaseModel) else row
            actions.append(Action("list.add", {"path": path, "value": copy}))
    entries = character.ledger.entries
    if entries:
        target = draw(st.sampled_from(entries))
        actions.append(Action("ledger.reverse", {"id": target.id}))
    return actions


def _param(option, draw):
    """A value a person could give the input (in range or just out of it)."""
    if option.kind == "toggle":
        return draw(st.booleans())
    if option.kind == "choice":
        return draw(st.sampled_from([v for v, _ in option.choices]))
    if option.kind in ("count", "number"):
        low = option.minimum if option.minimum is not None else -10
        return draw(st.sampled_from([option.default if option.default is not None else low,
                                     low, low + 1, 3, 10, low - 1]))
    return option.default


def game_actions(character, draw) -> list[Action]:
    """Everything the game's rules offer now (allowed or not), with drawn inputs, and the
    end-of-session steps."""
    rules = get_system(character.system).rules
    actions = []
    for offer in rules.offers(character):
        args = {**offer.action.args, **{o.id: _param(o, draw) for o in offer.inputs}}
        actions.append(Action(offer.action.kind, args, offer.action.label, offer.action.merge_key))
    actions.extend(rules.session_actions(character))
    return actions


def assert_sound(character) -> None:
    """The invariants every step must keep."""
    for path, value in walk(character):
        if isinstance(value, Track):
            assert 0 <= value.left <= value.length and 0 <= value.right <= value.length, path
        elif isinstance(value, Pool):
            assert value.floor is None or value.current >= value.floor, path
            assert value.current <= value.maximum + value.temporary, path
        elif isinstance(value, Ladder):
            assert 0 <= value.level <= value.top, path
    ledger = character.ledger
    sign = {e.id: (-1 if e.reverses else 1) for e in ledger.entries}

    def total(kind, subject=None):
        return sum(
            sign[e.id] * e.amount
            for e in ledger.entries
            if e.kind == kind and (subject is None or e.subject == subject)
        )

    assert ledger.xp_earned == total("xp.award")
    assert ledger.xp_spent == total("xp.spend")
    assert ledger.xp_available == total("xp.award") - total("xp.spend")
    assert ledger.hours_granted == total("hours.grant")
    assert ledger.hours_remaining == total("hours.grant") - total("hours.spend")
    for subject, spent in ledger.hours_spent_on().items():
        assert spent == total("hours.spend", subject)
    # derived values recompute from the saved file alone
    reread = decode(encode(character, AT)).character
    assert reread == character
    rules = get_system(character.system).rules
    rules.validate(reread)
    rules.validate(reread, creation=True)
    rules.derived(reread)
    rules.states(reread)
    rules.attention(reread)
    rules.encumbrance(reread)
    for check in rules.checks(reread)[: None if STRESS else 6]:
        try:
            odds = rules.odds(reread, check.id)
        except Refusal as refusal:
            assert refusal.message
        else:
            assert not odds.outcomes or sum(odds.outcomes.values()) == 1


class UndoModel(RuleBasedStateMachine):
    """``states[i]`` is the character the stack shows at index ``i``."""

    @initialize(sample=st.sampled_from(SAMPLES) if SAMPLES else st.nothing())
    def open_sample(self, sample):
        opened = load_character(sample)
        self.original = opened.character
        self.document = Document(opened.character, opened.path, fingerprint=opened.fingerprint)
        self.states = [opened.character]

    @rule(data=st.data(), game=st.booleans(), seed=st.integers(0, 2**32 - 1))
    def apply_an_action(self, data, game, seed):
        character = self.document.character
        choices = (game_actions if game else generic_actions)(character, data.draw)
        if not choices:
            return
        action = data.draw(st.sampled_from(choices))
        context = Context(rng=random.Random(seed), at=AT, session="Session 1")
        try:
            applied = self.document.apply(action, context)
        except Refusal as refusal:
            assert refusal.message.strip(), f"{action.kind} refused without a message"
            assert self.document.character is character, "a refused action changed the sheet"
            event(f"refused: {action.kind}")
            return
        assert applied.character == self.document.character
        event(f"applied: {action.kind}")
        if applied.character != character:  # one step pushed (or merged into the last)
            index = self.document.undo_stack.index()
            self.states = self.states[:index] + [self.document.character]

    @precondition(lambda self: self.document.undo_stack.canUndo())
    @rule()
    def undo(self):
        self.document.undo_stack.undo()
        assert self.document.character == self.states[self.document.undo_stack.index()]

    @precondition(lambda self: self.document.undo_stack.canRedo())
    @rule()
    def redo(self):
        self.document.undo_stack.redo()
        assert self.document.character == self.states[self.document.undo_stack.index()]

    @invariant()
    def the_sheet_is_sound(self):
        assert_sound(self.document.character)

    def teardown(self):
        stack = self.document.undo_stack
        while stack.canUndo():
            stack.undo()
        assert self.document.character == self.original
        assert encode(self.document.character, AT) == encode(self.original, AT)
        assert not self.document.modified
        stack.clear()  # see test_a_document_with_undo_steps_can_be_dropped below


def test_random_actions_with_undo_and_redo_keep_every_sheet_sound(qapp):
    run_state_machine_as_test(
        UndoModel,
        settings=settings(
            max_examples=400 if STRESS else 30,
            stateful_step_count=60 if STRESS else 25,
            deadline=None,
            suppress_health_check=list(HealthCheck),
        ),
    )


@pytest.mark.parametrize("sample", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_every_offer_and_session_step_of_a_sample_undoes_exactly(qapp, sample):
    """Each offer and end-of-session step, one at a time from the sample, undone at once."""
    opened = load_character(sample)
    rules = get_system(opened.character.system).rules
    steps = [o.action for o in rules.offers(opened.character)]
    steps += rules.session_actions(opened.character)
    for action in steps:
        document = Document(opened.character, opened.path)
        try:
            document.apply(action, Context(rng=random.Random(1), at=AT))
        except Refusal as refusal:
            assert refusal.message.strip()
            continue
        assert_sound(document.character)
        document.undo_stack.undo()
        assert document.character == opened.character
        document.undo_stack.clear()


def test_a_dropped_document_is_freed_at_once_not_by_the_cycle_collector():
    """A Document nobody holds any more (a closed party view, a test) must be freed by
    reference counting. Collecting a Document-QUndoStack-command cycle deletes the stack
    under half-cleared Python wrappers and segfaults at random (seen here: 'Fatal Python
    error: Segmentation fault ... Garbage-collecting'). Checked in a child process, which
    leaves without collecting."""
    script = textwrap.dedent(
        f"""
        import gc, os, weakref
        from PySide6.QtCore import QCoreApplication
        app = QCoreApplication([])
        from sheetkeeper.core.actions import Action
        from sheetkeeper.storage import load_character
        from sheetkeeper.ui.document import Document
        gc.disable()
        document = Document(load_character({str(XP_SAMPLE)!r}).character)
        for _ in range(5):
            document.apply(Action("xp.award", {{"amount": 1}}))
        ref = weakref.ref(document)
        del document
        print("freed" if ref() is None else "left for the cycle collector", flush=True)
        os._exit(0)
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120, env=env)
    assert result.stdout.strip() == "freed", result.stdout + result.stderr
