"""What a Renaissance library holds: skills with their kind and linked aptitude, sustained
actions and jobs. The starter library is the skills the excerpt names (``catalogue.py``);
the linked aptitude is given only where the excerpt prints it (Athletics, Stealth), and left
for the player to choose for every other skill."""

from __future__ import annotations

from typing import Any

from ...core.library import LibraryList
from .catalogue import SKILLS


def _skill(name: str, kind: str, aptitude: str | None) -> dict[str, Any]:
    return {"name": name, "kind": kind, **({"aptitude": aptitude} if aptitude else {})}


LIBRARY = (
    LibraryList("skills", "skills", ("name", "aptitude", "kind", "proficiencies", "notes"),
                tuple(_skill(s.name, s.kind, s.aptitude) for s in SKILLS),
                source="the skills the excerpt names, with the two linked aptitudes it prints"),
)
