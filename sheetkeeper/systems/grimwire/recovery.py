"""Condition, Focus and burnout: what a change means, and the actions that change them.

Every change of Condition, Focus or burnout - by an action here or by the sheet's generic
``set``/``pool``/``ladder`` edits - goes through :func:`consequences`, so Focus going negative
always costs a burnout level and burnout 4 always drops Condition to 0 (digest 003-6).
"""

from __future__ import annotations

from ...core.actions import Action, Applied, Refusal
from ...core.paths import get_path, set_path
from ...core.pool import Ladder, Pool
from ...core.rules import Context, Rules, handles
from ...core.words import QT_TRANSLATE_NOOP, joined
from . import numbers, status
from .advancement import exchanged
from .model import GrimwireCharacter, StatusEffect
from .tables import LONG_RESTS_PER_DAY, PHYSICAL, SHORT_RESTS_PER_DAY

C = GrimwireCharacter


def with_effect(c: C, name: str) -> C:
    if name in status.active(c.effect_names):
        return c
    return c.model_copy(update={"status_effects": [*c.status_effects, StatusEffect(name=name)]})


def consequences(before: C, after: C) -> tuple[C, list[str]]:
    """What the game says follows from ``before`` becoming ``after``."""
    notes: list[str] = []
    levels = 0
    if before.focus.current >= 0 > after.focus.current:
        # [003 "A character with negative Focus takes one level of burnout."] (003-12 #6)
        levels += 1
        notes.append(QT_TRANSLATE_NOOP("Rules", "Focus below 0: +1 burnout, no specialty techniques "
                                       "until Focus is 0"))
    if before.condition.current > 0 >= after.condition.current:
        notes.append(QT_TRANSLATE_NOOP("Rules", "Condition 0 or below: dying (out cold, -1 Condition "
                                       "each turn)"))
        if after.options.burnout_on_zero_condition:
            levels += 1  # [003 "Condition dropping to 0 or below"] is a cause of burnout
            notes.append(QT_TRANSLATE_NOOP("Rules", "+1 burnout"))
    if levels:
        after = after.model_copy(update={"burnout": after.burnout.step(levels)})
    return burnout_effects(before, after, notes)


def burnout_effects(before: C, after: C, notes: list[str]) -> tuple[C, list[str]]:
    old, new = before.burnout.effective, after.burnout.effective
    if new <= old:
        return after, notes
    ceiling = numbers.condition_ceiling(after)
    if after.condition.current > ceiling:
        # [003 "max Condition reduced to 80% (rounded down)"]
        after = after.model_copy(update={"condition": _pool(after.condition, ceiling)})
        notes.append(QT_TRANSLATE_NOOP("Rules", "burnout {level}: Condition capped at {ceiling}").format(
            level=new, ceiling=ceiling))
    if new >= 4 > old:
        if after.burnout.temporary > 0:
            # [003 "they do not lose any condition, they do not begin dying, but instead are
            # merely out cold"]
            after = with_effect(after, "Out cold")
            notes.append(QT_TRANSLATE_NOOP("Rules", "burnout 4 with agony: out cold, but not dying"))
        elif after.condition.current > 0:
            # [003 "Level 4: Character drops to 0 Condition and begins dying"]
            after = after.model_copy(update={"condition": _pool(after.condition, 0)})
            notes.append(QT_TRANSLATE_NOOP("Rules", "burnout 4: Condition drops to 0, dying"))
    return after, notes


def _pool(pool: Pool, value: int) -> Pool:
    """A copy with ``value`` as current, validated (a revived character with max 0 fails)."""
    return Pool.model_validate(pool.model_dump() | {"current": value})


def _applied(before: C, after: C, message: str) -> Applied:
    after, notes = consequences(before, after)
    return Applied(after, (), joined("; ", [message, *notes]))


