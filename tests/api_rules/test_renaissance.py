"""Renaissance, line by line as docs/rules/renaissance.md lists it, through
``sheetkeeper.api`` alone: each test quotes the excerpt [002] and checks its numbers."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheetkeeper import api

from .listed import rule


def alice():
    """The sample: Search 40 (COG 15 + 25 ranks), Athletics 60, Stealth 60 (40 ranks)."""
    return api.load(api.system("renaissance").samples[0]).character


def target(c, check_id: str, **situation) -> int:
    """The check's target, read from its odds: D% 0–99 succeeds on target + 1 faces."""
    return int(api.odds(c, check_id, situation=situation).success * 100) - 1


def band(c, check_id: str, face: int, **situation) -> str:
    return api.resolve(c, check_id, [face], situation=situation).outcome


def task(c, band_name: str, timeframe: int = 40, **situation) -> str:
    args = {"name": "Mend", "timeframe": timeframe, "check": band_name}
    return api.apply(c, "task", args | ({"situation": situation} if situation else {})).message


@rule("renaissance", "Aptitudes COO, SOM,")
def test_aptitudes_luck_and_the_initiative_modifier():
    """[002] "Take a Chance, Stroke of Luck: Luck × 10" "Note: that’s the Luck stat, not your
    current Luck Points"; "Initiative is 1d10 + *Initiative Modifier*" """
    c = api.apply(alice(), "set", {"path": "luck_points", "value": 1}).character
    assert {k.id: k.target for k in api.checks(c)}["common:take-a-chance"] == "30"  # Luck 3
    assert {d.key: d.value for d in api.derived(c)}["initiative"] == "1d10 +4 (5 to 14)"


@rule("renaissance", "Skills in ranks", "Skill target =")
def test_skills_kinds_and_one_specialisation():
    """[002] "the Linked Aptitude for the skill + your Ranks in the skill + any modifiers";
    "Any given skill can only have one specialization."; "Character recieves +10 when
    Specialization applies"; "you take a -20 penalty if you don't have an appropriate
    *proficiency*" """
    c = alice()
    assert target(c, "skill:Craft: Clockwork") == 15 + 10  # a field skill, COG
    assert target(c, "skill:Athletics", specialisation=True) == 60 + 10
    blade = "skill:One-Handed Melee Weapons"
    assert target(c, blade, no_proficiency=True) == 45 - 20
    with pytest.raises(api.Refusal):
        api.apply(c, "set", {"path": "skills.0.specialisation", "value": ["Running", "Jumping"]})


@rule("renaissance", "The twelve common", "reading 10")
def test_common_checks_and_single_aptitude_checks():
    """[002] "Resist Intimidation / Overcome Fear: WIL × 2"; "Resist Social Manipulation: SAV +
    INT"; "Feat of Strength (bend bars, break down a door): SOM + STR" (there is no STR: SOM × 2, as
    the sidebar says); "a
    WIL×1 check" """
    c = alice()
    checks = {k.id: int(k.target) for k in api.checks(c)}
    assert len([k for k in checks if k.startswith("common:")]) == 12
    assert checks["common:resist-intimidation"] == 25 * 2
    assert checks["common:resist-manipulation"] == 20 + 25
    assert checks["common:feat-of-strength"] == 30 * 2
    assert checks["apt:WIL"] == 25


@rule("renaissance", "Defaulting: a related", "reading 14")
def test_defaulting_and_a_related_skill():
    """[002] "allow you to roll your Barter with a -30 penalty"; "receive a bonus on one Test
    for having ranks in a related skill"; "10-24 Ranks: +10" "25-39 Ranks: +20" "40+ Ranks:
    +30"; "You may only use one related skill." """
    c = alice()
    assert target(c, "skill:Search", defaulting=-30) == 40 - 30
    assert target(c, "skill:Search", related="Stealth") == 40 + 30  # 40 ranks
    assert target(c, "skill:Search", related="Athletics") == 40 + 20  # 30 ranks
    assert target(c, "skill:Search", related="Perception") == 40 + 10  # 20 ranks
    assert target(c, "skill:Search", related="Perception", defaulting=-30) == 40 + 10 - 30


@rule("renaissance", "Target limits 0..98,")
def test_the_target_never_passes_98():
    """[002] "Your target can never be greater than 98" """
    odds = api.odds(alice(), "skill:Search", situation={"difficulty": 30, "modifier": 40})
    assert odds.breakdown[-1] == ("Target limit (never above 98)", -12)
    assert sum(v for _, v in odds.breakdown) == 98 and odds.success == Fraction(99, 100)


