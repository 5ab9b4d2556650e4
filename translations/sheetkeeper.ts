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
        <location filename="../sheetkeeper/ui/about.py" line="69"/>
        <source>Character sheets for tabletop role-playing games, that know the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="70"/>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="75"/>
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
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="32"/>
        <source>Advances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="33"/>
        <source>Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="34"/>
        <source>End of session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="35"/>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="36"/>
        <source>Hazards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="37"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="55"/>
        <source>Advance with XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="55"/>
        <source>Spend learning hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="56"/>
        <source>Advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="57"/>
        <source>{0} — {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="65"/>
        <source>What the rules offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="87"/>
        <source>What will apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="114"/>
        <source>&lt;b&gt;{0} learning hours left&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="116"/>
        <source>&lt;b&gt;{0} XP available&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="118"/>
        <source>&lt;b&gt;{0} XP earned&lt;/b&gt; (levelling up spends none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="127"/>
        <source>Not now: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="134"/>
        <source>Nothing to offer here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="142"/>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="185"/>
        <source>Cost: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="190"/>
        <source>Not yet: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="195"/>
        <source>Will apply: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="204"/>
        <source>Rolled when you press Apply: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="226"/>
        <source>This file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="232"/>
        <source>Done: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Allotment</name>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="91"/>
        <source>{0} of {1} points left to share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="93"/>
        <source>{0} points too many</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Asker</name>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="55"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="56"/>
        <source>Save the changes to {0} before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="57"/>
        <source>If you don&apos;t save, your changes since the last save are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="74"/>
        <source>{0} was changed by another program since you opened it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="76"/>
        <source>{0} was deleted or moved by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="80"/>
        <source>File changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="83"/>
        <source>Reload to use the file on disk (your edits to {0} stay in Undo), keep yours to overwrite it when you save, or save yours as another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="87"/>
        <location filename="../sheetkeeper/ui/asker.py" line="121"/>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="89"/>
        <location filename="../sheetkeeper/ui/asker.py" line="123"/>
        <source>Keep Mine and Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="89"/>
        <location filename="../sheetkeeper/ui/asker.py" line="123"/>
        <source>Keep Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="92"/>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="108"/>
        <source>The party file {0} was changed by another program since you opened it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="110"/>
        <source>The party file {0} was deleted or moved by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="114"/>
        <source>Party file changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="117"/>
        <source>Reload to use the party file on disk (your changes to {0} stay in Undo), or keep yours to overwrite it when you save. The members&apos; sheets are not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="142"/>
        <source>Restore unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="143"/>
        <source>SheetKeeper closed without saving these characters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="144"/>
        <source>Restore them from the autosaved copies?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="146"/>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="147"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="148"/>
        <source>Ask Me Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="160"/>
        <source>Already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="161"/>
        <source>{0} is already open in another SheetKeeper window (process {1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="164"/>
        <source>Saving from both windows would overwrite one with the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="166"/>
        <source>Open Read-Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="167"/>
        <source>Open Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="179"/>
        <source>Your changes are kept. Save them somewhere else?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="180"/>
        <source>Save As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="198"/>
        <source>Nothing was saved: the party and its members stay as they were on disk, and your changes stay open here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="203"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="204"/>
        <source>Reload Party…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="225"/>
        <source>A sync tool kept other versions of this library beside it, changed on another machine while this one was not in sync. Merge takes in what they bring and saves the library at once; its backup keeps the version before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="241"/>
        <source>Delete conflict copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="242"/>
        <source>What these conflict copies held is merged and saved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="243"/>
        <source>Delete them, so the sync tool stops offering them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="244"/>
        <source>Delete Copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="265"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="280"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="280"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="282"/>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="282"/>
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
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="31"/>
        <source>{0} XP available now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="33"/>
        <source>XP total now: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="41"/>
        <source>Award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="51"/>
        <source>Award {0} XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="56"/>
        <source>This file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AwardsPage</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="209"/>
        <source>Awards and between-session steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="210"/>
        <source>Untick a step to skip it for that member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="215"/>
        <source> XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="216"/>
        <source>XP for everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="218"/>
        <source>reason (what they did)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="219"/>
        <source>Reason for everyone&apos;s XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="220"/>
        <source>Give to everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="222"/>
        <source>Every member whose game awards XP; the others advance by their own steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="224"/>
        <source>Share &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="226"/>
        <source>Split the amount among the members ticked “in the share” (those whose game awards XP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="290"/>
        <source>Not in the share: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="229"/>
        <source>Same award for everyone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="270"/>
        <source>No member&apos;s game here awards XP by the GM&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="274"/>
        <source>Tick “in the share” for at least one member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="284"/>
        <source>{0} XP among {1}: {2} each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="286"/>
        <source>{0} left over: it goes one each to the first members listed. Change any share below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoundEditor</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/editors.py" line="146"/>
        <source>Edit {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/editors.py" line="166"/>
        <source>{0} holds at most {1} characters: the {2} after them were cut.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecksElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="184"/>
        <source>{0} checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="194"/>
        <source>Show plain odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="195"/>
        <source>Forget the situations these odds are shown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="238"/>
        <source>Forget the situation ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="238"/>
        <source>no longer valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="263"/>
        <source>this file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="300"/>
        <source>Odds of {0} are shown in the situation last rolled; the printed sheet has the plain odds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="382"/>
        <source>Last rolled with {0}; right-click to forget it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="384"/>
        <source>Double-click to make the roll and apply what it gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="385"/>
        <source>Double-click to roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecksTable</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="42"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="43"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="44"/>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="45"/>
        <source>Outcomes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChooseDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="236"/>
        <source>{0} from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="239"/>
        <source>Tick the rows to add; each comes with its numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="241"/>
        <source>Type to search the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="242"/>
        <source>Search the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="246"/>
        <source>Rows in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="255"/>
        <source>Add the ticked rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="293"/>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="294"/>
        <source>{0}: {1} (the library leaves it to you):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="101"/>
        <source>Changed on both sides: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="105"/>
        <source>{0} and this machine changed these values differently since they last agreed. Everything else is merged already. Choose which to keep:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="110"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="110"/>
        <source>Was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="110"/>
        <source>Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="110"/>
        <source>There</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="120"/>
        <source>{0}: keep here&apos;s {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="121"/>
        <source>{0}: take there&apos;s {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="140"/>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CopyOfferDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="50"/>
        <source>Conflict copies of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="54"/>
        <source>A sync tool kept other versions of these files beside them: the same characters, edited on another machine while this one was not in sync. Merge takes in what they bring as one step you can undo; nothing is written until you save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="64"/>
        <source>… and {0} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="66"/>
        <source>nothing new: it holds nothing this version lacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="70"/>
        <source>Changed differently on both sides (you choose next):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="88"/>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="89"/>
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
        <location filename="../sheetkeeper/ui/copy_offers.py" line="324"/>
        <source>The {0} conflict copy {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="232"/>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="276"/>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="319"/>
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
        <location filename="../sheetkeeper/ui/copy_offers.py" line="340"/>
        <source>Merged {0} conflict copies of the party&apos;s library and saved it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="354"/>
        <source>Merged {0} conflict copies: Undo takes them out; save to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="373"/>
        <source>Delete conflict copies</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreationPage</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="100"/>
        <source>Build the character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="105"/>
        <source>What the rules say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="107"/>
        <source>Checklist: click an item to go to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="143"/>
        <source>{0}: the rules check every change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheetkeeper/ui/wizard.py" line="151"/>
        <source>&lt;b&gt;Finish is disabled: fix the items in red (%n left).&lt;/b&gt; Click an item to go to it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="154"/>
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
        <location filename="../sheetkeeper/ui/dice_roller.py" line="64"/>
        <location filename="../sheetkeeper/ui/window_parts.py" line="41"/>
        <source>Dice roller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="77"/>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="80"/>
        <source>Roll for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="85"/>
        <source>Check to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="87"/>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="90"/>
        <source>Situation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="106"/>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="108"/>
        <source>&amp;Push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="109"/>
        <source>Push the roll: roll again and accept what follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="44"/>
        <source>Apply &amp;damage to…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="117"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roll_log.py" line="54"/>
        <source>Roll log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="243"/>
        <source>This sheet has no check {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="400"/>
        <source>No push: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="403"/>
        <source>Pushed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="374"/>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="409"/>
        <source>{0} refused: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="78"/>
        <source>The party member, or the foe of the encounter, who rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="45"/>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="60"/>
        <source>Put this hit&apos;s damage on a member or a foe of the open party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roll_log.py" line="44"/>
        <source>Roll &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roll_log.py" line="49"/>
        <source>Show or hide this character&apos;s roll log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roll_log.py" line="50"/>
        <source>Show roll log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="331"/>
        <source>No roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="335"/>
        <source>Chance {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="371"/>
        <source>This file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="96"/>
        <source>No party member or foe of this game is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="125"/>
        <source>No damage: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="131"/>
        <source>This hit&apos;s damage is on {0}; roll again for another hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="158"/>
        <source>The damage was undone: put this hit&apos;s damage on a member or a foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="159"/>
        <source>  undone: this hit can land again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="434"/>
        <source>Roll to see the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="441"/>
        <source>Add a member to the party to roll for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="442"/>
        <source>Open or create a character to roll for it</source>
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
        <location filename="../sheetkeeper/ui/document_tab.py" line="58"/>
        <source>Save As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/document_tab.py" line="75"/>
        <source>Read-only: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DoneNotice</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="30"/>
        <source>What the rules just did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="41"/>
        <source>Just done: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="41"/>
        <source>{0} just did: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="80"/>
        <source>Not done: {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncounterPanel</name>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="59"/>
        <source>Roll initiative for members and foes, each game by its own rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="66"/>
        <source>A quick foe: a name and the numbers its game&apos;s fights read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="69"/>
        <source>A foe from a saved character file (the file is never changed by the fight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="75"/>
        <source>Foes from an earlier fight…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="76"/>
        <source>Bring foes of a kept encounter into this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="81"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="84"/>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="85"/>
        <source>Drag a turn, or Ctrl+Up and Ctrl+Down, to move it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="90"/>
        <source>Move the chosen turn up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="91"/>
        <source>Move the chosen turn down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="97"/>
        <source>Remove the chosen foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="102"/>
        <source>Edit the chosen foe…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="110"/>
        <source>Roll for the chosen member or foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="116"/>
        <source>Set or clear a status on the chosen member or foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="120"/>
        <source>Roll for this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="121"/>
        <source>Roll for the chosen member or foe in the dice roller (or double-click the turn, or press Enter on it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="124"/>
        <source>Edit foe…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="125"/>
        <source>Enter the chosen quick foe&apos;s name and numbers again (F2 in the turn order); its wounds stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="138"/>
        <source>Back one turn (Ctrl+Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="140"/>
        <source>Ne&amp;xt turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="141"/>
        <source>The next turn; past the last, the round ends (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="178"/>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="37"/>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="69"/>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="92"/>
        <source>Encounter {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="180"/>
        <source>Start encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="183"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="302"/>
        <source>End encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="184"/>
        <source>“{0}” ended: it is kept, and goes into the session log. Undo brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="43"/>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="76"/>
        <source>Add foe {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="49"/>
        <source>Foe from a saved sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="51"/>
        <source>Character files (*.skchar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="100"/>
        <source>Add foes {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="102"/>
        <source>{0} join the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="117"/>
        <source>{0} takes turn {1} ({2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="155"/>
        <source>Choose a quick foe in the turn order to edit it (a foe from a sheet is edited in its file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="168"/>
        <source>Edit foe {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="207"/>
        <source>Move a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="216"/>
        <source>Roll the turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="226"/>
        <source>Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="331"/>
        <source> — not placed: move it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="137"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="226"/>
        <source>Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="56"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="301"/>
        <source>&amp;Start encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="58"/>
        <source>Roll order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="65"/>
        <source>Add f&amp;oe…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="68"/>
        <source>Foe fro&amp;m a sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="115"/>
        <source>Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="133"/>
        <source>Choose a foe in the turn order to remove it (members stay in the fight).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="140"/>
        <source>Remove foe {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="247"/>
        <source>Choose a member or foe in the turn order to roll for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="250"/>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="181"/>
        <source>Damage to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="192"/>
        <source>Choose a member or foe in the turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="214"/>
        <source>Set {0} on {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="214"/>
        <source>Clear {0} on {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="256"/>
        <source>{0}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="311"/>
        <source>No encounter under way. Start one, or add a foe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="318"/>
        <source>no foes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="319"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="320"/>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="321"/>
        <source>Not started: roll the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="327"/>
        <source> (foe)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndOfSessionWizard</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="368"/>
        <source>End of session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="376"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndSessionCommand</name>
    <message>
        <location filename="../sheetkeeper/ui/party/commands.py" line="186"/>
        <source>session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/commands.py" line="187"/>
        <source>End of session: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="44"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="49"/>
        <source>Fillable: form fields to fill in a PDF viewer, then File › Import Filled Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="51"/>
        <source>Print the odds beside skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="52"/>
        <source>a blank sheet of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="53"/>
        <source>Blank sheet: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="56"/>
        <source>Print current values (hit points, Condition…) small beside their boxes, for a pencil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="63"/>
        <source>Print the encounter “{0}”: the foes&apos; blocks and the turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="65"/>
        <source>Print the encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="67"/>
        <source>Print the stash: items, coins and ammunition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="68"/>
        <source>Print the stash</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingsList</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/findings_list.py" line="34"/>
        <source>Findings: click one to go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/findings_list.py" line="67"/>
        <source>Go to {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoeDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="31"/>
        <source>Add foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="31"/>
        <source>Edit foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="35"/>
        <source>Foe&apos;s game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="40"/>
        <source>Foe&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="41"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="42"/>
        <source>N&amp;ame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="66"/>
        <source>This game&apos;s rules excerpt has no fight rules: the foe is a name, and you place it in the turn order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoesInPlay</name>
    <message>
        <location filename="../sheetkeeper/ui/party/foes_in_play.py" line="38"/>
        <source>a foe: what the fight does to it is kept in the party&apos;s encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foes_in_play.py" line="51"/>
        <source>{0} (foe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foes_in_play.py" line="123"/>
        <source>a {0} foe is a name: its game&apos;s fights read nothing of it, so there is nothing to roll for it</source>
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
        <source>Purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="70"/>
        <source>Coins, and what is counted like them, by the table&apos;s own names (sp, gold crowns, arrows): no rulebook names money. Coins split from the party&apos;s stash land here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="71"/>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="72"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="73"/>
        <source>Skills penalised by ENC over the maximum (categories or names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="74"/>
        <source>Each point of ENC over the maximum takes 5% off these skills, matched by category or name, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="75"/>
        <source>ENC carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="76"/>
        <source>Easy carry (STR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="77"/>
        <source>Maximum ENC (STR+CON)/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="78"/>
        <source>ENC over the maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="79"/>
        <source>MOV after ENC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="80"/>
        <source>Movement at MOV (3 m a unit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="81"/>
        <source>Improvement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="82"/>
        <source>Experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="83"/>
        <source>Experience checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="84"/>
        <source>Experience gain die (1D6; 1D8 epic; 1D10 superhuman)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="85"/>
        <source>The die a successful experience roll adds: 6 normally, 8 for epic and 10 for superhuman games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="86"/>
        <source>Training and research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="87"/>
        <source>Under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="88"/>
        <source>Pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="89"/>
        <source>STR limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="90"/>
        <source>CON limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="91"/>
        <source>DEX limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="92"/>
        <source>CHA limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="93"/>
        <source>Learning hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="94"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="95"/>
        <source>What the rules did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="96"/>
        <source>Gamemaster&apos;s options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="97"/>
        <source>Power points as fate points (optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="98"/>
        <source>Aging (optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="99"/>
        <source>Resistance: 01 still succeeds and 00 still fails at a difference of 10 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="100"/>
        <source>SIZ may be trained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="101"/>
        <source>Species maximum of a characteristic (empty: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="102"/>
        <source>21 for humans; empty for epic or superhuman games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="103"/>
        <source>Training cap % (empty: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="104"/>
        <source>75% by default; empty lifts the cap for a setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="105"/>
        <source>Highest POW the dice can give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="106"/>
        <source>Lowest POW the dice can give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="107"/>
        <source>ENC penalty threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="108"/>
        <source>average: half of STR + CON, rounded up; STR: STR alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="109"/>
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
        <location filename="../build/form_texts.py" line="110"/>
        <source>GRIMWIRE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="111"/>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="112"/>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="113"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="114"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="117"/>
        <source>Lifeform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="118"/>
        <source>Background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="119"/>
        <source>Specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="120"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="121"/>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="122"/>
        <source>Attributes (max 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="123"/>
        <source>d20 + attribute &gt;= target number, written like AGL 15</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="124"/>
        <source>Toughness (TOG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="125"/>
        <source>Agility (AGL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="126"/>
        <source>Coordination (COR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="127"/>
        <source>Mind (MND)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="128"/>
        <source>Perception (PER)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="129"/>
        <source>Resonance (RSN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="143"/>
        <source>Target number for the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="135"/>
        <source>Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="115"/>
        <source>biological</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="116"/>
        <source>mechanical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="136"/>
        <source>Crafting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="137"/>
        <source>Initiative (PER)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="138"/>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="139"/>
        <source>Magic range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="140"/>
        <source>Hold breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="144"/>
        <source>Base movement (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="145"/>
        <source>Condition, Focus and burnout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="146"/>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="147"/>
        <source>0 or below: dying, -1 each turn; dead below -10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="148"/>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="149"/>
        <source>May go negative: +1 burnout, no specialty techniques until back to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="150"/>
        <source>Burnout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="151"/>
        <source>No burnout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="152"/>
        <source>-1 to all rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="153"/>
        <source>-3 to all rolls; max Condition 80%; movement halved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="154"/>
        <source>-5 to all rolls; max Condition 50%; crawl only; no specialty techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="155"/>
        <source>Condition drops to 0 and the character begins dying (agony: out cold instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="156"/>
        <source>Recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="157"/>
        <source>Max Condition (after burnout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="158"/>
        <source>Burnout penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="159"/>
        <source>Rests today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="160"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="161"/>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="162"/>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="163"/>
        <source>Attacks (natural 20 hits and doubles damage; natural 1 may hit an ally)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="164"/>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="165"/>
        <source>Light-weapon attacks per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="166"/>
        <source>Unarmed damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="167"/>
        <source>Unintended target&apos;s AGL TN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="168"/>
        <source>Protection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="169"/>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="170"/>
        <source>Damage affinities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="171"/>
        <source>Weapons and armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="177"/>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="178"/>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="179"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="180"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="181"/>
        <source>TOG req.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="182"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="183"/>
        <source>Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="184"/>
        <source>Unstable die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="172"/>
        <source>Armour points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="130"/>
        <source>Seventh attribute (if your GM uses one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="131"/>
        <source>The excerpt names seven attributes and describes six: the seventh (SOC, say) is your GM&apos;s. Entering it gives it its own check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="132"/>
        <source>Abbreviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="133"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="134"/>
        <source>Seventh attribute in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="141"/>
        <source>Entered for the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="142"/>
        <source>Target number: the TN the GM called; the odds beside each attribute use it. Base movement: the excerpt gives no base distance, enter the one your GM uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="173"/>
        <source>TOG requirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="174"/>
        <source>AGL penalty when TOG is short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="175"/>
        <source>Critical level (Frenzy, Amok; house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="176"/>
        <source>Frenzy gives temporary Condition equal to the character&apos;s critical level, which the rules never define: the number your table uses (asked when Frenzy or Amok is first set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="185"/>
        <source>Affinities and status effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="186"/>
        <source>Damage type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="187"/>
        <source>Weak / resistant / immune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="188"/>
        <source>Status effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="189"/>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="190"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="191"/>
        <source>Advancement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="192"/>
        <source>Level and XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="193"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="194"/>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="195"/>
        <source>Next level at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="196"/>
        <source>XP awards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="197"/>
        <source>Level up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="198"/>
        <source>Techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="199"/>
        <source>Learning capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="200"/>
        <source>Learning hours left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="201"/>
        <source>Learning hours granted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="202"/>
        <source>Active techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="203"/>
        <source>Learning hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="204"/>
        <source>Learn a technique…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="205"/>
        <source>Techniques (progress = learning effort put in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="206"/>
        <source>Technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="207"/>
        <source>Multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="208"/>
        <source>Effort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="209"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="210"/>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="211"/>
        <source>Gear and notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="212"/>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="213"/>
        <source>Purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="214"/>
        <source>Coins, and what is counted like them, by the table&apos;s own names (sp, gold crowns, arrows): no rulebook names money. Coins split from the party&apos;s stash land here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="215"/>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="216"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="217"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Form: lite</name>
    <message>
        <location filename="../build/form_texts.py" line="218"/>
        <source>Game Rules Lite — mutant sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="219"/>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="220"/>
        <source>Mutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="221"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="222"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="223"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="224"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="225"/>
        <source>strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="226"/>
        <source>agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="227"/>
        <source>wits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="228"/>
        <source>empathy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="229"/>
        <source>Key attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="230"/>
        <source>Specialist skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="231"/>
        <source>Specialist skill attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="232"/>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="233"/>
        <source>Base score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="234"/>
        <source>Written at creation: 14 points, each 2-4, the key attribute up to 5. Carrying capacity uses base Strength.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="235"/>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="236"/>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="237"/>
        <source>Wits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="238"/>
        <source>Empathy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="239"/>
        <source>Current (Base dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="240"/>
        <source>Lowered by damage, fatigue, confusion and doubt; 0 means broken. Restored by grub, water, sleep and sympathy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="241"/>
        <source>Trauma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="242"/>
        <source>Damage (Strength)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="243"/>
        <source>Fatigue (Agility)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="244"/>
        <source>Confusion (Wits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="245"/>
        <source>Doubt (Empathy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="246"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="247"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="248"/>
        <source>Strength skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="249"/>
        <source>Endure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="250"/>
        <source>Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="251"/>
        <source>Athletics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="252"/>
        <source>Agility skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="253"/>
        <source>Acrobatics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="254"/>
        <source>Stealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="255"/>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="256"/>
        <source>Wits skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="257"/>
        <source>Comprehend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="258"/>
        <source>Lore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="259"/>
        <source>Notice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="260"/>
        <source>Empathy skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="261"/>
        <source>Sense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="262"/>
        <source>Manipulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="263"/>
        <source>Coolness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="264"/>
        <source>Specialist skill level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="265"/>
        <source>At least 1 to roll it; nobody can help you with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="266"/>
        <source>With gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="267"/>
        <source>Skill rolls with the gear that helps them. After a push, every Gear-die 1 lowers the Gear Bonus by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="268"/>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="269"/>
        <source>Inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="270"/>
        <source>Inventory rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="271"/>
        <source>Sizes: tiny 0, light 1/2, regular 1, heavy 2 (or a number of rows); ammunition counts rounds (over 10 light, over 20 regular, over 40 heavy); booze counts doses (10 to a bottle); on a mount or cart it does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="272"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="273"/>
        <source>heavy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="274"/>
        <source>light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="275"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="276"/>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="277"/>
        <source>Gear Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="278"/>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="279"/>
        <source>Helps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="280"/>
        <source>On mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="281"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="282"/>
        <source>Derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="283"/>
        <source>Capacity (2 × base Strength)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="284"/>
        <source>Carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="285"/>
        <source>Purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="286"/>
        <source>Coins, and what is counted like them, by the table&apos;s own names (sp, gold crowns, arrows): no rulebook names money. Coins split from the party&apos;s stash land here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="287"/>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="288"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="289"/>
        <source>Rations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="290"/>
        <source>Food rations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="291"/>
        <source>Water rations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="292"/>
        <source>A new day…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="293"/>
        <source>Rations (4 to a row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="294"/>
        <source>Days without food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="295"/>
        <source>Days without water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="296"/>
        <source>Relationships and XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="297"/>
        <source>Relationships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="298"/>
        <source>PC relationships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="299"/>
        <source>PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="300"/>
        <source>Relationship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="301"/>
        <source>NPC relationships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="302"/>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="303"/>
        <source>The NPC you want to keep safe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="304"/>
        <source>The NPC you hate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="305"/>
        <source>Big dream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="306"/>
        <source>Personal goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="307"/>
        <source>Talents and experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="308"/>
        <source>Talents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="309"/>
        <source>Talent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="310"/>
        <source>Role (empty: general)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="311"/>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="312"/>
        <source>One XP per yes to the seven questions at the end of a session; 5 XP raise a skill by one or buy a talent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="313"/>
        <source>XP available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="314"/>
        <source>Advances ready (5 XP each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="315"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="316"/>
        <source>Coloured dice (Base and Gear 1s stay on a push)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="317"/>
        <source>Botch: no six and a 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="318"/>
        <source>Each Base-die 1 after a push costs 1 attribute point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="319"/>
        <source>Unspent creation skill points only warn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Form: rainworld</name>
    <message>
        <location filename="../build/form_texts.py" line="320"/>
        <source>Rainworld — S4G personnel file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="321"/>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="322"/>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="323"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="324"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="325"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="326"/>
        <source>Concept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="327"/>
        <source>Human (social privilege)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="328"/>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="329"/>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="330"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="331"/>
        <source>Dominant hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="332"/>
        <source>Stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="333"/>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="334"/>
        <source>PHYS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="335"/>
        <source>CON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="336"/>
        <source>MV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="337"/>
        <source>Click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="338"/>
        <source>Derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="339"/>
        <source>Rest or heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="340"/>
        <source>Injury penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="341"/>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="342"/>
        <source>Throw without penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="343"/>
        <source>Hold breath (PHYS × 30 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="344"/>
        <source>Dying: dies within (PHYS ÷ 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="345"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="346"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="347"/>
        <source>Body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="348"/>
        <source>Injury fills from the left (/), stun from the right (\). Full of injury: dying. Full of stun or an X: incapacitated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="349"/>
        <source>injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="350"/>
        <source>stun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="351"/>
        <source>Injury penalties (off each roll once injury reaches the box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="352"/>
        <source>The paper sheet prints the sizes; the excerpt does not. 1, 2, 3, 4 unless your sheet says otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="353"/>
        <source>2nd box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="354"/>
        <source>4th box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="355"/>
        <source>6th box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="356"/>
        <source>8th box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="357"/>
        <source>Mind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="358"/>
        <source>Trauma from the left, shock from the right. Full of shock or an X: an episode (shock clears, +1 trauma). Full of trauma: breakdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="359"/>
        <source>trauma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="360"/>
        <source>shock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="361"/>
        <source>Reality (Ganzfeld)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="362"/>
        <source>Ganzfeld characters only; its rules are in the Ganzfeld section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="363"/>
        <source>reality damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="364"/>
        <source>Resets to the Click stat at the start of each session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="365"/>
        <source>Addiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="366"/>
        <source>Doses from the right, addiction from the left. Full of doses or an X: doses clear, +1 addiction. Full of addiction: addicted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="367"/>
        <source>addiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="368"/>
        <source>doses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="369"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="370"/>
        <source>Skills (2d10 + ranks, success over 10; doubles are critical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="371"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="372"/>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="373"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="374"/>
        <source>Quirks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="375"/>
        <source>Quirk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="376"/>
        <source>Effective quirk ranks (best single item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="377"/>
        <source>Autofire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="378"/>
        <source>Marksman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="379"/>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="380"/>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="381"/>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="382"/>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="383"/>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="384"/>
        <source>DMG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="385"/>
        <source>AP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="386"/>
        <source>Increment (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="387"/>
        <source>Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="388"/>
        <source>Burst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="389"/>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="390"/>
        <source>Min PHYS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="391"/>
        <source>Longer than a pistol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="392"/>
        <source>Shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="393"/>
        <source>Armour and equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="394"/>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="395"/>
        <source>STOP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="396"/>
        <source>Worn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="397"/>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="398"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="399"/>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="400"/>
        <source>Purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="401"/>
        <source>Coins, and what is counted like them, by the table&apos;s own names (sp, gold crowns, arrows): no rulebook names money. Coins split from the party&apos;s stash land here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="402"/>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="403"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="404"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="405"/>
        <source>Experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="406"/>
        <source>XP (5 XP per trauma removed, 1 XP per addiction box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="407"/>
        <source>The table&apos;s readings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="408"/>
        <source>A track full of both marks (no X) already triggers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Form: renaissance</name>
    <message>
        <location filename="../build/form_texts.py" line="409"/>
        <source>Renaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="410"/>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="411"/>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="413"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="414"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="415"/>
        <source>Concept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="416"/>
        <source>Aptitudes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="417"/>
        <source>Aptitudes (x 1 checks are very hard; also the default for a missing skill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="418"/>
        <source>COO (Coordination)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="419"/>
        <source>SOM (Somatics)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="420"/>
        <source>WIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="421"/>
        <source>SAV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="422"/>
        <source>INT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="423"/>
        <source>COG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="424"/>
        <source>DUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="425"/>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="426"/>
        <source>Luck (stat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="427"/>
        <source>Luck Points (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="428"/>
        <source>Initiative Modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="429"/>
        <source>Initiative is 1d10 + this modifier; the GM picks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="430"/>
        <source>Derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="431"/>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="432"/>
        <source>Sustained-action penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="433"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="434"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="435"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="436"/>
        <source>Skill checks: linked aptitude + ranks (roll 0-99 at or under the target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="437"/>
        <source>Skills, specialisations and proficiencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="438"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="439"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="440"/>
        <source>Aptitude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="441"/>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="442"/>
        <source>Specialisation (+10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="443"/>
        <source>Proficiencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="444"/>
        <source>Common knowledge (10+ ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="445"/>
        <source>Checks and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="446"/>
        <source>Common checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="447"/>
        <source>Aptitude checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="448"/>
        <source>Single aptitude (x 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="449"/>
        <source>Sustained actions (-10 to all tests for each beyond the first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="450"/>
        <source>Sustained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="451"/>
        <source>Sustained action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="452"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="453"/>
        <source>Jobs (one 8-hour shift per down-time day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="454"/>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="455"/>
        <source>Work a shift…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="456"/>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="457"/>
        <source>Shifts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="458"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="459"/>
        <source>Check when begun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="460"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="461"/>
        <source>Purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="462"/>
        <source>Coins, and what is counted like them, by the table&apos;s own names (sp, gold crowns, arrows): no rulebook names money. Coins split from the party&apos;s stash land here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="463"/>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="464"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="412"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="103"/>
        <source>The user guide is not installed with this copy of SheetKeeper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="108"/>
        <source>SheetKeeper User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="169"/>
        <source>Anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="194"/>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="194"/>
        <source>Next or previous field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="195"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="195"/>
        <source>End the edit of a number (or roll the check whose odds have the focus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="196"/>
        <source>Up, Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="196"/>
        <source>Step a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="197"/>
        <source>Left, Right, Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="197"/>
        <source>On a track: move between boxes, mark the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="198"/>
        <source>+, -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="198"/>
        <source>On a track: add or clear a mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="199"/>
        <source>Escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="199"/>
        <source>Close a dialog (asking first if something was entered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="200"/>
        <source>Ctrl+Tab, Ctrl+Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="200"/>
        <source>Next or previous page of the sheet (Ctrl+PgDown, Ctrl+PgUp: the open tabs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="202"/>
        <source>Alt+underlined letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="202"/>
        <source>Show that page or tab and go to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="221"/>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InitiativeDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="38"/>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="54"/>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="45"/>
        <source>Each game orders its own members by its own rule. Roll again for a new combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="54"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="54"/>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="54"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="55"/>
        <source>Acts in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="56"/>
        <source>Initiative order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="60"/>
        <source>Roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="100"/>
        <source>Conditions this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="101"/>
        <source>What changes when a member acts, as their game says; the order follows with the same dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="145"/>
        <source>no turn — {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InventoryElement</name>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="69"/>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="19"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="70"/>
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
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="72"/>
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
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="40"/>
        <source>Award XP…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="43"/>
        <source>Advance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="45"/>
        <source>What the rules offer on this ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="46"/>
        <source>Every advance the rules offer now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="56"/>
        <source>Adjustments waiting to be accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="57"/>
        <source>Accept adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="58"/>
        <source>The GM agrees with these changes made by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="65"/>
        <source>Ledger entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="105"/>
        <source>Accept the adjustment of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="111"/>
        <source>{0}: {1} by hand ({2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="114"/>
        <source>&lt;b&gt;Adjustments to accept&lt;/b&gt;: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="132"/>
        <source>&lt;b&gt;What the rules did&lt;/b&gt; · {0} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="133"/>
        <source>Nothing yet: rolls, training and rests appear here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="137"/>
        <source>&lt;b&gt;{0} XP available&lt;/b&gt; · {1} earned · {2} spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="139"/>
        <source>&lt;b&gt;{0} XP earned&lt;/b&gt; · a total: levels are reached, no XP is spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="144"/>
        <source>&lt;b&gt;{0} hours spent&lt;/b&gt; on training and research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="145"/>
        <source>{0} · under way: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="149"/>
        <source>unnamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="151"/>
        <source>&lt;b&gt;{0} hours left&lt;/b&gt; · {1} granted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="153"/>
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
        <location filename="../sheetkeeper/sheet/ledger.py" line="139"/>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="159"/>
        <source>{0} h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="164"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="165"/>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryButtons</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="43"/>
        <source>From library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="44"/>
        <source>Add from library to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="46"/>
        <source>Update from library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="47"/>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="142"/>
        <source>Update {0} from library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="96"/>
        <source>Update {0} from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="99"/>
        <source>Library → sheet; the ticked ones are applied through the rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="101"/>
        <source>Differences from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="109"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="130"/>
        <source>{0} are as the library has them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="137"/>
        <source>This file is open read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryPrintDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/library_print.py" line="34"/>
        <source>Export the library as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_print.py" line="40"/>
        <source>{0} and {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_print.py" line="42"/>
        <source>Cards to cut out, nine to a page, for the {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_print.py" line="43"/>
        <source>Cards to cut out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_print.py" line="48"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="85"/>
        <source>Redone: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="88"/>
        <source>Undone: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="96"/>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="102"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="107"/>
        <source>List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="108"/>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="108"/>
        <source>&amp;List:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="121"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="221"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="122"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="221"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="137"/>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="139"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="140"/>
        <source>The library as a reference sheet to print, with cards to cut out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="145"/>
        <source>Rows of the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="153"/>
        <source>What the library said</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="157"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="158"/>
        <source>Name of a new row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="163"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="164"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="165"/>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="166"/>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="167"/>
        <source>Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="168"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="169"/>
        <source>Keep in the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="174"/>
        <source> row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="269"/>
        <source>Library — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="272"/>
        <source>Kept in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="278"/>
        <source>Save this library in the folder of {0} and name it there, for everyone in the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="352"/>
        <source>Type the new row&apos;s name first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="355"/>
        <source>{0} added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="383"/>
        <source>{0}: {1} changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="389"/>
        <source>Select the row to remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="392"/>
        <source>{0} removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="399"/>
        <source>Reordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="414"/>
        <source>Kept in the party as {0}: save the party to keep the change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="421"/>
        <source>{0}: could not be read as UTF-8 text ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="425"/>
        <source>{0} imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="433"/>
        <source>{0}: not written ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="438"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="450"/>
        <source>{0} written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="468"/>
        <source>Import CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="468"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="474"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="474"/>
        <source>Export CSV</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListTable</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="149"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="149"/>
        <source>Add row in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="150"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="150"/>
        <source>Remove row in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="151"/>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="151"/>
        <source>Up row in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="152"/>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="152"/>
        <source>Down row in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="256"/>
        <source>Space marks a box from the left, Shift+Space from the right; plus and minus add or clear a mark from the left, with Ctrl from the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="268"/>
        <source>{0}: a custom {1}, not in the game&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="289"/>
        <source>{0}: {1} is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="296"/>
        <source>Edit {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="300"/>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="306"/>
        <source>Mark {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="306"/>
        <source>Clear {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="314"/>
        <source>{0}: {1} marked from the left, {2} from the right, {3} boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="325"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="338"/>
        <source>Rows cannot be added here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="341"/>
        <source>Add to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="364"/>
        <source>Remove from {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="371"/>
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
        <location filename="../sheetkeeper/ui/main_window.py" line="136"/>
        <source>Not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="234"/>
        <source>open in another SheetKeeper window; use Save As to keep changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="245"/>
        <source>Could not open {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="269"/>
        <source>Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="309"/>
        <location filename="../sheetkeeper/ui/main_window.py" line="317"/>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="310"/>
        <source>{0} is open already (in another tab or a party); close it first or choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="318"/>
        <source>{0} is open in another SheetKeeper window (process {1}); choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="348"/>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="354"/>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="163"/>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="172"/>
        <source>Could not save {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="46"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="47"/>
        <source>&amp;New...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="48"/>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="49"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="52"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="53"/>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="54"/>
        <source>&amp;Export PDF...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="56"/>
        <source>&amp;Import Filled Sheet...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="58"/>
        <source>Export &amp;Library PDF...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="61"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="62"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="64"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="65"/>
        <location filename="../sheetkeeper/ui/menus.py" line="69"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="67"/>
        <location filename="../sheetkeeper/ui/menus.py" line="70"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="75"/>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="76"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="77"/>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="79"/>
        <source>&amp;Library...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="80"/>
        <source>Pr&amp;eferences...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="83"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="86"/>
        <source>Follow &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="87"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="88"/>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="89"/>
        <source>&amp;High Contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="100"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="101"/>
        <source>&amp;User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="103"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="104"/>
        <source>&amp;Rules Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="110"/>
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
        <location filename="../sheetkeeper/ui/pdf_export.py" line="47"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="52"/>
        <source>PDF export is not available: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="56"/>
        <source>Writing {0}...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="76"/>
        <source>Could not write {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="99"/>
        <source>The PDF was written, but some characters will not print:

{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="102"/>
        <source>Saved {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="104"/>
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
        <location filename="../sheetkeeper/ui/party_tabs.py" line="184"/>
        <source>Saved {0} files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="199"/>
        <source>Reload {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="200"/>
        <source>Read the party and its members again from disk? Unsaved changes to the party are dropped; members&apos; edits stay in their Undo history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="203"/>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="221"/>
        <source>Kept the unsaved changes of {0}: open in another tab or party too.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Member</name>
    <message>
        <location filename="../sheetkeeper/ui/party/member.py" line="43"/>
        <source>Not opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemberCard</name>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="138"/>
        <source>Roll…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="167"/>
        <location filename="../sheetkeeper/ui/party/card.py" line="326"/>
        <source>{0}&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="168"/>
        <source>missing or broken file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="269"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="62"/>
        <source>marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="59"/>
        <source>Click marks {0} from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="61"/>
        <source>{0}; right click or Shift+click marks {1} from the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="78"/>
        <source>{0}: {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="80"/>
        <source>{0}, {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="81"/>
        <source>{0} {1}, {2} boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="92"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="108"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="130"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="153"/>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="103"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="126"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="149"/>
        <source>Set {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="166"/>
        <source>Mark {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="166"/>
        <source>Clear {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="294"/>
        <source>{0} is open read-only: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="325"/>
        <source>{0}, changed since saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="327"/>
        <source>Roll for {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="328"/>
        <source>Roll one of {0}&apos;s checks in the dice roller (Ctrl+R on the card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="347"/>
        <source>Purse: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="26"/>
        <source>&amp;Open sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="29"/>
        <source>Ro&amp;ll…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="33"/>
        <source>&amp;Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="35"/>
        <source>&amp;Remove from party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="36"/>
        <source>The character file stays on disk; Undo puts the member back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="55"/>
        <source>Set {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="55"/>
        <source>Clear {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemberChange</name>
    <message>
        <location filename="../sheetkeeper/ui/party/commands.py" line="109"/>
        <source>Undo {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemberPanel</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="83"/>
        <source>No XP in {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="91"/>
        <source>{0} for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="94"/>
        <source>Reason for {0}&apos;s {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="93"/>
        <source>reason (what they did)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="79"/>
        <source>{0} has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="95"/>
        <source>Award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="97"/>
        <source>in the share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="99"/>
        <source>{0} in the share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="100"/>
        <source>Share out splits the total among the members ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="110"/>
        <source>XP: one for each question answered yes (the award above is the GM&apos;s final say)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="131"/>
        <source>Nothing else happens between sessions in this game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModifierBox</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/odds.py" line="64"/>
        <source>Modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/odds.py" line="68"/>
        <source>Modifier for the odds shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/odds.py" line="69"/>
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
        <source>N&amp;ame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="82"/>
        <source>&amp;Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="89"/>
        <source>Game: {0} ({1}). Back picks another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewCharacterWizard</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="174"/>
        <source>New character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="238"/>
        <source>this character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="239"/>
        <source>Discard the character?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="240"/>
        <source>Discard {0}? What you entered is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="241"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="242"/>
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
        <location filename="../sheetkeeper/ui/options_form.py" line="229"/>
        <location filename="../sheetkeeper/ui/options_form.py" line="251"/>
        <source>to be entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="246"/>
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
        <location filename="../sheetkeeper/export/builders.py" line="155"/>
        <source>both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="174"/>
        <source>None in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="193"/>
        <source>{0} (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="194"/>
        <location filename="../sheetkeeper/export/gm_table.py" line="213"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="254"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="97"/>
        <source>Player: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="101"/>
        <source>Character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="102"/>
        <source>ended {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="103"/>
        <source>under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="135"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="135"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="182"/>
        <source>Encounter: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="185"/>
        <source>round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="186"/>
        <source>the order is not rolled yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="188"/>
        <source>{0}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="191"/>
        <source>Foes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="194"/>
        <source>Foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="194"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="195"/>
        <source>Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="195"/>
        <source>Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="196"/>
        <source>Damage and notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="203"/>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="210"/>
        <location filename="../sheetkeeper/export/layout.py" line="307"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="210"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="211"/>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="212"/>
        <source>R{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="216"/>
        <source> (foe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="234"/>
        <source>Stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="235"/>
        <source>What the party found and has not handed out yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="236"/>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="239"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="239"/>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="240"/>
        <source>ENC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="241"/>
        <source>Handed to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="247"/>
        <source>Coins and ammunition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="250"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="250"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="251"/>
        <source>Shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="307"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="308"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="308"/>
        <source>Key numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="309"/>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="324"/>
        <source>{0} characters; each sheet follows this roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/numbered.py" line="35"/>
        <location filename="../sheetkeeper/export/pdf.py" line="334"/>
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
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="37"/>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="39"/>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="153"/>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="240"/>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="63"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="84"/>
        <source>{0}, on mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/marks.py" line="56"/>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/marks.py" line="60"/>
        <source>maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/marks.py" line="65"/>
        <source>temporary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="113"/>
        <location filename="../sheetkeeper/export/pdf.py" line="314"/>
        <source>{0} — blank sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="181"/>
        <source>Party book — {0} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="195"/>
        <source>Party book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="291"/>
        <source>a part of the sheet is too tall to fit on a page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="292"/>
        <source>a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="293"/>
        <source>“{0}” is too long to fit on a page ({1} characters); shorten it and export again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/key_numbers.py" line="28"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="188"/>
        <source>Blank sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/library_pdf.py" line="72"/>
        <source>the library holds no rows yet; add some before printing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/library_pdf.py" line="85"/>
        <source>{0} library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/library_pdf.py" line="107"/>
        <source>{0} — the table&apos;s library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/library_pdf.py" line="157"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/library_pdf.py" line="157"/>
        <source>No</source>
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
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="21"/>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="29"/>
        <source>Needs attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="22"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="23"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="24"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="25"/>
        <source>XP available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="28"/>
        <source>Everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="30"/>
        <source>Missing or broken files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="58"/>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="62"/>
        <source>Save part&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="74"/>
        <source>Sort members by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="76"/>
        <source>Show members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="46"/>
        <source>En&amp;d session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="48"/>
        <source>&amp;Initiative…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="50"/>
        <source>&amp;Add members…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="51"/>
        <source>Add existing character files to the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="54"/>
        <source>&amp;New member…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="55"/>
        <source>Create a character and save it in the party&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="59"/>
        <source>Read the party file and its members again from disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="63"/>
        <source>Save the party file and every changed member (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="78"/>
        <source>Sho&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="77"/>
        <source>Sort &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="82"/>
        <source>Sort &amp;now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="83"/>
        <source>Put the cards in order now (they wait while the pointer is over them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="30"/>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="52"/>
        <source>Session log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="36"/>
        <source>Session lo&amp;g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="39"/>
        <source>Enco&amp;unter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="41"/>
        <source>S&amp;tash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="134"/>
        <source>Loading members… {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="138"/>
        <source>{0} of {1} members shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="147"/>
        <source>Members&apos; cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="167"/>
        <source>Roll for the member whose card has the focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="288"/>
        <source>GM {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="290"/>
        <source>&lt;i&gt;(read-only: {0})&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="293"/>
        <source>{0} member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="293"/>
        <source>{0} members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="295"/>
        <source>{0} session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="295"/>
        <source>{0} sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="296"/>
        <source>{0} played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="341"/>
        <source>Undid {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="343"/>
        <source>Redid {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="54"/>
        <source>No sessions yet. End a session to start the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="57"/>
        <source>ended {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="58"/>
        <source>under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="60"/>
        <source>no foes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="61"/>
        <source>round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="65"/>
        <source>Foes: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="68"/>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="80"/>
        <source>{0}: +{1} XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="88"/>
        <source>1 older session is kept in the party file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="89"/>
        <source>{0} older sessions are kept in the party file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_end.py" line="33"/>
        <source>The session log holds {0} sessions, the most a party keeps: nothing was applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_end.py" line="62"/>
        <source>Session “{0}” applied to {1} members. Undo takes it back as one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_end.py" line="84"/>
        <source>Encounter: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_end.py" line="87"/>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_end.py" line="89"/>
        <source>Stash: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="77"/>
        <source>The party is open read-only ({0}); its roster cannot change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="85"/>
        <source>Add {0} members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="101"/>
        <source>{0} is in the party already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="104"/>
        <source>{0} was not added: a party holds at most {1} members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="118"/>
        <source>Added {0} to the party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="119"/>
        <source>Added {0} to the party, but it did not open: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="120"/>
        <source>Took {0} off the party again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="122"/>
        <source>Add {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="133"/>
        <source>Took {0} off the party; the file {1} stays on disk. Undo puts {0} back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="136"/>
        <source>Remove {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="137"/>
        <source>Put {0} back in the party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="173"/>
        <source>Add members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="174"/>
        <source>SheetKeeper characters (*{0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="182"/>
        <source>New member of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="206"/>
        <source>{0} could not be saved in the party&apos;s folder: {1}

Nothing was added to the party. The character is open in a tab of its own; use Save As to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="210"/>
        <source>New member not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="214"/>
        <source>Created {0} in the party&apos;s folder and added {1} to the party. Undo takes {1} off the party; the file stays on disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="216"/>
        <source>Took {0} off the party; the file {1} stays in the party&apos;s folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="395"/>
        <source>Not saved: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="397"/>
        <source>Saved {0} files.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PastFoesDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="24"/>
        <source>Foes from an earlier fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="29"/>
        <source>Earlier encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="31"/>
        <source>{0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="33"/>
        <source>&amp;Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="35"/>
        <source>Foes to bring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="39"/>
        <source>As that fight &amp;left them (its statuses); else fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="40"/>
        <source>As that fight left them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="66"/>
        <source>That encounter had no foes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PdfTarget</name>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="29"/>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="35"/>
        <source>Save to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="30"/>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="37"/>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="41"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="38"/>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="39"/>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="45"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PickDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="125"/>
        <source>Add to {0} from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="129"/>
        <source>Type to search the library&apos;s {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="130"/>
        <source>Search the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="134"/>
        <source>Rows in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="141"/>
        <source>Open the library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="142"/>
        <source>Open the library to add {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="151"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="152"/>
        <source>Add the picked row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="185"/>
        <source>The library has no {0} yet: open the library to add them, or cancel and type one in the table with Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="189"/>
        <source>{0} rows found; the first {1} shown: type more to narrow them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="192"/>
        <source>{0} of {1} rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="213"/>
        <source>{0} (the library leaves it to you):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceholderSheet</name>
    <message>
        <location filename="../sheetkeeper/ui/document_tab.py" line="123"/>
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
    <name>RememberedSituations</name>
    <message>
        <location filename="../sheetkeeper/ui/remembered_situations.py" line="87"/>
        <source> +{0} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/remembered_situations.py" line="89"/>
        <source>with {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollBreakdown</name>
    <message>
        <location filename="../sheetkeeper/ui/roll_breakdown.py" line="35"/>
        <source>Breakdown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../sheetkeeper/core/actions.py" line="98"/>
        <source>{where} ({tab} tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/actions.py" line="99"/>
        <source>{tab} tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/courses.py" line="30"/>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="68"/>
        <source>{done} of {needed} hours: ready to finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/courses.py" line="31"/>
        <source>{done} of {needed} hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/names.py" line="130"/>
        <source>the game&apos;s list writes it “{proper}”; as typed it is another {what}, and “{proper}” stays untrained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/names.py" line="133"/>
        <source>the game&apos;s list writes it “{proper}”; as typed it is another {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/names.py" line="138"/>
        <source>not a {what} of the game&apos;s list; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/names.py" line="142"/>
        <source>{rank} ranks in a {what} that is not in the game&apos;s list (a custom one); check the spelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/rules.py" line="254"/>
        <source>{amount} {award} earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/rules.py" line="256"/>
        <source>{amount} {award} available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="261"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="261"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="267"/>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="141"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="333"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="347"/>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="81"/>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="100"/>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="52"/>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="54"/>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="56"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="273"/>
        <source>not entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="401"/>
        <source>{label}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="402"/>
        <source>{label} {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="491"/>
        <source>Other modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="501"/>
        <source>house rule: any other modifier the table agrees on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/encumbrance.py" line="63"/>
        <source>{over} ENC over the maximum: MOV -{over}, -{percent}% to the Agility roll and to Agility, Manipulation, Stealth, Dodge and weapon skills; lose {over} more fatigue point(s) per turn while exerting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/improvement.py" line="91"/>
        <source>{skill} has no experience check to roll for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/improvement.py" line="117"/>
        <source>POW has no experience check to roll for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/improvement.py" line="125"/>
        <source>POW: no gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/improvement.py" line="130"/>
        <source>POW +{gain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="32"/>
        <source>A flat +1 instead of rolling 1D3-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="37"/>
        <source>A flat +2 instead of rolling 1D6-2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="50"/>
        <source>Teacher&apos;s Teach %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="52"/>
        <source>The teacher rolls Teach at the end of the training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="80"/>
        <source>Minutes of rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="81"/>
        <source>Hours asleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="82"/>
        <source>Hours awake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="83"/>
        <source>Weeks of rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="62"/>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="90"/>
        <source>How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="63"/>
        <source>Training (with a teacher)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="64"/>
        <source>Research (alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="67"/>
        <source>Skill or characteristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="71"/>
        <source>Hours spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="74"/>
        <source>An average character has 50 hours a week for training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="92"/>
        <source>Metres a combat round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="96"/>
        <source>Days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="97"/>
        <source>Hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="98"/>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="99"/>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="100"/>
        <source>Terrain (separated by semicolons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="102"/>
        <source>Use the fatigue rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="104"/>
        <source>Failed Stamina rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="111"/>
        <source>Hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="112"/>
        <source>Damage (dice, e.g. 1D6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="113"/>
        <source>The damage your rulebook gives (a fall, fire, drowning, a venom).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="127"/>
        <source>The weapon&apos;s damage (dice, e.g. 1D6+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="24"/>
        <source>Weapon skill %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="27"/>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="43"/>
        <source>Weapon damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="29"/>
        <source>In dice, from your rulebook (1D6+1): the excerpt has no weapons table. Empty: the foe&apos;s hits are for the GM to work out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="31"/>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="133"/>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="38"/>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="43"/>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="33"/>
        <source>Its name as the roll says it (Short sword); empty: Attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="37"/>
        <source>What the weapon&apos;s type inflicts on a special success (impale, knockdown…), from your rulebook&apos;s chapter 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="39"/>
        <source>Hit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/results.py" line="40"/>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="157"/>
        <source>Critical success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="34"/>
        <location filename="../sheetkeeper/systems/brp/results.py" line="41"/>
        <source>Special success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/results.py" line="42"/>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="34"/>
        <source>Success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/results.py" line="43"/>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="32"/>
        <source>Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/results.py" line="44"/>
        <source>Fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="139"/>
        <source>POW gain chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="141"/>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="164"/>
        <source>Experience checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="145"/>
        <source>Training and research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="145"/>
        <source>none under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="146"/>
        <source>Training time a week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="147"/>
        <source>{hours} hours (more than {most} is gruelling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="161"/>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="99"/>
        <source>Over-encumbered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="164"/>
        <source>{ticked} to roll for after the adventure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="199"/>
        <source>1 experience check ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="200"/>
        <source>{ticks} experience checks ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="41"/>
        <source>POW may rise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="41"/>
        <source>No gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="42"/>
        <source>Improves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="42"/>
        <source>No improvement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="89"/>
        <source>ENC {over} over the maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="108"/>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="111"/>
        <source>Experience roll: {skill}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="112"/>
        <source>POW gain roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="159"/>
        <source>Experience bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="159"/>
        <source>Must exceed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="168"/>
        <source>{name} experience: rolled {face} — {outcome}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="20"/>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="35"/>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="119"/>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="22"/>
        <source>Automatic (no roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="23"/>
        <source>Easy (doubled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="24"/>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="25"/>
        <source>Difficult (halved, rounded up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="26"/>
        <source>Impossible (all attempts fail)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="27"/>
        <source>Impossible, with a flat 01% chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="31"/>
        <source>Easy doubles the rating and earns no experience check; Difficult halves it (round up); Automatic needs no roll; Impossible always fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="44"/>
        <source>No modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="45"/>
        <source>{modifier}%: {condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="47"/>
        <source>[004] Situational Modifiers Table, &quot;{condition}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="49"/>
        <source>Applied after the difficulty [004 &quot;Any situational modifier is applied after a skill is modified due to being Difficult or Easy.&quot;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="61"/>
        <source>Helper {number}&apos;s skill %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="66"/>
        <source>A cooperative roll: this character leads, each helper rolls their skill first (critical +50%, special +30%, success +20%, all fail −10%, any fumble −50%). 0 means no helper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="75"/>
        <source>Opposing skill %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="78"/>
        <source>The other side&apos;s skill rating, with its own modifiers (empty: not opposed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="83"/>
        <source>Opposed roll method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="86"/>
        <source>Highest degree wins (the loser&apos;s success shifts it down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="87"/>
        <source>Highest successful result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="88"/>
        <source>Skill minus roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="89"/>
        <source>Opposed skill subtraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="90"/>
        <source>On the resistance table (skills ÷ 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="94"/>
        <source>How the gamemaster resolves opposed rolls; only used when an opposing skill is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="100"/>
        <source>This character is the passive side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="103"/>
        <source>For skill subtraction and the resistance table: the other side is the active one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="109"/>
        <source>Resistance roll: the other factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="113"/>
        <source>The other side&apos;s characteristic or quantity (POW, STR+SIZ, a poison&apos;s POT); empty: an ordinary characteristic roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="118"/>
        <source>This characteristic is the passive factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="122"/>
        <source>On for CON against a poison&apos;s potency: the poison is active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="128"/>
        <source>Bought with power points (fate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="130"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="131"/>
        <source>A re-roll for 5 power points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="132"/>
        <source>A Difficult Luck roll instead of the skill, for 5 power points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="139"/>
        <source>Power points as fate points (optional rule): a success bought this way earns no experience check. Spend the points with the offer; for a Luck roll enter its chance as the other modifier, the excerpt giving no Luck value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="151"/>
        <source>Combined with a second skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="153"/>
        <source>No second skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="156"/>
        <source>Two things at once: one roll against the lower skill; a failure under the higher skill is a partial success.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="164"/>
        <source>Other situational modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="167"/>
        <source>Any other bonus or penalty in percentage points, added after the difficulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="24"/>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="32"/>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="47"/>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="53"/>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="110"/>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="114"/>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="117"/>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="39"/>
        <source>everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="25"/>
        <source>regaining at least 1 power point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="26"/>
        <source>power points are at 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="29"/>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="51"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="128"/>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="29"/>
        <source>A characteristic has fallen to 0: the character dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="32"/>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="53"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="33"/>
        <source>a characteristic is at 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="42"/>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="42"/>
        <source>research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="62"/>
        <source>{target} ({method})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="70"/>
        <source>{done} of {needed} hours, {left} to go (about 1 week at {pace} hours a week)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="72"/>
        <source>{done} of {needed} hours, {left} to go (about {weeks} weeks at {pace} hours a week)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_odds.py" line="44"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_odds.py" line="44"/>
        <source>Difficult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_odds.py" line="115"/>
        <source>At least a partial success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="68"/>
        <source>helpers: {helpers}: {shift}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="74"/>
        <source>no experience check: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="78"/>
        <source>mark the experience check: {skills}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="84"/>
        <source>helpers who may mark an experience check: {helpers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="89"/>
        <source>mark the POW check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="134"/>
        <source>{check} {chance}%: rolled {face} — {outcome} (critical {critical}, special {special}, fumble {fumble})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="25"/>
        <source>Task Complexity</source>
        <extracomment>Situational Modifiers Table: condition -&gt; (description, modifier), as printed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="26"/>
        <source>Unfathomably complex with no apparent solution or guidance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="27"/>
        <source>No clear solvable condition and/or needlessly complex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="28"/>
        <source>Relatively straightforward, the solution somewhat apparent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="29"/>
        <source>Simple, with an obvious solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="31"/>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="32"/>
        <source>No equipment when equipment is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="33"/>
        <source>Poor or improvised equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="34"/>
        <source>High-quality equipment and superior supplies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="35"/>
        <source>Advanced or high-tech equipment and supplies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="37"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="38"/>
        <source>Distracting environment, highly unstable ground, pitch black, stormy, etc.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="39"/>
        <source>Unpleasant or unsanitary conditions, unsteady footing, darkness, bad weather, etc.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="40"/>
        <source>Favorable conditions, good footing, plenty of space, relative quiet, etc.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="41"/>
        <source>Pristine or immaculate environment ideally suited for the task at hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="43"/>
        <source>Familiarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="44"/>
        <source>Completely alien and beyond human experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="45"/>
        <source>Strange and using unfamiliar principles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="46"/>
        <source>Relatively well-known subject matter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="47"/>
        <source>Routine and completely familiar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="49"/>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="50"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="50"/>
        <source>Far beyond the normal range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="51"/>
        <source>Outside the range of comfort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="52"/>
        <source>Well within range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="53"/>
        <source>Perfectly placed and ideally situated for the attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="55"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="56"/>
        <source>Nowhere near enough time to perform the task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="57"/>
        <source>Rushed and stressed about it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="58"/>
        <source>Plenty of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="59"/>
        <source>Activity can be done at leisure, with contemplation and deliberation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="61"/>
        <source>Understanding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="62"/>
        <source>No common means of interaction with subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="63"/>
        <source>Limited methods of communication available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="64"/>
        <source>Subject is familiar and amenable to interaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="65"/>
        <source>Subject well-known, enthusiastic about interaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="35"/>
        <source>Target number {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="40"/>
        <source>critical hit (double damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="41"/>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="41"/>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="42"/>
        <source>miss, may hit an unintended target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="43"/>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="25"/>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="43"/>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="26"/>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="44"/>
        <source>natural 1 (always fails)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="45"/>
        <source>shield or weapon hit instead (instability roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="46"/>
        <source>tie: the defender takes half damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="47"/>
        <source>tie: the GM decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="48"/>
        <source>unintended target hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="51"/>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="232"/>
        <source>Other bonus or penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="53"/>
        <source>Armour: TOG requirement not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="55"/>
        <source>Shielding another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="57"/>
        <source>Surprise: enemies unaware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="58"/>
        <source>Surprise: enemies aware of a threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="149"/>
        <source>{attribute} ({short})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="151"/>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="200"/>
        <source>Unarmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="156"/>
        <source>Lift {weapon}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="157"/>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="201"/>
        <source>Supernatural attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="277"/>
        <source>{check}: rolled {face} {modifiers} = {total} vs {attribute} {tn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="279"/>
        <source>{roll}: {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="293"/>
        <source>natural 20, the attack hits and doubles the damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="296"/>
        <source>natural {face}: the attack fails and may hit an unintended target (they roll AGL {tn}, lowered by your COR if you don&apos;t want to hit them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="300"/>
        <source>natural 1, it always fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="302"/>
        <source>{outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="303"/>
        <source>{outcome}. A natural 20 on a task may bring other benefits (GM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="36"/>
        <source> ({level}, as the table entered it: the rules do not define it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="38"/>
        <source> (not entered yet: asked when set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="42"/>
        <source>Out cold at 0 Condition or below: can’t do anything; loses 1 Condition each turn; attacks hit automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="47"/>
        <source>being stabilised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="48"/>
        <source>Condition is 0 or below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="51"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="129"/>
        <source>Condition fell below -10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="54"/>
        <source>Condition is below -10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="257"/>
        <source>+3 temporary Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="258"/>
        <source>temporary Condition -3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="266"/>
        <source>no critical level entered: temporary Condition unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="273"/>
        <source>+{level} temporary Condition (critical level {level}, as the table entered it: the rules do not define it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="276"/>
        <source>temporary Condition -{level} (critical level {level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="282"/>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="198"/>
        <source>agony: +1 temporary burnout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="29"/>
        <source>Attribute increases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="40"/>
        <source>Learning hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="46"/>
        <source>Focus cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="53"/>
        <source>Bleeding damage this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="58"/>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="152"/>
        <source>Target number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="64"/>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="25"/>
        <source>Height (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="66"/>
        <source>The AGL roll to break the fall succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="68"/>
        <source>Jumped on purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="70"/>
        <source>Landed on a soft surface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="72"/>
        <source>Landed in water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="78"/>
        <source>Underwater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="85"/>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="86"/>
        <source>The MND roll to know how succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="88"/>
        <source>Extended crafting (three COR rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="90"/>
        <source>The COR roll succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="93"/>
        <source>COR successes out of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/play.py" line="56"/>
        <source>effective range</source>
        <extracomment>The base Condition and Focus are the GM&apos;s [the excerpt gives neither]; each level adds to both maxima [003 &quot;+5 Max Condition/Focus&quot;]. Why a technique with effort is not simply removed in play [003 &quot;During a rest of 5 hours or longer, characters can exchange active abilities for others they have learned&quot;]. The one list of names the excerpt gives that a sheet types in: a weapon&apos;s effective range from [003 &quot;Combat Ranges&quot;] (&quot;Thrown Weapons – Up to 9m&quot;, &quot;Handguns – 9 to 18m&quot;). A weapon of another reach may give its own. The excerpt lists no skills (GRIMWIRE rolls attributes), no techniques (&quot;Throwing Expert&quot; is an example), and weapon kinds and damage types are already picked from its lists.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="42"/>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="36"/>
        <location filename="../sheetkeeper/systems/rainworld/rules.py" line="37"/>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="84"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="102"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="328"/>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="87"/>
        <source>{current} of {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="42"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="131"/>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="134"/>
        <source>Dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="109"/>
        <source>short {short} of 2, long {long} of 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="131"/>
        <source>Out cold; loses 1 Condition each turn; attacks hit automatically; dead below -10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="137"/>
        <source>Burnout {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="140"/>
        <source>Negative Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="140"/>
        <source>No specialty techniques, even passive ones, until Focus is 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="143"/>
        <source>Level up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="144"/>
        <source>Enough XP for the next level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="179"/>
        <source>Level up to {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="181"/>
        <source>no XP spent: reached at {xp} XP total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="197"/>
        <source>Learn {technique} ({hours} h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="199"/>
        <source>{hours} learning hours to finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="207"/>
        <source>Make {technique} active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="210"/>
        <source>Short rest (30 min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="211"/>
        <source>Long rest (5 h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="215"/>
        <source>A new day begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="217"/>
        <source>Use a technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="326"/>
        <source>{current} of {most} (+{temporary} temporary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="337"/>
        <source>AGL penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="338"/>
        <source>{armour}; TOG {needed} needed: {penalty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="344"/>
        <source>{affinity} to {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="350"/>
        <source>weak to {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="350"/>
        <source>immune to {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="351"/>
        <source>resistant to {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="359"/>
        <source>top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="361"/>
        <source>{needed} (reached: level up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="362"/>
        <source>{needed} ({left} to go)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="34"/>
        <source>Surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="36"/>
        <source>No surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="38"/>
        <source>Enemies unaware (+{bonus})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="41"/>
        <source>Enemies aware of a threat (+{bonus})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="46"/>
        <source>The first attack against enemies unaware of you (+5), or aware of a possible threat but not where it is (+2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="52"/>
        <source>Within effective range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="54"/>
        <source>Up to {metres}m beyond (−5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="57"/>
        <source>More than {metres}m beyond (−10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="63"/>
        <source>How far past the weapon&apos;s effective range the target stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="71"/>
        <source>Splash damage: no target chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="74"/>
        <source>A grenade or another blast that damages anyone within its radius: allowed while Sensory impaired, where an aimed ranged attack is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="80"/>
        <source>Targeted attack: TN raised by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="83"/>
        <source>An attack to impair, disarm or disrupt instead of damage: usually +{raised}, more or less as the GM decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="90"/>
        <source>Breaking a fall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="91"/>
        <source>No fall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="92"/>
        <source>{height}: AGL {tn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="96"/>
        <source>The fall table&apos;s TN for the AGL roll. From 45m the character must land on a soft surface to try at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="103"/>
        <source>Shielding another (+{bonus}, against the attacker&apos;s COR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="108"/>
        <source>Taking an attack meant for someone in melee range: an opposed roll, so give the attacker&apos;s COR as the opposing bonus. On a success you take the damage instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="135"/>
        <source>Evading an attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="138"/>
        <source>An AGL roll to evade: Sensory impairment&apos;s -5 applies to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="141"/>
        <source>Resisting pain or terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="143"/>
        <source>Inebriated: this MND roll takes +3 instead of the -3 penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="155"/>
        <source>The GM&apos;s target number (often not disclosed); the sheet&apos;s is the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="164"/>
        <source>Raise a shield after a failed roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="169"/>
        <source>Evading an attack: a failed roll that the shielding bonus lifts to the TN hits the shield or weapon instead, which then rolls for instability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="187"/>
        <source>Defending PC&apos;s bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="188"/>
        <source>Opposed by a PC with bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="193"/>
        <source>Player against player: no target number, both roll d20 and add their bonus; the higher total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="199"/>
        <source>Assistant {number}: bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="204"/>
        <source>Another character who helps rolls with their own attribute and bonuses; the task succeeds if any roll does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="213"/>
        <source>Spare an unintended target ({attribute} lowers their TN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="218"/>
        <source>If a friendly-fire roll sends the attack elsewhere, they roll against TN {tn} minus your {attribute}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="223"/>
        <source>Unintended target&apos;s AGL (RSN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="227"/>
        <source>Give it to see the chance that a friendly-fire roll hits them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="233"/>
        <source>{quote}; cover and missing knowledge give bonuses or penalties of no stated size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="237"/>
        <source>Any other bonus or penalty to the roll: “That&apos;s a -2 to AGL”, cover, missing knowledge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="245"/>
        <source>No shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="38"/>
        <source>removed by the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="49"/>
        <source>Knocked down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="49"/>
        <source>-3 AGL; crawl 3m per turn; getting up costs the movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="50"/>
        <source>movement beyond a 3m crawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="51"/>
        <source>getting up (the turn&apos;s movement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="52"/>
        <source>Grappled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="52"/>
        <source>-5 AGL; movement halved; contests to act and move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="53"/>
        <source>a contest won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="54"/>
        <source>Cannot act or move; -3 AGL and MND; PER rolls fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="58"/>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="75"/>
        <source>all actions and movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="59"/>
        <source>Sensory impairment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="59"/>
        <source>-5 PER and to attacks and evasion; no aimed ranged attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="66"/>
        <source>Inebriated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="66"/>
        <source>+1 TOG, +3 temporary Condition, -3 to all other attributes; +3 and no penalty to MND rolls to resist pain and terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="70"/>
        <source>sobering up (body weight and how much was had)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="71"/>
        <source>Paralysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="71"/>
        <source>Cannot move or act; TOG, COR and AGL rolls fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="76"/>
        <source>Difficult terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="76"/>
        <source>-2 AGL while standing in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="77"/>
        <source>leaving it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="78"/>
        <source>Frenzy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="78"/>
        <source>Temporary Condition equal to the critical level{critical}; +1 attack per turn; friendly-fire risk +5; melee attacks or dash only; immune to agony and fear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="87"/>
        <source>techniques; anything but melee attacks or dashing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="88"/>
        <source>Amok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="88"/>
        <source>As frenzy (temporary Condition equal to the critical level{critical}, once with both), and attacks the closest target, friend or foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="94"/>
        <source>techniques; anything but melee attacks on the closest target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="95"/>
        <source>Burning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="95"/>
        <source>2d6 at the start of each turn until out of the fire; causes agony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="99"/>
        <source>leaving the burning area and putting the flames out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="100"/>
        <source>Bleeding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="100"/>
        <source>Damage at the start of each turn until stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="102"/>
        <source>items, or holding pressure on the wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="102"/>
        <source>the GM&apos;s amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="103"/>
        <source>Terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="103"/>
        <source>MND roll at the start of each turn: on a failure only cower or flee; on a success the terror is removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="107"/>
        <source>a MND roll succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="108"/>
        <source>Out cold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="108"/>
        <source>Needs 10 minutes of attention to wake, or wakes after 8 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="111"/>
        <source>10 minutes of attention, or 8 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="112"/>
        <source>Knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="112"/>
        <source>Woken as an auxiliary action, or wakes after a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="114"/>
        <source>woken, or a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="115"/>
        <source>Unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="115"/>
        <source>Limp; cannot act; immune to mental status effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="117"/>
        <source>waking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="118"/>
        <source>Sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="118"/>
        <source>Noise or other stimuli wake the character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="119"/>
        <source>noise or stimuli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="120"/>
        <source>Brainwashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="120"/>
        <source>Play the indoctrinated beliefs as true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="123"/>
        <source>Mind controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="123"/>
        <source>Does whatever the controlling being directs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="125"/>
        <source>Hexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="125"/>
        <source>A supernatural effect that lasts until removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="104"/>
        <source>4.5m (1 story)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="107"/>
        <source>9m (2 stories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="110"/>
        <source>18m (4 stories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="112"/>
        <source>45m (10 stories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="115"/>
        <source>81m (270&apos;, 18 stories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="116"/>
        <source>126m (420&apos;, 28 stories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="117"/>
        <source>180m (40 stories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/encumbrance.py" line="65"/>
        <source>items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/inputs.py" line="22"/>
        <source>Talent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/inputs.py" line="24"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="36"/>
        <source>{dice} Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="38"/>
        <source>{dice} Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="40"/>
        <source>{dice} negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="42"/>
        <source>{dice} Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="142"/>
        <source>{attribute} (Base dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="144"/>
        <source>{skill} (Skill dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="146"/>
        <source>{check} ({attribute})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="162"/>
        <source>{item} (Gear dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="163"/>
        <source>{check} with {item}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="165"/>
        <source>{check}, {helpers} helping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="23"/>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="23"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="24"/>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="94"/>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="24"/>
        <source>Negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="25"/>
        <source>after push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="26"/>
        <source>Base-die 1 after push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="36"/>
        <source>Success, 1 stunt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="37"/>
        <source>Success, {stunts} stunts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="48"/>
        <source>Botch, 1 one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="48"/>
        <source>Botch, {ones} ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="128"/>
        <source>{kind} {faces}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="131"/>
        <source>1 six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="131"/>
        <source>{sixes} sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="132"/>
        <source>{check} ({dice}) pushed: {faces} — {sixes}: {outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="133"/>
        <source>{check} ({dice}): {faces} — {sixes}: {outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="136"/>
        <source>{roll} Something very bad happened; the more ones, the worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="138"/>
        <source>{roll} Something goes wrong: the GM says what.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="139"/>
        <source>{roll} Something goes wrong: the GM says what. You may push.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="52"/>
        <source>Key attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="55"/>
        <source>Specialist skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="62"/>
        <source>{attribute} {trauma}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="65"/>
        <source>Carrying capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="65"/>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="66"/>
        <source>{items} items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="66"/>
        <source>Carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="67"/>
        <source>Rations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="67"/>
        <source>{food} food, {water} water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="71"/>
        <source>Gear Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="79"/>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="96"/>
        <source>XP available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="80"/>
        <source>Advances ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="90"/>
        <source>Broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="91"/>
        <source>{attribute} is 0 from {trauma}: you are broken (chapter 6, not in the excerpt, says what that means).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="101"/>
        <source>Hungry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="101"/>
        <source>food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="103"/>
        <source>Thirsty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="103"/>
        <source>water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="108"/>
        <source>Broken gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="109"/>
        <source>{item} has Gear Bonus 0 and no longer works until repaired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="193"/>
        <source>1 day without {ration}: characters who go without will suffer (the effects are in chapter 6, not in the excerpt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="195"/>
        <source>{days} days without {ration}: characters who go without will suffer (the effects are in chapter 6, not in the excerpt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="27"/>
        <source>Helpers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="30"/>
        <source>Others present who say so before you roll: +1 Skill die each, at most three; not when you all act side by side (everyone rolls their own).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="36"/>
        <source>{difficulty} ({modification})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="39"/>
        <source>{quote}; hard from {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="42"/>
        <source>The GM&apos;s call on outside factors, in Skill dice; the rest of the table is not in the rules text, so enter other steps as another modification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="47"/>
        <source>Botch on ones (optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="50"/>
        <source>No six and at least one 1 is a botch; the more ones, the more serious (the odds show each count of ones).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="59"/>
        <source>{item} ({dice} Gear die)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="60"/>
        <source>{item} ({dice} Gear dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="65"/>
        <source>No gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="75"/>
        <source>Attribute (Base dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="80"/>
        <source>{skill} uses {attribute}; the GM may allow another attribute&apos;s current score as Base dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="97"/>
        <source>One piece of gear per roll: its Gear Bonus in Gear dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="101"/>
        <source>Other modification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="102"/>
        <source>{quote}; the sizes for aiming, long range, a bad bargaining position or talents are not in the rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="105"/>
        <source>Skill dice added (+) or taken away (−): aiming, long range, a bad bargaining position, a talent. Below zero you roll negative Skill dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="30"/>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="30"/>
        <source>damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="31"/>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="31"/>
        <source>fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="32"/>
        <source>Wits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="32"/>
        <source>confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="33"/>
        <source>Empathy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="33"/>
        <source>doubt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="40"/>
        <source>Endure</source>
        <extracomment>[001 &quot;03 Skills&quot;]: the twelve basic skills and their attributes. The excerpt prints &quot;Comprehed&quot;; we read it as Comprehend (docs/rules/lite.md).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="41"/>
        <source>Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="42"/>
        <source>Athletics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="43"/>
        <source>Acrobatics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="44"/>
        <source>Stealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="45"/>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="46"/>
        <source>Comprehend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="47"/>
        <source>Lore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="48"/>
        <source>Notice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="49"/>
        <source>Sense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="50"/>
        <source>Manipulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="51"/>
        <source>Coolness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="86"/>
        <source>A Breeze</source>
        <extracomment>[001 &quot;For each of the following questions that you can answer with a “yes”&quot;] The printed rows of the difficulty table [001 &quot;A Breeze+3&quot;], [001 &quot;Normal± 0&quot;] (the rest of the table is lost), and &quot;hard&quot; from the Angus example [001 &quot;the GM says the action is hard and gives Angus a −2 modification&quot;]: (value, name, modification).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="87"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="88"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="115"/>
        <source>Roll Endure to walk any significant distance; on a failure drop what you are carrying or stay where you are.</source>
        <extracomment>[001 &quot;more than 10 bullets ... light ..., more than 20 ... basic item and more than 40 as a heavy item&quot;]: (more than this many rounds, rows), largest first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="24"/>
        <source>critical success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="27"/>
        <source>critical failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="142"/>
        <location filename="../sheetkeeper/systems/rainworld/rules.py" line="77"/>
        <source>{skill} untrained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="148"/>
        <source>Raise {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/combat.py" line="51"/>
        <source>Below minimum PHYS {minimum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="29"/>
        <source>Surprised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="29"/>
        <source>can’t take any actions this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="32"/>
        <source>all actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="35"/>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="138"/>
        <source>Incapacitated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="35"/>
        <source>knocked unconscious or completely immobilised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="39"/>
        <source>the stun healing (an overnight rest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="40"/>
        <source>the Body track is full of stun or stun and injury cross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="86"/>
        <source>{weapon} DMG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="98"/>
        <source>STOP {stop} − AP {ap} = {effective}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="108"/>
        <source>{attacker}&apos;s {weapon}: {amount} injury to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="109"/>
        <source>{attacker}&apos;s {weapon}: {amount} stun to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="118"/>
        <source>{amount} injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="119"/>
        <source>{amount} stun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="160"/>
        <source>{hit}; {marked}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="19"/>
        <source>Boxes of injury healed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="34"/>
        <source>Distance from the blast (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="36"/>
        <source>Epicentre radius (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="38"/>
        <source>Epicentre effect (boxes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="39"/>
        <source>Epicentre effect marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="41"/>
        <source>Falloff effect (boxes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="42"/>
        <source>Falloff effect marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="54"/>
        <source>with a Click reroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="68"/>
        <source>2d10 {first} + {second}, skill {skill}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="71"/>
        <source>{sum}, bonuses {bonuses}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="73"/>
        <source>{sum}, penalties {penalties}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="80"/>
        <source>over 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="82"/>
        <source>to beat the antagonist&apos;s {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="86"/>
        <source>to beat the antagonist&apos;s 2d10 {first} + {second}, skill and modifiers {modifier} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="90"/>
        <source>{check}: {sum} = {total} (needs {need}): {outcome}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="93"/>
        <source>{roll} (doubles: Control decides the extra effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="95"/>
        <source>{roll}; {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/play.py" line="34"/>
        <location filename="../sheetkeeper/systems/renaissance/play.py" line="24"/>
        <source>skill</source>
        <extracomment>The full lists are in chapters the excerpt lacks, so names of one&apos;s own are allowed.
----------
Field and exotic skills are named by the player (&quot;Art: Sculpture&quot;), so own names are allowed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/play.py" line="35"/>
        <source>quirk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/play.py" line="36"/>
        <source>attack skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/reading.py" line="142"/>
        <source>Injury ({boxes} boxes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/reading.py" line="212"/>
        <source>a hit does {injury} injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/rules.py" line="68"/>
        <source>{ranks} rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/rules.py" line="69"/>
        <source>{ranks} ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/rules.py" line="70"/>
        <source>untrained (−2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="79"/>
        <source>Injury penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="80"/>
        <source>{penalty} to all actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="82"/>
        <source>Body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="82"/>
        <source>{injury} injury, {stun} stun of {boxes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="84"/>
        <source>Mind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="84"/>
        <source>{trauma} trauma, {shock} shock of {boxes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="87"/>
        <source>Click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="89"/>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="89"/>
        <source>MV {mv} per round, {sprint} sprinting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="91"/>
        <source>Throw without penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="91"/>
        <source>{metres} m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="93"/>
        <source>Hold breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="94"/>
        <source>Dying: dies within</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="94"/>
        <source>{minutes} minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="99"/>
        <source>Armour STOP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="104"/>
        <source>{quirk} (effective)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="115"/>
        <source>Reality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="115"/>
        <source>{marked} of {boxes} (rules in the Ganzfeld section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="130"/>
        <source>Stabilised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="131"/>
        <source>Dying but stabilised; surviving adds 1 trauma when the injury heals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="134"/>
        <source>Dies within {minutes} minutes (PHYS÷2) unless stabilised by medical attention or 1 Click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="138"/>
        <source>Knocked unconscious or completely immobilised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="142"/>
        <source>Injured {penalty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="143"/>
        <source>{penalty} to all actions ({boxes} boxes of injury)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="146"/>
        <source>Breakdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="146"/>
        <source>Mental health permanently broken down: unfit for duty, the character leaves play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="149"/>
        <source>Episode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="149"/>
        <source>An uncontrollable episode: shock clears and becomes +1 trauma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="66"/>
        <source>Social privilege with a fellow human (1 Click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="67"/>
        <source>Social privilege with a nonhuman (1 Click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="68"/>
        <source>A human character spends 1 Click for +3 to this {skill} check with a fellow human. Spend the Click on the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="70"/>
        <source>A human character spends 1 Click for +3 to this {skill} check with a nonhuman. Spend the Click on the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="133"/>
        <source>Strike to inflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="54"/>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="134"/>
        <source>Stun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="135"/>
        <source>Injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="137"/>
        <source>A trained martial artist chooses whether the blow does stun or injury.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="144"/>
        <source>Bargained with Control for an extra effect: Raise N is a −N penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="147"/>
        <source>Bargained with Control for an extra effect: Raise N is a −N penalty. A called shot (a specific part of the target) is a Raise too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="150"/>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="162"/>
        <source>Versus: the antagonist&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="165"/>
        <source>A versus check against a result the antagonist has already rolled: succeed by beating it (a tie fails).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="168"/>
        <source>Versus: the antagonist&apos;s skill and modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="171"/>
        <source>A versus check where the antagonist rolls 2d10 + this number at the same time; the odds count both sides&apos; dice. Give this or the antagonist&apos;s result, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="185"/>
        <source>The target is manoeuvring defensively: their Gymnastics skill is a penalty to the attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="188"/>
        <source>The target is manoeuvring defensively: their Gymnastics skill is a penalty to the attack. Only for a throw at the target (a brick at their head), not a grenade landed near them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="193"/>
        <source>Target&apos;s Gymnastics (defensive manoeuvring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="197"/>
        <source>Off hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="199"/>
        <source>This hand of a split attack is the off hand: −3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="201"/>
        <source>Split attack at two targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="204"/>
        <source>The two hands of a split attack go at two different opponents: −3 on both checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="210"/>
        <source>Aimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="211"/>
        <source>Aimed for at least one phase before firing; an unaimed shot takes −3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="216"/>
        <source>Increment {metres} m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="217"/>
        <source>no Increment entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="220"/>
        <source>Distance to the target (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="223"/>
        <source>0: not measured (no range modifier). Under 5 m is point blank (+3); beyond the first Increment the penalty is the square of the full Increments crossed ({increment}); each full Increment also raises a burst&apos;s threshold by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="228"/>
        <source>Firing at someone attacking you in melée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="231"/>
        <source>−6 for this firearm (longer than a pistol)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="232"/>
        <source>−3 (−6 for firearms longer than a pistol)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="237"/>
        <source>Firing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="240"/>
        <source>Single: a Firearms check. Burst and auto: one d10 per bullet, each at or over the threshold hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="244"/>
        <source>Rounds fired (auto)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="247"/>
        <source>How many bullets auto fire sends: one d10 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="250"/>
        <source>Spray an area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="252"/>
        <source>Burst or auto fire at an area, not one target: threshold 10, Autofire does not apply; Control assigns the hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="258"/>
        <source>No equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="259"/>
        <source>{item} (+{ranks} Autofire)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="262"/>
        <source>Equipment for Autofire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="264"/>
        <source>Only one piece of equipment adds its ranks to Autofire on a check: choose which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="272"/>
        <source>Throwing distance (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="275"/>
        <source>Up to {metres} m (the lower of PHYS and CON) without penalty; −2 for each metre beyond.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="281"/>
        <source>Target&apos;s armour STOP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="283"/>
        <source>The injury a hit does: DMG {dmg} less (STOP − AP {ap}), never below 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="290"/>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="295"/>
        <source>Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="292"/>
        <source>Burst {rounds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="294"/>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="300"/>
        <source>Item {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="74"/>
        <source>Resist Intimidation / Overcome Fear</source>
        <extracomment>The fields of the field skills named in the excerpt (&quot;Art is a field skill&quot;). Tests that normally cannot be assisted [002 &quot;Attack, Stealth and Perception tests normally cannot be assisted.&quot;]. Attacks are flagged on the situation, not by skill.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="75"/>
        <source>Resist Social Manipulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="76"/>
        <source>Difficult Memory Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="77"/>
        <source>Take a Chance, Stroke of Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="78"/>
        <source>Make a Guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="79"/>
        <source>Get a Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="80"/>
        <source>Solve a Logic Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="83"/>
        <source>Feat of Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="87"/>
        <source>Feat of Endurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="88"/>
        <source>React Quickly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="89"/>
        <source>Catch Something</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="90"/>
        <source>Difficult use of Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/checking.py" line="75"/>
        <source>{check} (simple check, target {target}): rolled {face} — {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/checking.py" line="81"/>
        <source>{check} (target {target}): rolled {face} — {band}, {margin_name} {margin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="110"/>
        <source>Related skill: {skill} ({ranks} ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="113"/>
        <source>Specialisation [{specialisation}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="116"/>
        <source>No appropriate proficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="118"/>
        <source>Very Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="118"/>
        <source>Very Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="119"/>
        <source>Difficulty ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="121"/>
        <source>Taking your time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="121"/>
        <source>Rushing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="122"/>
        <source>{how} ({change}% time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="123"/>
        <source>Passive test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="125"/>
        <source>Trying again ({times}×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="126"/>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="119"/>
        <source>Situational modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="130"/>
        <source>Sustained actions ({actions})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="156"/>
        <source>Excel</source>
        <extracomment>[002 &quot;Your target can never be greater than 98&quot;], [002 &quot;can never be less than 0&quot;] MoS or MoF &quot;over 30&quot; is exceptional; exactly 30 is not.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="156"/>
        <source>Stumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="157"/>
        <source>Exceptional success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="157"/>
        <source>Normal success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="158"/>
        <source>Normal failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="158"/>
        <source>Exceptional failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="158"/>
        <source>Critical failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="159"/>
        <source>exceptional or critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="49"/>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="49"/>
        <source>1d10 {modifier} ({lowest} to {highest})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="51"/>
        <source>Sustained-action penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="52"/>
        <source>{penalty} to all tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="53"/>
        <source>Common knowledge (10+ ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="55"/>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="63"/>
        <source>Distracted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="63"/>
        <source>maintaining {actions} sustained actions: {penalty} to all tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="67"/>
        <source>Sustaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="67"/>
        <source>{action} (no penalty for the first sustained action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="43"/>
        <source>Assistants ({ranks}+ ranks in a useful skill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="50"/>
        <source>Count only helpers with {ranks} or more ranks in a skill that helps (not necessarily this one): +{each} each, at most +{most}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="57"/>
        <source>Fewest ranks an assistant has in a useful skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="61"/>
        <source>The assistants&apos; sheets are not part of the check: give the fewest ranks any of them has in a skill that helps; under {ranks} is refused (left at {ranks}, the table has checked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="68"/>
        <source>Attack test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="70"/>
        <source>An attack normally cannot be assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="74"/>
        <source>GM allows assistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="77"/>
        <source>Attack, Stealth and Perception tests normally cannot be assisted; tick this when the GM rules that this one can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="82"/>
        <source>Difficulty (Very Hard −30 to Very Easy +30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="85"/>
        <source>The GM&apos;s difficulty: +30 Very Easy, 0 ordinary, −30 Very Hard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="89"/>
        <source>Taking your time / rushing (% of the timeframe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="95"/>
        <source>Task actions and jobs only. +50% time gives +10 (at most +30 at +150%); −25% time gives −10 (at most −30 at −75%); in between rounds down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="101"/>
        <source>Passive test ({penalty})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="105"/>
        <source>The GM rolls it in secret on the character&apos;s behalf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="109"/>
        <source>Tries again ({penalty} each, optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="115"/>
        <source>How many times the character has already tried this and failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="122"/>
        <source>Anything else the GM rules (a magic cloak&apos;s +20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="125"/>
        <source>Upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="128"/>
        <source>A critical or exceptional failure becomes a normal failure; a normal success becomes exceptional, an exceptional success critical. MoS and MoF stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="134"/>
        <source>Downgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="137"/>
        <source>A critical success becomes exceptional, an exceptional success normal; a normal failure becomes exceptional, an exceptional failure critical. MoS and MoF stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="143"/>
        <source>Simple check (excel or stumble)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="147"/>
        <source>Success is assumed: at or under the target you excel, over it you stumble.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="152"/>
        <source>Other side&apos;s target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="157"/>
        <source>The other character&apos;s target (0 to 98) in an opposed or variable check; both sides roll D%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="161"/>
        <source>Kind of contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="168"/>
        <source>With the other side&apos;s target: opposed checks always have a winner; in a variable check both succeeding is a partial success for both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="202"/>
        <source>{tests} tests normally cannot be assisted; tick this when the GM rules that this one can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="213"/>
        <source>{skill} ({ranks} ranks: +{bonus})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="216"/>
        <source>Related skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="220"/>
        <source>One skill of yours that bears on this test (Knowledge: Theology for Profession: Cleric): +10 with 10–24 ranks, +20 with 25–39, +30 with 40 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="229"/>
        <source>Specialisation [{specialisation}] applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="233"/>
        <source>+{bonus} when the test falls within [{specialisation}].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="240"/>
        <source>none listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="243"/>
        <source>Without an appropriate proficiency ({penalty})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="248"/>
        <source>Tick when none of {skill}&apos;s proficiencies ({have}) fits what is tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="256"/>
        <source>Defaulting penalty (used in place of a skill you lack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="261"/>
        <source>When the GM lets {skill} stand in for a skill the character lacks, the penalty the GM sets (Barter for a legal case at −30).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="270"/>
        <source>Sustained actions kept up ({penalty} each beyond the first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="276"/>
        <source>From the sheet&apos;s sustained actions; change it to see the odds with more or fewer kept up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/targets.py" line="35"/>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/targets.py" line="36"/>
        <source>{value} × {times}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/targets.py" line="56"/>
        <source>{skill} ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/weapon_damage.py" line="63"/>
        <source>Armour points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="48"/>
        <source>level {level} is the top of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="51"/>
        <source>level {level} needs {needed} XP; you have {earned}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="114"/>
        <source>{name} is already learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="116"/>
        <source>{name} learns with {attribute} {multiplier}: a multiplier of 0 or less adds nothing per hour, so it cannot be learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="120"/>
        <source>no learning hours left; more come with the next level up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="122"/>
        <source>spend at least 1 learning hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="124"/>
        <source>{hours} learning hours asked, {remaining} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="127"/>
        <source>{name} needs only {left} more hour at {attribute} {multiplier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="129"/>
        <source>{name} needs only {left} more hours at {attribute} {multiplier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="226"/>
        <source>{name} is not learned yet ({progress} of {effort})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="229"/>
        <source>{name} is already active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="233"/>
        <source>{active} of {limit} techniques are active (half of max Focus {focus}); exchange them during a long rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="24"/>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="26"/>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="29"/>
        <source>PER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="31"/>
        <source>COR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="33"/>
        <source>TOG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="36"/>
        <source>AGL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="41"/>
        <source>A melee weapon&apos;s name as the roll says it (Cudgel); empty: unarmed only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="45"/>
        <source>Dice as printed on the item (d6, 2d8+1): the excerpt has no weapons table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="36"/>
        <source>Focus below 0: +1 burnout, no specialty techniques until Focus is 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="39"/>
        <source>Condition 0 or below: dying (out cold, -1 Condition each turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="43"/>
        <source>+1 burnout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="57"/>
        <source>burnout {level}: Condition capped at {ceiling}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="64"/>
        <source>burnout 4 with agony: out cold, but not dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="68"/>
        <source>burnout 4: Condition drops to 0, dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="112"/>
        <source>damage cannot be negative; use Heal instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="120"/>
        <source>took {amount} damage ({affinity} to {kind})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="123"/>
        <source>took {amount} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="129"/>
        <source>healing must restore at least 1 Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="131"/>
        <source>{name} is dead (below -10 Condition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="137"/>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="286"/>
        <source>Condition {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="144"/>
        <source>{name} is not dying (Condition {condition})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="148"/>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="149"/>
        <source>dying: Condition {condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="156"/>
        <source>{name} fell below -10 Condition and is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="159"/>
        <source>{name} is not dying; only a dying character is revived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="166"/>
        <source>revived: 1 Condition, 0 Focus, +1 burnout, out cold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="177"/>
        <source>a technique&apos;s Focus cost cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="185"/>
        <source>{name} is not one of the active techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="188"/>
        <source>{technique}: Focus {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="189"/>
        <source>technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="196"/>
        <source>a frenzied character is immune to agony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="204"/>
        <source>there is no agony to remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="206"/>
        <source>agony passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="219"/>
        <source>Short rest: {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="239"/>
        <source>Long rest: {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="244"/>
        <source>a new day begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="250"/>
        <source>Focus is {focus}: no specialty techniques until it is back to 0 [negative Focus]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="253"/>
        <source>burnout {level}: characters can not use specialty techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="256"/>
        <source>a frenzied character can&apos;t use any techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="262"/>
        <source>{name} is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="264"/>
        <source>{name} is dying and must be revived before resting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="267"/>
        <source>Two short rests a day: both are used today; start a new day first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="270"/>
        <source>One long rest a day: today&apos;s is used; start a new day first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="288"/>
        <source>Focus {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="292"/>
        <source>burnout {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="28"/>
        <source>STOP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="29"/>
        <source>The foe&apos;s armour STOP (0 for an unarmoured foe).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="30"/>
        <source>Body track boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="35"/>
        <source>Attack skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="36"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="40"/>
        <source>Attack skill ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="42"/>
        <source>0: untrained (−2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="45"/>
        <source>Its name as the roll says it (Claws, Rifle); empty: Attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="46"/>
        <source>Weapon DMG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="49"/>
        <source>From the Gear section of your rulebook: the excerpt has no weapons table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="51"/>
        <source>Weapon AP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/foes.py" line="15"/>
        <source>Initiative Modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/initiative.py" line="27"/>
        <source>games one after another, in the order they first appear in the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/initiative.py" line="30"/>
        <source>no initiative roll in this game&apos;s rules excerpt: the GM decides the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/initiative.py" line="47"/>
        <source>d20 + PER, highest first; ties: enemies first, then the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rolls.py" line="153"/>
        <source>{check}: rolled {face} = {total}, assistants {totals} vs {attribute} {tn}: {outcome} (the highest result is used).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rolls.py" line="213"/>
        <source>Assistant {number} rolls with {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/initiative.py" line="169"/>
        <source>2d10 + Tactical Awareness, highest first; Fast, Go, Slow phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/initiative.py" line="44"/>
        <source>1d10 + Initiative Modifier, highest first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules: grimwire</name>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="16"/>
        <source>Toughness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="17"/>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="18"/>
        <source>Coordination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="19"/>
        <source>Mind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="20"/>
        <source>Perception</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="21"/>
        <source>Resonance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="175"/>
        <source>Name the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="176"/>
        <source>It goes into every member&apos;s ledger and the party&apos;s session log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="178"/>
        <source>Session {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="179"/>
        <source>Session name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="181"/>
        <source>What happened (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="182"/>
        <source>Session notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="183"/>
        <source>&amp;Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="184"/>
        <source>N&amp;otes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="185"/>
        <source>End “{0}” with the session (it is still under way)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="187"/>
        <source>End the encounter with the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="190"/>
        <source>An encounter is under way: “{0}”. Ended, it goes into this session&apos;s record; left under way, it carries on next session.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetContext</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/base.py" line="111"/>
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
        <location filename="../sheetkeeper/ui/sheet/view.py" line="104"/>
        <source>Dismiss message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SplitDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="27"/>
        <source>Split coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="32"/>
        <source>Coins to split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="38"/>
        <source>Amount to split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="39"/>
        <source>&amp;Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="40"/>
        <source>&amp;Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="42"/>
        <source>Among</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="54"/>
        <source>Shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="58"/>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="86"/>
        <source>The stash holds no coins: add some first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="88"/>
        <source>{0} {1} among {2} members is less than one each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="95"/>
        <source>{0} {1} each to {2} members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="97"/>
        <source>{0} {1} do not divide evenly and stay in the stash.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StashPanel</name>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="46"/>
        <source>Stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="53"/>
        <source>Item found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="56"/>
        <source>Quantity found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="60"/>
        <source>ENC of one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="61"/>
        <source>For games that count weight (Basic Roleplaying); 0 elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="65"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="67"/>
        <source>ENC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="66"/>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="62"/>
        <source>Add to stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="70"/>
        <source>Hand to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="74"/>
        <source>Give the chosen stash item to the member: it joins what they carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="77"/>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="82"/>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="85"/>
        <source>Coins found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="73"/>
        <source>Hand &amp;over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="86"/>
        <source>Add coin&amp;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="88"/>
        <source>Split a&amp;mong…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="89"/>
        <source>Share coins among the members you tick (all at first); what does not divide stays in the stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="92"/>
        <source>Give to stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="93"/>
        <source>Take the coins named above from the purse of the member chosen in To and put them back in the stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="130"/>
        <source>Found {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="134"/>
        <source>{0} is in the stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="140"/>
        <source>Choose an item in the stash and the member to hand it to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="149"/>
        <source>Hand {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="151"/>
        <source>{0} now carries {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="160"/>
        <source>Found {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="181"/>
        <source>Split {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="183"/>
        <source>{0} {1} each to {2} members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="185"/>
        <source>{0} {1} did not divide evenly and stay in the stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="194"/>
        <source>Choose the member whose coins go back to the stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="203"/>
        <source>{0} gives {1} {2} to the stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="205"/>
        <source>{0} {1} are back in the stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="219"/>
        <source>Coins: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="219"/>
        <source>No coins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatesElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="113"/>
        <source>No conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="116"/>
        <source>Statuses…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="117"/>
        <source>Set or clear a status the game declares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="125"/>
        <source>Hazards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="126"/>
        <source>Falls, fire, explosions and the like, by the game&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="136"/>
        <source>Hazards — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="158"/>
        <source>Set {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="158"/>
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
        <location filename="../sheetkeeper/ui/status_menu.py" line="24"/>
        <source>{0} holds by itself while {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/status_menu.py" line="27"/>
        <source>{0}: it ends with {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/status_menu.py" line="29"/>
        <source>{0}: it ends when that changes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="304"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="305"/>
        <source>This is what Apply applies. Undo takes all of it back as one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="308"/>
        <source>Summary of the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="325"/>
        <source>XP {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="326"/>
        <source>XP {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="337"/>
        <source>Refused: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="341"/>
        <source>no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="351"/>
        <source>Fights and the stash</source>
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
    <name>Unexpected</name>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="66"/>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="77"/>
        <source>SheetKeeper could not finish what you asked of it ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="79"/>
        <source>SheetKeeper could not finish what you last asked of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="81"/>
        <source>Your open files are as they were before; save your work now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="83"/>
        <source>Nothing is lost: your unsaved changes were written to a recovery copy, offered at the next start. Save your work, then check what you last did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="87"/>
        <source>Nothing is lost: every open file is saved. Check what you last did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="90"/>
        <source>The details are in the log file {0}; please send it with a report of the problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="93"/>
        <source>The details could not be written to a log file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WizardLibrary</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="25"/>
        <source>Skills from the library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="26"/>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="58"/>
        <source>Add skills from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="49"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
