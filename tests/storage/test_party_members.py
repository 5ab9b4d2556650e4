"""Party member paths a file may hold: each one that cannot be opened is reported on its own
member, never raised out of the party; the same file listed again is one member; a party
listing more members than any table seats is refused at once, naming the limit."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from sheetkeeper import api
from sheetkeeper.core.campaign import MAX_MEMBERS, Campaign, Member
from sheetkeeper.storage import LoadError, load_campaign, save_campaign, save_character


def _party(tmp_path, *paths):
    party = tmp_path / "party.skparty"
    save_campaign(party, Campaign(name="Table", members=[Member(path=p) for p in paths]))
    return party


@pytest.fixture
def hero(character, tmp_path):
    save_character(tmp_path / "hero.skchar", character)
    return "hero.skchar"


def test_a_member_path_with_a_nul_byte_is_reported_on_that_member(tmp_path, hero):
    opened = api.load_campaign(_party(tmp_path, "\u0000.skchar", hero))
    nul, good = opened.members
    assert nul.error == "the path holds a NUL character, which no file name can have" and nul.opened is None
    assert good.character is not None


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="symlinks")
def test_a_member_that_is_a_symlink_loop_is_reported_on_that_member(tmp_path, hero):
    (tmp_path / "loop.skchar").symlink_to("loop.skchar")
    (tmp_path / "a.skchar").symlink_to("b.skchar")
    (tmp_path / "b.skchar").symlink_to("a.skchar")
    opened = api.load_campaign(_party(tmp_path, "loop.skchar", "a.skchar", hero))
    assert [s.error for s in opened.members[:2]] == ["the path is a loop of symbolic links"] * 2
    assert opened.members[2].character is not None


def test_show_prints_the_broken_members_without_a_traceback(tmp_path, hero):
    (tmp_path / "loop.skchar").symlink_to("loop.skchar")
    party = _party(tmp_path, "\u0000.skchar", "loop.skchar", hero)
    result = subprocess.run(
        [sys.executable, "-m", "sheetkeeper.cli.main", "show", str(party)],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert "NUL" in result.stdout and "loop of symbolic links" in result.stdout


def test_the_same_file_listed_again_is_one_member_opened_once(tmp_path, hero):
    opened = load_campaign(_party(tmp_path, hero, "./hero.skchar", hero, "sub/../hero.skchar"))
    assert len(opened.members) == 1
    assert [m.path for m in opened.campaign.members] == [hero]


def test_a_party_listing_twenty_thousand_members_is_refused_at_once_naming_the_limit(tmp_path, hero):
    party = tmp_path / "huge.skparty"
    data = json.loads(_party(tmp_path, hero).read_text(encoding="utf-8"))
    data["campaign"]["members"] = [{"path": hero}] * 20_000
    party.write_text(json.dumps(data), encoding="utf-8")
    before = party.read_bytes()
    start = time.perf_counter()
    with pytest.raises(LoadError) as refused:
        load_campaign(party)
    assert time.perf_counter() - start < 2
    assert f"campaign.members: has 20000 rows; at most {MAX_MEMBERS} allowed" in str(refused.value)
    assert party.read_bytes() == before


def test_a_full_party_of_distinct_members_opens_quickly(character, tmp_path):
    names = [f"m{i}.skchar" for i in range(MAX_MEMBERS)]
    for name in names:
        save_character(tmp_path / name, character, backup=False)
    party = _party(tmp_path, *names)
    start = time.perf_counter()
    opened = load_campaign(party)
    took = time.perf_counter() - start
    assert len(opened.members) == MAX_MEMBERS and all(s.character for s in opened.members)
    assert took < 5, f"{MAX_MEMBERS} members took {took:.1f} s to open"
