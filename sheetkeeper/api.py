"""The scripting API: the same code the app uses, for scripts and notebooks.

    >>> from sheetkeeper import api
    >>> hero = api.new_character("rainworld", "Ada")
    >>> api.save(hero, "ada.skchar")
    >>> opened = api.load("ada.skchar")
    >>> [c.id for c in api.checks(opened.character)][:3]
    >>> opened = api.save(opened.with_character(api.apply(opened.character, "xp.award",
    ...     {"amount": 2}).character))      # raises ChangedOnDisk if the file changed meanwhile

Everything here is stable; see ``docs/api.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from . import encounters as _encounters
from .api_files import forget, load, load_campaign, save, save_campaign
from .api_library import (
    CsvRefusal,
    Library,
    LibraryCopyMerge,
    LibraryList,
    LibraryMerge,
    OpenedLibrary,
    RowRefusal,
    Update,
    accept_library_copy,
    library_copies,
    library_lists,
    load_library,
    merge_libraries,
    merge_library_copy,
    merge_library_files,
    name_party_library,
    new_library,
    party_libraries,
    picked,
    save_library,
    updates,
)
from .api_library import add_row as library_add
from .api_library import edit_row as library_edit
from .api_library import export_csv as library_csv
from .api_library import import_csv as library_from_csv
from .api_library import move_row as library_move
from .api_library import remove_row as library_remove
from .api_library import search as library_search
from .core.actions import Action, Applied, Derived, Finding, Offer, Refusal, State
from .core.attack import Attack, Damage, DamageLine, Target, target_of
from .core.campaign import Campaign
from .core.character import CharacterBase
from .core.checks import Check, Odds, RollResult
from .core.courses import Course
from .core.dice import RandomSource, default_random
from .core.encounter import Encounter, Foe, Turn
from .core.fixed_dice import FixedDice
from .core.initiative import Entry, Order
from .core.inventory import Encumbrance
from .core.paths import read_path
from .core.printed import Correction, PrintedTable, table_named
from .core.pushed import Pushed
from .core.registry import GameSystem, all_systems, get_system, system_of
from .core.rules import Context
from .core.situation import Option, Situation, SituationLine, When
from .core.stash import Stash
from .core.status import Status
from .encounters import (
    NOT_PLACED,
    Placing,
    Stepped,
    add_foe,
    bring_foes,
    current_turn,
    edit_foe,
    end_encounter,
    foe_character,
    foe_files,
    foe_names,
    foe_state,
    move_turn,
    next_turn,
    previous_turn,
    remove_foe,
    roll_order,
    set_foe_status,
    start_encounter,
)
from .forms import form_for
from .loot import (
    REMAINDER_RULE,
    Shares,
    add_coins,
    add_item,
    give_coins,
    hand_item,
    share_out,
    split_coins,
)
from .merge.files import ConflictCopy, FileMerge, accept, conflict_copies, merge_copy
from .merge.result import Conflict, Merge, MergeProblem, merge_campaigns, merge_characters
from .party import roll_initiative
from .sheet import located
from .storage import (
    ChangedOnDisk,
    LoadError,
    Opened,
    OpenedCampaign,
    SaveError,
)
from .storage.errors import describe_validation

__all__ = [
    "Action", "Applied", "Attack", "Campaign", "ChangedOnDisk", "CharacterBase", "Check",
    "Conflict", "ConflictCopy", "Context", "Correction", "Course", "Damage", "DamageLine",
    "Derived", "Encounter", "Encumbrance", "Entry", "Foe", "REMAINDER_RULE", "Shares", "Stash",
    "FoeHit", "NOT_PLACED", "Placing", "Stepped", "Turn", "add_coins", "add_foe", "add_item",
    "bring_foes", "current_turn", "damage_foe", "edit_foe", "end_encounter", "foe_character", "foe_fields",
    "foe_files", "foe_names", "foe_state", "give_coins", "hand_item", "move_turn", "next_turn", "previous_turn",
    "remove_foe",
    "roll_order", "set_foe_status", "share_out", "split_coins", "start_encounter", "FileMerge", "Finding", "FixedDice", "GameSystem", "LoadError",
    "Merge", "MergeProblem", "Odds", "Offer", "Opened", "OpenedCampaign", "Option", "Order",
    "PrintedTable", "Pushed", "Refusal", "RollResult", "SaveError", "Situation",
    "SituationLine", "State", "Status", "Target", "When",
    "accept_merge", "active_statuses", "apply", "attack", "checks", "conflict_copies",
    "courses", "damage", "derived", "encumbrance", "forget", "initiative",
    "initiative_options", "load", "load_campaign", "merge", "merge_copy", "new_character",
    "odds", "offers", "push", "resolve", "roll", "save", "save_campaign", "situations",
    "states", "statuses", "system", "systems", "table", "tables", "target_fields", "validate",
    "value_at",
    # libraries (docs/api.md, "Libraries")
    "CsvRefusal", "Library", "LibraryList", "LibraryMerge", "OpenedLibrary", "RowRefusal",
    "Update", "library_add", "library_csv", "library_edit", "library_from_csv", "library_lists",
    "library_move", "library_remove", "library_search", "load_library", "merge_libraries",
    "merge_library_files", "name_party_library", "new_library", "party_libraries", "picked", "save_library", "updates",
    "LibraryCopyMerge", "accept_library_copy", "library_copies", "merge_library_copy",
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


def validate(character: CharacterBase, *, creation: bool = False) -> list[Finding]:
    """What the rules find wrong, each with its path (to go there) and its place in the
    user's words: ``where`` ("Skills › Firearms") and ``tab`` ("Skills")."""
    found = system_of(character).rules.validate(character, creation=creation)
    return located(form_for(character.system), character, found)


