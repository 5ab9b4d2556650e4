"""A small BRP character built from real model objects, shared by the BRP tests."""

from __future__ import annotations

import pytest

from sheetkeeper.systems.brp import SYSTEM
from sheetkeeper.systems.brp.model import BRPCharacter, Characteristic, Characteristics, Skill


def make(**chars: int) -> Characteristics:
    values = {"STR": 12, "CON": 11, "SIZ": 14, "INT": 13, "POW": 12, "DEX": 13, "CHA": 10, "EDU": 14}
    values.update(chars)
    return Characteristics(**{k: Characteristic(current=v, original=v) for k, v in values.items()})


@pytest.fixture
def rules():
    return SYSTEM.rules


@pytest.fixture
def hero() -> BRPCharacter:
    return BRPCharacter(
        name="Tess",
        characteristics=make(),
        skills=[
            Skill(name="Ride", category="Physical", base=5, rating=45),
            Skill(name="Stealth", category="Physical", base=10, rating=40),
            Skill(name="Melee Weapon (Sword)", category="Combat", base=15, rating=60),
            Skill(name="Research", category="Mental", base=25, rating=100),
            Skill(name="Language (Own)", category="Mental", base=50, rating=70, can_improve=False),
        ],
    )
