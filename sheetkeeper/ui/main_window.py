"""The main window: one tab per open character, the menus, and the life of each open file.

Work is never lost here: closing asks about unsaved changes, modified documents are
autosaved for crash recovery, a file changed by another program is never silently
overwritten, and a file open in another window is detected. Every question goes through
``self.asker`` (see asker.py).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QStackedWidget, QTabWidget, QWidget

from ..core.character import CharacterBase
from ..core.registry import CAMPAIGN_SUFFIX, CHARACTER_SUFFIX
from ..paths import data_dir
from ..storage import LoadError, SaveError, load_character
from ..storage.file_key import file_key
from .accessible import announce, announce_undo
from .asker import Asker
from .copy_offers import CopyOffers
from .disk_guard import DiskGuard
from .document import Document
from .document_tab import DocumentTab
from .file_lock import FileLock
from .menus import build_menus
from .open_documents import OPEN
from .panes import PaneCycle
from .party import PartyView
from .party_file_guard import PartyFileGuard
from .party_tabs import PartyTabs
from .recovery import AUTOSAVE_SECONDS
from .restore import offer_recovery
from .screen_fit import fit_to_screen
from .settings import Settings
from .theme import apply_theme
from .undo_keys import UndoKeys
from .window_parts import DiceDock, DropOpener, pick_new_character

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, asker: Asker | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.asker = asker or Asker(self)
        self.undo_group = QUndoGroup(self)
        self.disk = DiskGuard(self)
        self.party_files = PartyFileGuard(self)
        self._save_problem = ""

        self.tab_widget = QTabWidget(self)
        self.tab_widget.setDocumentMode(True)
        self.tab_widget.setTabsClosable(True)
        self.tab_widget.setMovable(True)
        self.tab_widget.currentChanged.connect(self._on_current_changed)
        self.tab_widget.tabCloseRequested.connect(
            lambda index: self.close_tab(self.tab_widget.widget(index))
        )
        welcome = QLabel(
            self.tr("Open a character (Ctrl+O) or create one (Ctrl+N).\nYou can also drop files here."),
            self,
        )
        welcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(welcome)
        self.stack.addWidget(self.tab_widget)
        self.setCentralWidget(self.stack)

        self.menu_actions = build_menus(self)
        self.undo_keys = UndoKeys(self, [self.menu_actions["undo"], self.menu_actions["redo"]])
        self.dice = DiceDock(self)
        self.drops = DropOpener(self, self.open_paths)
        self.parties = PartyTabs(self)
        self.panes = PaneCycle(self)
        self.copies = CopyOffers(self)
        # What the status bar says (saves, what the rules did, merges) is said aloud too.
        self.statusBar().messageChanged.connect(self._say_status)
        announce_undo(self.undo_group, self.menu_actions["undo"], self.menu_actions["redo"])

        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(AUTOSAVE_SECONDS * 1000)
        self.autosave_timer.timeout.connect(self.autosave_now)
        self.autosave_timer.start()

        self.resize(1100, 800)
        if (geometry := self.settings.geometry()) is not None:
            self.restoreGeometry(geometry)
        if (state := self.settings.window_state()) is not None:
            self.restoreState(state)
        fit_to_screen(self)  # a default or saved size larger than this screen's room
        apply_theme(self.settings.theme())
        self.refresh_chrome()

    # -- tabs ---------------------------------------------------------------------------

    def tabs(self) -> list[DocumentTab]:
        widgets = (self.tab_widget.widget(i) for i in range(self.tab_widget.count()))
        return [w for w in widgets if isinstance(w, DocumentTab)]

    def current_tab(self) -> DocumentTab | None:
        widget = self.tab_widget.currentWidget()
        return widget if isinstance(widget, DocumentTab) else None

    def tab_for(self, path: Path) -> DocumentTab | None:
        """The sheet tab of this file (however the path is spelled), if one is open."""
        key = file_key(path)
        return next((t for t in self.tabs() if t.document.path and file_key(t.document.path) == key), None)

    def add_document(self, document: Document, lock: FileLock | None = None) -> DocumentTab:
        OPEN.add(document)
        tab = DocumentTab(document, lock)
        tab.save_as_requested.connect(lambda: self.save_as(tab))
        self.undo_group.addStack(document.undo_stack)
        tab.document_modified.connect(lambda modified: self._on_modified(tab, modified))
        tab.document_changed.connect(lambda: self.refresh_tab(tab))
        tab.document_applied.connect(self._show_applied)
        self.dice.connect_sheet(tab.sheet)
        self.disk.follow(document.path)
        self.tab_widget.addTab(tab, "")
        self.tab_widget.setCurrentWidget(tab)
        self.refresh_tab(tab)
        return tab

    def refresh_tab(self, tab: DocumentTab) -> None:
        index = self.tab_widget.indexOf(tab)
        if index < 0:
            return
        doc = tab.document
        self.tab_widget.setTabText(index, doc.title + (" *" if doc.modified else ""))
        self.tab_widget.setTabToolTip(index, str(doc.path) if doc.path else self.tr("Not saved yet"))
        tab.refresh_banner()
        if tab is self.current_tab():
            self.refresh_chrome()

    def _on_current_changed(self, _index: int) -> None:
        tab = self.current_tab()
        party = self.parties.current()
        stack = tab.document.undo_stack if tab else party.undo_stack if party else None
        self.undo_group.setActiveStack(stack)
        self.dice.follow(tab.document if tab else None, party)
        self.refresh_chrome()

    def refresh_chrome(self) -> None:
        """The title, the welcome page or the tabs, and the actions, for the current tab."""
        tab = self.current_tab()
        party = self.parties.current()
        self.stack.setCurrentIndex(1 if tab or party else 0)
        if party is not None:
            name = self.parties.title(party).replace("[*]", "[*][*]")
            self.setWindowTitle(f"{name}[*] — SheetKeeper")
            self.setWindowModified(party.modified)
            for key in ("save", "export_pdf", "close"):
                self.menu_actions[key].setEnabled(True)
            self.menu_actions["save_as"].setEnabled(False)
            return
        if tab is None:
            self.setWindowTitle("SheetKeeper")
            self.setWindowModified(False)
        else:
            name = tab.document.title.replace("[*]", "[*][*]")  # a literal [*] in a name
            self.setWindowTitle(f"{name}[*] — SheetKeeper")
            self.setWindowModified(tab.document.modified)
        for key in ("save_as", "export_pdf", "close"):
            self.menu_actions[key].setEnabled(tab is not None)
        self.menu_actions["save"].setEnabled(tab is not None and not tab.read_only)

    def _say_status(self, text: str) -> None:
        if QApplication.activePopupWidget() is None:  # not a menu item's status tip
            announce(self, text)

    def _show_applied(self, applied) -> None:
        if applied.message:
            self.statusBar().showMessage(applied.message, 5000)

    def _on_modified(self, tab: DocumentTab, modified: bool) -> None:
        if not modified:
            tab.autosaver.clear()
        self.refresh_tab(tab)

    # -- opening ------------------------------------------------------------------------

    def new_character(self) -> None:
        """File › New: the wizard, then the new sheet with the keyboard in its first field."""
        character = pick_new_character(self)
        if character is not None:
            tab = self.add_document(Document(character))
            if (first := getattr(tab.sheet, "focus_first_field", None)) is not None:
                first()

    def open_dialog(self) -> None:
        self.open_paths(self.asker.open_paths(self.settings.last_folder()))

    def open_paths(self, paths) -> None:
        for path in paths:
            self.open_path(path)

    def open_path(self, path: Path | str) -> DocumentTab | None:
        """Open a character (or a campaign's members); errors are shown, never raised."""
        path = Path(path).absolute()
        if path.suffix == CAMPAIGN_SUFFIX:
            self.open_campaign(path)
            return None
        if (tab := self.tab_for(path)) is not None:
            self.tab_widget.setCurrentWidget(tab)
            return tab
        if (shared := OPEN.find(path)) is not None:
            # Open already as a party member: its sheet is one more view of that document.
            self._remember(path)
            return self.add_document(shared)
        try:
            opened = load_character(path)
        except LoadError as error:
            self.report_open_failure(path, error.message)
            return None
        except Exception as error:  # noqa: BLE001 - an odd file must never crash the app
            log.exception("unexpected error opening %s", path)
            self.report_open_failure(path, str(error) or type(error).__name__)
            return None
        read_only = opened.read_only
        lock, holder = FileLock.acquire(path)
        if holder is not None:
            answer = self.asker.locked(path, holder.pid)
            if answer == "cancel":
                return None
            if answer == "anyway":
                lock = FileLock.force(path)
            else:
                read_only = self.tr("open in another SheetKeeper window; use Save As to keep changes")
        document = Document(opened.character, path, read_only=read_only, fingerprint=opened.fingerprint)
        self._remember(path)
        tab = self.add_document(document, lock)
        self.copies.offer_document(document)
        return tab

    def report_open_failure(self, path: Path, message: str) -> None:
        """Tell the user a file did not open, and why; a file gone leaves the recent list."""
        if not path.exists():
            self.settings.remove_recent(path)
        self.asker.error(self.tr("Could not open {0}").format(path.name), f"{path}\n\n{message}")

    def open_campaign(self, path: Path) -> None:
        """The campaign's party dashboard in a tab of its own."""
        if self.parties.open(Path(path)) is not None:
            self._remember(Path(path))

    def _remember(self, path: Path) -> None:
        self.settings.add_recent(path)
        # The app's own folder (the sample party's copy) is no place to suggest for saving.
        if not path.resolve().is_relative_to(data_dir().resolve()):
            self.settings.set_last_folder(path.parent)

    def fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        recent = self.settings.recent_files()
        for number, path in enumerate(recent, 1):
            action = menu.addAction(self.settings.recent_label(path, number))
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        if recent:
            menu.addSeparator()
        clear = menu.addAction(self.tr("Clear Menu"))
        clear.setEnabled(bool(recent))
        clear.triggered.connect(self.settings.clear_recent)

    # -- saving -------------------------------------------------------------------------

    def save(self, tab: DocumentTab | None = None) -> bool:
        """Save to the document's own file; True when saved. Failures keep the changes."""
        if tab is None and (party := self.parties.current()) is not None:
            return self.parties.save(party)
        tab = tab or self.current_tab()
        if tab is None:
            return False
        doc = tab.document
        if doc.path is None or doc.read_only:
            return self.save_as(tab)
        answer = self.disk.before_save(doc)
        if answer == "save_as":
            return self.save_as(tab)
        if answer not in ("ok", "keep"):
            return False
        return self._write(tab, doc.path) or self._offer_save_as(tab)

    def save_as(self, tab: DocumentTab | None = None, path: Path | None = None) -> bool:
        tab = tab or self.current_tab()
        if tab is None:
            return False
        doc = tab.document
        if path is None:
            folder = doc.path.parent if doc.path else Path(self.settings.last_folder() or Path.home())
            path = self.asker.save_path(folder / f"{doc.title}{CHARACTER_SUFFIX}")
            if path is None:
                return False
        path = Path(path).absolute()
        if path.suffix != CHARACTER_SUFFIX:
            path = path.with_name(path.name + CHARACTER_SUFFIX)
        shared = OPEN.find(path)
        if ((other := self.tab_for(path)) is not None and other is not tab) or \
                (shared is not None and shared is not doc):
            self.asker.error(
                self.tr("Save As"),
                self.tr("{0} is open already (in another tab or a party); close it first or choose another name.").format(path.name),
            )
            return False
        keep_lock = tab.lock is not None and path == doc.path
        lock, holder = (tab.lock, None) if keep_lock else FileLock.acquire(path)
        if holder is not None:
            self.asker.error(
                self.tr("Save As"),
                self.tr("{0} is open in another SheetKeeper window (process {1}); choose another name.").format(
                    path.name, holder.pid
                ),
            )
            return False
        old_path, old_lock = doc.path, tab.lock
        if not self._write(tab, path):
            if lock is not None and not keep_lock:
                lock.release()
            return self._offer_save_as(tab)
        if not keep_lock:
            if old_lock is not None:
                old_lock.release()
            tab.lock = lock
        if old_path is not None and old_path != path:
            self.disk.forget_path(old_path)
        self._remember(path)
        return True

    def _write(self, tab: DocumentTab, path: Path) -> bool:
        doc = tab.document
        try:
            doc.save(path)
        except SaveError as error:
            self._save_problem = error.message
            return False
        doc.read_only = None  # it could be written, so it is ours to change
        tab.autosaver.clear()
        self.disk.follow(doc.path)
        self.refresh_tab(tab)
        self.statusBar().showMessage(self.tr("Saved {0}").format(doc.path), 4000)
        self.copies.saved([doc.path])
        return True

    def _offer_save_as(self, tab: DocumentTab) -> bool:
        """After a failed save: the changes stay; offer to save them elsewhere."""
        title = self.tr("Could not save {0}").format(tab.document.title)
        if self.asker.offer_save_as(title, self._save_problem):
            return self.save_as(tab)
        return False

    def export_pdf(self, path: Path | None = None) -> bool:
        """The Export PDF dialog (paper, fillable, odds, blank sheet; a campaign's party
        book), suggesting the character's or campaign's own folder."""
        from .pdf_export import ExportChoice, export_pdf_file

        file_name = ""
        fight, campaign = None, None
        if (party := self.parties.current()) is not None:
            characters = [d.character for d in party.documents.values()]
            suggested = party.opened.path.with_suffix(".pdf")
            campaign = party.campaign
            fight = campaign.last_encounter
        elif (tab := self.current_tab()) is not None:
            doc = tab.document
            characters = [doc.character]
            file_name = doc.path.name if doc.path else ""
            folder = doc.path.parent if doc.path else Path(self.settings.last_folder() or Path.home())
            suggested = folder / f"{doc.title}.pdf"
        else:
            return False
        choice = ExportChoice(Path(path)) if path is not None else self.asker.export_options(
            suggested, party=party is not None, encounter=fight.display_name if fight else "",
            stash=campaign is not None and campaign.stash.holds)
        if choice is None:
            return False
        return export_pdf_file(self, self.asker, characters, choice, file_name=file_name,
                               campaign=campaign, party_path=party.opened.path if party else None)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not event.spontaneous():
            fit_to_screen(self)  # now with the window manager's real frame

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == event.Type.ActivationChange and self.isActiveWindow():
            self.disk.check_all()

    # -- autosave and recovery ----------------------------------------------------------

    def autosave_now(self) -> int:
        """Write a recovery copy of every modified document (sheets, and party members edited
        on a dashboard); returns how many were written."""
        sheets = sum(
            tab.autosaver.save(tab.document.character, tab.document.path)
            for tab in self.tabs()
            if tab.document.modified
        )
        return sheets + self.parties.autosave()

    def offer_recovery(self) -> list[DocumentTab]:
        """At start-up: offer the autosaved copies a crash left behind."""
        return offer_recovery(self)

    # -- closing ------------------------------------------------------------------------

    def close_current(self) -> bool:
        widget = self.tab_widget.currentWidget() if self.tab_widget.count() else None
        return self.close_tab(widget) if widget else False

    def close_tab(self, tab: QWidget | None) -> bool:
        """Close one tab, asking about unsaved changes; False if the user cancelled."""
        if isinstance(tab, PartyView):
            closed = self.parties.close(tab)
            self.refresh_chrome()
            return closed
        if not isinstance(tab, DocumentTab):
            return False
        # A party member's sheet is a second view of the party's document: closing it keeps
        # the edits and their history on the dashboard (Save party writes them).
        in_party = self.parties.holding(tab.document)
        if not in_party and not self._may_discard(tab):
            return False
        tab.release()
        self.disk.forget(tab)
        self.undo_group.removeStack(tab.document.undo_stack)
        if not in_party:
            # Clear now: a stack cleared while being destroyed signals a half-deleted Document.
            tab.document.undo_stack.clear()
            OPEN.drop(tab.document)
        else:  # the tab took the document as its child: give it back before the tab goes
            tab.document.setParent(in_party)
        self.tab_widget.removeTab(self.tab_widget.indexOf(tab))
        tab.deleteLater()
        self.refresh_chrome()
        return True

    def _may_discard(self, tab: DocumentTab) -> bool:
        if not tab.document.modified:
            return True
        self.tab_widget.setCurrentWidget(tab)
        answer = self.asker.unsaved(tab.document.title)
        if answer == "save":
            return self.save(tab)
        return answer == "discard"

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        for tab in [*self.parties.views(), *self.tabs()]:
            if not self.close_tab(tab):
                event.ignore()
                return
        self.settings.set_window(self.saveGeometry(), self.saveState())
        self.settings.set_dice_roller_shown(self.dice.shown)
        self.settings.sync()
        event.accept()

    def set_theme(self, theme: str) -> None:
        self.settings.set_theme(theme)
        apply_theme(theme)
        self._check_theme()

    def _check_theme(self) -> None:
        for key, action in self.menu_actions.items():
            if key.startswith("theme_"):
                action.setChecked(key == f"theme_{self.settings.theme()}")

    def show_preferences(self) -> None:
        """Edit › Preferences: theme, language, default paper."""
        from .preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self)
        dialog.exec()
        dialog.deleteLater()
        self._check_theme()

    def open_character(self, character: CharacterBase) -> DocumentTab:
        """A new, never-saved character (from the wizard or a script) in its own tab."""
        return self.add_document(Document(character))