def checks(character: CharacterBase) -> list[Check]:
    return system_of(character).rules.checks(character)


def derived(character: CharacterBase) -> list[Derived]:
    """What the rules work out from the sheet and the sheet shows beside it (movement, breath,
    effective ranks, attacks per turn, …): each a :class:`Derived` with its ``key``, ``label``,
    ``value`` in words and ``source``, the rule it comes from. Never saved."""
    return system_of(character).rules.derived(character)


def states(character: CharacterBase) -> list[State]:
    """The states the sheet shows as badges (Dying, Episode, Over-encumbered, Burnout 2):
    each a :class:`State` with its ``name``, ``meaning``, ``severity`` and ``concerns``, the
    sheet paths it is about (a track shows the states that name its path)."""
    return system_of(character).rules.states(character)


def encumbrance(character: CharacterBase) -> Encumbrance | None:
    """What the character carries against what it can (``load``, ``capacity``, ``unit``,
    ``over``, ``consequence`` in the game's words, ``warning_at``, ``layout``), or None where
    the game does not count it (Rainworld, Renaissance)."""
    return system_of(character).rules.encumbrance(character)


def tables(system_id: str) -> list[PrintedTable]:
    """Every table the game's excerpt prints and its rules use (the fall table, the Resistance
    Table, the Common Checks, …): each a :class:`PrintedTable` with its ``name``, ``title``,
    ``columns``, ``rows`` as printed, ``source`` and ``corrections`` (a misprinted cell kept
    as printed, the value the rules use beside it; ``corrected()`` applies them)."""
    return list(get_system(system_id).rules.tables)


def table(system_id: str, name: str) -> PrintedTable:
    """One printed table by its name or title (``api.table("grimwire", "falls")``); a name
    the game does not print raises :class:`Refusal` naming the tables it has."""
    game = get_system(system_id)
    return table_named(game.rules.tables, name, game.name)


