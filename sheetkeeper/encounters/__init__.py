"""The GM's table: an encounter's foes and one turn order of members and foes (no Qt).

Every function takes the party (a :class:`Campaign`) and returns a new one, never changing
the one given, so the app can put each step on its undo stack and a script can keep both.

**The order.** Each game places its own combatants by its own rule (``Rules.initiative``:
Rainworld's 2d10 + Tactical Awareness phase by phase, Fast, Go then Slow, a combatant acting
in two phases having two turns; GRIMWIRE's d20 + PER, ties to the enemies; Renaissance's
1d10 + Initiative Modifier, ties to the higher modifier); a game without an initiative roll
(Basic Roleplaying, Game Rules Lite) lists its combatants as the party does and the GM
places them. No game's rules put two games in one fight, so ours do: the games follow one
another in the order they first appear (the members', then any game only foes play). The
GM may move any turn (:func:`move_turn`).

**A turn.** :func:`next_turn` goes to the next turn; past the last one the round ends: every
member and foe goes through the game's ``round.end`` (the statuses that end with the round
end), and the round counter goes up. A turn whose combatant has a status that takes the turn
(Surprised, Stun, Unconscious) is skipped, and the step says whose and why.
"""

from __future__ import annotations

from ..core.encounter import NOT_PLACED
from .combatants import combatants, foe_character, foe_files, foe_state
from .foes import add_foe, bring_foes, edit_foe, foe_names, remove_foe, set_foe_status
from .hits import hit_foe
from .placing import Placing
from .turns import Stepped, current_turn, move_turn, next_turn, previous_turn, roll_order
from .under_way import end_encounter, start_encounter, summary

__all__ = [
    "NOT_PLACED", "Placing", "Stepped", "add_foe", "bring_foes", "combatants", "current_turn", "edit_foe",
    "end_encounter", "foe_character", "foe_files", "foe_names", "foe_state", "hit_foe",
    "move_turn", "next_turn", "previous_turn", "remove_foe", "roll_order", "set_foe_status",
    "start_encounter", "summary",
]
