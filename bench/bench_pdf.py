"""PDF: one character sheet against a minimal ReportLab document carrying the same text in
the same fonts (a Latin-only sheet, and one whose names and notes need the fallback fonts:
Chinese, Arabic, Hindi, emoji); a 100-member party book."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character

SCRIPTS = {
    "name": "李小龙 عائشة अर्जुन 🐉",
    "player": "김민준",
    "notes": "在雾中的道路上绘制地图。\n\nترسم خرائط طرق الضباب.\n\n"
             "कोहरे की सड़कों का नक्शा बनाता है। 🐉",
}


def _marked(line: str) -> str:
    """The line in the fonts that print it (the floor needs the same fonts, unshaped)."""
    from xml.sax.saxutils import escape

    from sheetkeeper.export.fonts import runs, simple

    if simple(line):
        return escape(line)
    return "".join(f'<font face="{r.font}">{escape(r.text)}</font>' for r in runs(line)[0])


def _floor(path: Path, lines: list[str]) -> None:
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.platypus import Paragraph, SimpleDocTemplate

    from sheetkeeper.paths import fonts_dir

    if "FloorSans" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("FloorSans", str(fonts_dir() / "DejaVuSans.ttf")))
        pdfmetrics.registerFont(TTFont("FloorSans-Bold", str(fonts_dir() / "DejaVuSans-Bold.ttf")))
    style = ParagraphStyle("floor", fontName="FloorSans", fontSize=9, leading=11)
    doc = SimpleDocTemplate(str(path), pagesize=A4)
    doc.build([Paragraph(_marked(line), style) for line in lines])


def run(repeats: int = 7) -> dict:
    from pypdf import PdfReader

    from sheetkeeper.export.pdf import export_pdf

    out: dict = {}
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        for fallback in (False, True):
            ratios = {}
            for system in all_systems():
                character = load_character(system.samples[0]).character
                if fallback:
                    character = character.model_copy(update={
                        k: v for k, v in SCRIPTS.items() if k in type(character).model_fields})
                sheet = folder / f"{system.id}.pdf"
                export_pdf([character], sheet)  # warm fonts and imports for both
                text = "\n".join(p.extract_text() or "" for p in PdfReader(str(sheet)).pages)
                lines = [line for line in text.splitlines() if line.strip()]
                _floor(folder / "floor.pdf", lines)
                ours, floor = [], []
                for _ in range(repeats):  # CPU time: other work on the machine does not count
                    t = time.process_time()
                    export_pdf([character], sheet)
                    ours.append(time.process_time() - t)
                    t = time.process_time()
                    _floor(folder / "floor.pdf", lines)
                    floor.append(time.process_time() - t)
                ratios[system.id] = sorted(ours)[repeats // 2] / sorted(floor)[repeats // 2]
                key = f"{system.id}_fallback_sheet_ms" if fallback else f"{system.id}_sheet_ms"
                out[key] = round(sorted(ours)[repeats // 2] * 1000, 1)
            key = "fallback_sheet_ratio_worst" if fallback else "sheet_ratio_worst"
            out[key] = round(max(ratios.values()), 2)
        members = []
        systems = all_systems()
        for i in range(100):
            system = systems[i % len(systems)]
            members.append(load_character(system.samples[i % len(system.samples)]).character)
        progress = []
        t = time.perf_counter()
        export_pdf(members, folder / "book.pdf", progress=lambda done, total: progress.append(done))
        out["party_book_100_s"] = round(time.perf_counter() - t, 2)
        out["party_book_progress_reports"] = len(progress)
        # on Letter with the odds some members run on to a third page: each is tried alone at
        # a smaller scale and the book is laid out a second time (no goal of its own)
        t = time.perf_counter()
        export_pdf(members, folder / "book-letter.pdf", paper="letter", odds=True)
        out["party_book_100_letter_odds_s"] = round(time.perf_counter() - t, 2)
    out["goals"] = {"sheet_ratio_worst": 2.5, "fallback_sheet_ratio_worst": 3.0,
                    "party_book_100_s": 10}
    return out
