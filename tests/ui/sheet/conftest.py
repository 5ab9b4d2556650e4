"""A tiny game system, defined here, to drive the generic sheet machinery.

It has one of every element kind the forms know, and simple rules of its own (a d10 check
with a push that costs an injury, a creation budget of 3 skill ranks, an XP-priced advance)
so the tests exercise the widgets without depending on any real game's numbers.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Literal

import pytest
from pydantic import BaseModel, Field

from sheetkeeper.core import registry
from sheetkeeper.core.actions import Action, Applied, Finding, Offer, Refusal, State
from sheetkeeper.core.character import CharacterBase
from sheetkeeper.core.checks import Check, Odds, RollResult
from sheetkeeper.core.inventory import Encumbrance, Item
from sheetkeeper.core.paths import set_path
from sheetkeeper.core.pool import Ladder, Pool
from sheetkeeper.core.rules import Rules, handles
from sheetkeeper.core.situation import Option, other_modifier
from sheetkeeper.core.track import Track

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the tests' helpers (long_tables)

BUDGET = 3
RAISE_COST = 2

FORM = """
system = "tiny"
title = "Tiny"

[[pages]]
title = "Sheet"

[[pages.sections]]
title = "Who"
columns = 2
elements = [
  { kind = "field", bind = "name", label = "Name" },
  { kind = "field", bind = "age", label = "Age" },
  { kind = "field", bind = "calling", label = "Calling" },
  { kind = "portrait", label = "Portrait" },
  { kind = "states", label = "States", span = 2 },
]

[[pages.sections]]
title = "Skills"
elements = [
  { kind = "attributes", label = "Ranks", items = [
      { bind = "skills.0.rank", label = "Climb", check = "climb" },
      { bind = "skills.1.rank", label = "Sneak", check = "sneak" } ] },
  { kind = "checks", group = "skills", label = "Skill checks" },
  { kind = "derived", label = "Figures", items = [ { key = "ranks", label = "Ranks spent" } ] },
]

[[pages.sections]]
title = "Status"
elements = [
  { kind = "track", bind = "body", label = "Body", left = "injury", right = "stun", marks = [5] },
  { kind = "tracks", bind = "addictions", label = "Addictions", left = "addiction", right = "doses" },
  { kind = "pool", bind = "grit", label = "Grit" },
  { kind = "ladder", bind = "burnout", label = "Burnout", rungs = ["Fine", "Frayed", "Worn", "Fried", "Gone"] },
]

[[pages]]
title = "Gear"

