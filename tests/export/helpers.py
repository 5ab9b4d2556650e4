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
