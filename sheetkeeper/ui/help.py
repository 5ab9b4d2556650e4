"""Help › User Guide and Help › Keyboard Shortcuts, offline.

The user guide is the one in docs/ (shipped inside the package with its screenshots,
``sheetkeeper.paths.user_guide``), shown as it is written, in Markdown, its pictures scaled
down to the window's width (and again as it is resized) so none is wider than the window. The shortcut list is
read from the window's own actions, so it never says a key the window does not have nor misses
one: the menus' commands (Undo and Redo by their own names, not the step they would undo now),
then the keys of the window's other actions (the dice roller, the panes, the turn order),
followed by the keys of the sheet's own widgets.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QSize, QUrl
from PySide6.QtGui import QAction, QImage, QKeySequence, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu, QTextBrowser, QVBoxLayout, QWidget

from ..paths import user_guide
from .screen_fit import fit_to_screen, room_for_title


def _indent(block) -> int:
    """How far a paragraph (a list item's, an indented one's) starts from the page's edge."""
    shape, width = block.blockFormat(), block.document().indentWidth()
    listed = block.textList()
    return int(shape.leftMargin() + shape.indent() * width
               + (listed.format().indent() * width if listed is not None else 0))


class FittingBrowser(QTextBrowser):
    """A text browser whose pictures are never wider than its page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._natural: dict[str, QSize] = {}

    def _size_of(self, name: str) -> QSize:
        if name not in self._natural:
            found = self.loadResource(QTextDocument.ResourceType.ImageResource, QUrl(name))
            image = found if isinstance(found, QImage) else QImage.fromData(found) if found else QImage()
            self._natural[name] = image.size()
        return self._natural[name]

    def fit_pictures(self) -> None:
        """Each picture at its own size, or the page's width where it is wider."""
        room = self.viewport().width() - 2 * int(self.document().documentMargin()) - 4
        if room <= 0:
            return
        document = self.document()
        block = document.begin()
        cursor = QTextCursor(document)
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                it += 1
                shape = fragment.charFormat()
                if not shape.isImageFormat():
                    continue
                picture = shape.toImageFormat()
                natural = self._size_of(picture.name())
                if natural.isEmpty():
                    continue
                cursor.setPosition(fragment.position())
                table = cursor.currentTable()  # pictures side by side: a column's share each
                share = room // table.columns() - 24 if table is not None else room - _indent(block)
                width = max(1, min(natural.width(), share))
                if int(picture.width()) == width:
                    continue
                picture.setWidth(width)
                picture.setHeight(natural.height() * width / natural.width())
                cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
                cursor.setCharFormat(picture)
            block = block.next()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit_pictures()


def _browser_dialog(parent: QWidget | None, title: str, name: str) -> tuple[QDialog, QTextBrowser]:
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    room_for_title(dialog)
    dialog.setObjectName(name)
    layout = QVBoxLayout(dialog)
    browser = FittingBrowser(dialog)
    browser.setOpenExternalLinks(True)
    browser.setAccessibleName(title)
    layout.addWidget(browser)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return dialog, browser


def user_guide_text() -> str:
    try:
        return user_guide().read_text(encoding="utf-8")
    except OSError:
        return QCoreApplication.translate("Help", "The user guide is not installed with this copy of SheetKeeper.")


def show_user_guide(parent: QWidget | None = None) -> QDialog:
    """The user guide in a window of its own (not modal: read it beside the sheet)."""
    dialog, browser = _browser_dialog(parent, QCoreApplication.translate("Help", "SheetKeeper User Guide"),
                                      "userGuide")
    browser.setSearchPaths([str(user_guide().parent)])  # its screenshots/ beside it
    browser.setMarkdown(user_guide_text())
    browser.fit_pictures()
    dialog.resize(QSize(860, 760))
    fit_to_screen(dialog)
    dialog.show()
    return dialog


LISTED_AS = "listedAs"
"""An action's property naming it in the shortcut list where its text changes (Undo's text
names the step it would undo now: "Undo Edit Strength")."""


def _keys(keys: list[QKeySequence]) -> str:
    return ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)


def _name(action: QAction) -> str:
    return action.property(LISTED_AS) or _plain(action.text()) or action.toolTip()


