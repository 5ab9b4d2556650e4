"""Light, dark, or follow the system: the Fusion style with a palette for each.

Fusion looks the same on every platform and honours the palette fully, so the sheet's
painted widgets (which read palette roles) are readable in both schemes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


def apply_theme(theme: str) -> None:
    """``theme`` is "light", "dark" or "system"."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    style = QStyleFactory.create("Fusion")
    if style is not None and app.style().name().lower() != "fusion":
        app.setStyle(style)
    dark = system_is_dark() if theme == "system" else theme == "dark"
    app.setPalette(dark_palette() if dark else app.style().standardPalette())


def dark_palette() -> QPalette:
    p = QPalette()
    window, base, text = QColor(45, 45, 48), QColor(30, 30, 32), QColor(230, 230, 230)
    highlight = QColor(66, 133, 214)
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: QColor(40, 40, 43),
        QPalette.ColorRole.ToolTipBase: QColor(60, 60, 64),
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.PlaceholderText: QColor(150, 150, 150),
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: window,
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: QColor(255, 90, 90),
        QPalette.ColorRole.Light: QColor(70, 70, 74),
        QPalette.ColorRole.Midlight: QColor(58, 58, 62),
        QPalette.ColorRole.Mid: QColor(38, 38, 40),
        QPalette.ColorRole.Dark: QColor(25, 25, 27),
        QPalette.ColorRole.Shadow: QColor(0, 0, 0),
        QPalette.ColorRole.Highlight: highlight,
        QPalette.ColorRole.HighlightedText: QColor(255, 255, 255),
        QPalette.ColorRole.Link: QColor(110, 170, 240),
        QPalette.ColorRole.LinkVisited: QColor(170, 140, 230),
    }
    for role, color in roles.items():
        p.setColor(role, color)
    grey = QColor(128, 128, 128)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, grey)
    return p
