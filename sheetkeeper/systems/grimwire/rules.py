"""The GRIMWIRE rules service: the sheet's derived values, states, checks, offers and findings.

The actions live in :mod:`.recovery` (Condition, Focus, burnout, rests) and
:mod:`.advancement` (level-ups, learning hours, active techniques).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from typing import Any

from ...core.actions import Action, Derived, Finding, Offer, State, cited
from ...core.checks import Check, Odds, RollResult
from ...core.dice import RandomSource
from ...core.initiative import Order
from ...core.rules import Context
from ...core.situation import Option, Situation
from ...core.words import QT_TRANSLATE_NOOP, Words
from . import advancement, checks, inputs, numbers, status
from .advancement import AdvancementRules
from .derived_sources import SOURCES
from .hazards import HazardRules
from .library import LIBRARY
from .model import GrimwireCharacter, Technique
from .play import ADVANCED, LISTS, NEVER_LOST
from .printed import TABLES
from .recovery import rest_refusal, technique_block
from .tables import BURNOUT, BURNOUT_CAUSES, TOP_LEVEL, reward

C = GrimwireCharacter


class GrimwireRules(HazardRules, AdvancementRules):
    character_type = GrimwireCharacter
    inputs_of = inputs.BY_KIND
    advanced = ADVANCED
    library = LIBRARY
    never_lost = NEVER_LOST
    lists = LISTS
    tables = TABLES
    award = QT_TRANSLATE_NOOP("Rules", "XP")
    """[003 "XP is a reward given by the GM for exploring, fighting, and interacting."]"""
    award_spent = False
    """[003 "Whenever a PC gets enough XP, their level increases"; "Rewards by Level" gives
    each level's "Total XP"]: a level is reached, not bought, so no XP is spent."""

    def new(self, name: str = "") -> C:
        """A blank character at the starting level: its row of the table is applied, so max
        Condition/Focus start at 5 and 5 learning hours are in the ledger. The excerpt gives
        no base Condition/Focus: the player adds them to the maxima."""
        blank = GrimwireCharacter(name=name)
        blank = blank.model_copy(update={
            "condition": blank.condition.model_copy(update={"current": 0, "maximum": 0}),
            "focus": blank.focus.model_copy(update={"current": 0, "maximum": 0}),
        })
        started = self.apply(blank, Action("level.up", label="Starting level"), Context()).character
        return started.model_copy(update={
            "condition": started.condition.refill(),
            "focus": started.focus.refill(),
        })

    # -- what the sheet shows -----------------------------------------------------------------

    def derived(self, c: C) -> list[Derived]:
        a = c.attributes
        frenzy = status.extra_attacks(c.effect_names)
        taken, reached = advancement.level(c), advancement.level_reached(c)
        nxt = numbers.xp_for_level(taken) if taken < TOP_LEVEL else None
        initiative = a.PER + numbers.burnout_penalty(numbers.burnout_level(c))
        out = [
            Derived("level", "Level", str(taken) + (f" (level {reached} reached: level up)"
                                                     if reached > taken else "")),
            Derived("xp", "XP", str(c.ledger.xp_earned)),
            Derived("xp.next", "XP for next level", _next_level(nxt, c.ledger.xp_earned)),
            Derived("hours.remaining", "Learning hours left", str(c.ledger.hours_remaining)),
            Derived("hours.granted", "Learning hours granted", str(c.ledger.hours_granted)),
            Derived("condition", "Condition", _pool_text(c.condition)),
            Derived("focus", "Focus", _pool_text(c.focus)),
            Derived("burnout", "Burnout level", str(numbers.burnout_level(c)) + (
                f" ({c.burnout.temporary} from agony)" if c.burnout.temporary else "")),
            Derived("initiative", "Initiative (PER)", f"d20{initiative:+d}"),
            Derived("condition.max", "Max Condition (after burnout)",
                    QT_TRANSLATE_NOOP("Rules", "{current} of {most}").format(current=numbers.effective_max_condition(c),
                                                  most=c.condition.maximum)),
            Derived("burnout.penalty", "Burnout penalty to all rolls",
                    f"{numbers.burnout_penalty(numbers.burnout_level(c)):+d}"),
            Derived("movement", "Movement", numbers.movement(c)),
            Derived("movement.dash", "Dash (no action)", numbers.dash(c)),
            Derived("movement.swim", "Swimming", numbers.swimming(c)),
            Derived("movement.bonus", "Movement bonus (AGL)", f"{a.AGL:+d}m"),
            Derived("magic.range", "Magic range", f"{numbers.magic_range(a.RSN)}m"),
            Derived("attacks.light", "Light-weapon attacks per turn",
                    str(numbers.light_attacks(a.COR, frenzy))),
            Derived("attacks.heavy", "Heavy-weapon attacks per turn",
                    f"{numbers.heavy_attacks(frenzy)} (the COR table does not apply)"),
            Derived("damage.unarmed", "Unarmed damage", str(numbers.unarmed_damage(a.TOG))),
            Derived("armour", "Armour", _armour_text(c)),
            Derived("affinities", "Damage affinities", _affinities(c)),
            Derived("breath", "Hold breath", f"{numbers.breath_minutes(a.TOG)} min"),
            Derived("techniques.active", "Active techniques",
                    QT_TRANSLATE_NOOP("Rules", "{current} of {most}").format(
                        current=sum(t.active for t in c.techniques),
                        most=numbers.max_active_techniques(c.focus.maximum))),
            Derived("friendly_fire.tn", "Unintended target's AGL TN if you hold back",
                    str(numbers.friendly_fire_tn(a.COR))),
            Derived("burnout.causes", "Burnout causes", BURNOUT_CAUSES[c.lifeform]),
            Derived("rests.today", "Rests today",
                    QT_TRANSLATE_NOOP("Rules", "short {short} of 2, long {long} of 1").format(
                        short=c.today.short_rests, long=c.today.long_rests)),
        ]
        for name, weapon in checks.weapon_ids(c):
            out.append(Derived(f"damage:{name}", f"{name} damage",
                               numbers.damage_text(weapon, a.TOG)))
        for t in c.techniques:
            left = numbers.technique_hours_left(c, t)
            tail = "learned" if t.learned else (
                "cannot be learned (multiplier 0 or less)" if left is None
                else f"{left} more hours at {t.multiplier} {c.attribute(t.multiplier)}")
            out.append(Derived(f"technique:{t.name}", t.name,
                               f"{t.progress} of {t.effort} effort, {tail}"))
        return cited(out, SOURCES)

    def states(self, c: C) -> list[State]:
        out = []
        level = numbers.burnout_level(c)
        if numbers.is_dead(c):
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Dead"),
                             QT_TRANSLATE_NOOP("Rules", "Condition fell below -10"), "danger"))
        elif numbers.is_dying(c):
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Dying"), QT_TRANSLATE_NOOP(
                "Rules", "Out cold; loses 1 Condition each turn; attacks hit automatically; dead "
                "below -10"), "danger"))
        if level:
            agony = f" ({c.burnout.temporary} from agony)" if c.burnout.temporary else ""
            severity = "danger" if level >= 3 else "warning"
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Burnout {level}").format(level=level),
                             BURNOUT[level].effect + agony, severity))
        if c.focus.current < 0:
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Negative Focus"), QT_TRANSLATE_NOOP(
                "Rules", "No specialty techniques, even passive ones, until Focus is 0 or more")))
        if advancement.level_reached(c) > advancement.level(c):
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Level up"),
                             QT_TRANSLATE_NOOP("Rules", "Enough XP for the next level"), "info"))
        standing = {s.id for s in self.standing_statuses(c)}  # Dying, Dead: shown above
        out += [State(s.label, s.effect, "warning") for s in self.active_statuses(c)
                if s.id not in standing]
        return out

    def checks(self, c: C) -> list[Check]:
        return checks.checks(
            c, lambda check_id: tuple((i.status, i.value)
                                      for i in self.status_modifiers(c, check_id)),
            lambda check_id, label: self.status_bar(c, check_id, None, label))

    def situations(self, c: C, check_id: str) -> list[Option]:
        from .situations import options  # on the first situation asked for: not at start-up

        return options(c, check_id)

    def check_odds(self, c: C, check_id: str, situation: Situation) -> Odds:
        from . import rolls  # on the first odds asked for: not at start-up

        return rolls.odds(c, check_id, situation)

    def check_roll(self, c: C, check_id: str, rng: RandomSource, situation: Situation) -> RollResult:
        from . import rolls

        return rolls.roll_check(c, check_id, rng, situation)

    # -- what the player may do now ------------------------------------------------------------

    def offers(self, c: C) -> list[Offer]:
        out = []
        if advancement.level(c) < TOP_LEVEL:
            row = reward(advancement.level(c) + 1)
            refusal = advancement.level_up_refusal(c)
            out.append(Offer(
                Action("level.up", label=QT_TRANSLATE_NOOP("Rules", "Level up to {level}").format(
                    level=row.level)), "advance",
                cost=QT_TRANSLATE_NOOP("Rules", "no XP spent: reached at {xp} XP total").format(
                    xp=row.total_xp), allowed=not refusal, reason=refusal,
                ledger="xp",
            ))
        remaining = c.ledger.hours_remaining  # read once: the ledger may hold thousands of entries
        first: dict[str, Technique] = {}  # the row a name means, as c.technique finds it
        for t in c.techniques:
            first.setdefault(t.name, t)
        for t in c.techniques:
            if t.learned:
                continue
            left = numbers.technique_hours_left(c, t) or 0
            hours = max(1, min(left, remaining))
            refusal = advancement.technique_refusal(c, first[t.name], None, remaining)
            out.append(Offer(
                Action("technique.learn", {"technique": t.name, "hours": hours},
                       label=QT_TRANSLATE_NOOP("Rules", "Learn {technique} ({hours} h)").format(
                           technique=t.name, hours=hours)),
                "advance", cost=QT_TRANSLATE_NOOP("Rules", "{hours} learning hours to finish").format(
                    hours=left), allowed=not refusal,
                reason=refusal, ledger="hours",
            ))
        for t in c.techniques:
            if t.learned and not t.active:
                refusal = advancement.activate_refusal(c, t.name)
                out.append(Offer(Action("technique.activate", {"technique": t.name},
                                        label=QT_TRANSLATE_NOOP("Rules", "Make {technique} active").format(
                                            technique=t.name)),
                                 "resource", allowed=not refusal, reason=refusal))
        for kind, label in (("short", QT_TRANSLATE_NOOP("Rules", "Short rest (30 min)")),
                            ("long", QT_TRANSLATE_NOOP("Rules", "Long rest (5 h)"))):
            refusal = rest_refusal(c, kind)
            out.append(Offer(Action(f"rest.{kind}", label=label), "rest",
                             allowed=not refusal, reason=refusal))
        out.append(Offer(Action("day.new", label=QT_TRANSLATE_NOOP("Rules", "A new day begins")), "rest"))
        block = technique_block(c)
        out.append(Offer(Action("focus.use", {"amount": 1}, label=QT_TRANSLATE_NOOP("Rules", "Use a technique")),
                         "resource", allowed=not block, reason=block))
        if numbers.is_dying(c):
            out.append(Offer(Action("dying.turn", label="Dying: lose 1 Condition"), "hazard"))
            out.append(Offer(Action("revive", label="Revive"), "hazard"))
        if c.burnout.temporary:
            out.append(Offer(Action("agony.end", label="Agony passes"), "hazard"))
        active = status.active(c.effect_names)
        if {"Burning", "Bleeding"} & active:
            out.append(Offer(Action("turn.start", label="Start of the turn"), "hazard",
                             cost="Burning 2d6 heat; Bleeding the GM's amount"))
        if "Terror" in active:
            out.append(Offer(Action("terror.roll", label="Terror: MND roll"), "hazard",
                             cost="a MND roll: on a failure only cower or flee this turn; on "
                                  "a success the terror is removed"))
        out += [
            Offer(Action("fall", label="Fall"), "hazard",
                  cost="the fall table's dice; half if broken; none for a broken jump from 9m "
                       "or lower; knocked down unless broken"),
            Offer(Action("drowning.round", label="Drowning (1 round)"), "hazard",
                  cost="MND 11 or unconscious; 6 damage a round unconscious underwater"),
            Offer(Action("takedown", label="Held back: taken down"), "hazard",
                  cost="1 Condition and out cold"),
            Offer(Action("craft", label="Crafting outcome"), "other",
                  cost="MND and COR: well made, unstable, or not created"),
        ]
        return out

    def initiative(self, members: list[tuple[str, C]], rng: RandomSource,
                   conditions: Mapping[str, Situation] | None = None, *,
                   enemies: Collection[str] = ()) -> Order:
        from .initiative import party_order  # only when the party rolls: not at start-up

        return party_order(members, rng, conditions, enemies)

    carried = "gear"

    def foe_options(self) -> list[Option]:
        from .foes import OPTIONS

        return list(OPTIONS)

    def stand_in(self, name: str, values: Mapping[str, Any]) -> C:
        from .foes import stand_in

        return stand_in(name, values)

    def initiative_options(self, c: C) -> list[Option]:
        from .initiative import CONDITIONS

        return list(CONDITIONS)

    def session_actions(self, c: C) -> list[Action]:
        """Between sessions the party sleeps: a new day, then the long rest."""
        return [Action("day.new", label="A new day begins"),
                Action("rest.long", label="Long rest")]

    # -- findings --------------------------------------------------------------------------

    def validate(self, c: C, *, creation: bool = False) -> list[Finding]:
        out = []
        ledger = c.ledger
        if ledger.hours_remaining < 0:
            out.append(Finding("learning hours", f"{ledger.hours_spent} hours spent but only "
                               f"{ledger.hours_granted} granted"))
        names = [t.name for t in c.techniques]
        rows = Counter(names)
        last = {n: i for i, n in enumerate(names)}  # the row to rename
        for name in sorted(n for n, count in rows.items() if count > 1):
            out.append(Finding(f"techniques.{last[name]}", f"two techniques are named {name!r}; rename one"))
        removed = {e.subject for e in ledger.entries if e.kind == "adjust" and e.after is None}
        spent = ledger.hours_spent_on()
        for subject in sorted(set(spent) - set(names) - removed):
            if spent[subject]:
                out.append(Finding("techniques", f"learning hours were spent on {subject!r}, "
                                   "which is not on the sheet", "warning"))
        active = [t for t in c.techniques if t.active]
        limit = numbers.max_active_techniques(c.focus.maximum)
        if len(active) > limit:
            out.append(Finding("techniques", f"{len(active)} active techniques but max Focus "
                               f"{c.focus.maximum} allows {limit}; make one inactive"))
        for t in active:
            if not t.learned:
                out.append(Finding(f"techniques.{t.name}", f"{t.name} is active but not "
                                   f"learned ({t.progress} of {t.effort})"))
        for path, pool in (("condition", c.condition), ("focus", c.focus)):
            if pool.floor is not None:
                out.append(Finding(path, "should have no floor (it can go below 0)", "warning"))
        if c.condition.current > numbers.condition_ceiling(c):
            out.append(Finding("condition", f"Condition {c.condition.current} is above the "
                               f"burnout-capped {numbers.condition_ceiling(c)}", "warning"))
        taken, reached = advancement.level(c), advancement.level_reached(c)
        if taken == 0:
            out.append(Finding("level", "the starting level's rewards are not applied; apply "
                               "Level up to 1"))
        elif taken > reached:
            out.append(Finding("level", f"level {taken} is taken but the ledger shows only "
                               f"{ledger.xp_earned} XP"))
        elif reached > taken:
            out.append(Finding("level", f"{ledger.xp_earned} XP reaches level {reached}: "
                               "apply the level-up", "info"))
        if creation:
            out.append(Finding("", "the excerpt gives no creation budget: enter the starting "
                               "attributes and base Condition/Focus your GM gives", "info"))
        return out


