"""Rainworld, line by line as docs/rules/rainworld.md lists it, through ``sheetkeeper.api``
alone: each test quotes the excerpt [000] and checks its numbers."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from sheetkeeper import api

from .listed import rule


def made(values: dict[str, object] | None = None, name: str = "Ada", **rows: list[dict]):
    """A fresh character with these values set and these rows added (in creation every
    edit is free)."""
    c = api.new_character("rainworld", name)
    for path, value in (values or {}).items():
        c = api.apply(c, "set", {"path": path, "value": value}).character
    for path, added in rows.items():
        for row in added:
            c = api.apply(c, "list.add", {"path": path, "value": row}).character
    return c


def in_play(c):
    return c.model_copy(update={"in_creation": False})


def derived(c) -> dict[str, str]:
    return {d.key: d.value for d in api.derived(c)}


def over_10(bonus: int) -> Fraction:
    """P(2d10 + bonus > 10), counted over the 100 rolls."""
    return Fraction(sum(a + b + bonus > 10 for a, b in product(range(1, 11), repeat=2)), 100)


def success(c, check_id: str, **situation) -> Fraction:
    return api.odds(c, check_id, situation=situation).success


def gunner(**weapon):
    """A trained shooter (Firearms 3) with one firearm."""
    gun = {"name": "Pistol", "skill": "Firearms", "dmg": 3, "ap": 0, "increment": 10,
           "single": True} | weapon
    return made(skills=[{"name": "Firearms", "rank": 3}], weapons=[gun])


@rule("rainworld", "Versus checks", "reading 6")
def test_versus_the_antagonist():
    """[000] "the player’s check needs a result better than the antagonist’s to succeed";
    "The antagonist will make a check" (both sides roll 2d10 at the same time) """
    ada = made(skills=[{"name": "Aggro", "rank": 2}])
    assert not api.resolve(ada, "skill:Aggro", [5, 6], situation={"versus_total": 13}).success
    assert api.resolve(ada, "skill:Aggro", [5, 7], situation={"versus_total": 13}).success
    pairs = product(range(1, 11), repeat=4)
    beats = sum(a + b + 2 > c + d + 1 for a, b, c, d in pairs)
    assert success(ada, "skill:Aggro", versus_skill=1) == Fraction(beats, 10_000)
    with pytest.raises(api.Refusal):
        api.odds(ada, "skill:Aggro", situation={"versus_total": 12, "versus_skill": 1})


@rule("rainworld", "One equipment bonus per quirk", "reading 13")
def test_one_piece_of_equipment_per_quirk():
    """[000] "only one piece of equipment can supplement a given quirk for any particular
    check" """
    ada = made(quirks=[{"name": "Marksman", "rank": 1}],
               gear=[{"name": "Scope", "quirk": "Marksman", "ranks": 2},
                     {"name": "Glasses", "quirk": "Marksman", "ranks": 1}])
    assert derived(ada)["quirk:Marksman"] == "3 (1 + Scope 2)"


@rule("rainworld", "Injury penalties at 2/4/6/8", "reading 2")
def test_injury_penalties():
    """[000] "characters take increasing penalties to all their actions (at their second,
    fourth, sixth and eighth box of injury, marked along the bottom of the track on the
    character sheet)" (the sizes are not in the text) """
    ada = made(skills=[{"name": "Aggro", "rank": 2}])
    for injury, penalty in ((1, 0), (2, 1), (4, 2), (6, 3), (8, 4)):
        hurt = api.apply(ada, "track", {"path": "body", "side": "left", "count": injury}).character
        assert success(hurt, "skill:Aggro") == over_10(2 - penalty), injury
    harsh = api.apply(ada, "set", {"path": "options.injury_penalties", "value": [2, 4, 6, 8]})
    hurt = api.apply(harsh.character, "track", {"path": "body", "side": "left", "count": 4})
    assert success(hurt.character, "skill:Aggro") == over_10(2 - 4)