def courses(character: CharacterBase) -> list[Course] | None:
    """Where the game puts learning hours into courses (Basic Roleplaying's training and
    research), each course under way (``subject``, ``label``, ``done``, ``needed``); None
    where hours are granted and spent from one balance."""
    return system_of(character).rules.courses(character)


def value_at(character: CharacterBase, path: str) -> Any:
    """The value at a sheet path (``"body"``, ``"skills.3.rank"``): what a form element
    binds; None inside an optional part not in play (GRIMWIRE's ``extra_attribute.value``
    before there is one). A path that names nothing raises :class:`Refusal` (also a
    ``KeyError``) saying so."""
    return read_path(character, path)


def situations(character: CharacterBase, check_id: str) -> list[Option]:
    """The options of a check at the table (helpers, range, difficulty, the other side),
    each with its kind, range, default and the rule it comes from; ``applies`` says when an
    option applies (:class:`When` another option has some values), a value for one that does
    not apply is refused."""
    return system_of(character).rules.situations(character, check_id)


def odds(
    character: CharacterBase, check_id: str, modifier: int = 0, *,
    situation: Mapping[str, Any] | Situation | None = None,
) -> Odds:
    """Exact odds (fractions) of a check on this character, in a situation
    (``{"helpers": 2, "difficulty": "difficult"}``); refuses unknown options. A check a
    status makes impossible or fail automatically has 0 % odds, its reason in ``refused``."""
    return system_of(character).rules.odds(character, check_id, modifier, situation=situation)


def roll(
    character: CharacterBase, check_id: str, rng: RandomSource, modifier: int = 0, *,
    situation: Mapping[str, Any] | Situation | None = None,
) -> RollResult:
    """One roll of a check; a check a status makes impossible or fail automatically is
    refused (:class:`Refusal`) with the reason :func:`odds` gives, before any die."""
    return system_of(character).rules.roll(character, check_id, rng, modifier, situation=situation)


def resolve(
    character: CharacterBase, check_id: str, dice: Iterable[int], modifier: int = 0, *,
    situation: Mapping[str, Any] | Situation | None = None,
) -> RollResult:
    """Resolve a check with the dice given (deterministic), in a situation. Too few dice, or
    a die that its dice cannot show, is refused with the reason."""
    try:
        return roll(character, check_id, FixedDice(dice), modifier, situation=situation)
    except FixedDice.Wrong as wrong:
        raise Refusal(f"{check_id}: {wrong}") from None


def push(
    character: CharacterBase, result: RollResult, *,
    dice: Iterable[int] | None = None, rng: RandomSource | None = None,
) -> Pushed:
    """Push a roll where the game allows it (Game Rules Lite): the dice that may be rolled
    again are rolled (``rng``, or a fresh random source) or taken from ``dice`` in order.
    Returns the new result and the actions the push costs (gear losing Gear Bonus), to
    apply with :func:`apply`. A second push, a roll that cannot be pushed, or a game without
    pushes raises :class:`Refusal` saying why."""
    try:
        pushed, actions = system_of(character).rules.push(character, result, _dice_source(dice, rng))
    except FixedDice.Wrong as wrong:
        raise Refusal(f"{result.check_id}: {wrong}") from None
    return Pushed(pushed, tuple(actions))


def initiative(
    members: Mapping[str, CharacterBase] | Iterable[CharacterBase], *,
    dice: Iterable[int] | None = None, rng: RandomSource | None = None,
    conditions: Mapping[str, Mapping[str, Any]] | None = None,
) -> list[Order]:
    """Who acts first: one :class:`Order` per game among ``members`` (characters, or a
    mapping of your keys to characters), each by its own game's rule; a game without an
    initiative roll lists its members for the GM to place. Rolled with ``rng`` (or a fresh
    random source), or with the ``dice`` given in order: only the dice the rules roll (a
    tie-break only when members tie). ``conditions`` gives members' initiative conditions by
    key (:func:`initiative_options`: Rainworld's ``{"ana": {"fast_start": True}}``); an
    unknown one, a bad value or a key that is no member raises :class:`Refusal`."""
    pairs = (list(members.items()) if isinstance(members, Mapping)
             else [(str(i), c) for i, c in enumerate(members)])
    try:
        return roll_initiative(pairs, _dice_source(dice, rng), conditions)
    except FixedDice.Wrong as wrong:
        raise Refusal(f"initiative: {wrong}") from None


