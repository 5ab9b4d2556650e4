"""The assembled window in a person's hands: ``MainWindow`` as the app starts it, at its
default size, shown and active, driven only by input events (mouse clicks, key presses, the
wheel) on visible, enabled widgets found by the names a screen reader reads.

``make test-window`` runs these tests in a real X server with a window manager
(tools/real_display.py: Qt's xcb platform); run alone they use the offscreen platform.
No handler or private method is called: what a test cannot reach with the mouse or the
keyboard, a person cannot reach either.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
from collections.abc import Callable, Collection, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QAccessible, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenuBar,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QTabBar,
    QWidget,
)

from sheetkeeper.paths import samples_dir
from sheetkeeper.translate import set_language
from sheetkeeper.ui.application import start
from sheetkeeper.ui.main_window import MainWindow
from sheetkeeper.ui.translator import install_translator

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the tests' helpers (alt_keys)

if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
    # Qt's offscreen screen is 800×800: too small for the window at its default size. Set
    # before the application exists (the tests below need one, collection does not).
    screen = Path(__file__).with_name("offscreen-screen.json")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"

DEFAULT_SIZE = (1100, 800)
WAIT_MS = 5000


def pytest_collection_modifyitems(items):
    here = Path(__file__).resolve().parent
    for item in items:
        if Path(str(item.fspath)).resolve().is_relative_to(here):
            item.add_marker(pytest.mark.window)


def accessible_name(widget: QWidget) -> str:
    """The name a screen reader reads for ``widget`` (a button's text without its &, a form
    field's label, or the accessible name set on it)."""
    if widget.accessibleName():
        return widget.accessibleName()
    face = QAccessible.queryAccessibleInterface(widget)
    if face is None:
        return ""
    if isinstance(widget, QComboBox | QAbstractSpinBox | QLineEdit):
        # Named by their label (a "labelled by" relation), their own name being their text.
        labels = [other.text(QAccessible.Text.Name)
                  for other, _relation in face.relations(QAccessible.Relation.Label)]
        if labels:
            return labels[0]
    return face.text(QAccessible.Text.Name)


def shown(widget: QWidget) -> bool:
    """Visible to a person: shown, and some of it not scrolled or clipped away."""
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


class Hands:
    """Mouse and keyboard on the real window."""

    name_of = staticmethod(accessible_name)

    def __init__(self, window: MainWindow, qtbot) -> None:
        self.window = window
        self.qtbot = qtbot
        self.claimed: list[QWidget] = []
        """The dialogs a ``dialog`` block has taken (each block takes the next one)."""

    # -- finding ---------------------------------------------------------------------

    def top(self) -> QWidget:
        """Where a person is looking: the open dialog, else the main window."""
        return QApplication.activeModalWidget() or QApplication.activePopupWidget() or self.window

    def all(self, name: str, kind: type = QWidget, root: QWidget | None = None) -> list[QWidget]:
        root = root or self.top()
        found = [w for w in root.findChildren(kind) if w.isVisible() and accessible_name(w) == name]
        if kind is not QLabel and any(not isinstance(w, QLabel) for w in found):
            found = [w for w in found if not isinstance(w, QLabel)]  # a field, not its label
        return [w for w in found if w.isWindow() or not w.visibleRegion().isEmpty()] or found

    def find(self, name: str, kind: type = QWidget, root: QWidget | None = None) -> QWidget:
        """The one visible, enabled widget of this name, scrolled into view with the wheel
        where it lies outside its scroll area's view."""
        found = []
        for _ in range(WAIT_MS // 50):
            found = self.all(name, kind, root)
            if found:
                break
            QTest.qWait(50)
        assert found, f"nothing visible named {name!r} in {type(root or self.top()).__name__}"
        widget = found[0]
        self.scroll_to(widget)
        assert shown(widget), f"{name!r} is hidden from view"
        assert widget.isEnabled(), f"{name!r} is disabled"
        return widget

    def scroll_to(self, widget: QWidget) -> None:
        """Turn the wheel over the scroll area holding ``widget`` until all of it shows."""
        parent = widget.parentWidget()
        while parent is not None and not isinstance(parent, QAbstractScrollArea):
            parent = parent.parentWidget()
        if parent is None:
            return
        viewport = parent.viewport()
        for _ in range(100):
            top_left = widget.mapTo(viewport, QPoint(0, 0))
            if top_left.y() < 0:
                step = 120
            elif top_left.y() + min(widget.height(), viewport.height()) > viewport.height():
                step = -120
            else:
                return
            bar = parent.verticalScrollBar()
            before = bar.value()
            self.wheel(viewport, step)
            if bar.value() == before:
                return

    def wheel(self, widget: QWidget, delta: int) -> None:
        centre = QPointF(widget.rect().center())
        event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                            QPoint(0, delta), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(widget, event)
        QTest.qWait(10)

    # -- doing -----------------------------------------------------------------------

    def click(self, name_or_widget, kind: type = QWidget, root: QWidget | None = None) -> QWidget:
        widget = name_or_widget if isinstance(name_or_widget, QWidget) else self.find(name_or_widget, kind, root)
        if isinstance(name_or_widget, QWidget):
            self.scroll_to(widget)
            assert shown(widget) and widget.isEnabled(), f"{accessible_name(widget)!r} cannot be clicked"
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _spot(widget))
        QTest.qWait(20)
        return widget

    def double_click(self, widget: QWidget, at: QPoint | None = None) -> None:
        at = at or widget.rect().center()
        QTest.mouseDClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        QTest.qWait(20)

    def focused(self) -> QWidget:
        widget = QApplication.focusWidget()
        assert widget is not None, "no widget has the keyboard focus"
        return widget

    def key(self, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier, times: int = 1) -> None:
        for _ in range(times):
            target = QApplication.focusWidget() or self.top()
            QTest.keyClick(target, key, modifiers)
            QTest.qWait(10)

    def type(self, text: str) -> None:
        """Key by key to whatever has the focus then (a first key may open an editor)."""
        for char in text:
            QTest.keyClicks(self.focused(), char)
            QTest.qWait(2)
        QTest.qWait(10)

    def fill(self, name: str, text: str, root: QWidget | None = None, kind: type = QWidget) -> QWidget:
        """Click into a field, select what is in it and type over it."""
        field = self.click(name, kind, root=root)
        self.wait(field.hasFocus)
        self.key(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        line = field if isinstance(field, QLineEdit) else field.findChild(QLineEdit)
        if line is not None:  # a spin box selects its number, not its prefix ("+0")
            whole = field.cleanText if isinstance(field, QAbstractSpinBox) else line.text
            self.wait(lambda: line.selectedText() == whole())
        self.type(text)
        return field

    def choose(self, name: str, item: str, root: QWidget | None = None) -> QComboBox:
        """Open a drop-down list with a click and click one of its items."""
        combo = self.click(name, QComboBox, root)
        view = combo.view()
        assert self.qtbot.waitUntil(lambda: view.isVisible(), timeout=WAIT_MS) is None
        texts = [combo.itemText(i) for i in range(combo.count())]
        assert item in texts, f"{name!r} offers no {item!r}: {texts}"
        index = view.model().index(texts.index(item), combo.modelColumn(), view.rootIndex())
        view.scrollTo(index) if not view.visualRect(index).intersects(view.viewport().rect()) else None
        rect = view.visualRect(index)
        QTest.qWait(QApplication.doubleClickInterval() + 50)  # a list opened this instant ignores a release
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
        self.qtbot.waitUntil(lambda: not view.isVisible(), timeout=WAIT_MS)
        assert combo.currentText() == item
        QTest.qWait(30)  # what the choice shows appears once the event loop runs
        return combo

    def pick(self, name: str, item: str, root: QWidget | None = None) -> None:
        """Click the entry of a list whose first line is ``item``."""
        view = self.find(name, QListWidget, root)
        rows = [view.item(i).text().split("\n")[0] for i in range(view.count())]
        assert item in rows, f"{name!r} lists no {item!r}: {rows}"
        entry = view.item(rows.index(item))
        view.scrollToItem(entry) if not view.visualItemRect(entry).intersects(view.viewport().rect()) else None
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         view.visualItemRect(entry).center())
        QTest.qWait(20)
        assert view.currentItem() is entry

    def tab(self, title: str, root: QWidget | None = None) -> None:
        """Click the tab of this title (of the visible tab bars)."""
        for bar in (root or self.top()).findChildren(QTabBar):
            titles = [bar.tabText(i).replace("&", "") for i in range(bar.count())]
            if bar.isVisible() and title in titles:
                index = titles.index(title)
                QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 bar.tabRect(index).center())
                self.wait(lambda bar=bar, index=index: bar.currentIndex() == index)
                QTest.qWait(20)
                return
        raise AssertionError(f"no tab {title!r} on view")

    def menu(self, *path: str) -> None:
        """Click through the menu bar: ``menu("File", "Export PDF…")``."""
        bar = self.window.findChild(QMenuBar)
        actions = {a.text().replace("&", ""): a for a in bar.actions()}
        assert path[0] in actions, f"no menu {path[0]!r}: {list(actions)}"
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         bar.actionGeometry(actions[path[0]]).center())
        menu = actions[path[0]].menu()
        for step in path[1:]:
            self.qtbot.waitUntil(menu.isVisible, timeout=WAIT_MS)
            items = {a.text().replace("&", ""): a for a in menu.actions() if a.isVisible()}
            assert step in items, f"no {step!r} in that menu: {list(items)}"
            action = items[step]
            assert action.isEnabled(), f"{step!r} is disabled"
            QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             menu.actionGeometry(action).center())
            menu = action.menu()
        QTest.qWait(20)

    @contextlib.contextmanager
    def dialog(self, steps: Callable[[QWidget], None], kind: type = QWidget) -> Iterator[None]:
        """Run ``steps`` on the next dialog (of ``kind``) the body opens (a modal dialog
        runs its own event loop, so its steps run from a timer); their failure is this
        block's."""
        done: list[BaseException | None] = []
        opener = self.top()

        def look() -> None:
            modal = QApplication.activeModalWidget()
            if modal is None or modal is opener or not isinstance(modal, kind) \
                    or any(modal is d for d in self.claimed):
                QTimer.singleShot(30, look)
                return
            self.claimed.append(modal)
            QTest.qWaitForWindowActive(modal, 2000)
            try:
                steps(modal)
                done.append(None)
            except BaseException as error:  # noqa: BLE001 - handed back to the test
                done.append(error)
                if modal.isVisible():
                    modal.close()

        QTimer.singleShot(0, look)
        yield
        self.qtbot.waitUntil(lambda: bool(done), timeout=WAIT_MS * 6)
        if done[0] is not None:
            raise done[0]
        if not opener.isActiveWindow():
            # A window manager gives the window back its activation when the dialog goes;
            # Qt's offscreen platform has none.
            opener.activateWindow()
            QTest.qWaitForWindowActive(opener, WAIT_MS)

    def add_foe(self, game: str, name: str, numbers: dict[str, str]) -> None:
        """On the party's Encounter tab: *Add foe…*, the game chosen with the arrow keys in
        the list the dialog opens on, the name and the numbers its fights read typed in, OK."""
        def fill(dialog: QWidget) -> None:
            games = self.find("Foe's game", QComboBox, root=dialog)
            self.wait(games.hasFocus)  # the dialog opens on it: the arrow keys choose
            for _ in range(games.count()):
                if games.currentText() == game:
                    break
                self.key(Qt.Key.Key_Down)
            assert games.currentText() == game
            self.fill("Foe's name", name, root=dialog)
            for label, value in numbers.items():
                if isinstance(self.find(label, root=dialog), QComboBox):
                    self.choose(label, value, root=dialog)
                else:
                    self.fill(label, value, root=dialog)
            self.click("OK", QPushButton, root=dialog)

        with self.dialog(fill):
            self.click("Add foe…", QPushButton)

    def split_coins(self, among: Collection[str], says: str | None = None,
                    shot: Path | str | None = None) -> None:
        """On the party's Stash tab: *Split among…*, the members named in ``among`` ticked and
        the others not, what the dialog says the shares will be read (``says``: it must say
        just that) and, with ``shot``, the screen taken; then *Split*."""
        def split(dialog: QWidget) -> None:
            for tick in dialog.findChildren(QCheckBox):
                if tick.isChecked() != (tick.text() in among):
                    self.click(tick)
            if says is not None:
                said = self.find("Shares", QLabel, root=dialog).text()
                assert said == says, said
            if shot is not None:
                self.shot(Path(shot))
            self.click("Split", QPushButton, root=dialog)

        with self.dialog(split):
            self.click("Split among…", QPushButton)

    def button(self, text: str, root: QWidget | None = None) -> QAbstractButton:
        return self.find(text, QAbstractButton, root)

    def shot(self, path: Path) -> Path:
        """The whole screen as the X server shows it (offscreen: the window alone)."""
        screen = self.window.screen()
        picture = screen.grabWindow(0) if QApplication.platformName() == "xcb" else self.window.grab()
        assert picture.save(str(path)), f"could not write {path}"
        return path

    def wait(self, condition: Callable[[], object], timeout: int = WAIT_MS) -> None:
        self.qtbot.waitUntil(lambda: bool(condition()), timeout=timeout)


