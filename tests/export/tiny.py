"""A tiny game defined only for these tests: every form element kind, a model and rules.

It is not registered (it lives in tests/), so the exporter is driven through
``write_pdf([Source(...)])`` exactly as ``export_pdf`` drives it for a registered system.
"""

from __future__ import annotations

import base64
import io
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, Field

from sheetkeeper.core.actions import Derived, State
from sheetkeeper.core.character import CharacterBase
from sheetkeeper.core.checks import Check, Odds
from sheetkeeper.core.inventory import Encumbrance, Item
from sheetkeeper.core.pool import Ladder, Pool
from sheetkeeper.core.rules import Rules
from sheetkeeper.core.situation import Situation
from sheetkeeper.core.track import Track
from sheetkeeper.export.pdf import Source
from sheetkeeper.forms.spec import FormSpec


class Habit(BaseModel):
    name: str = ""
    track: Track = Field(default_factory=lambda: Track(length=5))


class Contact(BaseModel):
    who: str = ""
    bond: str = ""


class Tiny(CharacterBase):
    system: Literal["tiny"] = "tiny"
    concept: str = ""
    might: int = 3
    wits: int = 2
    body: Track = Field(default_factory=Track)
    luck: Pool = Field(default_factory=lambda: Pool(current=2, maximum=3))
    strain: Ladder = Field(default_factory=Ladder)
    habits: list[Habit] = Field(default_factory=list)
    gear: list[Item] = Field(default_factory=list)
    contacts: list[Contact] = Field(default_factory=list)


class TinyRules(Rules[Tiny]):
    character_type = Tiny
    award = "XP"

    def derived(self, c: Tiny) -> list[Derived]:
        return [Derived("guard", "Guard", str(c.might + c.wits)),
                Derived("carry", "Carry", str(c.might * 2))]

    def states(self, c: Tiny) -> list[State]:
        if c.body.left >= c.body.length:
            return [State("Down", "out of the fight until healed", "danger")]
        return []

    def checks(self, c: Tiny) -> list[Check]:
        return [Check("might", "Might", "attributes", f"{c.might}"),
                Check("wits", "Wits", "attributes", f"{c.wits}"),
                Check("climb", "Climb", "skills", f"Might {c.might}"),
                Check("sneak", "Sneak", "skills", f"Wits {c.wits}")]

    def check_odds(self, c: Tiny, check_id: str, situation: Situation) -> Odds:
        target = {"might": c.might, "wits": c.wits, "climb": c.might, "sneak": c.wits}[check_id]
        p = Fraction(max(0, min(6, target + situation["modifier"])), 6)
        return Odds({"success": p, "failure": 1 - p}, p)

    def encumbrance(self, c: Tiny) -> Encumbrance:
        load = sum(i.quantity for i in c.gear if not i.on_mount)
        capacity = c.might * 2
        return Encumbrance(load=load, capacity=capacity, unit="items", over=load > capacity,
                           consequence="roll Might to walk any distance")


FORM = FormSpec.model_validate({
    "system": "tiny",
    "title": "Tiny Game",
    "pages": [
        {"title": "Character", "sections": [
            {"title": "Who", "columns": 3, "elements": [
                {"kind": "field", "bind": "name", "label": "Name", "span": 2},
                {"kind": "portrait"},
                {"kind": "field", "bind": "player", "label": "Player"},
                {"kind": "field", "bind": "concept", "label": "Concept", "span": 2},
            ]},
            {"title": "Attributes", "columns": 2, "elements": [
                {"kind": "attributes", "items": [
                    {"bind": "might", "label": "Might", "check": "might"},
                    {"bind": "wits", "label": "Wits", "check": "wits"}]},
                {"kind": "derived", "items": [{"key": "guard", "label": "Guard"},
                                              {"key": "carry"}]},
                {"kind": "checks", "group": "skills", "label": "Skills"},
                {"kind": "states", "label": "States"},
            ]},
            {"title": "Condition", "columns": 2, "elements": [
                {"kind": "track", "bind": "body", "label": "Body", "left": "injury",
                 "right": "stun", "marks": [2, 4, 6, 8], "span": 2},
                {"kind": "pool", "bind": "luck", "label": "Luck"},
                {"kind": "ladder", "bind": "strain", "label": "Strain",
                 "rungs": ["calm", "tense", "shaken", "frayed", "broken"]},
                {"kind": "tracks", "bind": "habits", "label": "Habits", "left": "habit",
                 "right": "doses", "span": 2},
            ]},
        ]},
        {"title": "Gear and story", "sections": [
            {"title": "Gear", "elements": [{"kind": "inventory", "bind": "gear"}]},
            {"title": "People", "elements": [
                {"kind": "table", "bind": "contacts", "label": "Contacts",
                 "columns": [{"key": "who", "label": "Who", "width": 2},
                             {"key": "bond", "label": "Bond", "width": 3}]}]},
            {"title": "Advancement", "columns": 2, "elements": [
                {"kind": "ledger", "ledger": "xp"}, {"kind": "ledger", "ledger": "hours"}]},
            {"title": "Notes", "elements": [{"kind": "notes", "bind": "notes"}]},
        ]},
    ],
})

RULES = TinyRules()


def png(width: int = 40, height: int = 60) -> str:
    """A small real PNG (drawn with ReportLab's own renderer-free PIL-free encoder)."""
    import struct
    import zlib

    raw = b"".join(b"\x00" + bytes([200, 120, 60]) * width for _ in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    io.BytesIO(data)
    return base64.b64encode(data).decode()


def hero(name: str = "Ada Quill", **changes) -> Tiny:
    character = Tiny(
        name=name, player="Sam", concept="Wandering cartographer", might=4, wits=3,
        body=Track(length=10, left=3, right=8),
        habits=[Habit(name="Coffee", track=Track(length=5, left=2, right=1))],
        gear=[Item(name="Rope", quantity=1), Item(name="Lantern oil", quantity=2, size="light"),
              Item(name="Mule feed", quantity=3, on_mount=True)],
        contacts=[Contact(who="Marta", bond="owes me a map")],
        notes="Maps the fog roads.\n\nKeeps a second journal nobody has read.",
        portrait=png(),
    )
    ledger, _ = character.ledger.append("xp.award", 5, reason="First session")
    ledger, _ = ledger.append("xp.spend", 3, reason="Climb +1")
    ledger, _ = ledger.append("hours.grant", 10, reason="Downtime")
    character = character.model_copy(update={"ledger": ledger})
    return character.model_copy(update=changes) if changes else character


def source(character: Tiny) -> Source:
    return Source(character, RULES, FORM, "Tiny Game")
