"""The situation at the table, option by option, through the public API alone: each option is
offered where the excerpt applies it, changes the target or the reading of the roll as the
excerpt says, and a value out of range is refused by name."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Refusal

SEARCH = "skill:Search"  # the duelist's COG 20 + 25 ranks = 45
SWORD = "skill:One-Handed Melee Weapons"  # COO 30 + 30 ranks = 60


def ids(character, check_id):
    return [o.id for o in api.situations(character, check_id)]


def option(character, check_id, option_id):
    return next(o for o in api.situations(character, check_id) if o.id == option_id)


def target(character, check_id, **situation):
    return sum(v for _, v in api.odds(character, check_id, situation=situation).breakdown)


def lines(character, check_id, **situation):
    return api.odds(character, check_id, situation=situation).breakdown


# -- which options a check offers ------------------------------------------------------------

def test_every_check_has_the_options_for_every_test(duelist):
    for check in api.checks(duelist):
        offered = ids(duelist, check.id)
        for common in ("assistants", "difficulty", "time", "passive", "sustained", "retries",
                       "modifier", "upgrade", "downgrade", "simple", "opponent", "contest"):
            assert common in offered, (check.id, common)
        for o in api.situations(duelist, check.id):
            assert o.source.startswith("[002] \""), o.id  # every option quotes the excerpt
            assert o.label and o.help, o.id


def test_skill_options_only_on_skills_that_have_them(duelist):
    # [002 "Field Skills and Proficiency Skills can also have specializations"]
    assert {"attack", "assistance_allowed", "specialisation", "no_proficiency",
            "defaulting"} <= set(ids(duelist, SWORD))
    assert "specialisation" not in ids(duelist, SEARCH)  # Search has none
    assert "no_proficiency" not in ids(duelist, SEARCH)  # not a proficiency skill
    for check in ("common:feat-of-strength", "apt:COO"):
        assert not {"attack", "specialisation", "no_proficiency", "defaulting"} & set(
            ids(duelist, check))


def test_an_unknown_check_has_no_situation(duelist):
    with pytest.raises(Refusal, match="no check 'skill:Juggling'"):
        api.situations(duelist, "skill:Juggling")


# -- modifiers ------------------------------------------------------------------------------

@pytest.mark.parametrize(("assistants", "bonus"), [(1, 10), (2, 20), (3, 30), (5, 30)])
def test_assistance_is_10_each_up_to_30(duelist, assistants, bonus):
    # [002 "Being assisted: +10 per character assisting, maximum +30."]
    odds = api.odds(duelist, SEARCH, situation={"assistants": assistants})
    assert (f"Assisted by {assistants}", bonus) in odds.breakdown
    assert [line.text for line in odds.situation] == [f"Assisted by {assistants}: +{bonus}"]
    assert "Being assisted" in odds.situation[0].source


def test_only_assistants_with_10_ranks_in_a_useful_skill_count(duelist):
    # [002 "Assisting characters must have 10 Ranks in a useful skill (but it doesn't have
    # to be the *same* skill)."]: the count says who may be counted
    o = option(duelist, SEARCH, "assistants")
    assert o.label == "Assistants (10+ ranks in a useful skill)"
    assert "not necessarily this one" in o.help


@pytest.mark.parametrize("skill", ["Stealth", "Perception"])
def test_stealth_and_perception_cannot_be_assisted_unless_the_gm_allows(duelist, skill):
    # [002 "Attack, Stealth and Perception tests normally cannot be assisted."]
    with pytest.raises(Refusal, match=f"Assistants: {skill} tests normally cannot be assisted"):
        api.odds(duelist, f"skill:{skill}", situation={"assistants": 1})
    assert skill in option(duelist, f"skill:{skill}", "assistance_allowed").help
    allowed = {"assistants": 1, "assistance_allowed": True}
    assert target(duelist, f"skill:{skill}", **allowed) == target(duelist, f"skill:{skill}") + 10


def test_attacks_cannot_be_assisted_unless_the_gm_allows(duelist):
    # [002 "Attack, Stealth and Perception tests normally cannot be assisted."], [002 "The GM
    # may rule that certain tests cannot be assisted."]
    with pytest.raises(Refusal, match="Assistants: Attack tests normally cannot be assisted"):
        api.odds(duelist, SWORD, situation={"assistants": 2, "attack": True})
    odds = api.odds(duelist, SWORD, situation={"assistants": 2, "attack": True,
                                               "assistance_allowed": True})
    assert ("Assisted by 2", 20) in odds.breakdown
    assert [line.option for line in odds.situation] == [
        "assistants", "attack", "assistance_allowed"]


def test_whether_assistance_is_barred_applies_only_with_assistants(duelist):
    # [002 "Attack, Stealth and Perception tests normally cannot be assisted."]: without
    # assistants there is nothing to bar, so the attack flag and the GM's leave are moot
    for option_id in ("attack", "assistance_allowed"):
        with pytest.raises(Refusal, match=r"applies only when Assistants \(10\+ ranks in a useful "
                                          r"skill\) is not 0"):
            api.odds(duelist, SWORD, situation={option_id: True})
    assert target(duelist, SWORD) == 60


@pytest.mark.parametrize(("ranks", "bonus"), [(10, 10), (24, 10), (25, 20), (39, 20), (40, 30),
                                              (80, 30)])
def test_related_skill_bonus_by_rank_band(duelist, ranks, bonus):
    # [002 "10-24 Ranks: +10"], [002 "25-39 Ranks: +20"], [002 "40+ Ranks: +30"]
    skills = [s.model_copy(update={"ranks": ranks}) if s.name == "Knowledge: Theology" else s
              for s in duelist.skills]
    cleric = duelist.model_copy(update={"skills": skills})
    odds = api.odds(cleric, "skill:Profession: Cleric",
                    situation={"related": "Knowledge: Theology"})  # [002 "Knowledge: Theology
    # might assist Profession: Cleric"]
    assert (f"Related skill: Knowledge: Theology ({ranks} ranks)", bonus) in odds.breakdown


def test_only_one_related_skill_with_10_ranks_is_offered(duelist):
    # [002 "You may only use one related skill."]: one choice among the skills with 10+ ranks
    o = option(duelist, SEARCH, "related")
    assert o.kind == "choice"
    names = [value for value, _ in o.choices]
    assert names[0] == "" and "Read" not in names  # Read has 9 ranks: no bonus
    assert "Search" not in names  # a skill is not related to itself
    assert ("Knowledge: Theology", "Knowledge: Theology (40 ranks: +30)") in o.choices
    with pytest.raises(Refusal, match="Related skill: 'Read' is not one of"):
        api.odds(duelist, SEARCH, situation={"related": "Read"})


def test_specialisation_adds_10_only_when_it_applies(duelist):
    # [002 "Character recieves +10 when Specialization applies; there is *no effect
    # *(including *no penalty*) when Specialization does not apply"]
    assert option(duelist, SWORD, "specialisation").label == "Specialisation [Swords] applies"
    assert ("Specialisation [Swords]", 10) in lines(duelist, SWORD, specialisation=True)
    assert target(duelist, SWORD, specialisation=False) == 60


def test_missing_proficiency_costs_20(duelist):
    # [002 "you take a -20 penalty if you don't have an appropriate *proficiency*"]
    assert "Swords, Knives" in option(duelist, SWORD, "no_proficiency").help
    assert ("No appropriate proficiency", -20) in lines(duelist, SWORD, no_proficiency=True)
    assert target(duelist, SWORD, no_proficiency=True) == 40


def test_defaulting_to_a_related_skill_at_the_gms_penalty(bob):
    # [002 "allow you to roll your Barter with a -30 penalty"]
    assert target(bob, "skill:Barter", defaulting=-30) == 30 + 35 - 30
    assert ("Defaulting (related skill)", -30) in lines(bob, "skill:Barter", defaulting=-30)
    with pytest.raises(Refusal, match="Defaulting penalty .*: 30 is outside -99 to 0"):
        api.odds(bob, "skill:Barter", situation={"defaulting": 30})


@pytest.mark.parametrize(("difficulty", "line"), [
    (30, ("Difficulty (Very Easy)", 30)), (-30, ("Difficulty (Very Hard)", -30)),
    (-10, ("Difficulty", -10)), (5, ("Difficulty", 5)),
])
def test_difficulty_from_very_easy_to_very_hard(duelist, difficulty, line):
    # [002 "Run from Very Easy (+30) to Very Hard (-30), and all shades in-between."]
    assert line in lines(duelist, SEARCH, difficulty=difficulty)


@pytest.mark.parametrize("difficulty", [-31, 40])
def test_difficulty_beyond_30_is_refused(duelist, difficulty):
    with pytest.raises(Refusal, match=f"Difficulty .*: {difficulty} is outside -30 to 30"):
        api.odds(duelist, SEARCH, situation={"difficulty": difficulty})


@pytest.mark.parametrize(("change", "modifier"), [
    (49, 0), (50, 10), (99, 10), (100, 20), (150, 30), (300, 30),
    (-24, 0), (-25, -10), (-50, -20), (-74, -20), (-75, -30), (-90, -30),
])
def test_taking_your_time_and_rushing(duelist, change, modifier):
    # [002 "for every +50% increase in timeframe, +10 to the check (up to +150% time for
    # +30)"], [002 "for every -25% *reduction* in timeframe, -10 to the check (up to -75%
    # for -30)"]; between steps rounds down [002 "When rounding, always round down."]
    assert target(duelist, SEARCH, time=change) == 45 + modifier


def test_time_is_offered_for_task_actions_and_jobs(duelist):
    # [002 "only applies to Task Actions and Jobs"]
    o = option(duelist, SEARCH, "time")
    assert o.help.startswith("Task actions and jobs only")
    assert "only applies to Task Actions and Jobs" in o.source
    with pytest.raises(Refusal, match="Taking your time / rushing .*: -100 is outside"):
        api.odds(duelist, SEARCH, situation={"time": -100})


def test_passive_tests_take_minus_20(duelist):
    # [002 "Passive checks have a -20 penalty"]
    assert ("Passive test", -20) in lines(duelist, SEARCH, passive=True)


def test_sustained_actions_come_from_the_sheet_and_can_be_changed(ven, duelist):
    # [002 "you take a -10 penalty to all tests for each Sustained Action you maintain beyond
    # the first."]: Ven keeps up two, the duelist one
    assert option(ven, "apt:DUR", "sustained").default == 2
    assert ("Sustained actions (2)", -10) in lines(ven, "apt:DUR")
    assert option(duelist, "apt:DUR", "sustained").default == 1
    assert target(duelist, "apt:DUR") == 20  # the first is free
    fewer = api.odds(ven, "apt:DUR", situation={"sustained": 1})
    assert fewer.success == Fraction(16, 100)
    assert [line.text for line in fewer.situation] == [
        "Sustained actions (1): no penalty (the first is free)"]


@pytest.mark.parametrize(("count", "penalty"), [(0, 0), (1, 0), (2, -10), (3, -20), (5, -40)])
def test_sustained_actions_beyond_the_first_cost_10_each(duelist, count, penalty):
    # [002 "if you maintain three Sustained Actions, you take a -20 penalty to all tests"]
    assert target(duelist, "common:react-quickly", sustained=count) == 90 + penalty


def test_trying_again_costs_10_per_retry(duelist):
    # [002 "GMs may apply a cumulative -10 penalty for each time a player *tries again*"]
    assert ("Trying again (2×)", -20) in lines(duelist, SEARCH, retries=2)
    assert "optional rule" in option(duelist, SEARCH, "retries").label


def test_the_situational_modifier_is_the_magic_cloak(alice):
    # [002 "you have a magic cloak that gives you +20 to Stealth, then your target is 80"]
    # (Alice keeps one sustained action up: no penalty)
    odds = api.odds(alice, "skill:Stealth", situation={"modifier": 20})
    assert odds.breakdown == (("COO", 20), ("Stealth ranks", 40), ("Situational modifier", 20))
    assert odds.success == Fraction(81, 100)
    assert "The GM may assign modifiers" in odds.situation[0].source


def test_everything_stacks(duelist):
    # [002 "Everything stacks unless it specifically says it doesn’t."]
    situation = {"modifier": 5, "difficulty": -10, "assistants": 2, "passive": True,
                 "related": "Knowledge: Theology", "retries": 1, "time": -25, "sustained": 2}
    assert target(duelist, SEARCH, **situation) == 45 + 5 - 10 + 20 + 30 - 20 - 10 - 10 - 10
    odds = api.odds(duelist, SEARCH, situation=situation)
    assert len(odds.situation) == len(situation)


def test_the_target_limits_end_the_breakdown(duelist):
    # [002 "Your target can never be greater than 98"], [002 "can never be less than 0"]
    high = api.odds(duelist, "common:react-quickly", situation={"difficulty": 30})
    assert high.breakdown[-1] == ("Target limit (never above 98)", -22)
    low = api.odds(duelist, "apt:INT", situation={"difficulty": -30})
    assert low.breakdown[-1] == ("Target limit (never below 0)", 10)
    assert low.success == Fraction(1, 100)  # a 0 always succeeds


# -- how the roll is read ------------------------------------------------------------------

def test_upgrade_and_downgrade_once_each(duelist):
    # [002 "you can’t upgrade or downgrade any one test more than once"]: a toggle each
    assert option(duelist, SEARCH, "upgrade").kind == "toggle"
    with pytest.raises(Refusal, match="Upgrade: give yes or no"):
        api.odds(duelist, SEARCH, situation={"upgrade": 2})


def test_an_upgraded_roll_says_what_it_was(bob):
    # [002 "an exceptional success becomes a critical success"]; [002 "your MoS and MoF don’t
    # actually change"]
    result = api.resolve(bob, "skill:Athletics", [45], situation={"upgrade": True})
    assert result.outcome == "Critical success"
    assert result.text.endswith("MoS 45 (upgraded from Exceptional success)")


def test_a_downgraded_failure_gets_worse(bob):
    # [002 "A normal failure becomes an exceptional failure"]
    result = api.resolve(bob, "skill:Athletics", [70], situation={"downgrade": True})
    assert (result.outcome, result.details["MoF"]) == ("Exceptional failure", 5)


def test_upgrade_and_downgrade_together_cancel(bob):
    both = api.odds(bob, "skill:Athletics", situation={"upgrade": True, "downgrade": True})
    assert both.outcomes == api.odds(bob, "skill:Athletics").outcomes
    assert {line.text for line in both.situation} == {
        "Upgrade and downgrade cancel out (our reading)"}


def test_simple_check_is_excel_or_stumble(ven):
    # [002 "If you roll less than or equal to your target, you *excel; *if you roll more
    # than your target, you *stumble*"], [002 "Simple success checks can’t be be Exceptional
    # or Critical."]; COG 35 + 25 ranks - 10 for two sustained actions = 50
    odds = api.odds(ven, "skill:Craft: Alchemy", situation={"simple": True})
    assert odds.outcomes == {"Excel": Fraction(51, 100), "Stumble": Fraction(49, 100)}
    assert odds.success == 1  # [002 "success is assumed"]
    result = api.resolve(ven, "skill:Craft: Alchemy", [44], situation={"simple": True})
    assert (result.outcome, result.success) == ("Excel", True)  # a double, yet not critical
    assert api.resolve(ven, "skill:Craft: Alchemy", [51],
                       situation={"simple": True}).outcome == "Stumble"


@pytest.mark.parametrize("other", [{"upgrade": True}, {"downgrade": True}, {"opponent": 40}])
def test_a_simple_check_refuses_what_it_cannot_have(ven, other):
    # [002 "Simple success checks can’t be be Exceptional or Critical."]: upgrading and
    # downgrading apply only when the check is not simple, a simple check only when no
    # other side is given
    with pytest.raises(Refusal, match="applies only when Simple check|Simple check .*: applies only "
                                      "when Other side's target is not given"):
        api.odds(ven, "skill:Craft: Alchemy", situation={"simple": True, **other})


def test_alice_catches_bob_from_two_given_rolls(alice, bob):
    # [002 "Alice rolls her D100, and gets a result of 32; this is less than her target of
    # 60" ... "Bob, however, rolls a 73, which is greater than his target of 65" ... "Alice
    # has won the check"]
    bobs = sum(v for _, v in api.odds(bob, "skill:Athletics").breakdown)
    assert bobs == 65
    result = api.resolve(alice, "skill:Athletics", [32, 73], situation={"opponent": bobs})
    assert (result.outcome, result.success) == ("Win", True)
    assert result.text.endswith("32 against 73 — Win (you succeed, MoS 32; they fail, MoF 8)")
    assert result.details == {"roll": 32, "target": 60, "other roll": 73,
                              "other target": 65, "rounds": 1}


@pytest.mark.parametrize(("dice", "outcome", "rounds"), [
    ([73, 32], "Lose", 1),  # [002 "the character who succeeded wins the check"]
    ([50, 40], "Win", 1),  # [002 "if both succeed, highest Margin of Success wins"]
    ([40, 50], "Lose", 1),
    ([45, 45, 10, 90], "Win", 2),  # [002 "(reroll ties)"]
    ([70, 90, 20, 30], "Lose", 2),  # [002 "if both fail, reroll the check"]
])
def test_opposed_rounds(alice, dice, outcome, rounds):
    result = api.resolve(alice, "skill:Athletics", dice, situation={"opponent": 65})
    assert (result.outcome, result.details["rounds"], result.dice) == (outcome, rounds,
                                                                      tuple(dice))


def test_a_reroll_with_no_more_dice_given_says_so(alice):
    with pytest.raises(Refusal, match="70 against 90 \\(both failed\\): the check is rolled again"):
        api.resolve(alice, "skill:Athletics", [70, 90], situation={"opponent": 65})


def test_variable_check_both_succeeding_is_a_partial_success(alice):
    # [002 "if both characters succeed on their checks, instead of declaring the highest MoS
    # to be the winner, both characters should be awarded a partial success"]
    result = api.resolve(alice, "skill:Stealth", [40, 50],
                         situation={"opponent": 60, "contest": "variable"})
    assert (result.outcome, result.success) == ("Partial success (both)", True)
    odds = api.odds(alice, "skill:Stealth", situation={"opponent": 60, "contest": "Variable "
                                                       "(both may succeed)"})
    assert list(odds.outcomes) == ["Win", "Partial success (both)", "Lose"]


def test_a_variable_check_needs_the_other_side(alice):
    # [002 "Each character makes a (separate) check."]: no other side, no contest to choose
    with pytest.raises(Refusal, match="Kind of contest: applies only when Other side's target is given"):
        api.odds(alice, "skill:Stealth", situation={"contest": "variable"})


@pytest.mark.parametrize("value", [-1, 99, 150])
def test_the_other_sides_target_is_0_to_98(alice, value):
    # [002 "Your target can never be greater than 98"] (theirs too)
    with pytest.raises(Refusal, match=f"Other side's target: {value} is outside 0 to 98"):
        api.odds(alice, "skill:Athletics", situation={"opponent": value})


def test_unknown_options_are_refused_by_name(alice):
    with pytest.raises(Refusal, match="no option 'helpers'.*assistants"):
        api.odds(alice, "skill:Athletics", situation={"helpers": 2})
    with pytest.raises(Refusal, match="Assistants .*: 11 is outside 0 to 10"):
        api.odds(alice, "skill:Athletics", situation={"assistants": 11})
