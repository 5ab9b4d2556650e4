"""The situation at the table for a GRIMWIRE roll: the GM's target number, surprise, range,
targeted attacks, sparing an unintended target, assisting and rolls against another PC, each
quoting the rule it comes from.

:func:`options` lists what a check offers; :func:`circumstances` turns a settled situation
into what ``checks.plan`` and ``rolls`` read, so the odds and the roll read the same values.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ...core.actions import Refusal
from ...core.situation import Option, Situation, When, other_modifier
from ...core.words import QT_TRANSLATE_NOOP
from . import status
from .checks import SHIELDING_ANOTHER, Circumstances, default_tn, plan, weapon_ids
from .model import GrimwireCharacter, Weapon
from .tables import (
    BEYOND_RANGE_NEAR_M,
    FALLS,
    FRIENDLY_FIRE_TN,
    SURPRISE_BONUS,
    TARGETED_ATTACK_TN,
    fall_row,
)

ASSISTANTS = 3
"""Assistant slots offered; the rules set no limit [003 "One or more characters can assist"]."""
BONUS_RANGE = (-20, 40)
"""Another character's bonus: an attribute (-10..10) and whatever bonuses and penalties apply."""

SURPRISE = Option(
    "surprise", QT_TRANSLATE_NOOP("Rules", "Surprise"), "choice", "none",
    choices=(
        ("none", QT_TRANSLATE_NOOP("Rules", "No surprise")),
        ("unaware",
         QT_TRANSLATE_NOOP("Rules", "Enemies unaware (+{bonus})")
         .format(bonus=SURPRISE_BONUS['unaware'])),
        ("alert",
         QT_TRANSLATE_NOOP("Rules", "Enemies aware of a threat (+{bonus})")
         .format(bonus=SURPRISE_BONUS['alert'])),
    ),
    source='[003] "the first attack gets a +5 COR bonus to hit"; "the bonus to the first '
    'attack is only +2"',
    help=QT_TRANSLATE_NOOP("Rules", "The first attack against enemies unaware of you (+5), or "
                           "aware of a possible threat but not where it is (+2)."),
)
RANGE = Option(
    "range", QT_TRANSLATE_NOOP("Rules", "Range"), "choice", "within",
    choices=(
        ("within", QT_TRANSLATE_NOOP("Rules", "Within effective range")),
        ("near",
         QT_TRANSLATE_NOOP("Rules", "Up to {metres}m beyond (−5)")
         .format(metres=BEYOND_RANGE_NEAR_M)),
        ("far",
         QT_TRANSLATE_NOOP("Rules", "More than {metres}m beyond (−10)")
         .format(metres=BEYOND_RANGE_NEAR_M)),
    ),
    source='[003] "Ranged attacks incur a -5 penalty to COR for being used beyond their range '
    'up to 9m(30’) and a -10 penalty for being used on targets greater than 9m(30’) beyond '
    'their range."',
    help=QT_TRANSLATE_NOOP("Rules", "How far past the weapon's effective range the target stands."),
)
AGAINST_A_TN = (When("opponent", (None,)),)
"""Assisting, a raised shield and a targeted attack work on a target number; against another
PC there is none [003 "each PC rolls and the higher of the two (with bonuses and penalties
included) succeeds"]."""

SPLASH = Option(
    "splash", QT_TRANSLATE_NOOP("Rules", "Splash damage: no target chosen"), "toggle",
    source='[003] "Cannot choose targets for aimed ranged attacks but can still make attacks '
    'with splash damage, melee, or supernatural attacks (with the penalty)."',
    help=QT_TRANSLATE_NOOP("Rules", "A grenade or another blast that damages anyone within its "
                           "radius: allowed while Sensory impaired, where an aimed ranged attack "
                           "is not."),
)

TARGETED = Option(
    "targeted", QT_TRANSLATE_NOOP("Rules", "Targeted attack: TN raised by"), "count", 0, 0, 10,
    source='[003] "Such attacks are made with an increase to the target number for their COR '
    'roll ... The target number usually increases by 3"',
    help=QT_TRANSLATE_NOOP("Rules", "An attack to impair, disarm or disrupt instead of damage: "
                           "usually +{raised}, more or less as the GM decides.").format(
                               raised=TARGETED_ATTACK_TN),
    applies=AGAINST_A_TN,
)

FALL = Option(
    "fall", QT_TRANSLATE_NOOP("Rules", "Breaking a fall"), "choice", "none",
    choices=(("none", QT_TRANSLATE_NOOP("Rules", "No fall")),
             *((f"{f.metres:g}", QT_TRANSLATE_NOOP("Rules", "{height}: AGL {tn}").format(
                 height=f.label, tn=f.break_tn)) for f in FALLS)),
    source='[003] "Characters can succeed on an AGL roll to break their fall, taking half the '
    'damage they normally would and are not knocked down."; "Target Number to Break Fall"',
    help=QT_TRANSLATE_NOOP("Rules", "The fall table's TN for the AGL roll. From 45m the character "
                           "must land on a soft surface to try at all."),
)

