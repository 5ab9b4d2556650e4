"""What a game system says about a check: what it is, its exact odds, and how a roll went."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from .actions import Action
from .situation import SituationLine


@dataclass(frozen=True)
class Check:
    """One check a sheet offers (a skill, a characteristic roll, an attack).

    ``id`` is stable for the character (used by the sheet, the dice roller and the CLI);
    ``target`` is the number shown on the sheet in the game's own notation ("AGL 15",
    "65%", "5 Base + 2 Skill").
    """

    id: str
    label: str
    group: str
    target: str
    detail: str = ""
    action: Action | None = None
    """Where rolling this check is a rules action (Basic Roleplaying's experience roll: the
    roll, the gain and its ledger entry), that action: the sheet applies it rather than
    roll the dice alone, so what the roll did reaches the character and its history."""


@dataclass(frozen=True)
class Odds:
    """Exact chances of the named outcomes of a check, best outcome first.

    ``outcomes`` partitions certainty (the values add up to 1). ``success`` is the chance
    of any successful outcome. ``extra`` holds further figures worth showing (Game Rules
    Lite: success after a push), each already exact.
    """

    outcomes: dict[str, Fraction]
    success: Fraction
    extra: dict[str, Fraction] = field(default_factory=dict)
    breakdown: tuple[tuple[str, int], ...] = ()
    """The modifier lines that make up the target, in order (label, signed value); a label
    with ``{}`` is a number of its own, not a modifier (:func:`breakdown_words`)."""
    situation: tuple[SituationLine, ...] = ()
    """One line per option of the situation that was applied, with the rule it comes from."""
    refused: str = ""
    """Why the check cannot succeed at all, in words with the rule: a status makes it
    impossible or fail automatically. The only outcome is then "impossible" or "fails
    automatically" at 100 % (success 0), and a roll of it is refused with this reason."""

    def __post_init__(self) -> None:
        total = sum(self.outcomes.values(), Fraction(0))
        if self.outcomes and total != 1:
            raise ValueError(f"outcomes add up to {total}, not 1")


@dataclass(frozen=True)
class RollResult:
    """One roll, resolved: the dice, the outcome in the game's words, and what may follow."""

    check_id: str
    dice: tuple[int, ...]
    total: int | None
    outcome: str
    success: bool
    text: str
    can_push: bool = False
    details: dict[str, int] = field(default_factory=dict)
    situation: tuple[SituationLine, ...] = ()
    """The options of the situation the roll was made in, as on :class:`Odds`."""


def breakdown_words(label: str, value: int) -> str:
    """One line of a breakdown as a player reads it: a modifier signed ("Surprise: +5"); a
    number of its own said in its label's ``{}``, unsigned ("Target number {}": "Target
    number 11")."""
    return label.format(value) if "{}" in label else f"{label}: {value:+d}"


def percent(p: Fraction) -> str:
    """A probability for display (never used for computation), one rule wherever odds are
    shown (the roller, the sheet's tables, the paper, the command line): a whole percent
    when the chance is one exactly ("55%"), else one decimal ("79.8%"; "40.0%" for 40.04%, so
    a whole number shown is always exact); "<0.1%" and ">99.9%" at the ends."""
    value = Fraction(p) * 100
    if value.denominator == 1:
        return f"{value.numerator}%"
    if 0 < value < Fraction(1, 10):
        return "<0.1%"
    if Fraction(999, 10) < value < 100:
        return ">99.9%"
    return f"{float(value):.1f}%"
