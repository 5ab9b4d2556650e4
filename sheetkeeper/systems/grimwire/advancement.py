"""Advancement: XP levels, level-ups and learning hours spent on techniques (digest 003-8).

The level a character may reach comes from the XP in the ledger; the levels actually taken
are the ledger's ``hours.grant`` entries named "level N" (each level-up grants its hours),
so nothing about levels is stored twice.
"""

from __future__ import annotations

import re

from ...core.actions import Action, Applied, Refusal
from ...core.ledger import Ledger
from ...core.rules import Context, Rules, handles
from ...core.words import QT_TRANSLATE_NOOP
from . import numbers
from .model import Attributes, GrimwireCharacter, Technique
from .tables import ALIASES, ATTRIBUTE_MAX, ATTRIBUTES, TOP_LEVEL, reward

C = GrimwireCharacter
_LEVEL = re.compile(r"^level (\d+)$")


def level_grants(ledger: Ledger) -> dict[int, str]:
    """Level -> id of its standing ``hours.grant`` entry."""
    reversed_ids = {e.reverses for e in ledger.entries if e.reverses}
    out = {}
    for e in ledger.entries:
        match = _LEVEL.match(e.subject)
        if e.kind == "hours.grant" and not e.reverses and e.id not in reversed_ids and match:
            out[int(match.group(1))] = e.id
    return out


def level(c: C) -> int:
    """The level taken: the highest level-up applied (0 before the starting level)."""
    return max(level_grants(c.ledger), default=0)


def level_reached(c: C) -> int:
    """The level the XP allows [003 "Whenever a PC gets enough XP, their level increases"]."""
    return numbers.level_for_xp(c.ledger.xp_earned)


def level_up_refusal(c: C) -> str:
    taken = level(c)
    if taken >= TOP_LEVEL:
        return QT_TRANSLATE_NOOP("Rules", "level {level} is the top of the table").format(level=TOP_LEVEL)
    nxt = reward(taken + 1)
    if c.ledger.xp_earned < nxt.total_xp:
        return QT_TRANSLATE_NOOP("Rules", "level {level} needs {needed} XP; you have {earned}").format(
            level=nxt.level, needed=nxt.total_xp, earned=c.ledger.xp_earned)
    return ""


def attribute_room(a: Attributes) -> int:
    return sum(ATTRIBUTE_MAX - a.value(x) for x in ATTRIBUTES)


def raised(c: C, increases: dict[str, int], wanted: int) -> Attributes:
    """The attributes after the player's assignment, or a Refusal saying what to change."""
    values = c.attributes.model_dump()
    given = 0
    for name, amount in increases.items():
        key = ALIASES.get(name, name)
        if key not in ATTRIBUTES:
            raise Refusal(f"no attribute {name}; choose from {', '.join(ATTRIBUTES)}")
        if int(amount) < 0:
            raise Refusal("attribute increases cannot be negative")
        values[key] += int(amount)
        given += int(amount)
        if values[key] > ATTRIBUTE_MAX:
            # [003 "10 is the maximum for any attribute."]
            raise Refusal(f"{key} would be {values[key]}; 10 is the maximum for any attribute")
    due = min(wanted, attribute_room(c.attributes))
    if given != due:
        left = due - given
        raise Refusal(
            f"this level gives {due} attribute increase{'s' if due != 1 else ''}; "
            + (f"{left} left to assign" if left > 0 else f"{-left} too many assigned")
        )
    return Attributes(**values)


def exchanged(c: C, names: list[str]) -> C:
    """The active set after a long rest [003 "During a rest of 5 hours or longer, characters
    can exchange active abilities for others they have learned."]."""
    if len(set(names)) != len(names):
        raise Refusal("a technique is named twice in the active list")
    for name in names:
        if not c.technique(name)[1].learned:
            raise Refusal(f"{name} is not learned yet; only learned techniques can be active")
    limit = numbers.max_active_techniques(c.focus.maximum)
    if len(names) > limit:
        raise Refusal(f"{len(names)} active techniques but max Focus {c.focus.maximum} allows "
                      f"{limit}")
    rows = [t.model_copy(update={"active": t.name in names}) for t in c.techniques]
    return c.model_copy(update={"techniques": rows})


def learn_refusal(c: C, name: str, hours: int | None = None) -> str:
    """Why ``hours`` learning hours can't go to technique ``name`` now, or ""."""
    _, technique = c.technique(name)
    return technique_refusal(c, technique, hours, c.ledger.hours_remaining)


def technique_refusal(c: C, technique: Technique, hours: int | None, remaining: int) -> str:
    """:func:`learn_refusal` for a technique row, ``remaining`` learning hours left (the
    offers read them once for every technique)."""
    name = technique.name
    multiplier = c.attribute(technique.multiplier)
    left = numbers.technique_hours_left(c, technique)
    if technique.learned:
        return QT_TRANSLATE_NOOP("Rules", "{name} is already learned").format(name=name)
    if left is None:
        return QT_TRANSLATE_NOOP("Rules", "{name} learns with {attribute} {multiplier}: a multiplier "
                                 "of 0 or less adds nothing per hour, so it cannot be learned").format(
                                     name=name, attribute=technique.multiplier, multiplier=multiplier)
    if remaining <= 0:
        return QT_TRANSLATE_NOOP("Rules", "no learning hours left; more come with the next level up")
    if hours is not None and hours < 1:
        return QT_TRANSLATE_NOOP("Rules", "spend at least 1 learning hour")
    if hours is not None and hours > remaining:
        return QT_TRANSLATE_NOOP("Rules", "{hours} learning hours asked, {remaining} left").format(
            hours=hours, remaining=remaining)
    if hours is not None and hours > left:
        return (QT_TRANSLATE_NOOP("Rules", "{name} needs only {left} more hour at {attribute} {multiplier}")
                if left == 1 else
                QT_TRANSLATE_NOOP("Rules", "{name} needs only {left} more hours at {attribute} {multiplier}")
                ).format(name=name, left=left, attribute=technique.multiplier, multiplier=multiplier)
    return ""


