"""Reading exported PDFs back: text per page, form fields and their values."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader


def text_of(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def fields_of(path: Path) -> dict[str, str]:
    fields = PdfReader(path).get_fields() or {}
    return {name: str(f.get("/V", "")) for name, f in fields.items()}


BIDI_MARKS = dict.fromkeys(map(ord, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e"))


def pdftotext_of(path: Path) -> str:
    """The text poppler's pdftotext reads (it honours /ActualText), bidi marks removed."""
    import shutil
    import subprocess

    import pytest

    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext is not installed (poppler-utils; make test installs it)")
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True,
                         text=True, check=True).stdout
    return out.translate(BIDI_MARKS)


def fill_as_viewer(path: Path, values: dict[str, str], out: Path) -> Path:
    """Write field values into a PDF as a PDF viewer does when a player fills it in:
    each field's /V set (checkboxes to /Yes or /Off), the file saved again."""
    from pypdf import PdfWriter
    from pypdf.generic import NameObject, TextStringObject

    writer = PdfWriter(clone_from=PdfReader(path))
    for page in writer.pages:
        for annot in page.get("/Annots", []):
            annot = annot.get_object()
            name = annot.get("/T")
            if name not in values:
                continue
            value = values[name]
            if annot.get("/FT") == "/Btn":
                state = NameObject("/Yes" if value == "Yes" else "/Off")
                annot[NameObject("/V")] = state
                annot[NameObject("/AS")] = state
            else:
                annot[NameObject("/V")] = TextStringObject(value)
    with out.open("wb") as handle:
        writer.write(handle)
    return out


def words_of(path: Path) -> list[list[tuple[float, float, float, float, str]]]:
    """Per page, each word poppler reads with its box (x0, y0, x1, y1, text)."""
    import html
    import re
    import shutil
    import subprocess

    import pytest

    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext is not installed (poppler-utils; make test installs it)")
    out = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True,
                         text=True, check=True).stdout
    word = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" '
                      r'yMax="([\d.]+)">(.*?)</word>')
    return [[(float(a), float(b), float(c), float(d), html.unescape(t))
             for a, b, c, d, t in word.findall(page)] for page in out.split("<page ")[1:]]


def overlapping_words(path: Path, slack: float = 0.5) -> list[tuple[int, str, str]]:
    """Pairs of words of one line whose boxes overlap (by more than ``slack`` points
    across, and over half the smaller one's height): text printed over text. For a printed
    sheet (a fillable sheet repeats each value as its field's own appearance)."""
    found = []
    for n, page in enumerate(words_of(path), 1):
        page = sorted(page)
        for i, a in enumerate(page):
            for b in page[i + 1:]:
                if b[0] >= a[2] - slack:
                    break
                across = min(a[2], b[2]) - max(a[0], b[0])
                down = min(a[3], b[3]) - max(a[1], b[1])
                if across > slack and down > 0.5 * min(a[3] - a[1], b[3] - b[1]):
                    found.append((n, a[4], b[4]))
    return found


def ink_below(path: Path, page: int, y: float, foot: float) -> bool:
    """Whether anything is drawn on page ``page`` (from 1) between height ``y`` and height
    ``foot`` (in points from the foot of the page), inside the margins: a list's rows, lines
    to write on, boxes. Read from the page rendered by poppler's pdftoppm, in grey."""
    import shutil
    import subprocess

    import pytest

    if not shutil.which("pdftoppm"):
        pytest.skip("pdftoppm is not installed (poppler-utils; make test installs it)")
    grey = subprocess.run(["pdftoppm", "-gray", "-r", "72", "-f", str(page), "-l", str(page),
                           str(path)], capture_output=True, check=True).stdout
    _, size, _, pixels = grey.split(b"\n", 3)
    width, height = map(int, size.split())
    top, bottom = int(height - y + 4), int(height - foot)
    return any(min(pixels[r * width + 40: r * width + width - 40]) < 200 for r in range(top, bottom))
