"""Basic Roleplaying's learning hours go into courses, never from a granted balance [004
"Your character must then train for hours equal to their current skill rank"; "the current
value for the characteristic multiplied by ×25"]: the sheet shows hours spent and each
course's hours of hours needed, never a negative "hours left" — on the sheet model, the
screen, the paper and in a merge."""

from __future__ import annotations

import re

from sheetkeeper import api
from sheetkeeper.core.registry import get_system
from sheetkeeper.forms.spec import form_for
from sheetkeeper.sheet import build_sheet, ledger_view
from sheetkeeper.storage import load_character

NEGATIVE = re.compile(r"(?<![\w+])-\d")


def _brannoc():
    sample = next(p for p in get_system("brp").samples if "brannoc" in p.name)
    return load_character(sample).character


def test_brp_hours_show_each_course_spent_of_needed_and_nothing_negative():
    c = _brannoc()
    rules = api.system("brp").rules
    assert c.ledger.hours_remaining < 0, "the ledger balance alone would read negative"
    view = ledger_view(c.ledger, "hours", "Learning hours", rules.courses(c))
    assert view.totals == (("Spent", 145),)
    # Ride is at 45%: 45 hours needed; DEX 12: 12 × 25 = 300 hours
    assert [(k.label, k.progress()) for k in view.courses] == [
        ("Ride (training)", "45 of 45 hours: ready to finish"),
        ("DEX (training)", "100 of 300 hours"),
    ]
    assert [r.cells()[2:] for r in view.rows] == [
        ("+100", "training: DEX", "100 of 300"),
        ("+45", "Lessons from the horse-master (training: Ride)", "45 of 45"),
    ]
    assert not [t for r in view.rows for t in r.cells() if NEGATIVE.search(t)]


def test_the_sheet_block_says_hours_spent_and_a_finished_course_starts_again_from_0():
    c = _brannoc()
    rules = api.system("brp").rules
    hours = next(b for b in build_sheet(form_for("brp"), c, rules).blocks
                 if b.kind == "ledger" and b.ledger and b.ledger.ledger == "hours")
    assert hours.text == "145 hours spent"
    # [004 "the teacher must attempt a Teach skill roll"]: finishing Ride uses its 45 hours up
    done = api.apply(c, "brp.train", {"skill": "Ride", "teacher": 70, "teach": 60},
                     context=api.Context(api.FixedDice([30, 4]))).character
    again = api.apply(done, "brp.study", {"target": "Ride", "hours": 10, "method": "training"}).character
    view = ledger_view(again.ledger, "hours", "", rules.courses(again))
    ride = next(k for k in view.courses if k.subject == "training: Ride")
    assert ride.done == 10 and view.rows[0].balance == f"10 of {ride.needed}"


def test_a_merge_of_brp_training_reports_no_hours_spent_beyond_a_grant():
    c = _brannoc()
    mine = api.apply(c, "brp.study", {"target": "DEX", "hours": 20}).character
    theirs = api.apply(c, "brp.study", {"target": "DEX", "hours": 30}).character
    merged = api.merge(c, mine, theirs)
    assert not [f for f in merged.findings if "granted" in f.message]
    assert merged.character.ledger.hours_spent == 145 + 50


def test_the_history_gives_each_amount_its_unit_and_hours_into_a_course_are_not_negative():
    c = _brannoc()
    rules = api.system("brp").rules
    done = api.apply(c, "brp.train", {"skill": "Ride", "teacher": 70, "teach": 60},
                     context=api.Context(api.FixedDice([30, 4]))).character
    rows = ledger_view(done.ledger, "events", "History", rules.courses(done)).rows
    assert [(r.amount, r.reason) for r in rows[:3]] == [
        ("", "Teach 60%: rolled 30, Success; 45% → 49% (training: Ride)"),
        ("+100 h", "training: DEX"),
        ("+45 h", "Lessons from the horse-master (training: Ride)"),
    ]
    # a game that grants hours spends them from its balance: there the sign is the balance's
    grimwire = load_character(get_system("grimwire").samples[0]).character
    history = ledger_view(grimwire.ledger, "events", "History").rows
    amounts = {r.amount for r in history if r.amount}
    assert amounts and all(a.endswith((" XP", " h")) for a in amounts)
    assert any(a.startswith("-") and a.endswith(" h") for a in amounts)
