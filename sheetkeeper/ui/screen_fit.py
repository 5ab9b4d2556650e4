"""Windows open within the screen's available area.

A default size (the main window's 1100×800, the wizard's 980×760) or a saved geometry can
be larger than the screen in front: with ``QT_SCALE_FACTOR=1.5`` a 1600×1000 screen has
1067×667 logical pixels, and the status bar and half the dice roller opened off-screen.
``fit_to_screen`` shrinks a window to the area left for windows (panels and docks taken
off) and moves it inside; the frame the window manager adds is allowed for until it is
known. ``room_for_title`` makes a dialog or a message box wide enough for its whole title.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QMessageBox, QSizePolicy, QSpacerItem, QWidget

FRAME = QSize(16, 48)
"""Room for a window manager's frame and title bar before the real frame is known."""


def available_area(widget: QWidget) -> QRect:
    screen = widget.screen()
    return screen.availableGeometry() if screen is not None else QRect()


def fit_to_screen(widget: QWidget) -> None:
    """Shrink ``widget`` (a top-level window) to its screen's available area and move it
    inside; a window that fits stays as it is."""
    area = available_area(widget)
    if area.isEmpty():
        return
    frame = widget.frameGeometry()
    extra = (frame.size() - widget.size()) if widget.isVisible() else FRAME
    extra = extra.expandedTo(QSize(0, 0))
    room = (area.size() - extra).expandedTo(QSize(1, 1))
    size = widget.size().boundedTo(room)
    if size != widget.size():
        widget.setMinimumSize(widget.minimumSize().boundedTo(size))
        widget.resize(size)
    frame = widget.frameGeometry() if widget.isVisible() else QRect(widget.pos(), size + extra)
    x = min(max(frame.x(), area.x()), area.right() + 1 - frame.width())
    y = min(max(frame.y(), area.y()), area.bottom() + 1 - frame.height())
    if (x, y) != (frame.x(), frame.y()):
        widget.move(max(x, area.x()), max(y, area.y()))


TITLE_BAR_EXTRA = 150
"""Room a title bar gives to other things than the title: the icon and the window buttons."""


def title_width(window: QWidget) -> int:
    """How wide a window's title bar needs it: its title with the app's name the window
    system adds ("Export PDF — SheetKeeper"), set in bold as title bars mostly are, and the
    icon and buttons beside it; never wider than the screen's room."""
    title = window.windowTitle()
    name = QGuiApplication.applicationDisplayName()
    if name and name not in title:
        title = f"{title} — {name}"
    font = QFont(window.font())
    font.setBold(True)
    wanted = QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_EXTRA
    area = available_area(window)
    return min(wanted, area.width() - FRAME.width()) if not area.isEmpty() else wanted


def room_for_title(window: QWidget) -> None:
    """Make a dialog or message box wide enough that its title bar shows its whole title,
    not "Export P…etKeeper" (a short message or a few fields made it that narrow). Every
    dialog of the app calls it after setting its title (``tests/ui/test_dialog_titles.py``
    finds one that does not); a message box is made by ``asker.titled_box``."""
    wanted = title_width(window)
    if isinstance(window, QMessageBox):
        # A message box fixes its own size to its layout's on showing, past a minimum width:
        # a spacer in its grid holds it open.
        layout = window.layout()
        layout.addItem(QSpacerItem(wanted, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum),
                       layout.rowCount(), 0, 1, layout.columnCount())
    elif window.minimumWidth() < wanted:
        window.setMinimumWidth(wanted)