@rule("renaissance", "Modifiers: assistance +10")
def test_each_modifier_of_the_check():
    """[002] "Being assisted: +10 per character assisting, maximum +30."; "Attack, Stealth and
    Perception tests normally cannot be assisted."; "Passive checks have a -20 penalty"; "GMs
    may apply a cumulative -10 penalty for each time a player *tries again*."; "you take a -10
    penalty to all tests for each Sustained Action you maintain beyond the first."; "Run from
    Very Easy (+30) to Very Hard (-30)" """
    c = alice()
    assert target(c, "skill:Search", assistants=4) == 40 + 30
    with pytest.raises(api.Refusal):
        api.odds(c, "skill:Stealth", situation={"assistants": 1})
    assert target(c, "skill:Stealth", assistants=1, assistance_allowed=True) == 60 + 10
    with pytest.raises(api.Refusal, match="10 Ranks"):
        api.odds(c, "skill:Search", situation={"assistants": 1, "assistant_ranks": 9})
    assert target(c, "skill:Search", passive=True) == 40 - 20
    assert target(c, "skill:Search", retries=2) == 40 - 20
    assert target(c, "skill:Search", sustained=3) == 40 - 20
    assert target(c, "skill:Search", difficulty=-30) == 10
    assert target(c, "skill:Search", time=100) == 40 + 20


@rule("renaissance", "D% 0–99 (an", "reading 1", "reading 3")
def test_d_percent_and_the_margins():
    """[002] "Margin of Success (MoS) is die roll if success"; "Margin of Failure (MoF) is (die
    roll – target) if failure"; "a 99 always fails, and is always a critical failure"; "a 0
    always succeeds, and is a critical success" """
    c = alice()  # Search 40
    assert api.resolve(c, "skill:Search", [12]).details["MoS"] == 12
    assert api.resolve(c, "skill:Search", [57]).details["MoF"] == 57 - 40
    zero = api.resolve(c, "skill:Search", [100])
    assert zero.outcome == "Critical success" and zero.details["MoS"] == 0
    low = api.apply(c, "set", {"path": "aptitudes.COG", "value": 0, "adjust": "test"}).character
    assert band(low, "skill:Search", 100, difficulty=-30) == "Critical success"  # target 0


@rule("renaissance", "Six bands; upgrade", "reading 6", "reading 7", "reading 8", "reading 9")
def test_upgrades_and_downgrades():
    """[002] "you can’t upgrade or downgrade any one test more than once"; a critical success
    downgrades to an exceptional success; "a critical failure or exceptional failure becomes a
    normal failure" """
    c = alice()  # Search 40
    assert band(c, "skill:Search", 12, upgrade=True) == "Exceptional success"
    assert band(c, "skill:Search", 35, upgrade=True) == "Critical success"
    assert api.resolve(c, "skill:Search", [35], situation={"upgrade": True}).details["MoS"] == 35
    assert band(c, "skill:Search", 22, downgrade=True) == "Exceptional success"
    assert band(c, "skill:Search", 99, upgrade=True) == "Normal failure"
    assert band(c, "skill:Search", 22, upgrade=True) == "Critical success"
    assert band(c, "skill:Search", 99, downgrade=True) == "Critical failure"
    assert band(c, "skill:Search", 12, upgrade=True, downgrade=True) == "Normal success"


@rule("renaissance", "Exact band counts out", "reading 2", "reading 4", "reading 5")
def test_the_bands_out_of_100_at_target_50():
    """[002] "if you succeed and your MoS is over 30, then you have scored an exceptional
    success."; "If you succeed and your MoS is a “double”—that is, a multiple of 11—then you
    have scored a critical success."; "if you fail and your MoF is over 30, then you have
    scored an exceptional failure" """
    c = api.apply(alice(), "set", {"path": "skills.2.ranks", "value": 35,
                                   "adjust": "test"}).character  # Search 50
    counts = {k: v * 100 for k, v in api.odds(c, "skill:Search").outcomes.items()}
    assert counts == {"Critical success": 5, "Exceptional success": 18, "Normal success": 28,
                      "Normal failure": 27, "Exceptional failure": 17, "Critical failure": 5}
    assert band(c, "skill:Search", 44) == "Critical success"  # over 30 and a double
    assert band(c, "skill:Search", 30) == "Normal success"  # 30 is not over 30
    craft = next(k for k in api.checks(c) if k.id == "skill:Craft: Clockwork")  # target 25
    assert "no exceptional success possible" in craft.detail
    assert api.odds(c, "skill:Craft: Clockwork").outcomes["Exceptional success"] == 0