SHIELD_OTHER_BONUS = 5  # [003 "the COR of the attacker with a +5 bonus"]
SHIELD_OTHER = Option(
    "shield_other",
    QT_TRANSLATE_NOOP("Rules", "Shielding another (+{bonus}, against the attacker's COR)").format(
        bonus=SHIELD_OTHER_BONUS),
    "toggle",
    source='[003] "The character attempting to be the shield must make an AGL roll opposed by '
    'the COR of the attacker with a +5 bonus."',
    help=QT_TRANSLATE_NOOP("Rules", "Taking an attack meant for someone in melee range: an "
                           "opposed roll, so give the attacker's COR as the opposing bonus. On a "
                           "success you take the damage instead."),
)


@dataclass(frozen=True)
class Table:
    """A settled situation: the plan's circumstances and the other characters involved."""

    plan: Circumstances = field(default_factory=Circumstances)
    modifier: int = 0
    opponent: int | None = None
    """The other PC's bonus in a player-against-player roll."""
    assistants: tuple[int, ...] = ()
    spare: bool = False
    bystander: int | None = None
    """The unintended target's AGL (RSN) bonus, for the chance they are hit."""
    shield: Weapon | None = None
    """A shield or large weapon raised after a failed AGL roll [003 "Shielding Yourself"]."""


def _spare_attribute(check_id: str) -> str:
    return "MND" if check_id.partition("@")[0] == "attack:supernatural" else "COR"


EVADING = Option(
    "evading", QT_TRANSLATE_NOOP("Rules", "Evading an attack"), "toggle",
    source='[003] "A -5 penalty to PER and anything requiring senses including attack and '
    'evasion."',
    help=QT_TRANSLATE_NOOP("Rules", "An AGL roll to evade: Sensory impairment's -5 applies to it."),
)
PAIN_TERROR = Option(
    "pain_terror", QT_TRANSLATE_NOOP("Rules", "Resisting pain or terror"), "toggle",
    source='[003] "+3 and no penalty to MND rolls to resist pain and terror"',
    help=QT_TRANSLATE_NOOP("Rules", "Inebriated: this MND roll takes +3 instead of the -3 "
                           "penalty."),
)


def options(c: GrimwireCharacter, check_id: str) -> list[Option]:
    p = plan(c, check_id)  # refuses an unknown check
    kind = check_id.partition(":")[0]
    out = [Option(
        "tn", QT_TRANSLATE_NOOP("Rules", "Target number"), "count", default_tn(c, check_id), 1, 40,
        source='[003] "GM calls for a roll, announces the attribute it is based on, and gives '
        'a target number to determine success"',
        help=QT_TRANSLATE_NOOP("Rules", "The GM's target number (often not disclosed); the "
                               "sheet's is the default."),
    )]
    if check_id.partition("@")[0] == "attr:AGL":
        out.append(EVADING)
        out.append(FALL)
        shields = shield_choices(c)
        if len(shields) > 1:
            out.append(Option(
                "shield", QT_TRANSLATE_NOOP("Rules", "Raise a shield after a failed roll"),
                "choice", "none", choices=shields,
                source='[003] "When a character fails an AGL roll, they can raise their shield '
                'and apply the bonus. If bonus is sufficient to avoid taking damage, the shield '
                'or weapon is hit instead."',
                help=QT_TRANSLATE_NOOP("Rules", "Evading an attack: a failed roll that the "
                                       "shielding bonus lifts to the TN hits the shield or weapon "
                                       "instead, which then rolls for instability."),
                applies=AGAINST_A_TN,
            ))
        out.append(SHIELD_OTHER)
    if check_id.partition("@")[0] == "attr:MND" and "Inebriated" in status.active(c.effect_names):
        out.append(PAIN_TERROR)
    if p.attack:
        out.append(SURPRISE)
        if p.weapon is not None and p.weapon.kind in ("ranged", "thrown"):
            out.append(RANGE)
            out.append(SPLASH)
        if check_id.partition("@")[0] != "attack:supernatural":
            out.append(TARGETED)
    if kind != "lift":
        out.append(Option(
            "opponent",
            QT_TRANSLATE_NOOP("Rules", "Defending PC's bonus") if p.attack
            else QT_TRANSLATE_NOOP("Rules", "Opposed by a PC with bonus"),
            "opponent", None, *BONUS_RANGE,
            source='[003] "each PC rolls and the higher of the two (with bonuses and penalties '
            'included) succeeds"; "if the rolls are for attack/defense the defending PC takes '
            'half damage"',
            help=QT_TRANSLATE_NOOP("Rules", "Player against player: no target number, both roll "
                                   "d20 and add their bonus; the higher total wins."),
        ))
    if kind == "attr":
        out += [Option(
            f"assistant_{i}",
            QT_TRANSLATE_NOOP("Rules", "Assistant {number}: bonus").format(number=i), "opponent",
            None,
            *BONUS_RANGE,
            source='[003] "When assisting, all players involved make a roll, each applying '
            'their own bonuses or penalties. The highest result is used."',
            help=QT_TRANSLATE_NOOP("Rules", "Another character who helps rolls with their own "
                                   "attribute and bonuses; the task succeeds if any roll does."),
            applies=AGAINST_A_TN,
        ) for i in range(1, ASSISTANTS + 1)]
    if p.attack:
        spare = _spare_attribute(check_id)
        out += [
            Option(
                "spare",
                QT_TRANSLATE_NOOP("Rules", "Spare an unintended target ({attribute} lowers their "
                                  "TN)").format(attribute=spare), "toggle",
                source='[003] "The attacker can try to avoid hitting the new target by applying '
                'their COR to lower the difficulty of the AGL roll or applying their MND in the '
                'case of supernatural attacks."',
                help=QT_TRANSLATE_NOOP("Rules", "If a friendly-fire roll sends the attack "
                                       "elsewhere, they roll against TN {tn} minus your "
                                       "{attribute}.").format(tn=FRIENDLY_FIRE_TN, attribute=spare),
            ),
            Option(
                "bystander", QT_TRANSLATE_NOOP("Rules", "Unintended target's AGL (RSN)"),
                "opponent", None, -10, 10,
                source='[003] "The new target must make an AGL or RSN roll with target number '
                '11 to avoid the attack."',
                help=QT_TRANSLATE_NOOP("Rules", "Give it to see the chance that a friendly-fire "
                                       "roll hits them."),
            ),
        ]
    out.append(replace(
        other_modifier(-30, 30, label=QT_TRANSLATE_NOOP("Rules", "Other bonus or penalty")),
        source=QT_TRANSLATE_NOOP("Rules", "{quote}; cover and missing knowledge give bonuses or "
                                 "penalties of no stated size").format(
                                     quote='[003] "The GM can adjust the target number based on '
                                     'contextual factors"'),
        help=QT_TRANSLATE_NOOP("Rules", "Any other bonus or penalty to the roll: “That's a -2 to "
                               "AGL”, cover, missing knowledge."),
    ))
    return out