def initiative_options(character: CharacterBase) -> list[Option]:
    """What the table may say about this character's initiative this round, declared like a
    check's situation options (Rainworld: ``fast_start``, ``slow_start``, ``go_again``,
    ``go_again_plus``, each with its source); empty where the game has none."""
    return system_of(character).rules.initiative_options(character)


def offers(character: CharacterBase) -> list[Offer]:
    return system_of(character).rules.offers(character)


def apply(
    character: CharacterBase,
    action: Action | str,
    args: dict[str, Any] | None = None,
    *,
    context: Context | None = None,
) -> Applied:
    """Apply an action; returns the new character and ledger entries, or raises Refusal
    (too few dice from a ``Context(rng=FixedDice([...]))`` too)."""
    if isinstance(action, str):
        action = Action(action, args or {})
    try:
        return system_of(character).rules.apply(character, action, context)
    except FixedDice.Wrong as wrong:
        raise Refusal(f"{action.kind}: {wrong}") from None


def merge(
    base: CharacterBase | Campaign | None,
    mine: CharacterBase | Campaign,
    theirs: CharacterBase | Campaign,
) -> Merge:
    """Three-way merge of two versions of a character (or a party) from the version both
    started from (None if unknown: every difference is then a conflict). The result's
    ``.character``, ``.conflicts`` and ``.findings``; ``.resolve({key: "mine"|"theirs"})``."""
    if isinstance(mine, Campaign) and isinstance(theirs, Campaign):
        return merge_campaigns(base if isinstance(base, Campaign) else None, mine, theirs)
    if isinstance(mine, CharacterBase) and isinstance(theirs, CharacterBase):
        return merge_characters(base if isinstance(base, CharacterBase) else None, mine, theirs)
    raise MergeProblem("a character and a party cannot be merged")


def accept_merge(file_merge: FileMerge, resolved: Merge | None = None, *, delete_copy: bool = True) -> None:
    """Write a :func:`merge_copy` result (or its ``resolved`` form) and delete the copy."""
    accept(file_merge, resolved, delete_copy=delete_copy)


def statuses(character: CharacterBase) -> list[Status]:
    """Every status the character's game declares, with its effect and source. Set one
    with ``apply(c, "status.set", {"status": id})``, clear it with ``"status.clear"``."""
    return system_of(character).rules.statuses(character)


def active_statuses(character: CharacterBase) -> list[Status]:
    """The statuses set on the character."""
    return system_of(character).rules.active_statuses(character)


def target_fields(attacker: CharacterBase, check_id: str) -> list[Option]:
    """What an ad-hoc target of this check's damage has, in the game's words: the one set of
    keys a ``target`` mapping of :func:`attack` and :func:`damage` may hold, and what the
    dice roller's "Other target…" asks (Rainworld ``stop``; GRIMWIRE ``armour`` and
    ``affinity:<the weapon's damage type>``). Empty for a check that does no damage."""
    return system_of(attacker).rules.target_options(attacker, check_id)


def foe_fields(system_id: str) -> list[Option]:
    """What a quick foe of this game has: the numbers its fights read (Rainworld ``stop``,
    ``body``, ``tactical_awareness``; GRIMWIRE ``condition``, ``armour``, ``PER``; BRP
    ``weapon_skill``, ``hit_points``, ``armour``; Renaissance ``initiative_modifier``),
    the keys :func:`add_foe` accepts. Empty where the excerpt has no fight rules (Game Rules
    Lite: a foe is a name)."""
    return get_system(system_id).rules.foe_options()


