"""The app's own texts in the user's language, from the same Qt Linguist file the sheet model
reads (``translations/sheetkeeper_<language>.ts``, see :mod:`sheetkeeper.translate`): one
language, one file, and no compiled ``.qm`` to keep in step with it. Qt's own texts (the
standard buttons OK and Cancel, the file dialog, a field's context menu) come from the
translations Qt ships (``qtbase_<language>.qm``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from ..translate import catalogue, language, plural, plurals


class CatalogueTranslator(QTranslator):
    """Answers Qt's ``tr()`` lookups from a {(context, text): translation} catalogue, a text
    counted with ``%n`` from its plural forms, and Qt's own texts from ``qt`` (Qt's
    translation of its widgets, when it ships one for the language); None (a null string to
    Qt, where an empty one would blank the text) leaves a text as written."""

    def __init__(self, texts: dict[tuple[str, str], str], parent: QObject | None = None,
                 counted: dict[tuple[str, str], tuple[str, ...]] | None = None,
                 qt: QTranslator | None = None) -> None:
        super().__init__(parent)
        self._texts = texts
        self._counted = counted or {}
        self._qt = qt
        if qt is not None:
            qt.setParent(self)

    def translate(self, context, source, disambiguation=None, n=-1):
        forms = self._counted.get((context, source))
        if forms:
            return plural(forms, n)
        text = self._texts.get((context, source))
        if text is None and self._qt is not None:
            return self._qt.translate(context, source, disambiguation, n) or None
        return text

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return not self._texts and not self._counted and (self._qt is None or self._qt.isEmpty())


def install_translator(app: QCoreApplication) -> CatalogueTranslator | None:
    """Install the user's language, if it has translations (English needs none), with Qt's
    own texts in it where Qt ships them."""
    texts, counted = catalogue(), plurals()
    if not texts and not counted:
        return None
    translator = CatalogueTranslator(texts, app, counted, qt_translator())
    app.installTranslator(translator)
    return translator


def use_language_locale() -> None:
    """Qt's numbers (number boxes, their typing) in the user's language: 3,5 in German,
    as the app's own texts write them (:func:`sheetkeeper.translate.decimals`)."""
    base = language().split(".")[0].split("@")[0]
    if base not in ("", "C", "POSIX"):
        QLocale.setDefault(QLocale(base))


def qt_translator() -> QTranslator | None:
    """Qt's translation of its own widgets into the user's language, if Qt ships one."""
    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not translator.load(QLocale(language().split(".")[0].split("@")[0]), "qtbase", "_", folder):
        return None
    return translator
