"""What changed between two versions of a character, as paths (characters are copy-on-write,
so unchanged parts are the same objects and are not walked)."""

from __future__ import annotations

from sheetkeeper.core.changes import Change, changed_paths
from sheetkeeper.core.paths import set_path
from sheetkeeper.core.registry import get_system


def _ilse():
    return get_system("rainworld").rules.new("Ilse")


def test_a_changed_leaf_is_named_by_its_full_path():
    before = _ilse()
    after = set_path(before, "body.left", 3)
    assert changed_paths(before, after) == {"body.left"}
    assert changed_paths(before, before) == frozenset()


def test_a_list_that_grew_is_named_by_the_list():
    before = _ilse()
    after = before.model_copy(update={"addictions": [*before.addictions, None]})
    assert changed_paths(before, after) == {"addictions"}


def test_another_kind_of_character_changes_everything():
    change = Change(changed_paths(_ilse(), get_system("lite").rules.new("Angus")))
    assert change.paths == {""}
    assert change.touches("anything.at.all")


def test_a_change_touches_its_path_what_is_inside_and_what_holds_it():
    change = Change(frozenset({"body.left"}))
    assert change.touches("body") and change.touches("body.left")
    assert not change.touches("body.right") and not change.touches("bodyguard")
    editor = object()
    assert Change(frozenset({"name"}), editor).skips(editor)
    assert not Change(frozenset({"name"})).skips(editor)
