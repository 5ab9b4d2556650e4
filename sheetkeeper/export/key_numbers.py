"""A character's key numbers on paper: what the party book's roster and a foe's block in the
encounter give, the numbers a GM looks up at the table."""

from __future__ import annotations

from typing import Any

from ..core.character import CharacterBase
from ..core.rules import Rules
from ..forms.spec import FormSpec
from ..sheet import build_sheet
from ..translate import shown, translate


def key_numbers(form: FormSpec, c: CharacterBase, rules: Rules[Any]) -> tuple[tuple[str, str], ...]:
    """Each a label and its value, as the party card has them (pools, tracks, ladders:
    "Hit points 12 of 15"), and the character's progress; a game of no pools or tracks
    gives what its rules work out first."""
    numbers = []
    for block in build_sheet(form, c, rules).blocks:
        for part in block.children if block.kind in ("tracks", "attributes") else (block,):
            if (part.kind in ("pool", "track", "tracks", "ladder") or part.current_of) and part.text:
                numbers.append((part.label, part.text))
    if not numbers:
        numbers = [(d.label, d.value) for d in rules.derived(c)[:3]]
    progress = rules.progress(c)
    if progress:
        numbers.append((translate("PaperSheet", "Progress"), shown(progress)))
    return tuple(numbers)
