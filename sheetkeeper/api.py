"""The scripting API: the same code the app uses, for scripts and notebooks.

    >>> from sheetkeeper import api
    >>> hero = api.new_character("rainworld", "Ada")
    >>> api.save(hero, "ada.skchar")
    >>> opened = api.load("ada.skchar")
    >>> [c.id for c in api.checks(opened.character)][:3]

Everything here is stable; see ``docs/api.md``.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .core.actions import Action, Applied, Finding, Offer, Refusal, State
from .core.campaign import Campaign
from .core.character import CharacterBase
from .core.checks import Check, Odds, RollResult
from .core.dice import RandomSource
from .core.fixed_dice import FixedDice
from .core.registry import GameSystem, all_systems, get_system, system_of
from .core.rules import Context
from .storage import (
    LoadError,
    Opened,
    OpenedCampaign,
    SaveError,
    load_campaign,
    load_character,
    save_campaign,
    save_character,
)
from .storage.errors import describe_validation

__all__ = [
    "Action", "Applied", "Campaign", "CharacterBase", "Check", "Context", "Finding",
    "GameSystem", "LoadError", "Odds", "Offer", "Opened", "OpenedCampaign", "Refusal",
    "RollResult", "SaveError", "State", "apply", "checks", "load", "load_campaign",
    "new_character", "odds", "offers", "resolve", "roll", "save", "save_campaign",
    "system", "systems", "validate",
]


def systems() -> list[GameSystem]:
    """Every registered game system."""
    return all_systems()


def system(system_id: str) -> GameSystem:
    return get_system(system_id)


def new_character(system_id: str, name: str = "") -> CharacterBase:
    """A new character; a name that cannot be one raises ValueError saying why."""
    rules = get_system(system_id).rules
    try:
        return rules.new(name)
    except ValidationError as error:
        raise ValueError(describe_validation(error)) from None


def load(path: str | Path) -> Opened:
    """Open a character file; raises :class:`LoadError` with a plain message."""
    return load_character(path)


def save(character: CharacterBase, path: str | Path) -> None:
    """Save atomically, keeping a backup of the previous version."""
    save_character(path, character)


def validate(character: CharacterBase, *, creation: bool = False) -> list[Finding]:
    return system_of(character).rules.validate(character, creation=creation)


def checks(character: CharacterBase) -> list[Check]:
    return system_of(character).rules.checks(character)


def odds(character: CharacterBase, check_id: str, modifier: int = 0) -> Odds:
    """Exact odds (fractions) of a check on this character."""
    return system_of(character).rules.odds(character, check_id, modifier)


def roll(character: CharacterBase, check_id: str, rng: RandomSource, modifier: int = 0) -> RollResult:
    return system_of(character).rules.roll(character, check_id, rng, modifier)


def resolve(character: CharacterBase, check_id: str, dice: Iterable[int], modifier: int = 0) -> RollResult:
    """Resolve a check with the dice given (deterministic)."""
    return roll(character, check_id, FixedDice(dice), modifier)


def offers(character: CharacterBase) -> list[Offer]:
    return system_of(character).rules.offers(character)


def apply(
    character: CharacterBase,
    action: Action | str,
    args: dict[str, Any] | None = None,
    *,
    context: Context | None = None,
) -> Applied:
    """Apply an action; returns the new character and ledger entries, or raises Refusal."""
    if isinstance(action, str):
        action = Action(action, args or {})
    return system_of(character).rules.apply(character, action, context)
