"""Rainworld fights through the API: Surprised, a hit's damage on the target's Body track,
unarmed strikes and explosions. Each test quotes the mechanics chapter."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from fractions import Fraction

import pytest

from sheetkeeper import api
from sheetkeeper.systems.rainworld.model import Armour, Rank, Weapon

PISTOL = Weapon(name="Pistol", dmg=4, ap=1, increment=20)
FISTS = Weapon(name="Fists", skill="Martial Arts", dmg=1)
SMG = Weapon(name="SMG", dmg=3, single=False, burst=3, increment=20)
SHOTGUN = Weapon(name="Shotgun", dmg=6, increment=10, shotgun=True, long_arm=True)


def fighter(*weapons: Weapon, **ranks: int):
    c = api.new_character("rainworld", "Ana")
    return c.model_copy(update={"weapons": list(weapons), "skills": [
        Rank(name=name.replace("_", " "), rank=r) for name, r in ranks.items()]})


def target(stop: int = 0):
    c = api.new_character("rainworld", "Bo")
    return c.model_copy(update={"armour": [Armour(name="Vest", stop=stop)] if stop else []})


def test_surprised_can_take_no_actions_and_ends_with_the_round():
    # [000 "Surprised means that the character can't take any actions this round. The Suprised
    # condition automatically ends at the end of the round"]
    c = api.apply(fighter(PISTOL, Firearms=2), "status.set", {"status": "Surprised"}).character
    assert [s.label for s in api.active_statuses(c)] == ["Surprised"]
    assert "Surprised" in [s.name for s in api.system("rainworld").rules.states(c)]
    for check in api.checks(c):
        odds = api.odds(c, check.id)
        assert odds.success == 0
        assert re.search("impossible while Surprised: can.t take any actions", odds.refused)
        with pytest.raises(api.Refusal, match="impossible while Surprised"):
            api.roll(c, check.id, rng=None)
    ended = api.apply(c, "round.end")
    assert ended.message == "Surprised ends with the round"
    assert api.active_statuses(ended.character) == []
    assert api.odds(ended.character, "attack:0").success > 0


def test_surprised_is_saved_and_old_files_are_unchanged(tmp_path):
    c = api.apply(fighter(), "status.set", {"status": "surprised"}).character
    api.save(c, tmp_path / "a.skchar")
    assert api.load(tmp_path / "a.skchar").character.statuses == ["surprised"]
    api.save(fighter(), tmp_path / "b.skchar")
    assert '"statuses"' not in (tmp_path / "b.skchar").read_text()


def test_a_hit_does_dmg_less_stop_less_ap_in_injury_with_a_ledger_event():
    # [000 "actual damage taken = DMG—(STOP—AP), where each subtracted value can't fall below 0"]
    a, b = fighter(PISTOL, Firearms=3), target(stop=3)
    hit = api.attack(a, "attack:0", target=b, dice=[6, 7])
    assert hit.hit and hit.damage.amount == 4 - (3 - 1)
    applied = api.apply(b, hit.action)
    assert applied.character.body.left == 2
    assert applied.character.ledger.entries[-1].reason == "Pistol hit from Ana"
    assert api.damage(a, "attack:0", target={"stop": 9}).amount == 0


def test_shot_pellets_lose_dmg_per_full_increment():
    # [000 "Shotguns firing shot pellets have their DMG reduced by the number of full Increments
    # crossed."]
    a = fighter(SHOTGUN, Firearms=3)
    assert api.damage(a, "attack:0", target={}, situation={"distance": 25}).amount == 6 - 2


def test_burst_hits_each_do_their_damage():
    # [000 "every die that rolls equal to or over the success threshold represents a bullet
    # hitting a target"]
    a = fighter(SMG, Firearms=3)
    result = api.attack(a, "attack:0", target=target(stop=1), dice=[9, 6, 2])
    assert result.damage.amount == 2 * (3 - 1)


def test_burst_damage_distribution_matches_enumeration():
    a = fighter(SMG, Firearms=3)
    seen: Counter = Counter()
    for dice in itertools.product(range(1, 11), repeat=3):
        result = api.attack(a, "attack:0", target={"stop": 1}, dice=list(dice))
        seen[result.damage.amount if result.hit else 0] += Fraction(1, 1000)
    # independent: each of 3 d10 hits on 6+ (p = 1/2), each hit 3 - 1 = 2 injury
    expected = {2 * k: Fraction(len(list(itertools.combinations(range(3), k))), 8)
                for k in range(4)}
    assert dict(seen) == expected


def test_unarmed_strikes():
    # [000 "Unarmed strikes inflict 1 box of damage. Untrained Martial Arts attacks inflict
    # stun, or injury on a critical success. Trained Martial Arts attacks can choose whether
    # to inflict stun or injury."]
    untrained = fighter(FISTS)
    plain = api.attack(untrained, "attack:0", target={}, dice=[7, 6])
    assert plain.damage.lands_on == "1 stun" and plain.action.args["side"] == "right"
    critical = api.attack(untrained, "attack:0", target={}, dice=[7, 7])
    assert critical.damage.lands_on == "1 injury"
    trained = fighter(FISTS, Martial_Arts=2)
    assert "strike" in [o.id for o in api.situations(trained, "attack:0")]
    chosen = api.attack(trained, "attack:0", target={}, dice=[7, 6],
                        situation={"strike": "injury"})
    assert chosen.damage.lands_on == "1 injury"


def test_stun_hits_fill_the_track_and_incapacitate():
    # [000 "if the Body track fills with stun ... the character is incapacitated"]
    a, b = fighter(FISTS), target()
    for _ in range(b.body.length):
        b = api.apply(b, api.attack(a, "attack:0", target=b, dice=[7, 6]).action).character
    assert "Incapacitated" in [s.name for s in api.system("rainworld").rules.states(b)]


def test_explosion_epicentre_and_falloff():
    # [000 "characters within the epicentre radius suffer the epicentre effect. Characters
    # outside the epicentre radius, but within 2×the epicentre radius, suffer the falloff
    # effect."]
    b = target()
    blast = {"radius": 3, "epicentre": 5, "falloff": 2}
    assert api.apply(b, "rainworld.explosion", {**blast, "distance": 3}).character.body.left == 5
    assert api.apply(b, "rainworld.explosion", {**blast, "distance": 6}).character.body.left == 2
    far = api.apply(b, "rainworld.explosion", {**blast, "distance": 6.5})
    assert far.character == b and "no effect" in far.message
    stun = api.apply(b, "rainworld.explosion", {**blast, "distance": 1, "epicentre_side": "right"})
    assert stun.character.body.right == 5


def test_ad_hoc_target_values_are_checked():
    a = fighter(PISTOL)
    # one declared set of a target's values, the dialog's and the script's: STOP
    assert [o.id for o in api.target_fields(a, "attack:0")] == ["stop"]
    with pytest.raises(api.Refusal, match="has no 'armour': what its damage reads from a "
                                          "target is 'stop' \\(STOP\\)"):
        api.damage(a, "attack:0", target={"armour": 2})
    with pytest.raises(api.Refusal, match="STOP: -1 is outside 0 to 99"):
        api.attack(a, "attack:0", target={"stop": -1}, dice=[6, 7])
    with pytest.raises(api.Refusal, match="only attacks do damage"):
        api.damage(a, "skill:Firearms", target={})
