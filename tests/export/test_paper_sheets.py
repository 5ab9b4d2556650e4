"""Paper a player would choose, read back from the PDFs: Game Rules Lite's gear marked heavy
or light on every row, a skill's odds on its own line, a blank sheet listing the game's
skills, labels that fit, and blank rows and headings that never end or begin a page alone.

Every sample and blank sheet is built once for the module and read by every test."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from helpers import fill_as_viewer, ink_below, words_of
from pypdf import PdfReader

from sheetkeeper import api
from sheetkeeper.export.filled import read_filled
from sheetkeeper.export.flat import BLANK_ROWS, Column, Placed, Rows, SectionData, Stack, Written
from sheetkeeper.export.keep import WithNext
from sheetkeeper.export.layout import section
from sheetkeeper.export.merge import apply_plan, plan_import
from sheetkeeper.export.pdf import Source, export_blank, export_pdf
from sheetkeeper.export.reading import read_sheet
from sheetkeeper.export.tables import rows
from sheetkeeper.systems.lite.model import LiteItem
from sheetkeeper.translate import translate

SAMPLES = sorted(Path("resources/samples").glob("*.skchar"))
SYSTEMS = ("rainworld", "lite", "renaissance", "grimwire", "brp")


@pytest.fixture(scope="module")
def papers(tmp_path_factory) -> dict[str, Path]:
    """Every sample printed with its odds, and every game's printed blank sheet."""
    folder = tmp_path_factory.mktemp("papers")
    out = {}
    for path in SAMPLES:
        out[path.stem] = export_pdf(api.load(path).character, folder / f"{path.stem}.pdf", odds=True)
    for system in SYSTEMS:
        out[f"blank-{system}"] = export_blank(system, folder / f"blank-{system}.pdf", fillable=False)
    return out


def _bold_words(path: Path) -> list[str]:
    """The words drawn in a bold font, page by page."""
    found: list[str] = []

    def visit(text, cm, tm, font, size):  # noqa: ANN001, ARG001
        if font is not None and "Bold" in str(font.get("/BaseFont", "")):
            found.extend(text.split())

    for page in PdfReader(path).pages:
        page.extract_text(visitor_text=visit)
    return found


def _rows_of(page: list) -> dict[int, list[str]]:
    """A numbered list's rows on a page: by row number (small print at the left margin),
    the words on its line."""
    numbers = [w for w in page if re.fullmatch(r"\d+", w[4]) and w[0] < 60 and w[3] - w[1] < 8]
    rows = {}
    for w in numbers:
        rows[int(w[4])] = [v[4] for v in sorted(page)
                           if abs((v[1] + v[3]) / 2 - (w[1] + w[3]) / 2) < 3 and v is not w]
    return rows


def test_lite_gear_is_marked_heavy_or_light_on_every_row_blank_ones_too(papers, tmp_path):
    """[001 "An item designated as heavy counts as two regular items, and takes up two rows
    on your character sheet. ... there are items that are light – they count as half of a
    regular item, and you can list two of them on the same row on your sheet."]: every gear
    row has a box for heavy and one for light, the item's own ticked (its word in bold), a
    regular item's none; tiny things and ammunition keep their word."""
    blank = words_of(papers["blank-lite"])[0]
    rows = _rows_of(blank)
    assert sorted(rows) == list(range(1, 11))
    assert all(words[:2] == ["heavy", "light"] for words in rows.values())
    assert not {"heavy", "light"} & set(_bold_words(papers["blank-lite"]))

    kay = api.load("resources/samples/lite-kay.skchar").character
    kay.inventory.append(LiteItem(name="Tent", size="heavy"))
    printed = export_pdf(kay, tmp_path / "kay.pdf")
    rows = _rows_of(words_of(printed)[0])
    by_item = {words[0]: words for words in rows.values() if words and words[0][0].isupper()}
    assert by_item["Tent"][1:3] == ["heavy", "light"]
    assert by_item["Knife"][1:3] == ["heavy", "light"]
    assert by_item["Bow"][1:3] == ["heavy", "light"]  # a regular item: neither ticked
    assert by_item["Lucky"][2] == "tiny" and "heavy" not in by_item["Lucky"]
    assert by_item["Arrows"][1] == "ammunition"
    blanks = [n for n, words in rows.items() if not words or not words[0][0].isupper()]
    assert blanks and all(rows[n][:2] == ["heavy", "light"] for n in blanks)
    bold = _bold_words(printed)
    knives = sum(1 for item in kay.inventory if item.size == "light")
    assert bold.count("light") == knives and bold.count("heavy") == 1


