"""The bundled samples open, are legal, and read well in `sheetkeeper show`."""

from __future__ import annotations

from sheetkeeper.cli.commands import show
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character


def _samples():
    return {p.stem: load_character(p).character for p in get_system("lite").samples}


def test_two_samples_of_different_roles():
    roles = {c.role.name for c in _samples().values()}
    assert len(roles) >= 2


def test_kay_sample_is_a_legal_new_character(rules):
    kay = _samples()["lite-kay"]
    assert rules.validate(kay, creation=True) == []


def test_angus_sample_is_over_encumbered_with_damaged_gear(rules):
    angus = _samples()["lite-angus"]
    assert rules.encumbrance(angus).over
    hammer = angus.inventory[0]
    assert (hammer.gear_bonus, hammer.max_gear_bonus) == (1, 2)
    assert angus.ledger.xp_spent == 5


def test_show_prints_odds_before_and_after_a_push(capsys):
    for path in get_system("lite").samples:
        assert show(path) == 0
    out = capsys.readouterr().out
    assert "Stealth" in out and "after push" in out and "Base-die 1 after push" in out
