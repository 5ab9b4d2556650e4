"""The rule each derived value of the sheet comes from, in the excerpt's words [004]."""

from __future__ import annotations

ENC = '[004] "Your character can only easily carry as many points of ENC as they have points ' \
    'in STR and can only maneuver normally for any length of time carrying ENC equal to or ' \
    'less than their average of STR+CON (round up)."'

SOURCES = {
    "experience_bonus": '[004] "Your character’s experience bonus (equal to 1/2 INT, rounded '
                        'up) is added to the die roll"',
    "roll": '[004] "most characteristic rolls have a ×5 multiplier"; "For an Easy action, '
            'double the skill"',
    "enc_load": '[004] "Encumbrance is measured in encumbrance points (ENC)."',
    "enc_easy": ENC, "enc_max": ENC, "enc_over": ENC, "mov": ENC,
    "movement": '[004] "Characters have a movement rate (MOV) of 10 units per combat round."; '
                '"they might use 3 meters per unit"',
    "cap": '[004] "Increasing STR or CON through training or research is limited by the highest '
           'value of the character’s original STR, CON, or SIZ."; "limited to half again the '
           'original characteristic (round up)"',
    "pow_gain": '[004] "they can check for a POW gain just like a skill gain"',
    "experience_checks": '[004] "Make an experience check for the skill or skills that are '
                         'successful."',
    "studies": '[004] "Your character must then train for hours equal to their current skill '
               'rank with the skill."',
    "study_pace": '[004] "An average character has 50 hours of time per week available for '
                  'training"; "More than double this amount is grueling"',
}
