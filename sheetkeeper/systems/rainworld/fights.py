"""Rainworld fights: the Surprised status, a hit's damage on the target's Body track (weapon
DMG through STOP and AP, shot pellets, bursts, unarmed strikes), and explosions.

[000 "On a successful attack, the weapon does its DMG in injury to an unarmoured target."]
"""

from __future__ import annotations

from ...core.actions import Action, Applied, Refusal
from ...core.attack import Damage, DamageLine, Target
from ...core.checks import RollResult
from ...core.dice import RandomSource
from ...core.rules import Context, handles
from ...core.situation import Option, Situation
from ...core.status import END_OF_ROUND, EVERY, Status
from ...core.track import Side
from ...core.words import QT_TRANSLATE_NOOP
from .checks import CRITICAL_SUCCESS
from .combat import damage as through_armour
from .combat import full_increments, shotgun_dmg
from .model import RainworldCharacter
from .tracks import incapacitated

C = RainworldCharacter
MARTIAL_ARTS = "Martial Arts"
UNARMED_BOXES = 1  # [000 "Unarmed strikes inflict 1 box of damage."]

SURPRISED = Status(
    "surprised", QT_TRANSLATE_NOOP("Rules", "Surprised"), QT_TRANSLATE_NOOP("Rules", "can\u2019t take any actions this round"),
    '000 "Surprised means that the character can\u2019t take any actions this round. The '
    'Suprised condition automatically ends at the end of the round"',
    impossible=(EVERY,), actions_lost=QT_TRANSLATE_NOOP("Rules", "all actions"), ends=END_OF_ROUND, severity="danger",
)
INCAPACITATED = Status(
    "incapacitated", QT_TRANSLATE_NOOP("Rules", "Incapacitated"), QT_TRANSLATE_NOOP("Rules", "knocked unconscious or completely immobilised"),
    '000 "if the Body track fills with stun, or if stun and injury overlap somewhere in the '
    'middle of it (a / and a \\ form an X), the character is incapacitated \u2014 knocked '
    'unconscious or completely immobilised."',
    impossible=(EVERY,), actions_lost=QT_TRANSLATE_NOOP("Rules", "everything"), ends=QT_TRANSLATE_NOOP("Rules", "the stun healing (an overnight rest)"),
    severity="danger", holds_while=QT_TRANSLATE_NOOP("Rules", "the Body track is full of stun or stun and injury cross"),
)
STATUSES = (SURPRISED, INCAPACITATED)

_STOP_SOURCE = '000 "actual damage taken = DMG\u2014(STOP\u2014AP), where each subtracted value can\'t fall below 0"'


def worn_stop(target: Target) -> int:
    """The target's STOP: the best worn armour of a Rainworld character (the excerpt does not
    stack armour), or an ad-hoc target's ``stop``."""
    if isinstance(target.character, RainworldCharacter):
        return max((a.stop for a in target.character.armour if a.worn), default=0)
    if target.character is not None:
        raise Refusal(f"{target.label} is not a Rainworld character")
    return int(target.values.get("stop", 0))  # settled against RainworldFights.target_options


def hit_damage(c: C, check_id: str, target: Target, result: RollResult | None,
               s: Situation | None) -> Damage:
    kind, _, key = check_id.partition(":")
    if kind != "attack" or not key.isdigit() or int(key) >= len(c.weapons):
        raise Refusal(f"{check_id!r} is not a weapon on this sheet: only attacks do damage")
    w = c.weapons[int(key)]
    name = w.name or f"Weapon {int(key) + 1}"
    stop = worn_stop(target)
    if target.character is None and not target.values and s is not None:
        stop = int(s.get("stop", 0) or 0)  # the situation's STOP stands in for an unnamed target
    lines: list[DamageLine] = []
    side: Side = "left"
    if w.skill == MARTIAL_ARTS:
        critical = result is not None and result.outcome == CRITICAL_SUCCESS
        trained = c.ranks(MARTIAL_ARTS) > 0
        chosen = str(s.get("strike", "stun")) if s is not None and "strike" in s else "stun"
        if trained:
            # [000 "Trained Martial Arts attacks can choose whether to inflict stun or injury."]
            side = "left" if chosen == "injury" else "right"
            why = "trained: the attacker chose " + ("injury" if side == "left" else "stun")
        else:
            # [000 "Untrained Martial Arts attacks inflict stun, or injury on a critical success."]
            side = "left" if critical else "right"
            why = "untrained: " + ("injury on a critical success" if critical else "stun")
        per_hit = UNARMED_BOXES
        lines.append(DamageLine(f"Unarmed strike ({why})", per_hit,
                                '000 "Unarmed strikes inflict 1 box of damage."'))
    else:
        per_hit = w.dmg
        lines.append(DamageLine(QT_TRANSLATE_NOOP("Rules", "{weapon} DMG").format(weapon=name), w.dmg,
                                '000 "the weapon does its DMG in injury"'))
        if w.shotgun and s is not None and "distance" in s:
            k = full_increments(int(s["distance"] or 0), w.increment)
            if k:
                per_hit = shotgun_dmg(w.dmg, k)
                lines.append(DamageLine(f"Shot pellets, {k} full Increments", per_hit - w.dmg,
                                        '000 "Shotguns firing shot pellets have their DMG '
                                        'reduced by the number of full Increments crossed."'))
    effective = max(0, stop - w.ap)
    if stop:
        after = through_armour(per_hit, stop, w.ap)
        lines.append(DamageLine(QT_TRANSLATE_NOOP("Rules", "STOP {stop} \u2212 AP {ap} = {effective}").format(
            stop=stop, ap=w.ap, effective=effective), after - per_hit, _STOP_SOURCE))
        per_hit = after
    hits = 1
    if result is not None and "hits" in result.details:
        hits = int(result.details["hits"])
        lines.append(DamageLine(f"{hits} hits of {per_hit}", per_hit * (hits - 1),
                                '000 "every die that rolls equal to or over the success '
                                'threshold represents a bullet hitting a target"'))
    amount = per_hit * hits
    to = (QT_TRANSLATE_NOOP("Rules", "{attacker}'s {weapon}: {amount} injury to {target}") if side == "left"
          else QT_TRANSLATE_NOOP("Rules", "{attacker}'s {weapon}: {amount} stun to {target}"))
    action = Action("rainworld.hit", {"side": side, "amount": amount,
                                      "event": f"{name} hit from {c.display_name}"},
                    label=to.format(attacker=c.display_name, weapon=name, amount=amount, target=target.label))
    return Damage((), tuple(lines), amount, _boxes(amount, side), action)


