"""What every element widget shares: the document, cached rules answers, and applying.

An element reads its values by bind path and changes them only through
``SheetContext.apply`` (an action through the document, so it is undoable). On
``document.changed`` each element re-reads what it shows and touches its widgets only where
the value differs, so an edit never rebuilds the sheet.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ....core.actions import Action, Applied, Refusal
from ....core.checks import Odds
from ....core.paths import get_path
from ....forms.spec import Element
from ....translate import shown
from ...document import Document
from ...remembered_situations import describe

_MISSING = object()


class SheetContext(QObject):
    """One per sheet: the document, the rules answers for the current character (computed
    once per change however many elements ask), and the sheet's outgoing signals."""

    check_requested = Signal(str, int)
    message = Signal(str)
    """A refusal or a notice for the user, in the game's words."""

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._for: object = None
        self._cache: dict[Any, Any] = {}
        self.last_applied: Applied | None = None
        """What the last :meth:`apply` did (for a notice beside the control that asked)."""
        self.putting_off = False
        """While the sheet builds the pages not on view: long tables fill in later."""
        self.put_off: list[ElementWidget] = []

    def puts_off(self, widget: ElementWidget) -> bool:
        """Whether ``widget`` (a long table on a page not on view) fills in later: after the
        sheet's first paint, or when asked for (:meth:`SheetView.fill_put_off`)."""
        if self.putting_off and widget not in self.put_off:
            self.put_off.append(widget)
        return widget in self.put_off

    @property
    def character(self) -> Any:
        return self.document.character

    @property
    def rules(self) -> Any:
        return self.document.rules

    def cached(self, key: Any, compute: Callable[[], Any]) -> Any:
        """``compute()`` once per character version (characters are copy-on-write)."""
        if self._for is not self.character:
            self._for, self._cache = self.character, {}
        if key not in self._cache:
            self._cache[key] = compute()
        return self._cache[key]

    def checks(self) -> list:
        return self.cached("checks", lambda: list(self.rules.checks(self.character)))

    def states(self) -> list:
        return self.cached("states", lambda: list(self.rules.states(self.character)))

    def derived(self) -> dict:
        return self.cached("derived", lambda: {d.key: d for d in self.rules.derived(self.character)})

    def odds(self, check_id: str, modifier: int = 0) -> Odds | None:
        """The odds of a check in the situation it was last rolled in (if any), with the
        modifier set beside the checks added: what a double-click then rolls."""
        situation = self.document.situations.get(check_id)

        def compute() -> Odds | None:
            try:
                return self.rules.odds(self.character, check_id, modifier, situation=situation)
            except Refusal:
                return None

        return self.cached(("odds", check_id, modifier, tuple(sorted(situation.items()))), compute)

    def situation_label(self, check_id: str) -> tuple[str, str]:
        """The remembered situation of a check: a short label and the whole in words."""
        values = self.document.situations.get(check_id)
        return self.cached(("situation", check_id, tuple(sorted(values.items()))),
                           lambda: describe(self.rules, self.character, check_id, values))

    def read(self, path: str, default: Any = None) -> Any:
        try:
            return get_path(self.character, path)
        except (KeyError, IndexError, ValueError, TypeError):
            return default

    def apply(self, action: Action, initiator: object | None = None) -> bool:
        """Apply through the document; a refusal is reported, never raised. ``initiator``
        (the widget that already shows the new value) is skipped by the refresh."""
        if self.document.read_only:
            self.message.emit(self.tr("This file is open read-only: {0}").format(self.document.read_only))
            return False
        try:
            if action.kind == "set" and "adjust" not in action.args:
                edit = self.rules.edit(self.character, action.args["path"], action.args["value"])
                if edit is not None:
                    action = self._ask_in_play(edit, action)
                    if action is None:
                        return False
            if action.kind == "list.remove" and "adjust" not in action.args:
                removal = self.rules.removal(self.character, action.args["path"], action.args["index"])
                if removal is not None:
                    action = self._ask_removal(removal, action)
                    if action is None:
                        return False
            self.last_applied = self.document.apply(action, initiator=initiator)
        except Refusal as refusal:
            self.message.emit(shown(refusal.message))
            return False
        return True

    def _ask_removal(self, removal: Any, action: Action) -> Action | None:
        """In play, a row holding an advance: the user records its removal as an adjustment
        with a reason, or keeps it."""
        from ...dialogs.play_remove import PlayRemoveDialog

        owner = self.parent()
        dialog = PlayRemoveDialog(removal, action, owner.window() if isinstance(owner, QWidget) else None)
        dialog.exec()
        choice = dialog.choice()
        dialog.deleteLater()
        return choice

    def _ask_in_play(self, edit: Any, action: Action) -> Action | None:
        """In play, a value the rules advance: the user chooses the advance (with its cost),
        an adjustment with a reason, or nothing."""
        from ...dialogs.play_edit import PlayEditDialog

        owner = self.parent()
        dialog = PlayEditDialog(edit, action, owner.window() if isinstance(owner, QWidget) else None)
        dialog.exec()
        choice = dialog.choice()
        dialog.deleteLater()
        return choice


