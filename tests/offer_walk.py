"""The states a character's offers are walked in, and the values a person would give an
offer's inputs: shared by the walks through the dialogs, through ``api`` and through the
command line (every advance applies, or is refused in words — never an exception)."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator

from sheetkeeper import api
from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.character import CharacterBase
from sheetkeeper.core.registry import all_systems
from sheetkeeper.core.situation import Option, only_applying
from sheetkeeper.storage import load_character

WOUNDS = {
    "rainworld": Action("track", {"path": "body", "side": "left", "amount": 3}),
    "grimwire": Action("damage", {"amount": 6}),
    "brp": Action("pool", {"path": "hit_points", "amount": -4}),
    "lite": Action("trauma", {"attribute": "Strength", "amount": 1}),
}
"""A hit that leaves each game's character wounded (Renaissance keeps no wounds)."""

PYTHON_WORDS = re.compile(
    r"Traceback|object has no attribute|NoneType|invalid literal|dictionary update|"
    r"unsupported operand|not subscriptable|takes \d+ positional|KeyError|TypeError|ValueError|"
    r"<[a-zA-Z_.]+ (object )?at 0x|String should have")
"""What a Python exception's text looks like: never shown to a user."""


def samples() -> Iterator[tuple[str, CharacterBase]]:
    for system in all_systems():
        for path in system.samples:
            yield path.stem, load_character(path).character


def states(character: CharacterBase) -> Iterator[tuple[str, CharacterBase]]:
    """The character as saved, with plenty of XP, wounded, and a new one in creation."""
    rules = api.system(character.system).rules
    yield "as saved", character
    if rules.award:
        yield "with plenty of XP", api.apply(character, "xp.award",
                                             {"amount": 400, "reason": "a long campaign"}).character
    wound = WOUNDS.get(character.system)
    if wound is not None:
        with contextlib.suppress(Refusal):
            yield "wounded", rules.apply(character, wound).character
    yield "in creation", rules.new("Newcomer")


def chosen(option: Option) -> object:
    """A value a person would give the input: another choice, a toggle flipped, a number one
    step in from its range, a name, the points shared out to the first choices with room."""
    if option.kind == "toggle":
        return not option.default
    if option.kind == "choice":
        return option.choices[-1][0]
    if option.kind == "text":  # a name where one is needed; optional words left as they are
        return "Lantern" if option.required or option.minimum else option.default
    if option.kind == "allotment":
        left, room, shares = option.total or 1, dict(option.room), {}
        for key, _ in option.choices:
            take = min(left, room.get(key, left))
            if take > 0:
                shares[key] = take
                left -= take
        return shares
    low = option.minimum if option.minimum is not None else 0
    high = option.maximum if option.maximum is not None else low + 10
    value = min(high, max(low, (option.default or low) + 1)) if option.default is not None else low + (high > low) * 10
    return round(float(value), option.decimals) if option.decimals else int(min(value, high))


def person_values(inputs: tuple[Option, ...]) -> dict[str, object]:
    """What a person would give an offer's inputs, leaving out those that then do not apply
    (the dialog hides them)."""
    return only_applying(inputs, {o.id: chosen(o) for o in inputs})


def in_words(message: str) -> bool:
    return bool(message.strip()) and not PYTHON_WORDS.search(message)
