"""The Export PDF dialog offers what ``sheetkeeper export`` offers: paper size, fillable,
odds, a blank sheet; the window exports what was chosen into the suggested folder."""

from __future__ import annotations

from pypdf import PdfReader

from sheetkeeper.ui.export_dialog import ExportChoice, ExportDialog


def test_dialog_suggests_the_characters_folder_and_returns_the_choice(qtbot, tmp_path):
    dialog = ExportDialog(tmp_path / "Ada.pdf")
    qtbot.addWidget(dialog)
    assert dialog.path.text() == str(tmp_path / "Ada.pdf")
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.fillable.setChecked(True)
    dialog.path.setText(str(tmp_path / "table copy"))
    assert dialog.choice() == ExportChoice(tmp_path / "table copy.pdf", "letter", True, False, False)


def test_a_blank_sheet_is_fillable_and_has_no_odds(qtbot, tmp_path):
    dialog = ExportDialog(tmp_path / "Ada.pdf")
    qtbot.addWidget(dialog)
    dialog.odds.setChecked(True)
    dialog.blank.setChecked(True)
    choice = dialog.choice()
    assert choice.blank and choice.fillable and not choice.odds


def test_the_window_exports_what_the_dialog_chose(window, asker, saved_file, tmp_path):
    window.open_path(saved_file)
    out = tmp_path / "ada-letter.pdf"
    asker.script("export_options", ExportChoice(out, "letter", fillable=True))
    assert window.export_pdf()
    assert asker.asked[0] == ("export_options", str(saved_file.parent / "Ada.pdf"))
    reader = PdfReader(out)
    assert round(float(reader.pages[0].mediabox.width)) == 612
    assert reader.get_fields()  # fillable
    assert "/SheetKeeperSheet" in reader.metadata  # it can be imported back


def test_the_window_exports_a_blank_sheet(window, asker, saved_file, tmp_path):
    window.open_path(saved_file)
    out = tmp_path / "blank.pdf"
    asker.script("export_options", ExportChoice(out, blank=True, fillable=True))
    assert window.export_pdf()
    text = "\n".join(p.extract_text() for p in PdfReader(out).pages)
    assert "Ada" not in text and PdfReader(out).get_fields()


def test_the_app_shows_characters_no_font_has(window, asker, system, tmp_path):
    from sheetkeeper.storage import save_character

    path = tmp_path / "odd.skchar"
    save_character(path, system.rules.new("Ada\u0378"), backup=False)  # unassigned: no font
    window.open_path(path)
    out = tmp_path / "odd.pdf"
    asker.script("export_options", ExportChoice(out))
    assert window.export_pdf()
    informed = [text for kind, text in asker.asked if kind == "inform"]
    assert informed and "U+0378" in informed[0] and "will not print" in informed[0]



def test_the_saved_message_is_wide_enough_for_its_title(window, qtbot):
    """"Saved Ada.pdf." made the box so narrow its title bar read "Export P...etKeeper": the
    box is at least as wide as its title with the app's name, the icon and the buttons."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from sheetkeeper.ui.asker import Asker

    QGuiApplication.setApplicationDisplayName("SheetKeeper")
    seen = {}

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        title = f"{box.windowTitle()} \u2014 SheetKeeper"
        seen["room"] = box.width() - box.fontMetrics().horizontalAdvance(title)
        box.button(QMessageBox.StandardButton.Close).click()

    window.show()
    QTimer.singleShot(0, look)
    assert not Asker(window).confirm("Export PDF", "Saved Ada.pdf.", "Open PDF")
    assert seen["room"] >= 100  # the window's icon and its three buttons beside the title


def test_a_party_book_offers_the_encounter_and_the_stash_when_there_are_some(qtbot, tmp_path):
    dialog = ExportDialog(tmp_path / "party.pdf", party=True, encounter="Ambush", stash=True)
    qtbot.addWidget(dialog)
    assert dialog.encounter.isChecked() and dialog.stash.isChecked()  # on by default
    assert "Ambush" in dialog.encounter.text()
    dialog.stash.setChecked(False)
    assert dialog.choice().encounter and not dialog.choice().stash
    none = ExportDialog(tmp_path / "party.pdf", party=True)
    qtbot.addWidget(none)
    none.show()
    assert not none.encounter.isVisible() and not none.stash.isVisible()  # nothing to print


def test_the_window_prints_the_partys_encounter_and_stash(window, asker, party_file, tmp_path):
    from sheetkeeper import api

    party = api.load_campaign(party_file).campaign
    party = api.start_encounter(party, "Ambush at the ford")
    party, _ = api.add_foe(party, "grimwire", "Bandit", {"condition": 12})
    party = api.add_coins(party, "gold crowns", 7)
    api.save_campaign(party_file, party)
    window.open_path(party_file)
    out = tmp_path / "book.pdf"
    asker.script("export_options", ExportChoice(out, stash=False))
    assert window.export_pdf()
    pages = PdfReader(out).pages
    assert "The Lantern Company" in pages[0].extract_text()  # the book is named by its party
    text = "\n".join(p.extract_text() for p in pages)
    assert "Encounter: Ambush at the ford" in text and "Bandit" in text
    assert "gold crowns" not in text  # the stash was left out