def menu_shortcuts(window: QWidget) -> list[tuple[str, str, str]]:
    """(menu, command, keys) of every menu command of ``window`` that has keys."""
    found: list[tuple[str, str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu(), f"{path} › {_plain(action.text())}")
            elif action.shortcuts() and not action.isSeparator():
                found.append((path, _name(action), _keys(action.shortcuts())))

    bar = getattr(window, "menuBar", None)
    for action in bar().actions() if bar is not None else []:
        if action.menu() is not None:
            walk(action.menu(), _plain(action.text()))
    return found


def _in_menus(window: QWidget) -> set[int]:
    bar = getattr(window, "menuBar", None)
    menus = [a.menu() for a in bar().actions() if a.menu() is not None] if bar is not None else []
    found: set[int] = set()
    while menus:
        menu = menus.pop()
        for action in menu.actions():
            found.add(id(action))
            if action.menu() is not None:
                menus.append(action.menu())
    return found


def _place(widget: QWidget, window: QWidget) -> str:
    """Where a key works: anywhere in the window, or in the named part it belongs to."""
    while widget is not None and widget is not window:
        if widget.accessibleName():
            return widget.accessibleName()
        widget = widget.parentWidget()
    return QCoreApplication.translate("Help", "Anywhere")


def other_shortcuts(window: QWidget) -> list[tuple[str, str, str]]:
    """(where, command, keys) of the keys of ``window``'s actions and shortcuts outside its
    menus; one line per command, its keys together."""
    menus = _in_menus(window)
    found: dict[tuple[str, str], list[QKeySequence]] = {}
    for action in window.findChildren(QAction):
        widgets = [w for w in action.associatedObjects() if isinstance(w, QWidget) and w.window() is window]
        if id(action) in menus or not action.shortcuts() or not widgets:
            continue
        found.setdefault((_place(widgets[0], window), _name(action)), []).extend(action.shortcuts())
    for shortcut in window.findChildren(QShortcut):
        parent = shortcut.parent()
        if shortcut.key().isEmpty() or not isinstance(parent, QWidget) or parent.window() is not window:
            continue
        name = shortcut.property(LISTED_AS) or shortcut.whatsThis()
        found.setdefault((_place(parent, window), name), []).append(shortcut.key())
    return [(place, name, _keys(keys)) for (place, name), keys in found.items()]


def sheet_keys() -> list[tuple[str, str]]:
    translate = QCoreApplication.translate
    return [
        (translate("Help", "Tab, Shift+Tab"), translate("Help", "Next or previous field")),
        (translate("Help", "Enter"), translate("Help", "End the edit of a number (or roll the check whose odds have the focus)")),
        (translate("Help", "Up, Down"), translate("Help", "Step a number")),
        (translate("Help", "Left, Right, Space"), translate("Help", "On a track: move between boxes, mark the box")),
        (translate("Help", "+, -"), translate("Help", "On a track: add or clear a mark")),
        (translate("Help", "Escape"), translate("Help", "Close a dialog (asking first if something was entered)")),
        (translate("Help", "Ctrl+Tab, Ctrl+Shift+Tab"), translate("Help", "Next or previous page of the sheet "
                                                                  "(Ctrl+PgDown, Ctrl+PgUp: the open tabs)")),
        (translate("Help", "Alt+underlined letter"), translate("Help", "Show that page or tab and go to it")),
    ]


def shortcuts_html(window: QWidget) -> str:
    translate = QCoreApplication.translate
    rows = "".join(
        f"<tr><td>{html.escape(menu)}</td><td>{html.escape(command)}</td><td><b>{html.escape(keys)}</b></td></tr>"
        for menu, command, keys in menu_shortcuts(window) + other_shortcuts(window)
    )
    sheet = "".join(f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(what)}</td></tr>"
                    for keys, what in sheet_keys())
    return (f"<h3>{html.escape(translate('Help', 'Commands'))}</h3>"
            f"<table cellpadding='3'>{rows}</table>"
            f"<h3>{html.escape(translate('Help', 'On the sheet'))}</h3>"
            f"<table cellpadding='3'>{sheet}</table>")


def show_shortcuts(window: QWidget) -> QDialog:
    dialog, browser = _browser_dialog(window, QCoreApplication.translate("Help", "Keyboard Shortcuts"), "shortcuts")
    browser.setHtml(shortcuts_html(window))
    dialog.resize(QSize(620, 560))
    fit_to_screen(dialog)
    dialog.show()
    return dialog


def _plain(text: str) -> str:
    """A menu text without its mnemonic ampersands ("&Open..." → "Open...")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")

