"""Render the PDF exporter's output to PNG for review: for every game system, each sample
sheet, a blank sheet and a fillable sheet, page by page, into docs/screenshots/pdf-*.png;
and the first page of a sheet whose names and concept are Chinese/Japanese/Korean,
Arabic and Hindi (pdf-script-*.png; the CJK one needs a system CJK font).

    .venv/bin/python tools/pdf_screenshots.py [--dpi 80] [--system rainworld] [--scripts]

Needs pdftoppm (Debian: poppler-utils). Old pdf-*.png files of a rendered system are
replaced so removed pages do not linger.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"


SCRIPTS = {
    "cjk": {"name": "李小龙", "player": "김민준 / 山田たろう",
            "concept": "霧の道の地図を描く人 · 안개 길의 지도 제작자"},
    "arabic": {"name": "عائشة بنت أبي بكر", "player": "فاطمة",
               "concept": "ترسم خرائط طرق الضباب"},
    "hindi": {"name": "अर्जुन क्षत्रिय", "player": "प्रिया",
              "concept": "कोहरे की सड़कों का नक्शा बनाने वाला"},
}


RENDER_SECONDS = 120
"""A page renders in well under a second; two minutes means pdftoppm is stuck."""


def render(pdf: Path, stem: str, dpi: int, first_only: bool = False) -> list[Path]:
    for old in OUT.glob(f"{stem}-*.png"):
        old.unlink()
    pages = ["-f", "1", "-l", "1"] if first_only else []
    try:
        subprocess.run(["pdftoppm", "-r", str(dpi), *pages, "-png", str(pdf), str(OUT / stem)],
                       check=True, timeout=RENDER_SECONDS)
    except subprocess.TimeoutExpired:
        raise SystemExit(f"pdf screenshots: pdftoppm did not render {pdf.name} within "
                         f"{RENDER_SECONDS} s and was stopped") from None
    return sorted(OUT.glob(f"{stem}-*.png"))


def scripts(folder: Path, dpi: int) -> None:
    from sheetkeeper.core.registry import get_system
    from sheetkeeper.export.pdf import export_pdf
    from sheetkeeper.storage import load_character

    sample = load_character(get_system("rainworld").samples[0]).character
    for key, changes in SCRIPTS.items():
        pdf = folder / f"script-{key}.pdf"
        warnings: list[str] = []
        export_pdf(sample.model_copy(update=changes), pdf, warnings=warnings)
        for warning in warnings:
            print(f"warning: {warning}", file=sys.stderr)
        render(pdf, f"pdf-script-{key}", dpi, first_only=True)
        print(f"pdf-script-{key}: page 1")


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(ROOT))
    from sheetkeeper.core.registry import all_systems
    from sheetkeeper.export.pdf import export_blank, export_pdf
    from sheetkeeper.storage import load_character

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dpi", type=int, default=80)
    parser.add_argument("--system", action="append", help="only these systems")
    parser.add_argument("--scripts", action="store_true",
                        help="only the sheets in other scripts")
    args = parser.parse_args(argv)
    if shutil.which("pdftoppm") is None:
        print("pdftoppm is missing: install poppler-utils", file=sys.stderr)
        return 2
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        scripts(folder, args.dpi)
        if args.scripts:
            return 0
        for system in all_systems():
            if args.system and system.id not in args.system:
                continue
            jobs: list[tuple[str, Path]] = []
            for sample in system.samples:
                character = load_character(sample).character
                pdf = folder / f"{sample.stem}.pdf"
                export_pdf(character, pdf, odds=True)
                jobs.append((f"pdf-{sample.stem}", pdf))
            blank = folder / f"{system.id}-blank.pdf"
            export_blank(system.id, blank, fillable=False)
            jobs.append((f"pdf-{system.id}-blank", blank))
            if system.samples:
                fillable = folder / f"{system.id}-fillable.pdf"
                export_pdf(load_character(system.samples[0]).character, fillable, fillable=True)
                jobs.append((f"pdf-{system.id}-fillable", fillable))
            for stem, pdf in jobs:
                pages = render(pdf, stem, args.dpi)
                print(f"{stem}: {len(pages)} page{'s' if len(pages) != 1 else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