class RecoveryRules(Rules[GrimwireCharacter]):
    """Handlers for damage, healing, dying, Focus use, agony and rests."""

    # -- the generic edits, with the game's consequences ------------------------------------

    @handles("set")
    def _set(self, c: C, action: Action, context: Context) -> Applied:
        return _applied(c, Rules._set(self, c, action, context).character, "")  # noqa: SLF001

    @handles("pool")
    def _pool(self, c: C, action: Action, context: Context) -> Applied:
        path: str = action.args["path"]
        pool: Pool = get_path(c, path)
        value = int(action.args["value"]) if "value" in action.args else (
            pool.current + int(action.args.get("amount", 0)))
        return _applied(c, set_path(c, path, pool.set(value)), "")

    @handles("ladder")
    def _ladder(self, c: C, action: Action, context: Context) -> Applied:
        path: str = action.args["path"]
        ladder: Ladder = get_path(c, path)
        return _applied(c, set_path(c, path, ladder.set(int(action.args["level"]))), "")

    # -- Condition ---------------------------------------------------------------------------

    @handles("damage")
    def damage(self, c: C, action: Action, context: Context) -> Applied:
        """args: amount, damage_type (optional), armour (default: yes for physical types)."""
        amount = int(action.args["amount"])
        if amount < 0:
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "damage cannot be negative; use Heal instead"))
        kind = str(action.args.get("damage_type", ""))
        affinity = next((a.affinity for a in c.affinities if a.damage_type == kind), None)
        taken = numbers.after_affinity(amount, affinity)
        if action.args.get("armour", kind in PHYSICAL or not kind) and c.armour.points:
            taken = numbers.after_armour(taken, c.armour.points)
        after = c.model_copy(update={"condition": _pool(c.condition, c.condition.current - taken)})
        if affinity:
            return _applied(c, after, QT_TRANSLATE_NOOP("Rules", "took {amount} damage ({affinity} to "
                                                        "{kind})").format(amount=taken, affinity=affinity,
                                                                          kind=kind))
        return _applied(c, after, QT_TRANSLATE_NOOP("Rules", "took {amount} damage").format(amount=taken))

    @handles("heal")
    def heal(self, c: C, action: Action, context: Context) -> Applied:
        amount = int(action.args["amount"])
        if amount <= 0:
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "healing must restore at least 1 Condition"))
        if numbers.is_dead(c):
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "{name} is dead (below -10 Condition)").format(
                name=c.display_name))
        # [003 "cannot revive a dying character but can raise their Condition up to 0"]
        ceiling = 0 if c.condition.current <= 0 else numbers.condition_ceiling(c)
        value = numbers.restored(c.condition.current, amount, ceiling)
        after = c.model_copy(update={"condition": _pool(c.condition, value)})
        return _applied(c, after, QT_TRANSLATE_NOOP("Rules", "Condition {before} → {after}").format(
            before=c.condition.current, after=value))

    @handles("dying.turn")
    def dying_turn(self, c: C, action: Action, context: Context) -> Applied:
        """[003 "Their condition drops by 1 every turn (or every 6 seconds out of conflict)."]"""
        if not numbers.is_dying(c):
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "{name} is not dying (Condition {condition})").format(
                name=c.display_name, condition=c.condition.current))
        value = c.condition.current - 1
        after = c.model_copy(update={"condition": _pool(c.condition, value)})
        return _applied(c, after, QT_TRANSLATE_NOOP("Rules", "dead") if value < -10 else
                        QT_TRANSLATE_NOOP("Rules", "dying: Condition {condition}").format(condition=value))

    @handles("revive")
    def revive(self, c: C, action: Action, context: Context) -> Applied:
        """[003 "A successfully revived character has 1 Condition and 0 Focus is out cold and
        takes one level of burnout."]"""
        if numbers.is_dead(c):
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "{name} fell below -10 Condition and is dead").format(
                name=c.display_name))
        if not numbers.is_dying(c):
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "{name} is not dying; only a dying character is "
                                            "revived").format(name=c.display_name))
        after = c.model_copy(update={
            "condition": _pool(c.condition, 1),
            "focus": _pool(c.focus, 0),
            "burnout": c.burnout.step(1),
        })
        return _applied(c, with_effect(after, "Out cold"), QT_TRANSLATE_NOOP(
            "Rules", "revived: 1 Condition, 0 Focus, +1 burnout, out cold"))

    # -- Focus and agony ---------------------------------------------------------------------

    @handles("focus.use")
    def use_focus(self, c: C, action: Action, context: Context) -> Applied:
        """args: amount, technique (optional). Using more Focus than is left pushes it below
        0 [003 "they can push themselves beyond their limits and use it anyway"]."""
        amount = int(action.args.get("amount", 0))
        if amount < 0:
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "a technique's Focus cost cannot be negative"))
        reason = technique_block(c)
        if reason:
            raise Refusal(reason)
        name = str(action.args.get("technique", ""))
        if name:
            _, technique = c.technique(name)
            if not technique.learned or not technique.active:
                raise Refusal(QT_TRANSLATE_NOOP("Rules", "{name} is not one of the active techniques").format(
                    name=name))
        after = c.model_copy(update={"focus": _pool(c.focus, c.focus.current - amount)})
        return _applied(c, after, QT_TRANSLATE_NOOP("Rules", "{technique}: Focus {before} → {after}").format(
            technique=name or QT_TRANSLATE_NOOP("Rules", "technique"), before=c.focus.current,
            after=after.focus.current))

    @handles("agony")
    def agony(self, c: C, action: Action, context: Context) -> Applied:
        """[003 "Intense pain causes the character to take a temporary level of burnout."]"""
        if {"Frenzy", "Amok"} & status.active(c.effect_names):
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "a frenzied character is immune to agony"))
        ladder = c.burnout.model_copy(update={"temporary": c.burnout.temporary + 1})
        return _applied(c, c.model_copy(update={"burnout": ladder}), QT_TRANSLATE_NOOP("Rules", "agony: +1 temporary burnout"))

    @handles("agony.end")
    def agony_end(self, c: C, action: Action, context: Context) -> Applied:
        """[003 "The temporary burnout is removed after 1 minute or 10 rounds of conflict."]"""
        if not c.burnout.temporary:
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "there is no agony to remove"))
        ladder = c.burnout.model_copy(update={"temporary": 0})
        return Applied(c.model_copy(update={"burnout": ladder}), (), QT_TRANSLATE_NOOP("Rules", "agony passes"))

    # -- rests --------------------------------------------------------------------------------

    @handles("rest.short")
    def short_rest(self, c: C, action: Action, context: Context) -> Applied:
        refusal = rest_refusal(c, "short")
        if refusal:
            raise Refusal(refusal)
        gain_c, gain_f = numbers.short_rest_gain(c.condition.maximum, c.focus.maximum)
        after = _rested(c, gain_c, gain_f)
        after = after.model_copy(update={"today": c.today.model_copy(
            update={"short_rests": c.today.short_rests + 1})})
        return _applied(c, after, QT_TRANSLATE_NOOP("Rules", "Short rest: {change}").format(
            change=_change_text(c, after)))

    @handles("rest.long")
    def long_rest(self, c: C, action: Action, context: Context) -> Applied:
        """args: downtime (spent the hour on activities: no burnout recovery), active (the
        learned techniques to have active after the rest, when exchanging)."""
        refusal = rest_refusal(c, "long")
        if refusal:
            raise Refusal(refusal)
        gain_c, gain_f = numbers.long_rest_gain(c.condition.maximum, c.focus.maximum)
        after = _rested(c, gain_c, gain_f)
        today = c.today.model_copy(update={"long_rests": c.today.long_rests + 1})
        # [003 "Burnout is reduced by one level at the end of a long rest."]
        if c.burnout.level and not action.args.get("downtime") and not today.burnout_recovered:
            after = after.model_copy(update={"burnout": c.burnout.step(-1)})
            today = today.model_copy(update={"burnout_recovered": True})
        after = after.model_copy(update={"today": today})
        if action.args.get("active") is not None:
            after = exchanged(after, list(action.args["active"]))
        return _applied(c, after, QT_TRANSLATE_NOOP("Rules", "Long rest: {change}").format(
            change=_change_text(c, after)))

    @handles("day.new")
    def new_day(self, c: C, action: Action, context: Context) -> Applied:
        return Applied(c.model_copy(update={"today": type(c.today)()}), (), QT_TRANSLATE_NOOP("Rules", "a new day begins"))


