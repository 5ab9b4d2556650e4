"""The Renaissance sample characters, loaded from their real files."""

from __future__ import annotations

import pytest

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character


def _sample(slug: str):
    system = get_system("renaissance")
    path = next(p for p in system.samples if p.stem == f"renaissance-{slug}")
    return load_character(path).character


@pytest.fixture
def rules():
    return get_system("renaissance").rules


@pytest.fixture
def alice():
    return _sample("alice")


@pytest.fixture
def bob():
    return _sample("bob")


@pytest.fixture
def ven():
    return _sample("ven")


@pytest.fixture
def duelist():
    """A sheet with every kind of skill the modifiers care about."""
    from sheetkeeper.systems.renaissance.model import (
        Aptitudes,
        RenaissanceCharacter,
        Skill,
        SustainedAction,
    )

    return RenaissanceCharacter(
        name="Duelist",
        aptitudes=Aptitudes(COO=30, SOM=20, WIL=20, SAV=20, INT=20, COG=20, DUR=20),
        skills=[
            Skill(name="One-Handed Melee Weapons", aptitude="COO", ranks=30, kind="proficiency",
                  specialisation="Swords", proficiencies=["Swords", "Knives"]),
            Skill(name="Stealth", aptitude="COO", ranks=20),
            Skill(name="Perception", aptitude="INT", ranks=20),
            Skill(name="Search", aptitude="COG", ranks=25),
            Skill(name="Knowledge: Theology", aptitude="COG", ranks=40, kind="field"),
            Skill(name="Profession: Cleric", aptitude="SAV", ranks=10, kind="field"),
            Skill(name="Read", aptitude="INT", ranks=9),
        ],
        sustained=[SustainedAction(name="Humming a ward")],
    )
