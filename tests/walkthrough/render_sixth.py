"""Run inside a copy of the project where CONTRIBUTING's sixth system was added: saves its
two samples (step 3), then shows one on screen, on a party card and on paper, writing what
each shows to a JSON file and each picture as a PNG beside it.

Usage: python render_sixth.py samples OUT_FOLDER | python render_sixth.py render OUT_FOLDER
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def samples() -> None:
    from sheetkeeper.core.actions import Action
    from sheetkeeper.core.registry import get_system
    from sheetkeeper.core.rules import Context
    from sheetkeeper.paths import samples_dir
    from sheetkeeper.storage import save_character

    rules = get_system("starfall").rules
    for name, skills, stress in (("Vela Orn", {"Piloting": 3, "Gunnery": 1}, 2),
                                 ("Tam Reyes", {"Medicine": 2}, 0)):
        c = rules.new(name).model_copy(update={"skills": skills, "in_creation": False})
        if stress:
            c = rules.apply(c, Action("track", {"path": "stress", "amount": stress}),
                            Context()).character
        slug = name.split()[0].lower()
        save_character(samples_dir() / f"starfall-{slug}.skchar", c, backup=False)


def render(out: Path) -> None:
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QApplication,
        QLabel,
        QLineEdit,
    )

    app = QApplication([])
    from pypdf import PdfReader

    from sheetkeeper.core.campaign import Campaign
    from sheetkeeper.export.pdf import export_pdf
    from sheetkeeper.paths import samples_dir
    from sheetkeeper.storage import load_campaign, load_character, save_campaign
    from sheetkeeper.storage.campaign_file import relative_member
    from sheetkeeper.ui.document import Document
    from sheetkeeper.ui.party import PartyView, documents_for
    from sheetkeeper.ui.sheet.view import SheetView

    def texts(widget) -> list[str]:
        shown = [w.text() for w in widget.findChildren(QLabel) if w.isVisibleTo(widget)]
        shown += [w.text() for w in widget.findChildren(QAbstractButton) if w.isVisibleTo(widget)]
        shown += [w.text() for w in widget.findChildren(QLineEdit) if w.isVisibleTo(widget)]
        for view in widget.findChildren(QAbstractItemView):
            model = view.model()
            shown += [str(model.index(r, c).data() or "") for r in range(model.rowCount())
                      for c in range(model.columnCount())]
        shown += [w.accessibleName() for w in widget.findChildren(object)
                  if hasattr(w, "accessibleName") and w.accessibleName()]
        return [t for t in shown if t]

    def settle() -> None:
        for _ in range(10):
            app.processEvents()

    sample = samples_dir() / "starfall-vela.skchar"
    character = load_character(sample).character
    sheet = SheetView(Document(character))
    sheet.resize(900, 700)
    sheet.show()
    settle()
    sheet.grab().save(str(out / "screen.png"))

    party_file = out / "crew.skparty"
    members = [relative_member(party_file, p) for p in sorted(samples_dir().glob("starfall-*"))]
    save_campaign(party_file, Campaign(name="Crew", members=members))
    opened = load_campaign(party_file)
    party = PartyView(opened, documents_for(opened))
    party.resize(1000, 600)
    party.show()
    settle()
    card = party.card("Vela Orn")
    card.grab().save(str(out / "card.png"))

    pdf = export_pdf(character, out / "paper.pdf")
    paper = "\n".join(page.extract_text() for page in PdfReader(str(pdf)).pages)
    (out / "shown.json").write_text(json.dumps({
        "screen": texts(sheet), "card": texts(card), "paper": paper,
        "card_tracks": [t.track.left for t in card.findChildren(object) if hasattr(t, "track")
                        and hasattr(t.track, "left")],
    }), encoding="utf-8")
    for tab in [sheet, party]:
        tab.close()
    for document in party.all_documents():
        document.undo_stack.setClean()


if __name__ == "__main__":
    step, folder = sys.argv[1], Path(sys.argv[2])
    samples() if step == "samples" else render(folder)
