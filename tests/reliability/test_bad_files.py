"""Hostile and broken files: hypothesis mutates real sample files (truncations, byte flips,
wrong types, missing and extra keys, huge numbers, deep nesting, invalid UTF-8, newer
versions, another system's data under a system tag). Every one gives a clean, specific error
or a valid character; none crashes or half-loads; a failed open never touches the file.

500 examples in ``make test``; 20,000 in ``make stress``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheetkeeper.core.character import CharacterBase
from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.storage import LoadError, load_character
from sheetkeeper.storage.envelope import FORMAT_VERSION

SAMPLES = [p for s in all_systems() for p in s.samples]
NOT_PLAIN = ("Traceback", "raw data", "at at", "errors.pydantic.dev", "Errno")
EXAMPLES = 20_000 if os.environ.get("SHEETKEEPER_STRESS") else 500
pytestmark = pytest.mark.skipif(not SAMPLES, reason="no samples yet")


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*prefix, i))


def _set(node, path, value):
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


def _delete(node, path):
    for key in path[:-1]:
        node = node[key]
    del node[path[-1]]


weird_values = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=False), st.text(max_size=30), st.just("<b>&amp;</b>"),
    st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
    st.just(1e308),
)


@st.composite
def mutated(draw):
    sample = draw(st.sampled_from(SAMPLES))
    raw = sample.read_bytes()
    kind = draw(st.sampled_from(
        ["truncate", "flip", "value", "delete", "extra", "nest", "utf8", "newer", "swap", "hugeint",
         "hugetext", "newer_unknown"]
    ))
    if kind == "truncate":
        return raw[: draw(st.integers(0, len(raw) - 1))]
    if kind == "flip":
        data = bytearray(raw)
        for _ in range(draw(st.integers(1, 5))):
            i = draw(st.integers(0, len(data) - 1))
            data[i] = draw(st.integers(0, 255))
        return bytes(data)
    if kind == "utf8":
        i = draw(st.integers(0, len(raw) - 1))
        return raw[:i] + b"\xc3\x28" + raw[i:]
    if kind == "nest":
        depth = draw(st.integers(100, 100_000))
        return raw.replace(b'"notes": ', b'"notes": ' + b"[" * depth, 1) + b"]" * depth
    data = json.loads(raw)
    paths = [p for p in _paths(data) if p]
    path = draw(st.sampled_from(paths))
    if kind == "value":
        _set(data, path, draw(weird_values))
    elif kind == "delete":
        _delete(data, path)
    elif kind == "extra":
        target = data
        for key in path[:-1]:
            target = target[key]
        if isinstance(target, dict):
            target[draw(st.text(min_size=1, max_size=8))] = draw(weird_values)
    elif kind == "newer":
        data[draw(st.sampled_from(["format_version", "system_version"]))] = 99
    elif kind == "newer_unknown":  # what a newer version writes: higher numbers, new fields
        data[draw(st.sampled_from(["format_version", "system_version"]))] = draw(st.integers(FORMAT_VERSION + 1, 10**6))
        target = draw(st.sampled_from([data, data["character"]]))
        target[draw(st.text(min_size=1, max_size=8))] = draw(weird_values)
    elif kind == "swap":
        others = [s.id for s in all_systems() if s.id != data["system"]]
        if others:
            data["system"] = draw(st.sampled_from(others))
    elif kind == "hugeint":  # written as text: json.dumps refuses ints over 4,300 digits
        _set(data, path, "@HUGE@")
        digits = "9" * draw(st.integers(20, 5000))
        return json.dumps(data).replace('"@HUGE@"', digits).encode("utf-8")
    elif kind == "hugetext":  # a long value or key must never be echoed whole in a message
        text = "x" * draw(st.integers(1000, 300_000))
        if draw(st.booleans()):
            _set(data, path, text)
        else:
            target = data
            for key in path[:-1]:
                target = target[key]
            if isinstance(target, dict):
                target[text] = 1
    return json.dumps(data).encode("utf-8")


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(mutated())
def test_every_mutation_gives_a_clean_error_or_a_valid_character(tmp_path_factory, raw):
    path: Path = tmp_path_factory.mktemp("bad") / "mutant.skchar"
    path.write_bytes(raw)
    before = path.stat().st_mtime_ns
    try:
        opened = load_character(path)
    except LoadError as error:
        assert str(error).startswith("mutant.skchar: ") and error.message  # names the file
        assert not any(bad in error.message for bad in NOT_PLAIN), error.message
        assert len(error.message) < 2000
    else:
        assert isinstance(opened.character, CharacterBase)
        system = get_system(opened.character.system)
        assert isinstance(opened.character, system.model)
        system.rules.validate(opened.character)  # derived values compute without crashing
        system.rules.derived(opened.character)
    assert path.read_bytes() == raw and path.stat().st_mtime_ns == before