def test_a_fillable_lite_sheet_has_heavy_and_light_boxes_read_back(tmp_path):
    """[001 "An item designated as heavy counts as two regular items"], [001 "there are
    items that are light"]: the fillable sheet's gear rows have a checkbox for heavy and
    one for light, as the printed sheet's boxes; ticked at the table they come back as the
    item's size (neither ticked: a regular item), a spare row's tick with its new item; both
    ticked is refused in words. Tiny things and ammunition keep their word to type."""
    kay = api.load("resources/samples/lite-kay.skchar").character
    sheet = export_pdf(kay, tmp_path / "kay.pdf", fillable=True)
    fields = PdfReader(sheet).get_fields()
    row = {item.name: i for i, item in enumerate(kay.inventory)}
    for name, heavy, light in (("Bow", "/Off", "/Off"), ("Knife", "/Off", "/Yes")):
        assert fields[f"inventory_{row[name]}_size_heavy"].get("/V") == heavy
        assert fields[f"inventory_{row[name]}_size_light"].get("/V") == light
        assert f"inventory_{row[name]}_size" not in fields
    spare = len(kay.inventory)
    assert f"inventory_{spare}_size_heavy" in fields
    assert fields[f"inventory_{row['Lucky coin']}_size"].get("/V") == "tiny"
    assert f"inventory_{row['Lucky coin']}_size_heavy" not in fields

    filled = fill_as_viewer(sheet, {
        f"inventory_{row['Bow']}_size_heavy": "Yes",
        f"inventory_{row['Knife']}_size_light": "Off",
        f"inventory_{spare}_name": "Tent", f"inventory_{spare}_size_heavy": "Yes",
    }, tmp_path / "filled.pdf")
    src = Source.of(kay)
    plan = plan_import(kay, src.rules, src.form, src.system, read_filled(filled))
    assert plan.refused == []
    after = apply_plan(kay, src.rules, plan).character
    sizes = {item.name: item.size for item in after.inventory}
    assert (sizes["Bow"], sizes["Knife"], sizes["Tent"]) == ("heavy", "regular", "heavy")

    both = fill_as_viewer(sheet, {f"inventory_{row['Knife']}_size_heavy": "Yes"},
                          tmp_path / "both.pdf")
    plan = plan_import(kay, src.rules, src.form, src.system, read_filled(both))
    assert plan.refused == [f"Inventory rows row {row['Knife'] + 1} size: heavy and light are "
                            "both ticked; tick one, or none for regular"]


def _rows_with_odds(character) -> list[tuple[str, str]]:
    """Each row the sheet prints with its check's odds: its label and its odds."""
    src = Source.of(character)
    sheet = read_sheet(src.form, character, src.rules, src.system, odds=True)
    odds = translate("PaperSheet", "Odds")
    found = []
    for page in sheet.pages:
        for part in page.sections:
            for placed in part.blocks:
                inner = placed.block.blocks if isinstance(placed.block, Stack) else (placed.block,)
                found += [(row[0].value, row[-1].value) for b in inner
                          if isinstance(b, Rows) and b.columns and b.columns[-1].label == odds
                          for row in b.rows if row[-1].value]
    return found


