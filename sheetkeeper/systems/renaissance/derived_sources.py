"""The rule each derived value of the sheet comes from, in the excerpt's words [002]."""

from __future__ import annotations

SOURCES = {
    "initiative": '[002] "Initiative is 1d10 + *Initiative Modifier*."',
    "sustained_penalty": '[002] "you take a -10 penalty to all tests for each Sustained Action '
                         'you maintain beyond the first."',
    "common_knowledge": '[002] "someone with 10 ranks in Profession: Cook can make a simple '
                        'meal" (basic proficiency, without a check)',
    "jobs": '[002] "Jobs have time-frames measured in *shifts.* A shift is one continuous '
            'eight-hour work day."',
}
