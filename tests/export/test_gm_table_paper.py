"""The party book prints the GM's table: "The party book can print the encounter (foes'
blocks and the turn order) and the stash." Read back with pdftotext, page by page."""

from __future__ import annotations

import datetime as dt
import random
import shutil
from pathlib import Path

import pytest
from helpers import pdftotext_of
from pypdf import PdfReader

from sheetkeeper import api
from sheetkeeper.cli.main import main
from sheetkeeper.export.flat import BLANK_ROWS
from sheetkeeper.export.gm_table import FOE_BLANKS, TURN_BLANKS, read_table, table_story
from sheetkeeper.export.pdf import export_pdf

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
PARTY = "the-lantern-company.skparty"


@pytest.fixture
def party_file(tmp_path) -> Path:
    folder = tmp_path / "party"
    shutil.copytree(SAMPLES, folder)
    return folder / PARTY


def _fight(party_file: Path):
    """The sample party in a fight: a GRIMWIRE bandit (stunned), a Rainworld wolf, a rival
    from Ven's own sheet; the order rolled and one turn on; rope, oil, silver and arrows
    in the stash."""
    opened = api.load_campaign(party_file)
    members = {s.member.path: s.character for s in opened.members if s.character}
    party = api.start_encounter(opened.campaign, "Ambush at the ford")
    party, bandit = api.add_foe(party, "grimwire", "Bandit", {"condition": 12, "PER": 2})
    party, _wolf = api.add_foe(party, "rainworld", "Grey wolf", {"stop": 1})
    party, _rival = api.add_foe(party, "renaissance", "Rival", path="renaissance-ven.skchar")
    files, problems = api.foe_files(party, party_file)
    assert not problems
    party = api.roll_order(party, members, random.Random(3), files=files).campaign
    party = api.set_foe_status(party, bandit.id, "stun")
    party = api.next_turn(party, members, files=files).campaign
    party = api.add_item(party, {"name": "Rope", "quantity": 2, "enc": 1.5})
    party = api.add_item(party, {"name": "Lantern oil", "quantity": 3, "size": "light"})
    party = api.add_coins(party, "sp", 40)
    party = api.add_coins(party, "arrows", 12)
    return party, list(members.values())


def _pages(path: Path) -> list[str]:
    return pdftotext_of(path).split("\f")


def test_the_party_book_prints_the_encounter_and_the_stash_after_the_roster(party_file, tmp_path):
    party, characters = _fight(party_file)
    out = export_pdf(characters, tmp_path / "book.pdf", title="The Lantern Company",
                     table=read_table(party, party_file))
    pages = _pages(out)
    assert "each sheet follows this roster" in pages[0]
    fight, stash = pages[1], pages[2]
    assert "Encounter: Ambush at the ford" in fight
    turn = party.encounter.order[party.encounter.current].name
    assert f"under way · round 1 · {turn}'s turn" in fight
    # Each foe's block: its game's numbers as the Add foe dialog names them, its statuses.
    for words in ("Bandit", "GRIMWIRE", "Condition", "12", "Stun", "Grey wolf", "Rainworld",
                  "STOP", "Body track boxes", "Rival", "Renaissance", "Initiative",
                  "Damage and notes"):
        assert words in fight, words
    # The turn order: everyone, with their rolls and phases, the turn under way marked.
    assert "Turn order" in fight and "Grey wolf (foe)" in fight and "Corporal Dag Kessler" in fight
    assert f"▶ {turn}" in fight
    assert "R1" in fight and "R6" in fight  # a box a round to tick off
    assert "Go" in fight  # Rainworld's phase
    # The stash: items with size and ENC, coins and ammunition.
    assert "Stash" in stash and "Rope" in stash and "1.5" in stash and "Lantern oil" in stash
    assert "light" in stash and "Coins and ammunition" in stash
    assert "sp" in stash and "40" in stash and "arrows" in stash and "12" in stash
    assert "Ada" not in stash
    # Then every sheet, each on pages of its own, as before.
    assert "Corporal Dag Kessler · Rainworld" in pages[3]


def test_a_foe_s_wounds_so_far_print_where_its_damage_is_marked(party_file, tmp_path):
    """A GM who prints mid-fight keeps the foes' wounds: a bandit of Condition 12 hit by
    Rivet-9 prints its Condition as it stands ("Condition 10/12") in its "Damage and notes";
    its numbers still say 12, as entered."""
    party, characters = _fight(party_file)
    bandit = next(f for f in party.encounter.foes if f.name == "Bandit")
    rivet = next(c for c in characters if c.name == "Rivet-9")
    party = api.damage_foe(party, bandit.id, rivet, "attack:unarmed").campaign
    state = api.foe_state(next(f for f in party.encounter.foes if f.id == bandit.id))
    left = int(state.split("Condition ", 1)[1].split("/", 1)[0])
    assert left < 12 and f"Condition {left}/12" in state
    out = export_pdf(characters, tmp_path / "book.pdf", title="The Lantern Company",
                     table=read_table(party, party_file))
    assert f"Condition {left}/12" in " ".join(_pages(out)[1].split())


