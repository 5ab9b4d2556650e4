"""Rainworld's situation at the table, one option at a time, through ``sheetkeeper.api`` alone.

Each test quotes the line of the mechanics chapter it checks. A check's total is read from
the odds' breakdown; what the dice do is checked with ``api.resolve`` (fixed dice).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Refusal
from sheetkeeper.systems.rainworld.model import Gear, Rank, Weapon

RAINWORLD = api.system("rainworld")
KESSLER = api.load(next(p for p in RAINWORLD.samples if "kessler" in p.name)).character
PISTOL = Weapon(name="Pistol", skill="Firearms", dmg=3, ap=1, increment=10)
RIFLE = Weapon(name="Rifle", skill="Firearms", dmg=5, ap=2, increment=50, long_arm=True)
SMG = Weapon(name="SMG", skill="Firearms", dmg=3, increment=20, burst=3, auto=True)
KNIFE = Weapon(name="Knife", skill="Melée Weapons", dmg=2, ap=1)
BRICK = Weapon(name="Brick", skill="Throw", dmg=1, single=True)
MAUL = Weapon(name="Maul", skill="Melée Weapons", dmg=6, min_phys=8)


def hero(**fields) -> api.CharacterBase:
    """A fresh character with the fields given (skills as {name: ranks})."""
    skills = fields.pop("skills", {})
    quirks = fields.pop("quirks", {})
    c = api.new_character("rainworld", "Ada")
    return c.model_copy(update={
        "skills": [Rank(name=n, rank=r) for n, r in skills.items()],
        "quirks": [Rank(name=n, rank=r) for n, r in quirks.items()], **fields})


def total(c, check_id: str, **situation) -> int:
    return sum(v for _, v in api.odds(c, check_id, situation=situation).breakdown)


def ids(c, check_id: str) -> list[str]:
    return [o.id for o in api.situations(c, check_id)]


def option(c, check_id: str, option_id: str) -> api.Option:
    return next(o for o in api.situations(c, check_id) if o.id == option_id)


def line(c, check_id: str, option_id: str, **situation) -> api.SituationLine:
    odds = api.odds(c, check_id, situation=situation)
    return next(s for s in odds.situation if s.option == option_id)


def over_ten(modifier: int) -> Fraction:
    """Success counted by hand over the 100 rolls of 2d10."""
    return Fraction(sum(1 for a, b in product(range(1, 11), repeat=2) if a + b + modifier > 10),
                    100)


# -- any check -------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 5])
def test_raise_n_is_a_minus_n_penalty(n):
    # [000 "Raise 1 is a -1 penalty, Raise 2 is -2, etc."]
    c = hero(skills={"Stealth": 3})
    assert total(c, "skill:Stealth", **{"raise": n}) == 3 - n
    assert api.odds(c, "skill:Stealth", situation={"raise": n}).success == over_ten(3 - n)
    shown = line(c, "skill:Stealth", "raise", **{"raise": n})
    assert shown.text == f"Raise: {n} (-{n})"
    assert '"Raise 1 is a -1 penalty, Raise 2 is -2, etc."' in shown.source


def test_a_called_shot_is_a_raise_on_an_attack():
    # [000 "A called shot is a Raise to attack a specific part of the target"]
    c = hero(skills={"Melée Weapons": 2}, weapons=[KNIFE])
    raise_ = option(c, "attack:0", "raise")
    assert "called shot" in raise_.help and "A called shot is a Raise" in raise_.source
    assert total(c, "attack:0", **{"raise": 3}) == 2 - 3


def test_untrained_checks_take_minus_two_on_skills_and_weapons():
    # [000 "An untrained check uses a skill that the character has no ranks in. Untrained
    # checks take a -2 penalty."]
    c = hero(weapons=[KNIFE])
    assert api.odds(c, "skill:Stealth").breakdown == (("Stealth untrained", -2),)
    assert api.odds(c, "attack:0").breakdown == (("Melée Weapons untrained", -2),)
    assert total(hero(skills={"Stealth": 1}), "skill:Stealth") == 1


def test_injury_penalties_apply_to_attacks_too():
    # [000 "characters take increasing penalties to all their actions"]
    c = hero(skills={"Firearms": 2}, weapons=[PISTOL]).model_copy(
        update={"body": KESSLER.body})  # 3 injury: past the second box
    assert ("Injury (3 boxes)", -1) in api.odds(c, "attack:0").breakdown
    assert total(c, "attack:0", aimed=False) == 2 - 3 - 1


def test_the_free_modifier_adds_to_the_check():
    # [000 "A check is 2d10 + skill + any bonuses − any penalties"]
    c = hero(skills={"Stealth": 1})
    assert total(c, "skill:Stealth", modifier=4) == 5
    assert line(c, "skill:Stealth", "modifier", modifier=4).text == "Other modifier: +4"


# -- versus checks ---------------------------------------------------------------------------


def test_versus_a_result_needs_better_than_the_antagonist_and_a_tie_fails():
    # [000 "instead of aiming for the usual result > 10, the player’s check needs a result
    # better than the antagonist’s to succeed"]
    c = hero(skills={"Stealth": 2})
    assert not api.resolve(c, "skill:Stealth", [5, 5], situation={"versus_total": 12}).success
    assert api.resolve(c, "skill:Stealth", [5, 6], situation={"versus_total": 12}).success
    assert api.resolve(c, "skill:Stealth", [3, 4], situation={"versus_total": 8}).success
    odds = api.odds(c, "skill:Stealth", situation={"versus_total": 12})
    assert odds.success == Fraction(
        sum(1 for a, b in product(range(1, 11), repeat=2) if a + b + 2 > 12), 100)


def test_versus_an_antagonist_who_rolls_counts_both_sides_dice():
    # [000 "The antagonist will make a check; ... the player’s check needs a result better
    # than the antagonist’s to succeed"] — your Stealth versus someone's Observation
    c = hero(skills={"Stealth": 3})
    odds = api.odds(c, "skill:Stealth", situation={"versus_skill": 1})
    d10 = range(1, 11)
    wins = sum(1 for a, b, x, y in product(d10, d10, d10, d10) if a + b + 3 > x + y + 1)
    assert odds.success == Fraction(wins, 10_000)
    # the player's two dice first, then the antagonist's
    beat = api.resolve(c, "skill:Stealth", [4, 5, 3, 4], situation={"versus_skill": 1})
    assert beat.success and beat.details["versus"] == 8
    assert "the antagonist's 2d10 3 + 4, skill and modifiers +1 = 8" in beat.text
    tie = api.resolve(c, "skill:Stealth", [2, 3, 3, 4], situation={"versus_skill": 1})
    assert not tie.success


def test_versus_takes_the_result_or_the_skill_not_both():
    # [000 "the player’s check needs a result better than the antagonist’s"]: a result already
    # rolled, or the antagonist's skill when they roll now; the skill is moot once the result
    # is given
    c = hero()
    with pytest.raises(Refusal, match="antagonist's skill and modifiers: applies only when "
                                      "Versus: the antagonist's result is not given"):
        api.odds(c, "skill:Stealth", situation={"versus_total": 12, "versus_skill": 2})


def test_versus_is_offered_as_the_other_side_of_every_skill_check():
    c = hero()
    for check in api.checks(c):
        if check.id.startswith("skill:"):
            kinds = {o.id: o.kind for o in api.situations(c, check.id)}
            assert kinds["versus_total"] == kinds["versus_skill"] == "opponent"


# -- the humans' social privilege --------------------------------------------------------------


@pytest.mark.parametrize("skill", ["Interact", "Bureaucracy", "Aggro"])
def test_social_privilege_is_plus_three_for_a_human(skill):
    # [000 "+3 bonus to an Interact or Bureaucracy check with a fellow human"]
    # [000 "+3 bonus to an Aggro roll with a nonhuman"]
    c = hero(skills={skill: 1})
    assert total(c, f"skill:{skill}", privilege=True) == 1 + 3
    privilege = option(c, f"skill:{skill}", "privilege")
    whom = "with a nonhuman" if skill == "Aggro" else "with a fellow human"
    assert whom in privilege.label and "1 Click" in privilege.label
    assert line(c, f"skill:{skill}", "privilege", privilege=True).text.endswith(
        "(no Click left to spend)")  # a new character's Click pool is empty


def test_social_privilege_is_for_humans_and_their_three_skills_only():
    # [000 "all human characters can use their social privilege"]
    assert "privilege" not in ids(hero(human=False), "skill:Interact")
    assert "privilege" not in ids(hero(), "skill:Stealth")
    with pytest.raises(Refusal, match="no option 'privilege'"):
        api.odds(hero(human=False), "skill:Interact", situation={"privilege": True})


# -- attacks -----------------------------------------------------------------------------------


@pytest.mark.parametrize("check", ["attack:0", "skill:Martial Arts", "skill:Throw"])
def test_defensive_manoeuvring_takes_the_targets_gymnastics(check):
    # [000 "opponents take the character’s Gymnastics skill as a penalty when attacking them"]
    c = hero(skills={"Melée Weapons": 4, "Martial Arts": 4, "Throw": 4}, weapons=[KNIFE])
    assert total(c, check, manoeuvring=3) == 4 - 3
    assert "manoeuvring" not in ids(c, "skill:Stealth")


def test_a_grenade_landed_near_the_target_is_not_affected_by_manoeuvring():
    # [000 "A grenade, say, usually isn’t an attack — ... that’s not affected by the target’s
    # defensive manoeuvring. Throwing a brick at their head, though, is."]
    manoeuvring = option(hero(), "skill:Throw", "manoeuvring")
    assert "not a grenade" in manoeuvring.help and "Throwing a brick" in manoeuvring.source


def test_split_attack_off_hand_and_two_targets():
    # [000 "attacks with their off hand take a -3 penalty"]
    # [000 "If the attacks target two different opponents, both checks take an additional -3"]
    c = hero(skills={"Melée Weapons": 2}, weapons=[KNIFE])
    assert total(c, "attack:0", off_hand=True) == 2 - 3
    assert total(c, "attack:0", two_targets=True) == 2 - 3
    assert total(c, "attack:0", off_hand=True, two_targets=True) == 2 - 6


def test_a_character_without_an_off_hand_has_no_off_hand_option():
    # [000 "Most characters have a dominant and an off hand"]
    c = hero(dominant_hand="none", weapons=[KNIFE])
    assert "off_hand" not in ids(c, "attack:0") and "two_targets" in ids(c, "attack:0")


def test_minimum_phys_takes_the_difference_on_the_attack():
    # [000 "Characters whose PHYS stat is below the requirement take the difference as a
    # penalty to their attack."]
    c = hero(phys=5, skills={"Melée Weapons": 2}, weapons=[MAUL])
    assert ("Below minimum PHYS 8", -3) in api.odds(c, "attack:0").breakdown


@pytest.mark.parametrize("check", ["attack:0", "skill:Firearms"])
def test_unaimed_shots_take_minus_three(check):
    # [000 "Unaimed shots take a -3 penalty."]
    c = hero(skills={"Firearms": 3}, weapons=[PISTOL])
    assert option(c, check, "aimed").default is True
    assert total(c, check, aimed=False) == 3 - 3


def test_firearm_options_only_on_firearms():
    c = hero(weapons=[KNIFE, PISTOL])
    assert not {"aimed", "distance", "in_melee", "mode"} & set(ids(c, "attack:0"))
    assert {"aimed", "distance", "in_melee"} <= set(ids(c, "attack:1"))
    assert "mode" not in ids(c, "attack:1")  # a single-shot pistol has one firing mode


@pytest.mark.parametrize(
    ("weapon", "distance", "modifier"),
    [
        (PISTOL, 4, 3),     # "when not in melée, point blank range (less than 5m): +3"
        (PISTOL, 5, 0),     # "outside point blank range, up to the first Increment: no modifier"
        (PISTOL, 10, 0),    # exactly at the first Increment [DIGEST 000-12 #4]
        (PISTOL, 11, -1),   # "-1 for targets beyond the first Increment"
        (PISTOL, 21, -4),   # "-4 for targets beyond the second"
        (PISTOL, 31, -9),   # "-9 for targets beyond the third"
        (RIFLE, 120, -4),
    ],
)
def test_firearm_range_by_distance_and_increment(weapon, distance, modifier):
    # [000 "a penalty equal to the square of the number of full Increments the shot crosses"]
    c = hero(weapons=[weapon])
    assert total(c, "attack:0", distance=distance) - total(c, "attack:0") == modifier


def test_distance_zero_means_not_measured():
    # [000 "You might, in that case, need to selectively ignore hard-to-adjudicate rules such
    # as firearm Increments."]
    c = hero(weapons=[PISTOL])
    assert option(c, "attack:0", "distance").default == 0
    assert api.odds(c, "attack:0", situation={"distance": 0}) == api.odds(c, "attack:0")


@pytest.mark.parametrize(("weapon", "modifier"), [(PISTOL, -3), (RIFLE, -6)])
def test_firing_at_someone_attacking_you_in_melee(weapon, modifier):
    # [000 "firing at someone attacking you in melée: -3, doubled to -6 for firearms longer
    # than a pistol"] — and point blank is "when not in melée"
    c = hero(weapons=[weapon])
    assert total(c, "attack:0", in_melee=True, distance=2) - total(c, "attack:0") == modifier


@pytest.mark.parametrize(("check", "weapons"), [("skill:Throw", []), ("attack:0", [BRICK])])
def test_throwing_beyond_the_lower_of_phys_and_con(check, weapons):
    # [000 "the distance (in m) which characters can throw things without penalty is the
    # lowest of their PHYS or CON; for each 1m beyond that ... an additional -2 penalty"]
    c = hero(phys=6, con=4, skills={"Throw": 2}, weapons=weapons)
    assert total(c, check, throw_distance=4) == 2
    assert total(c, check, throw_distance=7) == 2 - 6
    assert "4 m" in option(c, check, "throw_distance").help


def test_target_stop_less_ap_is_what_a_hit_does():
    # [000 "actual damage taken = DMG—(STOP—AP), where each subtracted value can't fall
    # below 0"]
    c = hero(skills={"Melée Weapons": 5}, weapons=[KNIFE])  # DMG 2, AP 1
    assert api.resolve(c, "attack:0", [5, 6]).text.endswith("a hit does 2 injury")
    hit = api.resolve(c, "attack:0", [5, 6], situation={"stop": 2})
    assert hit.text.endswith("a hit does 1 injury")
    assert api.resolve(c, "attack:0", [5, 6], situation={"stop": 9}).text.endswith("0 injury")
    assert not api.resolve(c, "attack:0", [1, 2], situation={"stop": 2}).text.endswith("injury")


def test_shot_pellets_lose_dmg_per_full_increment():
    # [000 "Shotguns firing shot pellets have their DMG reduced by the number of full
    # Increments crossed."]
    shotgun = Weapon(name="Shotgun", dmg=5, increment=10, shotgun=True)
    c = hero(skills={"Firearms": 10}, weapons=[shotgun])
    shot = api.resolve(c, "attack:0", [9, 8], situation={"distance": 25})
    assert shot.text.endswith("a hit does 3 injury")


def test_unarmed_strikes_do_one_box():
    # [000 "Unarmed strikes inflict 1 box of damage. Untrained Martial Arts attacks inflict
    # stun, or injury on a critical success."]
    untrained = api.resolve(hero(), "skill:Martial Arts", [9, 8])
    assert untrained.text.endswith("1 box of stun (injury on a critical success)")
    trained = api.resolve(hero(skills={"Martial Arts": 1}), "skill:Martial Arts", [9, 8])
    assert trained.text.endswith("stun or injury, as the attacker chooses")


# -- burst and auto fire ---------------------------------------------------------------------


def pool(rounds: int, threshold: int) -> dict[str, Fraction]:
    """Hits counted by hand over every roll of the pool."""
    counts: dict[int, int] = {}
    for dice in product(range(1, 11), repeat=rounds):
        n = sum(1 for d in dice if d >= threshold)
        counts[n] = counts.get(n, 0) + 1
    name = {0: "no hits", 1: "1 hit"}
    return {name.get(n, f"{n} hits"): Fraction(k, 10**rounds) for n, k in counts.items()}


@pytest.mark.parametrize(
    ("autofire", "distance", "threshold"),
    [
        (0, 0, 6),   # "The default threshold is 6"
        (2, 0, 4),   # "Each rank in the Autofire quirk reduces the threshold by 1"
        (6, 0, 2),   # "(to a minimum of 2)"
        (6, 45, 4),  # the minimum first, then the Increments [DIGEST 000-12 #5]
        (1, 21, 6),  # "Each full range Increment increases the threshold by 1"
    ],
)
def test_burst_fire_rolls_one_d10_per_bullet_for_exact_hits(autofire, distance, threshold):
    # [000 "roll a pool of d10s, one die for each bullet fired; every die that rolls equal to
    # or over the success threshold represents a bullet hitting a target"]
    c = hero(quirks={"Autofire": autofire}, weapons=[SMG])
    odds = api.odds(c, "attack:0", situation={"mode": "burst", "distance": distance})
    assert sum(v for _, v in odds.breakdown) == threshold
    assert odds.outcomes == pool(3, threshold)
    assert odds.success == 1 - pool(3, threshold).get("no hits", 0)


def test_auto_fire_takes_the_rounds_fired():
    # [000 "Auto denotes a fully-automatic weapon, capable of firing any number of shots"]
    c = hero(weapons=[SMG])
    odds = api.odds(c, "attack:0", situation={"mode": "auto", "rounds": 4})
    assert odds.outcomes == pool(4, 6)
    roll = api.resolve(c, "attack:0", [6, 5, 10, 1], situation={"mode": "auto", "rounds": 4})
    assert (roll.outcome, roll.total, roll.success) == ("2 hits", 2, True)
    assert roll.text.endswith("each hit does 3 injury")


def test_spraying_starts_at_ten_and_ignores_autofire():
    # [000 "The default threshold is 10"; "The Autofire quirk does not apply"; "Each full
    # range Increment increases the threshold by 1"]
    c = hero(quirks={"Autofire": 3}, weapons=[SMG])
    sprayed = api.odds(c, "attack:0", situation={"mode": "burst", "spraying": True})
    assert sprayed.outcomes == pool(3, 10)
    far = api.odds(c, "attack:0", situation={"mode": "burst", "spraying": True, "distance": 30})
    assert far.outcomes == {"no hits": 1}  # threshold 11 cannot hit [DIGEST 000-12 #5]


def test_only_one_piece_of_equipment_supplements_autofire():
    # [000 "only one piece of equipment can supplement a given quirk for any particular
    # check"] — the character chooses which; by default the best [DIGEST 000-12 #13]
    c = hero(quirks={"Autofire": 1}, weapons=[SMG],
             gear=[Gear(name="Smart scope", quirk="Autofire", ranks=1),
                   Gear(name="Aim-assist", quirk="Autofire", ranks=2)])
    choice = option(c, "attack:0", "autofire_equipment")
    assert choice.default == "1" and [v for v, _ in choice.choices] == ["none", "0", "1"]

    def threshold(**s):
        return total(c, "attack:0", mode="burst", **s)

    assert threshold() == 6 - 3
    assert threshold(autofire_equipment="0") == 6 - 2
    assert threshold(autofire_equipment="none") == 6 - 1


def test_burst_fire_makes_no_firearms_check():
    # [000 "Instead of a Firearms check, roll a pool of d10s"]: the check's options apply only
    # to a single shot, and are refused in burst mode; the free modifier moves the threshold
    # (the excerpt is silent)
    c = hero(weapons=[SMG])
    single = [o.id for o in api.situations(c, "attack:0")
              if any(w.option == "mode" and w.among == ("single",) for w in o.applies)]
    assert single == ["raise", "manoeuvring", "off_hand", "two_targets", "aimed", "in_melee"]
    for option_id, value in (("aimed", False), ("raise", 2), ("manoeuvring", 3)):
        with pytest.raises(Refusal, match=": applies only when Firing mode is Single"):
            api.odds(c, "attack:0", situation={"mode": "burst", option_id: value})
    odds = api.odds(c, "attack:0", situation={"mode": "burst", "modifier": 1})
    # the modifier reads +1 as on any check, and lowers the threshold by 1
    assert odds.breakdown == (("Default threshold", 6), ("Other modifier", 1))
    assert odds.outcomes["no hits"] == Fraction(6 - 1 - 1, 10) ** 3
    notes = {s.option: s.text for s in odds.situation}
    assert "house rule" in notes["modifier"]


def test_rounds_fired_apply_to_auto_fire_alone():
    # [000 "Auto denotes a fully-automatic weapon, capable of firing any number of shots"];
    # a burst fires its number [000 "roll a pool of d10s, one die for each bullet fired"]
    c = hero(weapons=[SMG])
    with pytest.raises(Refusal, match=r"Rounds fired \(auto\): applies only when Firing mode is Auto"):
        api.odds(c, "attack:0", situation={"mode": "burst", "rounds": 7})
    with pytest.raises(Refusal, match="Rounds fired"):
        api.odds(c, "attack:0", situation={"rounds": 7})  # Single by default
    assert api.odds(c, "attack:0", situation={"mode": "auto", "rounds": 7}).extra is not None


def test_spraying_is_for_burst_and_auto_fire_and_autofire_gear_not_while_spraying():
    # [000 "Instead of directing burst or auto fire at a specific target, the character can
    # simply spray an area with bullets"]; spraying: [000 "Autofire does not apply"]
    c = hero(weapons=[SMG], gear=[Gear(name="Smart scope", quirk="Autofire", ranks=1)])
    with pytest.raises(Refusal, match="Spray an area: applies only when Firing mode is Burst 3 or Auto"):
        api.odds(c, "attack:0", situation={"spraying": True})
    with pytest.raises(Refusal, match="Equipment for Autofire: applies only when .* and Spray an area is no"):
        api.odds(c, "attack:0", situation={"mode": "auto", "spraying": True,
                                           "autofire_equipment": "none"})
    api.odds(c, "attack:0", situation={"mode": "auto", "spraying": True})


# -- refusals -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("check", "situation", "words"),
    [
        ("skill:Stealth", {"raise": 41}, "Raise: 41 is outside 0 to 40"),
        ("skill:Stealth", {"raise": -1}, "Raise: -1 is outside 0 to 40"),
        ("skill:Stealth", {"modifier": 41}, "Other modifier: 41 is outside -40 to 40"),
        ("skill:Stealth", {"versus_skill": 99}, "Versus: the antagonist's skill and modifiers: 99"),
        ("attack:0", {"distance": -5}, "Distance to the target \\(m\\): -5 is outside"),
        ("attack:0", {"rounds": 0}, "Rounds fired \\(auto\\): 0 is outside 1 to 100"),
        ("attack:0", {"mode": "laser"}, "Firing mode: 'laser' is not one of single, burst, auto"),
        ("attack:0", {"stop": 101}, "Target's armour STOP: 101 is outside 0 to 100"),
        ("attack:0", {"aimed": "maybe"}, "Aimed: give yes or no"),
        ("skill:Stealth", {"distance": 10}, "no option 'distance'"),
    ],
)
def test_out_of_range_values_are_refused_naming_the_option(check, situation, words):
    c = hero(weapons=[SMG])
    with pytest.raises(Refusal, match=words):
        api.odds(c, check, situation=situation)
    with pytest.raises(Refusal, match=words):
        api.roll(c, check, FixedDiceNeverUsed(), situation=situation)


class FixedDiceNeverUsed:
    def randint(self, a: int, b: int) -> int:
        raise AssertionError("a refused situation rolls no dice")


def test_every_option_reads_well_in_a_form():
    """Labels, help and sources good enough to be shown as they are."""
    c = KESSLER.model_copy(update={"gear": [Gear(name="Scope", quirk="Autofire", ranks=1)],
                                   "weapons": [*KESSLER.weapons, BRICK]})
    for check in api.checks(c):
        for o in api.situations(c, check.id):
            assert o.label and o.label[0].isupper()
            if o.id != "modifier":
                assert o.source.startswith('[000] "') and o.help.endswith((".", ")"))
            if o.kind in ("count", "number", "opponent"):
                assert o.minimum is not None and o.maximum is not None


def test_a_firearm_without_single_shots_offers_no_single_shot_options():
    # [000 "Firearms have one or more firing modes: single, burst, and auto"]; burst fire:
    # [000 "Instead of a Firearms check, roll a pool of d10s"], so nothing a check takes
    c = hero(weapons=[Weapon(name="Burst SMG", skill="Firearms", dmg=3, increment=20,
                             single=False, burst=3)])
    assert ids(c, "attack:0") == ["distance", "spraying", "stop", "modifier"]
    with pytest.raises(Refusal, match="this check has no option 'raise'"):
        api.odds(c, "attack:0", situation={"raise": 1})
