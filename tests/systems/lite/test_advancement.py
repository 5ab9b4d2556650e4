"""XP from the seven questions and 5-XP advances [001 "Once you have collected five XP you
can improve your PC"]."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.rules import Context
from sheetkeeper.systems.lite.tables import XP_QUESTIONS


def _award(rules, c, answers, **more):
    return rules.apply(c, Action("xp.session", {"answers": answers, **more}), Context()).character


def test_one_xp_per_yes(rules, kay):
    # [001 "For each of the following questions that you can answer with a “yes”, you get one
    # XP"]
    c = _award(rules, kay, [True, True, False, True, False, False, True])
    assert c.ledger.xp_available == 4
    assert len(XP_QUESTIONS) == 7
    entry = c.ledger.entries[-1]
    assert entry.kind == "xp.award" and "Did you participate in the session?" in entry.reason


def test_answers_may_be_given_by_question(rules, kay):
    c = _award(rules, kay, {XP_QUESTIONS[0]: True, XP_QUESTIONS[2]: True})
    assert c.ledger.xp_available == 2


def test_gm_has_the_final_say(rules, kay):
    # [001 "The GM has the final say on how many XP each PC should get"]
    c = _award(rules, kay, [True] + [False] * 6, override=3)
    assert c.ledger.xp_available == 3
    assert "GM's award of 3" in c.ledger.entries[-1].reason


def test_no_yes_no_xp(rules, kay):
    with pytest.raises(Refusal, match="no XP to award"):
        _award(rules, kay, [False] * 7)


def test_raising_a_skill_costs_five_xp_and_is_in_the_ledger(rules, kay):
    # [001 "raise a skill of your choice by one level"]
    rich = _award(rules, kay, [True] * 7)
    applied = rules.apply(rich, Action("advance.skill", {"skill": "Lore"}), Context())
    assert applied.character.skills["Lore"] == 1  # from 0 is allowed
    assert applied.character.ledger.xp_available == 2
    assert applied.entries[0].kind == "xp.spend" and applied.entries[0].subject == "Lore"


def test_raising_without_enough_xp_is_refused_with_the_numbers(rules, kay):
    poor = _award(rules, kay, [True, True, True] + [False] * 4)
    with pytest.raises(Refusal, match="Raising Lore costs 5 XP; you have 3."):
        rules.apply(poor, Action("advance.skill", {"skill": "Lore"}), Context())


def test_own_specialist_skill_may_be_raised_but_not_another_roles(rules, kay):
    # [001 "but not specialist skills from another role"]
    rich = _award(rules, _award(rules, kay, [True] * 7), [True] * 7)
    raised = rules.apply(rich, Action("advance.skill", {"skill": "Crafts"}), Context()).character
    assert raised.specialist_level == 2
    with pytest.raises(Refusal, match="not another role's specialist skill"):
        rules.apply(rich, Action("advance.skill", {"skill": "Inspire"}), Context())


def test_skills_stop_at_five(rules, kay):
    c = kay.model_copy(update={"skills": {**kay.skills, "Stealth": 5}})
    c = _award(rules, c, [True] * 7)
    with pytest.raises(Refusal, match="already at level 5"):
        rules.apply(c, Action("advance.skill", {"skill": "Stealth"}), Context())


def test_new_talent_from_own_role_or_general_not_another_role(rules, kay):
    # [001 "You can choose a talent specific to your role, or any of the general talents, but
    # not a talent from another role."]
    rich = _award(rules, _award(rules, kay, [True] * 7), [True] * 7)
    general = rules.apply(rich, Action("advance.talent", {"name": "Tough"}), Context()).character
    assert [t.name for t in general.talents][-1] == "Tough"
    assert general.ledger.xp_available == 9
    with pytest.raises(Refusal, match="From: 'Scrivener' is not one of Tinkerer, The general talents"):
        rules.apply(
            rich, Action("advance.talent", {"name": "Quill", "role": "Scrivener"}), Context()
        )


def test_offers_explain_refusals(rules, kay):
    offers = rules.offers(kay)
    stealth = next(o for o in offers if o.action.args.get("skill") == "Stealth")
    assert not stealth.allowed
    assert stealth.reason == "Raising Stealth costs 5 XP; you have 0."
    assert stealth.action.describe() == "Raise Stealth to 3"


def test_session_action_awards_the_xp_for_being_there(rules, kay):
    (action,) = rules.session_actions(kay)
    assert rules.apply(kay, action, Context()).character.ledger.xp_available == 1
