"""The starting catalogue: the skill and quirk names the mechanics chapter uses.

The full lists are in chapters the excerpt lacks, so a character may add any other name;
these are only the ones every sheet starts with (shown untrained at 0 ranks).
"""

from __future__ import annotations

#: [000 "your Stealth versus someone’s Observation"], [000 "2d10 + Tactical Awareness"],
#: [000 "Gymnastics skill as a penalty"], [000 "Melée Weapons, Firearms or Martial Arts skills"],
#: [000 "Throw is sometimes an attack skill"], [000 "failing Endurance checks"],
#: [000 "Interact or Bureaucracy check"], [000 "an Aggro roll with a nonhuman"]
SKILLS: tuple[str, ...] = (
    "Aggro",
    "Bureaucracy",
    "Endurance",
    "Firearms",
    "Gymnastics",
    "Interact",
    "Martial Arts",
    "Melée Weapons",
    "Observation",
    "Stealth",
    "Tactical Awareness",
    "Throw",
)

#: [000 "effective ranks in Marksman"], [000 "Each rank in the Autofire quirk"]
QUIRKS: tuple[str, ...] = ("Autofire", "Marksman")

#: The skills a weapon can be attacked with [000 "Attacking usually uses one of the Melée
#: Weapons, Firearms or Martial Arts skills"] (Throw for thrown objects).
ATTACK_SKILLS: tuple[str, ...] = ("Firearms", "Melée Weapons", "Martial Arts", "Throw")

TACTICAL_AWARENESS = "Tactical Awareness"
GYMNASTICS = "Gymnastics"
AUTOFIRE = "Autofire"
