"""Foes as characters of their game: a quick foe's stand-in holding its numbers, a foe from a
saved file read from it, each with what the fight did to it (its sheet values and statuses),
and everyone in the encounter by turn key."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path, PurePosixPath
from typing import Any

from ..core.actions import Refusal
from ..core.campaign import Campaign
from ..core.character import CharacterBase
from ..core.encounter import Encounter, Foe
from ..core.paths import set_path
from ..core.pool import Pool
from ..core.registry import get_system, system_of
from ..storage import LoadError, load_character
from ..storage.campaign_file import resolved
from .under_way import under_way


def combatants(campaign: Campaign, members: Mapping[str, CharacterBase],
               files: Mapping[str, CharacterBase] | None = None) -> dict[str, CharacterBase]:
    """Everyone in the encounter under way as a character of their game, by turn key: the
    members given (by path), and each foe: a foe from a file as ``files`` gives it (by foe
    id; a stand-in by its name when not given), a quick foe as its game's stand-in holding
    its numbers (``Rules.stand_in``), each with the statuses set on it in this fight."""
    encounter = under_way(campaign)
    out = dict(members)
    for foe in encounter.foes:
        out[foe.key] = foe_character(foe, (files or {}).get(foe.id))
    return out


def foe_files(campaign: Campaign, party_path: Path | str, encounter: Encounter | None = None
              ) -> tuple[dict[str, CharacterBase], list[str]]:
    """The characters of the encounter's foes from saved files (the encounter under way, or
    ``encounter``), by foe id, each read from its path relative to the party file (never
    written: a fight's statuses stay on the foe); and what could not be read, in words (that
    foe then fights as a stand-in by its name)."""
    encounter = encounter or campaign.encounter
    found: dict[str, CharacterBase] = {}
    problems = []
    for foe in (encounter.foes if encounter is not None else []):
        if not foe.path:
            continue
        try:
            found[foe.id] = load_character(resolved(Path(party_path).parent / PurePosixPath(foe.path))).character
        except LoadError as error:
            problems.append(f"{foe.display_name}: {error.message}")
    return found, problems


def foe_character(foe: Foe, from_file: CharacterBase | None = None) -> CharacterBase:
    """The foe as a character of its game: its file's, or the stand-in holding its numbers,
    with what the fight did to its sheet (``Foe.sheet``) and the statuses set on it in this
    fight."""
    if from_file is None:
        return _stand_in(foe.system, foe.display_name, tuple(foe.numbers.items()), tuple(foe.statuses),
                         tuple((k, _frozen(v)) for k, v in foe.sheet.items()))
    c = hurt(from_file, foe.sheet.items())
    if not foe.statuses:
        return c
    rules = get_system(foe.system).rules
    return rules.with_status_ids(c, [*rules.status_ids(c), *foe.statuses])


def _frozen(value: Any) -> Any:
    """A kept sheet value as a key of the stand-in cache (lists and mappings made tuples)."""
    if isinstance(value, dict):
        return ("{}", tuple((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, list):
        return ("[]", tuple(_frozen(v) for v in value))
    return value


def _thawed(value: Any) -> Any:
    if isinstance(value, tuple) and value and value[0] == "{}":
        return {k: _thawed(v) for k, v in value[1]}
    if isinstance(value, tuple) and value and value[0] == "[]":
        return [_thawed(v) for v in value[1]]
    return value


def hurt(c: CharacterBase, sheet) -> CharacterBase:
    """The character with the values the fight left on the foe's sheet (a path its sheet no
    longer has, a file changed since, is passed over)."""
    for path, value in sheet:
        try:
            c = set_path(c, path, _thawed(value))
        except (Refusal, ValueError):
            continue
    return c


@lru_cache(maxsize=512)
def _stand_in(system_id: str, name: str, numbers: tuple, statuses: tuple, sheet: tuple = ()) -> CharacterBase:
    """A quick foe's stand-in, made once for the same numbers, sheet and statuses
    (characters are never changed in place, so one may serve every step of a fight)."""
    rules = get_system(system_id).rules
    c = hurt(rules.stand_in(name, dict(numbers)), sheet)
    return rules.with_status_ids(c, [*rules.status_ids(c), *statuses]) if statuses else c


def foe_state(foe: Foe, from_file: CharacterBase | None = None) -> str:
    """What the fight has done to the foe, in the game's words: each pool and track the fight
    changed, as it stands ("Body 3/10", "Condition 6/10"), and the states its game shows for
    it (Dying, Incapacitated); empty while untouched."""
    c = foe_character(foe, from_file)
    rules = system_of(c).rules
    parts = []
    for top in dict.fromkeys(path.split(".")[0] for path in foe.sheet):
        value = getattr(c, top, None)
        label = _label(foe.system, top)
        if isinstance(value, Pool) and value.maximum is not None:
            parts.append(f"{label} {value.current}/{value.maximum}")
        elif hasattr(value, "length") and hasattr(value, "left"):  # a track: boxes marked of all
            parts.append(f"{label} {min(value.length, value.left + value.right)}/{value.length}")
        elif isinstance(value, int | float | str) and not isinstance(value, bool):
            parts.append(f"{label} {value}")
    touched = bool(foe.sheet) or bool(foe.statuses)
    states = [s.name for s in rules.states(c) if s.severity in ("danger", "warning")] if touched else []
    return ", ".join(dict.fromkeys([*parts, *states]))


@lru_cache(maxsize=64)
def _label(system_id: str, path: str) -> str:
    """The label the game's sheet gives a path ("Body" for ``body``), else the path in words."""
    from ..forms import form_for
    from ..sheet.places import element_for

    shown = element_for(form_for(system_id), path)
    return shown.label if shown is not None and shown.label else path.replace("_", " ").capitalize()
