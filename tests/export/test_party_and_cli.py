"""Party books (roster first, progress reported) and the ``sheetkeeper export`` command."""

from __future__ import annotations

import pytest
from helpers import fields_of, text_of
from pypdf import PdfReader
from tiny import hero, source

from sheetkeeper.cli.main import main
from sheetkeeper.core.campaign import Campaign
from sheetkeeper.core.registry import all_systems
from sheetkeeper.export.pdf import write_pdf
from sheetkeeper.storage import save_campaign
from sheetkeeper.storage.campaign_file import relative_member

NAMES = ["Ada Quill", "Ἀχιλλεύς", "Пётр"]


def test_party_book_starts_with_a_roster_and_reports_progress(tmp_path):
    calls = []
    out = write_pdf([source(hero(n)) for n in NAMES], tmp_path / "party.pdf",
                    progress=lambda done, total: calls.append((done, total)))
    pages = PdfReader(out).pages
    roster = pages[0].extract_text()
    for name in NAMES:
        assert name in roster
    assert "Luck" in roster and "2 of 3" in roster  # a key number: its label and value
    assert calls[-1] == (3, 3)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)
    assert len(calls) >= 4  # one per sheet as it is drawn, then done
    text = text_of(out)
    for name in NAMES:
        assert f"{name} · Tiny Game" in text  # each sheet's own footer


def test_party_book_fields_are_kept_apart_per_character(tmp_path):
    out = write_pdf([source(hero(n)) for n in NAMES], tmp_path / "party.pdf", fillable=True)
    fields = fields_of(out)
    assert [fields[f"c{i}_name"] for i in (1, 2, 3)] == NAMES


def _samples():
    return [s for system in all_systems() for s in system.samples]


@pytest.fixture
def sample():
    samples = _samples()
    if not samples:
        pytest.skip("no game system has samples yet")
    return samples[0]


def test_cli_exports_a_character_file(tmp_path, sample, capsys):
    out = tmp_path / "sheet.pdf"
    assert main(["export", str(sample), "-o", str(out), "--paper", "letter", "--odds"]) == 0
    assert out.is_file() and "Wrote a sheet" in capsys.readouterr().out


def test_cli_exports_a_campaign_as_a_party_book(tmp_path, capsys):
    samples = _samples()[:3]
    if len(samples) < 2:
        pytest.skip("needs two samples")
    party = tmp_path / "party.skparty"
    members = [relative_member(party, s) for s in samples]
    save_campaign(party, Campaign(name="The Fog Road", members=members))
    out = tmp_path / "book.pdf"
    assert main(["export", str(party), "-o", str(out), "--fillable"]) == 0
    first = PdfReader(out).pages[0].extract_text()
    assert "The Fog Road" in first
    assert f"party book of {len(samples)} sheets" in capsys.readouterr().out


def test_cli_blank_sheet_of_an_unknown_system_is_a_user_error(tmp_path, capsys):
    assert main(["export", "--blank", "no-such-game", "-o", str(tmp_path / "b.pdf")]) == 2
    assert "unknown game system" in capsys.readouterr().err
    assert not (tmp_path / "b.pdf").exists()


def test_cli_without_files_or_blank_is_a_user_error(tmp_path, capsys):
    assert main(["export", "-o", str(tmp_path / "b.pdf")]) == 2
    assert "at least one" in capsys.readouterr().err


def test_cli_unwritable_target_says_why(tmp_path, sample, capsys):
    assert main(["export", str(sample), "-o", str(tmp_path / "missing" / "x.pdf")]) == 2
    assert "does not exist" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["hero.skchar", "party.skparty", "notes.txt"])
def test_cli_never_writes_a_pdf_over_a_file_that_is_not_one(tmp_path, sample, capsys, name):
    """`-o hero.skchar` (a slip of the keyboard) would have replaced the character with its
    sheet; a file that is not a PDF is refused and left as it was."""
    target = tmp_path / name
    if name != "party.skparty":
        target.write_bytes(sample.read_bytes())
    before = target.read_bytes() if target.exists() else None
    assert main(["export", str(sample), "-o", str(target)]) == 2
    assert "not a PDF" in capsys.readouterr().err
    assert (target.read_bytes() if target.exists() else None) == before


def test_cli_writes_over_an_older_pdf_or_an_empty_file(tmp_path, sample):
    older, empty = tmp_path / "older.pdf", tmp_path / "empty.pdf"
    assert main(["export", str(sample), "-o", str(older)]) == 0
    empty.touch()
    for target in (older, empty):
        assert main(["export", str(sample), "-o", str(target)]) == 0
        assert target.read_bytes().startswith(b"%PDF-")
