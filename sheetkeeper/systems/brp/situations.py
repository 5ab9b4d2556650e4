"""The situation at the table for a BRP check: the options the excerpt offers, per check.

Skill rolls take a difficulty level, the Situational Modifiers Table, helpers (a cooperative
roll), the other side of an opposed roll and its method, and a second skill for a combined
roll. Characteristic rolls take the difficulty, the table and a resistance-table roll
against a passive (or active) factor. Experience rolls take only the free modifier.
"""

from __future__ import annotations

from dataclasses import replace

from ...core.situation import Option, When, other_modifier
from ...core.words import QT_TRANSLATE_NOOP
from .model import BRPCharacter
from .tables import SITUATIONAL
from .weapon_damage import weapon_option

DIFFICULTY = Option(
    "difficulty", QT_TRANSLATE_NOOP("Rules", "Difficulty"), "choice", "average",
    choices=(
        ("automatic", QT_TRANSLATE_NOOP("Rules", "Automatic (no roll)")),
        ("easy", QT_TRANSLATE_NOOP("Rules", "Easy (doubled)")),
        ("average", QT_TRANSLATE_NOOP("Rules", "Average")),
        ("difficult", QT_TRANSLATE_NOOP("Rules", "Difficult (halved, rounded up)")),
        ("impossible", QT_TRANSLATE_NOOP("Rules", "Impossible (all attempts fail)")),
        ("impossible_01", QT_TRANSLATE_NOOP("Rules", "Impossible, with a flat 01% chance")),
    ),
    source='[004] "The standard difficulty levels are: Automatic, Easy, Average, Difficult, and '
           'Impossible."; "Your gamemaster may allow a flat 01% chance of success"',
    help=QT_TRANSLATE_NOOP("Rules", "Easy doubles the rating and earns no experience check; "
                           "Difficult halves it (round up); Automatic needs no roll; Impossible "
                           "always fails."),
)

_TABLE_IDS = {name: "table_" + name.lower().replace(" ", "_") for name in SITUATIONAL}


def table_option(condition: str) -> Option:
    """One row group of the Situational Modifiers Table as a choice (none, -50 … +50)."""
    rows = SITUATIONAL[condition]
    return Option(
        _TABLE_IDS[condition], condition, "choice", "0",
        choices=(("0", QT_TRANSLATE_NOOP("Rules", "No modifier")),
                 *((f"{m:+d}", QT_TRANSLATE_NOOP("Rules", "{modifier}%: {condition}").format(
                     modifier=f"{m:+d}", condition=text)) for text, m in rows)),
        source=QT_TRANSLATE_NOOP("Rules", '[004] Situational Modifiers Table, '
                                 '"{condition}"').format(condition=condition),
        help=QT_TRANSLATE_NOOP("Rules", 'Applied after the difficulty [004 "Any situational '
                               "modifier is applied after a skill is modified due to being "
                               'Difficult or Easy."]'),
    )


TABLE = tuple(table_option(name) for name in SITUATIONAL)
TABLE_IDS = tuple(_TABLE_IDS.values())

HELPER_SLOTS = 3
HELPERS = tuple(
    Option(
        f"helper_{n}", QT_TRANSLATE_NOOP("Rules", "Helper {number}'s skill %").format(number=n),
        "number", 0, 0, 999,
        source='[004] "Whenever working together on an action, pick one character as the lead. '
               'All the other characters pitching in should make skill rolls. Take the best '
               'result or a fumble, if one occurs."',
        help=QT_TRANSLATE_NOOP("Rules", "A cooperative roll: this character leads, each helper "
                               "rolls their skill first (critical +50%, special +30%, success "
                               "+20%, all fail −10%, any fumble −50%). 0 means no helper."),
    )
    for n in range(1, HELPER_SLOTS + 1)
)
HELPER_IDS = tuple(o.id for o in HELPERS)

OPPONENT = Option(
    "opponent", QT_TRANSLATE_NOOP("Rules", "Opposing skill %"), "opponent", None, 0, 999,
    source='[004] "When two skills are opposed, both characters roll against their respective '
           'skills."',
    help=QT_TRANSLATE_NOOP("Rules", "The other side's skill rating, with its own modifiers "
                           "(empty: not opposed)."),
)

METHOD = Option(
    "method", QT_TRANSLATE_NOOP("Rules", "Opposed roll method"), "choice", "degrees",
    choices=(
        ("degrees",
         QT_TRANSLATE_NOOP("Rules", "Highest degree wins (the loser's success shifts it down)")),
        ("highest", QT_TRANSLATE_NOOP("Rules", "Highest successful result")),
        ("difference", QT_TRANSLATE_NOOP("Rules", "Skill minus roll")),
        ("subtraction", QT_TRANSLATE_NOOP("Rules", "Opposed skill subtraction")),
        ("resistance", QT_TRANSLATE_NOOP("Rules", "On the resistance table (skills ÷ 5)")),
    ),
    source='[004] "The character that achieves the highest degree of success wins the contest."; '
           '"Opposing Skll Roll Systems"',
    help=QT_TRANSLATE_NOOP("Rules", "How the gamemaster resolves opposed rolls; only used when an "
                           "opposing skill is given."),
    applies=(When("opponent", besides=(None,)),),
)

