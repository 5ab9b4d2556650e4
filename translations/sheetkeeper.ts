<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>About</name>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="42"/>
        <source>Core mechanic: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="44"/>
        <source>No rules notes for this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="50"/>
        <source>{0} — Rules Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="68"/>
        <source>Character sheets for tabletop role-playing games, that know the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="69"/>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="74"/>
        <source>About SheetKeeper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <location filename="../sheetkeeper/ui/accessible.py" line="81"/>
        <source>Undid {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/accessible.py" line="85"/>
        <source>Redid {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdvanceDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="28"/>
        <source>Advances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="29"/>
        <source>Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="30"/>
        <source>End of session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="31"/>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="32"/>
        <source>Hazards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="33"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="51"/>
        <source>Advance with XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="51"/>
        <source>Spend learning hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="52"/>
        <source>Advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="53"/>
        <source>{0} — {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="60"/>
        <source>What the rules offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="82"/>
        <source>What will apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="99"/>
        <source>&lt;b&gt;{0} learning hours left&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="101"/>
        <source>&lt;b&gt;{0} XP available&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="109"/>
        <source>Not now: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="116"/>
        <source>Nothing to offer here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="124"/>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="151"/>
        <source>Cost: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="156"/>
        <source>Not yet: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="158"/>
        <source>Will apply: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="180"/>
        <source>This file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="186"/>
        <source>Done: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Allotment</name>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="89"/>
        <source>{0} of {1} points left to share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="91"/>
        <source>{0} points too many</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <location filename="../sheetkeeper/ui/application.py" line="112"/>
        <source>Unexpected error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/application.py" line="113"/>
        <source>Something went wrong: {0}
Your open characters are autosaved; save your work.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Asker</name>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="73"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="74"/>
        <source>Save the changes to {0} before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="75"/>
        <source>If you don&apos;t save, your changes since the last save are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="92"/>
        <source>{0} was changed by another program since you opened it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="94"/>
        <source>{0} was deleted or moved by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="98"/>
        <source>File changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="101"/>
        <source>Reload to use the file on disk (your edits to {0} stay in Undo), keep yours to overwrite it when you save, or save yours as another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="105"/>
        <location filename="../sheetkeeper/ui/asker.py" line="139"/>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="107"/>
        <location filename="../sheetkeeper/ui/asker.py" line="141"/>
        <source>Keep Mine and Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="107"/>
        <location filename="../sheetkeeper/ui/asker.py" line="141"/>
        <source>Keep Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="110"/>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="126"/>
        <source>The party file {0} was changed by another program since you opened it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="128"/>
        <source>The party file {0} was deleted or moved by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="132"/>
        <source>Party file changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="135"/>
        <source>Reload to use the party file on disk (your changes to {0} stay in Undo), or keep yours to overwrite it when you save. The members&apos; sheets are not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="160"/>
        <source>Restore unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="161"/>
        <source>SheetKeeper closed without saving these characters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="162"/>
        <source>Restore them from the autosaved copies?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="164"/>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="165"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="166"/>
        <source>Ask Me Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="178"/>
        <source>Already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="179"/>
        <source>{0} is already open in another SheetKeeper window (process {1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="182"/>
        <source>Saving from both windows would overwrite one with the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="184"/>
        <source>Open Read-Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="185"/>
        <source>Open Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="197"/>
        <source>Your changes are kept. Save them somewhere else?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="198"/>
        <source>Save As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="216"/>
        <source>Nothing was saved: the party and its members stay as they were on disk, and your changes stay open here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="220"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="221"/>
        <source>Reload Party…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="248"/>
        <source>Delete conflict copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="249"/>
        <source>What these conflict copies held is merged and saved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="250"/>
        <source>Delete them, so the sync tool stops offering them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="251"/>
        <source>Delete Copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="270"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="283"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="283"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="285"/>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="285"/>
        <source>Characters (*.skchar)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttributesElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/attributes.py" line="90"/>
        <source>Chance of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/attributes.py" line="94"/>
        <source>Forget the situation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/attributes.py" line="123"/>
        <source>of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/attributes.py" line="139"/>
        <source>Last rolled with {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/attributes.py" line="140"/>
        <source>Double-click to roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AwardXpDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="17"/>
        <source>Award XP — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="24"/>
        <source>What it was for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="26"/>
        <source>e.g. Session 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="27"/>
        <source>&amp;Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="28"/>
        <source>&amp;Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="29"/>
        <source>&amp;Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="30"/>
        <source>{0} XP available now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="38"/>
        <source>Award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="48"/>
        <source>Award {0} XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="53"/>
        <source>This file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AwardsPage</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="151"/>
        <source>Awards and between-session steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="152"/>
        <source>Untick a step to skip it for that member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="157"/>
        <source> XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="158"/>
        <source>XP for everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="160"/>
        <source>reason (what they did)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="161"/>
        <source>Reason for everyone&apos;s XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="162"/>
        <source>Give to everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="164"/>
        <source>Every member whose game awards XP; the others advance by their own steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="166"/>
        <source>Share &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="167"/>
        <source>Split the amount among the members whose game awards XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="169"/>
        <source>Same award for everyone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="209"/>
        <source>No member&apos;s game here awards XP by the GM&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="219"/>
        <source>{0} XP among {1}: {2} each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="221"/>
        <source>{0} left over: it goes one each to the first members listed. Change any share below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoundEditor</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/editors.py" line="105"/>
        <source>Edit {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/editors.py" line="118"/>
        <source>{0} holds at most {1} characters: the {2} after them were cut.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecksElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="164"/>
        <source>{0} checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="196"/>
        <source>Forget the situation ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="196"/>
        <source>no longer valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="215"/>
        <source>this file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="254"/>
        <source>Last rolled with {0}; right-click to forget it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="256"/>
        <source>Double-click to make the roll and apply what it gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="257"/>
        <source>Double-click to roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecksTable</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="33"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="34"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="35"/>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="36"/>
        <source>Outcomes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChooseDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="195"/>
        <source>{0} from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="197"/>
        <source>Tick the rows to add; each comes with its numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="199"/>
        <source>Type to search the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="200"/>
        <source>Search the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="204"/>
        <source>Rows in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="207"/>
        <source>Add the ticked rows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="100"/>
        <source>Changed on both sides: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="104"/>
        <source>{0} and this machine changed these values differently since they last agreed. Everything else is merged already. Choose which to keep:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="109"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="109"/>
        <source>Was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="109"/>
        <source>Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="109"/>
        <source>There</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="119"/>
        <source>{0}: keep here&apos;s {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="120"/>
        <source>{0}: take there&apos;s {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="139"/>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CopyOfferDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="49"/>
        <source>Conflict copies of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="53"/>
        <source>A sync tool kept other versions of these files beside them: the same characters, edited on another machine while this one was not in sync. Merge takes in what they bring as one step you can undo; nothing is written until you save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="63"/>
        <source>… and {0} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="65"/>
        <source>nothing new: it holds nothing this version lacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="69"/>
        <source>Changed differently on both sides (you choose next):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="87"/>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="88"/>
        <source>Not Now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CopyOffers</name>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="204"/>
        <source>The party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="210"/>
        <source>The {0} conflict copy {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="232"/>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="276"/>
        <source>Merge conflict copies of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="280"/>
        <source>Changed elsewhere: conflict copy merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="284"/>
        <source>The party file&apos;s copy {0} lists other members: its log and notes are merged, its members are not. Add or remove them on the dashboard; the copy is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="292"/>
        <source>Merged {0} conflict copies: Undo takes them out; save to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="311"/>
        <source>Delete conflict copies</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreationPage</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="93"/>
        <source>Build the character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="98"/>
        <source>What the rules say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="100"/>
        <source>Checklist: click an item to go to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="136"/>
        <source>{0}: the rules check every change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheetkeeper/ui/wizard.py" line="144"/>
        <source>&lt;b&gt;Finish is disabled: fix the items in red (%n left).&lt;/b&gt; Click an item to go to it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="147"/>
        <source>&lt;b&gt;The character follows the creation rules: press Finish.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DashboardEdit</name>
    <message>
        <location filename="../sheetkeeper/ui/party/edits.py" line="23"/>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRollerDock</name>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="65"/>
        <location filename="../sheetkeeper/ui/window_parts.py" line="38"/>
        <source>Dice roller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="79"/>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="82"/>
        <source>Roll for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="80"/>
        <source>The party member who rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="87"/>
        <source>Check to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="89"/>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="92"/>
        <source>Situation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="108"/>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="110"/>
        <source>&amp;Push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="111"/>
        <source>Push the roll: roll again and accept what follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="113"/>
        <source>Apply &amp;damage to…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="114"/>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="398"/>
        <source>Put this hit&apos;s damage on a member of the open party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="128"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="142"/>
        <source>Roll log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="222"/>
        <source>This sheet has no check {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="378"/>
        <source>No push: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="381"/>
        <source>Pushed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="352"/>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="387"/>
        <source>{0} refused: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="132"/>
        <source>Roll &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="137"/>
        <source>Show or hide this character&apos;s roll log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="138"/>
        <source>Show roll log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="310"/>
        <source>No roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="314"/>
        <source>Chance {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="349"/>
        <source>This file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="441"/>
        <source>No party member of this game is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="457"/>
        <source>No damage: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="463"/>
        <source>This hit&apos;s damage is on {0}; roll again for another hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="481"/>
        <source>Roll to see the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="115"/>
        <source>Other target…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiskGuard</name>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="114"/>
        <source>Changed elsewhere: reloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="136"/>
        <source>Changed elsewhere: merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="165"/>
        <source>Changed on disk by another program; not reloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="174"/>
        <source>Could not reload {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="178"/>
        <source>Reload from Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="187"/>
        <source>Reloaded {0} from disk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiskMerge</name>
    <message>
        <location filename="../sheetkeeper/ui/disk_merge.py" line="42"/>
        <source>The file {0} on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_merge.py" line="47"/>
        <source>Merge changes from disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_merge.py" line="51"/>
        <source>Merged the changes made to {0} elsewhere with yours (Undo takes them out; save to keep both)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentTab</name>
    <message>
        <location filename="../sheetkeeper/ui/document_tab.py" line="49"/>
        <source>Save As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/document_tab.py" line="66"/>
        <source>Read-only: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DoneNotice</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="28"/>
        <source>What the rules just did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="34"/>
        <source>Just done: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="71"/>
        <source>Not done: {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncounterPanel</name>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="86"/>
        <source>Roll initiative for members and foes, each game by its own rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="93"/>
        <source>A quick foe: a name and the numbers its game&apos;s fights read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="96"/>
        <source>A foe from a saved character file (the file is never changed by the fight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="103"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="106"/>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="107"/>
        <source>Drag a turn, or Ctrl+Up and Ctrl+Down, to move it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="110"/>
        <source>Move the chosen turn up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="111"/>
        <source>Move the chosen turn down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="117"/>
        <source>Remove the chosen foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="125"/>
        <source>Set or clear a status on the chosen member or foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="132"/>
        <source>Back one turn (Ctrl+Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="134"/>
        <source>Ne&amp;xt turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="135"/>
        <source>The next turn; past the last, the round ends (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="172"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="193"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="224"/>
        <source>Encounter {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="174"/>
        <source>Start encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="176"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="383"/>
        <source>End encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="199"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="231"/>
        <source>Add foe {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="204"/>
        <source>Foe from a saved sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="206"/>
        <source>Character files (*.skchar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="258"/>
        <source>Move a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="267"/>
        <source>Roll the turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="277"/>
        <source>Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="131"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="277"/>
        <source>Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="83"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="382"/>
        <source>&amp;Start encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="85"/>
        <source>Roll order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="92"/>
        <source>Add f&amp;oe…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="95"/>
        <source>Foe fro&amp;m a sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="124"/>
        <source>Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="295"/>
        <source>Choose a foe in the turn order to remove it (members stay in the fight).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="302"/>
        <source>Remove foe {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="312"/>
        <source>Choose a member or foe in the turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="334"/>
        <source>Set {0} on {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="334"/>
        <source>Clear {0} on {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="339"/>
        <source>{0}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="389"/>
        <source>No encounter under way. Start one, or add a foe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="393"/>
        <source>no foes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="394"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="395"/>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="396"/>
        <source>Not started: roll the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="402"/>
        <source> (foe)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndOfSessionWizard</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="279"/>
        <source>End of session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="286"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndSessionCommand</name>
    <message>
        <location filename="../sheetkeeper/ui/party/commands.py" line="101"/>
        <source>session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/commands.py" line="102"/>
        <source>End of session: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="44"/>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="81"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="49"/>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="48"/>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="54"/>
        <source>Save to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="56"/>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="57"/>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="59"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="60"/>
        <source>Fillable: form fields to fill in a PDF viewer, then File › Import Filled Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="62"/>
        <source>Print the odds beside skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="63"/>
        <source>a blank sheet of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="64"/>
        <source>Blank sheet: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="67"/>
        <source>Print current values (hit points, Condition…) small beside their boxes, for a pencil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="82"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingsList</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/findings_list.py" line="31"/>
        <source>Findings: click one to go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/findings_list.py" line="52"/>
        <source>Go to {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoeDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="25"/>
        <source>Add foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="29"/>
        <source>Foe&apos;s game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="34"/>
        <source>Foe&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="35"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="36"/>
        <source>N&amp;ame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="54"/>
        <source>This game&apos;s rules excerpt has no fight rules: the foe is a name, and you place it in the turn order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Form: brp</name>
    <message>
        <location filename="../build/form_texts.py" line="5"/>
        <source>Basic Roleplaying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="6"/>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="7"/>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="8"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="9"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="10"/>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="11"/>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="12"/>
        <source>Damage modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="13"/>
        <source>MOV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="14"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="15"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="16"/>
        <source>Characteristics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="17"/>
        <source>Current (×5 roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="18"/>
        <source>STR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="19"/>
        <source>CON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="20"/>
        <source>SIZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="21"/>
        <source>INT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="22"/>
        <source>POW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="23"/>
        <source>DEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="24"/>
        <source>CHA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="25"/>
        <source>EDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="26"/>
        <source>Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="27"/>
        <source>POW experience check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="28"/>
        <source>Derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="29"/>
        <source>Age one year…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="30"/>
        <source>Experience bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="31"/>
        <source>POW gain chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="32"/>
        <source>Hit points, fatigue, power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="33"/>
        <source>Hit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="34"/>
        <source>Fatigue points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="35"/>
        <source>Power points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="36"/>
        <source>Major wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="37"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="38"/>
        <source>Skill rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="39"/>
        <source>Critical, special and fumble ranges from the Skill Results Table; ENC penalties applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="40"/>
        <source>Skills and experience boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="41"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="42"/>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="43"/>
        <source>Base %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="44"/>
        <source>Rating %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="45"/>
        <source>Experience check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="46"/>
        <source>Box open (not blacked out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="47"/>
        <source>Characteristic rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="48"/>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="49"/>
        <source>Weapons and armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="50"/>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="51"/>
        <source>Figures from your rulebook. Skill: a skill on the Skills page; +DM: the damage modifier adds; special: what a special success inflicts (impale, knockdown…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="52"/>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="53"/>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="54"/>
        <source>+DM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="55"/>
        <source>Special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="56"/>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="57"/>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="58"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="59"/>
        <source>ENC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="60"/>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="61"/>
        <source>Armour points come off each hit&apos;s damage; a critical hit bypasses them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="62"/>
        <source>Armour points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="64"/>
        <source>Inventory and ENC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="65"/>
        <source>Inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="66"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="67"/>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="68"/>
        <source>On mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="69"/>
        <source>ENC carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="70"/>
        <source>Easy carry (STR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="71"/>
        <source>Maximum ENC (STR+CON)/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="72"/>
        <source>ENC over the maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="73"/>
        <source>MOV after ENC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="74"/>
        <source>Movement at MOV (3 m a unit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="75"/>
        <source>Improvement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="76"/>
        <source>Experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="77"/>
        <source>Experience checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="78"/>
        <source>Training and research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="79"/>
        <source>Under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="80"/>
        <source>Pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="81"/>
        <source>STR limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="82"/>
        <source>CON limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="83"/>
        <source>DEX limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="84"/>
        <source>CHA limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="85"/>
        <source>Learning hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="86"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="87"/>
        <source>What the rules did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="88"/>
        <source>Gamemaster&apos;s options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="89"/>
        <source>Power points as fate points (optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="90"/>
        <source>Aging (optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="91"/>
        <source>Resistance: 01 still succeeds and 00 still fails at a difference of 10 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="92"/>
        <source>SIZ may be trained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="93"/>
        <source>Species maximum of a characteristic (empty: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="94"/>
        <source>21 for humans; empty for epic or superhuman games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="95"/>
        <source>Training cap % (empty: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="96"/>
        <source>75% by default; empty lifts the cap for a setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="97"/>
        <source>Highest POW the dice can give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="98"/>
        <source>Lowest POW the dice can give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="99"/>
        <source>ENC penalty threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="100"/>
        <source>average: half of STR + CON, rounded up; STR: STR alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="101"/>
        <source>Characteristic of the Agility roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="63"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Form: grimwire</name>
    <message>
        <location filename="../build/form_texts.py" line="102"/>
        <source>GRIMWIRE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="103"/>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="104"/>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="105"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="106"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="107"/>
        <source>Lifeform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="108"/>
        <source>Background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="109"/>
        <source>Specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="110"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="111"/>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="112"/>
        <source>Attributes (max 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="113"/>
        <source>d20 + attribute &gt;= target number, written like AGL 15</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="114"/>
        <source>Toughness (TOG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="115"/>
        <source>Agility (AGL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="116"/>
        <source>Coordination (COR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="117"/>
        <source>Mind (MND)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="118"/>
        <source>Perception (PER)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="119"/>
        <source>Resonance (RSN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="120"/>
        <source>Target number for the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="121"/>
        <source>The TN the GM called; the odds beside each attribute use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="122"/>
        <source>Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="123"/>
        <source>Crafting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="124"/>
        <source>Initiative (PER)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="125"/>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="126"/>
        <source>Magic range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="127"/>
        <source>Hold breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="128"/>
        <source>Base movement (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="129"/>
        <source>The excerpt gives no base distance: enter the one your GM uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="130"/>
        <source>Condition, Focus and burnout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="131"/>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="132"/>
        <source>0 or below: dying, -1 each turn; dead below -10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="133"/>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="134"/>
        <source>May go negative: +1 burnout, no specialty techniques until back to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="135"/>
        <source>Burnout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="136"/>
        <source>No burnout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="137"/>
        <source>-1 to all rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="138"/>
        <source>-3 to all rolls; max Condition 80%; movement halved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="139"/>
        <source>-5 to all rolls; max Condition 50%; crawl only; no specialty techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="140"/>
        <source>Condition drops to 0 and the character begins dying (agony: out cold instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="141"/>
        <source>Recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="142"/>
        <source>Max Condition (after burnout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="143"/>
        <source>Burnout penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="144"/>
        <source>Rests today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="145"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="146"/>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="147"/>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="148"/>
        <source>Attacks (natural 20 hits and doubles damage; natural 1 may hit an ally)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="149"/>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="150"/>
        <source>Light-weapon attacks per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="151"/>
        <source>Unarmed damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="152"/>
        <source>Unintended target&apos;s AGL TN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="153"/>
        <source>Protection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="154"/>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="155"/>
        <source>Damage affinities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="156"/>
        <source>Weapons and armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="162"/>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="163"/>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="164"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="165"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="166"/>
        <source>TOG req.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="167"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="168"/>
        <source>Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="169"/>
        <source>Unstable die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="157"/>
        <source>Armour points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="158"/>
        <source>TOG requirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="159"/>
        <source>AGL penalty when TOG is short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="160"/>
        <source>Critical level (Frenzy, Amok; house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="161"/>
        <source>Frenzy gives temporary Condition equal to the character&apos;s critical level, which the rules never define: the number your table uses (asked when Frenzy or Amok is first set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="170"/>
        <source>Affinities and status effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="171"/>
        <source>Damage type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="172"/>
        <source>Weak / resistant / immune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="173"/>
        <source>Status effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="174"/>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="175"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="176"/>
        <source>Advancement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="177"/>
        <source>Level and XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="178"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="179"/>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="180"/>
        <source>Next level at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="181"/>
        <source>XP awards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="182"/>
        <source>Level up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="183"/>
        <source>Techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="184"/>
        <source>Learning capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="185"/>
        <source>Learning hours left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="186"/>
        <source>Learning hours granted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="187"/>
        <source>Active techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="188"/>
        <source>Learning hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="189"/>
        <source>Learn a technique…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="190"/>
        <source>Techniques (progress = learning effort put in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="191"/>
        <source>Technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="192"/>
        <source>Multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="193"/>
        <source>Effort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="194"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="195"/>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="196"/>
        <source>Gear and notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="197"/>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="198"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Form: lite</name>
    <message>
        <location filename="../build/form_texts.py" line="199"/>
        <source>Game Rules Lite — mutant sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="200"/>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="201"/>
        <source>Mutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="202"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="203"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="204"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="205"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="206"/>
        <source>Key attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="207"/>
        <source>Specialist skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="208"/>
        <source>Specialist skill attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="209"/>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="210"/>
        <source>Base score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="211"/>
        <source>Written at creation: 14 points, each 2-4, the key attribute up to 5. Carrying capacity uses base Strength.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="212"/>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="213"/>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="214"/>
        <source>Wits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="215"/>
        <source>Empathy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="216"/>
        <source>Current (Base dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="217"/>
        <source>Lowered by damage, fatigue, confusion and doubt; 0 means broken. Restored by grub, water, sleep and sympathy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="218"/>
        <source>Trauma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="219"/>
        <source>Damage (Strength)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="220"/>
        <source>Fatigue (Agility)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="221"/>
        <source>Confusion (Wits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="222"/>
        <source>Doubt (Empathy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="223"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="224"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="225"/>
        <source>Strength skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="226"/>
        <source>Endure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="227"/>
        <source>Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="228"/>
        <source>Athletics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="229"/>
        <source>Agility skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="230"/>
        <source>Acrobatics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="231"/>
        <source>Stealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="232"/>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="233"/>
        <source>Wits skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="234"/>
        <source>Comprehend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="235"/>
        <source>Lore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="236"/>
        <source>Notice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="237"/>
        <source>Empathy skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="238"/>
        <source>Sense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="239"/>
        <source>Manipulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="240"/>
        <source>Coolness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="241"/>
        <source>Specialist skill level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="242"/>
        <source>At least 1 to roll it; nobody can help you with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="243"/>
        <source>With gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="244"/>
        <source>Skill rolls with the gear that helps them. After a push, every Gear-die 1 lowers the Gear Bonus by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="245"/>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="246"/>
        <source>Inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="247"/>
        <source>Inventory rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="248"/>
        <source>Sizes: tiny 0, light 1/2, regular 1, heavy 2 (or a number of rows); ammunition counts rounds (over 10 light, over 20 regular, over 40 heavy); booze counts doses (10 to a bottle); on a mount or cart it does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="249"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="250"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="251"/>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="252"/>
        <source>Gear Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="253"/>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="254"/>
        <source>Helps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="255"/>
        <source>On mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="256"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="257"/>
        <source>Derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="258"/>
        <source>Capacity (2 × base Strength)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="259"/>
        <source>Carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="260"/>
        <source>Rations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="261"/>
        <source>Food rations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="262"/>
        <source>Water rations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="263"/>
        <source>A new day…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="264"/>
        <source>Rations (4 to a row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="265"/>
        <source>Days without food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="266"/>
        <source>Days without water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="267"/>
        <source>Relationships and XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="268"/>
        <source>Relationships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="269"/>
        <source>PC relationships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="270"/>
        <source>PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="271"/>
        <source>Relationship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="272"/>
        <source>NPC relationships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="273"/>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="274"/>
        <source>The NPC you want to keep safe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="275"/>
        <source>The NPC you hate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="276"/>
        <source>Big dream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="277"/>
        <source>Personal goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="278"/>
        <source>Talents and experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="279"/>
        <source>Talents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="280"/>
        <source>Talent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="281"/>
        <source>Role (empty: general)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="282"/>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="283"/>
        <source>One XP per yes to the seven questions at the end of a session; 5 XP raise a skill by one or buy a talent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="284"/>
        <source>XP available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="285"/>
        <source>Advances ready (5 XP each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="286"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="287"/>
        <source>Coloured dice (Base and Gear 1s stay on a push)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="288"/>
        <source>Botch: no six and a 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="289"/>
        <source>Each Base-die 1 after a push costs 1 attribute point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="290"/>
        <source>Unspent creation skill points only warn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Form: rainworld</name>
    <message>
        <location filename="../build/form_texts.py" line="291"/>
        <source>Rainworld — S4G personnel file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="292"/>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="293"/>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="294"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="295"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="296"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="297"/>
        <source>Concept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="298"/>
        <source>Human (social privilege)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="299"/>
        <source>Dominant hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="300"/>
        <source>Stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="301"/>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="302"/>
        <source>PHYS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="303"/>
        <source>CON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="304"/>
        <source>MV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="305"/>
        <source>Click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="306"/>
        <source>Derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="307"/>
        <source>Rest or heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="308"/>
        <source>Injury penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="309"/>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="310"/>
        <source>Throw without penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="311"/>
        <source>Hold breath (PHYS × 30 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="312"/>
        <source>Dying: dies within (PHYS ÷ 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="313"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="314"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="315"/>
        <source>Body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="316"/>
        <source>Injury fills from the left (/), stun from the right (\). Full of injury: dying. Full of stun or an X: incapacitated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="317"/>
        <source>injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="318"/>
        <source>stun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="319"/>
        <source>Mind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="320"/>
        <source>Trauma from the left, shock from the right. Full of shock or an X: an episode (shock clears, +1 trauma). Full of trauma: breakdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="321"/>
        <source>trauma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="322"/>
        <source>shock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="323"/>
        <source>Reality (Ganzfeld)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="324"/>
        <source>Ganzfeld characters only; its rules are in the Ganzfeld section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="325"/>
        <source>reality damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="326"/>
        <source>Resets to the Click stat at the start of each session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="327"/>
        <source>Addiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="328"/>
        <source>Doses from the right, addiction from the left. Full of doses or an X: doses clear, +1 addiction. Full of addiction: addicted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="329"/>
        <source>addiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="330"/>
        <source>doses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="331"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="332"/>
        <source>Skills (2d10 + ranks, success over 10; doubles are critical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="333"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="334"/>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="335"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="336"/>
        <source>Quirks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="337"/>
        <source>Quirk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="338"/>
        <source>Effective quirk ranks (best single item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="339"/>
        <source>Autofire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="340"/>
        <source>Marksman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="341"/>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="342"/>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="343"/>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="344"/>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="345"/>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="346"/>
        <source>DMG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="347"/>
        <source>AP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="348"/>
        <source>Increment (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="349"/>
        <source>Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="350"/>
        <source>Burst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="351"/>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="352"/>
        <source>Min PHYS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="353"/>
        <source>Longer than a pistol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="354"/>
        <source>Shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="355"/>
        <source>Armour and equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="356"/>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="357"/>
        <source>STOP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="358"/>
        <source>Worn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="359"/>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="360"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="361"/>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="362"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="363"/>
        <source>Experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="364"/>
        <source>XP (5 XP per trauma removed, 1 XP per addiction box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="365"/>
        <source>The table&apos;s readings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="366"/>
        <source>A track full of both marks (no X) already triggers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Form: renaissance</name>
    <message>
        <location filename="../build/form_texts.py" line="367"/>
        <source>Renaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="368"/>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="369"/>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="370"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="371"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="372"/>
        <source>Concept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="373"/>
        <source>Aptitudes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="374"/>
        <source>Aptitudes (x 1 checks are very hard; also the default for a missing skill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="375"/>
        <source>COO (Coordination)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="376"/>
        <source>SOM (Somatics)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="377"/>
        <source>WIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="378"/>
        <source>SAV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="379"/>
        <source>INT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="380"/>
        <source>COG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="381"/>
        <source>DUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="382"/>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="383"/>
        <source>Luck (stat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="384"/>
        <source>Luck Points (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="385"/>
        <source>Initiative Modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="386"/>
        <source>Initiative is 1d10 + this modifier; the GM picks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="387"/>
        <source>Derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="388"/>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="389"/>
        <source>Sustained-action penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="390"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="391"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="392"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="393"/>
        <source>Skill checks: linked aptitude + ranks (roll 0-99 at or under the target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="394"/>
        <source>Skills, specialisations and proficiencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="395"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="396"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="397"/>
        <source>Aptitude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="398"/>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="399"/>
        <source>Specialisation (+10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="400"/>
        <source>Proficiencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="401"/>
        <source>Common knowledge (10+ ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="402"/>
        <source>Checks and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="403"/>
        <source>Common checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="404"/>
        <source>Aptitude checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="405"/>
        <source>Single aptitude (x 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="406"/>
        <source>Sustained actions (-10 to all tests for each beyond the first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="407"/>
        <source>Sustained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="408"/>
        <source>Sustained action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="409"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="410"/>
        <source>Jobs (one 8-hour shift per down-time day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="411"/>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="412"/>
        <source>Work a shift…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="413"/>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="414"/>
        <source>Shifts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="415"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="416"/>
        <source>Check when begun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="417"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="418"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="102"/>
        <source>The user guide is not installed with this copy of SheetKeeper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="107"/>
        <source>SheetKeeper User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="168"/>
        <source>Anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="193"/>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="193"/>
        <source>Next or previous field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="194"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="194"/>
        <source>End the edit of a number (or roll the check whose odds have the focus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="195"/>
        <source>Up, Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="195"/>
        <source>Step a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="196"/>
        <source>Left, Right, Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="196"/>
        <source>On a track: move between boxes, mark the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="197"/>
        <source>+, -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="197"/>
        <source>On a track: add or clear a mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="198"/>
        <source>Escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="198"/>
        <source>Close a dialog (asking first if something was entered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="217"/>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InitiativeDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="37"/>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="52"/>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="43"/>
        <source>Each game orders its own members by its own rule. Roll again for a new combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="52"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="52"/>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="52"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="53"/>
        <source>Acts in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="54"/>
        <source>Initiative order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="58"/>
        <source>Roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="98"/>
        <source>Conditions this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="99"/>
        <source>What changes when a member acts, as their game says; the order follows with the same dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="143"/>
        <source>no turn — {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InventoryElement</name>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="63"/>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="19"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="64"/>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="20"/>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="21"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="22"/>
        <source>ENC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="66"/>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="23"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="45"/>
        <source>Encumbrance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LadderElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ladder.py" line="50"/>
        <source>Set {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ladder.py" line="62"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;  {1} of {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ladder.py" line="64"/>
        <source>{0} (+{1} temporary: {2})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="39"/>
        <source>Award XP…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="42"/>
        <source>Advance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="44"/>
        <source>What the rules offer on this ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="45"/>
        <source>Every advance the rules offer now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="55"/>
        <source>Adjustments waiting to be accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="56"/>
        <source>Accept adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="57"/>
        <source>The GM agrees with these changes made by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="64"/>
        <source>Ledger entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="101"/>
        <source>Accept the adjustment of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="107"/>
        <source>{0}: {1} by hand ({2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="110"/>
        <source>&lt;b&gt;Adjustments to accept&lt;/b&gt;: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="126"/>
        <source>&lt;b&gt;What the rules did&lt;/b&gt; · {0} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="127"/>
        <source>Nothing yet: rolls, training and rests appear here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="131"/>
        <source>&lt;b&gt;{0} XP available&lt;/b&gt; · {1} earned · {2} spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="135"/>
        <source>&lt;b&gt;{0} hours spent&lt;/b&gt; on training and research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="136"/>
        <source>{0} · under way: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="140"/>
        <source>unnamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="142"/>
        <source>&lt;b&gt;{0} hours left&lt;/b&gt; · {1} granted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="144"/>
        <source>{0} · spent on {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerView</name>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="77"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="78"/>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="79"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="80"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="81"/>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="99"/>
        <source>Granted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="100"/>
        <location filename="../sheetkeeper/sheet/ledger.py" line="105"/>
        <source>Spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="101"/>
        <source>Remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="104"/>
        <source>Earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="106"/>
        <source>Available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="118"/>
        <source>Learning hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="118"/>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="120"/>
        <source>Experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="120"/>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="162"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="163"/>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryButtons</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="41"/>
        <source>From library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="42"/>
        <source>Add from library to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="44"/>
        <source>Update from library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="45"/>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="139"/>
        <source>Update {0} from library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="94"/>
        <source>Update {0} from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="96"/>
        <source>Library → sheet; the ticked ones are applied through the rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="98"/>
        <source>Differences from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="106"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="127"/>
        <source>{0} are as the library has them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="134"/>
        <source>This file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="71"/>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="76"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="81"/>
        <source>List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="82"/>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="82"/>
        <source>&amp;List:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="93"/>
        <source>Rows of the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="101"/>
        <source>What the library said</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="105"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="106"/>
        <source>Name of a new row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="111"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="112"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="113"/>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="114"/>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="115"/>
        <source>Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="116"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="117"/>
        <source>Keep in the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="122"/>
        <source> row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="187"/>
        <source>Library — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="189"/>
        <source>Kept in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="194"/>
        <source>Save this library in the folder of {0} and name it there, for everyone in the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="248"/>
        <source>Type the new row&apos;s name first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="251"/>
        <source>{0} added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="276"/>
        <source>{0} changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="282"/>
        <source>Select the row to remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="285"/>
        <source>{0} removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="292"/>
        <source>Reordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="307"/>
        <source>Kept in the party as {0}: save the party to keep the change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="314"/>
        <source>{0}: could not be read as UTF-8 text ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="318"/>
        <source>{0} imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="326"/>
        <source>{0}: not written ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="331"/>
        <source>{0} written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="335"/>
        <source>Import CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="335"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="341"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="341"/>
        <source>Export CSV</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListTable</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="127"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="127"/>
        <source>Add row in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="128"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="128"/>
        <source>Remove row in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="129"/>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="129"/>
        <source>Up row in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="130"/>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="130"/>
        <source>Down row in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="224"/>
        <source>Space marks a box from the left, Shift+Space from the right; plus and minus add or clear a mark from the left, with Ctrl from the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="236"/>
        <source>{0}: a custom {1}, not in the game&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="257"/>
        <source>{0}: {1} is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="264"/>
        <source>Edit {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="268"/>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="274"/>
        <source>Mark {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="274"/>
        <source>Clear {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="282"/>
        <source>{0}: {1} marked from the left, {2} from the right, {3} boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="293"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="306"/>
        <source>Rows cannot be added here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="309"/>
        <source>Add to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="317"/>
        <source>Remove from {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="324"/>
        <source>Reorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/name_completer.py" line="27"/>
        <source>A {0} from the game&apos;s list, or your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/name_completer.py" line="28"/>
        <source>A {0} from the game&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../sheetkeeper/sheet/load.py" line="34"/>
        <source>Load {0} of {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/load.py" line="39"/>
        <source>Over capacity: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/load.py" line="40"/>
        <source>Over capacity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="66"/>
        <source>Open a character (Ctrl+O) or create one (Ctrl+N).
You can also drop files here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="137"/>
        <source>Not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="232"/>
        <source>open in another SheetKeeper window; use Save As to keep changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="243"/>
        <source>Could not open {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="267"/>
        <source>Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="307"/>
        <location filename="../sheetkeeper/ui/main_window.py" line="315"/>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="308"/>
        <source>{0} is open already (in another tab or a party); close it first or choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="316"/>
        <source>{0} is open in another SheetKeeper window (process {1}); choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="346"/>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="352"/>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="161"/>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="170"/>
        <source>Could not save {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="45"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="46"/>
        <source>&amp;New...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="47"/>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="48"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="51"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="52"/>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="53"/>
        <source>&amp;Export PDF...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="55"/>
        <source>&amp;Import Filled Sheet...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="58"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="59"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="61"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="62"/>
        <location filename="../sheetkeeper/ui/menus.py" line="66"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="64"/>
        <location filename="../sheetkeeper/ui/menus.py" line="67"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="72"/>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="73"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="74"/>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="76"/>
        <source>&amp;Library...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="77"/>
        <source>Pr&amp;eferences...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="80"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="83"/>
        <source>Follow &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="84"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="85"/>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="86"/>
        <source>&amp;High Contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="97"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="98"/>
        <source>&amp;User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="100"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="101"/>
        <source>&amp;Rules Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="107"/>
        <source>&amp;About SheetKeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/restore.py" line="46"/>
        <location filename="../sheetkeeper/ui/restore.py" line="67"/>
        <source>Could not restore {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/restore.py" line="53"/>
        <location filename="../sheetkeeper/ui/restore.py" line="80"/>
        <source>Restore Autosaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/restore.py" line="76"/>
        <source>The party file {0} is not there any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="41"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="45"/>
        <source>PDF export is not available: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="49"/>
        <source>Writing {0}...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="68"/>
        <source>Could not write {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="88"/>
        <source>The PDF was written, but some characters will not print:

{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="91"/>
        <source>Saved {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="93"/>
        <source>Open PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="30"/>
        <source>Import Filled Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="33"/>
        <source>Open the character the sheet is for first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="39"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="48"/>
        <source>Cannot import {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="54"/>
        <source>Not imported:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="57"/>
        <source>Nothing to change in {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="60"/>
        <source>This sheet was printed from an older version; what does not clash is merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="63"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="65"/>
        <source>Import filled sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="67"/>
        <source>Imported {0} changes from {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="182"/>
        <source>Saved {0} files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="197"/>
        <source>Reload {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="198"/>
        <source>Read the party and its members again from disk? Unsaved changes to the party are dropped; members&apos; edits stay in their Undo history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="201"/>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="219"/>
        <source>Kept the unsaved changes of {0}: open in another tab or party too.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Member</name>
    <message>
        <location filename="../sheetkeeper/ui/party/member.py" line="42"/>
        <source>Not opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemberCard</name>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="185"/>
        <location filename="../sheetkeeper/ui/party/card.py" line="435"/>
        <source>{0}&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="186"/>
        <source>missing or broken file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="262"/>
        <location filename="../sheetkeeper/ui/party/card.py" line="289"/>
        <source>marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="286"/>
        <source>Click marks {0} from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="288"/>
        <source>{0}; right click or Shift+click marks {1} from the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="305"/>
        <source>{0}: {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="307"/>
        <source>{0}, {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="308"/>
        <source>{0} {1}, {2} boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="319"/>
        <location filename="../sheetkeeper/ui/party/card.py" line="335"/>
        <location filename="../sheetkeeper/ui/party/card.py" line="357"/>
        <location filename="../sheetkeeper/ui/party/card.py" line="380"/>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="330"/>
        <location filename="../sheetkeeper/ui/party/card.py" line="353"/>
        <location filename="../sheetkeeper/ui/party/card.py" line="376"/>
        <source>Set {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="395"/>
        <source>Mark {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="395"/>
        <source>Clear {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="403"/>
        <source>{0} is open read-only: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="434"/>
        <source>{0}, changed since saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="482"/>
        <source>&amp;Open sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="486"/>
        <source>&amp;Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="488"/>
        <source>&amp;Remove from party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="489"/>
        <source>The character file stays on disk; Undo puts the member back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="508"/>
        <source>Set {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="508"/>
        <source>Clear {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemberChange</name>
    <message>
        <location filename="../sheetkeeper/ui/party/commands.py" line="91"/>
        <source>Undo {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemberPanel</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="71"/>
        <source>XP: one for each question answered yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="76"/>
        <source>No XP in {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="84"/>
        <source>{0} for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="87"/>
        <source>Reason for {0}&apos;s {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="86"/>
        <source>reason (what they did)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="88"/>
        <source>Award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="108"/>
        <source>Nothing else happens between sessions in this game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModifierBox</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/odds.py" line="63"/>
        <source>Modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/odds.py" line="67"/>
        <source>Modifier for the odds shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/odds.py" line="68"/>
        <source>A situational modifier: the odds shown include it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NamePage</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="75"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="78"/>
        <source>The character&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="80"/>
        <source>Who plays them (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="81"/>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="82"/>
        <source>&amp;Player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewCharacterWizard</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="167"/>
        <source>New character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="230"/>
        <source>this character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="231"/>
        <source>Discard the character?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="232"/>
        <source>Discard {0}? What you entered is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="233"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="234"/>
        <source>Keep Editing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotesElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notes.py" line="14"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <location filename="../sheetkeeper/ui/number_box.py" line="84"/>
        <location filename="../sheetkeeper/ui/number_box.py" line="92"/>
        <source>{0} can be {1} to {2}, so {3} became {4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/number_box.py" line="87"/>
        <source>{0} can be at most {1}, so {2} became {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/number_box.py" line="90"/>
        <source>{0} can be no less than {1}, so {2} became {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/number_box.py" line="124"/>
        <source>From {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfferButtons</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/offer_buttons.py" line="20"/>
        <source>{0}…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="227"/>
        <location filename="../sheetkeeper/ui/options_form.py" line="249"/>
        <source>to be entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="244"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OtherTargetDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="45"/>
        <source>Damage to another target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="61"/>
        <source>the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="62"/>
        <source>Target&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="63"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="70"/>
        <source>Damage breakdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="72"/>
        <source>Nothing is written on any sheet: note the damage where this target is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="89"/>
        <location filename="../sheetkeeper/ui/other_target.py" line="96"/>
        <source>No damage: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaperSheet</name>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="133"/>
        <source>both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="152"/>
        <source>None in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="171"/>
        <source>{0} (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="172"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="216"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="94"/>
        <source>Player: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="98"/>
        <source>Character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="282"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="282"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="283"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="283"/>
        <source>Key numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="284"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="299"/>
        <source>{0} characters; each sheet follows this roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/numbered.py" line="35"/>
        <location filename="../sheetkeeper/export/pdf.py" line="336"/>
        <source>Page {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/ledger.py" line="30"/>
        <source>Most recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/ledger.py" line="37"/>
        <source>New XP (amount, and what for)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/ledger.py" line="40"/>
        <source>for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="33"/>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="35"/>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="58"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="77"/>
        <source>{0}, on mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/marks.py" line="56"/>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/marks.py" line="61"/>
        <source>maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/marks.py" line="66"/>
        <source>temporary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="108"/>
        <location filename="../sheetkeeper/export/pdf.py" line="305"/>
        <source>{0} — blank sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="174"/>
        <source>Party book — {0} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="188"/>
        <source>Party book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="282"/>
        <source>a part of the sheet is too tall to fit on a page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="283"/>
        <source>a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="284"/>
        <source>“{0}” is too long to fit on a page ({1} characters); shorten it and export again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="321"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="181"/>
        <source>Blank sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartyFileGuard</name>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="97"/>
        <source>The party file changed on disk but does not read ({0}); it is taken in once it does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="102"/>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="112"/>
        <source>Reload {0} from disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="103"/>
        <source>The party file was changed elsewhere: reloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="106"/>
        <source>Merge changes to {0} from disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="107"/>
        <source>The party file was changed elsewhere: merged with your changes (Undo takes them out; save to keep both).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="113"/>
        <source>The party file was reloaded; your changes to the party are in Undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="123"/>
        <source>The party file changed on disk; not reloaded. Save asks again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="135"/>
        <source>The party file {0} on disk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartyLibrary</name>
    <message>
        <location filename="../sheetkeeper/ui/party_library.py" line="56"/>
        <source>Keep the library in the party</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartyView</name>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="53"/>
        <location filename="../sheetkeeper/ui/party/view.py" line="61"/>
        <source>Needs attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="54"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="55"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="56"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="57"/>
        <source>XP available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="60"/>
        <source>Everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="62"/>
        <source>Missing or broken files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="157"/>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="160"/>
        <source>Save part&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="171"/>
        <source>Sort members by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="173"/>
        <source>Show members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="147"/>
        <source>En&amp;d session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="149"/>
        <source>&amp;Initiative…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="151"/>
        <source>&amp;Add members…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="152"/>
        <source>Add existing character files to the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="154"/>
        <source>&amp;New member…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="155"/>
        <source>Create a character and save it in the party&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="158"/>
        <source>Read the party file and its members again from disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="161"/>
        <source>Save the party file and every changed member (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="174"/>
        <source>Sho&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="174"/>
        <source>Sort &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="178"/>
        <source>Sort &amp;now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="179"/>
        <source>Put the cards in order now (they wait while the pointer is over them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="201"/>
        <location filename="../sheetkeeper/ui/party/view.py" line="372"/>
        <source>Session log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="208"/>
        <source>Session lo&amp;g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="210"/>
        <source>Enco&amp;unter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="212"/>
        <source>S&amp;tash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="331"/>
        <source>Loading members… {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="334"/>
        <source>{0} of {1} members shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="355"/>
        <source>GM {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="357"/>
        <source>&lt;i&gt;(read-only: {0})&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="360"/>
        <source>{0} member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="360"/>
        <source>{0} members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="362"/>
        <source>{0} session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="362"/>
        <source>{0} sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="363"/>
        <source>{0} played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="374"/>
        <source>No sessions yet. End a session to start the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="377"/>
        <source>ended {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="378"/>
        <source>under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="379"/>
        <source>no foes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="382"/>
        <source>round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="383"/>
        <source>Foes: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="384"/>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="396"/>
        <source>{0}: +{1} XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="403"/>
        <source>1 older session is kept in the party file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="404"/>
        <source>{0} older sessions are kept in the party file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="510"/>
        <source>The session log holds {0} sessions, the most a party keeps: nothing was applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="533"/>
        <source>Session “{0}” applied to {1} members. Undo takes it back as one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="543"/>
        <source>Encounter: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="546"/>
        <source>Stash: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="73"/>
        <source>The party is open read-only ({0}); its roster cannot change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="81"/>
        <source>Add {0} members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="97"/>
        <source>{0} is in the party already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="100"/>
        <source>{0} was not added: a party holds at most {1} members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="114"/>
        <source>Added {0} to the party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="115"/>
        <source>Added {0} to the party, but it did not open: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="116"/>
        <source>Took {0} off the party again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="118"/>
        <source>Add {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="129"/>
        <source>Took {0} off the party; the file {1} stays on disk. Undo puts {0} back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="132"/>
        <source>Remove {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="133"/>
        <source>Put {0} back in the party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="169"/>
        <source>Add members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="170"/>
        <source>SheetKeeper characters (*{0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="178"/>
        <source>New member of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="201"/>
        <source>{0} could not be saved in the party&apos;s folder: {1}

Nothing was added to the party. The character is open in a tab of its own; use Save As to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="205"/>
        <source>New member not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="209"/>
        <source>Created {0} in the party&apos;s folder and added {1} to the party. Undo takes {1} off the party; the file stays on disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="211"/>
        <source>Took {0} off the party; the file {1} stays in the party&apos;s folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="565"/>
        <source>Not saved: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="567"/>
        <source>Saved {0} files.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PickDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="111"/>
        <source>Add to {0} from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="114"/>
        <source>Type to search the library&apos;s {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="115"/>
        <source>Search the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="119"/>
        <source>Rows in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="128"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="129"/>
        <source>Add the picked row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="145"/>
        <source>The library has no {0} yet: add them in the Library window (Edit › Library…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="149"/>
        <source>{0} rows found; the first {1} shown: type more to narrow them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="152"/>
        <source>{0} of {1} rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="172"/>
        <source>{0} (the library leaves it to you):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceholderSheet</name>
    <message>
        <location filename="../sheetkeeper/ui/document_tab.py" line="114"/>
        <source>The sheet could not be shown: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayEditDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="27"/>
        <source>Change {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="30"/>
        <source>&lt;b&gt;{0}: {1} → {2}&lt;/b&gt;&lt;br&gt;The character is in play: the rules govern this value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="40"/>
        <source>Why (needed to record an adjustment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="41"/>
        <source>Reason for the adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="44"/>
        <source>Advance (costs {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="45"/>
        <source>Advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="47"/>
        <source>Record as adjustment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="62"/>
        <source>Advance {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="67"/>
        <source>Adjust {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayRemoveDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="30"/>
        <source>Remove {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="33"/>
        <source>&lt;b&gt;Remove {0}?&lt;/b&gt;&lt;br&gt;The character is in play: the rules govern this row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="42"/>
        <source>Why (needed to record the removal as an adjustment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="43"/>
        <source>Reason for the adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="46"/>
        <source>Remove, recorded as adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="56"/>
        <source>Remove {0} (adjustment)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayStrip</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="36"/>
        <source>Creation or play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="37"/>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="39"/>
        <source>Finish creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="38"/>
        <source>From then on the rules govern what they advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="40"/>
        <source>Accept adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="42"/>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="44"/>
        <source>Use the game&apos;s spelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="43"/>
        <source>Rename each of these to the name the game&apos;s list gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="53"/>
        <source>Accept the adjustment of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="64"/>
        <source>&lt;b&gt;Being built.&lt;/b&gt; Every field is free and the creation rules are checked; finish creation to start play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="67"/>
        <source>{0}: {1} ({2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="69"/>
        <source>&lt;b&gt;Changed by hand, waiting for the GM:&lt;/b&gt; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="72"/>
        <source>&lt;b&gt;Spelt unlike the game&apos;s list:&lt;/b&gt; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PoolElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="40"/>
        <source>{0} meter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="50"/>
        <source>{0} maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="56"/>
        <source>{0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="74"/>
        <source>Set {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="96"/>
        <source>of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="96"/>
        <source>of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="98"/>
        <source>{0} (+{1} temporary)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PortraitElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="25"/>
        <source>this file is not an image SheetKeeper can read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="35"/>
        <source>the picture is larger than {0} KB even when scaled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="91"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="52"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="54"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="65"/>
        <source>Choose a portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="65"/>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="77"/>
        <source>Remove portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="77"/>
        <source>Set portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="88"/>
        <source>No portrait</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="30"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="34"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="34"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="35"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="35"/>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="38"/>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="40"/>
        <source>As the system says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="44"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="45"/>
        <source>A new language applies when SheetKeeper next starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="49"/>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="49"/>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="52"/>
        <source>Default &amp;paper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollBreakdown</name>
    <message>
        <location filename="../sheetkeeper/ui/roll_breakdown.py" line="34"/>
        <source>Breakdown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="129"/>
        <source>Name the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="130"/>
        <source>It goes into every member&apos;s ledger and the campaign&apos;s session log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="132"/>
        <source>Session {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="133"/>
        <source>Session name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="135"/>
        <source>What happened (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="136"/>
        <source>Session notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="137"/>
        <source>&amp;Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="138"/>
        <source>&amp;Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetContext</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/base.py" line="100"/>
        <source>This file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../sheetkeeper/sheet/blocks.py" line="79"/>
        <source>marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/blocks.py" line="88"/>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/blocks.py" line="92"/>
        <source>not in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/blocks.py" line="147"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/blocks.py" line="157"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/view.py" line="98"/>
        <source>Dismiss message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StashPanel</name>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="40"/>
        <source>Stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="47"/>
        <source>Item found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="50"/>
        <source>Quantity found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="54"/>
        <source>ENC of one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="55"/>
        <source>For games that count weight (Basic Roleplaying); 0 elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="59"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="61"/>
        <source>ENC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="60"/>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="56"/>
        <source>Add to stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="64"/>
        <source>Hand to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="68"/>
        <source>Give the chosen stash item to the member: it joins what they carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="71"/>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="76"/>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="79"/>
        <source>Coins found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="67"/>
        <source>Hand &amp;over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="80"/>
        <source>Add coin&amp;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="82"/>
        <source>Split a&amp;mong all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="83"/>
        <source>Share the coins of that kind among every member; what does not divide stays in the stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="119"/>
        <source>Found {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="121"/>
        <source>{0} is in the stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="127"/>
        <source>Choose an item in the stash and the member to hand it to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="136"/>
        <source>Hand {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="138"/>
        <source>{0} now carries {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="147"/>
        <source>Found {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="158"/>
        <source>Split {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="160"/>
        <source>{0} {1} each to {2} members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="162"/>
        <source>{0} {1} did not divide evenly and stay in the stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="178"/>
        <source>Coins: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="178"/>
        <source>No coins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatesElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="83"/>
        <source>No conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="86"/>
        <source>Statuses…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="87"/>
        <source>Set or clear a status the game declares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="95"/>
        <source>Hazards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="96"/>
        <source>Falls, fire, explosions and the like, by the game&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="106"/>
        <source>Hazards — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="127"/>
        <source>Set {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="127"/>
        <source>Clear {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusAskDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/status_ask.py" line="26"/>
        <source>Set {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusMenu</name>
    <message>
        <location filename="../sheetkeeper/ui/status_menu.py" line="23"/>
        <source>{0} holds by itself while {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/status_menu.py" line="26"/>
        <source>{0}: it ends with {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/status_menu.py" line="28"/>
        <source>{0}: it ends when that changes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="236"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="237"/>
        <source>This is what Finish applies. Undo takes all of it back as one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="240"/>
        <source>Summary of the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="252"/>
        <source>XP {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="253"/>
        <source>XP {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="257"/>
        <source>Refused: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="261"/>
        <source>no change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemPage</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="50"/>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="51"/>
        <source>The rules of this game check the character as you build it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="54"/>
        <source>Game systems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackRow</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="143"/>
        <source>marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="161"/>
        <source>Click marks {0} from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="163"/>
        <source>{0}; right click or Shift+click marks {1} from the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="166"/>
        <source>{0}. Arrows move between boxes, Space marks, plus and minus add or clear a mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="178"/>
        <source>marks from the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="195"/>
        <source>Mark {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="195"/>
        <source>Clear {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="209"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;  &lt;span style=&apos;color:{1}&apos;&gt;not in play&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="216"/>
        <source>{0}  &lt;span style=&apos;color:{2}&apos;&gt;of {1}&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="210"/>
        <source>{0} track: not in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="213"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;  {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="215"/>
        <source>{0} · {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="218"/>
        <source>{0} track: {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="220"/>
        <source>{0}, {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="221"/>
        <source>{0}, {1} boxes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackWidget</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="39"/>
        <source>marks from the left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TracksElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="29"/>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="30"/>
        <source>Add a row to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="38"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="48"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="56"/>
        <source>Add {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="60"/>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="84"/>
        <source>Remove {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="83"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WizardLibrary</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="23"/>
        <source>Skills from the library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="24"/>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="54"/>
        <source>Add skills from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="47"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
