"""``sheetkeeper import-pdf``: a Rainworld sheet exported fillable, filled as a viewer
would, imported back into the character file beside it."""

from __future__ import annotations

import shutil

from helpers import fill_as_viewer

from sheetkeeper.cli.main import main
from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_character

SAMPLE = "rainworld-dag-kessler.skchar"


def _exported(tmp_path, capsys):
    character = tmp_path / "dag.skchar"
    shutil.copy(samples_dir() / SAMPLE, character)
    sheet = tmp_path / "dag.pdf"
    assert main(["export", str(character), "-o", str(sheet), "--fillable"]) == 0
    capsys.readouterr()
    return character, sheet


def test_import_pdf_applies_the_table_to_the_file_beside_it(tmp_path, capsys):
    character, sheet = _exported(tmp_path, capsys)
    before = load_character(character).character
    assert (before.body.left, before.click.current) == (3, 1)
    filled = fill_as_viewer(sheet, {"body_4": "/", "click_current": "0", "ledger_xp_add": "5",
                                    "ledger_xp_add_for": "Session 4"}, tmp_path / "filled.pdf")
    assert main(["import-pdf", str(filled)]) == 0
    out = capsys.readouterr().out
    for said in ("Body: 1 more injury", "Click 1 → 0", "+5 XP: Session 4",
                 f"Imported 3 changes into {character}"):
        assert said in out
    after = load_character(character).character
    assert after.body.left == 4 and after.click.current == 0
    assert after.ledger.xp_available == before.ledger.xp_available + 5


def test_dry_run_saves_nothing_and_refusals_set_the_exit_status(tmp_path, capsys):
    character, sheet = _exported(tmp_path, capsys)
    raw = character.read_bytes()
    filled = fill_as_viewer(sheet, {"click_current": "many", "body_4": "/"},
                            tmp_path / "filled.pdf")
    assert main(["import-pdf", str(filled), "-c", str(character), "--dry-run"]) == 1
    out = capsys.readouterr().out
    assert "Not imported:" in out and "“many” is not a number" in out
    assert "nothing saved" in out
    assert character.read_bytes() == raw


def test_a_sheet_for_someone_else_is_a_user_error(tmp_path, capsys):
    _, sheet = _exported(tmp_path, capsys)
    other = tmp_path / "ilse.skchar"
    shutil.copy(samples_dir() / "rainworld-ilse-varga.skchar", other)
    assert main(["import-pdf", str(sheet), "-c", str(other)]) == 2
    assert "printed for Corporal Dag Kessler, not for Ilse Varga" in capsys.readouterr().err


def test_without_the_character_file_it_asks_for_one(tmp_path, capsys):
    character, sheet = _exported(tmp_path, capsys)
    character.unlink()
    assert main(["import-pdf", str(sheet)]) == 2
    assert "-c CHARACTER.skchar" in capsys.readouterr().err