[[pages.sections]]
title = "Gear"
elements = [
  { kind = "inventory", bind = "gear", label = "Inventory" },
  { kind = "table", bind = "skills", label = "Skills", columns = [ { key = "name", label = "Skill" }, { key = "rank", label = "Rank" } ] },
  { kind = "ledger", ledger = "xp", label = "Experience" },
  { kind = "notes", bind = "notes", label = "Notes" },
]
"""


class Skill(BaseModel):
    name: str = "New skill"
    rank: int = Field(0, ge=0, le=5)


class Substance(BaseModel):
    name: str = ""
    track: Track = Field(default_factory=lambda: Track(length=4))


def _skills() -> list[Skill]:
    return [Skill(name="Climb"), Skill(name="Sneak")]


class TinyCharacter(CharacterBase):
    system: Literal["tiny"] = "tiny"
    age: int = Field(20, ge=0, le=200)
    calling: Literal["wanderer", "scholar"] = "wanderer"
    body: Track = Field(default_factory=Track)
    grit: Pool = Field(default_factory=lambda: Pool(current=3, maximum=3))
    burnout: Ladder = Field(default_factory=Ladder)
    skills: list[Skill] = Field(default_factory=_skills)
    gear: list[Item] = Field(default_factory=list)
    addictions: list[Substance] = Field(default_factory=list)


class TinyRules(Rules[TinyCharacter]):
    character_type = TinyCharacter
    award = "XP"

    def validate(self, c, *, creation=False):
        spent = sum(s.rank for s in c.skills)
        if creation and spent != BUDGET:
            left = BUDGET - spent
            text = f"{left} skill rank(s) left to spend" if left > 0 else f"{-left} rank(s) too many"
            return [Finding("skills", text)]
        return []

    def derived(self, c):
        from sheetkeeper.core.actions import Derived

        return [Derived("ranks", "Ranks spent", str(sum(s.rank for s in c.skills)))]

    def states(self, c):
        out = []
        if c.body.left_full:
            out.append(State("Dying", "Every Body box holds injury", "danger", ("body",)))
        if c.body.overlap:
            out.append(State("Dazed", "Stun overlaps injury on the Body track", concerns=("body",)))
        return out

    def checks(self, c):
        return [Check(s.name.lower(), s.name, "skills", f"{5 + s.rank} or less") for s in c.skills]

    def _target(self, c, check_id, modifier):
        skill = next((s for s in c.skills if s.name.lower() == check_id), None)
        if skill is None:
            raise Refusal(f"no check {check_id!r}")
        return max(0, min(10, 5 + skill.rank + modifier)), skill

    def situations(self, c, check_id):
        return [
            Option("helpers", "Helpers", "count", 0, 0, 2, source="Tiny rules: +1 per helper, at most two"),
            Option("difficulty", "Difficulty", "choice",
                   choices=(("normal", "Normal"), ("hard", "Hard")), source="Tiny rules: Hard is -3"),
            Option("careful", "Taking care", "toggle", False, source="Tiny rules: +1 when careful"),
            other_modifier(-10, 10, label="Modifier"),
        ]

    def _modifier(self, situation):
        return (situation["modifier"] + situation["helpers"] + (situation["careful"] and 1)
                - (3 if situation["difficulty"] == "hard" else 0))

    def check_odds(self, c, check_id, situation):
        modifier = self._modifier(situation)
        target, skill = self._target(c, check_id, modifier)
        p = Fraction(target, 10)
        return Odds({"Success": p, "Failure": 1 - p}, p,
                    breakdown=(("Base", 5), (skill.name, skill.rank), ("Modifier", modifier)))

    def check_roll(self, c, check_id, rng, situation):
        modifier = self._modifier(situation)
        target, _ = self._target(c, check_id, modifier)
        die = rng.randint(1, 10)
        ok = die <= target
        return RollResult(check_id, (die,), die, "Success" if ok else "Failure", ok,
                          f"rolled {die} against {target}", can_push=not ok,
                          details={"modifier": modifier, "situation": situation.as_dict()})

    def push(self, c, result, rng):
        again = self.roll(c, result.check_id, rng, situation=dict(result.details.get("situation", {})))
        again = RollResult(again.check_id, again.dice, again.total, again.outcome, again.success,
                           again.text + " (pushed)")
        cost = Action("track", {"path": "body", "side": "left", "amount": 1}, label="Push: 1 injury")
        return again, [cost]

    def encumbrance(self, c):
        load = sum(i.quantity for i in c.gear)
        return Encumbrance(load=load, capacity=3, over=load > 3,
                           consequence="over-encumbered: -1 to every check")

    def offers(self, c):
        have = c.ledger.xp_available
        out = []
        for i, s in enumerate(c.skills):
            action = Action("skill.raise", {"index": i}, label=f"Raise {s.name}")
            if have < RAISE_COST:
                out.append(Offer(action, "advance", f"{RAISE_COST} XP", False,
                                 f"Raising {s.name} costs {RAISE_COST} XP; you have {have}"))
            else:
                out.append(Offer(action, "advance", f"{RAISE_COST} XP"))
        return out

    @handles("skill.raise")
    def _raise(self, c, action, context):
        i = int(action.args["index"])
        if c.ledger.xp_available < RAISE_COST:
            raise Refusal("not enough XP")
        ledger, entry = c.ledger.append("xp.spend", RAISE_COST, subject=c.skills[i].name,
                                        reason=action.describe(), at=context.at)
        c = set_path(c, "ledger", ledger)
        return Applied(set_path(c, f"skills.{i}.rank", c.skills[i].rank + 1), (entry,))


@dataclass(frozen=True)
class TinySystem(registry.GameSystem):
    form_file: Path = Path()

    @property
    def form_path(self) -> Path:
        return self.form_file


@pytest.fixture
def tiny(tmp_path, monkeypatch) -> TinySystem:
    """The tiny system, registered for this test only."""
    form = tmp_path / "tiny.toml"
    form.write_text(FORM, encoding="utf-8")
    rules = TinyRules()
    system = TinySystem("tiny", "Tiny Test Game", "d10 under 5 + rank", lambda: (TinyCharacter, rules),
                        form_file=form)
    monkeypatch.setitem(registry._discover(), "tiny", system)
    return system


@pytest.fixture
def document(tiny, qtbot):
    from sheetkeeper.ui.document import Document

    doc = Document(tiny.rules.new("Wren"))
    yield doc
    doc.undo_stack.clear()  # while the document lives: a dying stack signals into it


@pytest.fixture
def sheet(document, qtbot):
    from sheetkeeper.ui.sheet import SheetView

    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(900, 900)
    view.show()
    return view


@pytest.fixture
def open_sheet(qtbot):
    """Open a character's sheet as the window does: ``open_sheet(character)`` gives the
    document and its shown view (1000×900 unless ``size`` says otherwise). Each document's
    undo stack is cleared while it lives, at the end of the test."""
    from sheetkeeper.ui.document import Document
    from sheetkeeper.ui.sheet import SheetView

    documents = []

    def open_(character, size=(1000, 900)):
        document = Document(character)
        documents.append(document)
        view = SheetView(document)
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        return document, view

    yield open_
    for document in documents:
        document.undo_stack.clear()


@pytest.fixture
def row_editor():
    """``row_editor(view, path)``: the editor row of a grid or list bound to ``path`` (a
    characteristic, a skill)."""

    def find(view, path):
        for element in view.elements:
            for row in getattr(element, "editors", ()):
                if getattr(row, "path", None) == path:
                    return row
        raise AssertionError(f"no editor for {path}")

    return find
