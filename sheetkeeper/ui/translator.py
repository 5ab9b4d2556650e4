"""The app's own texts in the user's language, from the same Qt Linguist file the sheet model
reads (``translations/sheetkeeper_<language>.ts``, see :mod:`sheetkeeper.translate`): one
language, one file, and no compiled ``.qm`` to keep in step with it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTranslator

from ..translate import catalogue


class CatalogueTranslator(QTranslator):
    """Answers Qt's ``tr()`` lookups from a {(context, text): translation} catalogue; None
    (a null string to Qt, where an empty one would blank the text) leaves it as written."""

    def __init__(self, texts: dict[tuple[str, str], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._texts = texts

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002 - Qt's signature
        return self._texts.get((context, source))

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return not self._texts


def install_translator(app: QCoreApplication) -> CatalogueTranslator | None:
    """Install the user's language, if it has translations (English needs none)."""
    texts = catalogue()
    if not texts:
        return None
    translator = CatalogueTranslator(texts, app)
    app.installTranslator(translator)
    return translator
