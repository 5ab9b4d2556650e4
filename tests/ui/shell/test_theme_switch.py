"""A theme chosen while sheets are open colours them at once (issue #39): style sheets made
from inks (the play strip, the message bar, state badges, a warning), quiet text, captions
that name an ink, the dice roller's outcome and breakdown, the findings list and the
painted tracks of the sheet already open are in the new theme's colours, not only what is
drawn next."""

from __future__ import annotations

import shutil

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel

from sheetkeeper.paths import samples_dir
from sheetkeeper.ui.sheet.elements.track import TrackRow
from sheetkeeper.ui.theme import DARK, LIGHT, QUIET


def test_every_open_widget_takes_the_theme_chosen(window, qtbot, tmp_path):
    window.set_theme("light")
    path = tmp_path / "ilse.skchar"
    shutil.copy2(samples_dir() / "rainworld-ilse-varga.skchar", path)
    window.resize(1100, 800)
    window.show()
    qtbot.waitExposed(window)
    window.open_paths([path])
    sheet = window.current_tab().sheet
    window.panes.go_to_roller()
    dock = window.dice.dock
    dock.roll_button.click()
    assert dock.result is not None
    rows = sheet.findChildren(TrackRow)
    body = next(r for r in rows if r.label == "Body")
    for _ in range(body.boxes.track.length):  # a full Body track: its states show as badges
        qtbot.keyClick(body.boxes, Qt.Key.Key_Plus)
    quiet_labels = [w for w in window.findChildren(QLabel) if w.property(QUIET)]
    assert quiet_labels and LIGHT.inks["quiet"] in body.caption.text()

    window.set_theme("dark")
    qtbot.wait(20)  # the new palette reaches the widgets from the event loop

    quiet = DARK.colour("quiet")
    assert all(w.palette().color(QPalette.ColorRole.WindowText) == quiet for w in quiet_labels)
    assert window.palette().color(QPalette.ColorRole.Base) == DARK.colour(QPalette.ColorRole.Base)
    assert DARK.inks["quiet"] in body.caption.text() and LIGHT.inks["quiet"] not in body.caption.text()
    strip = sheet.play_strip
    assert DARK.inks["strip.back"] in strip.styleSheet()
    assert DARK.inks["message.back"] in sheet.bar.styleSheet()
    outcome = DARK.inks["success" if dock.result.success else "failure"]
    assert outcome in dock.outcome.text()
    assert dock.breakdown._formats["source"].foreground().color() == quiet
    badges = [b for b in sheet.findChildren(QLabel) if b.property("sheetkeeper_inked")
              and "badge" in b.property("sheetkeeper_inked")]
    assert badges and all(b.styleSheet().count(DARK.inks["badge.text"]) for b in badges)
    assert not any(LIGHT.inks["badge.text"] in b.styleSheet() for b in badges)
    # The painted track: its boxes on the dark theme's paper, drawn in its ink.
    boxes = next(r for r in rows if r.label == "Mind").boxes
    empty = next(i for i in range(boxes.track.length) if boxes.track.box(i) == "")
    picture = boxes.grab().toImage()
    inside = boxes.box_rect(empty).center().toPoint() + QPoint(0, 5)
    assert picture.pixelColor(inside) == DARK.colour(QPalette.ColorRole.Base)
    window.set_theme("system")


def test_a_theme_switch_repaints_the_quiet_label_of_a_dialog_built_before(window, qtbot):
    from sheetkeeper.ui.theme import apply_theme, quiet

    apply_theme("light")
    label = quiet(QLabel("No conditions"))
    qtbot.addWidget(label)
    assert label.palette().color(QPalette.ColorRole.WindowText) == QColor(LIGHT.inks["quiet"])
    apply_theme("high-contrast")
    from sheetkeeper.ui.theme import BY_NAME

    assert label.palette().color(QPalette.ColorRole.WindowText) == QColor(BY_NAME["high-contrast"].inks["quiet"])
    apply_theme("system")


def test_a_dialog_open_when_the_platform_turns_dark_is_recoloured(window, qtbot, tmp_path):
    """"Follow the system" follows the platform's change between light and dark as it
    happens, and that change may come with a modal dialog open: the dialog's palette, its
    fields' edges and the inks written into its text (a conflict copy's warning, a failed
    save's error) take the new theme while it is open. A name with an @ in it stays words."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from sheetkeeper.ui import theme
    from sheetkeeper.ui.asker import Asker
    from sheetkeeper.ui.merge_dialogs import CopyOfferDialog, CopyRow
    from sheetkeeper.ui.party.saving import Row

    window.set_theme("system")
    if theme.current().dark:  # the platform is dark already: it turns light
        before, after, scheme = DARK, LIGHT, Qt.ColorScheme.Light
    else:
        before, after, scheme = LIGHT, DARK, Qt.ColorScheme.Dark
    seen = {}

    def while_open(what: str) -> None:
        dialog = QApplication.activeModalWidget()
        try:
            labels = [w for w in dialog.findChildren(QLabel) if before.inks["quiet"] in w.text()]
            QGuiApplication.styleHints().colorSchemeChanged.emit(scheme)
            qtbot.wait(20)
            seen[what] = (dialog.palette().color(QPalette.ColorRole.Window), [w.text() for w in labels],
                          dialog.style().theme)
        finally:
            dialog.reject()

    try:
        QTimer.singleShot(50, lambda: while_open("copies"))
        CopyOfferDialog("Ilse", [CopyRow("Ilse @home", "ilse (conflict).skchar", "Syncthing",
                                         ["Body: injury 2"], ["Mind: trauma 1 → 2 here, 1 → 3 there"])],
                        window).exec()
        theme.apply_theme("system", Qt.ColorScheme.Dark if before.dark else Qt.ColorScheme.Light)  # back
        QTimer.singleShot(50, lambda: while_open("save"))
        Asker(window).save_outcome("The party", [Row("Ilse", tmp_path / "ilse.skchar", "not written",
                                                     "Free some room on the disk, then Retry", False)])
    finally:
        window.set_theme("system")
    assert set(seen) == {"copies", "save"}
    for what, (paper, texts, style_theme) in seen.items():
        assert texts, f"{what}: no text in the quiet ink"
        assert paper == after.colour(QPalette.ColorRole.Window), what
        assert style_theme is after, f"{what}: its edges are still in the theme before"
        assert all(after.inks["quiet"] in t and before.inks["quiet"] not in t for t in texts), what
    copies = seen["copies"][1][0]
    assert after.inks["warning"] in copies and "Ilse &#64;home" in copies  # shown as "Ilse @home"
    assert after.inks["error"] in seen["save"][1][0]
