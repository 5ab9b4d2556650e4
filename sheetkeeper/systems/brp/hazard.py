"""A hazard whose damage the gamemaster names: a fall, a fire, drowning, a poison's effect.

The excerpt (chapter 5) gives no damage for falling, fire or drowning: those are in
chapter 7, which it defers to. Poison is a resistance roll, Potency against CON
[004 "Potency vs. CON: All diseases and poisons are measured in terms of Potency (POT) and
match this rating against the target’s CON to determine the effects. Depending on the venom
or illness, even a failed roll can impair the target."] (the ``resistance`` option of
``char:CON``); what it does is the venom's own. So the user enters the damage as dice, the
action rolls them and takes them off the hit points, with the hazard's name in the ledger.
"""

from __future__ import annotations

from ...core.actions import Action, Applied, Refusal
from ...core.paths import set_path
from ...core.rules import Context, handles
from .damage_dice import parse
from .model import BRPCharacter


class Hazards:
    """Mixed into the BRP rules: the ``brp.hazard`` action."""

    @handles("brp.hazard")
    def _hazard(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        name = str(action.args.get("hazard", "")).strip() or "hazard"
        text = str(action.args.get("damage", "")).strip()
        dice = parse(text, f"the damage of {name}")
        if not dice.terms:
            raise Refusal(f"Enter the damage of {name} as dice (1D6, 2D6+2) or a number")
        rolled, faces = dice.roll(context.rng)
        damage = max(0, rolled)
        before = c.hit_points.current
        c = set_path(c, "hit_points", c.hit_points.add(-damage))
        shown = f"rolled {' + '.join(map(str, faces))}" if faces else "fixed"
        reason = (f"{name}: {text} {shown} = {damage} damage; HP {before} → "
                  f"{c.hit_points.current}")
        ledger, entry = c.ledger.append("event", damage, subject=f"hazard: {name}", reason=reason,
                                        session=context.session, at=context.at)
        c = set_path(c, "ledger", ledger)
        return Applied(c, (entry,), f"{name}: {damage} damage")
