"""What ``Rules.apply`` refuses and what it lets through: what a user can cause (a missing
argument, a path or row that is not there, reversing an entry twice) is a Refusal in words;
a mistake in a handler's code is the error it is, never dressed up as a refusal."""

from __future__ import annotations

import subprocess
import sys

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Action, Applied, Refusal
from sheetkeeper.core.character import CharacterBase
from sheetkeeper.core.rules import Context, Rules, handles
from sheetkeeper.storage import save_character


class Buggy(Rules[CharacterBase]):
    character_type = CharacterBase

    @handles("fumble")
    def _fumble(self, character, action, context) -> Applied:
        return Applied(character, message=len(None))  # a bug, not a user's mistake


def _hero():
    return api.new_character("rainworld", "Ash").model_copy(update={"in_creation": False})


def test_a_bug_in_a_handler_is_not_turned_into_a_refusal():
    with pytest.raises(TypeError):
        Buggy().apply(CharacterBase(name="x", system="test"), Action("fumble"), Context())


def test_a_missing_argument_is_refused_naming_it():
    with pytest.raises(Refusal) as refused:
        api.apply(_hero(), "xp.award", {"reason": "a good session"})
    assert str(refused.value) == "the action 'xp.award' needs the argument 'amount'"


def test_a_path_that_names_nothing_is_refused():
    with pytest.raises(Refusal, match="no field 'wings'"):
        api.apply(_hero(), "track", {"path": "wings", "amount": 1})


def test_a_row_that_is_not_there_is_refused_with_the_rows_there_are():
    hero = _hero()
    rows = len(hero.weapons)
    with pytest.raises(Refusal, match=rf"weapons has no row 99 \(rows 0 to {rows - 1}\)"):
        api.apply(hero, "list.remove", {"path": "weapons", "index": 99})


def test_reversing_an_entry_twice_or_one_not_there_is_refused():
    awarded = api.apply(_hero(), "xp.award", {"amount": 2})
    entry = awarded.entries[0]
    reversed_once = api.apply(awarded.character, "ledger.reverse", {"id": entry.id})
    with pytest.raises(Refusal, match="already been reversed"):
        api.apply(reversed_once.character, "ledger.reverse", {"id": entry.id})
    with pytest.raises(Refusal, match="there is no entry e99 in the history"):
        api.apply(awarded.character, "ledger.reverse", {"id": "e99"})


def test_a_value_of_the_wrong_kind_typed_at_the_command_line_is_the_users_to_fix(tmp_path):
    path = tmp_path / "ash.skchar"
    save_character(path, _hero(), backup=False)
    before = path.read_bytes()
    done = subprocess.run([sys.executable, "-m", "sheetkeeper.cli.main", "apply", str(path),
                           "xp.award", "amount=three"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "xp.award amount=three" in done.stderr and "three" in done.stderr
    assert "Traceback" not in done.stderr
    assert path.read_bytes() == before