class AdvancementRules(Rules[GrimwireCharacter]):
    @handles("level.up")
    def level_up(self, c: C, action: Action, context: Context) -> Applied:
        """args: increases {attribute: points}, assigned by the player."""
        refusal = level_up_refusal(c)
        if refusal:
            raise Refusal(refusal)
        row = reward(level(c) + 1)
        increases = {k: int(v) for k, v in dict(action.args.get("increases", {})).items() if v}
        attributes = raised(c, increases, row.attribute_increases)
        n = row.max_condition_focus  # "+N Max Condition/Focus": both (003-12 #2)
        what = [f"+{v} {ALIASES.get(k, k)}" for k, v in increases.items()]
        what += [f"+{n} max Condition/Focus", f"+{row.learning_hours} learning hours"]
        ledger, entry = c.ledger.append(
            "hours.grant", row.learning_hours, subject=f"level {row.level}",
            reason="; ".join(what), session=context.session, at=context.at,
        )
        after = c.model_copy(update={
            "attributes": attributes,
            "condition": c.condition.with_maximum(c.condition.maximum + n),
            "focus": c.focus.with_maximum(c.focus.maximum + n),
            "ledger": ledger,
        })
        # [003 "+3 Max Condition/Focus"] names the maxima only: the current values stay, and
        # the message says so, with the numbers (docs/rules/grimwire.md, reading 2)
        kept = (f"current Condition {after.condition.current}/{after.condition.maximum} and Focus "
                f"{after.focus.current}/{after.focus.maximum} stay: the rules raise the maximum only")
        return Applied(after, (entry,), f"Level {row.level}: " + ", ".join(what) + f"; {kept}")

    @handles("technique.learn")
    def learn(self, c: C, action: Action, context: Context) -> Applied:
        """args: technique (name), hours. Each hour adds the multiplier attribute's points
        [003 "they can put as many points as they have in the multiplier attribute"]."""
        name = str(action.args["technique"])
        hours = int(action.args["hours"])
        refusal = learn_refusal(c, name, hours)
        if refusal:
            raise Refusal(refusal)
        index, technique = c.technique(name)
        multiplier = c.attribute(technique.multiplier)
        progress = min(technique.effort, technique.progress + hours * multiplier)
        ledger, entry = c.ledger.append(
            "hours.spend", hours, subject=name,
            reason=f"+{progress - technique.progress} effort ({hours} h x "
                   f"{technique.multiplier} {multiplier})",
            session=context.session, at=context.at,
        )
        rows = list(c.techniques)
        rows[index] = technique.model_copy(update={"progress": progress})
        after = c.model_copy(update={"techniques": rows, "ledger": ledger})
        done = "learned" if progress >= technique.effort else "in progress"
        return Applied(after, (entry,), f"{name}: {progress} of {technique.effort} effort, "
                       f"{done}; {ledger.hours_remaining} learning hours left")

    @handles("technique.activate")
    def activate(self, c: C, action: Action, context: Context) -> Applied:
        """Fill a free active slot with a learned technique. Exchanging one for another
        happens during a long rest (``rest.long`` with ``active``)."""
        name = str(action.args["technique"])
        refusal = activate_refusal(c, name)
        if refusal:
            raise Refusal(refusal)
        active = [t.name for t in c.techniques if t.active]
        return Applied(exchanged(c, [*active, name]), (), f"{name} is active")

    @handles("ledger.reverse")
    def reverse(self, c: C, action: Action, context: Context) -> Applied:
        """Reversals that would leave the sheet inconsistent are refused with what to do."""
        target = c.ledger.find(str(action.args["id"]))
        if target is None:
            raise Refusal(f"no ledger entry {action.args['id']}")
        if target.kind == "hours.grant" and _LEVEL.match(target.subject):
            raise Refusal(f"the {target.subject} rewards are part of the level-up; use Undo "
                          "to take a level-up back")
        if target.kind == "hours.spend" and any(t.name == target.subject for t in c.techniques):
            raise Refusal(f"those hours became progress on {target.subject}; remove the "
                          "technique first, or use Undo")
        if target.kind == "xp.award":
            left = c.ledger.xp_earned - target.amount
            need = reward(level(c)).total_xp if level(c) else 0
            if left < need:
                raise Refusal(f"reversing it leaves {left} XP, below the {need} that level "
                              f"{level(c)} needs")
        if target.kind == "hours.grant" and c.ledger.hours_remaining < target.amount:
            raise Refusal(f"{c.ledger.hours_spent} learning hours are already spent; only "
                          f"{c.ledger.hours_remaining} are left to take back")
        return Rules._reverse(self, c, action, context)


def activate_refusal(c: C, name: str) -> str:
    _, technique = c.technique(name)
    if not technique.learned:
        return QT_TRANSLATE_NOOP("Rules", "{name} is not learned yet ({progress} of {effort})").format(
            name=name, progress=technique.progress, effort=technique.effort)
    if technique.active:
        return QT_TRANSLATE_NOOP("Rules", "{name} is already active").format(name=name)
    limit = numbers.max_active_techniques(c.focus.maximum)
    active = sum(t.active for t in c.techniques)
    if active >= limit:
        return QT_TRANSLATE_NOOP("Rules", "{active} of {limit} techniques are active (half of max "
                                 "Focus {focus}); exchange them during a long rest").format(
                                     active=active, limit=limit, focus=c.focus.maximum)
    return ""
