"""The headless command line, run as a user would run it (a real subprocess)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from sheetkeeper.core.registry import all_systems

SYSTEMS = all_systems()


def sheetkeeper(*args, cwd=None):
    return subprocess.run(
        [sys.executable, "-m", "sheetkeeper.cli.main", *map(str, args)],
        capture_output=True, text=True, timeout=120, cwd=cwd,
    )


def test_systems_lists_every_registered_system():
    result = sheetkeeper("systems")
    assert result.returncode == 0
    for system in SYSTEMS:
        assert system.id in result.stdout and system.name in result.stdout


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_new_show_validate(system, tmp_path):
    path = tmp_path / "hero.skchar"
    created = sheetkeeper("new", "--system", system.id, "--name", "Zoë Ωmega", "-o", path)
    assert created.returncode == 0, created.stderr
    shown = sheetkeeper("show", path)
    assert shown.returncode == 0, shown.stderr
    assert "Zoë Ωmega" in shown.stdout and system.name in shown.stdout
    checked = sheetkeeper("validate", path)
    assert "error" not in checked.stdout.split(":")[-1] or checked.returncode == 1


@pytest.mark.parametrize(("system", "sample"), [(s, p) for s in SYSTEMS for p in s.samples])
def test_samples_show_and_validate(system, sample):
    assert sheetkeeper("show", sample).returncode == 0
    result = sheetkeeper("validate", sample)
    assert result.returncode == 0, result.stdout
    assert result.stdout.strip().endswith("ok") or "warning" in result.stdout


def test_user_errors_exit_2_without_a_traceback(tmp_path):
    missing = sheetkeeper("show", tmp_path / "nobody.skchar")
    assert missing.returncode == 2
    assert "does not exist" in missing.stderr and "Traceback" not in missing.stderr
    unknown = sheetkeeper("new", "--system", "dragonworld", "-o", tmp_path / "x.skchar")
    assert unknown.returncode == 2 and "unknown game system" in unknown.stderr


def test_validate_exits_1_on_a_broken_file(tmp_path):
    broken = tmp_path / "broken.skchar"
    broken.write_text("{", encoding="utf-8")
    result = sheetkeeper("validate", broken)
    assert result.returncode == 1
    assert "line 1, column 2" in result.stdout


def test_new_refuses_to_overwrite_without_force(tmp_path):
    if not SYSTEMS:
        pytest.skip("no game system registered")
    path = tmp_path / "hero.skchar"
    path.write_text("keep me", encoding="utf-8")
    result = sheetkeeper("new", "--system", SYSTEMS[0].id, "-o", path)
    assert result.returncode == 2 and "already exists" in result.stderr
    assert path.read_text(encoding="utf-8") == "keep me"


def test_apply_saves_one_action_and_refuses_words_it_cannot_read(tmp_path, capsys):
    from sheetkeeper.cli.main import main as cli
    from sheetkeeper.storage import load_character

    path = tmp_path / "kay.skchar"
    assert cli(["new", "--system", "lite", "--name", "Kay", "-o", str(path)]) == 0
    assert cli(["apply", str(path), "xp.award", "amount=2", "reason=Session 4"]) == 0
    [entry] = load_character(path).character.ledger.entries
    assert (entry.amount, entry.reason) == (2, "Session 4")
    before = path.read_bytes()
    assert cli(["apply", str(path), "xp.award", "amount"]) == 2
    assert "NAME=VALUE" in capsys.readouterr().err
    assert path.read_bytes() == before


def test_show_lists_a_barred_check_at_0_percent_with_why(tmp_path):
    # [000 "Surprised means that the character can’t take any actions this round."]
    from sheetkeeper import api

    surprised = api.apply(api.new_character("rainworld", "Ana"), "status.set",
                          {"status": "surprised"}).character
    path = tmp_path / "ana.skchar"
    api.save(surprised, path)
    shown = sheetkeeper("show", path)
    assert shown.returncode == 0, shown.stderr
    row = next(line for line in shown.stdout.splitlines() if line.strip().startswith("Gymnastics"))
    assert row.rstrip().endswith("0%, impossible")
