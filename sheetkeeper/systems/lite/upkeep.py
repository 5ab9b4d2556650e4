"""Trauma and recovery, food and water, and gear damage and repair."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sheetkeeper.core.actions import Applied, Refusal
from sheetkeeper.core.paths import set_path
from sheetkeeper.core.rules import Context

from .model import LiteCharacter
from .tables import ATTRIBUTES


def _attribute(args: Mapping[str, Any]) -> str:
    key = str(args["attribute"]).lower()
    if key not in ATTRIBUTES:
        raise Refusal(f"{args['attribute']} is not Strength, Agility, Wits or Empathy.")
    return key


def trauma(c: LiteCharacter, args: Mapping[str, Any]) -> Applied:
    """[001 "The attribute scores are decreased when you suffer different types of trauma.
    If an attribute reaches zero you are broken."]"""
    key, amount = _attribute(args), int(args.get("amount", 1))
    if amount < 1:
        raise Refusal("Trauma must be at least 1.")
    info, attr = ATTRIBUTES[key], c.attribute(key)
    current = max(0, attr.current - amount)
    changed = set_path(c, f"{key}.current", current)
    message = f"{info.name} {attr.current} → {current} ({amount} {info.trauma})"
    if current == 0:
        message += ": broken"
    return Applied(changed, (), message)


def recover(c: LiteCharacter, args: Mapping[str, Any]) -> Applied:
    """[001 "Strength is decreased by damage, and recovered by grub."] How much each
    resource restores is in chapter 6, not in the excerpt: the user says how much."""
    key, amount = _attribute(args), int(args.get("amount", 1))
    info, attr = ATTRIBUTES[key], c.attribute(key)
    if attr.current >= attr.base:
        raise Refusal(f"{info.name} is already at its base score {attr.base}.")
    current = min(attr.base, attr.current + max(1, amount))
    message = f"{info.name} {attr.current} → {current} ({info.resource})"
    return Applied(set_path(c, f"{key}.current", current), (), message)


def new_day(c: LiteCharacter, context: Context) -> Applied:
    """[001 "Characters and NPCs must consume one ration of food and one ration of water per
    day, or they will suffer."] What the suffering is lies in chapter 6 (not in the
    excerpt); the sheet counts the days gone without and shows them as states."""
    changed, notes = c, []
    for ration, without in (("food", "days_without_food"), ("water", "days_without_water")):
        if getattr(c, ration) > 0:
            changed = set_path(changed, ration, getattr(c, ration) - 1)
            changed = set_path(changed, without, 0)
            notes.append(f"1 {ration} ration used")
        else:
            changed = set_path(changed, without, getattr(c, without) + 1)
            notes.append(f"went without {ration}")
    ledger, entry = changed.ledger.append(
        "event", subject="new day", reason=", ".join(notes), session=context.session, at=context.at
    )
    changed = set_path(changed, "ledger", ledger)
    return Applied(changed, (entry,), f"{c.display_name}: {', '.join(notes)}")


def _gear(c: LiteCharacter, args: Mapping[str, Any]) -> tuple[int, Any]:
    index = int(args["index"])
    if not 0 <= index < len(c.inventory):
        raise Refusal(f"There is no inventory row {index}.")
    item = c.inventory[index]
    if item.gear_bonus is None:
        raise Refusal(f"{item.name or 'This item'} has no Gear Bonus.")
    return index, item


def gear_damage(c: LiteCharacter, args: Mapping[str, Any]) -> Applied:
    """[001 "For every Gear Die that shows 1 after you have pushed the roll, the Gear Bonus
    decreases by one."]"""
    index, item = _gear(c, args)
    bonus = max(0, item.gear_bonus - int(args.get("amount", 1)))
    maximum = item.max_gear_bonus if item.max_gear_bonus is not None else item.gear_bonus
    changed = item.model_copy(update={"gear_bonus": bonus, "max_gear_bonus": maximum})
    message = f"{item.name}: Gear Bonus {item.gear_bonus} → {bonus}"
    if bonus == 0:
        message += "; it no longer works until repaired"
    return Applied(set_path(c, f"inventory.{index}", changed), (), message)


def gear_repair(c: LiteCharacter, args: Mapping[str, Any], context: Context) -> Applied:
    """[001 "If successful, the piece of gear is repaired and the Gear Bonus fully restored.
    If the roll fails, the Gear Bonus is permanently reduced to the current level. If the
    Gear Bonus is currently zero and the repair roll fails, the gear is permanently
    destroyed."] ``success`` is the outcome of the repairer's Crafts roll."""
    index, item = _gear(c, args)
    maximum = item.max_gear_bonus if item.max_gear_bonus is not None else item.gear_bonus
    if bool(args["success"]):
        if item.gear_bonus == maximum:
            raise Refusal(f"{item.name} is not damaged (Gear Bonus {maximum}).")
        fixed = item.model_copy(update={"gear_bonus": maximum, "max_gear_bonus": maximum})
        return Applied(
            set_path(c, f"inventory.{index}", fixed),
            (),
            f"{item.name} repaired: Gear Bonus {maximum}",
        )
    if item.gear_bonus == 0:
        rows = [row for i, row in enumerate(c.inventory) if i != index]
        ledger, entry = c.ledger.append(
            "event",
            subject=item.name,
            reason="destroyed by a failed repair at Gear Bonus 0",
            session=context.session,
            at=context.at,
        )
        changed = set_path(set_path(c, "inventory", rows), "ledger", ledger)
        return Applied(changed, (entry,), f"{item.name} is permanently destroyed")
    kept = item.model_copy(update={"max_gear_bonus": item.gear_bonus})
    return Applied(
        set_path(c, f"inventory.{index}", kept),
        (),
        f"{item.name}: repair failed, Gear Bonus {item.gear_bonus} is now its maximum",
    )