@rule("renaissance", "Simple checks: excel", "reading 19")
def test_a_simple_check():
    """[002] "Simple success checks can’t be be Exceptional or Critical." """
    c = alice()
    assert api.odds(c, "skill:Search", situation={"simple": True}).outcomes == {
        "Excel": Fraction(41, 100), "Stumble": Fraction(59, 100)}
    with pytest.raises(api.Refusal):
        api.odds(c, "skill:Search", situation={"simple": True, "upgrade": True})


def _contest(mine: int, theirs: int, variable: bool = False) -> dict[str, Fraction]:
    """Both sides roll D% until it is decided, counted over the 10,000 pairs."""
    def ok(face, t):
        return face == 0 or (face != 99 and face <= t)
    win = lose = both = 0
    for a in range(100):
        for b in range(100):
            sa, sb = ok(a, mine), ok(b, theirs)
            if sa and sb and variable:
                both += 1
            elif sa and sb:
                win, lose = win + (a > b), lose + (b > a)
            elif sa or sb:
                win, lose = win + sa, lose + sb
    decided = win + lose + both
    out = {"Win": Fraction(win, decided), "Lose": Fraction(lose, decided)}
    return out | ({"Partial success (both)": Fraction(both, decided)} if variable else {})


@rule("renaissance", "Opposed and variable", "reading 15", "reading 18", "reading 20")
def test_opposed_and_variable_checks():
    """[002] "if both succeed, highest Margin of Success wins (reroll ties)"; "if both fail,
    reroll the check"; "both characters should be awarded a partial success. We call this a
    *Variable* check." """
    c = alice()  # Search 40
    assert api.odds(c, "skill:Search", situation={"opponent": 50}).outcomes == _contest(40, 50)
    variable = api.odds(c, "skill:Search", situation={"opponent": 50, "contest": "variable"})
    assert variable.outcomes == _contest(40, 50, variable=True)
    rounds = api.resolve(c, "skill:Search", [30, 30, 70, 80, 10, 60],
                         situation={"opponent": 50})
    assert rounds.outcome == "Win" and "30 against 30" in rounds.text and "70 against 80" in rounds.text
    upgraded = api.resolve(c, "skill:Search", [10, 20], situation={"opponent": 50,
                                                                 "upgrade": True})
    assert upgraded.outcome == "Lose"  # MoS 10 against 20: the upgrade changes no winner


@rule("renaissance", "Initiative 1d10 + modifier", "reading 16")
def test_initiative_and_its_ties():
    """[002] "Initiative is 1d10 + *Initiative Modifier*"; turn order highest first, a tie to
    the higher base initiative """
    ven = api.apply(api.new_character("renaissance", "Ven"), "set",
                    {"path": "initiative_modifier", "value": 2}).character
    bo = api.apply(api.new_character("renaissance", "Bo"), "set",
                   {"path": "initiative_modifier", "value": 5}).character
    (order,) = api.initiative({"ven": ven, "bo": bo}, dice=[9, 6])  # 11 each
    assert [(e.name, e.total) for e in order.entries] == [("Bo", 11), ("Ven", 11)]


@rule("renaissance", "Jobs in shifts; a", "reading 12")
def test_jobs_stop_early_when_they_fail():
    """[002] "the character in question works for 25% of the Task Action’s timeframe or Job’s
    shifts (on a Failure), or 50% (on an Exceptional Failure), before realizing that the task
    will fail" """
    c = alice()
    failing = api.apply(c, "job.begin", {"name": "Lock", "shifts": 8,
                                         "check": "Normal failure"}).character
    worked = api.apply(failing, "job.work", {"index": 0, "days": 5})
    assert worked.character.jobs[0].completed == 2 and "will fail" in worked.message
    worse = api.apply(c, "job.begin", {"name": "Lock", "shifts": 8,
                                       "check": "Critical failure"}).character
    assert api.apply(worse, "job.work", {"index": 0, "days": 8}).character.jobs[0].completed == 4
    fine = api.apply(c, "job.begin", {"name": "Lock", "shifts": 3,
                                      "check": "Normal success"}).character
    assert api.apply(fine, "job.work", {"index": 0, "days": 1}).character.jobs[0].completed == 1


