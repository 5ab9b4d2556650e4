"""Paper for a pencil, read back from the PDFs: a yes or no is a box (ticked or empty, a
checkbox in a fillable sheet, imported back); a pool prints its maximum and a box for the
current value, the value now small beside it unless the user leaves it out; every list has
blank rows to write in; nothing prints twice; no heading ends a page alone; a value fits
its box; the party roster's key numbers are a table of labels and values."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from helpers import fill_as_viewer, ink_below, pdftotext_of, words_of
from pypdf import PdfReader

from sheetkeeper import api
from sheetkeeper.cli.main import main
from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.export.filled import read_filled
from sheetkeeper.export.flat import UNTICKED, Rows
from sheetkeeper.export.merge import plan_import
from sheetkeeper.export.paper_blocks.lists import SPARE_ROWS
from sheetkeeper.export.pdf import Source, export_blank, export_pdf
from sheetkeeper.export.reading import read_sheet
from sheetkeeper.forms import form_for

SAMPLES = sorted(Path("resources/samples").glob("*.skchar"))


def _sample(stem: str):
    return api.load(f"resources/samples/{stem}.skchar").character


def test_experience_checks_print_as_boxes_not_yes_or_no(tmp_path):
    """[004 "an experience check"]: a box the player ticks at the table."""
    brannoc = _sample("brp-brannoc-tarl")
    text = pdftotext_of(export_pdf(brannoc, tmp_path / "printed.pdf"))
    assert re.search(r"\b(Yes|No)\b", text) is None
    fields = PdfReader(export_pdf(brannoc, tmp_path / "fillable.pdf", fillable=True)).get_fields()
    for i, skill in enumerate(brannoc.skills):
        if not skill.can_improve:  # blacked out (below)
            continue
        box = fields[f"skills_{i}_experience_check"]
        assert box.get("/FT") == "/Btn"
        assert box.get("/V") == ("/Yes" if skill.experience_check else "/Off")


def test_a_skill_experience_cannot_raise_has_its_box_blacked_out(tmp_path):
    """[004 "For skills that cannot be increased through experience, black out the checkbox
    on the character sheet."]: its box prints black, with nothing to tick in a fillable
    sheet, and no separate column says so; a blank sheet's rows each have a box."""
    eleanor = _sample("brp-eleanor-marsh")
    shut = next(i for i, s in enumerate(eleanor.skills) if not s.can_improve)
    fields = PdfReader(export_pdf(eleanor, tmp_path / "fillable.pdf", fillable=True)).get_fields()
    assert f"skills_{shut}_experience_check" not in fields
    assert all(f"skills_{i}_experience_check" in fields
               for i, s in enumerate(eleanor.skills) if s.can_improve)
    assert not any(name.endswith("_can_improve") for name in fields)
    printed = export_pdf(eleanor, tmp_path / "printed.pdf")
    assert "blacked out" not in pdftotext_of(printed)
    content = b"".join(page.get_contents().get_data() for page in PdfReader(printed).pages)
    side = f"{3.4 * 72 / 25.4:.5g}".encode()  # the box's side, 3.4 mm, in points
    assert re.search(rb"[\d.]+ [\d.]+ " + side[:4] + rb"\d* " + side[:4] + rb"\d* re f", content)
    blank = PdfReader(export_blank("brp", tmp_path / "blank.pdf", fillable=True)).get_fields()
    assert blank["skills_0_experience_check"].get("/FT") == "/Btn"


def test_brp_prints_each_skills_chance_when_the_odds_are_asked(tmp_path):
    """"Print the chances beside the skills" prints each skill's chance on its row, with
    the Easy and Difficult chances [004 "Easy characteristic rolls use a multiplier of ×10"]."""
    eleanor = _sample("brp-eleanor-marsh")
    plain = subprocess.run(["pdftotext", "-layout", str(export_pdf(eleanor, tmp_path / "p.pdf")), "-"],
                           capture_output=True, text=True, check=True).stdout
    odds = subprocess.run(["pdftotext", "-layout", str(export_pdf(eleanor, tmp_path / "o.pdf", odds=True)),
                           "-"], capture_output=True, text=True, check=True).stdout
    spot = next(s for s in eleanor.skills if s.name == "Spot")
    chance = api.odds(eleanor, "skill:Spot")
    assert round(chance.success * 100) == spot.rating
    row = next(line for line in odds.splitlines() if "Spot" in line)
    assert f"{spot.rating}% · Easy" in row and "Difficult" in row
    assert not any("Spot" in line and "Easy" in line for line in plain.splitlines())


def test_a_box_ticked_at_the_table_comes_back_as_an_experience_check(tmp_path):
    brannoc = _sample("brp-brannoc-tarl")
    row = next(i for i, s in enumerate(brannoc.skills) if not s.experience_check and s.can_improve)
    sheet = export_pdf(brannoc, tmp_path / "fillable.pdf", fillable=True)
    filled = fill_as_viewer(sheet, {f"skills_{row}_experience_check": "Yes"}, tmp_path / "f.pdf")
    system = get_system("brp")
    plan = plan_import(brannoc, system.rules, form_for("brp"), system.name, read_filled(filled))
    assert [(c.action.kind, c.action.args["path"], c.action.args["value"]) for c in plan.changes] \
        == [("set", f"skills.{row}.experience_check", "Yes")]
    after = system.rules.apply(brannoc, plan.changes[0].action).character
    assert after.skills[row].experience_check is True


def test_a_pool_prints_its_maximum_and_a_box_for_the_current_value(tmp_path):
    cyrus = _sample("grimwire-cyrus")
    with_value = pdftotext_of(export_pdf(cyrus, tmp_path / "now.pdf"))
    assert f"CURRENT {cyrus.condition.current}" in with_value
    pencil = pdftotext_of(export_pdf(cyrus, tmp_path / "pencil.pdf", current=False))
    assert re.search(r"CURRENT \d", pencil) is None
    assert "MAXIMUM" in pencil and str(cyrus.focus.maximum) in pencil


def _numbers_under(page: list, label: str) -> list[tuple[float, float, float, float, str]]:
    """The small numbers printed in the column under a pool's name, down to the next band
    (not its maximum, in large print)."""
    first, second = label.split()
    head = next(w for w in page if w[4] == first
                and any(v[4] == second and abs(v[1] - w[1]) < 1 for v in page))
    band = min((w[1] for w in page if w[4] == "Skills" and w[1] > head[1]), default=1e9)
    return [w for w in page if w[4].isdigit() and head[0] - 1 <= w[0] < head[0] + 120
            and head[1] < w[1] < band and w[3] - w[1] < 8]


def _struck(path: Path, word: tuple[float, float, float, float, str]) -> bool:
    """Whether a line is drawn through a number's box: ink beside the number, inside its
    box (the page rendered by poppler at 144 dpi, in grey; the boxes' rules are grey)."""
    grey = subprocess.run(["pdftoppm", "-gray", "-r", "144", "-f", "1", "-l", "1", str(path)],
                          capture_output=True, check=True).stdout
    _, size, _, pixels = grey.split(b"\n", 3)
    width = int(size.split()[0])
    x0, y0, x1, y1, _ = (v * 2 if isinstance(v, float) else v for v in word)
    around = [(x, y) for y in range(int(y0) - 4, int(y1) + 4) for x in range(int(x0) - 6, int(x1) + 6)
              if not (x0 - 1 <= x <= x1 + 1 and y0 - 1 <= y <= y1 + 1)]
    return any(pixels[y * width + x] < 100 for x, y in around)


def test_brp_points_print_as_numbers_to_cross_off(tmp_path):
    """A published Basic Roleplaying sheet prints hit, fatigue and power points as the
    numbers to cross off; [004 "if reduced to 0 power points, your character is exhausted
    and faints until regaining at least 1 power point"]: from 0 to the maximum. Those above
    the current value are crossed off already, unless the current value is left to a pencil;
    the fillable sheet keeps a field for it, and a blank sheet, with no maximum known,
    leaves its boxes to write in."""
    brannoc = _sample("brp-brannoc-tarl")
    brannoc.hit_points = brannoc.hit_points.set(brannoc.hit_points.maximum - 3)
    printed = export_pdf(brannoc, tmp_path / "printed.pdf")
    page = words_of(printed)[0]
    for label, pool in (("Hit points", brannoc.hit_points), ("Fatigue points", brannoc.fatigue_points),
                        ("Power points", brannoc.power_points)):
        numbers = [int(w[4]) for w in _numbers_under(page, label)]
        assert sorted(numbers) == list(range(pool.maximum + 1)), label
    hp = {int(w[4]): w for w in _numbers_under(page, "Hit points")}
    top = brannoc.hit_points.maximum
    assert [n for n in range(top + 1) if _struck(printed, hp[n])] == [top - 2, top - 1, top]
    assert re.search(r"CURRENT", pdftotext_of(printed)) is None

    pencil = export_pdf(brannoc, tmp_path / "pencil.pdf", current=False)
    hp = {int(w[4]): w for w in _numbers_under(words_of(pencil)[0], "Hit points")}
    assert not any(_struck(pencil, w) for w in hp.values())

    fillable = export_pdf(brannoc, tmp_path / "fillable.pdf", fillable=True)
    fields = PdfReader(fillable).get_fields()
    assert fields["hit_points_current"].get("/V") == str(top - 3)
    assert len(_numbers_under(words_of(fillable)[0], "Hit points")) >= top + 1

    blank = export_blank("brp", tmp_path / "blank.pdf", fillable=False)
    page = words_of(blank)[0]
    assert _numbers_under(page, "Hit points") == []
    assert [w[4] for w in page].count("CURRENT") == 3


def test_a_maximum_too_large_to_cross_off_prints_its_boxes(tmp_path):
    """A creature's hundred hit points would fill the page with numbers: its maximum and a
    box for the current value, as another game's pool."""
    brannoc = _sample("brp-brannoc-tarl")
    brannoc.hit_points = brannoc.hit_points.with_maximum(100).refill()
    page = words_of(export_pdf(brannoc, tmp_path / "big.pdf"))[0]
    assert [w[4] for w in _numbers_under(page, "Hit points")] == ["100"]  # "CURRENT 100"
    assert [w[4] for w in page].count("CURRENT") == 1


def test_the_command_line_leaves_current_values_to_a_pencil(tmp_path, capsys):
    sample = "resources/samples/grimwire-cyrus.skchar"
    out = tmp_path / "cyrus.pdf"
    assert main(["export", sample, "-o", str(out), "--no-current"]) == 0
    assert re.search(r"CURRENT \d", pdftotext_of(out)) is None
    assert main(["export", sample, "-o", str(out)]) == 0
    assert re.search(r"CURRENT \d", pdftotext_of(out))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_every_list_has_blank_rows_to_write_in(path):
    c = api.load(path).character
    system = get_system(c.system)
    for fillable in (False, True):
        sheet = read_sheet(form_for(c.system), c, system.rules, system.name, fillable=fillable)
        lists = [b for p in sheet.pages for s in p.sections for b in (x.block for x in s.blocks)
                 if isinstance(b, Rows) and any(cell.name for row in b.rows for cell in row)
                 and b.columns[-1].label != "Rating"]
        assert lists
        for rows in lists:
            blank = [row for row in rows.rows  # nothing written; a box to tick is empty
                     if not any(cell.value and not (cell.tick and cell.value == UNTICKED) for cell in row)]
            assert len(blank) >= SPARE_ROWS, (c.name, rows.label, fillable)


def test_brp_skills_print_once(tmp_path):
    brannoc = _sample("brp-brannoc-tarl")
    text = pdftotext_of(export_pdf(brannoc, tmp_path / "printed.pdf"))
    for name in ("Brawl", "Climb", "First Aid", "Luck"):  # a shield is also a weapon
        assert text.count(name) == 1, name


@pytest.mark.parametrize("system", [s.id for s in all_systems()])
def test_no_value_is_printed_by_two_elements(system):
    """Nothing prints twice: a value the screen shows in two places (a score and its check)
    is printed by one of them."""
    printed = [e.bind for e in form_for(system).elements() if e.paper and e.bind]
    assert len(printed) == len(set(printed)), sorted(b for b in printed if printed.count(b) > 1)


def test_lite_gear_prints_once_with_its_gear_bonus(tmp_path):
    angus = _sample("lite-angus")
    out = export_pdf(angus, tmp_path / "angus.pdf")
    rows = subprocess.run(["pdftotext", "-layout", str(out), "-"], capture_output=True,
                          text=True, check=True).stdout
    for item in angus.inventory:  # its row: the name, then its size (heavy and light boxes)
        size = re.escape(str(item.size))
        row = rf"\b{re.escape(item.name)}\s+(heavy\s+light|{size})\b"
        assert len(re.findall(row, rows)) == 1, item.name
    assert re.search(r"Qty\s+Gear Bonus\s+Max\s+Helps\s+On mount", rows)


def test_a_page_named_as_its_only_section_says_it_once(tmp_path):
    text = pdftotext_of(export_pdf(_sample("renaissance-alice"), tmp_path / "alice.pdf"))
    assert "Notes · Notes" not in text


def test_a_value_fits_its_box_on_one_line(tmp_path):
    cyrus = api.apply(_sample("grimwire-cyrus"), "xp.award", {"amount": 200, "reason": "x"}).character
    level = next(d.value for d in api.system("grimwire").rules.derived(cyrus) if d.key == "level")
    assert "reached" in level
    out = export_pdf(cyrus, tmp_path / "cyrus.pdf")
    layout = subprocess.run(["pdftotext", "-layout", str(out), "-"], capture_output=True,
                            text=True, check=True).stdout
    assert any(level in line for line in layout.splitlines())


def _titles(system_id: str) -> set[str]:
    """The bands' words (pages and sections) and the names of lists (a table's heading)."""
    form = form_for(system_id)
    lists = {e.label for p in form.pages for s in p.sections for e in s.elements
             if e.kind in ("table", "inventory")}
    return {t for p in form.pages for t in (p.title, *(s.title for s in p.sections))} | lists - {""}


def _stranded(pdf: Path, system_id: str) -> list[str]:
    """Headings (a band's words, all titles of the form) that are the last text of a page
    and sit near its foot."""
    titles = _titles(system_id)
    found = []
    for number in range(1, len(PdfReader(pdf).pages) + 1):
        page = ["-f", str(number), "-l", str(number)]
        lines = [line.strip() for line in subprocess.run(
            ["pdftotext", *page, "-layout", str(pdf), "-"], capture_output=True, text=True,
            check=True).stdout.splitlines() if line.strip() and "Page " not in line]
        if not lines or not all(p.strip() in titles for p in lines[-1].split("·")):
            continue
        boxes = subprocess.run(["pdftotext", *page, "-bbox", str(pdf), "-"],
                               capture_output=True, text=True, check=True).stdout
        height = float(re.search(r'<page width="[\d.]+" height="([\d.]+)"', boxes)[1])
        last_word = lines[-1].split()[-1]
        bottoms = [float(y) for y, w in re.findall(r'yMax="([\d.]+)">([^<]*)<', boxes)
                   if w == last_word]
        if bottoms and max(bottoms) > height - 110 and not ink_below(
                pdf, number, height - max(bottoms), 40):  # lines to write on, blank rows
            found.append(f"page {number}: {lines[-1]}")
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_heading_ends_a_page_alone(tmp_path, paper):
    """Neither a band ("Advancement · Level and XP") nor a list's name ("Armour")."""
    stranded = []
    for path in SAMPLES:
        c = api.load(path).character
        out = export_pdf(c, tmp_path / f"{path.stem}.pdf", paper=paper, odds=True)
        stranded += [f"{path.stem}: {s}" for s in _stranded(out, c.system)]
    for system in all_systems():
        out = export_blank(system.id, tmp_path / f"blank-{system.id}.pdf", paper=paper)
        stranded += [f"blank {system.id}: {s}" for s in _stranded(out, system.id)]
    assert stranded == []


def test_the_party_roster_lists_each_key_number_with_its_label(tmp_path):
    party = api.load_campaign("resources/samples/the-lantern-company.skparty")
    characters = [slot.character for slot in party.members if slot.character is not None]
    out = export_pdf(characters, tmp_path / "book.pdf", title="The Lantern Company")
    roster = PdfReader(out).pages[0].extract_text()
    brannoc = next(c for c in characters if c.name == "Brannoc Tarl")
    hp = brannoc.hit_points
    assert "Hit points" in roster and f"{hp.current} of {hp.maximum}" in roster
    assert "Experience bonus" not in roster  # a derived figure is not a key number
    source = Source.of(brannoc)
    assert source.form.system == "brp"


def test_a_number_that_means_none_prints_as_a_blank_to_pencil(tmp_path):
    """GRIMWIRE's shielding 0 (no shield) and instability die 0 (stable) print blank, as an
    empty number does; a weapon's own numbers still print."""
    rivet = _sample("grimwire-rivet-9")
    system = get_system("grimwire")
    sheet = read_sheet(form_for("grimwire"), rivet, system.rules, system.name)
    weapons = next(b for p in sheet.pages for s in p.sections for b in (x.block for x in s.blocks)
                   if isinstance(b, Rows) and b.label == "Weapons")
    heads = [c.label for c in weapons.columns]
    shield, unstable = heads.index("Shield"), heads.index("Unstable die")
    rows = {row[0].value: row for row in weapons.rows if row[0].value}
    assert [w.shielding for w in rivet.weapons] == [0, 0]
    assert rows["Wrench"][shield].value == rows["Wrench"][unstable].value == ""
    assert rows["Rivet gun"][unstable].value == "20"
    out = export_pdf(rivet, tmp_path / "rivet.pdf")
    layout = subprocess.run(["pdftotext", "-layout", str(out), "-"], capture_output=True,
                            text=True, check=True).stdout
    assert re.search(r"Wrench\s+light\s+d4\s+blunt\s*$", layout, re.M)
