"""Status tracks: '/' from the left, '\\' from the right, 'X' where they meet."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from sheetkeeper.core.track import Track

lengths = st.integers(min_value=1, max_value=30)


@st.composite
def tracks(draw):
    length = draw(lengths)
    return Track(length=length, left=draw(st.integers(0, length)), right=draw(st.integers(0, length)))


def test_marks_from_both_sides_meet_in_x():
    track = Track(length=10, left=3, right=8)
    assert track.boxes() == ["/", "/", "X", "\\", "\\", "\\", "\\", "\\", "\\", "\\"]
    assert track.overlap == 1


def test_overlap_begins_when_the_markings_meet():
    track, change = Track(length=10, left=4, right=6).mark("right")
    assert change.overlap_begun
    assert track.overlap == 1


def test_filling_from_the_left_is_reported_once():
    track, change = Track(length=5, left=4).mark("left")
    assert change.filled_from_left and track.left_full
    _, again = track.mark("left")
    assert not again.filled_from_left


def test_marks_are_clamped_to_the_length():
    track, _ = Track(length=4).mark("left", 99)
    assert track.left == 4
    track, _ = track.mark("left", -99)
    assert track.left == 0


def test_clicking_the_last_marked_box_clears_it():
    track, _ = Track(length=10).click(2, "left")
    assert track.left == 3
    track, _ = track.click(2, "left")
    assert track.left == 2
    track, _ = track.click(9, "right")
    assert track.right == 1


def test_a_track_cannot_hold_more_marks_than_boxes():
    with pytest.raises(ValidationError):
        Track(length=3, left=4)


@given(tracks())
def test_overlap_formula_holds_for_every_track(track):
    assert track.overlap == max(0, track.left + track.right - track.length)
    marks = track.boxes()
    assert marks.count("X") == track.overlap
    assert marks.count("/") + marks.count("X") == track.left
    assert marks.count("\\") + marks.count("X") == track.right
    assert marks.count("") == track.free


@given(tracks(), st.sampled_from(["left", "right"]), st.integers(-40, 40))
def test_marking_stays_within_bounds_and_reports_the_delta(track, side, amount):
    new, change = track.mark(side, amount)
    assert 0 <= new.count(side) <= new.length
    assert change.left_delta == new.left - track.left
    assert change.right_delta == new.right - track.right
    assert track.count(side) == Track.model_validate(track.model_dump()).count(side)  # unchanged


@given(tracks(), st.data())
def test_click_then_click_again_is_an_undo_of_one_box(track, data):
    side = data.draw(st.sampled_from(["left", "right"]))
    index = data.draw(st.integers(0, track.length - 1))
    once, _ = track.click(index, side)
    wanted = index + 1 if side == "left" else track.length - index
    assert once.count(side) in (wanted, wanted - 1)
