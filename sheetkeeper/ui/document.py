"""A character open in the app: the model, its file, and its undo stack.

Every change goes through :meth:`Document.apply`, which asks the system's rules and pushes
an undo command holding the character before and after. Undo puts the previous character
back; consecutive actions with the same ``merge_key`` merge into one step (typing in a field)
while one edit goes on: a change of focus anywhere in the app, or :meth:`Document.end_merging`
(a number box's Enter), ends it, so two edits of one field with other work between are two
steps. A merged step takes the label of its last action.
Views listen to :attr:`Document.changed` and re-read only what they show.
"""

from __future__ import annotations

import weakref
import zlib
from pathlib import Path

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication, QUndoCommand, QUndoStack

from ..core.actions import Action, Applied
from ..core.changes import Change, changed_paths
from ..core.character import CharacterBase
from ..core.registry import GameSystem, system_of
from ..core.rules import Context
from ..storage import Fingerprint, save_character
from ..storage.versions import merged_ids
from .remembered_situations import RememberedSituations


class Document(QObject):
    changed = Signal(object)
    """The character changed (an action, undo or redo): carries a
    :class:`~sheetkeeper.core.changes.Change` with the changed paths and the view that started
    it, so views refresh only what changed and skip the initiator."""
    applied = Signal(object)
    """An action was applied: carries the :class:`Applied` (for status messages)."""
    modified_changed = Signal(bool)
    path_changed = Signal()

    def __init__(
        self,
        character: CharacterBase,
        path: Path | None = None,
        *,
        read_only: str | None = None,
        fingerprint: Fingerprint | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._character = character
        self.path = Path(path) if path else None
        self.read_only = read_only
        self.fingerprint = fingerprint
        """What the file held when this document last read or wrote it: a save refuses to
        replace anything else (and the window asks the user instead)."""
        self.base = character if path is not None and fingerprint is not None else None
        """The character the file held when this document last read or wrote it: the base
        of a merge with a change that arrives on disk while it is open."""
        self.merged_from: list[list[str]] = []
        """The versions conflict copies merged in since the last save brought (each copy's
        ids: its own, then its lineage): the next save records them in the file's lineage,
        so a copy kept after it is known as merged and not offered again."""
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.situations = RememberedSituations(self)
        """The situation each check was last rolled in (the sheet's odds show it)."""
        self._edits_ended = 0

    @property
    def edit_era(self) -> tuple[int, int]:
        """Steps merge only within one era: a change of focus anywhere, or
        :meth:`end_merging`, starts the next."""
        return _focus_changes(), self._edits_ended

    def end_merging(self, *_args) -> None:
        """The edit going on is over: the next action is a step of its own."""
        self._edits_ended += 1

    def _on_clean_changed(self, clean: bool) -> None:
        # A stack destroyed with its document emits one last cleanChanged; ignore it.
        if shiboken6.isValid(self):
            self.modified_changed.emit(not clean)

    @property
    def character(self) -> CharacterBase:
        return self._character

    @property
    def system(self) -> GameSystem:
        return system_of(self._character)

    @property
    def rules(self):
        return self.system.rules

    @property
    def modified(self) -> bool:
        """Unsaved changes; a new character never saved to a file is all unsaved."""
        return self.path is None or not self.undo_stack.isClean()

    @property
    def mtime_ns(self) -> int:
        return self.fingerprint.mtime_ns if self.fingerprint else 0

    @property
    def title(self) -> str:
        return self._character.display_name

    def apply(self, action: Action, context: Context | None = None, *,
              initiator: object | None = None) -> Applied:
        """Apply through the rules (raises Refusal) and push one undoable step. ``initiator``
        (the view that dispatched it) is skipped by the first refresh."""
        applied = self.rules.apply(self._character, action, context)
        if applied.character != self._character:
            self.undo_stack.push(_ActionCommand(self, self._character, applied.character, action,
                                                initiator))
        self.applied.emit(applied)
        return applied

    def replace(self, character: CharacterBase, label: str) -> None:
        """Put a whole character in place as one undoable step (wizard, reload)."""
        self.undo_stack.push(
            _ActionCommand(self, self._character, character, Action("replace", label=label))
        )

    def set_character(self, character: CharacterBase, initiator: object | None = None) -> None:
        """Used by undo commands only."""
        before, self._character = self._character, character
        self.changed.emit(Change(changed_paths(before, character), initiator))

    def save(self, path: Path | None = None) -> None:
        target = Path(path) if path else self.path
        if target is None:
            raise ValueError("no file name")
        # Saving over its own file: refuse if another program changed it since we read or
        # wrote it (the window asks the user before saving; this closes the gap after that).
        expected = self.fingerprint if target == self.path else None
        self.fingerprint = save_character(target, self._character, expected=expected,
                                          merged_from=merged_ids(self.merged_from))
        self.merged_from = []
        self.base = self._character
        if target != self.path:
            self.path = target
            self.read_only = None
            self.path_changed.emit()
        self.undo_stack.setClean()


_FOCUS = {"changes": 0, "followed": None}


def _focus_changed(*_args) -> None:
    _FOCUS["changes"] += 1


def _focus_changes() -> int:
    """How often the focus moved in this app. Followed by a plain function, once: a
    connection to each Document would keep it from being freed at once."""
    app = QGuiApplication.instance()
    if isinstance(app, QGuiApplication) and _FOCUS["followed"] is not app:
        app.focusObjectChanged.connect(_focus_changed)
        _FOCUS["followed"] = app
    return _FOCUS["changes"]


class _ActionCommand(QUndoCommand):
    def __init__(self, document: Document, before: CharacterBase, after: CharacterBase,
                 action: Action, initiator: object | None = None):
        super().__init__(action.describe())
        self._initiator = initiator
        """Skipped on the first redo (the push) only: undo and redo refresh every view."""
        # Weak: a command must not keep its document alive (a Document left to Python's cycle
        # collector with Qt objects inside can crash the binding while being collected).
        self._document = weakref.ref(document)
        self._before = before
        self._after = after
        self._id = (zlib.crc32(action.merge_key.encode()) & 0x7FFFFFFF) if action.merge_key else -1
        self._era = document.edit_era

    def id(self) -> int:  # noqa: A003 - Qt's name
        return self._id

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, _ActionCommand) or other.id() != self._id or self._id == -1 \
                or other._era != self._era:
            return False
        self._after = other._after
        self.setText(other.text())  # "Set Hit points to 7", not the first value typed
        return True

    def redo(self) -> None:
        initiator, self._initiator = self._initiator, None
        if (document := self._document()) is not None:
            document.set_character(self._after, initiator)

    def undo(self) -> None:
        if (document := self._document()) is not None:
            document.set_character(self._before)