class ElementWidget(QWidget):
    """Base of the element widgets; subclasses build in ``__init__`` and override
    :meth:`refresh`, which must be cheap when nothing they show has changed."""

    def __init__(self, element: Element, context: SheetContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.element = element
        self.context = context

    def refresh(self) -> None:
        pass

    def concerns(self, change: Any) -> bool:
        """Whether a change asks this element to refresh: every change, unless the element
        shows only its own path (its binding says)."""
        binding = getattr(self, "binding", None)
        return binding is None or binding.concerns(change)


# -- what the model says about a path -------------------------------------------------------


def field_annotation(root: Any, path: str) -> Any:
    """The declared type of the value at ``path`` (None where it cannot be known): a model's
    field (also inside an optional part not in play), or an item of a list, tuple or dict."""
    keys = [k for k in path.split(".") if k]
    if not keys:
        return None
    info = _field_info(root, keys)
    if info is not None:
        return info.annotation
    try:
        parent = get_path(root, ".".join(keys[:-1]))
    except (KeyError, IndexError, ValueError, TypeError):
        return None
    if isinstance(parent, list | tuple | dict):
        owner = field_annotation(root, ".".join(keys[:-1]))
        args = get_args(bare_type(owner))
        return args[-1] if args else None  # a list's item, a dict's value, a tuple's
    return None


def _field_info(root: Any, keys: list[str]) -> Any:
    """The pydantic field at ``keys`` when its parent is a model, or an optional part that is
    absent (GRIMWIRE's seventh attribute before it is in play): None otherwise."""
    try:
        parent = get_path(root, ".".join(keys[:-1]))
    except (KeyError, IndexError, ValueError, TypeError):
        return None
    if parent is None and len(keys) > 1:
        parent = bare_type(field_annotation(root, ".".join(keys[:-1])))
        if not (isinstance(parent, type) and issubclass(parent, BaseModel)):
            return None
    elif not isinstance(parent, BaseModel):
        return None
    return (parent.model_fields if isinstance(parent, type) else type(parent).model_fields).get(keys[-1])


def field_bounds(root: Any, path: str) -> tuple[float | None, float | None]:
    """The ``ge``/``le`` bounds pydantic declares for the value at ``path``: a model's field,
    or an item of a list or dict whose values are ``Annotated`` with them (GRIMWIRE's
    attributes)."""
    low = high = None
    for meta in _constraints(root, path):
        low = getattr(meta, "ge", low)
        high = getattr(meta, "le", high)
    return low, high


def field_max_length(root: Any, path: str) -> int | None:
    """The most characters the text at ``path`` may hold (a name: 200), if declared."""
    longest = None
    for meta in _constraints(root, path):
        longest = getattr(meta, "max_length", longest)
    return longest


def _constraints(root: Any, path: str) -> list[Any]:
    keys = [k for k in path.split(".") if k]
    if not keys:
        return []
    info = _field_info(root, keys)
    if info is not None:
        return list(info.metadata)
    metadata: list[Any] = []
    annotation = field_annotation(root, path)  # an item of a list, tuple or dict
    if get_origin(annotation) is typing.Annotated:
        for meta in get_args(annotation)[1:]:
            metadata.extend(getattr(meta, "metadata", None) or [meta])
    return metadata


def literal_choices(annotation: Any) -> tuple[str, ...]:
    """The allowed values of a ``Literal[...]`` (or optional Literal) field."""
    annotation = bare_type(annotation)
    if get_origin(annotation) is Literal:
        return tuple(str(a) for a in get_args(annotation))
    return ()


def row_type(root: Any, path: str) -> type[BaseModel] | None:
    """The model class of the rows of the list at ``path`` (to add a new row)."""
    args = get_args(bare_type(field_annotation(root, path)))
    if args and isinstance(args[0], type) and issubclass(args[0], BaseModel):
        return args[0]
    return None


def bare_type(annotation: Any) -> Any:
    """``X | None`` -> ``X``; ``Annotated[X, ...]`` -> ``X``."""
    if get_origin(annotation) is typing.Annotated:
        annotation = get_args(annotation)[0]
    if get_origin(annotation) in (Union, types.UnionType):
        rest = [a for a in get_args(annotation) if a is not type(None)]
        if len(rest) == 1:
            return bare_type(rest[0])
    return annotation
