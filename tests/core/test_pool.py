"""Pools with floors and temporary additions, and ladders."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from sheetkeeper.core.pool import Ladder, Pool


def test_a_pool_with_no_floor_goes_negative():
    # GRIMWIRE Focus may go negative [003 digest "Focus (current, max; may go negative)"]
    focus = Pool(current=2, maximum=10, floor=None).add(-7)
    assert focus.current == -5


def test_a_pool_with_a_floor_stops_there():
    assert Pool(current=2, maximum=10, floor=-10).add(-30).current == -10


def test_temporary_additions_raise_the_ceiling():
    pool = Pool(current=10, maximum=10, temporary=3).add(5)
    assert pool.current == 13


def test_lowering_the_maximum_clamps_current():
    assert Pool(current=9, maximum=10).with_maximum(5).current == 5


def test_a_pool_refuses_values_outside_its_range():
    with pytest.raises(ValidationError):
        Pool(current=11, maximum=10)


@given(
    st.integers(0, 50), st.one_of(st.none(), st.integers(-20, 0)), st.integers(0, 5),
    st.lists(st.integers(-100, 100), max_size=20),
)
def test_pool_changes_always_stay_in_range(maximum, floor, temporary, changes):
    pool = Pool(current=0 if floor is None or floor <= 0 else floor, maximum=maximum, floor=floor, temporary=temporary)
    for amount in changes:
        pool = pool.add(amount)
        assert pool.current <= pool.maximum + pool.temporary
        if floor is not None:
            assert pool.current >= floor


@given(st.integers(1, 8), st.lists(st.integers(-5, 5), max_size=10))
def test_ladder_steps_stay_on_the_ladder(top, steps):
    ladder = Ladder(top=top)
    for step in steps:
        ladder = ladder.step(step)
        assert 0 <= ladder.level <= top
        assert ladder.effective <= top
