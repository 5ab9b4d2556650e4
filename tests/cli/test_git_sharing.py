"""A real git repository with the merge and diff drivers set up by ``sheetkeeper git-setup``."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sheetkeeper import api
from sheetkeeper.cli.main import main

from ..merge.helpers import ada, award, wound

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
RUN = f"{sys.executable} -m sheetkeeper"


def git(repo: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=check)


@pytest.fixture
def repo(tmp_path):
    repo = tmp_path / "party"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    for key, value in (("user.name", "GM"), ("user.email", "gm@example.org"), ("commit.gpgsign", "false")):
        git(repo, "config", key, value)
    assert main(["git-setup", str(repo), "--command", RUN]) == 0
    api.save(ada(), repo / "ada.skchar")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "Ada joins")
    return repo


def commit(repo: Path, change, message: str) -> None:
    path = repo / "ada.skchar"
    api.save(change(api.load(path).character), path)
    git(repo, "commit", "-q", "-am", message)


def test_setup_writes_the_attributes_and_the_repository_config(repo):
    assert (repo / ".gitattributes").read_text().splitlines() == [
        "*.skchar merge=sheetkeeper diff=sheetkeeper",
        "*.skparty merge=sheetkeeper diff=sheetkeeper",
        "*.sklib merge=sheetkeeper",
    ]
    assert git(repo, "config", "merge.sheetkeeper.driver").stdout.strip() == f"{RUN} merge %O %A %B --path %P"
    assert main(["git-setup", str(repo), "--command", RUN]) == 0  # twice: nothing doubled
    assert len((repo / ".gitattributes").read_text().splitlines()) == 3


def test_an_xp_award_on_one_branch_and_a_wound_on_the_other_merge(repo):
    git(repo, "switch", "-q", "-c", "gm")
    commit(repo, lambda c: award(c, 5, "Session 3", minutes=60), "XP for session 3")
    git(repo, "switch", "-q", "main")
    commit(repo, lambda c: wound(c, 4), "Ada is hurt")
    merged = git(repo, "merge", "-q", "--no-edit", "gm", check=False)
    assert merged.returncode == 0, merged.stderr
    hero = api.load(repo / "ada.skchar").character
    assert hero.body.left == 4 and hero.ledger.xp_available == 15
    assert git(repo, "status", "--porcelain").stdout == ""
    # The diff driver reads like the ledger.
    shown = git(repo, "diff", "HEAD~1", "HEAD", "--", "ada.skchar").stdout
    assert "+5 XP — Session 3" in shown and "Body: injury" not in shown
    shown = git(repo, "diff", "gm", "HEAD", "--", "ada.skchar").stdout
    assert "Body: injury 2 → 4" in shown
    log = git(repo, "log", "-p", "-1", "gm", "--", "ada.skchar").stdout  # textconv
    assert "+Ledger e2 2026-11-20  +5 XP — Session 3" in log


def test_a_field_changed_differently_on_both_branches_is_a_conflict_left_openable(repo):
    git(repo, "switch", "-q", "-c", "player")
    commit(repo, lambda c: award(wound(c, 3), 2, "Session 3b", minutes=70), "Ada: injury 3")
    git(repo, "switch", "-q", "main")
    commit(repo, lambda c: award(wound(c, 5), 5, "Session 3", minutes=60), "Ada: injury 5")
    merged = git(repo, "merge", "--no-edit", "player", check=False)
    assert merged.returncode != 0
    assert "CONFLICT" in merged.stdout and "ada.skchar" in merged.stdout
    assert "Body: injury 2 → 5 here, 2 → 3 there" in merged.stderr + merged.stdout
    opened = api.load(repo / "ada.skchar")  # a whole file the app opens: ours, plus theirs elsewhere
    assert opened.character.body.left == 5
    assert opened.character.ledger.xp_available == 17
    listed = (repo / "ada.skchar.conflicts.txt").read_text()
    assert "Body: injury 2 → 5 here, 2 → 3 there" in listed
    assert "ada.skchar" in git(repo, "diff", "--name-only", "--diff-filter=U").stdout


def test_the_merge_command_refuses_a_file_that_is_not_a_sheet(tmp_path, capsys):
    good = tmp_path / "ada.skchar"
    api.save(ada(), good)
    bad = tmp_path / "theirs"
    bad.write_text("<<<<<<< not json")
    assert main(["merge", str(good), str(good), str(bad), "--path", "party/ada.skchar"]) == 2
    err = capsys.readouterr().err
    assert "party/ada.skchar (their version): not valid JSON" in err
    assert api.load(good).character == ada()


def test_diff_of_two_files(tmp_path, capsys):
    api.save(ada(), tmp_path / "old.skchar")
    api.save(award(wound(ada(), 3), 5, "Session 3", minutes=60), tmp_path / "new.skchar")
    assert main(["diff", str(tmp_path / "old.skchar"), str(tmp_path / "new.skchar")]) == 0
    assert capsys.readouterr().out.splitlines() == ["+5 XP — Session 3", "Body: injury 2 → 3"]


def test_the_merge_command_merges_parties_too(tmp_path, capsys):
    from sheetkeeper.core.campaign import Campaign, Member

    base, ours, theirs = (tmp_path / n for n in ("base", "ours", "theirs"))
    party = Campaign(name="Delta", members=[Member(path="ada.skchar")])
    api.save_campaign(base, party)
    api.save_campaign(ours, party.model_copy(update={"gm": "Sam"}))
    api.save_campaign(theirs, party.model_copy(update={"members": [*party.members, Member(path="bo.skchar")]}))
    assert main(["merge", str(base), str(ours), str(theirs), "--path", "delta.skparty"]) == 0
    merged = api.load_campaign(ours).campaign
    assert merged.gm == "Sam" and [m.path for m in merged.members] == ["ada.skchar", "bo.skchar"]
    assert main(["diff", str(base), str(ours)]) == 0
    assert capsys.readouterr().out.splitlines() == ["GM (empty) → “Sam”", "+ Members — bo.skchar"]


def test_a_library_changed_on_two_branches_merges_row_by_row(repo):
    from sheetkeeper.core.library import add_row, edit_row, new_library

    path = repo / "brp-library.sklib"
    api.save_library(add_row(new_library("brp"), "skills", {"name": "Climb", "base": 40}), path)
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "The table's skills")
    git(repo, "switch", "-q", "-c", "gm")
    opened = api.load_library(path)
    api.save_library(add_row(opened.library, "skills", {"name": "Dodge", "base": 20}), path, since=opened)
    git(repo, "commit", "-q", "-am", "Dodge")
    git(repo, "switch", "-q", "main")
    opened = api.load_library(path)
    api.save_library(edit_row(opened.library, "skills", 0, {"category": "Physical"}), path, since=opened)
    git(repo, "commit", "-q", "-am", "Climb is physical")
    merged = git(repo, "merge", "-q", "--no-edit", "gm", check=False)
    assert merged.returncode == 0, merged.stderr
    skills = api.load_library(path).library.lists["skills"]
    assert [(r["name"], r["category"], r["base"]) for r in skills] == [("Climb", "Physical", 40), ("Dodge", "", 20)]