def _pool_text(pool) -> str:
    if pool.temporary:
        return QT_TRANSLATE_NOOP("Rules", "{current} of {most} (+{temporary} temporary)").format(
            current=pool.current, most=pool.maximum, temporary=pool.temporary)
    return QT_TRANSLATE_NOOP("Rules", "{current} of {most}").format(current=pool.current, most=pool.maximum)


def _armour_text(c: C) -> str:
    if not c.armour.points:
        return QT_TRANSLATE_NOOP("Rules", "none")
    text = f"{c.armour.points} ({c.armour.name})" if c.armour.name else str(c.armour.points)
    short = numbers.tog_shortfall(c.armour.tog_requirement, c.attributes.TOG)
    if short:
        penalty = f"{c.armour.agl_penalty:+d} AGL" if c.armour.agl_penalty else QT_TRANSLATE_NOOP("Rules", "AGL penalty")
        return QT_TRANSLATE_NOOP("Rules", "{armour}; TOG {needed} needed: {penalty}").format(
            armour=text, needed=c.armour.tog_requirement, penalty=penalty)
    return text


def _affinities(c: C) -> str:
    parts = tuple(AFFINITY_WORDS.get(a.affinity, QT_TRANSLATE_NOOP("Rules", "{affinity} to {damage}")).format(
        affinity=a.affinity, damage=a.damage_type) for a in c.affinities)
    return Words(", ".join(parts), ", ".join(f"{{{i}}}" for i in range(len(parts))), parts) if parts \
        else QT_TRANSLATE_NOOP("Rules", "none")


AFFINITY_WORDS = {"weak": QT_TRANSLATE_NOOP("Rules", "weak to {damage}"), "immune": QT_TRANSLATE_NOOP("Rules", "immune to {damage}"),
                  "resistant": QT_TRANSLATE_NOOP("Rules", "resistant to {damage}")}
"""An affinity to a damage type in words."""


def _next_level(xp_needed: int | None, earned: int) -> str:
    """The XP the next level needs and how far off it is, or that it is reached (a level to
    take: [003 "Whenever a PC gets enough XP, their level increases"])."""
    if xp_needed is None:
        return QT_TRANSLATE_NOOP("Rules", "top")
    if earned >= xp_needed:
        return QT_TRANSLATE_NOOP("Rules", "{needed} (reached: level up)").format(needed=xp_needed)
    return QT_TRANSLATE_NOOP("Rules", "{needed} ({left} to go)").format(needed=xp_needed, left=xp_needed - earned)