def _dice_source(dice: Iterable[int] | None, rng: RandomSource | None) -> RandomSource:
    if dice is not None:
        return FixedDice(dice)
    return rng if rng is not None else default_random()


def attack(
    attacker: CharacterBase, check_id: str, *, target: Any = None,
    situation: Mapping[str, Any] | Situation | None = None,
    dice: Iterable[int] | None = None, rng: RandomSource | None = None,
) -> Attack:
    """Roll (``rng``, or a fresh random source) or resolve (``dice``: the attack's dice,
    then the damage's) an attack
    in a situation; on a hit, its damage against ``target`` (a character, a :class:`Target`
    or a mapping of an ad-hoc target's values, ``{"name": "Guard", "stop": 2}``). The
    result's ``action`` applies the damage to the target character with :func:`apply`."""
    source = _dice_source(dice, rng)
    try:
        return system_of(attacker).rules.attack(
            attacker, check_id, target_of(target), source, situation=situation)
    except FixedDice.Wrong as wrong:
        raise Refusal(f"{check_id}: {wrong}") from None


def damage(
    attacker: CharacterBase, check_id: str, *, target: Any = None,
    situation: Mapping[str, Any] | Situation | None = None,
    dice: Iterable[int] | None = None, rng: RandomSource | None = None,
) -> Damage:
    """The damage of a hit with this check alone (no attack roll, no critical), against
    ``target``; ``action`` applies it."""
    source = _dice_source(dice, rng)
    try:
        rules = system_of(attacker).rules
        settled = rules.situation(attacker, check_id, situation if not isinstance(
            situation, Situation) else situation.as_dict())
        aimed = rules.settled_target(attacker, check_id, target_of(target))
        return rules.check_damage(attacker, check_id, aimed, source, None, settled)
    except FixedDice.Wrong as wrong:
        raise Refusal(f"{check_id}: {wrong}") from None


@dataclass(frozen=True)
class FoeHit:
    """A hit on a foe: the party with the foe's wounds kept on it, the damage (its ``lines``,
    ``amount``, ``lands_on``) and what the foe's rules said (``applied.message``)."""

    campaign: Campaign
    damage: Damage
    applied: Applied


def damage_foe(
    campaign: Campaign, foe_id: str, attacker: CharacterBase, check_id: str, *,
    situation: Mapping[str, Any] | Situation | None = None,
    dice: Iterable[int] | None = None, rng: RandomSource | None = None,
    files: Mapping[str, CharacterBase] | None = None,
) -> FoeHit:
    """A hit with ``attacker``'s check (as :func:`damage`: no attack roll) on a foe of the
    encounter under way: worked out against the foe as its game's character (a quick foe's
    stand-in holding its numbers, or its file's character from ``files``, by foe id, as
    :func:`foe_files` reads them) and applied by the foe's game's rules. The party given is
    not changed: the result's ``campaign`` keeps the foe's wounds on the foe (``Foe.sheet``,
    ``Foe.statuses``; its file is never written) and the hit in the encounter's ``log``.
    A foe of another game than the attacker's, or a check that does no damage, raises
    :class:`Refusal` saying why."""
    encounter = campaign.encounter
    foe = encounter.foe(foe_id) if encounter is not None else None
    if foe is None:
        raise Refusal(f"no foe {foe_id!r} in the encounter under way")
    if foe.system != attacker.system:
        raise Refusal(f"{foe_names(encounter)[foe.id]} is a {get_system(foe.system).name} foe: "
                      f"a {system_of(attacker).name} attack's damage does not apply to it")
    target = foe_character(foe, (files or {}).get(foe.id))
    hit = damage(attacker, check_id, target=target, situation=situation, dice=dice, rng=rng)
    after, applied = _encounters.hit_foe(campaign, foe.id, hit.action, files=files)
    return FoeHit(after, hit, applied)