@pytest.mark.parametrize("sample", [p.stem for p in SAMPLES])
def test_a_check_and_its_odds_stay_on_one_line(papers, sample):
    """A list of checks set in two halves wrapped each row's odds ("21% · Exceptional or
    critical" over "2%"): halves are used only where no rating or odds wraps that would not
    wrap at the whole width, and a check's label, rating and odds read on one line."""
    character = api.load(f"resources/samples/{sample}.skchar").character
    checks = _rows_with_odds(character)
    assert checks
    text = subprocess.run(["pdftotext", "-layout", str(papers[sample]), "-"],
                          capture_output=True, text=True, check=True).stdout
    lines = [" ".join(line.split()) for line in text.splitlines()]
    wrapped = [(label, odds) for label, odds in checks
               if not any(label in line and " ".join(odds.split()) in line for line in lines)]
    assert wrapped == []


@pytest.mark.parametrize("sample", ["grimwire-cyrus", "grimwire-rivet-9"])
def test_grimwire_attribute_labels_keep_one_line_with_their_odds(papers, sample):
    """"TOUGHNESS (TOG) 60%" wrapped in its box's label when the odds were printed: the
    chance goes in the box's corner, and each label reads on one line. [003 "roll a d20 and
    add the relevant attribute"]: each attribute's chance is still printed."""
    character = api.load(f"resources/samples/{sample}.skchar").character
    page = words_of(papers[sample])[0]
    for label in ("TOUGHNESS (TOG)", "AGILITY (AGL)", "COORDINATION (COR)", "MIND (MND)",
                  "PERCEPTION (PER)", "RESONANCE (RSN)"):
        first, second = label.split()
        word = next(w for w in page if w[4] == first)
        after = next(w for w in page if w[4] == second)
        assert abs(after[1] - word[1]) < 1 and after[0] > word[2], label
        chance = api.odds(character, f"attr:{second[1:-1]}").success
        below = [w[4] for w in page if word[0] <= w[0] < word[0] + 100 and 0 < w[1] - word[1] < 25]
        assert f"{round(chance * 100)}%" in below, label


@pytest.mark.parametrize("fillable", [False, True])
def test_a_renaissance_aptitudes_label_keeps_one_line(tmp_path, fillable):
    """"COO (COORDINATION)" wrapped over two lines in a seventh of the page: a label a
    little wider than its box is set a little smaller (four fifths of its size at least) and
    reads on one line, beside the others' labels."""
    alice = api.load("resources/samples/renaissance-alice.skchar").character
    page = words_of(export_pdf(alice, tmp_path / "alice.pdf", fillable=fillable))[0]
    coo = next(w for w in page if w[4] == "COO")
    whole = next(w for w in page if w[4] == "(COORDINATION)")
    som = next(w for w in page if w[4] == "SOM")
    assert abs(whole[1] - coo[1]) < 1 and whole[0] > coo[2]
    assert abs(som[3] - coo[3]) < 2  # on the line of the other labels
    assert (coo[3] - coo[1]) >= 0.8 * (som[3] - som[1])


