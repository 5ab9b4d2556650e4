"""Render the PDF exporter's output to PNG for review: for every game system, each sample
sheet, a blank sheet and a fillable sheet, page by page, into docs/screenshots/pdf-*.png.

    .venv/bin/python tools/pdf_screenshots.py [--dpi 80] [--system rainworld]

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


def render(pdf: Path, stem: str, dpi: int) -> list[Path]:
    for old in OUT.glob(f"{stem}-*.png"):
        old.unlink()
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(pdf), str(OUT / stem)], check=True)
    return sorted(OUT.glob(f"{stem}-*.png"))


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(ROOT))
    from sheetkeeper.core.registry import all_systems
    from sheetkeeper.export.pdf import export_blank, export_pdf
    from sheetkeeper.storage import load_character

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dpi", type=int, default=80)
    parser.add_argument("--system", action="append", help="only these systems")
    args = parser.parse_args(argv)
    if shutil.which("pdftoppm") is None:
        print("pdftoppm is missing: install poppler-utils", file=sys.stderr)
        return 2
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
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
