"""The end of a session across games: awards, each game's steps with the GM's inputs, and
the session record."""

from __future__ import annotations

import random
from datetime import datetime

from sheetkeeper.core.rules import Context
from sheetkeeper.core.session import MemberPlan, end_session, plans_for, session_steps
from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_character

AT = datetime(2024, 3, 9, 22, 0)


def sample(name: str):
    return load_character(samples_dir() / f"{name}.skchar").character


def test_plain_award_goes_to_the_ledger_and_the_record():
    dag = sample("rainworld-dag-kessler")
    outcomes, record = end_session(plans_for({"dag": dag}, {"dag": (3, "held the gate")}),
                                   "Night at the gate", Context(rng=random.Random(1), at=AT))
    (outcome,) = outcomes
    assert outcome.after.ledger.xp_available == dag.ledger.xp_available + 3
    award = [e for e in outcome.entries if e.kind == "xp.award"]
    assert [(e.amount, e.reason, e.session) for e in award] == [(3, "held the gate", "Night at the gate")]
    assert [(a.member, a.amount) for a in record.awards] == [("dag", 3)]
    assert record.date == AT.date() and record.title == "Night at the gate"


def test_overnight_rest_clears_stun_and_shock():
    # [000 "An overnight period of reasonable rest and self-care will remove all stun."]
    ilse = sample("rainworld-ilse-varga")
    assert ilse.body.right and ilse.mind.right
    (outcome,), record = end_session(plans_for({"ilse": ilse}), "S", Context(at=AT))
    assert outcome.after.body.right == 0 and outcome.after.mind.right == 0
    assert outcome.after.body.left == ilse.body.left
    assert any("Overnight rest" in line for line in record.actions)


def test_lite_questions_are_the_inputs_and_each_yes_is_one_xp():
    # [001 "For each of the following questions that you can answer with a “yes”, you get one XP"]
    angus = sample("lite-angus")
    (step,) = session_steps(angus)
    questions = [o.id for o in step.inputs]
    assert len(questions) == 7 and all(o.kind == "toggle" for o in step.inputs)
    answers = {q: i in (0, 2, 5) for i, q in enumerate(questions)}
    plan = MemberPlan("angus", angus, steps=(step.filled(answers),))
    (outcome,), record = end_session([plan], "S", Context(at=AT))
    assert outcome.xp_awarded == 3
    assert outcome.after.ledger.xp_available == angus.ledger.xp_available + 3
    assert [(a.member, a.amount) for a in record.awards] == [("angus", 3)]


def test_brp_experience_rolls_offer_the_flat_gain():
    # [004 "you can choose to add a default of +3 to the skill rating instead of rolling"]
    eleanor = sample("brp-eleanor-marsh")
    steps = session_steps(eleanor)
    assert steps and all([(o.id, o.kind, o.default) for o in s.inputs] == [("flat", "toggle", False)]
                         for s in steps)
    flat = tuple(s.filled({"flat": True}) for s in steps)
    seed = 11
    (rolled,), _ = end_session([MemberPlan("e", eleanor, steps=tuple(s.action for s in steps))],
                               "S", Context(rng=random.Random(seed), at=AT))
    (fixed,), _ = end_session([MemberPlan("e", eleanor, steps=flat)], "S",
                              Context(rng=random.Random(seed), at=AT))
    before = {s.name: s.rating for s in eleanor.skills}
    gains = {s.name: s.rating - before[s.name] for s in fixed.after.skills if s.rating != before[s.name]}
    assert gains and set(gains.values()) == {3}
    # every ticked check is rolled for and cleared either way
    assert not any(s.experience_check for s in rolled.after.skills)
    assert not any(s.experience_check for s in fixed.after.skills)


def test_a_refused_step_is_reported_and_the_rest_still_apply():
    angus = sample("lite-angus")
    (step,) = session_steps(angus)
    nothing = step.filled({q.id: False for q in step.inputs})
    plan = MemberPlan("angus", angus, xp=0, steps=(nothing,))
    dag = sample("rainworld-dag-kessler")
    outcomes, record = end_session([plan, *plans_for({"dag": dag})], "S", Context(at=AT))
    assert outcomes[0].refused and outcomes[0].after == angus
    assert any("refused" in line for line in record.actions)
    assert outcomes[1].lines


def test_log_lines_do_not_repeat_the_step_name():
    rivet = sample("grimwire-rivet-9")
    (outcome,), _ = end_session(plans_for({"r": rivet}), "S", Context(at=AT))
    for line in outcome.lines:
        head = line.split(" — ")[0].split(":")[0]
        assert line.lower().count(head.lower()) == 1, line


def test_the_next_session_name_is_one_the_log_has_not_used():
    from sheetkeeper.core.campaign import Campaign, SessionRecord

    def log(*titles: str) -> Campaign:
        return Campaign(name="Crew", sessions=[SessionRecord(date=AT.date(), title=t) for t in titles])

    assert log().next_session_title() == "Session 1"
    assert log("The lantern is lit").next_session_title() == "Session 2"  # counts every session
    assert log("Session 1", "Session 4").next_session_title() == "Session 5"  # past the highest named
    assert log("Session 7").next_session_title() == "Session 8"
    assert log("Session 2", "Session 3").next_session_title() == "Session 4"
    assert log("Session 1 (part two)", "Session x").next_session_title() == "Session 3"
    assert log("Sitzung 6").next_session_title("Sitzung {0}") == "Sitzung 7"  # in the user's language
