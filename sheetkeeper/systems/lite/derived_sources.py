"""The rule each derived value of the sheet comes from, in the excerpt's words [001]."""

from __future__ import annotations

TRAUMA = '[001] "The attribute scores are decreased when you suffer different types of trauma."'

SOURCES = {
    "key_attribute": '[001] "The attribute listed as your “key attribute” by your role '
                     'description may have a starting score of 5."',
    "specialist": '[001] "every role has a unique, thirteenth skill – a specialist skill."',
    "damage": TRAUMA, "fatigue": TRAUMA, "confusion": TRAUMA, "doubt": TRAUMA,
    "capacity": '[001] "You can carry a number of regular items equal to double your Strength '
                'score."',
    "load": '[001] "You can carry a number of regular items equal to double your Strength '
            'score."',
    "rations": '[001] "Characters and NPCs must consume one ration of food and one ration of '
               'water per day"',
    "gear": '[001] "A useful object will give you a Gear Bonus – a number of Gear Dice to roll"',
    "xp": '[001] "You get your XP at the end of every session."',
    "advances": '[001] "Once you have collected five XP you can improve your PC"',
}
