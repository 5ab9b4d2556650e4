"""Hostile and broken party files: hypothesis mutates the sample party: member paths (NUL
bytes, symlink loops, folders, absolute and escaping paths, half characters, huge names),
member counts (one member listed up to 20,000 times, many strangers), session logs up to
5,000 sessions and sessions of 5,001 lines (past their limits), newer versions with
fields this version does not know, and the usual truncations, byte flips and wrong values.

Every one opens (each broken member reported on its own member) or is refused with a plain
message naming the file; none raises anything else; no file is changed by opening, and the
party file itself stays byte for byte as it was.

300 examples in ``make test``; 5,000 in ``make stress``.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheetkeeper.core.campaign import MAX_MEMBERS, MAX_SESSION_LINES, MAX_SESSIONS
from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import LoadError, load_campaign
from sheetkeeper.storage.campaign_file import FORMAT_VERSION

EXAMPLES = 5_000 if os.environ.get("SHEETKEEPER_STRESS") else 300
SAMPLE = samples_dir() / "the-lantern-company.skparty"
pytestmark = pytest.mark.skipif(not SAMPLE.is_file(), reason="no sample party")

NOT_PLAIN = ("Traceback", "raw data", "at at", "errors.pydantic.dev", "Errno")

member_paths = st.one_of(
    st.sampled_from([
        "\u0000.skchar", "a\u0000b/hero.skchar", "loop.skchar", "ping.skchar", "folder", "folder/",
        "/etc/passwd", "/", "..", "../" * 40 + "x.skchar", "mutant.skparty", "missing.skchar",
        "\ud800.skchar", "folder/../rainworld-ilse-varga.skchar", "./lite-angus.skchar",
        "x" * 999 + "/", "é" * 400 + ".skchar", "C:\\Users\\x.skchar", "~/x.skchar", " ",
    ]),
    st.text(min_size=1, max_size=40),
)


@st.composite
def mutated_party(draw):
    data = json.loads(SAMPLE.read_bytes())
    members = data["campaign"]["members"]
    kind = draw(st.sampled_from(["path", "repeat", "strangers", "sessions", "newer", "truncate", "flip", "value"]))
    if kind == "path":
        for _ in range(draw(st.integers(1, 4))):
            i = draw(st.integers(0, len(members)))
            members.insert(i, {"path": draw(member_paths)})
    elif kind == "repeat":
        times = draw(st.sampled_from([2, 50, MAX_MEMBERS - 1, MAX_MEMBERS, MAX_MEMBERS + 1, 20_000]))
        data["campaign"]["members"] = [draw(st.sampled_from(members))] * times
    elif kind == "strangers":
        data["campaign"]["members"] = [{"path": f"nobody-{i}.skchar"} for i in range(draw(st.integers(0, 40)))]
    elif kind == "sessions":
        count = draw(st.sampled_from([1, MAX_SESSIONS, MAX_SESSIONS + 1, 5_000]))
        data["campaign"]["sessions"] = [{"date": "2026-01-01", "title": f"Session {i}"} for i in range(count)]
        if draw(st.booleans()):
            lines = draw(st.sampled_from([MAX_SESSION_LINES, MAX_SESSION_LINES + 1]))
            data["campaign"]["sessions"][0][draw(st.sampled_from(["actions", "awards"]))] = (
                ["Ilse: rested"] * lines if draw(st.booleans()) else
                [{"member": members[0]["path"], "amount": 1}] * lines)
    elif kind == "newer":
        data["format_version"] = draw(st.integers(FORMAT_VERSION + 1, 10**6))
        where = draw(st.sampled_from(["top", "campaign", "member", "none"]))
        extra = {draw(st.text(min_size=1, max_size=10)): draw(st.integers())}
        if where == "top":
            data.update(extra)
        elif where == "campaign":
            data["campaign"].update(extra)
        elif where == "member":
            members[0].update(extra)
    elif kind == "value":
        key = draw(st.sampled_from(["name", "gm", "notes", "members", "sessions"]))
        data["campaign"][key] = draw(st.one_of(st.none(), st.integers(), st.text(max_size=20), st.lists(st.integers(), max_size=3)))
    raw = json.dumps(data).encode("utf-8", "surrogatepass")
    if kind == "truncate":
        return raw[: draw(st.integers(0, len(raw) - 1))]
    if kind == "flip":
        data = bytearray(raw)
        for _ in range(draw(st.integers(1, 5))):
            data[draw(st.integers(0, len(data) - 1))] = draw(st.integers(0, 255))
        return bytes(data)
    return raw


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    """The sample party's members, a folder, and symlinks that loop."""
    where = tmp_path_factory.mktemp("party")
    for sample in samples_dir().iterdir():
        shutil.copy2(sample, where / sample.name)
    (where / "folder").mkdir()
    (where / "loop.skchar").symlink_to("loop.skchar")
    (where / "ping.skchar").symlink_to("pong.skchar")
    (where / "pong.skchar").symlink_to("ping.skchar")
    return where


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {p.name: (p.lstat().st_size, p.lstat().st_mtime_ns) for p in folder.iterdir() if p.name != "mutant.skparty"}


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(raw=mutated_party())
def test_every_party_mutation_opens_member_by_member_or_is_refused_plainly(folder, raw):
    path = folder / "mutant.skparty"
    path.write_bytes(raw)
    before, others = path.stat().st_mtime_ns, _snapshot(folder)
    try:
        opened = load_campaign(path)
    except LoadError as error:
        assert str(error).startswith("mutant.skparty: ") and error.message
        assert len(error.message) < 2000
        assert not any(bad in error.message for bad in NOT_PLAIN), error.message
    else:
        assert len(opened.members) <= MAX_MEMBERS
        assert len(opened.campaign.sessions) <= MAX_SESSIONS
        assert len({slot.path for slot in opened.members}) == len(opened.members)
        for slot in opened.members:
            assert (slot.opened is None) != (slot.error is None)
            if slot.error:
                assert not any(bad in slot.error for bad in NOT_PLAIN), slot.error
    assert path.read_bytes() == raw and path.stat().st_mtime_ns == before
    assert _snapshot(folder) == others