def _pages_of(path: Path) -> dict[str, list[int]]:
    """Each word's pages (from 0), as often as it is printed."""
    found: dict[str, list[int]] = {}
    for n, page in enumerate(words_of(path)):
        for w in page:
            found.setdefault(w[4], []).append(n)
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_lists_side_by_side_on_a_long_grimwire_sheet_split_between_their_rows(tmp_path, paper):
    """GRIMWIRE's affinities beside its status effects, and its purse beside its gear, each
    long enough to run on to the next page: each pair breaks between rows, every row printed
    once, whole on one page (its first and last words together), in order."""
    from sheetkeeper.core.purse import Coins
    from sheetkeeper.systems.grimwire.model import Affinity, Item, StatusEffect, Weapon
    from sheetkeeper.systems.grimwire.tables import DAMAGE_TYPES

    cyrus = api.load("resources/samples/grimwire-cyrus.skchar").character
    cyrus.weapons += [Weapon(name=f"Spear{i}") for i in range(16)]
    cyrus.affinities = [Affinity(damage_type=kind, affinity="resistant") for kind in DAMAGE_TYPES]
    cyrus.status_effects = [StatusEffect(name=f"Effect{i}", notes=f"First{i} lasts until the "
                                         f"scene ends and the wound is bandaged Last{i}")
                            for i in range(22)]
    cyrus.gear += [Item(name=f"Thing{i}", notes=f"First{i + 100} wrapped in cloth and tied "
                        f"with string Last{i + 100}") for i in range(30)]
    cyrus.purse = [Coins(kind=f"Coin{k}", amount=k + 1) for k in range(12)]
    path = export_pdf(cyrus, tmp_path / "cyrus.pdf", paper=paper)
    pages = _pages_of(path)
    for word, shift, count in (("Effect", 0, 22), ("Thing", 100, 30)):
        where = [pages.get(f"{word}{i}", []) for i in range(count)]
        assert all(len(w) == 1 for w in where), word
        assert [w[0] for w in where] == sorted(w[0] for w in where), word  # in order
        assert all(pages[f"First{i + shift}"] == pages[f"Last{i + shift}"] == where[i]
                   for i in range(count)), word
    assert len({pages[f"Effect{i}"][0] for i in range(22)}) == 2  # the pair runs on
    assert all(len(pages.get(f"Coin{k}", [])) == 1 for k in range(12))
    assert all(len(pages.get(kind, [])) >= 1 for kind in DAMAGE_TYPES)


def test_a_list_in_halves_going_on_with_one_row_heads_it_once(tmp_path):
    """Alice's single-aptitude checks, in two halves, went on to page 2 with one row: the
    second half printed its headings over nothing. A single row goes on under one heading."""
    alice = api.load("resources/samples/renaissance-alice.skchar").character
    pages = _pages_of(export_pdf(alice, tmp_path / "alice.pdf"))
    assert pages["DUR"][-1] == 1  # the row that goes on
    assert pages["Single"].count(1) == 1


def test_a_ladders_boxes_do_not_touch(papers):
    """GRIMWIRE's burnout rungs were boxes one on another, 1.4 points apart: each box stands
    apart from the next (2 points of paper at least between their edges)."""
    from sheetkeeper.export import styles as st

    page = words_of(papers["grimwire-rivet-9"])[0]
    head = next(w for w in page if w[4] == "Burnout"  # the ladder's name, not the state's
                and any(v[4] == "No" and 0 < v[1] - w[1] < 20 for v in page))
    numbers = [next(w for w in page if w[4] == str(n) and head[1] < w[1] < head[1] + 150
                    and abs(w[0] - head[0] - st.BOX - 6) < 3) for n in range(5)]
    grey = subprocess.run(["pdftoppm", "-gray", "-r", "144", "-f", "1", "-l", "1",
                           str(papers["grimwire-rivet-9"])], capture_output=True, check=True).stdout
    _, size, _, pixels = grey.split(b"\n", 3)
    width = int(size.split()[0])
    x = round((numbers[0][0] - 6 - st.BOX) * 2)  # the boxes' left edges, at 144 dpi
    column = [min(pixels[y * width + x - 1: y * width + x + 2]) < 160
              for y in range(round(numbers[0][1] * 2) - 6, round(numbers[-1][1] * 2) + 30)]
    runs, gaps, inked, white = 0, [], False, 0
    for dark in column:
        if dark and not inked:
            runs += 1
            if runs > 1:
                gaps.append(white)
        white = 0 if dark else white + 1
        inked = dark
    assert runs == 5 and min(gaps) >= 4, (runs, gaps)


def _layout(path: Path) -> list[str]:
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                          text=True, check=True).stdout
    return [" ".join(line.split()) for line in text.splitlines()]


