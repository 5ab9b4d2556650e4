"""An Asker with answers given in advance: the window's real code runs, nobody clicks.

Each question pops the next scripted answer for its kind and records what was asked."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from sheetkeeper.ui.asker import Asker


class ScriptedAsker(Asker):
    def __init__(self) -> None:
        super().__init__(None)
        self.answers: dict[str, list] = defaultdict(list)
        self.asked: list[tuple[str, str]] = []

    def script(self, kind: str, *answers) -> None:
        self.answers[kind].extend(answers)

    def _next(self, kind: str, text: str, default=None):
        self.asked.append((kind, text))
        queue = self.answers[kind]
        if not queue:
            if default is None:
                raise AssertionError(f"unexpected question {kind}: {text}")
            return default
        return queue.pop(0)

    def kinds(self) -> list[str]:
        return [kind for kind, _ in self.asked]

    def unsaved(self, name):
        return self._next("unsaved", name)

    def external_change(self, name, path, saving):
        return self._next("external_change", f"{name} saving={saving}")

    def party_file_changed(self, name, path, saving):
        return self._next("party_file_changed", f"{name} saving={saving}")

    def restore(self, entries):
        return self._next("restore", ", ".join(e.title for e in entries))

    def locked(self, path, pid):
        return self._next("locked", f"{path.name} {pid}")

    def offer_save_as(self, title, problem):
        return self._next("offer_save_as", f"{title}: {problem}")

    def save_outcome(self, title, rows):
        self.outcome_rows = list(rows)
        return self._next("save_outcome", f"{title}: " + "; ".join(f"{r.name}: {r.outcome}" for r in rows))

    def offer_copies(self, title, rows):
        self.copy_rows = list(rows)
        return self._next("offer_copies", f"{title}: " + "; ".join(f"{r.file} ({r.tool})" for r in rows))

    def offer_library_copies(self, title, rows):
        self.library_copy_rows = list(rows)
        return self._next("offer_library_copies", f"{title}: " + "; ".join(f"{r.file} ({r.tool})" for r in rows))

    def choose_conflicts(self, name, where, conflicts):
        """A dict of choices, "mine"/"theirs" for every conflict, or None (cancelled);
        unscripted, the dialog is cancelled and the older question follows."""
        self.conflicts_shown = list(conflicts)
        answer = self._next("choose_conflicts", f"{name}: " + "; ".join(str(c) for c in conflicts), default="cancel")
        if answer in ("mine", "theirs"):
            return {c.key: answer for c in conflicts}
        return None if answer == "cancel" else answer

    def delete_copies(self, paths):
        return self._next("delete_copies", ", ".join(p.name for p in paths))

    def error(self, title, text):
        self._next("error", f"{title}: {text}", default="ok")

    def inform(self, title, text):
        self._next("inform", f"{title}: {text}", default="ok")

    def confirm(self, title, text, yes, *, informs=False):
        return self._next("confirm", f"{title}: {text}", default=False)

    def open_paths(self, folder):
        return self._next("open_paths", folder)

    def export_options(self, suggested, party=False, *, encounter="", stash=False):
        """A scripted ExportChoice; without one, the scripted save_path with the defaults."""
        from sheetkeeper.ui.export_dialog import ExportChoice

        if self.answers["export_options"]:
            return self._next("export_options", str(suggested))
        path = self.save_path(suggested, pdf=True)
        return ExportChoice(Path(path)) if path is not None else None

    def save_path(self, suggested, pdf=False) -> Path | None:
        return self._next("save_path", str(suggested))
