"""Every dialog shows its whole title: a dialog as narrow as its few fields cut it ("Export
P…etKeeper"). One helper makes room for a title (``ui/screen_fit.py: room_for_title``, the
message boxes' ``asker.titled_box`` too); this reads the source of ``sheetkeeper/ui`` and
fails, naming the file and line, where

- a dialog class (a subclass of ``QDialog``, ``QWizard``, ``QProgressDialog`` or another
  dialog of ours) never calls ``room_for_title(self)``, nor does a dialog of ours it is made
  from;
- a title is set (``x.setWindowTitle(...)``, on a dialog, or on anything but ``self`` in a
  class that is no dialog: the main window keeps its own) without ``room_for_title(x)``
  after it in the same function.

A new dialog that forgets fails here. The classes found by reading are checked against the
``QDialog`` subclasses the imported modules define, so a dialog the reading misses fails too.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

from PySide6.QtWidgets import QDialog

import sheetkeeper
import sheetkeeper.ui

UI = Path(sheetkeeper.ui.__file__).parent
QT_DIALOGS = {"QDialog", "QWizard", "QProgressDialog", "QMessageBox", "QInputDialog", "QFileDialog"}
HELPER = "room_for_title"


def _name(node: ast.expr) -> str:
    return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""


def _calls(node: ast.AST, name: str) -> list[ast.Call]:
    return [n for n in ast.walk(node) if isinstance(n, ast.Call) and _name(n.func) == name]


def _target(node: ast.expr) -> str:
    return ast.unparse(node)


def _read(root: Path) -> dict[str, tuple[Path, ast.ClassDef]]:
    classes = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                classes[node.name] = (path, node)
    return classes


def dialog_classes(root: Path) -> dict[str, tuple[Path, ast.ClassDef]]:
    """The classes of the tree that are dialogs, by name: made from one of Qt's dialogs or
    from a dialog of the tree."""
    classes = _read(root)
    found: dict[str, tuple[Path, ast.ClassDef]] = {}
    grew = True
    while grew:
        grew = False
        for name, (path, node) in classes.items():
            if name not in found and any(_name(b) in QT_DIALOGS or _name(b) in found for b in node.bases):
                found[name] = (path, node)
                grew = True
    return found


def titles_without_room(root: Path) -> list[str]:
    """Where the tree sets a dialog's title without room for it, or has a dialog that never
    makes room for its title, as "file:line: what"."""
    dialogs = dialog_classes(root)
    out = []

    def makes_room(name: str) -> bool:
        path, node = dialogs[name]
        if any(_target(c.args[0]) == "self" for c in _calls(node, HELPER) if c.args):
            return True
        return any(makes_room(_name(b)) for b in node.bases if _name(b) in dialogs)

    for name, (path, node) in dialogs.items():
        if not makes_room(name):
            out.append(f"{path.relative_to(root)}:{node.lineno}: {name} never calls {HELPER}(self)")
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in [None, *(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef))]:
            functions = (n for n in ast.walk(cls if cls is not None else tree)
                         if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))
            for function in functions:
                if cls is None and any(function in ast.walk(c) for c in ast.walk(tree)
                                       if isinstance(c, ast.ClassDef)):
                    continue  # a method: read with its class
                for call in _calls(function, "setWindowTitle"):
                    if not isinstance(call.func, ast.Attribute):
                        continue
                    who = _target(call.func.value)
                    if who == "self" and (cls is None or cls.name not in dialogs):
                        continue  # a window that is no dialog (the main window) titles itself
                    later = [c for c in _calls(function, HELPER)
                             if c.args and _target(c.args[0]) == who and c.lineno >= call.lineno]
                    if not later:
                        out.append(f"{path.relative_to(root)}:{call.lineno}: {who}.setWindowTitle "
                                   f"without {HELPER}({who}) after it")
    return out


def test_every_dialog_makes_room_for_its_title():
    assert not (found := titles_without_room(UI)), "titles that may be cut:\n" + "\n".join(found)


def test_the_reading_finds_every_dialog_the_modules_define():
    defined = set()
    for module in pkgutil.walk_packages([str(UI)], "sheetkeeper.ui."):
        loaded = importlib.import_module(module.name)
        defined |= {name for name, cls in inspect.getmembers(loaded, inspect.isclass)
                    if issubclass(cls, QDialog) and cls.__module__ == loaded.__name__}
    read = set(dialog_classes(UI))
    assert defined <= read, f"dialogs the reading misses: {sorted(defined - read)}"
    assert len(read) >= 20  # the app's dialogs, not an empty walk


def test_the_reading_finds_each_way_of_forgetting(tmp_path):
    (tmp_path / "ok.py").write_text(
        "class Fine(QDialog):\n"
        "    def __init__(self):\n"
        "        self.setWindowTitle('Export PDF')\n"
        "        room_for_title(self)\n"
        "class Child(Fine):\n"
        "    pass\n"
        "class Window(QMainWindow):\n"
        "    def retitle(self):\n"
        "        self.setWindowTitle('SheetKeeper')\n"
        "def made():\n"
        "    dialog = QDialog()\n"
        "    dialog.setWindowTitle('Help')\n"
        "    room_for_title(dialog)\n")
    (tmp_path / "bad.py").write_text(
        "class Forgot(QWizard):\n"
        "    def __init__(self):\n"
        "        self.setWindowTitle('New character')\n"
        "class Early(QDialog):\n"
        "    def __init__(self):\n"
        "        room_for_title(self)\n"
        "    def renamed(self):\n"
        "        self.setWindowTitle('Library — a much longer name')\n"
        "def made():\n"
        "    progress = QProgressDialog()\n"
        "    progress.setWindowTitle('Export PDF')\n")
    found = titles_without_room(tmp_path)
    assert sorted(found) == sorted([
        "bad.py:1: Forgot never calls room_for_title(self)",
        "bad.py:3: self.setWindowTitle without room_for_title(self) after it",
        "bad.py:8: self.setWindowTitle without room_for_title(self) after it",
        "bad.py:11: progress.setWindowTitle without room_for_title(progress) after it",
    ]), found
