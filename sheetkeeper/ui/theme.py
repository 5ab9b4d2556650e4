"""Light, dark, high contrast, or follow the system: the Fusion style with a palette and a
table of inks for each, every pair the app draws holding to WCAG 2.1 AA.

Fusion looks the same on every platform and honours the palette fully, so the sheet's
painted widgets (which read palette roles) follow the theme. What a palette has no role for
(a success, a warning, a badge, a message bar, a secondary text) is an *ink* of the theme
(:func:`ink`), never a colour written where it is drawn. :data:`DRAWN` lists every pair of
colours the app draws one on the other, with the contrast it needs (text 4.5:1; control
edges and marks 3:1); ``tests/ui/test_theme_contrast.py`` holds each theme to it, and
measures the control edges Fusion really draws.

Fusion draws field, button and check box edges a shade off the window colour (about 2:1 in
light, 1.2:1 in dark) and the frames of lists, panels and menus in the window colour darkened
(nothing on high contrast's black), and draws its focus outline as part of those edges;
:class:`ClearEdges` draws them again in the theme's ``border`` ink, and the focus in its
``focus`` ink.

A theme chosen while windows are open colours them at once: painted widgets read the palette
and the inks when they draw, and the application's new palette repaints them; a style sheet
made from inks is made with :func:`inked` (its ``@name`` tokens are inks) and made again,
and secondary text made :func:`quiet` is quiet in the new ink; what keeps an ink in its own
words (a rich-text caption, a roll's outcome, a list item's colour) is shown again on
:func:`theme_changes` ``.changed``.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QLabel, QProxyStyle, QStyle, QStyleFactory, QWidget
from shiboken6 import isValid

THEMES = ("system", "light", "dark", "high-contrast")
"""The names :func:`apply_theme` takes ("system" follows the platform's light or dark)."""

R = QPalette.ColorRole


@dataclass(frozen=True)
class Theme:
    name: str
    dark: bool
    roles: dict[QPalette.ColorRole, str]
    inks: dict[str, str] = field(default_factory=dict)

    def colour(self, name: str | QPalette.ColorRole) -> QColor:
        """A palette role's colour or an ink's, by name."""
        return QColor(self.roles[name] if isinstance(name, QPalette.ColorRole) else self.inks[name])


LIGHT = Theme("light", False, {
    R.Window: "#efefef", R.WindowText: "#000000", R.Base: "#ffffff", R.AlternateBase: "#f3f3f3",
    R.ToolTipBase: "#ffffdc", R.ToolTipText: "#000000", R.PlaceholderText: "#6b6b6b",
    R.Text: "#000000", R.Button: "#efefef", R.ButtonText: "#000000", R.BrightText: "#ffffff",
    R.Light: "#ffffff", R.Midlight: "#cacaca", R.Mid: "#b8b8b8", R.Dark: "#9f9f9f",
    R.Shadow: "#767676", R.Highlight: "#1f5f99", R.HighlightedText: "#ffffff",
    R.Link: "#0b57a4", R.LinkVisited: "#6a1b9a",
}, {
    "border": "#6e6e6e", "quiet": "#595959", "success": "#1b6e20", "failure": "#b3261e",
    "error": "#b3261e", "warning": "#8a5300", "info": "#1f5f99",
    "badge.text": "#ffffff", "badge.info": "#1f5f99", "badge.warning": "#8a5300", "badge.danger": "#b3261e",
    "strip.back": "#fff4d6", "strip.text": "#4a3b00",
    "notice.back": "#f3f3f3", "notice.text": "#000000", "message.back": "#b3261e", "message.text": "#ffffff",
    "mark.danger": "#c0392b", "disabled": "#8c8c8c", "focus": "#1f5f99",
})

DARK = Theme("dark", True, {
    R.Window: "#2d2d30", R.WindowText: "#e6e6e6", R.Base: "#1e1e20", R.AlternateBase: "#28282b",
    R.ToolTipBase: "#3c3c40", R.ToolTipText: "#e6e6e6", R.PlaceholderText: "#a0a0a0",
    R.Text: "#e6e6e6", R.Button: "#2d2d30", R.ButtonText: "#e6e6e6", R.BrightText: "#ff8a80",
    R.Light: "#46464a", R.Midlight: "#3a3a3e", R.Mid: "#262628", R.Dark: "#19191b",
    R.Shadow: "#000000", R.Highlight: "#2f6fb5", R.HighlightedText: "#ffffff",
    R.Link: "#7fb4f0", R.LinkVisited: "#c3a6f0",
}, {
    "border": "#8c8c8c", "quiet": "#b4b4b4", "success": "#7fd483", "failure": "#ff8a80",
    "error": "#ff8a80", "warning": "#f0b35a", "info": "#8ab8ee",
    "badge.text": "#000000", "badge.info": "#8ab8ee", "badge.warning": "#f0b35a", "badge.danger": "#ff8a80",
    "strip.back": "#4a3b00", "strip.text": "#fff4d6",
    "notice.back": "#28282b", "notice.text": "#e6e6e6", "message.back": "#b3261e", "message.text": "#ffffff",
    "mark.danger": "#ff6b6b", "disabled": "#7c7c7c", "focus": "#8ab8ee",
})

HIGH_CONTRAST = Theme("high-contrast", True, {
    R.Window: "#000000", R.WindowText: "#ffffff", R.Base: "#000000", R.AlternateBase: "#1a1a1a",
    R.ToolTipBase: "#000000", R.ToolTipText: "#ffffff", R.PlaceholderText: "#d0d0d0",
    R.Text: "#ffffff", R.Button: "#000000", R.ButtonText: "#ffffff", R.BrightText: "#ffff00",
    R.Light: "#ffffff", R.Midlight: "#c0c0c0", R.Mid: "#808080", R.Dark: "#ffffff",
    R.Shadow: "#ffffff", R.Highlight: "#ffff00", R.HighlightedText: "#000000",
    R.Link: "#00ffff", R.LinkVisited: "#ff80ff",
}, {
    "border": "#ffffff", "quiet": "#e0e0e0", "success": "#00ff66", "failure": "#ff7070",
    "error": "#ff7070", "warning": "#ffd000", "info": "#00ffff",
    "badge.text": "#000000", "badge.info": "#00ffff", "badge.warning": "#ffd000", "badge.danger": "#ff7070",
    "strip.back": "#000000", "strip.text": "#ffd000",
    "notice.back": "#1a1a1a", "notice.text": "#ffffff", "message.back": "#ffff00", "message.text": "#000000",
    "mark.danger": "#ff7070", "disabled": "#a0a0a0", "focus": "#ffff00",
})

BY_NAME = {t.name: t for t in (LIGHT, DARK, HIGH_CONTRAST)}

TEXT, EDGE = 4.5, 3.0
"""WCAG 2.1 AA: text (1.4.3) and control edges and marks (1.4.11)."""

DRAWN: tuple[tuple[str | QPalette.ColorRole, str | QPalette.ColorRole, float, str], ...] = (
    (R.Text, R.Base, TEXT, "text in fields, tables and lists"),
    (R.Text, R.AlternateBase, TEXT, "text on the tables' alternate rows and the rules notice"),
    (R.WindowText, R.Window, TEXT, "labels"),
    (R.WindowText, R.AlternateBase, TEXT, "the rules notice"),
    (R.ButtonText, R.Button, TEXT, "buttons"),
    (R.HighlightedText, R.Highlight, TEXT, "the selected row"),
    (R.PlaceholderText, R.Base, TEXT, "a field's hint"),
    (R.ToolTipText, R.ToolTipBase, TEXT, "tooltips"),
    (R.Link, R.Window, TEXT, "links"),
    ("quiet", R.Window, TEXT, "secondary text ('7 of 7 members shown', 'No conditions')"),
    ("quiet", R.Base, TEXT, "a breakdown line's source"),
    ("success", R.Window, TEXT, "a roll's success"),
    ("failure", R.Window, TEXT, "a roll's failure"),
    ("error", R.Base, TEXT, "findings: errors"),
    ("warning", R.Base, TEXT, "findings: warnings"),
    ("error", R.Window, TEXT, "refusals, load over the limit, a broken member's file"),
    ("warning", R.Window, TEXT, "a member's file changed on disk, merge conflicts"),
    ("badge.text", "badge.info", TEXT, "an information badge"),
    ("badge.text", "badge.warning", TEXT, "a warning badge"),
    ("badge.text", "badge.danger", TEXT, "a danger badge"),
    ("strip.text", "strip.back", TEXT, "the creation or play strip"),
    ("notice.text", "notice.back", TEXT, "the rules notice (\"Just done: …\")"),
    ("message.text", "message.back", TEXT, "the sheet's message bar"),
    ("border", R.Window, EDGE, "a field's, button's or check box's edge on the window"),
    ("border", R.Base, EDGE, "a field's or check box's edge against its inside"),
    (R.Text, R.Base, EDGE, "a track's boxes and marks"),
    ("mark.danger", R.Base, EDGE, "a track's overlap and penalty marks"),
    ("focus", R.Base, EDGE, "a track's box cursor"),
    ("focus", R.Window, EDGE, "the focus frame of a chance beside a value; a focused control's ring"),
    ("focus", R.Button, EDGE, "a focused button's ring"),
    (R.HighlightedText, R.Highlight, EDGE, "the focus on a selected row, where the focus ink is the selection's"),
    ("badge.info", R.Window, EDGE, "an information badge's shape"),
    ("badge.danger", R.Window, EDGE, "a danger badge's shape"),
)


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2.1's contrast ratio of two colours (1 to 21)."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


_current: Theme | None = None


def current() -> Theme:
    """The theme applied (before any is, the one the application's palette looks like)."""
    if _current is not None:
        return _current
    app = QApplication.instance()
    dark = isinstance(app, QApplication) and app.palette().color(R.Window).lightness() < 128
    return DARK if dark else LIGHT


def ink(name: str) -> str:
    """An ink of the current theme, as a colour name for a style sheet or rich text."""
    return current().inks[name]


QUIET = "sheetkeeper_quiet"
INKED = "sheetkeeper_inked"
INKED_TEXT = "sheetkeeper_inked_text"
"""Properties of a widget drawn in an ink: quiet text, and the template of its style sheet
or of its rich text."""
TOKEN = re.compile(r"@([a-z][a-z.]*[a-z])")


def quiet(label: QWidget) -> QWidget:
    """Secondary text ("7 of 7 members shown", "No conditions") in the quiet ink: readable,
    not drawn as a disabled control (1.6:1 in the light theme)."""
    label.setProperty(QUIET, True)
    palette = label.palette()
    palette.setColor(R.WindowText, QColor(ink("quiet")))
    label.setPalette(palette)
    return label


def inked(widget: QWidget, template: str) -> QWidget:
    """Style ``widget`` with ``template``, a style sheet whose ``@name`` tokens are the
    theme's inks ("color: @error;"), made again when the theme changes ("" for none)."""
    if widget.property(INKED) != template or widget.styleSheet() != _filled(template):
        widget.setProperty(INKED, template)
        widget.setStyleSheet(_filled(template))
    return widget


def inked_text(label: QLabel, template: str) -> QLabel:
    """Show ``template``, rich text whose ``@name`` tokens are the theme's inks ("<span
    style='color:@quiet'>"), in ``label``, made again when the theme changes (a dialog open
    while it does keeps no colour of the theme before). Words put in it go through
    :func:`escaped`."""
    label.setProperty(INKED_TEXT, template)
    label.setText(_filled(template))
    return label


def escaped(text: str) -> str:
    """``text`` for an inked template: HTML-escaped, and an ``@`` in it never taken for an ink."""
    return html.escape(text).replace("@", "&#64;")


def _filled(template: str) -> str:
    return TOKEN.sub(lambda m: ink(m.group(1)), template)


class ThemeChanges(QObject):
    changed = Signal()
    """A theme was applied that differs from the one before."""


_changes: ThemeChanges | None = None


def theme_changes() -> ThemeChanges:
    """What widgets that keep an ink in their own words listen to, to show it again."""
    global _changes
    if _changes is None or not isValid(_changes):
        _changes = ThemeChanges()
    return _changes


def _recolour(app: QApplication) -> None:
    """Every window in the theme just applied, whether shown, hidden or modal: inked style
    sheets and rich text made again, quiet text in the new ink, and everything repainted."""
    for widget in app.allWidgets():
        template = widget.property(INKED)
        if template:
            widget.setStyleSheet(_filled(template))
        text = widget.property(INKED_TEXT)
        if text and isinstance(widget, QLabel):
            widget.setText(_filled(text))
        if widget.property(QUIET):
            quiet(widget)
        widget.update()


def theme_named(name: str, scheme: Qt.ColorScheme | None = None) -> Theme:
    """"system" (or a name not known) follows the platform's light or dark (``scheme``: the
    one it has just changed to)."""
    if name in BY_NAME:
        return BY_NAME[name]
    if scheme is not None and scheme != Qt.ColorScheme.Unknown:
        return DARK if scheme == Qt.ColorScheme.Dark else LIGHT
    return DARK if system_is_dark() else LIGHT


def palette_of(theme: Theme) -> QPalette:
    p = QPalette()
    for role, colour in theme.roles.items():
        p.setColor(role, QColor(colour))
    # Inactive controls: dimmed (WCAG asks no contrast of them; nothing informative is shown
    # disabled, secondary text has the quiet ink).
    for role in (R.Text, R.WindowText, R.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(theme.inks["disabled"]))
    return p


S = QStyle.StateFlag
P = QStyle.PrimitiveElement


class ClearEdges(QProxyStyle):
    """Fusion, with edges a person sees in every theme and the focus always shown.

    Fusion draws the edges of fields, buttons and check boxes a shade off the window colour,
    and the frames of lists, panels, group boxes, tab pages and menus in the window colour
    darkened (nothing at all on high contrast's black): both are drawn again in the theme's
    ``border`` ink. Fusion's focus outline is part of those edges, so the control with the
    focus has its edge drawn again in the ``focus`` ink, two pixels wide, and every focus
    frame (a check box's text, a list's current row) is drawn in that ink too. A tab's edge is
    drawn like a button's. A
    field or list shows its focus however it came (that is where typing goes); a button,
    check box or drop-down list shows it when the keyboard moved it there, as Fusion does.
    """

    EDGES = {P.PE_FrameLineEdit, P.PE_PanelButtonCommand, P.PE_IndicatorCheckBox, P.PE_IndicatorRadioButton}
    FRAMES = {P.PE_Frame, P.PE_FrameMenu, P.PE_PanelMenu, P.PE_FrameGroupBox, P.PE_FrameTabWidget}
    FIELDS = {P.PE_FrameLineEdit, P.PE_Frame}
    CONTROLS = {QStyle.ComplexControl.CC_SpinBox, QStyle.ComplexControl.CC_ComboBox}
    FOCUS_WIDTH = 2.0

    def __init__(self, chosen: Theme) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        self.theme = chosen

    def styleHint(self, hint, option=None, widget=None, returnData=None) -> int:  # noqa: N802
        """No icons on dialog buttons: the platform's (a dark ✗ on Close) are drawn in no
        theme's ink and vanish on high contrast's black; the words say it all."""
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        return super().styleHint(hint, option, widget, returnData)

    def drawPrimitive(self, element, option, painter, widget=None) -> None:  # noqa: N802
        if element == P.PE_FrameFocusRect:
            if option.state & S.State_KeyboardFocusChange:
                self._edge(painter, QRectF(option.rect), focused=True, on=getattr(option, "backgroundColor", None))
            return
        super().drawPrimitive(element, option, painter, widget)
        if element in self.EDGES or element in self.FRAMES:
            focused = self._focused(option, element in self.FIELDS)
            self._edge(painter, QRectF(option.rect), focused,
                       round_=element == P.PE_IndicatorRadioButton, square=element in self.FRAMES)

    def drawComplexControl(self, control, option, painter, widget=None) -> None:  # noqa: N802
        super().drawComplexControl(control, option, painter, widget)
        if control in self.CONTROLS and getattr(option, "frame", True):
            typed = control == QStyle.ComplexControl.CC_SpinBox or getattr(option, "editable", False)
            self._edge(painter, QRectF(option.rect), self._focused(option, typed))

    def drawControl(self, element, option, painter, widget=None) -> None:  # noqa: N802
        super().drawControl(element, option, painter, widget)
        if element == QStyle.ControlElement.CE_TabBarTabShape:
            focused = self._focused(option, False)
            self._edge(painter, QRectF(option.rect).adjusted(1, 1, -1, -1) if focused else QRectF(option.rect), focused)

    @staticmethod
    def _focused(option, typed: bool) -> bool:
        """Whether a control's edge shows the focus: a field's whenever it has it, another
        control's when the keyboard brought it."""
        state = option.state
        return bool(state & S.State_HasFocus) and (typed or bool(state & S.State_KeyboardFocusChange))

    def _edge(self, painter: QPainter, rect: QRectF, focused: bool, round_: bool = False,
              square: bool = False, on: QColor | None = None) -> None:
        """``on``: what the edge is drawn on, where it may be the selection (a list's
        current row), which the focus ink does not stand out from (both yellow in high
        contrast): there the focus is drawn in the selection's text colour."""
        width = self.FOCUS_WIDTH if focused else 1.0
        colour = self.theme.colour("focus" if focused else "border")
        if on is not None and on.isValid() and contrast(colour, on) < EDGE:
            colour = self.theme.colour(R.HighlightedText)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(colour, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2)
        if round_:
            painter.drawEllipse(inner)
        elif square:
            painter.drawRect(inner)
        else:
            painter.drawRoundedRect(inner, 2, 2)
        painter.restore()


_style: ClearEdges | None = None
_chosen = "system"
FOLLOWING = "sheetkeeper_follows_the_platform"


def apply_theme(name: str, scheme: Qt.ColorScheme | None = None) -> None:
    """``name`` is one of :data:`THEMES` ("system", "light", "dark", "high-contrast").
    "system" follows the platform when it changes between light and dark later, even with a
    dialog open (``scheme``: the one it changed to)."""
    global _current, _style, _chosen
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    _chosen = name
    _follow_the_platform(app)
    theme = theme_named(name, scheme)
    before, _current = _current, theme
    if _style is not None and isValid(_style) and app.style() is _style:
        _style.theme = theme  # one style for the app's life: Qt deletes a style replaced,
    else:                     # under a Python reference
        _style = ClearEdges(theme)
        app.setStyle(_style)
    app.setPalette(palette_of(theme))
    if before != theme:
        _recolour(app)
        theme_changes().changed.emit()


def _follow_the_platform(app: QApplication) -> None:
    """Once: the platform's change between light and dark applies "system" again."""
    if not app.property(FOLLOWING):
        app.setProperty(FOLLOWING, True)
        app.styleHints().colorSchemeChanged.connect(_platform_changed)


def _platform_changed(scheme: Qt.ColorScheme) -> None:
    if _chosen not in BY_NAME:
        apply_theme(_chosen, scheme)