@rule("rainworld", "Minimum PHYS, split attack")
def test_minimum_phys_off_hand_two_targets_and_unaimed():
    """[000] "Characters whose PHYS stat is below the requirement take the difference as a
    penalty to their attack."; "attacks with their off hand take a -3 penalty"; "both checks
    take an additional -3 penalty"; "Unaimed shots take a -3 penalty." """
    shooter = gunner(min_phys=7)  # PHYS 5: −2
    assert success(shooter, "attack:0") == over_10(3 - 2)
    assert success(shooter, "attack:0", off_hand=True) == over_10(3 - 2 - 3)
    assert success(shooter, "attack:0", off_hand=True, two_targets=True) == over_10(3 - 2 - 6)
    assert success(shooter, "attack:0", aimed=False) == over_10(3 - 2 - 3)


@rule("rainworld", "Firearm range: melée", "reading 4")
def test_firearm_range():
    """[000] "firing at someone attacking you in melée: -3, doubled to -6 for firearms longer
    than a pistol"; "point blank range (less than 5m): +3"; "a penalty equal to the square of
    the number of full Increments the shot crosses" """
    pistol, rifle = gunner(), gunner(long_arm=True)
    assert success(pistol, "attack:0", in_melee=True) == over_10(3 - 3)
    assert success(rifle, "attack:0", in_melee=True) == over_10(3 - 6)
    assert success(pistol, "attack:0", distance=4) == over_10(3 + 3)
    assert success(pistol, "attack:0", distance=5) == over_10(3)
    assert success(pistol, "attack:0", distance=10) == over_10(3)  # at the Increment: not crossed
    assert success(pistol, "attack:0", distance=11) == over_10(3 - 1)
    assert success(pistol, "attack:0", distance=31) == over_10(3 - 9)


@rule("rainworld", "Throwing: −2 per metre")
def test_throwing_beyond_the_lower_of_phys_and_con():
    """[000] "the distance (in m) which characters can throw things without penalty is the
    lowest of their PHYS or CON"; "for each 1m beyond that they attempt to land it, they take
    an additional -2 penalty" """
    ada = made({"phys": 6, "con": 3}, skills=[{"name": "Throw", "rank": 2}])
    assert success(ada, "skill:Throw", throw_distance=3) == over_10(2)
    assert success(ada, "skill:Throw", throw_distance=5) == over_10(2 - 4)


@rule("rainworld", "Defensive manoeuvring")
def test_the_targets_gymnastics_is_a_penalty():
    """[000] "opponents take the character’s Gymnastics skill as a penalty when attacking
    them" """
    assert success(gunner(), "attack:0", manoeuvring=3) == over_10(3 - 3)


@rule("rainworld", "Burst/auto: d10 pool", "reading 5")
def test_burst_thresholds():
    """[000] "The default threshold is 6"; "Each rank in the Autofire quirk (see p) reduces the
    threshold by 1 (to a minimum of 2)"; "Each full range Increment increases the threshold by
    1"; spraying an area: "The default threshold is 10" """
    shooter = gunner(burst=3, increment=30)
    shooter = api.apply(shooter, "list.add", {"path": "quirks", "value": {
        "name": "Autofire", "rank": 5}}).character

    def per_die(**situation):
        odds = api.odds(shooter, "attack:0", situation={"mode": "burst"} | situation)
        return odds.outcomes.get("3 hits", Fraction(0))

    assert per_die() == Fraction(9, 10) ** 3  # 6 − 5 → the minimum 2: 2 to 10
    assert per_die(distance=61) == Fraction(7, 10) ** 3  # the minimum first, then +2
    assert per_die(spraying=True) == Fraction(1, 10) ** 3
    assert per_die(spraying=True, distance=31) == 0  # 11: nothing hits


@rule("rainworld", "Damage = DMG − max(0, STOP − AP)")
def test_damage_and_shot_pellets():
    """[000] "actual damage taken = DMG—(STOP—AP), where each subtracted value can't fall below
    0"; "Shotguns firing shot pellets have their DMG reduced by the number of full Increments
    crossed." """
    shotgun = gunner(dmg=5, ap=1, shotgun=True)
    assert api.damage(shotgun, "attack:0", target={"stop": 3}, dice=[]).amount == 5 - 2
    assert api.damage(shotgun, "attack:0", target={"stop": 0}, dice=[]).amount == 5
    far = api.damage(shotgun, "attack:0", target={"stop": 0}, situation={"distance": 25}, dice=[])
    assert far.amount == 5 - 2
    assert api.damage(shotgun, "attack:0", target={"stop": 40}, dice=[]).amount == 0


