"""Every open file has one :class:`Document` in the whole app.

A character open in a tab, on a party's card and in a second party is one document: one
model, one undo history, one modified state, one fingerprint of what was last read or written
(so a save from the sheet is never mistaken by the party for another program's change). Files
are told apart by :func:`file_key` (symlinks and ``..`` resolved, case folded where the file
system ignores case). The registry holds documents weakly: a document goes when the last tab
or party showing it closes.
"""

from __future__ import annotations

import weakref
from pathlib import Path

from ..storage import Opened
from ..storage.file_key import file_key
from .document import Document


class OpenDocuments:
    def __init__(self) -> None:
        self._by_key: weakref.WeakValueDictionary[str, Document] = weakref.WeakValueDictionary()
        self._keys: weakref.WeakKeyDictionary[Document, str] = weakref.WeakKeyDictionary()

    def find(self, path: Path | str | None) -> Document | None:
        """The document open on this file, if any."""
        return None if path is None else self._by_key.get(file_key(path))

    def add(self, document: Document, key: str | None = None) -> Document:
        """Register ``document`` under its file (``key``: its :func:`file_key`, when the caller
        has it); the one already open on that file wins."""
        if document.path is None:
            return document
        key = key or file_key(document.path)
        existing = self._by_key.get(key)
        if existing is not None:
            return existing
        if not getattr(document, "_registry_follows", False):
            document._registry_follows = True
            ref = weakref.ref(document)
            document.path_changed.connect(lambda: (d := ref()) is not None and self._moved(d))
        self._by_key[key] = document
        self._keys[document] = key
        return document

    def document(self, opened: Opened, read_only: str | None = None, *, key: str | None = None) -> Document:
        """The document of a file just read: the open one if there is one, else a new one.
        ``key``: the file's :func:`file_key` when the caller has it (a party's members, whose
        paths are resolved once as the party opens)."""
        key = key or file_key(opened.path)
        existing = self._by_key.get(key)
        if existing is not None:
            return existing
        return self.add(Document(opened.character, opened.path, fingerprint=opened.fingerprint,
                                 read_only=read_only if read_only is not None else opened.read_only), key)

    def drop(self, document: Document) -> None:
        """The last tab or party showing ``document`` closed: the file is no longer open, even
        while the object lingers (a closed tab is deleted later; discarded edits must not
        come back when the file is opened again)."""
        key = self._keys.pop(document, None)
        if key is not None and self._by_key.get(key) is document:
            del self._by_key[key]

    def all(self) -> list[Document]:
        return list(self._by_key.values())

    def _put(self, document: Document) -> None:
        key = file_key(document.path)
        self._by_key[key] = document
        self._keys[document] = key

    def _moved(self, document: Document) -> None:
        """Save As: the document now stands for another file."""
        old = self._keys.get(document)
        if old is not None and self._by_key.get(old) is document:
            del self._by_key[old]
        if document.path is not None:
            self._put(document)


OPEN = OpenDocuments()
"""The app's one registry."""
