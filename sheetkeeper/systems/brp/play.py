"""What the Basic Roleplaying rules advance.

Skills and characteristics rise by rolls, never by choice [004 "an experience check"; "At the
end of the training period, roll 1D3–1"], so a direct edit in play is an adjustment with a
reason; the rolls are the Advance dialog's.
"""

from __future__ import annotations

from ...core.advancing import Advanced
from .model import CHARACTERISTICS

BY_ROLL = ("skills and characteristics rise by an experience roll or by training, not by "
           "choice: tick the experience box and roll at the end of the adventure")

#: The excerpt names hit, fatigue and power points but gives no formula for their maxima
#: [004 "hit points (and total hit points and/or hit points by location), major wounds,
#: fatigue points, power points"]: the table works them out and enters them.
NO_FORMULA = ("the excerpt gives no formula for it: the table works the maximum out from the "
              "characteristics and enters it")

ADVANCED = (
    # A skill added in play stands at its base chance before any advance [004 "Any skill
    # which normally has a base chance of 5% or higher"]: adding it there is no rise.
    Advanced("skills.*.rating", "skill rating", why_not=BY_ROLL,
             subject=lambda c, keys: c.skills[int(keys[0])].name, start=lambda row: row.base),
    *(Advanced(f"characteristics.{k}.current", k, why_not=BY_ROLL) for k in CHARACTERISTICS),
    *(Advanced(f"characteristics.{k}.original", f"original {k}", why_not=BY_ROLL) for k in CHARACTERISTICS),
    Advanced("hit_points.maximum", "maximum hit points", why_not=NO_FORMULA),
    Advanced("fatigue_points.maximum", "maximum fatigue points", why_not=NO_FORMULA),
    Advanced("power_points.maximum", "maximum power points", why_not=NO_FORMULA),
)

#: Why a skill is not simply removed in play: a rating falls only by a fumbled Teach roll
#: [004 "a fumble is counterproductive ... reducing the skill by –1D3"] or by aging.
NEVER_LOST = ("a skill rating falls only by a fumbled Teach roll [004 \"reducing the skill by –1D3\"], "
              "and nothing gives back the hours or checks it took")
