"""The Rainworld samples: a Ganzfeld with a Reality track and an addiction, and a soldier."""

from __future__ import annotations

from sheetkeeper.storage import load_character
from sheetkeeper.systems.rainworld import SYSTEM


def test_a_sample_is_a_ganzfeld_with_reality_and_an_addiction_track():
    # [000 "Ganzfeld characters have a third, the Reality track"]
    characters = [load_character(p).character for p in SYSTEM.samples]
    assert any(c.reality is not None and c.addictions for c in characters)


def test_samples_show_their_tracks_as_derived_values():
    for path in SYSTEM.samples:
        c = load_character(path).character
        keys = {d.key for d in SYSTEM.rules.derived(c)}
        assert {"body", "mind", "injury_penalty", "click"} <= keys
        if c.reality is not None:
            assert "reality" in keys