@rule("renaissance", "A task action timed", "reading 13")
def test_a_timed_task():
    """[002] "works for 25% of the Task Action’s timeframe ... (on a Failure), or 50% (on an
    Exceptional Failure)"; "Taking your Time: for every +50% increase in timeframe, +10 to the
    check (up to +150% time for +30)"; "Rushing: for every -25% *reduction* in timeframe, -10
    to the check" """
    c = alice()
    assert "you work 10 of 40 minutes" in task(c, "Normal failure")
    assert "you work 20 of 40 minutes" in task(c, "Exceptional failure")
    assert "you work 20 of 40 minutes" in task(c, "Critical failure")
    assert "60" in task(c, "Normal success", time=50)
    assert target(c, "skill:Search", time=74) == 40 + 10  # rounded down between steps
    assert target(c, "skill:Search", time=1000) == 40 + 30
    assert target(c, "skill:Search", time=-99) == 40 - 30


@rule("renaissance", "Sustained actions (`sustain.start`,")
def test_sustained_actions_distract():
    """[002] "if you maintain three Sustained Actions, you take a -20 penalty to all tests" """
    c = alice()  # one sustained action already
    two = api.apply(c, "sustain.start", {"name": "Ward"}).character
    three = api.apply(two, "sustain.start", {"name": "Veil"}).character
    assert target(three, "skill:Search") == 40 - 20
    assert any(s.name == "Distracted" and "-20" in s.meaning for s in api.states(three))
    assert target(api.apply(three, "sustain.stop", {"index": 0}).character, "skill:Search") == 30


@rule("renaissance", "In play a skill")
def test_a_skill_with_ranks_stays_in_play():
    """[002] has no costs for ranks or aptitudes: "Ranks in the skill" are never bought or sold
    back, so a skill with ranks is not simply removed in play """
    c = alice().model_copy(update={"in_creation": False})
    with pytest.raises(api.Refusal):
        api.apply(c, "list.remove", {"path": "skills", "index": 2})
    gone = api.apply(c, "list.remove", {"path": "skills", "index": 2, "adjust": "retcon"})
    assert "Search" not in [s.name for s in gone.character.skills]


@rule("renaissance", "reading 11")
def test_the_margin_of_failure_uses_the_limited_target():
    """[002] "Margin of Failure (MoF) is (die roll – target) if failure"; "Your target can never
    be less than 0" """
    c = alice()  # Search 40
    low = api.resolve(c, "skill:Search", [32], situation={"difficulty": -30, "modifier": -25})
    assert low.details["target"] == 0 and low.details["MoF"] == 32


@rule("renaissance", "Skill catalogue: the")
def test_the_skills_the_excerpt_names():
    """[002] "your Coordination (the linked aptitude for Stealth) is 20"; "30 Somatics and 30
    ranks in Athletics" — the only two linked aptitudes the excerpt prints """
    (skills,) = [names for names in api.system("renaissance").rules.lists if names.rows == "skills"]
    assert {"Athletics", "Stealth", "Search", "Craft: Clockwork"} <= set(skills.names)
    c = api.new_character("renaissance", "Ven")
    for name, aptitude in (("Stealth", "SOM"), ("Athletics", "COO"), ("Search", "SAV")):
        c = api.apply(c, "list.add", {"path": "skills", "value": {
            "name": name, "aptitude": aptitude, "ranks": 5}}).character
    words = [str(f) for f in api.validate(c)]
    assert any("the rules link Stealth to COO, not SOM" in w for w in words)
    assert any("the rules link Athletics to SOM, not COO" in w for w in words)
    assert not any("Search to" in w for w in words)  # the player picks its aptitude


@rule("renaissance", "reading 17")
def test_an_ordered_check_is_two_plain_checks():
    """[002] "one character should roll first, and the other character should only roll their
    check if it is needed. We call this an *Ordered* check." (nothing new on the sheet: the
    first side's plain check, then the second's only on a success) """
    c = alice()
    (contest,) = [o for o in api.situations(c, "skill:Search") if o.id == "contest"]
    assert [value for value, _ in contest.choices] == ["opposed", "variable"]
    first = api.resolve(c, "skill:Search", [12])
    assert first.success  # so the other side rolls now, a plain check of its own
    assert api.resolve(c, "skill:Athletics", [70]).outcome == "Normal failure"
