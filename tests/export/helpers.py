"""Reading exported PDFs back: text per page, form fields and their values."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader


def text_of(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def fields_of(path: Path) -> dict[str, str]:
    fields = PdfReader(path).get_fields() or {}
    return {name: str(f.get("/V", "")) for name, f in fields.items()}