def test_a_blank_brp_sheet_has_a_page_of_skill_rows_to_fill_by_hand(tmp_path):
    """The excerpt prints no skill list ("the gamemaster picks the skill list for the
    setting"; the starter library is empty): the blank sheet leaves eighteen rows, each with
    its experience box, the base chance blank to write in from the rulebook."""
    fields = PdfReader(export_blank("brp", tmp_path / "brp.pdf")).get_fields()
    rows = [i for i in range(100) if f"skills_{i}_experience_check" in fields]
    assert len(rows) == 18 > BLANK_ROWS
    assert all(fields[f"skills_{i}_base"].get("/V", "") == "" for i in rows)
    assert len(PdfReader(tmp_path / "brp.pdf").pages) == 2


def test_a_blank_renaissance_sheet_lists_the_skills_the_excerpt_names(papers, tmp_path):
    """[002 "your Coordination (the linked aptitude for Stealth) is 20"], [002 "30 Somatics
    and 30 ranks in Athletics"]: the blank sheet lists each skill the excerpt names with its
    kind, the two linked aptitudes it prints, and rows to write more in (those the page
    has room for under the list)."""
    from sheetkeeper.systems.renaissance.catalogue import SKILLS as NAMED

    lines = _layout(papers["blank-renaissance"])
    for skill in NAMED:
        line = next(line for line in lines if line.startswith(f"{skill.name} {skill.kind}"))
        assert (skill.aptitude or "") in line
        assert line.split()[-1] == (skill.aptitude or skill.kind)  # nothing else filled in
    fillable = export_blank("renaissance", tmp_path / "blank.pdf")
    fields = PdfReader(fillable).get_fields()
    assert "skills_8_name" not in fields and fields["skills_8_ranks"].get("/V", "") == ""
    assert "skills_0_aptitude" not in fields and "skills_1_aptitude" in fields  # SOM; to choose
    spare = [f"skills_{i}_name" for i in range(len(NAMED), len(NAMED) + BLANK_ROWS)]
    written_in = [name for name in spare if name in fields]  # as many as fit under the list
    assert len(written_in) >= 2 and all(fields[n].get("/V", "") == "" for n in written_in)
    assert all(f"{skill.name} {skill.kind}" in " ".join(_layout(fillable)) for skill in NAMED)


def test_every_blank_sheet_names_the_skills_its_game_prints(papers):
    """A player fills a blank sheet by hand: Rainworld's skills [000] and Game Rules Lite's
    twelve skills under their attributes are printed, the values left blank."""
    from sheetkeeper.systems.rainworld.library import LIBRARY

    rainworld = " ".join(_layout(papers["blank-rainworld"]))
    skills = next(e for e in LIBRARY if e.path == "skills").starter
    assert all(row["name"] in rainworld for row in skills)
    lite = " ".join(_layout(papers["blank-lite"]))
    for skill in ("ENDURE", "FIGHT", "ATHLETICS", "ACROBATICS", "STEALTH", "SHOOT", "COMPREHEND",
                  "LORE", "NOTICE", "SENSE", "MANIPULATE", "COOLNESS"):
        assert skill in lite


def _lines(path: Path) -> list[list[tuple[float, list[tuple[bool, float, str]]]]]:
    """Per page, its lines of text from the top: the baseline's height and each piece drawn
    there (bold or not, its size, its text); the footer left out."""
    pages = []
    for page in PdfReader(path).pages:
        found: list[tuple[float, bool, float, str]] = []

        def visit(text, cm, tm, font, size, found=found):  # noqa: ANN001
            if text.strip() and font is not None:
                found.append((tm[5] * cm[3] + cm[5], "Bold" in str(font.get("/BaseFont", "")),
                              size * abs(tm[3] * cm[3] or 1), text.strip()))

        page.extract_text(visitor_text=visit)
        lines: list[tuple[float, list]] = []
        for y, bold, size, text in sorted(found, key=lambda f: -f[0]):
            if y < FOOTER:
                continue
            if lines and lines[-1][0] - y < 3:
                lines[-1][1].append((bold, size, text))
            else:
                lines.append((y, [(bold, size, text)]))
        pages.append(lines)
    return pages


FOOTER = 40.0
"""Above the footer's rule, in points from the foot of the page."""


