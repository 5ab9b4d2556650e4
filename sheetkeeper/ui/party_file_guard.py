"""The party file itself is watched while its dashboard is open, like the members' files.

When another program changes it (a sync tool bringing the GM's laptop's session log, a second
SheetKeeper adding a member): a party with no unsaved changes of its own takes the file in at
once; one with unsaved changes merges it in from the version it last read or wrote (its name,
GM, notes, session log and roster), and only values both changed differently are asked about.
Declining that, the user may reload (the party's own changes stay in Undo), keep theirs (Save
then overwrites the file) or decide later (Save asks again). Either way what is taken in is one
undoable step on the party's stack, and members taken off the roster keep their documents
(unsaved edits included). A new modification time with the same bytes is no change; a file
that does not read (half-written by a sync tool) is left until it changes again.
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..core.campaign import Campaign
from ..storage import LoadError, OpenedCampaign, load_campaign
from ..storage.campaign_file import member_path
from ..storage.file_key import file_key
from ..storage.fingerprint import Fingerprint, read_now
from .file_watch import disk_mtime
from .party.commands import CampaignRestore

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .party.view import PartyView


class PartyFileGuard(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._asking: weakref.WeakSet[PartyView] = weakref.WeakSet()
        self._put_off: weakref.WeakKeyDictionary[PartyView, int | None] = weakref.WeakKeyDictionary()
        """party -> the disk mtime the user chose to decide about later."""
        window.disk.watch.changed.connect(self._on_changed)

    def _on_changed(self, path: Path) -> None:
        key = file_key(path)
        for view in self._window.parties.views():
            if file_key(view.opened.path) == key:
                self.check(view)

    def check_all(self) -> None:
        for view in self._window.parties.views():
            self.check(view)

    def changed(self, view: PartyView) -> bool:
        """True when the party file is not what the party last read or wrote."""
        known = view.opened.fingerprint
        if known is None:
            return False
        if disk_mtime(view.opened.path) == known.mtime_ns:
            return False
        data, mtime_ns = read_now(view.opened.path)
        if data is not None and known.matches(data):
            view.opened.fingerprint = Fingerprint(known.size, mtime_ns, known.sha256)  # touched only
            return False
        return True

    def check(self, view: PartyView) -> None:
        """React to a change of the party file by another program, if there is one."""
        if view in self._asking or not self.changed(view):
            return
        if self._put_off.get(view, -1) == disk_mtime(view.opened.path):
            return
        self._react(view, saving=False)

    def before_save(self, view: PartyView) -> str:
        """Before Save party: "ok" when the party file is ours to overwrite, else the user's
        answer ("keep", "reload" or "cancel")."""
        if view in self._asking or not self.changed(view):
            return "ok"
        return self._react(view, saving=True)

    def _react(self, view: PartyView, saving: bool) -> str:
        self._asking.add(view)
        try:
            return self._take_in(view, saving)
        finally:
            self._asking.discard(view)

    def _take_in(self, view: PartyView, saving: bool) -> str:
        path = view.opened.path
        fresh = None
        if path.exists():
            try:
                fresh = load_campaign(path)
            except LoadError as error:
                self._put_off[view] = disk_mtime(path)
                view.message.emit(self.tr("The party file changed on disk but does not read ({0}); "
                                      "it is taken in once it does.").format(error.message))
                return "cancel"
        name = view.campaign.name or path.stem
        if fresh is not None and view.campaign == view.saved_campaign:
            self._put(view, fresh, fresh.campaign, self.tr("Reload {0} from disk").format(name))
            self._told(view, self.tr("The party file was changed elsewhere: reloaded."))
            return "ok"
        if fresh is not None and (merged := self._merged(view, fresh, name)) is not None:
            self._put(view, fresh, merged, self.tr("Merge changes to {0} from disk").format(name))
            self._told(view, self.tr("The party file was changed elsewhere: merged with your changes "
                                 "(Undo takes them out; save to keep both)."))
            return "ok"
        answer = self._window.asker.party_file_changed(name, path, saving)
        if answer == "reload" and fresh is not None:
            self._put(view, fresh, fresh.campaign, self.tr("Reload {0} from disk").format(name))
            self._told(view, self.tr("The party file was reloaded; your changes to the party are in Undo."))
        elif answer == "keep":
            self._put_off.pop(view, None)
            if fresh is not None:
                view.file_holds(fresh)
            else:  # deleted: Save writes it again
                view.file_holds(OpenedCampaign(path, view.saved_campaign, view.opened.members,
                                               view.opened.read_only, None))
        else:
            self._put_off[view] = disk_mtime(path)
            view.message.emit(self.tr("The party file changed on disk; not reloaded. Save asks again."))
            return "cancel"
        return answer

    def _merged(self, view: PartyView, fresh: OpenedCampaign, name: str) -> Campaign | None:
        from ..merge.result import MergeProblem, merge_campaigns  # only when the file changed

        try:
            merge = merge_campaigns(view.saved_campaign, view.campaign, fresh.campaign)
        except MergeProblem:
            return None
        if merge.conflicts:
            where = self.tr("The party file {0} on disk").format(fresh.path.name)
            choices = self._window.asker.choose_conflicts(name, where, merge.conflicts)
            if choices is None:
                return None
            merge = merge.resolve(choices, rest="mine")
        return merge.character

    def _put(self, view: PartyView, fresh: OpenedCampaign, target: Campaign, label: str) -> None:
        """``target`` in place as one undoable step: its fields, then its roster (members
        another program took off leave with their documents; those it added join)."""
        self._put_off.pop(view, None)
        stack = view.undo_stack
        current = view.campaign
        wanted = [m.path for m in target.members]
        leaving = [slot for slot in view.opened.members if slot.member.path not in wanted]
        have = {m.path for m in current.members}
        joining = [m for m in target.members if m.path not in have]
        fields = any(getattr(current, f) != getattr(target, f) for f in CampaignRestore.FIELDS)
        if fields or leaving or joining:
            stack.beginMacro(label)
            try:
                if fields:
                    stack.push(CampaignRestore(current, target, label, view.refresh_log))
                for slot in leaving:
                    view.remove_member(str(slot.path))
                for member in joining:
                    view.add_member(member_path(fresh.path, member))
            finally:
                stack.endMacro()
        view.file_holds(fresh)
        for document in view.all_documents():
            self._window.disk.follow(document.path)

    def _told(self, view: PartyView, text: str) -> None:
        view.message.emit(text)  # the dashboard says it (the status bar, if it is behind)
