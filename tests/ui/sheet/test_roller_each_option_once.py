"""The roller's breakdown lists each applied option once: its own line, with the rule it
comes from, stands for the line of the target it put there (issue #21: "the breakdown shows
one line per applied option with its source").

Walked over every system's samples, every check and every option set alone (with what it
needs to apply), and once more with every status that imposes a modifier set.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.checks import breakdown_words
from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character
from sheetkeeper.ui.roll_breakdown import RollBreakdown, lines

sys.path.insert(0, str(Path(__file__).resolve().parent))
from option_walk import characters as _characters  # noqa: E402
from option_walk import walk as _walk  # noqa: E402

SYSTEMS = all_systems()

TOTALS = ("Target number", "Target limit", "Default threshold", "Autofire ", "Resistance base", "Active ",
          "Passive ")
"""Lines that are the check's own total worked out again when an option changes it, not an
option's line: GRIMWIRE's target number, Renaissance's target limits ([002] "never above
98"), the threshold of burst and auto fire (Rainworld's firing mode), BRP's resistance
formula ([004] "50% + (active characteristic × 5) – (passive characteristic × 5)")."""


def _doubled(plain, odds) -> list[str]:
    """What the roller shows twice: a text twice, or an option's line of the target shown
    as well as the option's own line."""
    shown = lines(odds)
    texts = [text for text, kind in shown if kind != "source"]
    twice = [text for text, n in Counter(texts).items() if n > 1]
    labels = {label for label, _ in plain.breakdown}
    plain_lines = {text for text, kind in shown if kind == ""}
    added = [breakdown_words(label, value) for label, value in odds.breakdown
             if label not in labels and not label.startswith(TOTALS)]
    return twice + [text for text in added if text in plain_lines]


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_each_applied_option_is_listed_once_with_its_source(system):
    walked, doubled = 0, []
    for character in _characters(system):
        for check, plain, given, odds in _walk(system, character):
            walked += 1
            chosen = [line.option for line in odds.situation]
            bold = [text for text, kind in lines(odds) if kind == "bold" and text != odds.refused]
            assert len(bold) == len(odds.situation), (check.id, given)
            assert Counter(chosen)[next(iter(given))] <= 1, (check.id, given)
            for line in odds.situation:  # what an option says it stands for is shown there
                assert set(line.breakdown) <= set(odds.breakdown), (check.id, line)
            if found := _doubled(plain, odds):
                doubled.append((check.id, given, found))
    assert walked > 20, "the walk reached the system's options"
    assert doubled == []


def test_renaissance_assistance_is_listed_once_with_its_source(qtbot):
    # [002] "Being assisted: +10 per character assisting, maximum +30."
    system = next(s for s in SYSTEMS if s.id == "renaissance")
    hero = load_character(system.samples[0]).character
    skill = next(check.id for check in api.checks(hero) if check.id.startswith("skill:")
                 and not _safe_odds(system, hero, check.id).breakdown[-1][0].startswith("Target limit"))
    odds = api.odds(hero, skill, situation={"assistants": 2})
    box = RollBreakdown()
    qtbot.addWidget(box)
    box.show_odds(odds)
    text = box.toPlainText()
    assert text.count("Assisted by 2: +20") == 1
    assert text.count("+10 per character assisting") == 1
    assert text.index("Assisted by 2: +20") < text.index("+10 per character assisting")


def test_a_status_modifier_is_listed_once_with_its_rule(qtbot):
    # GRIMWIRE's effects list: a status that imposes a modifier names it once, with its rule
    system = next(s for s in SYSTEMS if s.id == "grimwire")
    hero = load_character(system.samples[0]).character
    status = next(s for s in system.rules.statuses(hero) if s.modifiers)
    hero = system.rules.apply(hero, Action("status.set", {"status": status.id})).character
    check = next(c.id for c in system.rules.checks(hero)
                 if any(line.option.startswith("status:")
                        for line in _safe_odds(system, hero, c.id).situation))
    box = RollBreakdown()
    qtbot.addWidget(box)
    box.show_odds(system.rules.odds(hero, check))
    assert box.toPlainText().count(f"{status.label}: ") == 1


def _safe_odds(system, character, check_id):
    try:
        return system.rules.odds(character, check_id)
    except Refusal:
        return api.Odds({}, 0)