PASSIVE = Option(
    "passive", QT_TRANSLATE_NOOP("Rules", "This character is the passive side"), "toggle", False,
    source='[004] "one skill is designated as the active/offensive skill and the other as the '
           'passive/defensive skill"',
    help=QT_TRANSLATE_NOOP("Rules", "For skill subtraction and the resistance table: the other "
                           "side is the active one."),
    applies=(When("method", ("subtraction", "resistance")),),
)

RESISTANCE = Option(
    "resistance", QT_TRANSLATE_NOOP("Rules", "Resistance roll: the other factor"), "opponent", None,
    0, 999,
    source='[004] "The base chance of a resistance roll equals 50% + (active characteristic × 5) '
           '– (passive characteristic × 5)."',
    help=QT_TRANSLATE_NOOP("Rules", "The other side's characteristic or quantity (POW, STR+SIZ, a "
                           "poison's POT); empty: an ordinary characteristic roll."),
)

RESISTANCE_PASSIVE = Option(
    "resistance_passive", QT_TRANSLATE_NOOP("Rules", "This characteristic is the passive factor"),
    "toggle", False,
    source='[004] "The active factor is the party or force trying to influence the passive '
           'factor."',
    help=QT_TRANSLATE_NOOP("Rules", "On for CON against a poison's potency: the poison is active."),
    applies=(When("resistance", besides=(None,)),),
)


FATE = Option(
    "fate", QT_TRANSLATE_NOOP("Rules", "Bought with power points (fate)"), "choice", "none",
    choices=(
        ("none", QT_TRANSLATE_NOOP("Rules", "No")),
        ("reroll", QT_TRANSLATE_NOOP("Rules", "A re-roll for 5 power points")),
        ("luck", QT_TRANSLATE_NOOP("Rules", "A Difficult Luck roll instead of the skill, for 5 "
                                   "power points")),
    ),
    source='[004] "Spend 5 power points to re-roll any percentile roll desired. ... Success with '
           'this re-roll does not earn an experience check."; "Spend 5 power points to ignore a '
           'skill and trust fate, using a Difficult Luck roll instead. ... Success with this '
           'method does not earn an experience check or modify POW in any way."',
    help=QT_TRANSLATE_NOOP("Rules", "Power points as fate points (optional rule): a success "
                           "bought this way earns no experience check. Spend the points with the "
                           "offer; for a Luck roll enter its chance as the other modifier, the "
                           "excerpt giving no Luck value."),
)

NO_SECOND_SKILL = "none"


def combined_option(c: BRPCharacter, skill_name: str) -> Option:
    others = tuple((s.name, s.name) for s in c.skills if s.name.casefold() != skill_name.casefold())
    return Option(
        "combined", QT_TRANSLATE_NOOP("Rules", "Combined with a second skill"), "choice",
        NO_SECOND_SKILL,
        choices=((NO_SECOND_SKILL, QT_TRANSLATE_NOOP("Rules", "No second skill")), *others),
        source='[004] "your gamemaster can link two skills together in one roll, using the lower '
               'skill rating as the base chance."',
        help=QT_TRANSLATE_NOOP("Rules", "Two things at once: one roll against the lower skill; a "
                               "failure under the higher skill is a partial success."),
    )


def modifier() -> Option:
    """The free modifier: whatever else the gamemaster weighs, in percentage points."""
    return replace(
        other_modifier(-200, 200, label=QT_TRANSLATE_NOOP("Rules", "Other situational modifier")),
        source='[004] "Your gamemaster should assess the severity of circumstances, determine '
               'the overall modifier, and let you roll as quickly as possible."',
        help=QT_TRANSLATE_NOOP("Rules", "Any other bonus or penalty in percentage points, added "
                               "after the difficulty."),
    )


def options(c: BRPCharacter, check_id: str) -> list[Option]:
    kind, _, name = check_id.partition(":")
    if kind == "skill":
        fate = [FATE] if c.options.fate_points else []
        return [*weapon_option(c, check_id), DIFFICULTY, *TABLE, modifier(), *HELPERS,
                OPPONENT, METHOD, PASSIVE, combined_option(c, name), *fate]
    if kind == "char":
        return [DIFFICULTY, *TABLE, modifier(), RESISTANCE, RESISTANCE_PASSIVE]
    return [modifier()]