def _heading(pieces: list) -> bool:
    """A band, a list's name or its columns' headings: bold, and smaller than a value."""
    return all(bold and size <= 11.5 for bold, size, _ in pieces)


def _pages_end_and_begin_well(path: Path, blank: bool) -> list[str]:
    found = []
    pages = _lines(path)
    for n, lines in enumerate(pages, 1):
        if not lines:
            found.append(f"page {n} has nothing on it")
            continue
        y, last = lines[-1]
        if _heading(last) and not ink_below(path, n, y, FOOTER):
            found.append(f"page {n} ends with {' '.join(t for *_, t in last)!r}")
        if n == 1 or blank:
            continue  # a blank sheet's lists are all rows to write in
        heads = 0
        while heads < len(lines) and _heading(lines[heads][1]):
            heads += 1
        if 0 < heads < len(lines) and lines[heads - 1][0] - lines[heads][0] > 16:
            found.append(f"page {n} begins with rows to write in under "
                         f"{' '.join(t for *_, t in lines[heads - 1][1])!r}")
    return found


def test_no_heading_ends_a_page_in_any_sample_or_blank_sheet(papers):
    """Issue #34: "no heading ends a page alone" (Game Rules Lite's "PC relationships" and
    "NPC relationships" were left at the foot of Kay's first page, their lists on the next),
    and a list's blank rows do not begin a page alone."""
    found = {stem: _pages_end_and_begin_well(path, stem.startswith("blank-"))
             for stem, path in papers.items()}
    assert {stem: f for stem, f in found.items() if f} == {}


@pytest.mark.parametrize(("system", "height"), [("brp", 600), ("brp", 700), ("grimwire", 600),
                                              ("grimwire", 605), ("lite", 600)])
def test_a_blank_sheet_breaks_well_on_any_page_height(tmp_path, monkeypatch, system, height):
    """Wherever a page ends on a blank sheet (a page a little shorter than A4's): a stack's
    name ("Learning hours") is never left at a page's foot, and no page holds nothing (lines
    to write on, or the space after a list, left over for a page of their own)."""
    from sheetkeeper.export import styles as st

    monkeypatch.setitem(st.PAPERS, "short", (st.PAPERS["a4"][0], float(height)))
    path = export_blank(system, tmp_path / "blank.pdf", paper="short", fillable=False)
    assert _pages_end_and_begin_well(path, blank=True) == []


def test_a_row_closing_a_list_goes_on_with_its_last_named_row(papers):
    """A blank Renaissance sheet's "Common knowledge" box (it closes the skills) began page 2
    alone, the list's rows to write in having been left out at page 1's foot: the list's
    last named skill goes on with it."""
    pages = _pages_of(papers["blank-renaissance"])
    assert pages["KNOWLEDGE"][-1] == pages["Programming"][0]


def test_a_list_of_blank_rows_only_keeps_two_rows_under_its_headings():
    """A blank sheet's Armour list began at a page's foot with its headings alone: a list
    of blank rows only splits with two rows at least under its headings, else it goes on
    whole with its name."""
    armour = _list("Armour", 0, blank=4)
    kept = rows(armour, 500, False)[0]
    table = kept.body[0]
    head_h = sum(f.wrap(500, 1000)[1] for f in kept.head)
    table.wrap(500, 1000)
    heading_h, row_h = table._rowHeights[0], table._rowHeights[1]  # noqa: SLF001
    assert kept.split(500, head_h + heading_h + row_h + 1) == []
    first, _ = kept.split(500, head_h + heading_h + 2 * row_h + 1)
    assert len(first.content[-1]._cellvalues) == 1 + 2  # noqa: SLF001


