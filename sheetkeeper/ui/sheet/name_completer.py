"""Completion from the game's own list of names, case- and accent-insensitive: typing
"melee" offers "Melée Weapons". A name of one's own stays possible where the excerpt allows
it (the table marks it as custom)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QStringListModel
from PySide6.QtWidgets import QCompleter, QLineEdit

from ...core.names import NameList


def attach_names(editor: QLineEdit, names: NameList, character: Any) -> QCompleter:
    model = QStringListModel(list(names.listed(character)), editor)
    completer = QCompleter(model, editor)
    completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
    editor.setCompleter(completer)

    def narrow(text: str) -> None:
        model.setStringList(names.complete(text, character))
        if model.rowCount() and text:
            completer.complete()

    editor.textEdited.connect(narrow)
    text = (QCoreApplication.translate("ListTable", "A {0} from the game's list, or your own")
            if names.custom else QCoreApplication.translate("ListTable", "A {0} from the game's list"))
    editor.setPlaceholderText(text.format(names.label))
    return completer