@rule("rainworld", "Body: injury from the left")
def test_the_body_track():
    """[000] "If the Body track completely fills with injury, the character is dying."; "if the
    Body track fills with stun, or if stun and injury overlap somewhere in the middle of it (a /
    and a \\ form an X), the character is incapacitated" """
    ada = made()
    dying = api.apply(ada, "track", {"path": "body", "side": "left", "count": 10}).character
    stunned = api.apply(ada, "track", {"path": "body", "side": "right", "count": 10}).character
    crossed = made({"body.left": 6, "body.right": 6})
    assert "Dying" in [s.name for s in api.states(dying)]
    for out in (stunned, crossed):
        assert "Incapacitated" in [s.label for s in api.active_statuses(out)]


@rule("rainworld", "Dying window PHYS÷2 minutes", "reading 9")
def test_dying_stabilised_and_surviving():
    """[000] "they die within PHYS÷2 minutes"; "Medical attention can stabilise them in this
    state"; a Click can be spent to stabilise; "Reaching the dying state and surviving gains
    the character 1 trauma on the Mind track." """
    ada = made({"phys": 5, "click.maximum": 1, "click.current": 1})
    dying = api.apply(ada, "track", {"path": "body", "side": "left", "count": 10}).character
    assert derived(dying)["dying_time"] == "2.5 minutes"
    paid = api.apply(dying, "rainworld.stabilise", {"click": True}).character
    assert paid.stabilised and paid.click.current == 0
    healed = api.apply(paid, "rainworld.heal", {"amount": 3}).character
    assert (healed.body.left, healed.mind.left) == (7, 1)


@rule("rainworld", "Mind: trauma/shock")
def test_a_mind_full_of_trauma_is_a_breakdown():
    """[000] "This will remove all of their current shock and replace it with +1 trauma.";
    a Mind track full of trauma is a breakdown: "unfit for further duty" """
    ada = made({"mind.left": 3})
    shaken = api.apply(ada, "track", {"path": "mind", "side": "right", "count": 8}).character
    assert (shaken.mind.left, shaken.mind.right) == (4, 0)
    broken = api.apply(ada, "track", {"path": "mind", "side": "left", "count": 10}).character
    assert "Breakdown" in [s.name for s in api.states(broken)]


@rule("rainworld", "Addiction: doses from the right")
def test_an_addiction_track():
    """[000] "When it fills with doses or overlaps (X), it is emptied of doses and gains a box of
    addiction."; "When the addiction status track for a substance is filled with points of
    addiction, the character is addicted to that substance." """
    ada = made(addictions=[{"substance": "Lucent", "track": {"length": 3, "left": 1}}])
    full = api.apply(ada, "track", {"path": "addictions.0.track", "side": "right",
                                    "count": 3}).character  # an X
    assert (full.addictions[0].track.left, full.addictions[0].track.right) == (2, 0)
    hooked = api.apply(full, "track", {"path": "addictions.0.track", "side": "left",
                                       "count": 3}).character
    assert "Addicted (Lucent)" in [s.name for s in api.states(hooked)]


@rule("rainworld", "Click: reset to the stat", "reading 11")
def test_click():
    """[000] "a pool of Click equal to your character's Click stat"; "+3 bonus to an Interact or
    Bureaucracy check with a fellow human"; reroll one failed check """
    ada = made({"click.maximum": 2}, skills=[{"name": "Interact", "rank": 1}])
    spent = api.apply(ada, "rainworld.click", {"use": "item"}).character
    assert spent.click.current == ada.click.current - 1
    assert api.apply(spent, "rainworld.click.reset").character.click.current == 2
    assert success(ada, "skill:Interact", privilege=True) == over_10(1 + 3)
    p = over_10(1)
    assert api.odds(ada, "skill:Interact").extra["with a Click reroll"] == p + (1 - p) * p
    nonhuman = api.apply(ada, "set", {"path": "human", "value": False}).character
    with pytest.raises(api.Refusal, match="only human"):
        api.apply(nonhuman, "rainworld.click", {"use": "privilege"})


