"""The Qt code's texts come from the same translation file as the sheet model's: the app
installs a translator answering Qt's ``tr()`` from the user's language's catalogue."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.translate import set_language
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.translator import CatalogueTranslator, install_translator


def test_a_sheets_own_texts_are_looked_up_in_the_catalogue(qapp, qtbot):
    translator = CatalogueTranslator({("LedgerElement", "Award XP…"): "EP vergeben…"})
    qapp.installTranslator(translator)
    try:
        system = get_system("lite")
        view = SheetView(Document(load_character(system.samples[0]).character))
        qtbot.addWidget(view)
        texts = {b.text() for b in view.element("ledger").findChildren(QPushButton)}
        assert "EP vergeben…" in texts and "Award XP…" not in texts
        assert view.element("ledger").tr("Advance…") == "Advance…"  # not translated: as written
    finally:
        qapp.removeTranslator(translator)


def test_the_app_installs_the_users_language_and_none_for_english(qapp):
    set_language("de")
    try:
        translator = install_translator(qapp)
        assert translator is not None
        try:
            assert QCoreApplication.translate("LoadView", "Over capacity") == "Über der Tragkraft"
        finally:
            qapp.removeTranslator(translator)
        set_language("en")
        assert install_translator(qapp) is None
    finally:
        set_language(None)
