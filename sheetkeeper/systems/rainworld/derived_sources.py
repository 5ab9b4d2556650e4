"""The rule each derived value of the sheet comes from, in the excerpt's words [000]."""

from __future__ import annotations

TRACKS = '[000] "Each character has two 10-box status tracks, Body and Mind."'

SOURCES = {
    "injury_penalty": '[000] "as the Body track fills with injury, characters take increasing '
                      'penalties to all their actions (at their second, fourth, sixth and '
                      'eighth box of injury"',
    "body": TRACKS,
    "mind": TRACKS,
    "reality": '[000] "Ganzfeld characters have a third, the Reality track"',
    "addiction": '[000] "When the addiction status track for a substance is filled with points '
                 'of addiction, the character is addicted to that substance."',
    "click": '[000] "You start each game session with a pool of Click equal to your '
             'character\'s Click stat"',
    "movement": '[000] "the default MV 5 = 5 squares of movement per phase"; "sprinting (until '
                'the end of the current round, the character’s effective MV increases by the '
                'value of their MV stat)"',
    "throw_range": '[000] "the distance (in m) which characters can throw things without '
                   'penalty is the lowest of their PHYS or CON"',
    "breath": '[000] "Characters can hold their breath when deprived of breathable air for '
              'PHYS×30s"',
    "dying_time": '[000] "without hit point restoration or stabilisation, they die within '
                  'PHYS÷2 minutes"',
    "xp": "the ledger: XP awarded less XP spent",
    "armour": '[000] "Armour subtracts its STOP from incoming DMG (to a minimum of 0)"',
    "quirk": '[000] "Some equipment increases a character’s effective ranks in a particular '
             'quirk; in general, only one piece of equipment can supplement a given quirk"',
    "weapon": '[000] "Melée weapons and ammunition types have a damage rating (DMG)"',
}
