"""Characters built from the excerpt's worked examples."""

from __future__ import annotations

import pytest

from sheetkeeper.core.registry import get_system
from sheetkeeper.systems.lite.model import Attribute, LiteCharacter, LiteItem, Role, Talent
from sheetkeeper.systems.lite.tables import BASIC_SKILLS


@pytest.fixture
def rules():
    return get_system("lite").rules


def make(
    strength=4, agility=4, wits=3, empathy=3, key="strength", specialist=1, **skills
) -> LiteCharacter:
    """A creation-legal character by default (14 attribute points, 10 skill points)."""
    levels = dict.fromkeys(BASIC_SKILLS, 0)
    levels.update(skills or {"Fight": 3, "Endure": 3, "Notice": 3})
    return LiteCharacter(
        name="Test",
        role=Role(
            name="Tinkerer",
            key_attribute=key,
            specialist_skill="Crafts",
            specialist_attribute="wits",
        ),
        strength=Attribute(base=strength, current=strength),
        agility=Attribute(base=agility, current=agility),
        wits=Attribute(base=wits, current=wits),
        empathy=Attribute(base=empathy, current=empathy),
        skills=levels,
        specialist_level=specialist,
        talents=[Talent(name="Scrap Hoarder", role="Tinkerer")],
    )


@pytest.fixture
def kay() -> LiteCharacter:
    # [001 "Kay has Agility 5 and a Stealth skill level of 2"]
    return make(
        strength=3,
        agility=5,
        wits=3,
        empathy=3,
        key="agility",
        Stealth=2,
        Notice=3,
        Shoot=2,
        Sense=2,
    )


@pytest.fixture
def angus() -> LiteCharacter:
    # [001 "Angus has Strength 5 and Athletics skill level 1"]
    c = make(
        strength=5,
        agility=3,
        wits=3,
        empathy=3,
        key="strength",
        Athletics=1,
        Fight=3,
        Endure=3,
        Lore=2,
    )
    return c.model_copy(
        update={
            "inventory": [
                LiteItem(
                    name="Crowbar",
                    size="regular",
                    gear_bonus=2,
                    max_gear_bonus=2,
                    skill="Athletics",
                ),
            ]
        }
    )