def _spot(widget: QWidget) -> QPoint:
    """Where a person clicks: a check box or radio button on its box, the rest mid-way."""
    if isinstance(widget, QCheckBox | QRadioButton):
        return QPoint(min(8, widget.width() // 2), widget.height() // 2)
    return widget.rect().center()


@pytest.fixture
def sample_copies(tmp_path) -> Path:
    """The bundled samples (characters and the party), copied into the test's folder."""
    folder = tmp_path / "samples"
    folder.mkdir()
    for path in samples_dir().iterdir():
        if path.suffix in (".skchar", ".skparty"):
            shutil.copy2(path, folder / path.name)
    return folder


class Watchdog:
    """A dialog no step of the test answers would wait forever for a person: after
    ``patience`` ms it is closed and the test fails, saying what it asked."""

    def __init__(self, patience: int = 20_000) -> None:
        self.patience = patience
        self.seen: dict[int, int] = {}
        self.stuck: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(500)
        self.timer.timeout.connect(self._look)
        self.timer.start()

    def _look(self) -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            self.seen.clear()
            return
        waited = self.seen.setdefault(id(modal), 0) + self.timer.interval()
        self.seen[id(modal)] = waited
        if waited >= self.patience:
            said = modal.text() if isinstance(modal, QMessageBox) else ""
            self.stuck.append(f"{type(modal).__name__} {modal.windowTitle()!r} {said}".strip())
            modal.close()

    def stop(self) -> None:
        self.timer.stop()
        assert not self.stuck, f"a dialog waited for an answer no step gave: {self.stuck}"


@pytest.fixture
def german(qapp):
    """The app in German, as under ``LANG=de_DE.UTF-8``, for the length of a test."""
    set_language("de")
    translator = install_translator(qapp)
    yield
    qapp.removeTranslator(translator)
    set_language(None)


@pytest.fixture
def open_window(qtbot):
    """``open_window(*files, size=(w, h))``: the app's window as ``sheetkeeper FILE...``
    starts it (no file on a fresh machine: the sample party), shown and active."""
    made: list[MainWindow] = []
    watchdog = Watchdog()

    def make(*files: Path, size: tuple[int, int] = DEFAULT_SIZE) -> MainWindow:
        window = MainWindow()
        if size != DEFAULT_SIZE:
            window.resize(*size)
        assert (window.width(), window.height()) == size
        made.append(window)
        start([str(f) for f in files], window)
        window.activateWindow()
        assert QTest.qWaitForWindowActive(window, WAIT_MS), "the window never became active"
        QTest.qWait(50)
        return window

    yield make
    for window in made:
        _close_discarding(window)
    watchdog.stop()


def _close_discarding(window: MainWindow) -> None:
    """End of the test: close the window, leaving unsaved changes behind."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.button(QMessageBox.StandardButton.Discard):
            box.button(QMessageBox.StandardButton.Discard).click()
        elif box is not None:
            box.reject()

    answering = QTimer()
    answering.setInterval(50)
    answering.timeout.connect(answer)
    answering.start()
    window.close()
    answering.stop()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def real_focus(qapp):
    """Typing into dialogs needs a window manager moving focus and activation between
    windows; Qt's offscreen platform moves neither as a person's desktop does."""
    if qapp.platformName() != "xcb":
        pytest.skip("typing into dialogs needs a real X server: make test-window with "
                    "xvfb and openbox installed (make test-deps installs them as root)")


@pytest.fixture
def hands(qtbot):
    """``hands(window)``: a person's mouse and keyboard on that window."""
    return lambda window: Hands(window, qtbot)

