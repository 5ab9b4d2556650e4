"""A form's TOML is parsed once per content and kept as JSON (``forms/parsed.py``): what is
read back is what the TOML says, an edited form is read afresh, a broken copy is parsed
again, and a form that is not TOML is refused as before, whatever the cache holds."""

from __future__ import annotations

import tomllib

import pytest

from sheetkeeper.core.registry import all_systems
from sheetkeeper.forms.parsed import cache_root, parsed_toml
from sheetkeeper.forms.spec import FormProblem, load_form


@pytest.mark.parametrize("system", all_systems(), ids=lambda s: s.id)
def test_a_kept_form_reads_back_as_its_toml(system):
    raw = system.form_path.read_bytes()
    first = parsed_toml(raw, system.form_path.name)
    kept = list((cache_root() / "forms").glob(f"{system.id}-*.json"))
    assert len(kept) == 1
    again = parsed_toml(raw, system.form_path.name)
    assert first == again == tomllib.loads(raw.decode("utf-8"))


def test_an_edited_form_is_parsed_afresh_and_replaces_its_old_copy(tmp_path):
    form = tmp_path / "homebrew.toml"
    form.write_text('system = "homebrew"\ntitle = "Old"\n', encoding="utf-8")
    assert parsed_toml(form.read_bytes(), form.name)["title"] == "Old"
    form.write_text('system = "homebrew"\ntitle = "New"\n', encoding="utf-8")
    assert parsed_toml(form.read_bytes(), form.name)["title"] == "New"
    assert len(list((cache_root() / "forms").glob("homebrew-*.json"))) == 1


def test_a_form_keeps_its_copy_when_another_form_named_like_it_is_read(tmp_path):
    base, longer = tmp_path / "lite.toml", tmp_path / "lite-plus.toml"
    base.write_text('system = "lite"\n', encoding="utf-8")
    longer.write_text('system = "lite-plus"\n', encoding="utf-8")
    parsed_toml(longer.read_bytes(), longer.name)
    parsed_toml(base.read_bytes(), base.name)
    assert len(list((cache_root() / "forms").glob("lite-plus-*.json"))) == 1


def test_a_broken_copy_is_parsed_again(tmp_path):
    form = tmp_path / "homebrew.toml"
    form.write_text('system = "homebrew"\ntitle = "Kept"\n', encoding="utf-8")
    parsed_toml(form.read_bytes(), form.name)
    (kept,) = (cache_root() / "forms").glob("homebrew-*.json")
    kept.write_text('{"half', encoding="utf-8")
    assert parsed_toml(form.read_bytes(), form.name)["title"] == "Kept"
    assert kept.read_text(encoding="utf-8").startswith("{")  # written again whole
    assert parsed_toml(form.read_bytes(), form.name) == {"system": "homebrew", "title": "Kept"}


def test_a_form_that_is_not_toml_is_refused_naming_the_file(tmp_path):
    form = tmp_path / "broken.toml"
    form.write_text('system = "broken"\ntitle = \n', encoding="utf-8")
    with pytest.raises(FormProblem, match="broken.toml"):
        load_form(form)
    assert not list((cache_root() / "forms").glob("broken-*.json"))


def test_a_cache_folder_that_cannot_be_written_only_costs_the_parse(tmp_path):
    cache_root().parent.mkdir(parents=True, exist_ok=True)
    cache_root().write_text("a file where the cache folder would be", encoding="utf-8")
    form = tmp_path / "homebrew.toml"
    form.write_text('system = "homebrew"\ntitle = "Read"\n', encoding="utf-8")
    assert parsed_toml(form.read_bytes(), form.name)["title"] == "Read"
    assert cache_root().is_file()