def technique_block(c: C) -> str:
    """Why specialty techniques can't be used now, or ""."""
    if c.focus.current < 0:
        return QT_TRANSLATE_NOOP("Rules", "Focus is {focus}: no specialty techniques until it is "
                                 "back to 0 [negative Focus]").format(focus=c.focus.current)
    if numbers.burnout_level(c) >= 3:
        return QT_TRANSLATE_NOOP("Rules", "burnout {level}: characters can not use specialty "
                                 "techniques").format(level=numbers.burnout_level(c))
    if {"Frenzy", "Amok"} & status.active(c.effect_names):
        return QT_TRANSLATE_NOOP("Rules", "a frenzied character can't use any techniques")
    return ""


def rest_refusal(c: C, kind: str) -> str:
    if numbers.is_dead(c):
        return QT_TRANSLATE_NOOP("Rules", "{name} is dead").format(name=c.display_name)
    if numbers.is_dying(c):
        return QT_TRANSLATE_NOOP("Rules", "{name} is dying and must be revived before "
                                 "resting").format(name=c.display_name)
    if kind == "short" and c.today.short_rests >= SHORT_RESTS_PER_DAY:
        return QT_TRANSLATE_NOOP("Rules", "Two short rests a day: both are used today; start a "
                                 "new day first")
    if kind == "long" and c.today.long_rests >= LONG_RESTS_PER_DAY:
        return QT_TRANSLATE_NOOP("Rules", "One long rest a day: today's is used; start a new day "
                                 "first")
    return ""


def _rested(c: C, gain_c: int, gain_f: int) -> C:
    condition = numbers.restored(c.condition.current, gain_c, numbers.condition_ceiling(c))
    focus = numbers.restored(c.focus.current, gain_f, c.focus.maximum)
    return c.model_copy(update={
        "condition": _pool(c.condition, condition),
        "focus": _pool(c.focus, focus),
    })


def _change_text(before: C, after: C) -> str:
    parts = [
        QT_TRANSLATE_NOOP("Rules", "Condition {before} → {after}").format(
            before=before.condition.current, after=after.condition.current),
        QT_TRANSLATE_NOOP("Rules", "Focus {before} → {after}").format(
            before=before.focus.current, after=after.focus.current),
    ]
    if after.burnout.level != before.burnout.level:
        parts.append(QT_TRANSLATE_NOOP("Rules", "burnout {before} → {after}").format(
            before=before.burnout.level, after=after.burnout.level))
    return joined(", ", parts)
