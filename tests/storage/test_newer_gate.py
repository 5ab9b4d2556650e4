"""The newer-version gate holds shut: a file written by a newer SheetKeeper is never replaced,
by any writer, even when it holds fields this version does not know (which newer files do)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from sheetkeeper import api
from sheetkeeper.core.campaign import Campaign
from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.storage import LoadError, SaveError, load_campaign, save_campaign, save_character
from sheetkeeper.storage.campaign_file import FORMAT_VERSION as CAMPAIGN_FORMAT
from sheetkeeper.storage.envelope import FORMAT_VERSION, encode

NEWER = FORMAT_VERSION + 1


def _newer_character(character, tmp_path, **changes):
    data = json.loads(encode(character))
    data.update(changes)
    data["character"]["a_field_from_the_future"] = {"x": 1}
    path = tmp_path / "future.skchar"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("changes", [{"format_version": NEWER}, {"system_version": 99}, {"format_version": 7, "sync": {}}])
def test_a_newer_file_with_unknown_fields_is_refused_on_open_saying_it_is_kept(character, tmp_path, changes):
    path = _newer_character(character, tmp_path, **changes)
    before = path.read_bytes()
    with pytest.raises(LoadError) as refused:
        api.load(path)
    message = str(refused.value)
    assert "newer SheetKeeper" in message and "cannot read" in message and "never overwritten" in message
    assert "opened read-only" not in message  # it was not opened at all
    with pytest.raises(SaveError, match="newer SheetKeeper"):
        api.save(character, path)
    assert path.read_bytes() == before


def test_cli_new_force_does_not_overwrite_a_newer_file(character, tmp_path):
    path = _newer_character(character, tmp_path, format_version=NEWER)
    before = path.read_bytes()
    result = subprocess.run(
        [sys.executable, "-m", "sheetkeeper.cli.main", "new", "--system", character.system, "--force", "-o", str(path)],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 2 and "newer SheetKeeper" in result.stderr and "Traceback" not in result.stderr
    assert path.read_bytes() == before


def test_no_other_writer_replaces_a_newer_file_either(character, tmp_path):
    path = _newer_character(character, tmp_path, format_version=NEWER)
    before = path.read_bytes()
    with pytest.raises(SaveError, match="not a PDF"):  # refused before the gate is asked
        export_pdf(character, path)  # a PDF aimed at the character file by mistake
    with pytest.raises(SaveError, match="newer SheetKeeper"):
        save_campaign(path, Campaign(name="oops"))
    assert path.read_bytes() == before


def test_a_newer_campaign_with_unknown_fields_is_never_overwritten(tmp_path):
    party = tmp_path / "party.skparty"
    save_campaign(party, Campaign(name="Table"))
    data = json.loads(party.read_text(encoding="utf-8"))
    data["format_version"] = CAMPAIGN_FORMAT + 1
    data["calendar"] = {"moons": 3}
    party.write_text(json.dumps(data), encoding="utf-8")
    before = party.read_bytes()
    with pytest.raises(LoadError, match="newer SheetKeeper.*never overwritten"):
        load_campaign(party)
    with pytest.raises(SaveError, match="newer SheetKeeper"):
        api.save_campaign(party, Campaign(name="Table"))
    assert party.read_bytes() == before


def test_a_newer_file_without_surprises_still_opens_read_only(character, tmp_path):
    data = json.loads(encode(character))
    data["format_version"] = NEWER
    path = tmp_path / "future.skchar"
    path.write_text(json.dumps(data), encoding="utf-8")
    opened = api.load(path)
    assert opened.read_only and "newer SheetKeeper" in opened.read_only
    save_character(tmp_path / "copy.skchar", opened.character)  # Save As elsewhere works