def shield_choices(c: GrimwireCharacter) -> tuple[tuple[str, str], ...]:
    """Weapons and shields with a shielding bonus, by their sheet id."""
    return (("none", QT_TRANSLATE_NOOP("Rules", "No shield")), *(
        (name, f"{name} (+{w.shielding})") for name, w in weapon_ids(c) if w.shielding
    ))


def circumstances(c: GrimwireCharacter, check_id: str, s: Situation) -> Table:
    """Refuses what the rules leave undefined: assisting or a targeted attack against another
    PC, where there is no target number."""
    opponent = s.get("opponent")
    assistants = tuple(
        int(v) for i in range(1, ASSISTANTS + 1) if (v := s.get(f"assistant_{i}")) is not None
    )
    targeted = int(s.get("targeted", 0) or 0)
    if opponent is not None and assistants:
        raise Refusal("Assistant: assisting is for a task against a target number; against "
                      "another PC the higher of the two rolls wins")
    if opponent is not None and targeted:
        raise Refusal("Targeted attack: it raises the target number, and against another PC "
                      "there is none")
    shield = s.get("shield", "none")
    if shield != "none" and (opponent is not None or assistants):
        raise Refusal("Raise a shield: it is raised on a failed AGL roll against a target "
                      "number, not in an opposed or assisted roll")
    shield_other = bool(s.get("shield_other", False))
    if shield_other and opponent is None:
        raise Refusal("Shielding another: the roll is opposed by the attacker's COR; give it "
                      "as the opposing bonus")
    tn = s.get("tn")
    fall = s.get("fall", "none")
    if fall != "none":
        if tn != default_tn(c, check_id):
            raise Refusal("Breaking a fall: the fall table gives the target number; leave the "
                          "target number as it is")
        tn = fall_row(float(str(fall))).break_tn  # type: ignore[union-attr]
    return Table(
        plan=Circumstances(
            tn=None if tn is None or tn == default_tn(c, check_id) else int(tn),
            surprise=(  # type: ignore[arg-type]
                "" if s.get("surprise", "none") == "none" else s["surprise"]),
            beyond_range=(  # type: ignore[arg-type]
                "" if s.get("range", "within") == "within" else s["range"]),
            targeted=targeted,
            bonuses=((SHIELDING_ANOTHER, SHIELD_OTHER_BONUS),) if shield_other else (),
            imposed=tuple((i.status, i.value) for i in s.imposed),
        ),
        modifier=s.free_modifier(),
        opponent=None if opponent is None else int(opponent),
        assistants=assistants,
        spare=bool(s.get("spare", False)),
        bystander=(  # type: ignore[arg-type]
            None if s.get("bystander") is None else int(s["bystander"])),
        shield=None if shield == "none" else dict(weapon_ids(c))[str(shield)],
    )


def spare_bonus(c: GrimwireCharacter, check_id: str, table: Table) -> int:
    """What the attacker takes off the unintended target's TN (0 unless sparing them)."""
    return c.attribute(_spare_attribute(check_id)) if table.spare else 0
