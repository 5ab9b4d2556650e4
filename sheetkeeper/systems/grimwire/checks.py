"""Rolls: d20 + attribute + modifiers >= target number, with exact odds over the 20 faces.

[003 "If the player rolls that number or higher, they succeed."] A natural 20 on an attack
always hits and doubles the damage; on other tasks it is just a 20. A natural 1 always fails
and on an attack may hit an unintended target (digest 003-3, 003-5).

Check ids: ``attr:AGL``, ``attack:unarmed``, ``attack:supernatural``, ``attack:<weapon>``,
``lift:<weapon>`` (the TOG roll before swinging a weapon that is too heavy). The target
number is the situation's "Target number" (``situations.py``), by default the sheet's
``target_number``; an id ending in ``@15`` (the older way to name it) makes 15 the default.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from ...core.actions import Refusal
from ...core.checks import Check, Odds, RollResult
from ...core.dice import RandomSource, roll
from ...core.words import QT_TRANSLATE_NOOP
from . import numbers
from .model import GrimwireCharacter, Weapon
from .tables import (
    ALIASES,
    ATTRIBUTE_NAMES,
    ATTRIBUTES,
    BEYOND_RANGE_NEAR_M,
    BEYOND_RANGE_PENALTY,
    SURPRISE_BONUS,
)

TARGET_NUMBER = QT_TRANSLATE_NOOP("Rules", "Target number {}")
"""The breakdown's last line: the number to reach, in the rules' words ("the target number is
9" [003]), not a modifier."""

FACES = range(1, 21)
CRITICAL = QT_TRANSLATE_NOOP("Rules", "critical hit (double damage)")
HIT, MISS = QT_TRANSLATE_NOOP("Rules", "hit"), QT_TRANSLATE_NOOP("Rules", "miss")
UNINTENDED = QT_TRANSLATE_NOOP("Rules", "miss, may hit an unintended target")
SUCCESS, FAILURE = QT_TRANSLATE_NOOP("Rules", "success"), QT_TRANSLATE_NOOP("Rules", "failure")
NATURAL_1 = QT_TRANSLATE_NOOP("Rules", "natural 1 (always fails)")
SHIELDED = QT_TRANSLATE_NOOP("Rules", "shield or weapon hit instead (instability roll)")
HALF_DAMAGE = QT_TRANSLATE_NOOP("Rules", "tie: the defender takes half damage")
GM_TIE = QT_TRANSLATE_NOOP("Rules", "tie: the GM decides")
BYSTANDER_HIT = QT_TRANSLATE_NOOP("Rules", "unintended target hit")

# The breakdown's lines in the excerpt's words [003], capitalised as the sheet's labels are.
OTHER_MODIFIER = QT_TRANSLATE_NOOP("Rules", "Other bonus or penalty")
"""The free bonus or penalty: the label of the option it comes from."""
ARMOUR_TOO_HEAVY = QT_TRANSLATE_NOOP("Rules", "Armour: TOG requirement not met")
"""[003 "Not meeting the requirement causes a penalty to the PCs AGL."]"""
SHIELDING_ANOTHER = QT_TRANSLATE_NOOP("Rules", "Shielding another")
SURPRISE_LABELS = {
    "unaware": QT_TRANSLATE_NOOP("Rules", "Surprise: enemies unaware"),
    "alert": QT_TRANSLATE_NOOP("Rules", "Surprise: enemies aware of a threat"),
}
"""[003 "a group of enemies who are unaware of their presence"; "If the enemies are aware of
a possible threat nearby"]"""


def burnout_label(level: int) -> str:
    """[003 "Level 1: -1 penalty to all rolls"]: 'Burnout level 1'."""
    return f"Burnout level {level}"


@dataclass(frozen=True)
class Circumstances:
    """What the table says about one roll beyond the sheet (see ``situations.py``)."""

    tn: int | None = None
    """The GM's target number; None for the check id's ``@TN`` or the sheet's."""
    surprise: Literal["", "unaware", "alert"] = ""
    """[003 "the first attack gets a +5 COR bonus to hit"]; +2 when the targets are on alert."""
    beyond_range: Literal["", "near", "far"] = ""
    """Ranged attacks past the effective range: -5 up to 9m beyond, -10 further."""
    targeted: int = 0
    """A targeted attack raises the TN, "usually by 3" [003 "Targeted Attacks"]."""
    bonuses: tuple[tuple[str, int], ...] = ()
    """Further named bonuses of the situation (shielding another: +5)."""
    imposed: tuple[tuple[str, int], ...] = ()
    """What set statuses impose on the roll, by status (worked out by the core from the
    declarations in ``status.py``)."""


@dataclass(frozen=True)
class Plan:
    """What a check id means for this character: the attribute, the TN and every line."""

    check_id: str
    label: str
    attribute: str
    tn: int
    attack: bool
    lines: tuple[tuple[str, int], ...]
    friendly_fire: int = 1
    weapon: Weapon | None = None

    @property
    def bonus(self) -> int:
        return sum(v for _, v in self.lines)

    @property
    def needed(self) -> int:
        """The lowest die face that reaches the TN (the excerpt's "you'd have to roll 11")."""
        return self.tn - self.bonus


def weapon_ids(c: GrimwireCharacter) -> list[tuple[str, Weapon]]:
    """Stable ids by weapon name; a repeated name gets " (2)" and so on."""
    seen: dict[str, int] = {}
    out = []
    for weapon in c.weapons:
        seen[weapon.name] = seen.get(weapon.name, 0) + 1
        suffix = f" ({seen[weapon.name]})" if seen[weapon.name] > 1 else ""
        out.append((f"{weapon.name}{suffix}", weapon))
    return out


def attribute_names(c: GrimwireCharacter) -> list[str]:
    extra = [c.extra_attribute.abbreviation] if c.extra_attribute else []
    return [*ATTRIBUTES, *extra]


Imposes = Callable[[str], tuple[tuple[str, int], ...]]
"""What set statuses impose on a check, by its id (the rules service's declarations)."""
Bars = Callable[[str, str], "tuple[str, str] | None"]
"""What an active status does to a check (id, label): "impossible" or "fails automatically"
with the reason, or None (the rules service's ``status_bar``)."""


def checks(c: GrimwireCharacter, imposes: Imposes = lambda check_id: (),
           bars: Bars = lambda check_id, label: None) -> list[Check]:
    named = weapon_ids(c)
    weapons = dict(named)  # looked up by every attack's plan: made once

    def _check(c: GrimwireCharacter, check_id: str, label: str, group: str) -> Check:
        barred = bars(check_id, label)
        if barred is not None:
            p = plan(c, check_id, weapons=weapons)
            return Check(check_id, label, group, f"{p.attribute} {p.tn}", barred[0])
        return sheet_check(c, check_id, label, group, imposes(check_id), weapons)

    out = []
    for a in attribute_names(c):
        label = ATTRIBUTE_NAMES.get(a) or (c.extra_attribute.name if c.extra_attribute else a)
        out.append(_check(c, f"attr:{a}", QT_TRANSLATE_NOOP("Rules", "{attribute} ({short})").format(attribute=label or a, short=a),
                          "attributes"))
    out.append(_check(c, "attack:unarmed", QT_TRANSLATE_NOOP("Rules", "Unarmed"), "combat"))
    for name, weapon in named:
        out.append(_check(c, f"attack:{name}", name, "combat"))
        shortfall = numbers.tog_shortfall(weapon.tog_requirement, c.attributes.TOG)
        if shortfall and weapon.kind in ("heavy", "ranged"):
            out.append(_check(c, f"lift:{name}", QT_TRANSLATE_NOOP("Rules", "Lift {weapon}").format(weapon=name), "combat"))
    out.append(_check(c, "attack:supernatural", QT_TRANSLATE_NOOP("Rules", "Supernatural attack"), "combat"))
    return out


def sheet_check(c: GrimwireCharacter, check_id: str, label: str, group: str,
                imposed: tuple[tuple[str, int], ...] = (),
                weapons: Mapping[str, Weapon] | None = None) -> Check:
    p = plan(c, check_id, situation=Circumstances(imposed=imposed), weapons=weapons)
    detail = f"needs {max(1, p.needed)}+ on the d20"
    return Check(check_id, label, group, f"{p.attribute} {p.tn}", detail)


def default_tn(c: GrimwireCharacter, check_id: str) -> int:
    """The TN a check id names after ``@`` (``attr:AGL@15``), else the sheet's."""
    _, _, tn_text = check_id.partition("@")
    return int(tn_text) if tn_text.strip().lstrip("-").isdigit() else c.target_number


def plan(
    c: GrimwireCharacter, check_id: str, modifier: int = 0, situation: Circumstances | None = None,
    *, weapons: Mapping[str, Weapon] | None = None,
) -> Plan:
    """``weapons``: the sheet's weapons by their ids (:func:`weapon_ids`), when the caller
    plans every check of the sheet and has them already."""
    situation = situation or Circumstances()
    base = check_id.partition("@")[0]
    tn = default_tn(c, check_id) if situation.tn is None else situation.tn
    kind, _, name = base.partition(":")
    weapon: Weapon | None = None
    if kind == "attr":
        attribute, attack, label = ALIASES.get(name, name), False, name
        if attribute not in attribute_names(c):
            raise Refusal(f"no attribute {name} on this sheet")
    elif kind in ("attack", "lift"):
        weapons = dict(weapon_ids(c)) if weapons is None else weapons
        if name in ("unarmed", "supernatural") and kind == "attack":
            attribute = "RSN" if name == "supernatural" else "COR"
        elif name in weapons:
            weapon = weapons[name]
            attribute = "TOG" if kind == "lift" else "COR"
        else:
            raise Refusal(f"no weapon named {name!r} on this sheet")
        attack = kind == "attack"
        label = {"unarmed": QT_TRANSLATE_NOOP("Rules", "Unarmed"),
                 "supernatural": QT_TRANSLATE_NOOP("Rules", "Supernatural attack")}.get(name, name) \
            if attack else name
    else:
        raise Refusal(f"no check {check_id!r} on this sheet")

    lines: list[tuple[str, int]] = [(attribute, c.attribute(attribute))]
    level = numbers.burnout_level(c)
    if numbers.burnout_penalty(level):
        # [003 "Level 1: -1 penalty to all rolls"]
        lines.append((burnout_label(level), numbers.burnout_penalty(level)))
    lines += situation.imposed
    if attribute == "AGL" and c.armour.agl_penalty and numbers.tog_shortfall(
        c.armour.tog_requirement, c.attributes.TOG
    ):
        # [003 "Not meeting the requirement causes a penalty to the PCs AGL."]
        lines.append((ARMOUR_TOO_HEAVY, c.armour.agl_penalty))
    lines += situation.bonuses
    if attack:
        lines += _attack_lines(situation)
        tn += situation.targeted
    if modifier:
        lines.append((OTHER_MODIFIER, modifier))
    friendly_fire = numbers.friendly_fire_range(weapon, c.attributes.TOG, c.effect_names)
    return Plan(
        check_id=check_id,
        label=label,
        attribute=attribute,
        tn=tn,
        attack=attack,
        lines=tuple(lines),
        friendly_fire=friendly_fire if attack else 1,
        weapon=weapon,
    )


def _attack_lines(situation: Circumstances) -> list[tuple[str, int]]:
    lines = []
    if situation.surprise:
        lines.append((SURPRISE_LABELS[situation.surprise], SURPRISE_BONUS[situation.surprise]))
    if situation.beyond_range:
        near, far = BEYOND_RANGE_PENALTY
        far_out = situation.beyond_range == "far"
        where = f"More than {BEYOND_RANGE_NEAR_M}m" if far_out else f"Up to {BEYOND_RANGE_NEAR_M}m"
        lines.append((f"{where} beyond effective range", far if far_out else near))
    return lines


def classify(p: Plan, face: int) -> str:
    """The outcome of one natural roll: the attack rules first, then the total."""
    if p.attack:
        if face == 20:
            return CRITICAL  # [003 "for an attack always succeeds ... and doubles the damage"]
        if face <= p.friendly_fire:
            return UNINTENDED  # [003 "Rolling a natural 3 or below can cause the PC to hit"]
        return HIT if face + p.bonus >= p.tn else MISS
    if face == 1:
        return NATURAL_1  # [003 "Rolling a 1 always fails"]
    return SUCCESS if face + p.bonus >= p.tn else FAILURE


def odds_of(p: Plan) -> Odds:
    order = [CRITICAL, HIT, MISS, UNINTENDED] if p.attack else [SUCCESS, FAILURE, NATURAL_1]
    counts = {name: 0 for name in order}
    for face in FACES:
        counts[classify(p, face)] += 1
    outcomes = {name: Fraction(n, 20) for name, n in counts.items() if n}
    good = (CRITICAL, HIT, SUCCESS)
    success = sum((v for k, v in outcomes.items() if k in good), Fraction(0))
    return Odds(outcomes, success, breakdown=(*p.lines, (TARGET_NUMBER, p.tn)))


def roll_check(p: Plan, rng: RandomSource) -> RollResult:
    face = roll(rng, 20)[0]
    outcome = classify(p, face)
    total = face + p.bonus
    parts = " ".join(f"{v:+d} {k}" for k, v in p.lines)
    head = QT_TRANSLATE_NOOP("Rules", "{check}: rolled {face} {modifiers} = {total} vs {attribute} {tn}").format(
        check=p.label, face=face, modifiers=parts, total=total, attribute=p.attribute, tn=p.tn)
    text = QT_TRANSLATE_NOOP("Rules", "{roll}: {then}").format(roll=head, then=_words(p, face, outcome))
    return RollResult(
        check_id=p.check_id,
        dice=(face,),
        total=total,
        outcome=outcome,
        success=outcome in (CRITICAL, HIT, SUCCESS),
        text=text,
        details={"needed": p.needed, "tn": p.tn},
    )


def _words(p: Plan, face: int, outcome: str) -> str:
    if outcome == CRITICAL:
        return QT_TRANSLATE_NOOP("Rules", "natural 20, the attack hits and doubles the damage.")
    if outcome == UNINTENDED:
        tn = numbers.friendly_fire_tn(0)
        return QT_TRANSLATE_NOOP("Rules", "natural {face}: the attack fails and may hit an unintended target (they roll AGL "
                                 "{tn}, lowered by your COR if you don't want to hit them).").format(
            face=face, tn=tn)
    if outcome == NATURAL_1:
        return QT_TRANSLATE_NOOP("Rules", "natural 1, it always fails.")
    if outcome in (HIT, SUCCESS) or face != 20:
        return QT_TRANSLATE_NOOP("Rules", "{outcome}.").format(outcome=outcome)
    return QT_TRANSLATE_NOOP("Rules", "{outcome}. A natural 20 on a task may bring other benefits (GM).").format(outcome=outcome)
