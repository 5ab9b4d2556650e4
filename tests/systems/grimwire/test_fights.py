"""GRIMWIRE fights through the API: statuses as mechanics, weapon damage on a target, and the
hazards of the excerpt. Each test quotes the rule it checks."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from sheetkeeper import api
from sheetkeeper.core.dice import sum_of_dice
from sheetkeeper.systems.grimwire.model import Affinity, Armour, Weapon

from .helpers import character


def armed(c, *weapons: Weapon):
    return c.model_copy(update={"weapons": list(weapons)})


def status(c, name: str):
    return api.apply(c, "status.set", {"status": name}).character


# -- statuses ----------------------------------------------------------------------------------


def test_every_status_of_the_excerpt_is_declared_with_its_effect_and_source():
    names = [s.label for s in api.statuses(character())]
    for name in ("Inebriated", "Knocked down", "Frenzy", "Amok", "Stun", "Paralysis",
                 "Sensory impairment", "Burning", "Bleeding", "Brainwashed", "Mind controlled",
                 "Terror", "Hexed", "Unconscious", "Sleep", "Knocked out", "Out cold"):
        assert name in names
    for s in api.statuses(character()):
        assert s.effect and s.source.startswith("003 ")


def test_stunned_cannot_attack_and_the_refusal_gives_the_reason():
    # [003 "A stunned character cannot act or move on their turn and receives a -3 penalty to
    # AGL and MND rolls and automatically fails PER rolls."]
    c = status(armed(character(COR=3), Weapon(name="Machete", damage="d6")), "stun")
    assert [s.label for s in api.active_statuses(c)] == ["Stun"]
    odds = api.odds(c, "attack:Machete")
    assert odds.success == 0
    assert odds.refused.startswith("Machete is impossible while Stun: Cannot act")
    with pytest.raises(api.Refusal, match="impossible while Stun"):
        api.roll(c, "attack:unarmed", rng=None)  # refused before any die is asked for
    odds = api.odds(c, "attr:AGL")
    assert ("Stun", -3) in odds.breakdown
    line = next(x for x in odds.situation if x.option == "status:stun")
    assert line.source.startswith('003 "A stunned character cannot act')
    assert "status:stun" not in [x.option for x in api.odds(c, "attr:RSN").situation]
    assert api.odds(c, "attr:PER").success == 0
    assert "Stun" in [s.name for s in api.system("grimwire").rules.states(c)]
    cleared = api.apply(c, "status.clear", {"status": "Stun"}).character
    assert api.odds(cleared, "attack:Machete").success > 0


def test_unknown_status_and_clearing_one_not_set_are_refused():
    c = character()
    with pytest.raises(api.Refusal, match="no status 'Hexxed'.*Inebriated"):
        api.apply(c, "status.set", {"status": "Hexxed"})
    with pytest.raises(api.Refusal, match="Burning is not set"):
        api.apply(c, "status.clear", {"status": "burning"})


def test_inebriated_temporary_condition_and_mnd_against_pain_and_terror():
    # [003 "+3 temporary Condition due to relaxed muscles"], [003 "+3 and no penalty to MND
    # rolls to resist pain and terror"], [003 "-3 Penalty to all other attributes"]
    c = character(MND=1)
    drunk = status(c, "Inebriated")
    assert drunk.condition.temporary == c.condition.temporary + 3
    assert ("Inebriated", -3) in api.odds(drunk, "attr:MND").breakdown
    brave = api.odds(drunk, "attr:MND", situation={"pain_terror": True}).breakdown
    assert ("Inebriated", 3) in brave
    assert ("Inebriated", -3) not in brave
    sober = api.apply(drunk, "status.clear", {"status": "Inebriated"}).character
    assert sober.condition.temporary == c.condition.temporary


def test_sensory_impairment_penalises_attack_and_evasion():
    # [003 "A -5 penalty to PER and anything requiring senses including attack and evasion."]
    c = status(character(AGL=2), "Sensory impairment")
    assert ("Sensory impairment", -5) in api.odds(c, "attr:AGL", situation={"evading": True}).breakdown
    assert ("Sensory impairment", -5) not in api.odds(c, "attr:AGL").breakdown
    assert ("Sensory impairment", -5) in api.odds(c, "attack:unarmed").breakdown


def test_frenzy_allows_only_melee():
    # [003 "Can't use any techniques, take any actions other than making melee attacks"]
    c = api.apply(armed(character(), Weapon(name="Pistol", kind="ranged", damage="d8"),
                        Weapon(name="Knife", damage="d4")),
                  "status.set", {"status": "Frenzy", "critical_level": 3}).character
    pistol = api.odds(c, "attack:Pistol")
    assert pistol.success == 0
    # the reason names the critical level and where it comes from
    assert pistol.refused.startswith("Pistol is impossible while Frenzy: Temporary Condition "
                                     "equal to the critical level (3, as the table entered it")
    assert api.odds(c, "attack:Knife").success > 0


def test_burning_causes_agony_and_2d6_at_the_start_of_each_turn():
    # [003 "The character takes 2d6 at the beginning of each of their turns ... Causes agony."]
    c = character(condition=20)
    burning = status(c, "Burning")
    assert burning.burnout.temporary == 1
    after = api.apply(burning, "turn.start", {"dice": [3, 5]})
    assert after.character.condition.current == 20 - 8
    resistant = burning.model_copy(update={"affinities": [Affinity(damage_type="heat",
                                                                    affinity="resistant")]})
    assert api.apply(resistant, "turn.start", {"dice": [3, 5]}).character.condition.current == 16
    with pytest.raises(api.Refusal, match="no status does damage"):
        api.apply(c, "turn.start")


def test_statuses_saved_where_grimwire_kept_them(tmp_path):
    c = status(status(character(), "Stun"), "Grappled")
    api.save(c, tmp_path / "c.skchar")
    opened = api.load(tmp_path / "c.skchar").character
    assert [s.name for s in opened.status_effects] == ["Stun", "Grappled"]
    assert [s.label for s in api.active_statuses(opened)] == ["Grappled", "Stun"]
    assert "statuses" not in (tmp_path / "c.skchar").read_text()


# -- weapon damage -------------------------------------------------------------------------------


def test_attack_damage_lands_on_the_target_with_a_ledger_event():
    # [003 "Each point of armor reduces damage by 1 for each attack to a minimum of 1."]
    a = armed(character(TOG=2, COR=1), Weapon(name="Machete", damage="d6"))
    b = character(condition=20).model_copy(update={"armour": Armour(points=3)})
    hit = api.attack(a, "attack:Machete", target=b, dice=[15, 4])
    assert hit.hit and hit.damage.amount == 4 + 2 - 3
    applied = api.apply(b, hit.action)
    assert applied.character.condition.current == 20 - 3
    event = applied.character.ledger.entries[-1]
    assert (event.kind, event.amount, event.reason) == ("event", 3, "Machete hit from Tester")
    miss = api.attack(a, "attack:Machete", target=b, dice=[2])
    assert not miss.hit and miss.action is None


def test_natural_20_doubles_damage_and_affinities_apply():
    # [003 "Rolling a 20 ... for an attack always succeeds ... and doubles the damage."]
    # [003 "take double damage when hit with this damage type"]
    a = armed(character(TOG=0), Weapon(name="Torch", damage="d4", damage_type="heat"))
    result = api.attack(a, "attack:Torch", target={"affinity:heat": "weak"}, dice=[20, 3])
    assert result.damage.amount == 3 * 2 * 2


def test_a_tie_against_another_pc_does_half_damage():
    # [003 "if the rolls are for attack/defense the defending PC takes half damage"]
    a = armed(character(TOG=1, COR=2), Weapon(name="Club", damage="d6", damage_type="blunt"))
    tie = api.attack(a, "attack:Club", target={}, situation={"opponent": 2}, dice=[10, 10, 5])
    assert tie.hit and not tie.roll.success
    assert tie.damage.amount == (5 + 1) // 2
    lost = api.attack(a, "attack:Club", target={}, situation={"opponent": 2}, dice=[9, 10])
    assert not lost.hit and lost.action is None


def test_unarmed_damage_is_tog_minimum_1_and_supernatural_has_none():
    # [003 "Unarmed attacks do damage equal to the PC's TOG attribute, to a minimum of 1."]
    assert api.damage(character(TOG=-2), "attack:unarmed").amount == 1
    assert api.damage(character(TOG=3), "attack:unarmed").amount == 3
    with pytest.raises(api.Refusal, match="supernatural attacks do what their technique says"):
        api.damage(character(), "attack:supernatural", dice=[])


def _independent(dice: str, tog: int, ranged: bool, armour: int, affinity: str | None,
                 needed: int) -> dict[int, Fraction]:
    """The damage distribution read straight from the excerpt: faces of the d20 at or over
    the needed face hit, 20 always hits and doubles; dice + TOG (not for ranged) minimum 1;
    affinity, then armour to a minimum of 1."""
    count, sides = (int(x or 1) for x in dice.split("d"))
    out: Counter = Counter()
    for face in range(1, 21):
        hit = face == 20 or (face != 1 and face >= needed)
        if not hit:
            out[None] += Fraction(1, 20)
            continue
        for total, p in sum_of_dice(count, sides).items():
            base = max(1, total + (0 if ranged else tog)) * (2 if face == 20 else 1)
            base = {"weak": base * 2, "resistant": base // 2, "immune": 0}.get(affinity, base)
            if armour and base > 0:
                base = max(1, base - armour)
            out[base] += p * Fraction(1, 20)
    return dict(out)


@pytest.mark.parametrize("weapon,tog,armour,affinity", [
    (Weapon(name="Knife", damage="d4"), -2, 0, None),
    (Weapon(name="Axe", kind="heavy", damage="2d6"), 2, 3, None),
    (Weapon(name="Rifle", kind="ranged", damage="d10", damage_type="bullets"), 3, 1, "weak"),
    (Weapon(name="Club", damage="d6", damage_type="blunt"), 1, 2, "resistant"),
])
def test_damage_distribution_matches_brute_force_enumeration(weapon, tog, armour, affinity):
    a = armed(character(TOG=tog, COR=1), weapon)
    target = {"armour": armour, f"affinity:{weapon.damage_type}": affinity or "none"}
    count, sides = (int(x or 1) for x in weapon.damage.split("d"))
    seen: Counter = Counter()
    for face in range(1, 21):
        for dice in itertools.product(range(1, sides + 1), repeat=count):
            result = api.attack(a, f"attack:{weapon.name}", target=target, dice=[face, *dice])
            weight = Fraction(1, 20) * Fraction(1, sides ** count)
            seen[result.damage.amount if result.hit else None] += weight
            if not result.hit:
                break  # a miss rolls no damage: count its face once
    misses = seen.pop(None, Fraction(0))
    # a miss was counted with the weight of one set of damage dice: scale it back
    seen[None] = misses * sides ** count
    needed = a.target_number - 1  # COR 1 against the sheet's TN
    assert dict(seen) == _independent(weapon.damage, tog, weapon.kind == "ranged", armour,
                                      affinity, needed)


# -- hazards -------------------------------------------------------------------------------------


def test_fall_table_special_rules():
    c = character(condition=30)
    # [003 "Characters take damage from falling and are knocked down."]
    full = api.apply(c, "fall", {"metres": 9, "dice": [3, 5]}).character
    assert full.condition.current == 22 and "Knocked down" in full.effect_names
    # [003 "Characters can succeed on an AGL roll to break their fall, taking half the damage
    # they normally would and are not knocked down."]
    half = api.apply(c, "fall", {"metres": 9, "dice": [3, 6], "broken": True}).character
    assert half.condition.current == 30 - 4 and "Knocked down" not in half.effect_names
    # [003 "A character that intentionally jumps from the 2nd story or lower takes no damage if
    # they succeed on an AGL roll to break their fall, but takes full damage if they don't."]
    jumped = api.apply(c, "fall", {"metres": 9, "dice": [3, 6], "broken": True, "jumped": True})
    assert jumped.character.condition.current == 30
    missed = api.apply(c, "fall", {"metres": 9, "dice": [3, 6], "jumped": True})
    assert missed.character.condition.current == 21
    # [003 "For falls less than 45m, if the character lands on a soft surface ... their fall is
    # automatically broken."]
    soft = api.apply(c, "fall", {"metres": 18, "dice": [4, 6], "water": True}).character
    assert soft.condition.current == 25
    # [003 "Water is not considered a soft surface above this height"]
    deep = api.apply(c, "fall", {"metres": 45, "dice": [1, 1, 2], "water": True,
                                 "broken": True}).character
    assert deep.condition.current == 26 and "Knocked down" in deep.effect_names
    with pytest.raises(api.Refusal, match="2d8"):
        api.apply(c, "fall", {"metres": 9, "dice": [9, 1]})


def test_dashing_and_swimming_speed():
    # [003 "move double their normal movement range"], [003 "Swimming speed is half"]
    c = character(AGL=2).model_copy(update={"base_movement": 8})
    derived = {d.key: d.value for d in api.system("grimwire").rules.derived(c)}
    assert (derived["movement"], derived["movement.dash"], derived["movement.swim"]) == \
        ("10m", "20m", "5m")


def test_drowning_round():
    # [003 "The character must succeed on a MND 11 roll each round to stay conscious. If a
    # character falls unconscious underwater they take 6 damage per round."]
    c = character(condition=20, MND=2)
    assert api.apply(c, "drowning.round", {"die": 9}).character == c
    under = api.apply(c, "drowning.round", {"die": 8}).character
    assert under.condition.current == 14 and "Unconscious" in under.effect_names


def test_non_lethal_takedown():
    # [003 "An enemy attacked in this way is reduced to 1 Condition and is out cold."]
    after = api.apply(character(condition=12), "takedown").character
    assert after.condition.current == 1 and "Out cold" in after.effect_names


def test_crafting_outcomes():
    # [003 "If a character succeeds on both MND and COR rolls, the object is well made. If the
    # character fails both, they fail to create the object."], [003 "must succeed on 2 out of 3
    # COR rolls"]
    def craft(**args):
        return api.apply(character(), "craft", args).message
    assert craft(knowledge=True, assembly=True) == "the object: well made"
    assert craft(knowledge=False, assembly=False) == "the object: not created"
    assert craft(knowledge=False, assembly=True).endswith("unstable: roll a d20 on each use")
    assert craft(successes=2, extended=True, item="Lamp") == "Lamp: well made"
    assert "d10" in craft(knowledge=True, successes=1, extended=True, consumable=True)


def test_splash_damage_halved_by_a_successful_agl_roll():
    # [003 "Characters can make an AGL roll to avoid the worst part of the blast, taking half
    # damage."]
    c = character(condition=20)
    blast = {"amount": 9, "damage_type": "explosions", "armour": False}
    assert api.apply(c, "damage", blast).character.condition.current == 11
    assert api.apply(c, "damage", {**blast, "evaded_blast": True}).character.condition.current == 16


def test_an_ad_hoc_target_is_asked_for_armour_and_the_weapons_affinity():
    # [003 "Each point of armor reduces damage by 1 for each attack to a minimum of 1."]
    # [003 "weak to certain types of damage, meaning they take double damage"]
    a = armed(character(TOG=0), Weapon(name="Club", damage="d6", damage_type="blunt"))
    rules = api.system("grimwire").rules
    options = rules.target_options(a, "attack:Club")
    assert [o.id for o in options] == ["armour", "affinity:blunt"]
    target = rules.ad_hoc_target(a, "attack:Club", "Rat", {"armour": 2, "affinity:blunt": "Weak"})
    assert target.values == {"armour": 2, "affinity:blunt": "weak"}
    hit = api.damage(a, "attack:Club", target=target, dice=[5])
    assert hit.amount == 5 * 2 - 2  # affinity first, then armour, as the damage action does
    assert hit.lands_on.startswith(f"{hit.amount} Condition")
    with pytest.raises(api.Refusal, match="Armour: -1 is outside 0 to 99"):
        rules.ad_hoc_target(a, "attack:Club", "Rat", {"armour": -1})
    assert rules.target_options(a, "attack:supernatural") == []
    # the script's mapping and the dialog's fields are one set: the same keys, checked alike
    assert [o.id for o in api.target_fields(a, "attack:Club")] == ["armour", "affinity:blunt"]
    scripted = api.damage(a, "attack:Club", target={"name": "Rat", "armour": 2,
                                                   "affinity:blunt": "weak"}, dice=[5])
    assert scripted.lines == hit.lines and scripted.amount == hit.amount
    with pytest.raises(api.Refusal, match="no 'affinities': what its damage reads from a target "
                                          "is 'armour' \\(Armour\\), 'affinity:blunt'"):
        api.damage(a, "attack:Club", target={"affinities": {"blunt": "weak"}}, dice=[5])
    with pytest.raises(api.Refusal, match="no 'affinity:fire'"):  # not the club's damage type
        api.attack(a, "attack:Club", target={"affinity:fire": "weak"}, dice=[15, 5])
    with pytest.raises(api.Refusal, match="Armour: give a whole number, not 'thick'"):
        api.damage(a, "attack:Club", target={"armour": "thick"}, dice=[5])
