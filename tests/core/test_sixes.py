"""d6 pools counting sixes, with one push: every figure against full enumeration of the faces
(first roll and push) for small hands, and against the digest's closed forms for one kind."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetkeeper.core.sixes import (
    Hand,
    after_push,
    base_one_after_push,
    botch,
    first_roll,
    push_if_failed,
    stays,
    success,
)


def _kinds(hand: Hand) -> list[str]:
    return (
        ["base"] * hand.base
        + ["skill"] * hand.skill
        + ["gear"] * hand.gear
        + ["negative"] * hand.negative
    )


def _net(kinds: list[str], faces: list[int]) -> int:
    positive = sum(f == 6 for k, f in zip(kinds, faces, strict=True) if k != "negative")
    negative = sum(f == 6 for k, f in zip(kinds, faces, strict=True) if k == "negative")
    return max(0, positive - negative)


def _enumerate(hand: Hand) -> dict[str, object]:
    """Every first roll, and every push of it, written out die by die from the rule text
    (not from the module's own predicate): a 6 stays; with coloured dice a 1 on a Base or
    Gear die stays; everything else is rerolled."""
    kinds = _kinds(hand)
    n = len(kinds)
    first, pushed, policy = Counter(), Counter(), Counter()
    base_one = 0
    botched: Counter = Counter()
    unit = 36**n // 6**n  # weight of one first roll, out of 36 ** n
    for faces in itertools.product(range(1, 7), repeat=n):
        net_first = _net(kinds, list(faces))
        first[net_first] += unit
        if net_first == 0 and 1 in faces:
            botched[faces.count(1)] += 1
        reroll = [
            i
            for i, (k, f) in enumerate(zip(kinds, faces, strict=True))
            if f != 6 and not (hand.coloured and f == 1 and k in ("base", "gear"))
        ]
        weight = unit // 6 ** len(reroll)
        for new in itertools.product(range(1, 7), repeat=len(reroll)):
            after = list(faces)
            for i, f in zip(reroll, new, strict=True):
                after[i] = f
            net_after = _net(kinds, after)
            pushed[net_after] += weight
            policy[net_first or net_after] += weight
            if hand.coloured and any(
                k == "base" and f == 1 for k, f in zip(kinds, after, strict=True)
            ):
                base_one += weight

    def frac(c: Counter) -> dict[int, Fraction]:
        return {k: Fraction(v, 36**n) for k, v in sorted(c.items())}

    return {
        "first": frac(first),
        "pushed": frac(pushed),
        "policy": frac(policy),
        "base_one": Fraction(base_one, 36**n),
        "botch": {k: Fraction(v, 6**n) for k, v in sorted(botched.items())},
    }


SMALL_HANDS = [
    Hand(base=1),
    Hand(skill=1),
    Hand(gear=1),
    Hand(base=2, skill=1),
    Hand(base=1, skill=1, gear=1),
    Hand(base=1, negative=1),
    Hand(base=2, negative=1),
    Hand(base=1, negative=2),
    Hand(skill=2, negative=1),
    Hand(base=2, skill=1, coloured=False),
    Hand(base=1, gear=1, negative=1, coloured=False),
    Hand(),
]


@pytest.mark.parametrize("hand", SMALL_HANDS, ids=repr)
def test_every_distribution_matches_enumerating_both_rolls(hand):
    # [001 "You can never push dice that show or they stay as they were on the table."]
    # [001 "Any 6 on negative Skill Dice eliminate an equal number of 6s on Base or Gear Dice."]
    expected = _enumerate(hand)
    assert first_roll(hand) == expected["first"]
    assert after_push(hand) == expected["pushed"]
    assert push_if_failed(hand) == expected["policy"]
    assert base_one_after_push(hand) == expected["base_one"]
    assert botch(hand) == expected["botch"]


@pytest.mark.slow
@pytest.mark.parametrize(
    "hand",
    [
        Hand(base=2, skill=1, gear=1),
        Hand(base=2, gear=1, negative=1),
        Hand(base=3, negative=1),
        Hand(base=1, gear=1, negative=2),
    ],
    ids=repr,
)
def test_four_die_hands_match_enumeration(hand):
    expected = _enumerate(hand)
    assert (first_roll(hand), after_push(hand), push_if_failed(hand)) == (
        expected["first"],
        expected["pushed"],
        expected["policy"],
    )


@pytest.mark.parametrize("n", range(1, 11))
def test_single_kind_hands_match_the_digest_formulas(n):
    # [001 "The third column shows the chance of success if you push the roll."]: the table
    # is missing; the digest computes 1-(5/6)^n, 1-(25/36)^n (all rerolled), 1-(13/18)^n
    # (1s locked) for n dice of one kind.
    assert success(first_roll(Hand(base=n))) == 1 - Fraction(5, 6) ** n
    assert success(push_if_failed(Hand(skill=n))) == 1 - Fraction(25, 36) ** n
    assert success(push_if_failed(Hand(base=n))) == 1 - Fraction(13, 18) ** n
    assert success(push_if_failed(Hand(gear=n))) == 1 - Fraction(13, 18) ** n
    assert success(push_if_failed(Hand(base=n, coloured=False))) == 1 - Fraction(25, 36) ** n


def test_digest_table_row_for_five_dice():
    # Digest 001-3 table: n = 5 -> 59.81%, 83.85%, 80.35%
    assert round(float(success(first_roll(Hand(base=5)))) * 100, 2) == 59.81
    assert round(float(success(push_if_failed(Hand(skill=5)))) * 100, 2) == 83.85
    assert round(float(success(push_if_failed(Hand(base=5)))) * 100, 2) == 80.35


@given(st.integers(0, 8), st.integers(0, 8), st.integers(0, 4), st.integers(0, 0))
def test_mixed_hands_without_negatives_follow_the_product_formula(b, s, g, k):
    # Digest: P(push success) = 1 - (25/36)^s * (13/18)^(b+g)
    hand = Hand(base=b, skill=s, gear=g, negative=k)
    assert success(push_if_failed(hand)) == 1 - Fraction(25, 36) ** s * Fraction(13, 18) ** (b + g)


@settings(max_examples=60)
@given(st.integers(0, 7), st.integers(0, 4), st.integers(0, 3), st.integers(0, 6))
def test_distributions_add_up_to_one_and_pushing_failures_only_helps(b, s, g, k):
    hand = Hand(base=b, skill=s, gear=g, negative=k)
    for dist in (first_roll(hand), after_push(hand), push_if_failed(hand)):
        assert sum(dist.values()) == 1
    assert success(push_if_failed(hand)) >= success(first_roll(hand))


def test_negative_dice_first_roll_matches_the_digest_sum():
    # Digest: P = sum_{a>c} Bin(b+g, 1/6)(a) * Bin(k, 1/6)(c)
    from sheetkeeper.core.dice import binomial

    pos, neg = binomial(5, Fraction(1, 6)), binomial(1, Fraction(1, 6))
    expected = sum(pos[a] * neg[c] for a in pos for c in neg if a > c)
    assert success(first_roll(Hand(base=5, negative=1))) == expected


def test_base_die_one_after_a_push_is_five_eighteenths_per_die():
    # [001 "only count them when you push your roll"]: a 1 stays (1/6) or a 2-5 is rerolled
    # to a 1 (4/6 * 1/6)
    assert base_one_after_push(Hand(base=1)) == Fraction(5, 18)
    assert base_one_after_push(Hand(base=3, skill=4, gear=2)) == 1 - Fraction(13, 18) ** 3
    assert base_one_after_push(Hand(base=3, coloured=False)) == 0


@pytest.mark.parametrize(
    ("kind", "face", "coloured", "expected"),
    [
        ("base", 6, True, True),
        ("base", 1, True, True),
        ("gear", 1, True, True),
        ("skill", 1, True, False),
        ("negative", 1, True, False),
        ("negative", 6, True, True),
        ("base", 1, False, False),
        ("base", 3, True, False),
    ],
)
def test_which_faces_stay_on_a_push(kind, face, coloured, expected):
    # [001 "you must reroll all Gear Dice that don’t show 1 or 6"]
    assert stays(kind, face, coloured=coloured) is expected


def test_a_hand_refuses_negative_counts():
    with pytest.raises(ValueError):
        Hand(base=-1)