@rule("rainworld", "Trauma 5 XP per point")
def test_trauma_and_addiction_removed_for_xp():
    """[000] "5XP per point of trauma removed", "1XP per box of addiction removed" """
    ada = made({"mind.left": 3},
               addictions=[{"substance": "Lucent", "track": {"length": 4, "left": 2}}])
    rich = api.apply(ada, "xp.award", {"amount": 13, "reason": "test"}).character
    calm = api.apply(rich, "rainworld.remove_trauma", {"count": 2}).character
    clean = api.apply(calm, "rainworld.remove_addiction", {"index": 0, "count": 2}).character
    assert (clean.mind.left, clean.addictions[0].track.left) == (1, 0)
    assert clean.ledger.xp_available == 13 - 10 - 2


@rule("rainworld", "Falling 1d4 per full 5 m", "reading 10")
def test_falls_fire_and_no_air():
    """[000] "1d4 boxes of injury for each full 5m they fall"; "Characters who are on fire take
    1d4 boxes of injury per round."; "1 box of stun per round — then, once unconscious, 1 box of
    injury per round"; "That makes a fall of 50m
    unconditionally lethal." """
    ada = made()
    assert api.apply(ada, "rainworld.fall", {"metres": 14, "dice": [2, 4]}).character.body.left == 6
    assert "no injury" in api.apply(ada, "rainworld.fall", {"metres": 4}).message
    assert api.apply(ada, "rainworld.fire", {"dice": [3]}).character.body.left == 3
    assert api.apply(ada, "rainworld.breath").character.body.right == 1
    out = made({"body.right": 10})
    assert api.apply(out, "rainworld.breath").character.body.left == 1
    lethal = api.apply(ada, "rainworld.fall", {"metres": 50, "dice": [1] * 10})
    assert lethal.character.body.left == 10 and "unconditionally lethal" in lethal.message


@rule("rainworld", "A hit's damage on the target")
def test_a_hit_lands_on_the_targets_body_track():
    """[000] "On a successful attack, the weapon does its DMG in injury to an unarmoured
    target." "actual damage taken = DMG—(STOP—AP)" """
    shooter = gunner(dmg=4, ap=1)
    target = made(armour=[{"name": "Vest", "stop": 3, "worn": True},
                          {"name": "Coat", "stop": 1, "worn": True}], name="Bo")
    hit = api.damage(shooter, "attack:0", target=target, dice=[])
    assert hit.amount == 4 - (3 - 1)  # the best worn armour
    hurt = api.apply(target, hit.action)
    assert hurt.character.body.left == 2 and hurt.entries[0].kind == "event"
    assert [o.id for o in api.target_fields(shooter, "attack:0")] == ["stop"]
    with pytest.raises(api.Refusal, match="armour"):
        api.damage(shooter, "attack:0", target={"armour": 2}, dice=[])


@rule("rainworld", "Unarmed strikes: 1 box")
def test_unarmed_strikes():
    """[000] "Unarmed strikes inflict 1 box of damage."; untrained Martial Arts does stun, and
    injury on a critical success; a trained striker chooses """
    ada = made(skills=[{"name": "Martial Arts", "rank": 0}])
    untrained = api.resolve(ada, "skill:Martial Arts", [6, 7])
    assert "1 box of stun" in untrained.text
    assert "injury" in api.resolve(ada, "skill:Martial Arts", [7, 7]).text
    trained = api.apply(ada, "set", {"path": "skills.0.rank", "value": 2}).character
    assert "as the attacker chooses" in api.resolve(trained, "skill:Martial Arts", [5, 6]).text


