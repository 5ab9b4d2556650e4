"""What the GRIMWIRE rules advance, and how a direct edit in play maps to an advance.

Attributes rise when a level is gained [003 "attribute increases" in the level table], which
the Level up advance assigns; technique effort rises by learning hours, each adding the
multiplier attribute's points [003 "they can put as many points as they have in the
multiplier attribute"].
"""

from __future__ import annotations

from ...core.actions import Action
from ...core.advancing import Advanced
from ...core.names import NameList
from ...core.words import QT_TRANSLATE_NOOP
from .tables import ATTRIBUTE_NAMES, ATTRIBUTES, RANGES

BY_LEVEL = "attributes rise only when a level is gained: use Level up, which assigns the points"


def _learn(c, keys, before, after) -> Action | None:
    technique = c.techniques[int(keys[0])]
    per_hour = c.attribute(technique.multiplier)
    if per_hour <= 0:
        return None
    hours = -(-(after - before) // per_hour)
    return Action("technique.learn", {"technique": technique.name, "hours": hours},
                  f"Learn {technique.name} ({hours} h)")


#: The base Condition and Focus are the GM's [the excerpt gives neither]; each level adds
#: to both maxima [003 "+5 Max Condition/Focus"].
BY_LEVEL_UP = ("the maximum rises when a level is gained (Level up adds to Condition and Focus); "
               "the base is the GM's, entered in creation")

ADVANCED = (
    *(Advanced(f"attributes.{a}", ATTRIBUTE_NAMES[a], why_not=BY_LEVEL) for a in ATTRIBUTES),
    Advanced("extra_attribute.value", "the seventh attribute", why_not=BY_LEVEL),
    Advanced("condition.maximum", "maximum Condition", why_not=BY_LEVEL_UP),
    Advanced("focus.maximum", "maximum Focus", why_not=BY_LEVEL_UP),
    Advanced("techniques.*.progress", "technique effort", step=_learn,
             why_not="the multiplier attribute is 0, so no learning hour adds effort",
             subject=lambda c, keys: f"{c.techniques[int(keys[0])].name} effort"),
)

#: Why a technique with effort is not simply removed in play [003 "During a rest of 5 hours or
#: longer, characters can exchange active abilities for others they have learned"].
NEVER_LOST = ("a technique once learnt is kept and its learning hours stay spent; to stop using it, "
              "make it inactive [003 \"characters can exchange active abilities for others they have "
              "learned\"]")

#: The one list of names the excerpt gives that a sheet types in: a weapon's effective range
#: from [003 "Combat Ranges"] ("Thrown Weapons – Up to 9m", "Handguns – 9 to 18m"). A weapon
#: of another reach may give its own. The excerpt lists no skills (GRIMWIRE rolls
#: attributes), no techniques ("Throwing Expert" is an example), and weapon kinds and damage
#: types are already picked from its lists.
LISTS = (NameList(QT_TRANSLATE_NOOP("Rules", "effective range"), "weapons", tuple(reach for _, reach in RANGES),
                  field="effective_range"),)
