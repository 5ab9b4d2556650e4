"""The Renaissance sample characters, loaded from their real files."""

from __future__ import annotations

import pytest

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character


def _sample(slug: str):
    system = get_system("renaissance")
    path = next(p for p in system.samples if p.stem == f"renaissance-{slug}")
    return load_character(path).character


def _read_the_rule(roll: int, target: int) -> str:
    """An independent reading of the printed rule, face by face, for the enumeration test."""
    target = min(98, max(0, target))  # [002 "Your target can never be greater than 98"]
    if roll <= target:  # [002 "succeed if less than or equal to target"]
        mos = roll  # [002 "Margin of Success (MoS) is die roll if success"]
        if str(roll).zfill(2)[0] == str(roll).zfill(2)[1]:  # [002 "a multiple of 11"]
            return "Critical success"
        return "Exceptional success" if mos > 30 else "Normal success"
    mof = roll - target  # [002 "Margin of Failure (MoF) is (die roll – target)"]
    if str(roll)[0] == str(roll)[-1] and roll >= 11:  # [002 "if you fail and roll a double"]
        return "Critical failure"
    return "Exceptional failure" if mof > 30 else "Normal failure"


@pytest.fixture
def read_the_rule():
    """The band of a face against a target, read from the excerpt independently of the code."""
    return _read_the_rule


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
