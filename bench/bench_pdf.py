"""PDF: one character sheet against a minimal ReportLab document carrying the same text in
the same fonts; a 100-member party book."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character


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
    doc.build([Paragraph(line, style) for line in lines])


def run(repeats: int = 7) -> dict:
    from pypdf import PdfReader

    from sheetkeeper.export.pdf import export_pdf

    out: dict = {}
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        ratios = {}
        for system in all_systems():
            character = load_character(system.samples[0]).character
            sheet = folder / f"{system.id}.pdf"
            export_pdf([character], sheet)  # warm fonts and imports for both
            text = "\n".join(p.extract_text() or "" for p in PdfReader(str(sheet)).pages)
            lines = [line for line in text.splitlines() if line.strip()]
            _floor(folder / "floor.pdf", lines)
            ours, floor = [], []
            for _ in range(repeats):
                t = time.perf_counter()
                export_pdf([character], sheet)
                ours.append(time.perf_counter() - t)
                t = time.perf_counter()
                _floor(folder / "floor.pdf", lines)
                floor.append(time.perf_counter() - t)
            ratios[system.id] = sorted(ours)[repeats // 2] / sorted(floor)[repeats // 2]
            out[f"{system.id}_sheet_ms"] = round(sorted(ours)[repeats // 2] * 1000, 1)
        out["sheet_ratio_worst"] = round(max(ratios.values()), 2)
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
    out["goals"] = {"sheet_ratio_worst": 3.0, "party_book_100_s": 10}
    return out