@rule("rainworld", "Explosions: the epicentre effect")
def test_explosion_zones():
    """[000] "characters within the epicentre radius suffer the epicentre effect. Characters
    outside the epicentre radius, but within 2×the epicentre radius, suffer the falloff
    effect." """
    ada = made()
    blast = {"radius": 3, "epicentre": 4, "falloff": 1}
    for distance, injury in ((2, 4), (3, 4), (5, 1), (6, 1), (7, 0)):
        after = api.apply(ada, "rainworld.explosion", blast | {"distance": distance})
        assert after.character.body.left == injury, distance


@rule("rainworld", "Surprised: no actions this round")
def test_surprised():
    """[000] "Surprised means that the character can’t take any actions this round. The
    Suprised condition automatically ends at the end of the round" """
    ada = api.apply(made(), "status.set", {"status": "surprised"}).character
    odds = api.odds(ada, "skill:Aggro")
    assert odds.success == 0 and odds.refused
    with pytest.raises(api.Refusal):
        api.resolve(ada, "skill:Aggro", [9, 9])
    (order,) = api.initiative({"ada": ada}, dice=[4, 4])
    assert order.entries[0].total == 8 and order.entries[0].takes_no_turn
    ended = api.apply(ada, "round.end").character
    assert api.odds(ended, "skill:Aggro").success == over_10(-2)


@rule("rainworld", "Incapacitated: every check impossible")
def test_incapacitated_holds_while_the_body_is_full_of_stun():
    """[000] "if the Body track fills with stun ... the character is incapacitated — knocked
    unconscious or completely immobilised." """
    out = made({"body.right": 10})
    assert api.odds(out, "skill:Aggro").refused
    rested = api.apply(out, "rainworld.rest").character
    assert not api.odds(rested, "skill:Aggro").refused
    by_hand = api.apply(made(), "status.set", {"status": "incapacitated"}).character
    assert api.odds(by_hand, "skill:Aggro").refused


@rule("rainworld", "Initiative 2d10 + Tactical Awareness", "reading 14")
def test_initiative_ties_and_phases():
    """[000] "everyone involved rolls 2d10 + Tactical Awareness"; "To tie-break equal
    Initiatives, the character with the highest Tactical Awareness goes first; if still equal,
    Control determines randomly." (a d10 each); "Go-Again+ means the character gets an extra action, in the fastest phase
    that they don’t already act in" """
    ana = made(name="Ana", skills=[{"name": "Tactical Awareness", "rank": 2}])
    bo = made(name="Bo", skills=[{"name": "Tactical Awareness", "rank": 1}])
    cy = made(name="Cy", skills=[{"name": "Tactical Awareness", "rank": 1}])
    (order,) = api.initiative({"ana": ana, "bo": bo, "cy": cy},
                              dice=[5, 5, 6, 5, 6, 5, 3, 8])  # 12 each; Bo and Cy tie: 3, 8
    assert [e.name for e in order.entries] == ["Ana", "Cy", "Bo"]
    (order,) = api.initiative({"ana": ana}, dice=[1, 1], conditions={
        "ana": {"go_again": True, "go_again_plus": True, "slow_start": True}})
    assert order.entries[0].phases == ("Fast", "Go", "Slow")


@rule("rainworld", "In play a skill or quirk row")
def test_a_skill_with_ranks_stays_in_play():
    """[000] prices only trauma and addiction: "5XP per point of trauma removed" — no price is
    given for ranks, so none are lost or given back """
    ada = in_play(made(skills=[{"name": "Aggro", "rank": 2}]))
    with pytest.raises(api.Refusal):
        api.apply(ada, "list.remove", {"path": "skills", "index": 0})
    gone = api.apply(ada, "list.remove", {"path": "skills", "index": 0, "adjust": "retcon"})
    assert gone.character.skills == []


@rule("rainworld", "reading 1")
def test_a_track_exactly_full_of_both_marks_without_an_x():
    """[000] "if stun and injury overlap somewhere in the middle of it (a / and a \\ form an
    X), the character is incapacitated" (exactly full, no X: no overlap) """
    full = made({"body.left": 5, "body.right": 5})
    assert "Incapacitated" not in [s.label for s in api.active_statuses(full)]
    strict = api.apply(full, "set", {"path": "options.full_track_triggers", "value": True})
    assert "Incapacitated" in [s.label for s in api.active_statuses(strict.character)]
