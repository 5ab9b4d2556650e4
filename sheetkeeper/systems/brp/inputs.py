"""What a Basic Roleplaying player or gamemaster gives the rules beyond a button press,
declared once for the offer, its dialog and ``apply`` (``Rules.inputs``): a flat gain instead
of the roll, a teacher's ratings, the time that passed, a hazard's damage."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ...core.actions import Action
from ...core.rules import Inputs
from ...core.situation import Option, When
from ...core.words import QT_TRANSLATE_NOOP
from .advancement import flat_gain
from .model import CHARACTERISTICS, BRPCharacter
from .movement import RATES, TERRAIN
from .recovery import TABLE as RECOVERY_TABLE
from .travel import OWN_MOV

VARIES = ("Space vehicle, future",)
"""What the Movement Rates Table prints as "Varies": the table gives the rate a round."""


def improve(c: BRPCharacter, action: Action) -> tuple[Option, ...]:
    flat = flat_gain(c.options.experience_die)
    return (Option("flat", f"A flat +{flat} instead of rolling 1D{c.options.experience_die}",
                   "toggle", source='004 "you can choose to add a default of +3 to the '
                                    'skill rating instead of rolling"'),)


def pow_gain(c: BRPCharacter, action: Action) -> tuple[Option, ...]:
    return (Option("flat", QT_TRANSLATE_NOOP("Rules", "A flat +1 instead of rolling 1D3-1"), "toggle",
                   source='004 "increase your character\u2019s POW by 1D3–1"'),)


def research(c: BRPCharacter, action: Action) -> tuple[Option, ...]:
    return (Option("flat", QT_TRANSLATE_NOOP("Rules", "A flat +2 instead of rolling 1D6-2"), "toggle",
                   source='004 "increase the skill by 1D6–2 points, or choose to add 2 '
                          'to the current skill rating"'),)


def train(c: BRPCharacter, action: Action) -> tuple[Option, ...]:
    skill = str(action.args.get("skill", "the skill"))
    rating = next((s.rating for s in c.skills if s.name == skill), 0)
    return (
        Option("teacher", f"Teacher's {skill} %", "count", None, 0, 999, required=True,
               source='004 "getting instruction in it from another character with a '
                      'higher rating in the same skill"',
               help=f"The teacher needs more than {rating}% in {skill}."),
        Option("teach", QT_TRANSLATE_NOOP("Rules", "Teacher's Teach %"), "count", None, 0, 999, required=True,
               source='004 "the teacher must attempt a Teach skill roll"',
               help=QT_TRANSLATE_NOOP("Rules", "The teacher rolls Teach at the end of the training.")),
    )


def study(c: BRPCharacter, action: Action) -> tuple[Option, ...]:
    """Hours toward a course: training with a teacher or research alone, on a skill or a
    characteristic; finishing it is its own offer once the hours are in. A characteristic the
    rules do not let train (INT) is refused by them with the reason, before Apply."""
    targets = tuple((s.name, s.name) for s in c.skills) + tuple((t, t) for t in CHARACTERISTICS)
    return (
        Option("method", QT_TRANSLATE_NOOP("Rules", "How"), "choice", "training",
               choices=(("training", QT_TRANSLATE_NOOP("Rules", "Training (with a teacher)")),
                        ("research", QT_TRANSLATE_NOOP("Rules", "Research (alone)"))),
               source='004 "Your character can train to improve a skill by getting instruction in '
                      'it from another character" "The second method is research, working alone"'),
        Option("target", QT_TRANSLATE_NOOP("Rules", "Skill or characteristic"), "choice",
               targets[0][0] if targets else None, choices=targets,
               source='004 "Any skill that can be increased through training can also be increased '
                      'through research."'),
        Option("hours", QT_TRANSLATE_NOOP("Rules", "Hours spent"), "count", None, 1, 100_000, required=True,
               source='004 "Your character must then train for hours equal to their current skill rank '
                      'with the skill."',
               help=QT_TRANSLATE_NOOP("Rules", "An average character has 50 hours a week for training.")),
    )


def recover(c: BRPCharacter, action: Action) -> tuple[Option, ...]:
    return (
        Option("rest_minutes", QT_TRANSLATE_NOOP("Rules", "Minutes of rest"), "count", 0, 0, 100_000, source=RECOVERY_TABLE),
        Option("sleep_hours", QT_TRANSLATE_NOOP("Rules", "Hours asleep"), "count", 0, 0, 100_000, source=RECOVERY_TABLE),
        Option("awake_hours", QT_TRANSLATE_NOOP("Rules", "Hours awake"), "count", 0, 0, 100_000, source=RECOVERY_TABLE),
        Option("weeks", QT_TRANSLATE_NOOP("Rules", "Weeks of rest"), "count", 0, 0, 1_000, source=RECOVERY_TABLE),
    )


def travel(c: BRPCharacter, action: Action) -> tuple[Option, ...]:
    table = "the Movement Rates Table"
    return (
        Option("mode", QT_TRANSLATE_NOOP("Rules", "How"), "choice", OWN_MOV,
               choices=tuple((m, m) for m in (OWN_MOV, *RATES, *VARIES)), source=table),
        Option("per_round", QT_TRANSLATE_NOOP("Rules", "Metres a combat round"), "number", 10, 0.1, 1_000_000,
               decimals=1, applies=(When("mode", VARIES),),
               source=f'{table}: "Varies"; "Multiply a combat round movement rate by ×25 '
                      'for a turn"'),
        Option("days", QT_TRANSLATE_NOOP("Rules", "Days"), "count", 0, 0, 3_650, source=table),
        Option("hours", QT_TRANSLATE_NOOP("Rules", "Hours"), "count", 0, 0, 10_000, source=table),
        Option("turns", QT_TRANSLATE_NOOP("Rules", "Turns"), "count", 0, 0, 10_000, source=table),
        Option("rounds", QT_TRANSLATE_NOOP("Rules", "Rounds"), "count", 0, 0, 100_000, source=table),
        Option("terrain", QT_TRANSLATE_NOOP("Rules", "Terrain (separated by semicolons)"), "text", maximum=500,
               help="; ".join(TERRAIN), source="the terrain modifiers"),
        Option("fatigue_rule", QT_TRANSLATE_NOOP("Rules", "Use the fatigue rule"), "toggle", True,
               source="the optional fatigue rule"),
        Option("failed_stamina_rolls", QT_TRANSLATE_NOOP("Rules", "Failed Stamina rolls"), "count", 0, 0, 100,
               applies=(When("fatigue_rule", (True,)),), source="the optional fatigue rule"),
    )


def hazard(c: BRPCharacter, action: Action) -> tuple[Option, ...]:
    return (
        Option("hazard", QT_TRANSLATE_NOOP("Rules", "Hazard"), "text", "Fall", maximum=200),
        Option("damage", QT_TRANSLATE_NOOP("Rules", "Damage (dice, e.g. 1D6)"), "text", "1D6", maximum=60,
               help=QT_TRANSLATE_NOOP("Rules", "The damage your rulebook gives (a fall, fire, drowning, a venom).")),
    )


ANOTHER = ""
"""The Weapon choice for a weapon not on the sheet: its damage is typed."""
RANGE = "maximum damage costs the entire damage range of the weapon"


def max_damage(c: BRPCharacter, action: Action) -> tuple[Option, ...]:
    """The weapon whose damage range the power points pay for: a weapon row with its damage
    (from the sheet), or another whose damage is typed."""
    rows = list(dict.fromkeys((w.name or w.skill, w.damage) for w in c.weapons
                              if w.damage.strip() and (w.name or w.skill)))
    damage = Option("damage", QT_TRANSLATE_NOOP("Rules", "The weapon's damage (dice, e.g. 1D6+1)"), "text", "1D6+1",
                    maximum=60, source=RANGE)
    if not rows:
        return (damage,)
    names = tuple(dict.fromkeys(name for name, _ in rows))
    choices = tuple((n, f"{n} ({next(d for m, d in rows if m == n)})") for n in names)
    return (Option("weapon", QT_TRANSLATE_NOOP("Rules", "Weapon"), "choice", names[0],
                   choices=(*choices, (ANOTHER, "Another weapon (type its damage)")),
                   source=RANGE),
            replace(damage, applies=(When("weapon", (ANOTHER,)),)))


BY_KIND: Mapping[str, Inputs] = {
    "brp.improve": improve,
    "brp.pow_gain": pow_gain,
    "brp.research": research,
    "brp.train": train,
    "brp.study": study,
    "brp.recover": recover,
    "brp.travel": travel,
    "brp.hazard": hazard,
    "brp.max_damage": max_damage,
}
"""The inputs of each action kind that takes any (``Rules.inputs_of``)."""