def _boxes(amount: int, side: Side) -> str:
    """A hit's boxes in words: "4 injury", "1 stun"."""
    return (QT_TRANSLATE_NOOP("Rules", "{amount} injury") if side == "left"
            else QT_TRANSLATE_NOOP("Rules", "{amount} stun")).format(amount=amount)


class RainworldFights:
    """Handlers and hooks mixed into the Rainworld rules."""

    def statuses(self, c: C) -> list[Status]:
        return list(STATUSES)

    def standing_statuses(self, c: C) -> list[Status]:
        """Incapacitated while the Body track says so (it is also settable by hand)."""
        return [INCAPACITATED] if incapacitated(c.body, c.options.full_track_triggers) else []

    def target_options(self, c: C, check_id: str) -> list[Option]:
        return [Option("stop", "STOP", "count", 0, 0, 99, source=_STOP_SOURCE,
                       help="The target's armour STOP (0 for an unarmoured target).")]

    def check_damage(self, c: C, check_id: str, target: Target, rng: RandomSource,
                     result: RollResult | None = None, situation: Situation | None = None
                     ) -> Damage:
        return hit_damage(c, check_id, target, result, situation)

    @handles("rainworld.hit")
    def _hit(self, c: C, action: Action, context: Context) -> Applied:
        """A hit's boxes on the Body track (injury from the left, stun from the right), with
        the hit in the ledger."""
        side: Side = action.args.get("side", "left")
        if side not in ("left", "right"):
            raise Refusal("a hit marks injury (left) or stun (right)")
        amount = int(action.args["amount"])
        if amount < 0:
            raise Refusal("a hit cannot do less than 0 boxes")
        what = "injury" if side == "left" else "stun"
        if not amount:
            return Applied(c, (), f"the hit does no {what}")
        applied = self._mark(c, "body", side, amount, context)  # type: ignore[attr-defined]
        ledger, entry = applied.character.ledger.append(
            "event", amount, subject=what, reason=str(action.args.get("event", "a hit")),
            session=context.session, at=context.at)
        said = _boxes(amount, side)
        if applied.message:
            said = QT_TRANSLATE_NOOP("Rules", "{hit}; {marked}").format(hit=said, marked=applied.message)
        return Applied(applied.character.model_copy(update={"ledger": ledger}), (entry,), said)

    @handles("rainworld.explosion")
    def _explosion(self, c: C, action: Action, context: Context) -> Applied:
        """[000 "characters within the epicentre radius suffer the epicentre effect.
        Characters outside the epicentre radius, but within 2×the epicentre radius, suffer
        the falloff effect."] args: ``distance`` and ``radius`` (m), ``epicentre`` and
        ``falloff`` (boxes), ``side`` ("left" injury, "right" stun) for each as
        ``epicentre_side`` / ``falloff_side``."""
        distance, radius = float(action.args["distance"]), float(action.args["radius"])
        if distance < 0 or radius <= 0:
            raise Refusal("an explosion needs a radius above 0 and a distance of 0 or more")
        if distance <= radius:
            zone = "epicentre"
        elif distance <= 2 * radius:
            zone = "falloff"
        else:
            return Applied(c, (), f"{distance:g} m from the blast is beyond twice the "
                                  f"epicentre radius ({2 * radius:g} m): no effect")
        amount = int(action.args.get(zone, 0))
        side = action.args.get(f"{zone}_side", "left")
        hit = self._hit(c, Action("rainworld.hit", {"side": side, "amount": amount,
                                                     "event": f"explosion ({zone})"}), context)
        return Applied(hit.character, hit.entries, f"Explosion, {zone} ({distance:g} m, radius "
                                                   f"{radius:g} m): {hit.message}")