def test_the_pages_leave_blank_rows_for_a_pencil(party_file):
    party, _ = _fight(party_file)
    story = table_story(read_table(party, party_file), 500)
    tables = [f for f in story if type(f).__name__ == "Table"]
    foes, turns, items, coins = tables[0], tables[1], tables[2], tables[3]
    encounter = party.encounter
    assert len(foes._cellvalues) == 1 + len(encounter.foes) + FOE_BLANKS  # noqa: SLF001
    assert len(turns._cellvalues) == 1 + len(encounter.order) + TURN_BLANKS  # noqa: SLF001
    assert len(items._cellvalues) == 1 + 2 + BLANK_ROWS  # noqa: SLF001
    assert all(cell == "" for row in items._cellvalues[-BLANK_ROWS:] for cell in row)  # noqa: SLF001
    assert len(coins._cellvalues) > 1 + 2  # noqa: SLF001


def test_the_encounter_or_the_stash_may_be_left_out(party_file, tmp_path):
    party, characters = _fight(party_file)
    only_stash = export_pdf(characters, tmp_path / "stash.pdf",
                            table=read_table(party, party_file, encounter=False))
    text = pdftotext_of(only_stash)
    assert "Encounter:" not in text and "Coins and ammunition" in text
    only_fight = export_pdf(characters, tmp_path / "fight.pdf",
                            table=read_table(party, party_file, stash=False))
    text = pdftotext_of(only_fight)
    assert "Encounter: Ambush at the ford" in text and "Coins and ammunition" not in text
    assert read_table(party, party_file, encounter=False, stash=False) is None


def test_with_none_under_way_the_last_encounter_prints_ended(party_file, tmp_path):
    party, characters = _fight(party_file)
    party = api.end_encounter(party, on=dt.date(2026, 11, 20))
    out = export_pdf(characters[:1], tmp_path / "ended.pdf", table=read_table(party, party_file))
    text = pdftotext_of(out)
    assert "Encounter: Ambush at the ford" in text and "ended 2026-11-20" in text
    assert "'s turn" not in text  # nobody's turn in a fight that has ended
    assert len(PdfReader(out).pages) > 3  # one character: a party book all the same


def test_a_party_with_neither_prints_the_book_as_before(party_file):
    opened = api.load_campaign(party_file)
    assert read_table(opened.campaign, party_file) is None


def test_a_foe_whose_file_is_gone_prints_by_its_name(party_file, tmp_path):
    party, characters = _fight(party_file)
    (party_file.parent / "renaissance-ven.skchar").unlink()
    paper = read_table(party, party_file)
    rival = next(f for f in paper.encounter.foes if f.name == "Rival")
    assert rival.system == "Renaissance"
    text = pdftotext_of(export_pdf(characters[:2], tmp_path / "gone.pdf", table=paper))
    assert "Rival" in text


def test_the_command_prints_the_saved_fight_unless_told_not_to(party_file, tmp_path, capsys):
    party, _ = _fight(party_file)
    api.save_campaign(party_file, party)
    out = tmp_path / "book.pdf"
    assert main(["export", str(party_file), "-o", str(out)]) == 0
    text = pdftotext_of(out)
    assert "Encounter: Ambush at the ford" in text and "Lantern oil" in text
    assert main(["export", str(party_file), "-o", str(out), "--no-encounter", "--no-stash"]) == 0
    text = pdftotext_of(out)
    assert "Encounter:" not in text and "Lantern oil" not in text


def test_in_german_the_party_book_speaks_german(party_file, tmp_path, monkeypatch):
    """The party book under German: the roster's progress ("8 EP verfügbar"), the foes' numbers
    as the Add foe dialog names them, the turn order's rule, and on a sheet the badge beside
    its status block and a field's chosen value ("rechts"), as the screen shows them."""
    party, characters = _fight(party_file)
    party, _ = api.add_foe(party, "brp", "Brigand", {"weapon_skill": 60, "hit_points": 12, "armour": 2})
    monkeypatch.setenv("SHEETKEEPER_LANGUAGE", "de")
    out = export_pdf(characters, tmp_path / "buch.pdf", title="The Lantern Company",
                     table=read_table(party, party_file))
    pages = _pages(out)
    text = " ".join(" ".join(pages).split())
    roster, fight = " ".join(pages[0].split()), " ".join(pages[1].split())
    assert "EP verfügbar" in roster and "EP erworben" in roster and "Erfahrungsproben offen" in roster
    for english in ("XP available", "XP earned", "experience checks ticked"):
        assert english not in roster, english
    for words in ("Kästchen der Körper-Leiste", "Kondition", "Rüstung", "Waffenfertigkeit %",
                  "Trefferpunkte", "Rüstungspunkte", "Initiativemodifikator",
                  "W20 + PER, höchste zuerst", "2W10 + Tactical Awareness, höchste zuerst",
                  "Spiele nacheinander"):
        assert words in fight, words
    for english in ("Body track boxes", "Weapon skill %", "Hit points", "Armour points",
                    "highest first", "games one after another"):
        assert english not in fight, english
    assert "Verletzt" in text and "Injured" not in text  # Dag's badge beside his status block
    assert "rechts" in text and " right " not in f" {text} "  # Dag's dominant hand
