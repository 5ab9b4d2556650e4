"""Every label of an odds' breakdown is in the game's words, capitalised like the rest of the
sheet: what the roller's breakdown box and the sheet's odds tooltips show a player.

Walked over every system's samples, every check and every option set alone (as the roller
offers them), with each status set in turn; held to a rule a test can check: a label starts
with a capital letter or a number, and is never a working name (snake_case) or a check id
(``attr:PER``).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character
from sheetkeeper.ui.roll_breakdown import RollBreakdown
from sheetkeeper.ui.sheet.elements.odds import breakdown

sys.path.insert(0, str(Path(__file__).resolve().parent))
from option_walk import characters, walk  # noqa: E402

SYSTEMS = all_systems()
WORKING_NAME = re.compile(r"[a-z]+_[a-z]+|\b[a-z]+:[A-Za-z]")
"""snake_case, or a check id like ``attr:PER`` / ``skill:Stealth``."""


def unlike_the_sheet(label: str) -> bool:
    return not label[:1].isupper() and not label[:1].isdigit() or bool(WORKING_NAME.search(label))


def test_the_rule_tells_working_names_from_words():
    assert unlike_the_sheet("modifier")
    assert unlike_the_sheet("surprise (alert)")
    assert unlike_the_sheet("Check attr:PER")
    assert unlike_the_sheet("Free_modifier")
    assert not unlike_the_sheet("Burnout level 2")
    assert not unlike_the_sheet("COG × 3")
    assert not unlike_the_sheet("Target's armour STOP 2: a hit does 1 injury")


def _with_each_status(system):
    first = load_character(system.samples[0]).character
    for status in system.rules.statuses(first):
        try:
            yield system.rules.apply(first, Action("status.set", {"status": status.id})).character
        except Refusal:  # asks for a number first (tested with it elsewhere)
            continue


def _labels(odds):
    yield from (label for label, _ in odds.breakdown)
    yield from (line.text for line in odds.situation)
    if odds.refused:
        yield odds.refused


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_every_breakdown_label_is_in_the_games_words(system):
    seen, wrong = 0, set()
    for character in characters(system):
        for check, plain, given, odds in walk(system, character):
            for label in [*_labels(plain), *_labels(odds)]:
                seen += 1
                if unlike_the_sheet(label):
                    wrong.add((check.id, str(given), label))
    for character in _with_each_status(system):
        for check in system.rules.checks(character):
            try:
                odds = system.rules.odds(character, check.id)
            except Refusal:
                continue
            for label in _labels(odds):
                seen += 1
                if unlike_the_sheet(label):
                    wrong.add((check.id, "statuses", label))
    assert seen > 100, "the walk reached the system's breakdowns"
    assert sorted(wrong) == []


def _grimwire(qtbot, situation):
    """The odds of the sample's first check that has these options, and the roller's box."""
    system = next(s for s in SYSTEMS if s.id == "grimwire")
    hero = load_character(system.samples[0]).character
    check = next(c.id for c in api.checks(hero)
                 if set(situation) <= {o.id for o in api.situations(hero, c.id)})
    odds = api.odds(hero, check, situation=situation)
    box = RollBreakdown()
    qtbot.addWidget(box)
    box.show_odds(odds)
    return odds, box.text()


def test_grimwire_surprise_and_the_free_bonus_read_as_the_excerpt_says(qtbot):
    # [003] "If the enemies are aware of a possible threat nearby, but not its exact nature or
    # location, initiative is rolled after the first attack and the bonus to the first attack
    # is only +2."
    odds, shown = _grimwire(qtbot, {"surprise": "alert", "modifier": 2})
    assert ("Surprise: enemies aware of a threat", 2) in odds.breakdown
    assert ("Other bonus or penalty", 2) in odds.breakdown
    assert "surprise (" not in shown and "modifier:" not in shown
    assert "Other bonus or penalty: +2" in breakdown(odds)


def test_grimwire_range_and_shielding_another_are_capitalised(qtbot):
    # [003] "Ranged attacks incur a -5 penalty to COR for being used beyond their range up to
    # 9m(30') and a -10 penalty for being used on targets greater than 9m(30') beyond their
    # range."
    odds, _ = _grimwire(qtbot, {"range": "far"})
    assert ("More than 9m beyond effective range", -10) in odds.breakdown
    odds, _ = _grimwire(qtbot, {"shield_other": True, "opponent": 3})
    assert ("Shielding another", 5) in odds.breakdown


def test_grimwire_burnout_reads_as_its_level():
    # [003] "Level 1: -1 penalty to all rolls"
    system = next(s for s in SYSTEMS if s.id == "grimwire")
    hero = load_character(system.samples[0]).character
    hero = hero.model_copy(update={"burnout": hero.burnout.model_copy(update={"level": 1})})
    assert ("Burnout level 1", -1) in api.odds(hero, "attr:MND").breakdown
