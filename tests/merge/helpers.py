"""Small builders for merge tests: a base character and edits on either side."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sheetkeeper import api

T0 = datetime(2026, 11, 20, 19, 0, tzinfo=UTC)


def award(character, amount, reason, minutes=0, kind="xp.award"):
    ledger, _ = character.ledger.append(kind, amount, reason=reason, at=T0 + timedelta(minutes=minutes))
    return character.model_copy(update={"ledger": ledger})


def reverse(character, entry_id, minutes=0):
    ledger, _ = character.ledger.reverse(entry_id, at=T0 + timedelta(minutes=minutes))
    return character.model_copy(update={"ledger": ledger})


def ada():
    hero = api.new_character("rainworld", "Ada")
    hero = hero.model_copy(update={"body": hero.body.set("left", 2)[0]})
    return award(hero, 10, "Session 1")


def wound(character, injury):
    return character.model_copy(update={"body": character.body.set("left", injury)[0]})
