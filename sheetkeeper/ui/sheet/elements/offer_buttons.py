"""The buttons under an element that open groups of the rules' offers (a form's ``offers``
on a table or derived values: Work a shift…), each opening the Advance dialog on that group."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from ...dialogs.advance import AdvanceDialog, group_title


def offer_buttons(widget, add: Callable[[QPushButton], None]) -> dict[str, QPushButton]:
    """A button per group the element's form entry names, in the form's words or the group's
    title ("Resources…"), handed to ``add`` to be laid out."""
    made = {}
    element = widget.element
    for group in getattr(element, "offers", ()):
        text = element.offer_label or QCoreApplication.translate("OfferButtons", "{0}…").format(group_title(group))
        button = QPushButton(text)
        button.clicked.connect(lambda _=False, g=group: AdvanceDialog(widget.context.document, widget,
                                                                      groups=(g,)).exec())
        add(button)
        made[group] = button
    return made