@pytest.mark.parametrize("more", range(0, 14))
def test_lists_and_their_headings_break_across_pages_as_paper_should(tmp_path, more):
    """Kay with more and more gear and talents: wherever the page ends, no list's name is
    left at its foot and a list's two rows to write in are never all that begins the next
    page (those that do not fit are left out)."""
    from sheetkeeper.systems.lite.model import Talent

    kay = api.load("resources/samples/lite-kay.skchar").character
    kay.inventory.extend(LiteItem(name=f"Thing {i}", size="tiny") for i in range(more))
    kay.talents.extend(Talent(name=f"Talent {i}", notes="Written in at the table.")
                       for i in range(2 * more))
    path = export_pdf(kay, tmp_path / "kay.pdf")
    assert _pages_end_and_begin_well(path, blank=False) == []


def _list(label: str, filled: int, blank: int = 2) -> Rows:
    columns = (Column("Talent", 2), Column("Notes", 3))
    rows = [(Written("", f"Talent {i}"), Written("", "Written in at the table."))
            for i in range(filled)]
    return Rows(label, columns, tuple([*rows, *[(Written("", ""), Written("", ""))] * blank]))


def test_two_lists_names_side_by_side_go_on_with_their_lists():
    """Kay's first page ended with "PC relationships" and "NPC relationships", their lists
    on the next page: a row of elements whose part on this page holds only their names is
    nothing to begin a section with, so the section's band and the names go on too."""
    data = SectionData("Relationships", 2, (Placed(_list("PC relationships", 2)),
                                             Placed(_list("NPC relationships", 2))))
    kept = next(f for f in section(data, 500, 700, False) if isinstance(f, WithNext))
    band_h = sum(f.wrap(500, 700)[1] for f in kept.head)
    assert kept.split(500, band_h + 14) == []  # room for the names only
    parts = kept.split(500, band_h + 60)  # room for a first row or two: it begins here
    assert parts and parts[-1] is not kept


def _texts(table) -> str:  # noqa: ANN001
    return " ".join(f.getPlainText() for row in table._cellvalues[1:]  # noqa: SLF001
                    for cell in row for f in cell if hasattr(f, "getPlainText"))


def test_a_lists_blank_rows_left_over_at_a_pages_foot_are_cut():
    """Blank rows after a list's last row that do not fit on its page are left out rather
    than begin the next page alone; a list whose own rows go on keeps its blank rows."""
    built = rows(_list("Talents", 3), 500, False)[0]
    table = built.body[0]
    whole = table.wrap(500, 1000)[1]
    row_h = table._rowHeights[1]  # noqa: SLF001
    first, rest = table.split(500, whole - row_h)  # the last blank row does not fit
    assert len(first._cellvalues) == 1 + 3 + 1 and rest.wrap(500, 1000)[1] == 0  # noqa: SLF001
    first, rest = table.split(500, whole - 2.5 * row_h)  # the third talent goes on
    assert "Talent 2" in _texts(rest)
    assert len(rest._cellvalues) == 1 + 1 + 2 and "Talent 2" not in _texts(first)  # noqa: SLF001


def test_notes_end_with_lines_to_write_on(papers):
    """A sheet's notes are ruled lines to write on: under what is written too."""
    pages = _lines(papers["lite-kay"])
    n, y = next((n, y) for n, lines in enumerate(pages, 1) for y, pieces in lines
                if any(text.startswith("Spotted Ghouls") for *_, text in pieces))
    assert ink_below(papers["lite-kay"], n, y, y - 60)
    assert not ink_below(papers["lite-kay"], n, y - 60, FOOTER)  # nothing else after them


def test_a_renaissance_portrait_heads_the_sheet_and_notes_take_the_width(papers):
    """As on a published sheet and every other game's: the portrait beside the name at the
    top, not beside the notes at the end (which took a third of the page's width)."""
    first, *_, last = words_of(papers["renaissance-alice"])
    portrait = next(w for w in first if w[4] == "Portrait")
    aptitudes = next(w for w in first if w[4] == "Aptitudes")
    assert portrait[3] < aptitudes[1]  # above the band that follows Identity
    chasing = next(w for w in last if w[4] == "Chasing")
    assert chasing[0] < 60 and "Portrait" not in {w[4] for w in last}
