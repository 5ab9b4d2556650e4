<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>About</name>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="42"/>
        <source>Core mechanic: {0}</source>
        <translation>Grundmechanik: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="44"/>
        <source>No rules notes for this game yet.</source>
        <translation>Für dieses Spiel gibt es noch keine Regelnotizen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="50"/>
        <source>{0} — Rules Notes</source>
        <translation>{0} — Regelnotizen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="69"/>
        <source>Character sheets for tabletop role-playing games, that know the rules.</source>
        <translation>Charakterbögen für Pen-and-Paper-Rollenspiele, die die Regeln kennen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="70"/>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Freie Software unter der GNU General Public License, Version 3 oder später.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/about.py" line="75"/>
        <source>About SheetKeeper</source>
        <translation>Über SheetKeeper</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <location filename="../sheetkeeper/ui/accessible.py" line="81"/>
        <source>Undid {0}</source>
        <translation>Rückgängig gemacht: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/accessible.py" line="85"/>
        <source>Redid {0}</source>
        <translation>Wiederholt: {0}</translation>
    </message>
</context>
<context>
    <name>AdvanceDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="32"/>
        <source>Advances</source>
        <translation>Steigerungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="33"/>
        <source>Rest</source>
        <translation>Rast</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="34"/>
        <source>End of session</source>
        <translation>Ende der Sitzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="35"/>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="36"/>
        <source>Hazards</source>
        <translation>Gefahren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="37"/>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="55"/>
        <source>Advance with XP</source>
        <translation>Mit EP steigern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="55"/>
        <source>Spend learning hours</source>
        <translation>Lernstunden ausgeben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="56"/>
        <source>Advance</source>
        <translation>Steigern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="57"/>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="65"/>
        <source>What the rules offer</source>
        <translation>Was die Regeln anbieten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="87"/>
        <source>What will apply</source>
        <translation>Was angewendet wird</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="114"/>
        <source>&lt;b&gt;{0} learning hours left&lt;/b&gt;</source>
        <translation>&lt;b&gt;Noch {0} Lernstunden&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="116"/>
        <source>&lt;b&gt;{0} XP available&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0} EP verfügbar&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="118"/>
        <source>&lt;b&gt;{0} XP earned&lt;/b&gt; (levelling up spends none)</source>
        <translation>&lt;b&gt;{0} EP erworben&lt;/b&gt; (ein Stufenaufstieg verbraucht keine)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="127"/>
        <source>Not now: {0}</source>
        <translation>Jetzt nicht: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="134"/>
        <source>Nothing to offer here</source>
        <translation>Hier gibt es nichts anzubieten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="142"/>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="185"/>
        <source>Cost: {0}</source>
        <translation>Kosten: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="190"/>
        <source>Not yet: {0}</source>
        <translation>Noch nicht: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="195"/>
        <source>Will apply: {0}</source>
        <translation>Wird angewendet: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="204"/>
        <source>Rolled when you press Apply: {0}</source>
        <translation>Gewürfelt wird beim Klick auf Anwenden: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="226"/>
        <source>This file is open read-only: {0}</source>
        <translation>Diese Datei ist schreibgeschützt geöffnet: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/advance.py" line="232"/>
        <source>Done: {0}</source>
        <translation>Erledigt: {0}</translation>
    </message>
</context>
<context>
    <name>Allotment</name>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="91"/>
        <source>{0} of {1} points left to share</source>
        <translation>Noch {0} von {1} Punkten zu verteilen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="93"/>
        <source>{0} points too many</source>
        <translation>{0} Punkte zu viel</translation>
    </message>
</context>
<context>
    <name>Asker</name>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="55"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="56"/>
        <source>Save the changes to {0} before closing?</source>
        <translation>Die Änderungen an {0} vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="57"/>
        <source>If you don&apos;t save, your changes since the last save are lost.</source>
        <translation>Wenn Sie nicht speichern, gehen Ihre Änderungen seit dem letzten Speichern verloren.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="74"/>
        <source>{0} was changed by another program since you opened it.</source>
        <translation>{0} wurde seit dem Öffnen von einem anderen Programm geändert.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="76"/>
        <source>{0} was deleted or moved by another program.</source>
        <translation>{0} wurde von einem anderen Programm gelöscht oder verschoben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="80"/>
        <source>File changed on disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="83"/>
        <source>Reload to use the file on disk (your edits to {0} stay in Undo), keep yours to overwrite it when you save, or save yours as another file.</source>
        <translation>Neu laden, um die Datei vom Datenträger zu verwenden (Ihre Änderungen an {0} bleiben im Rückgängig-Verlauf), Ihre Fassung behalten, um die Datei beim Speichern zu überschreiben, oder Ihre Fassung als andere Datei speichern.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="87"/>
        <location filename="../sheetkeeper/ui/asker.py" line="121"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="89"/>
        <location filename="../sheetkeeper/ui/asker.py" line="123"/>
        <source>Keep Mine and Save</source>
        <translation>Meine behalten und speichern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="89"/>
        <location filename="../sheetkeeper/ui/asker.py" line="123"/>
        <source>Keep Mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="92"/>
        <source>Save As…</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="108"/>
        <source>The party file {0} was changed by another program since you opened it.</source>
        <translation>Die Gruppendatei {0} wurde seit dem Öffnen von einem anderen Programm geändert.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="110"/>
        <source>The party file {0} was deleted or moved by another program.</source>
        <translation>Die Gruppendatei {0} wurde von einem anderen Programm gelöscht oder verschoben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="114"/>
        <source>Party file changed on disk</source>
        <translation>Gruppendatei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="117"/>
        <source>Reload to use the party file on disk (your changes to {0} stay in Undo), or keep yours to overwrite it when you save. The members&apos; sheets are not affected.</source>
        <translation>Neu laden, um die Gruppendatei vom Datenträger zu verwenden (Ihre Änderungen an {0} bleiben im Rückgängig-Verlauf), oder Ihre Fassung behalten, um die Datei beim Speichern zu überschreiben. Die Bögen der Mitglieder sind davon nicht betroffen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="142"/>
        <source>Restore unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="143"/>
        <source>SheetKeeper closed without saving these characters:</source>
        <translation>SheetKeeper wurde beendet, ohne diese Charaktere zu speichern:</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="144"/>
        <source>Restore them from the autosaved copies?</source>
        <translation>Aus den automatisch gesicherten Kopien wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="146"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="147"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="148"/>
        <source>Ask Me Later</source>
        <translation>Später fragen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="160"/>
        <source>Already open</source>
        <translation>Bereits geöffnet</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="161"/>
        <source>{0} is already open in another SheetKeeper window (process {1}).</source>
        <translation>{0} ist bereits in einem anderen SheetKeeper-Fenster geöffnet (Prozess {1}).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="164"/>
        <source>Saving from both windows would overwrite one with the other.</source>
        <translation>Speichern aus beiden Fenstern würde die eine Fassung mit der anderen überschreiben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="166"/>
        <source>Open Read-Only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="167"/>
        <source>Open Anyway</source>
        <translation>Trotzdem öffnen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="179"/>
        <source>Your changes are kept. Save them somewhere else?</source>
        <translation>Ihre Änderungen bleiben erhalten. An einem anderen Ort speichern?</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="180"/>
        <source>Save As...</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="198"/>
        <source>Nothing was saved: the party and its members stay as they were on disk, and your changes stay open here.</source>
        <translation>Nichts wurde gespeichert: Die Gruppe und ihre Mitglieder bleiben, wie sie auf dem Datenträger waren, und Ihre Änderungen bleiben hier geöffnet.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="203"/>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="204"/>
        <source>Reload Party…</source>
        <translation>Gruppe neu laden …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="225"/>
        <source>A sync tool kept other versions of this library beside it, changed on another machine while this one was not in sync. Merge takes in what they bring and saves the library at once; its backup keeps the version before.</source>
        <translation>Ein Sync-Programm hat neben dieser Bibliothek andere Fassungen abgelegt, auf einem anderen Rechner geändert, während dieser nicht abgeglichen war. Zusammenführen übernimmt, was sie mitbringen, und speichert die Bibliothek sofort; ihre Sicherung behält die Fassung davor.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="241"/>
        <source>Delete conflict copies</source>
        <translation>Konfliktkopien löschen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="242"/>
        <source>What these conflict copies held is merged and saved:</source>
        <translation>Der Inhalt dieser Konfliktkopien ist zusammengeführt und gespeichert:</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="243"/>
        <source>Delete them, so the sync tool stops offering them?</source>
        <translation>Sie löschen, damit das Synchronisierungsprogramm sie nicht mehr anbietet?</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="244"/>
        <source>Delete Copies</source>
        <translation>Kopien löschen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="265"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="280"/>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="280"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="282"/>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/asker.py" line="282"/>
        <source>Characters (*.skchar)</source>
        <translation>Charaktere (*.skchar)</translation>
    </message>
</context>
<context>
    <name>AttributesElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/attributes.py" line="90"/>
        <source>Chance of {0}</source>
        <translation>Chance für {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/attributes.py" line="94"/>
        <source>Forget the situation</source>
        <translation>Situation vergessen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/attributes.py" line="123"/>
        <source>of {0}</source>
        <translation>von {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/attributes.py" line="139"/>
        <source>Last rolled with {0}</source>
        <translation>Zuletzt gewürfelt mit {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/attributes.py" line="140"/>
        <source>Double-click to roll</source>
        <translation>Doppelklick zum Würfeln</translation>
    </message>
</context>
<context>
    <name>AwardXpDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="17"/>
        <source>Award XP — {0}</source>
        <translation>EP vergeben — {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="24"/>
        <source>What it was for</source>
        <translation>Wofür sie vergeben werden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="26"/>
        <source>e.g. Session 4</source>
        <translation>z. B. Sitzung 4</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="27"/>
        <source>&amp;Amount</source>
        <translation>&amp;Betrag</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="28"/>
        <source>&amp;Reason</source>
        <translation>&amp;Grund</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="29"/>
        <source>&amp;Session</source>
        <translation>&amp;Sitzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="31"/>
        <source>{0} XP available now</source>
        <translation>Jetzt {0} EP verfügbar</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="33"/>
        <source>XP total now: {0}</source>
        <translation>EP insgesamt jetzt: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="41"/>
        <source>Award</source>
        <translation>Vergeben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="51"/>
        <source>Award {0} XP</source>
        <translation>{0} EP vergeben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/award_xp.py" line="56"/>
        <source>This file is open read-only: {0}</source>
        <translation>Diese Datei ist schreibgeschützt geöffnet: {0}</translation>
    </message>
</context>
<context>
    <name>AwardsPage</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="209"/>
        <source>Awards and between-session steps</source>
        <translation>Belohnungen und Schritte zwischen den Sitzungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="210"/>
        <source>Untick a step to skip it for that member.</source>
        <translation>Entfernen Sie das Häkchen bei einem Schritt, um ihn für dieses Mitglied auszulassen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="215"/>
        <source> XP</source>
        <translation> EP</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="216"/>
        <source>XP for everyone</source>
        <translation>EP für alle</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="218"/>
        <source>reason (what they did)</source>
        <translation>Grund (was sie getan haben)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="219"/>
        <source>Reason for everyone&apos;s XP</source>
        <translation>Grund für die EP aller</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="220"/>
        <source>Give to everyone</source>
        <translation>Allen geben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="222"/>
        <source>Every member whose game awards XP; the others advance by their own steps</source>
        <translation>Jedes Mitglied, dessen Spiel EP vergibt; die anderen steigern sich nach ihren eigenen Schritten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="224"/>
        <source>Share &amp;out</source>
        <translation>&amp;Aufteilen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="226"/>
        <source>Split the amount among the members ticked “in the share” (those whose game awards XP)</source>
        <translation>Den Betrag unter den Mitgliedern aufteilen, bei denen „am Anteil“ angehakt ist (deren Spiel EP vergibt)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="290"/>
        <source>Not in the share: {0}.</source>
        <translation>Nicht am Anteil: {0}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="229"/>
        <source>Same award for everyone:</source>
        <translation>Gleiche Belohnung für alle:</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="270"/>
        <source>No member&apos;s game here awards XP by the GM&apos;s hand.</source>
        <translation>Bei keinem Mitglied hier vergibt das Spiel EP durch die Spielleitung.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="274"/>
        <source>Tick “in the share” for at least one member.</source>
        <translation>Haken Sie „am Anteil“ bei mindestens einem Mitglied an.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="284"/>
        <source>{0} XP among {1}: {2} each.</source>
        <translation>{0} EP auf {1} verteilt: je {2}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="286"/>
        <source>{0} left over: it goes one each to the first members listed. Change any share below.</source>
        <translation>{0} übrig: Je einer geht an die zuerst aufgeführten Mitglieder. Sie können jeden Anteil unten ändern.</translation>
    </message>
</context>
<context>
    <name>BoundEditor</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/editors.py" line="146"/>
        <source>Edit {0}</source>
        <translation>{0} bearbeiten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/editors.py" line="166"/>
        <source>{0} holds at most {1} characters: the {2} after them were cut.</source>
        <translation>{0} fasst höchstens {1} Zeichen: die {2} danach wurden abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>ChecksElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="184"/>
        <source>{0} checks</source>
        <translation>{0}-Proben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="194"/>
        <source>Show plain odds</source>
        <translation>Einfache Chancen zeigen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="195"/>
        <source>Forget the situations these odds are shown in</source>
        <translation>Die Situationen vergessen, in denen diese Chancen gezeigt werden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="238"/>
        <source>Forget the situation ({0})</source>
        <translation>Situation vergessen ({0})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="238"/>
        <source>no longer valid</source>
        <translation>nicht mehr gültig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="263"/>
        <source>this file is open read-only: {0}</source>
        <translation>diese Datei ist schreibgeschützt geöffnet: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="300"/>
        <source>Odds of {0} are shown in the situation last rolled; the printed sheet has the plain odds.</source>
        <translation>Die Chancen von {0} werden in der zuletzt gewürfelten Situation gezeigt; der gedruckte Bogen hat die einfachen Chancen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="382"/>
        <source>Last rolled with {0}; right-click to forget it</source>
        <translation>Zuletzt gewürfelt mit {0}; Rechtsklick, um es zu vergessen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="384"/>
        <source>Double-click to make the roll and apply what it gives</source>
        <translation>Doppelklick, um zu würfeln und das Ergebnis anzuwenden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="385"/>
        <source>Double-click to roll</source>
        <translation>Doppelklick zum Würfeln</translation>
    </message>
</context>
<context>
    <name>ChecksTable</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="42"/>
        <source>Check</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="43"/>
        <source>Target</source>
        <translation>Zielwert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="44"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/checks.py" line="45"/>
        <source>Outcomes</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>ChooseDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="236"/>
        <source>{0} from the library</source>
        <translation>{0} aus der Bibliothek</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="239"/>
        <source>Tick the rows to add; each comes with its numbers.</source>
        <translation>Haken Sie die Zeilen an, die hinzukommen sollen; jede bringt ihre Werte mit.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="241"/>
        <source>Type to search the library</source>
        <translation>Tippen, um die Bibliothek zu durchsuchen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="242"/>
        <source>Search the library</source>
        <translation>Bibliothek durchsuchen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="246"/>
        <source>Rows in the library</source>
        <translation>Zeilen in der Bibliothek</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="255"/>
        <source>Add the ticked rows</source>
        <translation>Die angehakten Zeilen hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="293"/>
        <source>{0} of {1}</source>
        <translation>{0} für {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="294"/>
        <source>{0}: {1} (the library leaves it to you):</source>
        <translation>{0}: {1} (die Bibliothek überlässt es Ihnen):</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="101"/>
        <source>Changed on both sides: {0}</source>
        <translation>Auf beiden Seiten geändert: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="105"/>
        <source>{0} and this machine changed these values differently since they last agreed. Everything else is merged already. Choose which to keep:</source>
        <translation>{0} und dieser Rechner haben diese Werte seit dem letzten Abgleich unterschiedlich geändert. Alles andere ist bereits zusammengeführt. Wählen Sie, was bleiben soll:</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="110"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="110"/>
        <source>Was</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="110"/>
        <source>Here</source>
        <translation>Hier</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="110"/>
        <source>There</source>
        <translation>Dort</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="120"/>
        <source>{0}: keep here&apos;s {1}</source>
        <translation>{0}: {1} von hier behalten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="121"/>
        <source>{0}: take there&apos;s {1}</source>
        <translation>{0}: {1} von dort übernehmen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="140"/>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
</context>
<context>
    <name>CopyOfferDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="50"/>
        <source>Conflict copies of {0}</source>
        <translation>Konfliktkopien von {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="54"/>
        <source>A sync tool kept other versions of these files beside them: the same characters, edited on another machine while this one was not in sync. Merge takes in what they bring as one step you can undo; nothing is written until you save.</source>
        <translation>Ein Synchronisierungsprogramm hat andere Fassungen dieser Dateien daneben abgelegt: dieselben Charaktere, auf einem anderen Rechner bearbeitet, während dieser nicht synchron war. „Zusammenführen“ übernimmt, was sie mitbringen, in einem Schritt, den Sie rückgängig machen können; nichts wird geschrieben, bevor Sie speichern.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="64"/>
        <source>… and {0} more</source>
        <translation>… und {0} weitere</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="66"/>
        <source>nothing new: it holds nothing this version lacks</source>
        <translation>nichts Neues: sie enthält nichts, was dieser Fassung fehlt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="70"/>
        <source>Changed differently on both sides (you choose next):</source>
        <translation>Auf beiden Seiten unterschiedlich geändert (Sie wählen als Nächstes):</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="88"/>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/merge_dialogs.py" line="89"/>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
</context>
<context>
    <name>CopyOffers</name>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="204"/>
        <source>The party</source>
        <translation>Die Gruppe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="210"/>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="324"/>
        <source>The {0} conflict copy {1}</source>
        <translation>Die {0}-Konfliktkopie {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="232"/>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="276"/>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="319"/>
        <source>Merge conflict copies of {0}</source>
        <translation>Konfliktkopien von {0} zusammenführen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="280"/>
        <source>Changed elsewhere: conflict copy merged</source>
        <translation>Anderswo geändert: Konfliktkopie zusammengeführt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="284"/>
        <source>The party file&apos;s copy {0} lists other members: its log and notes are merged, its members are not. Add or remove them on the dashboard; the copy is kept.</source>
        <translation>Die Kopie {0} der Gruppendatei führt andere Mitglieder: Ihr Protokoll und ihre Notizen werden zusammengeführt, ihre Mitglieder nicht. Fügen Sie sie in der Übersicht hinzu oder entfernen Sie sie; die Kopie bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="340"/>
        <source>Merged {0} conflict copies of the party&apos;s library and saved it.</source>
        <translation>{0} Konfliktkopien der Bibliothek der Gruppe zusammengeführt und gespeichert.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="354"/>
        <source>Merged {0} conflict copies: Undo takes them out; save to keep them.</source>
        <translation>{0} Konfliktkopien zusammengeführt: „Rückgängig“ nimmt sie wieder heraus; speichern Sie, um sie zu behalten.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/copy_offers.py" line="373"/>
        <source>Delete conflict copies</source>
        <translation>Konfliktkopien löschen</translation>
    </message>
</context>
<context>
    <name>CreationPage</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="100"/>
        <source>Build the character</source>
        <translation>Den Charakter erschaffen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="105"/>
        <source>What the rules say</source>
        <translation>Was die Regeln sagen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="107"/>
        <source>Checklist: click an item to go to it</source>
        <translation>Checkliste: Klicken Sie auf einen Punkt, um dorthin zu gehen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="143"/>
        <source>{0}: the rules check every change.</source>
        <translation>{0}: Die Regeln prüfen jede Änderung.</translation>
    </message>
    <message numerus="yes">
        <location filename="../sheetkeeper/ui/wizard.py" line="151"/>
        <source>&lt;b&gt;Finish is disabled: fix the items in red (%n left).&lt;/b&gt; Click an item to go to it.</source>
        <translation>
            <numerusform>&lt;b&gt;Abschließen ist gesperrt: Beheben Sie die rot markierten Punkte (noch %n).&lt;/b&gt; Klicken Sie auf einen Punkt, um dorthin zu gehen.</numerusform>
            <numerusform>&lt;b&gt;Abschließen ist gesperrt: Beheben Sie die rot markierten Punkte (noch %n).&lt;/b&gt; Klicken Sie auf einen Punkt, um dorthin zu gehen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="154"/>
        <source>&lt;b&gt;The character follows the creation rules: press Finish.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Der Charakter folgt den Erschaffungsregeln: Klicken Sie auf „Abschließen“.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>DashboardEdit</name>
    <message>
        <location filename="../sheetkeeper/ui/party/edits.py" line="23"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>DiceRollerDock</name>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="64"/>
        <location filename="../sheetkeeper/ui/window_parts.py" line="41"/>
        <source>Dice roller</source>
        <translation>Würfelbecher</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="77"/>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="80"/>
        <source>Roll for</source>
        <translation>Würfeln für</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="85"/>
        <source>Check to roll</source>
        <translation>Zu würfelnde Probe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="87"/>
        <source>&amp;Check</source>
        <translation>&amp;Probe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="90"/>
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="106"/>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="108"/>
        <source>&amp;Push</source>
        <translation>For&amp;cieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="109"/>
        <source>Push the roll: roll again and accept what follows</source>
        <translation>Den Wurf forcieren: noch einmal würfeln und hinnehmen, was folgt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="44"/>
        <source>Apply &amp;damage to…</source>
        <translation>Schaden &amp;zuweisen an …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="117"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roll_log.py" line="54"/>
        <source>Roll log</source>
        <translation>Wurfprotokoll</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="243"/>
        <source>This sheet has no check {0}</source>
        <translation>Dieser Bogen hat keine Probe {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="400"/>
        <source>No push: {0}</source>
        <translation>Kein Forcieren: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="403"/>
        <source>Pushed: {0}</source>
        <translation>Forciert: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="374"/>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="409"/>
        <source>{0} refused: {1}</source>
        <translation>{0} abgelehnt: {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="78"/>
        <source>The party member, or the foe of the encounter, who rolls</source>
        <translation>Das Gruppenmitglied oder der Gegner der Begegnung, der würfelt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="45"/>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="60"/>
        <source>Put this hit&apos;s damage on a member or a foe of the open party</source>
        <translation>Den Schaden dieses Treffers einem Mitglied oder Gegner der offenen Gruppe zufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roll_log.py" line="44"/>
        <source>Roll &amp;log</source>
        <translation>Wurfproto&amp;koll</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roll_log.py" line="49"/>
        <source>Show or hide this character&apos;s roll log</source>
        <translation>Das Wurfprotokoll dieses Charakters zeigen oder ausblenden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roll_log.py" line="50"/>
        <source>Show roll log</source>
        <translation>Wurfprotokoll zeigen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="331"/>
        <source>No roll</source>
        <translation>Kein Wurf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="335"/>
        <source>Chance {0}</source>
        <translation>Chance {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="371"/>
        <source>This file is open read-only: {0}</source>
        <translation>Diese Datei ist schreibgeschützt geöffnet: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="96"/>
        <source>No party member or foe of this game is open</source>
        <translation>Kein Gruppenmitglied und kein Gegner dieses Spiels ist offen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="125"/>
        <source>No damage: {0}</source>
        <translation>Kein Schaden: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="131"/>
        <source>This hit&apos;s damage is on {0}; roll again for another hit</source>
        <translation>Der Schaden dieses Treffers liegt auf {0}; würfeln Sie erneut für einen weiteren Treffer</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="158"/>
        <source>The damage was undone: put this hit&apos;s damage on a member or a foe</source>
        <translation>Der Schaden wurde rückgängig gemacht: den Schaden dieses Treffers einem Mitglied oder Gegner zufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/roller_damage.py" line="159"/>
        <source>  undone: this hit can land again</source>
        <translation>  rückgängig gemacht: dieser Treffer kann erneut treffen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="434"/>
        <source>Roll to see the result</source>
        <translation>Würfeln Sie, um das Ergebnis zu sehen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="441"/>
        <source>Add a member to the party to roll for them</source>
        <translation>Fügen Sie der Gruppe ein Mitglied hinzu, um dafür zu würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dice_roller.py" line="442"/>
        <source>Open or create a character to roll for it</source>
        <translation>Öffnen oder erstellen Sie einen Charakter, um für ihn zu würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="115"/>
        <source>Other target…</source>
        <translation>Anderes Ziel …</translation>
    </message>
</context>
<context>
    <name>DiskGuard</name>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="114"/>
        <source>Changed elsewhere: reloaded</source>
        <translation>Anderswo geändert: neu geladen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="136"/>
        <source>Changed elsewhere: merged</source>
        <translation>Anderswo geändert: zusammengeführt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="165"/>
        <source>Changed on disk by another program; not reloaded</source>
        <translation>Von einem anderen Programm auf dem Datenträger geändert; nicht neu geladen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="174"/>
        <source>Could not reload {0}</source>
        <translation>{0} konnte nicht neu geladen werden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="178"/>
        <source>Reload from Disk</source>
        <translation>Vom Datenträger neu laden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_guard.py" line="187"/>
        <source>Reloaded {0} from disk</source>
        <translation>{0} vom Datenträger neu geladen</translation>
    </message>
</context>
<context>
    <name>DiskMerge</name>
    <message>
        <location filename="../sheetkeeper/ui/disk_merge.py" line="42"/>
        <source>The file {0} on disk</source>
        <translation>Die Datei {0} auf dem Datenträger</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_merge.py" line="47"/>
        <source>Merge changes from disk</source>
        <translation>Änderungen vom Datenträger zusammenführen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/disk_merge.py" line="51"/>
        <source>Merged the changes made to {0} elsewhere with yours (Undo takes them out; save to keep both)</source>
        <translation>Die anderswo an {0} vorgenommenen Änderungen wurden mit Ihren zusammengeführt („Rückgängig“ nimmt sie heraus; speichern Sie, um beide zu behalten)</translation>
    </message>
</context>
<context>
    <name>DocumentTab</name>
    <message>
        <location filename="../sheetkeeper/ui/document_tab.py" line="58"/>
        <source>Save As...</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/document_tab.py" line="75"/>
        <source>Read-only: {0}.</source>
        <translation>Schreibgeschützt: {0}.</translation>
    </message>
</context>
<context>
    <name>DoneNotice</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="30"/>
        <source>What the rules just did</source>
        <translation>Was die Regeln gerade getan haben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="41"/>
        <source>Just done: {0}</source>
        <translation>Gerade erledigt: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="41"/>
        <source>{0} just did: {1}</source>
        <translation>Soeben mit {0}: {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notice.py" line="80"/>
        <source>Not done: {0}: {1}</source>
        <translation>Nicht erledigt: {0}: {1}</translation>
    </message>
</context>
<context>
    <name>EncounterPanel</name>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="59"/>
        <source>Roll initiative for members and foes, each game by its own rule</source>
        <translation>Initiative für Mitglieder und Gegner würfeln, jedes Spiel nach seiner eigenen Regel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="66"/>
        <source>A quick foe: a name and the numbers its game&apos;s fights read</source>
        <translation>Ein schneller Gegner: ein Name und die Werte, die sein Spiel im Kampf braucht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="69"/>
        <source>A foe from a saved character file (the file is never changed by the fight)</source>
        <translation>Ein Gegner aus einer gespeicherten Charakterdatei (der Kampf ändert die Datei nie)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="75"/>
        <source>Foes from an earlier fight…</source>
        <translation>Gegner aus einem früheren Kampf …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="76"/>
        <source>Bring foes of a kept encounter into this one</source>
        <translation>Gegner einer früheren Begegnung in diese holen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="81"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="84"/>
        <source>Turn order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="85"/>
        <source>Drag a turn, or Ctrl+Up and Ctrl+Down, to move it</source>
        <translation>Ziehen Sie einen Zug oder drücken Sie Strg+Auf und Strg+Ab, um ihn zu verschieben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="90"/>
        <source>Move the chosen turn up</source>
        <translation>Den gewählten Zug nach oben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="91"/>
        <source>Move the chosen turn down</source>
        <translation>Den gewählten Zug nach unten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="97"/>
        <source>Remove the chosen foe</source>
        <translation>Den gewählten Gegner entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="102"/>
        <source>Edit the chosen foe…</source>
        <translation>Den gewählten Gegner bearbeiten …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="110"/>
        <source>Roll for the chosen member or foe</source>
        <translation>Für das gewählte Mitglied oder den gewählten Gegner würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="116"/>
        <source>Set or clear a status on the chosen member or foe</source>
        <translation>Einen Status beim gewählten Mitglied oder Gegner setzen oder aufheben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="120"/>
        <source>Roll for this one</source>
        <translation>Für diesen würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="121"/>
        <source>Roll for the chosen member or foe in the dice roller (or double-click the turn, or press Enter on it)</source>
        <translation>Im Würfelfenster für das gewählte Mitglied oder den gewählten Gegner würfeln (oder den Zug doppelklicken oder darauf Eingabe drücken)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="124"/>
        <source>Edit foe…</source>
        <translation>Gegner bearbeiten …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="125"/>
        <source>Enter the chosen quick foe&apos;s name and numbers again (F2 in the turn order); its wounds stay</source>
        <translation>Name und Werte des gewählten schnellen Gegners neu eingeben (F2 in der Zugreihenfolge); seine Wunden bleiben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="138"/>
        <source>Back one turn (Ctrl+Shift+Enter)</source>
        <translation>Einen Zug zurück (Strg+Umschalt+Eingabe)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="140"/>
        <source>Ne&amp;xt turn</source>
        <translation>N&amp;ächster Zug</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="141"/>
        <source>The next turn; past the last, the round ends (Ctrl+Enter)</source>
        <translation>Der nächste Zug; nach dem letzten endet die Runde (Strg+Eingabe)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="178"/>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="37"/>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="69"/>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="92"/>
        <source>Encounter {0}</source>
        <translation>Begegnung {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="180"/>
        <source>Start encounter</source>
        <translation>Begegnung beginnen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="183"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="302"/>
        <source>End encounter</source>
        <translation>Begegnung beenden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="184"/>
        <source>“{0}” ended: it is kept, and goes into the session log. Undo brings it back.</source>
        <translation>„{0}“ beendet: Sie bleibt erhalten und kommt ins Sitzungsprotokoll. Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="43"/>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="76"/>
        <source>Add foe {0}</source>
        <translation>Gegner {0} hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="49"/>
        <source>Foe from a saved sheet</source>
        <translation>Gegner aus einem gespeicherten Bogen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="51"/>
        <source>Character files (*.skchar)</source>
        <translation>Charakterdateien (*.skchar)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="100"/>
        <source>Add foes {0}</source>
        <translation>Gegner hinzufügen: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="102"/>
        <source>{0} join the fight.</source>
        <translation>{0} treten dem Kampf bei.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="117"/>
        <source>{0} takes turn {1} ({2})</source>
        <translation>{0} erhält Zug {1} ({2})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="155"/>
        <source>Choose a quick foe in the turn order to edit it (a foe from a sheet is edited in its file).</source>
        <translation>Wählen Sie einen schnellen Gegner in der Zugreihenfolge, um ihn zu bearbeiten (ein Gegner aus einem Bogen wird in seiner Datei bearbeitet).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="168"/>
        <source>Edit foe {0}</source>
        <translation>Gegner {0} bearbeiten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="207"/>
        <source>Move a turn</source>
        <translation>Einen Zug verschieben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="216"/>
        <source>Roll the turn order</source>
        <translation>Die Zugreihenfolge würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="226"/>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="331"/>
        <source> — not placed: move it</source>
        <translation> — nicht eingereiht: verschieben Sie ihn</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="137"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="226"/>
        <source>Previous turn</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="56"/>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="301"/>
        <source>&amp;Start encounter</source>
        <translation>Begegn&amp;ung beginnen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="58"/>
        <source>Roll order</source>
        <translation>Reihenfolge würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="65"/>
        <source>Add f&amp;oe…</source>
        <translation>Gegner hinzu&amp;fügen …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="68"/>
        <source>Foe fro&amp;m a sheet…</source>
        <translation>Gegner aus B&amp;ogen …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="115"/>
        <source>Statuses</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="133"/>
        <source>Choose a foe in the turn order to remove it (members stay in the fight).</source>
        <translation>Wählen Sie einen Gegner in der Zugreihenfolge, um ihn zu entfernen (Mitglieder bleiben im Kampf).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="140"/>
        <source>Remove foe {0}</source>
        <translation>Gegner {0} entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="247"/>
        <source>Choose a member or foe in the turn order to roll for.</source>
        <translation>Wählen Sie in der Zugfolge ein Mitglied oder einen Gegner, für den gewürfelt wird.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="250"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="181"/>
        <source>Damage to {0}</source>
        <translation>Schaden an {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="192"/>
        <source>Choose a member or foe in the turn order</source>
        <translation>Wählen Sie ein Mitglied oder einen Gegner in der Zugreihenfolge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="214"/>
        <source>Set {0} on {1}</source>
        <translation>{0} bei {1} setzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_steps.py" line="214"/>
        <source>Clear {0} on {1}</source>
        <translation>{0} bei {1} aufheben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="256"/>
        <source>{0}&apos;s turn</source>
        <translation>{0} ist am Zug</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="311"/>
        <source>No encounter under way. Start one, or add a foe.</source>
        <translation>Keine Begegnung im Gange. Beginnen Sie eine oder fügen Sie einen Gegner hinzu.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="318"/>
        <source>no foes yet</source>
        <translation>noch keine Gegner</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="319"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="320"/>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="321"/>
        <source>Not started: roll the order</source>
        <translation>Nicht begonnen: Würfeln Sie die Reihenfolge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/encounter_panel.py" line="327"/>
        <source> (foe)</source>
        <translation> (Gegner)</translation>
    </message>
</context>
<context>
    <name>EndOfSessionWizard</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="368"/>
        <source>End of session</source>
        <translation>Ende der Sitzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="376"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
</context>
<context>
    <name>EndSessionCommand</name>
    <message>
        <location filename="../sheetkeeper/ui/party/commands.py" line="186"/>
        <source>session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/commands.py" line="187"/>
        <source>End of session: {0}</source>
        <translation>Ende der Sitzung: {0}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="44"/>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="49"/>
        <source>Fillable: form fields to fill in a PDF viewer, then File › Import Filled Sheet…</source>
        <translation>Ausfüllbar: Formularfelder zum Ausfüllen in einem PDF-Betrachter, danach Datei › Ausgefüllten Bogen importieren …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="51"/>
        <source>Print the odds beside skills</source>
        <translation>Die Chancen neben die Fertigkeiten drucken</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="52"/>
        <source>a blank sheet of this game</source>
        <translation>ein leerer Bogen dieses Spiels</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="53"/>
        <source>Blank sheet: {0}</source>
        <translation>Leerer Bogen: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="56"/>
        <source>Print current values (hit points, Condition…) small beside their boxes, for a pencil</source>
        <translation>Aktuelle Werte (Trefferpunkte, Kondition …) klein neben ihre Kästchen drucken, für den Bleistift</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="63"/>
        <source>Print the encounter “{0}”: the foes&apos; blocks and the turn order</source>
        <translation>Die Begegnung „{0}“ drucken: die Blöcke der Gegner und die Zugfolge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="65"/>
        <source>Print the encounter</source>
        <translation>Die Begegnung drucken</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="67"/>
        <source>Print the stash: items, coins and ammunition</source>
        <translation>Das Lager drucken: Gegenstände, Münzen und Munition</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/export_dialog.py" line="68"/>
        <source>Print the stash</source>
        <translation>Das Lager drucken</translation>
    </message>
</context>
<context>
    <name>FindingsList</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/findings_list.py" line="34"/>
        <source>Findings: click one to go there</source>
        <translation>Hinweise: Klicken Sie auf einen, um dorthin zu gehen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/findings_list.py" line="67"/>
        <source>Go to {0}</source>
        <translation>Gehe zu {0}</translation>
    </message>
</context>
<context>
    <name>FoeDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="31"/>
        <source>Add foe</source>
        <translation>Gegner hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="31"/>
        <source>Edit foe</source>
        <translation>Gegner bearbeiten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="35"/>
        <source>Foe&apos;s game</source>
        <translation>Spiel des Gegners</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="40"/>
        <source>Foe&apos;s name</source>
        <translation>Name des Gegners</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="41"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="42"/>
        <source>N&amp;ame</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foe_dialog.py" line="66"/>
        <source>This game&apos;s rules excerpt has no fight rules: the foe is a name, and you place it in the turn order.</source>
        <translation>Der Regelauszug dieses Spiels enthält keine Kampfregeln: Der Gegner ist nur ein Name, und Sie setzen ihn selbst in die Zugreihenfolge.</translation>
    </message>
</context>
<context>
    <name>FoesInPlay</name>
    <message>
        <location filename="../sheetkeeper/ui/party/foes_in_play.py" line="38"/>
        <source>a foe: what the fight does to it is kept in the party&apos;s encounter</source>
        <translation>ein Gegner: was der Kampf ihm antut, bleibt in der Begegnung der Gruppe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foes_in_play.py" line="51"/>
        <source>{0} (foe)</source>
        <translation>{0} (Gegner)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/foes_in_play.py" line="123"/>
        <source>a {0} foe is a name: its game&apos;s fights read nothing of it, so there is nothing to roll for it</source>
        <translation>ein Gegner in {0} ist nur ein Name: die Kämpfe seines Spiels lesen nichts von ihm, also gibt es für ihn nichts zu würfeln</translation>
    </message>
</context>
<context>
    <name>Form: brp</name>
    <message>
        <location filename="../build/form_texts.py" line="5"/>
        <source>Basic Roleplaying</source>
        <translation>Basic Roleplaying</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="6"/>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="7"/>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="8"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="9"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="10"/>
        <source>Occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="11"/>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="12"/>
        <source>Damage modifier</source>
        <translation>Schadensbonus</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="13"/>
        <source>MOV</source>
        <translation>MOV</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="14"/>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="15"/>
        <source>States</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="16"/>
        <source>Characteristics</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="17"/>
        <source>Current (×5 roll)</source>
        <translation>Aktuell (×5-Wurf)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="18"/>
        <source>STR</source>
        <translation>STR</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="19"/>
        <source>CON</source>
        <translation>CON</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="20"/>
        <source>SIZ</source>
        <translation>SIZ</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="21"/>
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="22"/>
        <source>POW</source>
        <translation>POW</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="23"/>
        <source>DEX</source>
        <translation>DEX</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="24"/>
        <source>CHA</source>
        <translation>CHA</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="25"/>
        <source>EDU</source>
        <translation>EDU</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="26"/>
        <source>Original</source>
        <translation>Ursprünglich</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="27"/>
        <source>POW experience check</source>
        <translation>POW-Erfahrungsprobe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="28"/>
        <source>Derived</source>
        <translation>Abgeleitet</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="29"/>
        <source>Age one year…</source>
        <translation>Ein Jahr altern …</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="30"/>
        <source>Experience bonus</source>
        <translation>Erfahrungsbonus</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="31"/>
        <source>POW gain chance</source>
        <translation>Chance auf POW-Gewinn</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="32"/>
        <source>Hit points, fatigue, power</source>
        <translation>Trefferpunkte, Erschöpfung, Machtpunkte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="33"/>
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="34"/>
        <source>Fatigue points</source>
        <translation>Erschöpfungspunkte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="35"/>
        <source>Power points</source>
        <translation>Machtpunkte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="36"/>
        <source>Major wound</source>
        <translation>Schwere Wunde</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="37"/>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="38"/>
        <source>Skill rolls</source>
        <translation>Fertigkeitswürfe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="39"/>
        <source>Critical, special and fumble ranges from the Skill Results Table; ENC penalties applied.</source>
        <translation>Kritische, spezielle und Patzer-Bereiche aus der Tabelle der Fertigkeitsergebnisse; ENC-Abzüge eingerechnet.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="40"/>
        <source>Skills and experience boxes</source>
        <translation>Fertigkeiten und Erfahrungskästchen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="41"/>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="42"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="43"/>
        <source>Base %</source>
        <translation>Basis %</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="44"/>
        <source>Rating %</source>
        <translation>Wert %</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="45"/>
        <source>Experience check</source>
        <translation>Erfahrungsprobe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="46"/>
        <source>Box open (not blacked out)</source>
        <translation>Kästchen offen (nicht geschwärzt)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="47"/>
        <source>Characteristic rolls</source>
        <translation>Eigenschaftswürfe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="48"/>
        <source>Gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="49"/>
        <source>Weapons and armour</source>
        <translation>Waffen und Rüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="50"/>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="51"/>
        <source>Figures from your rulebook. Skill: a skill on the Skills page; +DM: the damage modifier adds; special: what a special success inflicts (impale, knockdown…).</source>
        <translation>Werte aus Ihrem Regelbuch. Fertigkeit: eine Fertigkeit von der Seite „Fertigkeiten“; +SB: der Schadensbonus kommt hinzu; speziell: was ein spezieller Erfolg bewirkt (Aufspießen, Umwerfen …).</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="52"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="53"/>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="54"/>
        <source>+DM</source>
        <translation>+SB</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="55"/>
        <source>Special</source>
        <translation>Speziell</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="56"/>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="57"/>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="58"/>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="59"/>
        <source>ENC</source>
        <translation>ENC</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="60"/>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="61"/>
        <source>Armour points come off each hit&apos;s damage; a critical hit bypasses them.</source>
        <translation>Rüstungspunkte werden vom Schaden jedes Treffers abgezogen; ein kritischer Treffer umgeht sie.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="62"/>
        <source>Armour points</source>
        <translation>Rüstungspunkte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="64"/>
        <source>Inventory and ENC</source>
        <translation>Inventar und ENC</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="65"/>
        <source>Inventory</source>
        <translation>Inventar</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="66"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="67"/>
        <source>Qty</source>
        <translation>Anz.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="68"/>
        <source>On mount</source>
        <translation>Reittier</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="69"/>
        <source>Purse</source>
        <translation>Geldbeutel</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="70"/>
        <source>Coins, and what is counted like them, by the table&apos;s own names (sp, gold crowns, arrows): no rulebook names money. Coins split from the party&apos;s stash land here.</source>
        <translation>Münzen und was wie sie gezählt wird, mit den Namen Ihrer Runde (sp, Goldkronen, Pfeile): kein Regelwerk nennt Geld. Aus dem Lager aufgeteilte Münzen landen hier.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="71"/>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="72"/>
        <source>Amount</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="73"/>
        <source>Skills penalised by ENC over the maximum (categories or names)</source>
        <translation>Fertigkeiten mit Abzug durch ENC über dem Maximum (Kategorien oder Namen)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="74"/>
        <source>Each point of ENC over the maximum takes 5% off these skills, matched by category or name, separated by commas.</source>
        <translation>Jeder Punkt ENC über dem Maximum zieht 5 % von diesen Fertigkeiten ab, nach Kategorie oder Name, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="75"/>
        <source>ENC carried</source>
        <translation>Getragene ENC</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="76"/>
        <source>Easy carry (STR)</source>
        <translation>Leicht tragbar (STR)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="77"/>
        <source>Maximum ENC (STR+CON)/2</source>
        <translation>Maximale ENC (STR+CON)/2</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="78"/>
        <source>ENC over the maximum</source>
        <translation>ENC über dem Maximum</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="79"/>
        <source>MOV after ENC</source>
        <translation>MOV nach ENC</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="80"/>
        <source>Movement at MOV (3 m a unit)</source>
        <translation>Bewegung mit MOV (3 m je Einheit)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="81"/>
        <source>Improvement</source>
        <translation>Verbesserung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="82"/>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="83"/>
        <source>Experience checks</source>
        <translation>Erfahrungsproben</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="84"/>
        <source>Experience gain die (1D6; 1D8 epic; 1D10 superhuman)</source>
        <translation>Erfahrungswürfel (1W6; 1W8 episch; 1W10 übermenschlich)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="85"/>
        <source>The die a successful experience roll adds: 6 normally, 8 for epic and 10 for superhuman games.</source>
        <translation>Der Würfel, den eine gelungene Erfahrungsprobe hinzufügt: normal 6, 8 in epischen und 10 in übermenschlichen Spielen.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="86"/>
        <source>Training and research</source>
        <translation>Training und Forschung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="87"/>
        <source>Under way</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="88"/>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="89"/>
        <source>STR limit</source>
        <translation>STR-Grenze</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="90"/>
        <source>CON limit</source>
        <translation>CON-Grenze</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="91"/>
        <source>DEX limit</source>
        <translation>DEX-Grenze</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="92"/>
        <source>CHA limit</source>
        <translation>CHA-Grenze</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="93"/>
        <source>Learning hours</source>
        <translation>Lernstunden</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="94"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="95"/>
        <source>What the rules did</source>
        <translation>Was die Regeln getan haben</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="96"/>
        <source>Gamemaster&apos;s options</source>
        <translation>Optionen der Spielleitung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="97"/>
        <source>Power points as fate points (optional rule)</source>
        <translation>Machtpunkte als Schicksalspunkte (optionale Regel)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="98"/>
        <source>Aging (optional rule)</source>
        <translation>Altern (optionale Regel)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="99"/>
        <source>Resistance: 01 still succeeds and 00 still fails at a difference of 10 or more</source>
        <translation>Widerstand: 01 gelingt und 00 misslingt auch bei einem Unterschied von 10 oder mehr</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="100"/>
        <source>SIZ may be trained</source>
        <translation>SIZ darf trainiert werden</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="101"/>
        <source>Species maximum of a characteristic (empty: none)</source>
        <translation>Höchstwert einer Eigenschaft für die Spezies (leer: keiner)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="102"/>
        <source>21 for humans; empty for epic or superhuman games.</source>
        <translation>21 für Menschen; leer für epische oder übermenschliche Spiele.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="103"/>
        <source>Training cap % (empty: none)</source>
        <translation>Trainingsobergrenze % (leer: keine)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="104"/>
        <source>75% by default; empty lifts the cap for a setting.</source>
        <translation>Standardmäßig 75 %; leer hebt die Obergrenze für ein Setting auf.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="105"/>
        <source>Highest POW the dice can give</source>
        <translation>Höchster POW-Wert, den die Würfel ergeben können</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="106"/>
        <source>Lowest POW the dice can give</source>
        <translation>Niedrigster POW-Wert, den die Würfel ergeben können</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="107"/>
        <source>ENC penalty threshold</source>
        <translation>Schwelle für ENC-Abzüge</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="108"/>
        <source>average: half of STR + CON, rounded up; STR: STR alone.</source>
        <translation>average: die Hälfte von STR + CON, aufgerundet; STR: nur STR.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="109"/>
        <source>Characteristic of the Agility roll</source>
        <translation>Eigenschaft für den Geschicklichkeitswurf</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="63"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>Form: grimwire</name>
    <message>
        <location filename="../build/form_texts.py" line="110"/>
        <source>GRIMWIRE</source>
        <translation>GRIMWIRE</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="111"/>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="112"/>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="113"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="114"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="117"/>
        <source>Lifeform</source>
        <translation>Lebensform</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="118"/>
        <source>Background</source>
        <translation>Hintergrund</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="119"/>
        <source>Specialty</source>
        <translation>Spezialgebiet</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="120"/>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="121"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="122"/>
        <source>Attributes (max 10)</source>
        <translation>Attribute (max. 10)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="123"/>
        <source>d20 + attribute &gt;= target number, written like AGL 15</source>
        <translation>W20 + Attribut &gt;= Zielwert, geschrieben wie AGL 15</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="124"/>
        <source>Toughness (TOG)</source>
        <translation>Zähigkeit (TOG)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="125"/>
        <source>Agility (AGL)</source>
        <translation>Agilität (AGL)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="126"/>
        <source>Coordination (COR)</source>
        <translation>Koordination (COR)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="127"/>
        <source>Mind (MND)</source>
        <translation>Geist (MND)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="128"/>
        <source>Perception (PER)</source>
        <translation>Wahrnehmung (PER)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="129"/>
        <source>Resonance (RSN)</source>
        <translation>Resonanz (RSN)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="143"/>
        <source>Target number for the odds</source>
        <translation>Zielwert für die Chancen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="135"/>
        <source>Numbers</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="115"/>
        <source>biological</source>
        <translation>biologisch</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="116"/>
        <source>mechanical</source>
        <translation>mechanisch</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="136"/>
        <source>Crafting…</source>
        <translation>Handwerk …</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="137"/>
        <source>Initiative (PER)</source>
        <translation>Initiative (PER)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="138"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="139"/>
        <source>Magic range</source>
        <translation>Magiereichweite</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="140"/>
        <source>Hold breath</source>
        <translation>Luft anhalten</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="144"/>
        <source>Base movement (m)</source>
        <translation>Grundbewegung (m)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="145"/>
        <source>Condition, Focus and burnout</source>
        <translation>Kondition, Fokus und Burnout</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="146"/>
        <source>Condition</source>
        <translation>Kondition</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="147"/>
        <source>0 or below: dying, -1 each turn; dead below -10</source>
        <translation>0 oder darunter: sterbend, -1 pro Zug; tot unter -10</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="148"/>
        <source>Focus</source>
        <translation>Fokus</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="149"/>
        <source>May go negative: +1 burnout, no specialty techniques until back to 0</source>
        <translation>Darf negativ werden: +1 Burnout, keine Spezialtechniken, bis wieder 0 erreicht ist</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="150"/>
        <source>Burnout</source>
        <translation>Burnout</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="151"/>
        <source>No burnout</source>
        <translation>Kein Burnout</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="152"/>
        <source>-1 to all rolls</source>
        <translation>-1 auf alle Würfe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="153"/>
        <source>-3 to all rolls; max Condition 80%; movement halved</source>
        <translation>-3 auf alle Würfe; max. Kondition 80 %; Bewegung halbiert</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="154"/>
        <source>-5 to all rolls; max Condition 50%; crawl only; no specialty techniques</source>
        <translation>-5 auf alle Würfe; max. Kondition 50 %; nur Kriechen; keine Spezialtechniken</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="155"/>
        <source>Condition drops to 0 and the character begins dying (agony: out cold instead)</source>
        <translation>Die Kondition fällt auf 0 und der Charakter beginnt zu sterben (Qual: stattdessen bewusstlos)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="156"/>
        <source>Recovery</source>
        <translation>Erholung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="157"/>
        <source>Max Condition (after burnout)</source>
        <translation>Max. Kondition (nach Burnout)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="158"/>
        <source>Burnout penalty</source>
        <translation>Burnout-Abzug</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="159"/>
        <source>Rests today</source>
        <translation>Rasten heute</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="160"/>
        <source>States</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="161"/>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="162"/>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="163"/>
        <source>Attacks (natural 20 hits and doubles damage; natural 1 may hit an ally)</source>
        <translation>Angriffe (nat. 20 trifft, doppelter Schaden; nat. 1 kann Verbündete treffen)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="164"/>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="165"/>
        <source>Light-weapon attacks per turn</source>
        <translation>Angriffe mit leichten Waffen pro Zug</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="166"/>
        <source>Unarmed damage</source>
        <translation>Waffenloser Schaden</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="167"/>
        <source>Unintended target&apos;s AGL TN</source>
        <translation>AGL-Zielwert eines unbeabsichtigten Ziels</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="168"/>
        <source>Protection</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="169"/>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="170"/>
        <source>Damage affinities</source>
        <translation>Schadensaffinitäten</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="171"/>
        <source>Weapons and armour</source>
        <translation>Waffen und Rüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="177"/>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="178"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="179"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="180"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="181"/>
        <source>TOG req.</source>
        <translation>TOG-Anf.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="182"/>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="183"/>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="184"/>
        <source>Unstable die</source>
        <translation>Instabiler Würfel</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="172"/>
        <source>Armour points</source>
        <translation>Rüstungspunkte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="130"/>
        <source>Seventh attribute (if your GM uses one)</source>
        <translation>Siebtes Attribut (falls Ihre Spielleitung eines nutzt)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="131"/>
        <source>The excerpt names seven attributes and describes six: the seventh (SOC, say) is your GM&apos;s. Entering it gives it its own check.</source>
        <translation>Der Auszug nennt sieben Attribute und beschreibt sechs: das siebte (etwa SOC) bestimmt Ihre Spielleitung. Eingetragen erhält es eine eigene Probe.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="132"/>
        <source>Abbreviation</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="133"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="134"/>
        <source>Seventh attribute in play</source>
        <translation>Siebtes Attribut im Spiel</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="141"/>
        <source>Entered for the table</source>
        <translation>Für die Runde eingetragen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="142"/>
        <source>Target number: the TN the GM called; the odds beside each attribute use it. Base movement: the excerpt gives no base distance, enter the one your GM uses.</source>
        <translation>Zielwert: der MW, den die Spielleitung angesagt hat; die Chancen neben jedem Attribut nutzen ihn. Grundbewegung: der Auszug nennt keine Grundweite, tragen Sie die Ihrer Spielleitung ein.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="173"/>
        <source>TOG requirement</source>
        <translation>TOG-Anforderung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="174"/>
        <source>AGL penalty when TOG is short</source>
        <translation>AGL-Abzug bei zu wenig TOG</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="175"/>
        <source>Critical level (Frenzy, Amok; house rule)</source>
        <translation>Kritische Stufe (Raserei, Amok; Hausregel)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="176"/>
        <source>Frenzy gives temporary Condition equal to the character&apos;s critical level, which the rules never define: the number your table uses (asked when Frenzy or Amok is first set)</source>
        <translation>Raserei gibt vorübergehende Kondition in Höhe der kritischen Stufe des Charakters, die die Regeln nie festlegen: die Zahl, die Ihre Runde verwendet (wird abgefragt, wenn Raserei oder Amok zum ersten Mal gesetzt wird)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="185"/>
        <source>Affinities and status effects</source>
        <translation>Affinitäten und Statuseffekte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="186"/>
        <source>Damage type</source>
        <translation>Schadensart</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="187"/>
        <source>Weak / resistant / immune</source>
        <translation>Schwach / resistent / immun</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="188"/>
        <source>Status effects</source>
        <translation>Statuseffekte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="189"/>
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="190"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="191"/>
        <source>Advancement</source>
        <translation>Aufstieg</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="192"/>
        <source>Level and XP</source>
        <translation>Stufe und EP</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="193"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="194"/>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="195"/>
        <source>Next level at</source>
        <translation>Nächste Stufe bei</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="196"/>
        <source>XP awards</source>
        <translation>EP-Vergaben</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="197"/>
        <source>Level up…</source>
        <translation>Stufenaufstieg …</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="198"/>
        <source>Techniques</source>
        <translation>Techniken</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="199"/>
        <source>Learning capacity</source>
        <translation>Lernkapazität</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="200"/>
        <source>Learning hours left</source>
        <translation>Verbleibende Lernstunden</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="201"/>
        <source>Learning hours granted</source>
        <translation>Gewährte Lernstunden</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="202"/>
        <source>Active techniques</source>
        <translation>Aktive Techniken</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="203"/>
        <source>Learning hours</source>
        <translation>Lernstunden</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="204"/>
        <source>Learn a technique…</source>
        <translation>Eine Technik lernen …</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="205"/>
        <source>Techniques (progress = learning effort put in)</source>
        <translation>Techniken (Fortschritt = investierter Lernaufwand)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="206"/>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="207"/>
        <source>Multiplier</source>
        <translation>Multiplikator</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="208"/>
        <source>Effort</source>
        <translation>Aufwand</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="209"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="210"/>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="211"/>
        <source>Gear and notes</source>
        <translation>Ausrüstung und Notizen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="212"/>
        <source>Gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="213"/>
        <source>Purse</source>
        <translation>Geldbeutel</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="214"/>
        <source>Coins, and what is counted like them, by the table&apos;s own names (sp, gold crowns, arrows): no rulebook names money. Coins split from the party&apos;s stash land here.</source>
        <translation>Münzen und was wie sie gezählt wird, mit den Namen Ihrer Runde (sp, Goldkronen, Pfeile): kein Regelwerk nennt Geld. Aus dem Lager aufgeteilte Münzen landen hier.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="215"/>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="216"/>
        <source>Amount</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="217"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
</context>
<context>
    <name>Form: lite</name>
    <message>
        <location filename="../build/form_texts.py" line="218"/>
        <source>Game Rules Lite — mutant sheet</source>
        <translation>Game Rules Lite — Mutantenbogen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="219"/>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="220"/>
        <source>Mutant</source>
        <translation>Mutant</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="221"/>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="222"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="223"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="224"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="225"/>
        <source>strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="226"/>
        <source>agility</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="227"/>
        <source>wits</source>
        <translation>Verstand</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="228"/>
        <source>empathy</source>
        <translation>Empathie</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="229"/>
        <source>Key attribute</source>
        <translation>Schlüsselattribut</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="230"/>
        <source>Specialist skill</source>
        <translation>Spezialfertigkeit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="231"/>
        <source>Specialist skill attribute</source>
        <translation>Attribut der Spezialfertigkeit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="232"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="233"/>
        <source>Base score</source>
        <translation>Grundwert</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="234"/>
        <source>Written at creation: 14 points, each 2-4, the key attribute up to 5. Carrying capacity uses base Strength.</source>
        <translation>Bei der Erschaffung festgelegt: 14 Punkte, jeweils 2–4, das Schlüsselattribut bis 5. Die Tragkraft richtet sich nach der Grund-Stärke.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="235"/>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="236"/>
        <source>Agility</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="237"/>
        <source>Wits</source>
        <translation>Verstand</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="238"/>
        <source>Empathy</source>
        <translation>Empathie</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="239"/>
        <source>Current (Base dice)</source>
        <translation>Aktuell (Grundwürfel)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="240"/>
        <source>Lowered by damage, fatigue, confusion and doubt; 0 means broken. Restored by grub, water, sleep and sympathy.</source>
        <translation>Sinkt durch Schaden, Erschöpfung, Verwirrung und Zweifel; 0 heißt gebrochen. Wiederhergestellt durch Essen, Wasser, Schlaf und Zuwendung.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="241"/>
        <source>Trauma</source>
        <translation>Trauma</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="242"/>
        <source>Damage (Strength)</source>
        <translation>Schaden (Stärke)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="243"/>
        <source>Fatigue (Agility)</source>
        <translation>Erschöpfung (Geschicklichkeit)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="244"/>
        <source>Confusion (Wits)</source>
        <translation>Verwirrung (Verstand)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="245"/>
        <source>Doubt (Empathy)</source>
        <translation>Zweifel (Empathie)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="246"/>
        <source>States</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="247"/>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="248"/>
        <source>Strength skills</source>
        <translation>Fertigkeiten (Stärke)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="249"/>
        <source>Endure</source>
        <translation>Durchhalten</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="250"/>
        <source>Fight</source>
        <translation>Kämpfen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="251"/>
        <source>Athletics</source>
        <translation>Athletik</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="252"/>
        <source>Agility skills</source>
        <translation>Fertigkeiten (Geschicklichkeit)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="253"/>
        <source>Acrobatics</source>
        <translation>Akrobatik</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="254"/>
        <source>Stealth</source>
        <translation>Schleichen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="255"/>
        <source>Shoot</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="256"/>
        <source>Wits skills</source>
        <translation>Fertigkeiten (Verstand)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="257"/>
        <source>Comprehend</source>
        <translation>Begreifen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="258"/>
        <source>Lore</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="259"/>
        <source>Notice</source>
        <translation>Bemerken</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="260"/>
        <source>Empathy skills</source>
        <translation>Fertigkeiten (Empathie)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="261"/>
        <source>Sense</source>
        <translation>Durchschauen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="262"/>
        <source>Manipulate</source>
        <translation>Manipulieren</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="263"/>
        <source>Coolness</source>
        <translation>Gelassenheit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="264"/>
        <source>Specialist skill level</source>
        <translation>Stufe der Spezialfertigkeit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="265"/>
        <source>At least 1 to roll it; nobody can help you with it.</source>
        <translation>Mindestens 1, um sie zu würfeln; niemand kann Ihnen dabei helfen.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="266"/>
        <source>With gear</source>
        <translation>Mit Ausrüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="267"/>
        <source>Skill rolls with the gear that helps them. After a push, every Gear-die 1 lowers the Gear Bonus by one.</source>
        <translation>Fertigkeitswürfe mit der Ausrüstung, die dabei hilft. Nach dem Forcieren senkt jede 1 auf einem Ausrüstungswürfel den Ausrüstungsbonus um eins.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="268"/>
        <source>Gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="269"/>
        <source>Inventory</source>
        <translation>Inventar</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="270"/>
        <source>Inventory rows</source>
        <translation>Inventarzeilen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="271"/>
        <source>Sizes: tiny 0, light 1/2, regular 1, heavy 2 (or a number of rows); ammunition counts rounds (over 10 light, over 20 regular, over 40 heavy); booze counts doses (10 to a bottle); on a mount or cart it does not count.</source>
        <translation>Größen: winzig 0, leicht 1/2, normal 1, schwer 2 (oder eine Anzahl Zeilen); Munition zählt Schuss (über 10 leicht, über 20 normal, über 40 schwer); Schnaps zählt Portionen (10 je Flasche); auf einem Reittier oder Karren zählt es nicht.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="272"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="273"/>
        <source>heavy</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="274"/>
        <source>light</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="275"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="276"/>
        <source>Qty</source>
        <translation>Anz.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="277"/>
        <source>Gear Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="278"/>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="279"/>
        <source>Helps</source>
        <translation>Hilft bei</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="280"/>
        <source>On mount</source>
        <translation>Reittier</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="281"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="282"/>
        <source>Derived</source>
        <translation>Abgeleitet</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="283"/>
        <source>Capacity (2 × base Strength)</source>
        <translation>Tragkraft (2 × Grund-Stärke)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="284"/>
        <source>Carried</source>
        <translation>Getragen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="285"/>
        <source>Purse</source>
        <translation>Geldbeutel</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="286"/>
        <source>Coins, and what is counted like them, by the table&apos;s own names (sp, gold crowns, arrows): no rulebook names money. Coins split from the party&apos;s stash land here.</source>
        <translation>Münzen und was wie sie gezählt wird, mit den Namen Ihrer Runde (sp, Goldkronen, Pfeile): kein Regelwerk nennt Geld. Aus dem Lager aufgeteilte Münzen landen hier.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="287"/>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="288"/>
        <source>Amount</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="289"/>
        <source>Rations</source>
        <translation>Rationen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="290"/>
        <source>Food rations</source>
        <translation>Essensrationen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="291"/>
        <source>Water rations</source>
        <translation>Wasserrationen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="292"/>
        <source>A new day…</source>
        <translation>Ein neuer Tag …</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="293"/>
        <source>Rations (4 to a row)</source>
        <translation>Rationen (4 je Zeile)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="294"/>
        <source>Days without food</source>
        <translation>Tage ohne Essen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="295"/>
        <source>Days without water</source>
        <translation>Tage ohne Wasser</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="296"/>
        <source>Relationships and XP</source>
        <translation>Beziehungen und EP</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="297"/>
        <source>Relationships</source>
        <translation>Beziehungen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="298"/>
        <source>PC relationships</source>
        <translation>Beziehungen zu SC</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="299"/>
        <source>PC</source>
        <translation>SC</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="300"/>
        <source>Relationship</source>
        <translation>Beziehung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="301"/>
        <source>NPC relationships</source>
        <translation>Beziehungen zu NSC</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="302"/>
        <source>NPC</source>
        <translation>NSC</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="303"/>
        <source>The NPC you want to keep safe</source>
        <translation>Der NSC, den Sie beschützen wollen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="304"/>
        <source>The NPC you hate</source>
        <translation>Der NSC, den Sie hassen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="305"/>
        <source>Big dream</source>
        <translation>Großer Traum</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="306"/>
        <source>Personal goal</source>
        <translation>Persönliches Ziel</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="307"/>
        <source>Talents and experience</source>
        <translation>Talente und Erfahrung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="308"/>
        <source>Talents</source>
        <translation>Talente</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="309"/>
        <source>Talent</source>
        <translation>Talent</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="310"/>
        <source>Role (empty: general)</source>
        <translation>Rolle (leer: allgemein)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="311"/>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="312"/>
        <source>One XP per yes to the seven questions at the end of a session; 5 XP raise a skill by one or buy a talent.</source>
        <translation>Ein EP für jedes Ja auf die sieben Fragen am Ende einer Sitzung; 5 EP steigern eine Fertigkeit um eins oder kaufen ein Talent.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="313"/>
        <source>XP available</source>
        <translation>EP verfügbar</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="314"/>
        <source>Advances ready (5 XP each)</source>
        <translation>Mögliche Steigerungen (je 5 EP)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="315"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="316"/>
        <source>Coloured dice (Base and Gear 1s stay on a push)</source>
        <translation>Farbige Würfel (Grund- und Ausrüstungs-1en bleiben beim Forcieren liegen)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="317"/>
        <source>Botch: no six and a 1</source>
        <translation>Patzer: keine Sechs und eine 1</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="318"/>
        <source>Each Base-die 1 after a push costs 1 attribute point</source>
        <translation>Jede 1 auf einem Grundwürfel nach dem Forcieren kostet 1 Attributspunkt</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="319"/>
        <source>Unspent creation skill points only warn</source>
        <translation>Nicht ausgegebene Fertigkeitspunkte der Erschaffung warnen nur</translation>
    </message>
</context>
<context>
    <name>Form: rainworld</name>
    <message>
        <location filename="../build/form_texts.py" line="320"/>
        <source>Rainworld — S4G personnel file</source>
        <translation>Rainworld — S4G-Personalakte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="321"/>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="322"/>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="323"/>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="324"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="325"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="326"/>
        <source>Concept</source>
        <translation>Konzept</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="327"/>
        <source>Human (social privilege)</source>
        <translation>Mensch (soziales Privileg)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="328"/>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="329"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="330"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="331"/>
        <source>Dominant hand</source>
        <translation>Dominante Hand</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="332"/>
        <source>Stats</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="333"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="334"/>
        <source>PHYS</source>
        <translation>PHYS</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="335"/>
        <source>CON</source>
        <translation>CON</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="336"/>
        <source>MV</source>
        <translation>MV</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="337"/>
        <source>Click</source>
        <translation>Click</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="338"/>
        <source>Derived</source>
        <translation>Abgeleitet</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="339"/>
        <source>Rest or heal…</source>
        <translation>Rasten oder heilen …</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="340"/>
        <source>Injury penalty</source>
        <translation>Verletzungsabzug</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="341"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="342"/>
        <source>Throw without penalty</source>
        <translation>Werfen ohne Abzug</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="343"/>
        <source>Hold breath (PHYS × 30 s)</source>
        <translation>Luft anhalten (PHYS × 30 s)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="344"/>
        <source>Dying: dies within (PHYS ÷ 2)</source>
        <translation>Sterbend: stirbt innerhalb von (PHYS ÷ 2)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="345"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="346"/>
        <source>States</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="347"/>
        <source>Body</source>
        <translation>Körper</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="348"/>
        <source>Injury fills from the left (/), stun from the right (\). Full of injury: dying. Full of stun or an X: incapacitated.</source>
        <translation>Verletzung füllt sich von links (/), Betäubung von rechts (\). Voll mit Verletzung: sterbend. Voll mit Betäubung oder ein X: kampfunfähig.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="349"/>
        <source>injury</source>
        <translation>Verletzung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="350"/>
        <source>stun</source>
        <translation>Betäubung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="351"/>
        <source>Injury penalties (off each roll once injury reaches the box)</source>
        <translation>Verletzungsabzüge (von jedem Wurf, sobald die Verletzung das Kästchen erreicht)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="352"/>
        <source>The paper sheet prints the sizes; the excerpt does not. 1, 2, 3, 4 unless your sheet says otherwise.</source>
        <translation>Der Papierbogen druckt die Werte, der Auszug nicht. 1, 2, 3, 4, wenn Ihr Bogen nichts anderes sagt.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="353"/>
        <source>2nd box</source>
        <translation>2. Kästchen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="354"/>
        <source>4th box</source>
        <translation>4. Kästchen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="355"/>
        <source>6th box</source>
        <translation>6. Kästchen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="356"/>
        <source>8th box</source>
        <translation>8. Kästchen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="357"/>
        <source>Mind</source>
        <translation>Geist</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="358"/>
        <source>Trauma from the left, shock from the right. Full of shock or an X: an episode (shock clears, +1 trauma). Full of trauma: breakdown.</source>
        <translation>Trauma von links, Schock von rechts. Voll mit Schock oder ein X: eine Episode (Schock wird gelöscht, +1 Trauma). Voll mit Trauma: Zusammenbruch.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="359"/>
        <source>trauma</source>
        <translation>Trauma</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="360"/>
        <source>shock</source>
        <translation>Schock</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="361"/>
        <source>Reality (Ganzfeld)</source>
        <translation>Realität (Ganzfeld)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="362"/>
        <source>Ganzfeld characters only; its rules are in the Ganzfeld section.</source>
        <translation>Nur für Ganzfeld-Charaktere; die Regeln stehen im Abschnitt „Ganzfeld“.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="363"/>
        <source>reality damage</source>
        <translation>Realitätsschaden</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="364"/>
        <source>Resets to the Click stat at the start of each session.</source>
        <translation>Wird zu Beginn jeder Sitzung auf den Click-Wert zurückgesetzt.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="365"/>
        <source>Addiction</source>
        <translation>Sucht</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="366"/>
        <source>Doses from the right, addiction from the left. Full of doses or an X: doses clear, +1 addiction. Full of addiction: addicted.</source>
        <translation>Dosen von rechts, Sucht von links. Voll mit Dosen oder ein X: Dosen werden gelöscht, +1 Sucht. Voll mit Sucht: süchtig.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="367"/>
        <source>addiction</source>
        <translation>Sucht</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="368"/>
        <source>doses</source>
        <translation>Dosen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="369"/>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="370"/>
        <source>Skills (2d10 + ranks, success over 10; doubles are critical)</source>
        <translation>Fertigkeiten (2W10 + Ränge, Erfolg über 10; Pasch ist kritisch)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="371"/>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="372"/>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="373"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="374"/>
        <source>Quirks</source>
        <translation>Eigenheiten</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="375"/>
        <source>Quirk</source>
        <translation>Eigenheit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="376"/>
        <source>Effective quirk ranks (best single item)</source>
        <translation>Wirksame Ränge der Eigenheit (bester einzelner Gegenstand)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="377"/>
        <source>Autofire</source>
        <translation>Dauerfeuer</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="378"/>
        <source>Marksman</source>
        <translation>Scharfschütze</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="379"/>
        <source>Gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="380"/>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="381"/>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="382"/>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="383"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="384"/>
        <source>DMG</source>
        <translation>SCH</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="385"/>
        <source>AP</source>
        <translation>DS</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="386"/>
        <source>Increment (m)</source>
        <translation>Schritt (m)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="387"/>
        <source>Single</source>
        <translation>Einzel</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="388"/>
        <source>Burst</source>
        <translation>Salve</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="389"/>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="390"/>
        <source>Min PHYS</source>
        <translation>Min. PHYS</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="391"/>
        <source>Longer than a pistol</source>
        <translation>Länger als Pistole</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="392"/>
        <source>Shot</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="393"/>
        <source>Armour and equipment</source>
        <translation>Rüstung und Ausrüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="394"/>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="395"/>
        <source>STOP</source>
        <translation>STOP</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="396"/>
        <source>Worn</source>
        <translation>Getragen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="397"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="398"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="399"/>
        <source>Qty</source>
        <translation>Anz.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="400"/>
        <source>Purse</source>
        <translation>Geldbeutel</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="401"/>
        <source>Coins, and what is counted like them, by the table&apos;s own names (sp, gold crowns, arrows): no rulebook names money. Coins split from the party&apos;s stash land here.</source>
        <translation>Münzen und was wie sie gezählt wird, mit den Namen Ihrer Runde (sp, Goldkronen, Pfeile): kein Regelwerk nennt Geld. Aus dem Lager aufgeteilte Münzen landen hier.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="402"/>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="403"/>
        <source>Amount</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="404"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="405"/>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="406"/>
        <source>XP (5 XP per trauma removed, 1 XP per addiction box)</source>
        <translation>EP (5 EP je entferntem Trauma, 1 EP je Suchtkästchen)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="407"/>
        <source>The table&apos;s readings</source>
        <translation>Regelauslegungen der Runde</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="408"/>
        <source>A track full of both marks (no X) already triggers</source>
        <translation>Eine Leiste voller Markierungen beider Arten (ohne X) löst bereits aus</translation>
    </message>
</context>
<context>
    <name>Form: renaissance</name>
    <message>
        <location filename="../build/form_texts.py" line="409"/>
        <source>Renaissance</source>
        <translation>Renaissance</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="410"/>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="411"/>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="413"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="414"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="415"/>
        <source>Concept</source>
        <translation>Konzept</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="416"/>
        <source>Aptitudes</source>
        <translation>Eignungen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="417"/>
        <source>Aptitudes (x 1 checks are very hard; also the default for a missing skill)</source>
        <translation>Eignungen (Proben × 1: sehr schwer; Ersatz für fehlende Fertigkeit)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="418"/>
        <source>COO (Coordination)</source>
        <translation>COO (Koordination)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="419"/>
        <source>SOM (Somatics)</source>
        <translation>SOM (Somatik)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="420"/>
        <source>WIL</source>
        <translation>WIL</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="421"/>
        <source>SAV</source>
        <translation>SAV</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="422"/>
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="423"/>
        <source>COG</source>
        <translation>COG</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="424"/>
        <source>DUR</source>
        <translation>DUR</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="425"/>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="426"/>
        <source>Luck (stat)</source>
        <translation>Glück (Wert)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="427"/>
        <source>Luck Points (current)</source>
        <translation>Glückspunkte (aktuell)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="428"/>
        <source>Initiative Modifier</source>
        <translation>Initiativemodifikator</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="429"/>
        <source>Initiative is 1d10 + this modifier; the GM picks it.</source>
        <translation>Initiative ist 1W10 + dieser Modifikator; die Spielleitung legt ihn fest.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="430"/>
        <source>Derived</source>
        <translation>Abgeleitet</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="431"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="432"/>
        <source>Sustained-action penalty</source>
        <translation>Abzug für andauernde Handlungen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="433"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="434"/>
        <source>States</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="435"/>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="436"/>
        <source>Skill checks: linked aptitude + ranks (roll 0-99 at or under the target)</source>
        <translation>Proben: verknüpfte Eignung + Ränge (0–99 würfeln, höchstens Zielwert)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="437"/>
        <source>Skills, specialisations and proficiencies</source>
        <translation>Fertigkeiten, Spezialisierungen und Fachkenntnisse</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="438"/>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="439"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="440"/>
        <source>Aptitude</source>
        <translation>Eignung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="441"/>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="442"/>
        <source>Specialisation (+10)</source>
        <translation>Spezialisierung (+10)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="443"/>
        <source>Proficiencies</source>
        <translation>Fachkenntnisse</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="444"/>
        <source>Common knowledge (10+ ranks)</source>
        <translation>Allgemeinwissen (10+ Ränge)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="445"/>
        <source>Checks and time</source>
        <translation>Proben und Zeit</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="446"/>
        <source>Common checks</source>
        <translation>Häufige Proben</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="447"/>
        <source>Aptitude checks</source>
        <translation>Eignungsproben</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="448"/>
        <source>Single aptitude (x 1)</source>
        <translation>Einzelne Eignung (× 1)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="449"/>
        <source>Sustained actions (-10 to all tests for each beyond the first)</source>
        <translation>Andauernde Handlungen (-10 auf alle Proben für jede über die erste hinaus)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="450"/>
        <source>Sustained</source>
        <translation>Andauernd</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="451"/>
        <source>Sustained action</source>
        <translation>Andauernde Handlung</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="452"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="453"/>
        <source>Jobs (one 8-hour shift per down-time day)</source>
        <translation>Jobs (eine 8-Stunden-Schicht je Tag Auszeit)</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="454"/>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="455"/>
        <source>Work a shift…</source>
        <translation>Eine Schicht arbeiten …</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="456"/>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="457"/>
        <source>Shifts</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="458"/>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="459"/>
        <source>Check when begun</source>
        <translation>Probe bei Beginn</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="460"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="461"/>
        <source>Purse</source>
        <translation>Geldbeutel</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="462"/>
        <source>Coins, and what is counted like them, by the table&apos;s own names (sp, gold crowns, arrows): no rulebook names money. Coins split from the party&apos;s stash land here.</source>
        <translation>Münzen und was wie sie gezählt wird, mit den Namen Ihrer Runde (sp, Goldkronen, Pfeile): kein Regelwerk nennt Geld. Aus dem Lager aufgeteilte Münzen landen hier.</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="463"/>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="464"/>
        <source>Amount</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../build/form_texts.py" line="412"/>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="103"/>
        <source>The user guide is not installed with this copy of SheetKeeper.</source>
        <translation>Das Benutzerhandbuch ist in dieser Installation von SheetKeeper nicht enthalten.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="108"/>
        <source>SheetKeeper User Guide</source>
        <translation>SheetKeeper-Benutzerhandbuch</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="169"/>
        <source>Anywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="194"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="194"/>
        <source>Next or previous field</source>
        <translation>Nächstes oder vorheriges Feld</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="195"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="195"/>
        <source>End the edit of a number (or roll the check whose odds have the focus)</source>
        <translation>Die Eingabe einer Zahl abschließen (oder die Probe würfeln, deren Chance den Fokus hat)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="196"/>
        <source>Up, Down</source>
        <translation>Auf, Ab</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="196"/>
        <source>Step a number</source>
        <translation>Eine Zahl schrittweise ändern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="197"/>
        <source>Left, Right, Space</source>
        <translation>Links, Rechts, Leertaste</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="197"/>
        <source>On a track: move between boxes, mark the box</source>
        <translation>Auf einer Leiste: zwischen Kästchen wechseln, das Kästchen markieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="198"/>
        <source>+, -</source>
        <translation>+, -</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="198"/>
        <source>On a track: add or clear a mark</source>
        <translation>Auf einer Leiste: eine Markierung setzen oder löschen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="199"/>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="199"/>
        <source>Close a dialog (asking first if something was entered)</source>
        <translation>Einen Dialog schließen (mit Rückfrage, wenn etwas eingegeben wurde)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="200"/>
        <source>Ctrl+Tab, Ctrl+Shift+Tab</source>
        <translation>Strg+Tab, Strg+Umschalt+Tab</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="200"/>
        <source>Next or previous page of the sheet (Ctrl+PgDown, Ctrl+PgUp: the open tabs)</source>
        <translation>Nächste oder vorige Seite des Bogens (Strg+Bild ab, Strg+Bild auf: die offenen Tabs)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="202"/>
        <source>Alt+underlined letter</source>
        <translation>Alt+unterstrichener Buchstabe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="202"/>
        <source>Show that page or tab and go to it</source>
        <translation>Diese Seite oder diesen Tab zeigen und dorthin gehen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/help.py" line="221"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>InitiativeDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="38"/>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="54"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="45"/>
        <source>Each game orders its own members by its own rule. Roll again for a new combat.</source>
        <translation>Jedes Spiel ordnet seine eigenen Mitglieder nach seiner eigenen Regel. Würfeln Sie für einen neuen Kampf erneut.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="54"/>
        <source>Order</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="54"/>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="54"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="55"/>
        <source>Acts in</source>
        <translation>Handelt in</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="56"/>
        <source>Initiative order</source>
        <translation>Initiativereihenfolge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="60"/>
        <source>Roll again</source>
        <translation>Erneut würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="100"/>
        <source>Conditions this round</source>
        <translation>Umstände in dieser Runde</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="101"/>
        <source>What changes when a member acts, as their game says; the order follows with the same dice.</source>
        <translation>Was sich ändert, wenn ein Mitglied handelt, wie sein Spiel es vorsieht; die Reihenfolge folgt mit denselben Würfeln.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/initiative.py" line="145"/>
        <source>no turn — {0}</source>
        <translation>kein Zug — {0}</translation>
    </message>
</context>
<context>
    <name>InventoryElement</name>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="69"/>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="19"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="70"/>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="20"/>
        <source>Qty</source>
        <translation>Anz.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="21"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="22"/>
        <source>ENC</source>
        <translation>ENC</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="72"/>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="23"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/inventory.py" line="45"/>
        <source>Encumbrance</source>
        <translation>Belastung</translation>
    </message>
</context>
<context>
    <name>LadderElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ladder.py" line="50"/>
        <source>Set {0} to {1}</source>
        <translation>{0} auf {1} setzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ladder.py" line="62"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;  {1} of {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;  {1} von {2}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ladder.py" line="64"/>
        <source>{0} (+{1} temporary: {2})</source>
        <translation>{0} (+{1} vorübergehend: {2})</translation>
    </message>
</context>
<context>
    <name>LedgerElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="40"/>
        <source>Award XP…</source>
        <translation>EP vergeben …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="43"/>
        <source>Advance…</source>
        <translation>Steigern …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="45"/>
        <source>What the rules offer on this ledger</source>
        <translation>Was die Regeln auf diesem Konto anbieten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="46"/>
        <source>Every advance the rules offer now</source>
        <translation>Jede Steigerung, die die Regeln jetzt anbieten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="56"/>
        <source>Adjustments waiting to be accepted</source>
        <translation>Anpassungen, die auf Bestätigung warten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="57"/>
        <source>Accept adjustments</source>
        <translation>Anpassungen bestätigen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="58"/>
        <source>The GM agrees with these changes made by hand</source>
        <translation>Die Spielleitung ist mit diesen von Hand gemachten Änderungen einverstanden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="65"/>
        <source>Ledger entries</source>
        <translation>Kontoeinträge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="105"/>
        <source>Accept the adjustment of {0}</source>
        <translation>Die Anpassung von {0} bestätigen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="111"/>
        <source>{0}: {1} by hand ({2})</source>
        <translation>{0}: {1} von Hand ({2})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="114"/>
        <source>&lt;b&gt;Adjustments to accept&lt;/b&gt;: </source>
        <translation>&lt;b&gt;Zu bestätigende Anpassungen&lt;/b&gt;: </translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="132"/>
        <source>&lt;b&gt;What the rules did&lt;/b&gt; · {0} entries</source>
        <translation>&lt;b&gt;Was die Regeln getan haben&lt;/b&gt; · {0} Einträge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="133"/>
        <source>Nothing yet: rolls, training and rests appear here</source>
        <translation>Noch nichts: Würfe, Training und Rasten erscheinen hier</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="137"/>
        <source>&lt;b&gt;{0} XP available&lt;/b&gt; · {1} earned · {2} spent</source>
        <translation>&lt;b&gt;{0} EP verfügbar&lt;/b&gt; · {1} verdient · {2} ausgegeben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="139"/>
        <source>&lt;b&gt;{0} XP earned&lt;/b&gt; · a total: levels are reached, no XP is spent</source>
        <translation>&lt;b&gt;{0} EP erworben&lt;/b&gt; · eine Summe: Stufen werden erreicht, keine EP verbraucht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="144"/>
        <source>&lt;b&gt;{0} hours spent&lt;/b&gt; on training and research</source>
        <translation>&lt;b&gt;{0} Stunden verbracht&lt;/b&gt; mit Training und Forschung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="145"/>
        <source>{0} · under way: {1}</source>
        <translation>{0} · laufend: {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="149"/>
        <source>unnamed</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="151"/>
        <source>&lt;b&gt;{0} hours left&lt;/b&gt; · {1} granted</source>
        <translation>&lt;b&gt;Noch {0} Stunden&lt;/b&gt; · {1} gewährt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/ledger.py" line="153"/>
        <source>{0} · spent on {1}</source>
        <translation>{0} · ausgegeben für {1}</translation>
    </message>
</context>
<context>
    <name>LedgerView</name>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="77"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="78"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="79"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="80"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="81"/>
        <source>Balance</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="99"/>
        <source>Granted</source>
        <translation>Gewährt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="100"/>
        <location filename="../sheetkeeper/sheet/ledger.py" line="105"/>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="101"/>
        <source>Remaining</source>
        <translation>Verbleibend</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="104"/>
        <source>Earned</source>
        <translation>Verdient</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="106"/>
        <source>Available</source>
        <translation>Verfügbar</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="118"/>
        <source>Learning hours</source>
        <translation>Lernstunden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="118"/>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="120"/>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="120"/>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="139"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="159"/>
        <source>{0} h</source>
        <translation>{0} Std.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="164"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/ledger.py" line="165"/>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
</context>
<context>
    <name>LibraryButtons</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="43"/>
        <source>From library…</source>
        <translation>Aus Bibliothek …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="44"/>
        <source>Add from library to {0}</source>
        <translation>Aus der Bibliothek zu {0} hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="46"/>
        <source>Update from library…</source>
        <translation>Aus Bibliothek aktualisieren …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="47"/>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="142"/>
        <source>Update {0} from library</source>
        <translation>{0} aus der Bibliothek aktualisieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="96"/>
        <source>Update {0} from the library</source>
        <translation>{0} aus der Bibliothek aktualisieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="99"/>
        <source>Library → sheet; the ticked ones are applied through the rules:</source>
        <translation>Bibliothek → Bogen; die angehakten werden über die Regeln angewendet:</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="101"/>
        <source>Differences from the library</source>
        <translation>Abweichungen von der Bibliothek</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="109"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="130"/>
        <source>{0} are as the library has them</source>
        <translation>{0} entsprechen der Bibliothek</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/from_library.py" line="137"/>
        <source>This file is open read-only: {0}</source>
        <translation>Diese Datei ist schreibgeschützt geöffnet: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryPrintDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/library_print.py" line="34"/>
        <source>Export the library as PDF</source>
        <translation>Bibliothek als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_print.py" line="40"/>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_print.py" line="42"/>
        <source>Cards to cut out, nine to a page, for the {0}</source>
        <translation>Karten zum Ausschneiden, neun pro Seite, für: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_print.py" line="43"/>
        <source>Cards to cut out</source>
        <translation>Karten zum Ausschneiden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_print.py" line="48"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="85"/>
        <source>Redone: {0}</source>
        <translation>Wiederhergestellt: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="88"/>
        <source>Undone: {0}</source>
        <translation>Rückgängig gemacht: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="96"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="102"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="107"/>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="108"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="108"/>
        <source>&amp;List:</source>
        <translation>&amp;Liste:</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="121"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="221"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="122"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="221"/>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="137"/>
        <source>Export PDF…</source>
        <translation>PDF exportieren …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="139"/>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="140"/>
        <source>The library as a reference sheet to print, with cards to cut out</source>
        <translation>Die Bibliothek als Übersichtsblatt zum Drucken, mit Karten zum Ausschneiden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="145"/>
        <source>Rows of the library</source>
        <translation>Zeilen der Bibliothek</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="153"/>
        <source>What the library said</source>
        <translation>Meldung der Bibliothek</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="157"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="158"/>
        <source>Name of a new row</source>
        <translation>Name einer neuen Zeile</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="163"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="164"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="165"/>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="166"/>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="167"/>
        <source>Import CSV…</source>
        <translation>CSV importieren …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="168"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="169"/>
        <source>Keep in the party</source>
        <translation>In der Gruppe aufbewahren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="174"/>
        <source> row</source>
        <translation> Zeile</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="269"/>
        <source>Library — {0}</source>
        <translation>Bibliothek — {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="272"/>
        <source>Kept in {0}</source>
        <translation>Aufbewahrt in {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="278"/>
        <source>Save this library in the folder of {0} and name it there, for everyone in the party</source>
        <translation>Diese Bibliothek im Ordner von {0} speichern und dort vermerken, für alle in der Gruppe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="352"/>
        <source>Type the new row&apos;s name first</source>
        <translation>Geben Sie zuerst den Namen der neuen Zeile ein</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="355"/>
        <source>{0} added</source>
        <translation>{0} hinzugefügt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="383"/>
        <source>{0}: {1} changed</source>
        <translation>{0}: {1} geändert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="389"/>
        <source>Select the row to remove</source>
        <translation>Wählen Sie die zu entfernende Zeile</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="392"/>
        <source>{0} removed</source>
        <translation>{0} entfernt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="399"/>
        <source>Reordered</source>
        <translation>Neu geordnet</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="414"/>
        <source>Kept in the party as {0}: save the party to keep the change</source>
        <translation>In der Gruppe als {0} aufbewahrt: Speichern Sie die Gruppe, um die Änderung zu behalten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="421"/>
        <source>{0}: could not be read as UTF-8 text ({1})</source>
        <translation>{0}: konnte nicht als UTF-8-Text gelesen werden ({1})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="425"/>
        <source>{0} imported</source>
        <translation>{0} importiert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="433"/>
        <source>{0}: not written ({1})</source>
        <translation>{0}: nicht geschrieben ({1})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="438"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="450"/>
        <source>{0} written</source>
        <translation>{0} geschrieben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="468"/>
        <source>Import CSV</source>
        <translation>CSV importieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="468"/>
        <location filename="../sheetkeeper/ui/library_window.py" line="474"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_window.py" line="474"/>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
</context>
<context>
    <name>ListTable</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="149"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="149"/>
        <source>Add row in {0}</source>
        <translation>Zeile in {0} hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="150"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="150"/>
        <source>Remove row in {0}</source>
        <translation>Zeile in {0} entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="151"/>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="151"/>
        <source>Up row in {0}</source>
        <translation>Zeile in {0} nach oben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="152"/>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="152"/>
        <source>Down row in {0}</source>
        <translation>Zeile in {0} nach unten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="256"/>
        <source>Space marks a box from the left, Shift+Space from the right; plus and minus add or clear a mark from the left, with Ctrl from the right.</source>
        <translation>Die Leertaste markiert ein Kästchen von links, Umschalt+Leertaste von rechts; Plus und Minus setzen oder löschen eine Markierung von links, mit Strg von rechts.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="268"/>
        <source>{0}: a custom {1}, not in the game&apos;s list</source>
        <translation>{0}: eigener Eintrag ({1}), nicht aus der Liste des Spiels</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="289"/>
        <source>{0}: {1} is not a number</source>
        <translation>{0}: {1} ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="296"/>
        <source>Edit {0}</source>
        <translation>{0} bearbeiten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="300"/>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="306"/>
        <source>Mark {0}</source>
        <translation>{0} markieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="306"/>
        <source>Clear {0}</source>
        <translation>{0} löschen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="314"/>
        <source>{0}: {1} marked from the left, {2} from the right, {3} boxes</source>
        <translation>{0}: {1} von links markiert, {2} von rechts, {3} Kästchen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="325"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="338"/>
        <source>Rows cannot be added here</source>
        <translation>Hier können keine Zeilen hinzugefügt werden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="341"/>
        <source>Add to {0}</source>
        <translation>Zu {0} hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="364"/>
        <source>Remove from {0}</source>
        <translation>Aus {0} entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/table.py" line="371"/>
        <source>Reorder</source>
        <translation>Umsortieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/name_completer.py" line="27"/>
        <source>A {0} from the game&apos;s list, or your own</source>
        <translation>{0} aus der Liste des Spiels oder ein eigener Eintrag</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/name_completer.py" line="28"/>
        <source>A {0} from the game&apos;s list</source>
        <translation>{0} aus der Liste des Spiels</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../sheetkeeper/sheet/load.py" line="34"/>
        <source>Load {0} of {1} {2}</source>
        <translation>Last {0} von {1} {2}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/load.py" line="39"/>
        <source>Over capacity: {0}</source>
        <translation>Über der Tragkraft: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/load.py" line="40"/>
        <source>Over capacity</source>
        <translation>Über der Tragkraft</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="30"/>
        <source>Import Filled Sheet</source>
        <translation>Ausgefüllten Bogen importieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="33"/>
        <source>Open the character the sheet is for first.</source>
        <translation>Öffnen Sie zuerst den Charakter, zu dem der Bogen gehört.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="39"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="48"/>
        <source>Cannot import {0}: {1}</source>
        <translation>{0} kann nicht importiert werden: {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="54"/>
        <source>Not imported:</source>
        <translation>Nicht importiert:</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="57"/>
        <source>Nothing to change in {0}.</source>
        <translation>In {0} gibt es nichts zu ändern.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="60"/>
        <source>This sheet was printed from an older version; what does not clash is merged.</source>
        <translation>Dieser Bogen wurde mit einer älteren Version gedruckt; was nicht kollidiert, wird zusammengeführt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="63"/>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="65"/>
        <source>Import filled sheet</source>
        <translation>Ausgefüllten Bogen importieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/import_sheet.py" line="67"/>
        <source>Imported {0} changes from {1}</source>
        <translation>{0} Änderungen aus {1} importiert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="66"/>
        <source>Open a character (Ctrl+O) or create one (Ctrl+N).
You can also drop files here.</source>
        <translation>Öffnen Sie einen Charakter (Strg+O) oder erstellen Sie einen (Strg+N).
Sie können Dateien auch hierher ziehen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="136"/>
        <source>Not saved yet</source>
        <translation>Noch nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="234"/>
        <source>open in another SheetKeeper window; use Save As to keep changes</source>
        <translation>in einem anderen SheetKeeper-Fenster geöffnet; verwenden Sie „Speichern unter“, um Änderungen zu behalten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="245"/>
        <source>Could not open {0}</source>
        <translation>{0} konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="269"/>
        <source>Clear Menu</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="309"/>
        <location filename="../sheetkeeper/ui/main_window.py" line="317"/>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="310"/>
        <source>{0} is open already (in another tab or a party); close it first or choose another name.</source>
        <translation>{0} ist bereits geöffnet (in einem anderen Tab oder einer Gruppe); schließen Sie es zuerst oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="318"/>
        <source>{0} is open in another SheetKeeper window (process {1}); choose another name.</source>
        <translation>{0} ist in einem anderen SheetKeeper-Fenster geöffnet (Prozess {1}); wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="348"/>
        <source>Saved {0}</source>
        <translation>{0} gespeichert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/main_window.py" line="354"/>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="163"/>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="172"/>
        <source>Could not save {0}</source>
        <translation>{0} konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="46"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="47"/>
        <source>&amp;New...</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="48"/>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="49"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="52"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="53"/>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="54"/>
        <source>&amp;Export PDF...</source>
        <translation>PDF &amp;exportieren …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="56"/>
        <source>&amp;Import Filled Sheet...</source>
        <translation>Ausgefüllten Bogen &amp;importieren …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="58"/>
        <source>Export &amp;Library PDF...</source>
        <translation>Bibliothek als P&amp;DF exportieren …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="61"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="62"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="64"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="65"/>
        <location filename="../sheetkeeper/ui/menus.py" line="69"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="67"/>
        <location filename="../sheetkeeper/ui/menus.py" line="70"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="75"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="76"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="77"/>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="79"/>
        <source>&amp;Library...</source>
        <translation>&amp;Bibliothek …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="80"/>
        <source>Pr&amp;eferences...</source>
        <translation>Ein&amp;stellungen …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="83"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="86"/>
        <source>Follow &amp;System</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="87"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="88"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="89"/>
        <source>&amp;High Contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="100"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="101"/>
        <source>&amp;User Guide</source>
        <translation>Benutzer&amp;handbuch</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="103"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="104"/>
        <source>&amp;Rules Notes</source>
        <translation>&amp;Regelnotizen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/menus.py" line="110"/>
        <source>&amp;About SheetKeeper</source>
        <translation>Ü&amp;ber SheetKeeper</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="184"/>
        <source>Saved {0} files.</source>
        <translation>{0} Dateien gespeichert.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="199"/>
        <source>Reload {0}</source>
        <translation>{0} neu laden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="200"/>
        <source>Read the party and its members again from disk? Unsaved changes to the party are dropped; members&apos; edits stay in their Undo history.</source>
        <translation>Die Gruppe und ihre Mitglieder erneut vom Datenträger lesen? Ungespeicherte Änderungen an der Gruppe gehen verloren; die Änderungen an Mitgliedern bleiben in deren Rückgängig-Verlauf.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="203"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_tabs.py" line="221"/>
        <source>Kept the unsaved changes of {0}: open in another tab or party too.</source>
        <translation>Die ungespeicherten Änderungen an {0} wurden behalten: auch in einem anderen Tab oder einer Gruppe geöffnet.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="47"/>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="52"/>
        <source>PDF export is not available: {0}</source>
        <translation>PDF-Export ist nicht verfügbar: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="56"/>
        <source>Writing {0}...</source>
        <translation>{0} wird geschrieben …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="76"/>
        <source>Could not write {0}: {1}</source>
        <translation>{0} konnte nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="99"/>
        <source>The PDF was written, but some characters will not print:

{0}</source>
        <translation>Das PDF wurde geschrieben, aber einige Zeichen werden nicht gedruckt:

{0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="102"/>
        <source>Saved {0}.</source>
        <translation>{0} gespeichert.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_export.py" line="104"/>
        <source>Open PDF</source>
        <translation>PDF öffnen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/restore.py" line="46"/>
        <location filename="../sheetkeeper/ui/restore.py" line="67"/>
        <source>Could not restore {0}</source>
        <translation>{0} konnte nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/restore.py" line="53"/>
        <location filename="../sheetkeeper/ui/restore.py" line="80"/>
        <source>Restore Autosaved Changes</source>
        <translation>Automatisch gesicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/restore.py" line="76"/>
        <source>The party file {0} is not there any more.</source>
        <translation>Die Gruppendatei {0} ist nicht mehr vorhanden.</translation>
    </message>
</context>
<context>
    <name>Member</name>
    <message>
        <location filename="../sheetkeeper/ui/party/member.py" line="43"/>
        <source>Not opened</source>
        <translation>Nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>MemberCard</name>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="138"/>
        <source>Roll…</source>
        <translation>Würfeln…</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="167"/>
        <location filename="../sheetkeeper/ui/party/card.py" line="326"/>
        <source>{0}&apos;s card</source>
        <translation>Karte von {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="168"/>
        <source>missing or broken file</source>
        <translation>fehlende oder beschädigte Datei</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="269"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="62"/>
        <source>marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="59"/>
        <source>Click marks {0} from the left</source>
        <translation>Ein Klick markiert {0} von links</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="61"/>
        <source>{0}; right click or Shift+click marks {1} from the right</source>
        <translation>{0}; Rechtsklick oder Umschalt+Klick markiert {1} von rechts</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="78"/>
        <source>{0}: {1} {2}</source>
        <translation>{0}: {1} {2}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="80"/>
        <source>{0}, {1} {2}</source>
        <translation>{0}, {1} {2}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="81"/>
        <source>{0} {1}, {2} boxes</source>
        <translation>{0} {1}, {2} Kästchen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="92"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="108"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="130"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="153"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="103"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="126"/>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="149"/>
        <source>Set {0} to {1}</source>
        <translation>{0} auf {1} setzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="166"/>
        <source>Mark {0} {1}</source>
        <translation>{0} {1} markieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_cells.py" line="166"/>
        <source>Clear {0} {1}</source>
        <translation>{0} {1} löschen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="294"/>
        <source>{0} is open read-only: {1}</source>
        <translation>{0} ist schreibgeschützt geöffnet: {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="325"/>
        <source>{0}, changed since saved</source>
        <translation>{0}, seit dem Speichern geändert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="327"/>
        <source>Roll for {0}</source>
        <translation>Für {0} würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="328"/>
        <source>Roll one of {0}&apos;s checks in the dice roller (Ctrl+R on the card)</source>
        <translation>Eine Probe von {0} im Würfelfenster würfeln (Strg+R auf der Karte)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card.py" line="347"/>
        <source>Purse: {0}</source>
        <translation>Geldbeutel: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="26"/>
        <source>&amp;Open sheet</source>
        <translation>Bogen ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="29"/>
        <source>Ro&amp;ll…</source>
        <translation>&amp;Würfeln…</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="33"/>
        <source>&amp;Statuses</source>
        <translation>&amp;Status</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="35"/>
        <source>&amp;Remove from party</source>
        <translation>Aus der Gruppe &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="36"/>
        <source>The character file stays on disk; Undo puts the member back</source>
        <translation>Die Charakterdatei bleibt auf dem Datenträger; „Rückgängig“ holt das Mitglied zurück</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="55"/>
        <source>Set {0}</source>
        <translation>{0} setzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/card_menu.py" line="55"/>
        <source>Clear {0}</source>
        <translation>{0} aufheben</translation>
    </message>
</context>
<context>
    <name>MemberChange</name>
    <message>
        <location filename="../sheetkeeper/ui/party/commands.py" line="109"/>
        <source>Undo {0}</source>
        <translation>{0} rückgängig machen</translation>
    </message>
</context>
<context>
    <name>MemberPanel</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="79"/>
        <source>{0} has</source>
        <translation>{0} hat</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="83"/>
        <source>No XP in {0}: {1}.</source>
        <translation>Keine EP in {0}: {1}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="91"/>
        <source>{0} for {1}</source>
        <translation>{0} für {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="93"/>
        <source>reason (what they did)</source>
        <translation>Grund (was sie getan haben)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="94"/>
        <source>Reason for {0}&apos;s {1}</source>
        <translation>Grund für {1} von {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="95"/>
        <source>Award</source>
        <translation>Vergeben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="97"/>
        <source>in the share</source>
        <translation>am Anteil</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="99"/>
        <source>{0} in the share</source>
        <translation>{0} am Anteil</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="100"/>
        <source>Share out splits the total among the members ticked</source>
        <translation>Aufteilen verteilt die Summe unter den angehakten Mitgliedern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="110"/>
        <source>XP: one for each question answered yes (the award above is the GM&apos;s final say)</source>
        <translation>EP: eine für jede mit Ja beantwortete Frage (die Vergabe oben ist das letzte Wort der Spielleitung)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="131"/>
        <source>Nothing else happens between sessions in this game.</source>
        <translation>In diesem Spiel geschieht zwischen den Sitzungen nichts weiter.</translation>
    </message>
</context>
<context>
    <name>ModifierBox</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/odds.py" line="64"/>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/odds.py" line="68"/>
        <source>Modifier for the odds shown</source>
        <translation>Modifikator für die angezeigten Chancen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/odds.py" line="69"/>
        <source>A situational modifier: the odds shown include it</source>
        <translation>Ein Situationsmodifikator: Die angezeigten Chancen enthalten ihn</translation>
    </message>
</context>
<context>
    <name>NamePage</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="75"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="78"/>
        <source>The character&apos;s name</source>
        <translation>Der Name des Charakters</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="80"/>
        <source>Who plays them (optional)</source>
        <translation>Wer ihn spielt (optional)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="81"/>
        <source>N&amp;ame</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="82"/>
        <source>&amp;Player</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="89"/>
        <source>Game: {0} ({1}). Back picks another.</source>
        <translation>Spiel: {0} ({1}). Mit Zurück wählen Sie ein anderes.</translation>
    </message>
</context>
<context>
    <name>NewCharacterWizard</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="174"/>
        <source>New character</source>
        <translation>Neuer Charakter</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="238"/>
        <source>this character</source>
        <translation>diesen Charakter</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="239"/>
        <source>Discard the character?</source>
        <translation>Charakter verwerfen?</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="240"/>
        <source>Discard {0}? What you entered is lost.</source>
        <translation>{0} verwerfen? Was Sie eingegeben haben, geht verloren.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="241"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="242"/>
        <source>Keep Editing</source>
        <translation>Weiter bearbeiten</translation>
    </message>
</context>
<context>
    <name>NotesElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/notes.py" line="14"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <location filename="../sheetkeeper/ui/number_box.py" line="84"/>
        <location filename="../sheetkeeper/ui/number_box.py" line="92"/>
        <source>{0} can be {1} to {2}, so {3} became {4}.</source>
        <translation>{0} kann {1} bis {2} sein, daher wurde aus {3} {4}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/number_box.py" line="87"/>
        <source>{0} can be at most {1}, so {2} became {3}.</source>
        <translation>{0} kann höchstens {1} sein, daher wurde aus {2} {3}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/number_box.py" line="90"/>
        <source>{0} can be no less than {1}, so {2} became {3}.</source>
        <translation>{0} kann nicht unter {1} sein, daher wurde aus {2} {3}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/number_box.py" line="124"/>
        <source>From {0} to {1}</source>
        <translation>Von {0} bis {1}</translation>
    </message>
</context>
<context>
    <name>OfferButtons</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/offer_buttons.py" line="20"/>
        <source>{0}…</source>
        <translation>{0} …</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="229"/>
        <location filename="../sheetkeeper/ui/options_form.py" line="251"/>
        <source>to be entered</source>
        <translation>einzutragen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/options_form.py" line="246"/>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>OtherTargetDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="45"/>
        <source>Damage to another target</source>
        <translation>Schaden an einem anderen Ziel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="61"/>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="62"/>
        <source>Target&apos;s name</source>
        <translation>Name des Ziels</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="63"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="70"/>
        <source>Damage breakdown</source>
        <translation>Aufschlüsselung des Schadens</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="72"/>
        <source>Nothing is written on any sheet: note the damage where this target is kept.</source>
        <translation>Auf keinem Bogen wird etwas eingetragen: Notieren Sie den Schaden dort, wo dieses Ziel geführt wird.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/other_target.py" line="89"/>
        <location filename="../sheetkeeper/ui/other_target.py" line="96"/>
        <source>No damage: {0}</source>
        <translation>Kein Schaden: {0}</translation>
    </message>
</context>
<context>
    <name>PaperSheet</name>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="155"/>
        <source>both</source>
        <translation>beides</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="174"/>
        <source>None in force</source>
        <translation>Keine in Kraft</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="193"/>
        <source>{0} (continued)</source>
        <translation>{0} (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="194"/>
        <location filename="../sheetkeeper/export/gm_table.py" line="213"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/builders.py" line="254"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="97"/>
        <source>Player: {0}</source>
        <translation>Spieler: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="101"/>
        <source>Character sheet</source>
        <translation>Charakterbogen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="102"/>
        <source>ended {0}</source>
        <translation>beendet am {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="103"/>
        <source>under way</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="135"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="135"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="182"/>
        <source>Encounter: {0}</source>
        <translation>Begegnung: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="185"/>
        <source>round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="186"/>
        <source>the order is not rolled yet</source>
        <translation>die Zugfolge ist noch nicht ausgewürfelt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="188"/>
        <source>{0}&apos;s turn</source>
        <translation>{0} ist am Zug</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="191"/>
        <source>Foes</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="194"/>
        <source>Foe</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="194"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="195"/>
        <source>Numbers</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="195"/>
        <source>Statuses</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="196"/>
        <source>Damage and notes</source>
        <translation>Schaden und Notizen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="203"/>
        <source>Turn order</source>
        <translation>Zugfolge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="210"/>
        <location filename="../sheetkeeper/export/layout.py" line="307"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="210"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="211"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="212"/>
        <source>R{0}</source>
        <translation>R{0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="216"/>
        <source> (foe)</source>
        <translation> (Gegner)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="234"/>
        <source>Stash</source>
        <translation>Lager</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="235"/>
        <source>What the party found and has not handed out yet.</source>
        <translation>Was die Gruppe gefunden und noch nicht verteilt hat.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="236"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="239"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="239"/>
        <source>Quantity</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="240"/>
        <source>ENC</source>
        <translation>ENC</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="241"/>
        <source>Handed to</source>
        <translation>Übergeben an</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="247"/>
        <source>Coins and ammunition</source>
        <translation>Münzen und Munition</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="250"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="250"/>
        <source>Amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="251"/>
        <source>Shares</source>
        <translation>Anteile</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="307"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="308"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="308"/>
        <source>Key numbers</source>
        <translation>Wichtige Werte</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="309"/>
        <source>States</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/layout.py" line="324"/>
        <source>{0} characters; each sheet follows this roster.</source>
        <translation>{0} Charaktere; jeder Bogen folgt dieser Liste.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/numbered.py" line="35"/>
        <location filename="../sheetkeeper/export/pdf.py" line="334"/>
        <source>Page {0} of {1}</source>
        <translation>Seite {0} von {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/ledger.py" line="30"/>
        <source>Most recent</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/ledger.py" line="37"/>
        <source>New XP (amount, and what for)</source>
        <translation>Neue EP (Menge, und wofür)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/ledger.py" line="40"/>
        <source>for</source>
        <translation>wofür</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="37"/>
        <source>Rating</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="39"/>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="153"/>
        <source>Odds</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/gm_table.py" line="240"/>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="63"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/lists.py" line="84"/>
        <source>{0}, on mount</source>
        <translation>{0}, auf dem Reittier</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/marks.py" line="56"/>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/marks.py" line="60"/>
        <source>maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/paper_blocks/marks.py" line="65"/>
        <source>temporary</source>
        <translation>vorübergehend</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="113"/>
        <location filename="../sheetkeeper/export/pdf.py" line="314"/>
        <source>{0} — blank sheet</source>
        <translation>{0} — leerer Bogen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="181"/>
        <source>Party book — {0} characters</source>
        <translation>Gruppenbuch — {0} Charaktere</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="195"/>
        <source>Party book</source>
        <translation>Gruppenbuch</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="291"/>
        <source>a part of the sheet is too tall to fit on a page</source>
        <translation>ein Teil des Bogens ist zu hoch für eine Seite</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="292"/>
        <source>a value</source>
        <translation>ein Wert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="293"/>
        <source>“{0}” is too long to fit on a page ({1} characters); shorten it and export again</source>
        <translation>„{0}“ ist zu lang für eine Seite ({1} Zeichen); kürzen Sie es und exportieren Sie erneut</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/key_numbers.py" line="28"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/pdf.py" line="188"/>
        <source>Blank sheet</source>
        <translation>Leerer Bogen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/library_pdf.py" line="72"/>
        <source>the library holds no rows yet; add some before printing it</source>
        <translation>die Bibliothek hat noch keine Zeilen; fügen Sie vor dem Drucken welche hinzu</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/library_pdf.py" line="85"/>
        <source>{0} library</source>
        <translation>Bibliothek für {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/library_pdf.py" line="107"/>
        <source>{0} — the table&apos;s library</source>
        <translation>{0} — die Bibliothek der Runde</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/library_pdf.py" line="157"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/export/library_pdf.py" line="157"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
</context>
<context>
    <name>PartyFileGuard</name>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="97"/>
        <source>The party file changed on disk but does not read ({0}); it is taken in once it does.</source>
        <translation>Die Gruppendatei wurde auf dem Datenträger geändert, lässt sich aber nicht lesen ({0}); sie wird übernommen, sobald sie lesbar ist.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="102"/>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="112"/>
        <source>Reload {0} from disk</source>
        <translation>{0} vom Datenträger neu laden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="103"/>
        <source>The party file was changed elsewhere: reloaded.</source>
        <translation>Die Gruppendatei wurde anderswo geändert: neu geladen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="106"/>
        <source>Merge changes to {0} from disk</source>
        <translation>Änderungen an {0} vom Datenträger zusammenführen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="107"/>
        <source>The party file was changed elsewhere: merged with your changes (Undo takes them out; save to keep both).</source>
        <translation>Die Gruppendatei wurde anderswo geändert: mit Ihren Änderungen zusammengeführt („Rückgängig“ nimmt sie heraus; speichern Sie, um beide zu behalten).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="113"/>
        <source>The party file was reloaded; your changes to the party are in Undo.</source>
        <translation>Die Gruppendatei wurde neu geladen; Ihre Änderungen an der Gruppe sind im Rückgängig-Verlauf.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="123"/>
        <source>The party file changed on disk; not reloaded. Save asks again.</source>
        <translation>Die Gruppendatei wurde auf dem Datenträger geändert; nicht neu geladen. Beim Speichern wird erneut gefragt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party_file_guard.py" line="135"/>
        <source>The party file {0} on disk</source>
        <translation>Die Gruppendatei {0} auf dem Datenträger</translation>
    </message>
</context>
<context>
    <name>PartyLibrary</name>
    <message>
        <location filename="../sheetkeeper/ui/party_library.py" line="56"/>
        <source>Keep the library in the party</source>
        <translation>Die Bibliothek in der Gruppe aufbewahren</translation>
    </message>
</context>
<context>
    <name>PartyView</name>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="77"/>
        <source>The party is open read-only ({0}); its roster cannot change.</source>
        <translation>Die Gruppe ist schreibgeschützt geöffnet ({0}); ihre Mitglieder können sich nicht ändern.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="85"/>
        <source>Add {0} members</source>
        <translation>{0} Mitglieder hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="101"/>
        <source>{0} is in the party already.</source>
        <translation>{0} ist bereits in der Gruppe.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="104"/>
        <source>{0} was not added: a party holds at most {1} members.</source>
        <translation>{0} wurde nicht hinzugefügt: Eine Gruppe hat höchstens {1} Mitglieder.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="118"/>
        <source>Added {0} to the party.</source>
        <translation>{0} zur Gruppe hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="119"/>
        <source>Added {0} to the party, but it did not open: {1}</source>
        <translation>{0} zur Gruppe hinzugefügt, aber nicht geöffnet: {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="120"/>
        <source>Took {0} off the party again.</source>
        <translation>{0} wieder aus der Gruppe genommen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="122"/>
        <source>Add {0}</source>
        <translation>{0} hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="133"/>
        <source>Took {0} off the party; the file {1} stays on disk. Undo puts {0} back.</source>
        <translation>{0} aus der Gruppe genommen; die Datei {1} bleibt auf dem Datenträger. „Rückgängig“ holt {0} zurück.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="136"/>
        <source>Remove {0}</source>
        <translation>{0} entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="137"/>
        <source>Put {0} back in the party.</source>
        <translation>{0} zurück in die Gruppe geholt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="173"/>
        <source>Add members</source>
        <translation>Mitglieder hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="174"/>
        <source>SheetKeeper characters (*{0})</source>
        <translation>SheetKeeper-Charaktere (*{0})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="182"/>
        <source>New member of {0}</source>
        <translation>Neues Mitglied von {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="206"/>
        <source>{0} could not be saved in the party&apos;s folder: {1}

Nothing was added to the party. The character is open in a tab of its own; use Save As to keep it.</source>
        <translation>{0} konnte nicht im Ordner der Gruppe gespeichert werden: {1}

Der Gruppe wurde nichts hinzugefügt. Der Charakter ist in einem eigenen Tab geöffnet; verwenden Sie „Speichern unter“, um ihn zu behalten.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="210"/>
        <source>New member not saved</source>
        <translation>Neues Mitglied nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="214"/>
        <source>Created {0} in the party&apos;s folder and added {1} to the party. Undo takes {1} off the party; the file stays on disk.</source>
        <translation>{0} im Ordner der Gruppe erstellt und {1} zur Gruppe hinzugefügt. „Rückgängig“ nimmt {1} aus der Gruppe; die Datei bleibt auf dem Datenträger.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster.py" line="216"/>
        <source>Took {0} off the party; the file {1} stays in the party&apos;s folder.</source>
        <translation>{0} aus der Gruppe genommen; die Datei {1} bleibt im Ordner der Gruppe.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="21"/>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="29"/>
        <source>Needs attention</source>
        <translation>Handlungsbedarf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="22"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="23"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="24"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="25"/>
        <source>XP available</source>
        <translation>EP verfügbar</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="28"/>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="30"/>
        <source>Missing or broken files</source>
        <translation>Fehlende/defekte Dateien</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="46"/>
        <source>En&amp;d session…</source>
        <translation>Sitzungs&amp;ende …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="48"/>
        <source>&amp;Initiative…</source>
        <translation>&amp;Initiative …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="50"/>
        <source>&amp;Add members…</source>
        <translation>&amp;Hinzufügen …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="51"/>
        <source>Add existing character files to the party</source>
        <translation>Vorhandene Charakterdateien zur Gruppe hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="54"/>
        <source>&amp;New member…</source>
        <translation>&amp;Neues Mitglied …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="55"/>
        <source>Create a character and save it in the party&apos;s folder</source>
        <translation>Einen Charakter erstellen und im Ordner der Gruppe speichern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="59"/>
        <source>Read the party file and its members again from disk</source>
        <translation>Die Gruppendatei und ihre Mitglieder erneut vom Datenträger lesen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="63"/>
        <source>Save the party file and every changed member (Ctrl+S)</source>
        <translation>Die Gruppendatei und jedes geänderte Mitglied speichern (Strg+S)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="74"/>
        <source>Sort members by</source>
        <translation>Mitglieder sortieren nach</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="76"/>
        <source>Show members</source>
        <translation>Mitglieder zeigen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="78"/>
        <source>Sho&amp;w</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="82"/>
        <source>Sort &amp;now</source>
        <translation>&amp;Jetzt sortieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="83"/>
        <source>Put the cards in order now (they wait while the pointer is over them)</source>
        <translation>Die Karten jetzt ordnen (sie warten, solange der Mauszeiger über ihnen ist)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="30"/>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="52"/>
        <source>Session log</source>
        <translation>Sitzungsprotokoll</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="58"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="62"/>
        <source>Save part&amp;y</source>
        <translation>Spei&amp;chern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="77"/>
        <source>Sort &amp;by</source>
        <translation>&amp;Sortieren nach</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="36"/>
        <source>Session lo&amp;g</source>
        <translation>Sitzungs&amp;protokoll</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="39"/>
        <source>Enco&amp;unter</source>
        <translation>Be&amp;gegnung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="41"/>
        <source>S&amp;tash</source>
        <translation>Lage&amp;r</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="134"/>
        <source>Loading members… {0} of {1}</source>
        <translation>Mitglieder werden geladen … {0} von {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/roster_controls.py" line="138"/>
        <source>{0} of {1} members shown</source>
        <translation>{0} von {1} angezeigt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="147"/>
        <source>Members&apos; cards</source>
        <translation>Karten der Mitglieder</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="167"/>
        <source>Roll for the member whose card has the focus</source>
        <translation>Für das Mitglied würfeln, dessen Karte den Fokus hat</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="288"/>
        <source>GM {0}</source>
        <translation>SL {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="290"/>
        <source>&lt;i&gt;(read-only: {0})&lt;/i&gt;</source>
        <translation>&lt;i&gt;(schreibgeschützt: {0})&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="293"/>
        <source>{0} member</source>
        <translation>{0} Mitglied</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="293"/>
        <source>{0} members</source>
        <translation>{0} Mitglieder</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="295"/>
        <source>{0} session</source>
        <translation>{0} Sitzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="295"/>
        <source>{0} sessions</source>
        <translation>{0} Sitzungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="296"/>
        <source>{0} played</source>
        <translation>{0} gespielt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="341"/>
        <source>Undid {0}.</source>
        <translation>Rückgängig gemacht: {0}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="343"/>
        <source>Redid {0}.</source>
        <translation>Wiederhergestellt: {0}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="54"/>
        <source>No sessions yet. End a session to start the log.</source>
        <translation>Noch keine Sitzungen. Beenden Sie eine Sitzung, um das Protokoll zu beginnen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="57"/>
        <source>ended {0}</source>
        <translation>beendet {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="58"/>
        <source>under way</source>
        <translation>im Gange</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="60"/>
        <source>no foes</source>
        <translation>keine Gegner</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="61"/>
        <source>round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="65"/>
        <source>Foes: {0}</source>
        <translation>Gegner: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="68"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="80"/>
        <source>{0}: +{1} XP</source>
        <translation>{0}: +{1} EP</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="88"/>
        <source>1 older session is kept in the party file.</source>
        <translation>1 ältere Sitzung wird in der Gruppendatei aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/side_tabs.py" line="89"/>
        <source>{0} older sessions are kept in the party file.</source>
        <translation>{0} ältere Sitzungen werden in der Gruppendatei aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_end.py" line="33"/>
        <source>The session log holds {0} sessions, the most a party keeps: nothing was applied.</source>
        <translation>Das Sitzungsprotokoll enthält {0} Sitzungen, mehr fasst eine Gruppe nicht: Nichts wurde angewendet.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_end.py" line="62"/>
        <source>Session “{0}” applied to {1} members. Undo takes it back as one step.</source>
        <translation>Sitzung „{0}“ auf {1} Mitglieder angewendet. „Rückgängig“ nimmt sie in einem Schritt zurück.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_end.py" line="84"/>
        <source>Encounter: {0}</source>
        <translation>Begegnung: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_end.py" line="87"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_end.py" line="89"/>
        <source>Stash: {0}</source>
        <translation>Lager: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="395"/>
        <source>Not saved: {0}</source>
        <translation>Nicht gespeichert: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/view.py" line="397"/>
        <source>Saved {0} files.</source>
        <translation>{0} Dateien gespeichert.</translation>
    </message>
</context>
<context>
    <name>PastFoesDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="24"/>
        <source>Foes from an earlier fight</source>
        <translation>Gegner aus einem früheren Kampf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="29"/>
        <source>Earlier encounter</source>
        <translation>Frühere Begegnung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="31"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="33"/>
        <source>&amp;Encounter</source>
        <translation>&amp;Begegnung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="35"/>
        <source>Foes to bring</source>
        <translation>Mitzubringende Gegner</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="39"/>
        <source>As that fight &amp;left them (its statuses); else fresh</source>
        <translation>So, wie der Kampf sie &amp;ließ (mit Zuständen); sonst frisch</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="40"/>
        <source>As that fight left them</source>
        <translation>So, wie der Kampf sie ließ</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/past_foes_dialog.py" line="66"/>
        <source>That encounter had no foes.</source>
        <translation>Diese Begegnung hatte keine Gegner.</translation>
    </message>
</context>
<context>
    <name>PdfTarget</name>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="29"/>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="35"/>
        <source>Save to</source>
        <translation>Speichern in</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="30"/>
        <source>Browse...</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="37"/>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="41"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="38"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="39"/>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/pdf_target.py" line="45"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>PickDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="125"/>
        <source>Add to {0} from the library</source>
        <translation>Aus der Bibliothek zu {0} hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="129"/>
        <source>Type to search the library&apos;s {0}</source>
        <translation>Tippen, um in der Bibliothek nach {0} zu suchen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="130"/>
        <source>Search the library</source>
        <translation>Bibliothek durchsuchen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="134"/>
        <source>Rows in the library</source>
        <translation>Zeilen in der Bibliothek</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="141"/>
        <source>Open the library…</source>
        <translation>Bibliothek öffnen …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="142"/>
        <source>Open the library to add {0}</source>
        <translation>Bibliothek öffnen, um {0} hinzuzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="151"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="152"/>
        <source>Add the picked row</source>
        <translation>Die gewählte Zeile hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="185"/>
        <source>The library has no {0} yet: open the library to add them, or cancel and type one in the table with Add</source>
        <translation>Die Bibliothek enthält noch keine {0}: Öffnen Sie die Bibliothek, um sie hinzuzufügen, oder brechen Sie ab und tippen Sie einen Eintrag mit Hinzufügen in die Tabelle</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="189"/>
        <source>{0} rows found; the first {1} shown: type more to narrow them</source>
        <translation>{0} Zeilen gefunden, die ersten {1} angezeigt: Tippen Sie weiter, um sie einzugrenzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="192"/>
        <source>{0} of {1} rows</source>
        <translation>{0} von {1} Zeilen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/library_pick.py" line="213"/>
        <source>{0} (the library leaves it to you):</source>
        <translation>{0} (die Bibliothek überlässt es Ihnen):</translation>
    </message>
</context>
<context>
    <name>PlaceholderSheet</name>
    <message>
        <location filename="../sheetkeeper/ui/document_tab.py" line="123"/>
        <source>The sheet could not be shown: {0}</source>
        <translation>Der Bogen konnte nicht angezeigt werden: {0}</translation>
    </message>
</context>
<context>
    <name>PlayEditDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="27"/>
        <source>Change {0}</source>
        <translation>{0} ändern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="30"/>
        <source>&lt;b&gt;{0}: {1} → {2}&lt;/b&gt;&lt;br&gt;The character is in play: the rules govern this value.</source>
        <translation>&lt;b&gt;{0}: {1} → {2}&lt;/b&gt;&lt;br&gt;Der Charakter ist im Spiel: Die Regeln bestimmen diesen Wert.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="40"/>
        <source>Why (needed to record an adjustment)</source>
        <translation>Warum (nötig, um eine Anpassung festzuhalten)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="41"/>
        <source>Reason for the adjustment</source>
        <translation>Grund für die Anpassung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="44"/>
        <source>Advance (costs {0})</source>
        <translation>Steigern (kostet {0})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="45"/>
        <source>Advance</source>
        <translation>Steigern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="47"/>
        <source>Record as adjustment…</source>
        <translation>Als Anpassung festhalten …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="62"/>
        <source>Advance {0}</source>
        <translation>{0} steigern</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_edit.py" line="67"/>
        <source>Adjust {0}</source>
        <translation>{0} anpassen</translation>
    </message>
</context>
<context>
    <name>PlayRemoveDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="30"/>
        <source>Remove {0}</source>
        <translation>{0} entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="33"/>
        <source>&lt;b&gt;Remove {0}?&lt;/b&gt;&lt;br&gt;The character is in play: the rules govern this row.</source>
        <translation>&lt;b&gt;{0} entfernen?&lt;/b&gt;&lt;br&gt;Der Charakter ist im Spiel: Die Regeln bestimmen diese Zeile.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="42"/>
        <source>Why (needed to record the removal as an adjustment)</source>
        <translation>Warum (nötig, um das Entfernen als Anpassung festzuhalten)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="43"/>
        <source>Reason for the adjustment</source>
        <translation>Grund für die Anpassung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="46"/>
        <source>Remove, recorded as adjustment</source>
        <translation>Entfernen, als Anpassung festgehalten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/dialogs/play_remove.py" line="56"/>
        <source>Remove {0} (adjustment)</source>
        <translation>{0} entfernen (Anpassung)</translation>
    </message>
</context>
<context>
    <name>PlayStrip</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="36"/>
        <source>Creation or play</source>
        <translation>Erschaffung oder Spiel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="37"/>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="39"/>
        <source>Finish creation</source>
        <translation>Erschaffung abschließen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="38"/>
        <source>From then on the rules govern what they advance</source>
        <translation>Ab dann bestimmen die Regeln, was gesteigert wird</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="40"/>
        <source>Accept adjustments</source>
        <translation>Anpassungen bestätigen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="42"/>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="44"/>
        <source>Use the game&apos;s spelling</source>
        <translation>Schreibweise des Spiels verwenden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="43"/>
        <source>Rename each of these to the name the game&apos;s list gives</source>
        <translation>Jeden dieser Einträge in den Namen aus der Liste des Spiels umbenennen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="53"/>
        <source>Accept the adjustment of {0}</source>
        <translation>Die Anpassung von {0} bestätigen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="64"/>
        <source>&lt;b&gt;Being built.&lt;/b&gt; Every field is free and the creation rules are checked; finish creation to start play.</source>
        <translation>&lt;b&gt;In Erschaffung.&lt;/b&gt; Jedes Feld ist frei und die Erschaffungsregeln werden geprüft; schließen Sie die Erschaffung ab, um das Spiel zu beginnen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="67"/>
        <source>{0}: {1} ({2})</source>
        <translation>{0}: {1} ({2})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="69"/>
        <source>&lt;b&gt;Changed by hand, waiting for the GM:&lt;/b&gt; </source>
        <translation>&lt;b&gt;Von Hand geändert, wartet auf die Spielleitung:&lt;/b&gt; </translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/play_strip.py" line="72"/>
        <source>&lt;b&gt;Spelt unlike the game&apos;s list:&lt;/b&gt; </source>
        <translation>&lt;b&gt;Anders geschrieben als in der Liste des Spiels:&lt;/b&gt; </translation>
    </message>
</context>
<context>
    <name>PoolElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="40"/>
        <source>{0} meter</source>
        <translation>{0}-Anzeige</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="50"/>
        <source>{0} maximum</source>
        <translation>{0} (Maximum)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="56"/>
        <source>{0}…</source>
        <translation>{0} …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="74"/>
        <source>Set {0} to {1}</source>
        <translation>{0} auf {1} setzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="96"/>
        <source>of {0}</source>
        <translation>von {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="96"/>
        <source>of</source>
        <translation>von</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/pool.py" line="98"/>
        <source>{0} (+{1} temporary)</source>
        <translation>{0} (+{1} vorübergehend)</translation>
    </message>
</context>
<context>
    <name>PortraitElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="25"/>
        <source>this file is not an image SheetKeeper can read</source>
        <translation>diese Datei ist kein Bild, das SheetKeeper lesen kann</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="35"/>
        <source>the picture is larger than {0} KB even when scaled</source>
        <translation>das Bild ist auch verkleinert größer als {0} KB</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="91"/>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="52"/>
        <source>Choose…</source>
        <translation>Auswählen …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="54"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="65"/>
        <source>Choose a portrait</source>
        <translation>Ein Porträt auswählen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="65"/>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.bmp *.gif)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="77"/>
        <source>Remove portrait</source>
        <translation>Porträt entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="77"/>
        <source>Set portrait</source>
        <translation>Porträt setzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/portrait.py" line="88"/>
        <source>No portrait</source>
        <translation>Kein Porträt</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="30"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="34"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="34"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="35"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="35"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="38"/>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="40"/>
        <source>As the system says</source>
        <translation>Wie im System eingestellt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="44"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="45"/>
        <source>A new language applies when SheetKeeper next starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von SheetKeeper.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="49"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="49"/>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/preferences.py" line="52"/>
        <source>Default &amp;paper</source>
        <translation>Standard-&amp;Papier</translation>
    </message>
</context>
<context>
    <name>RememberedSituations</name>
    <message>
        <location filename="../sheetkeeper/ui/remembered_situations.py" line="87"/>
        <source> +{0} more</source>
        <translation> +{0} weitere</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/remembered_situations.py" line="89"/>
        <source>with {0}</source>
        <translation>mit {0}</translation>
    </message>
</context>
<context>
    <name>RollBreakdown</name>
    <message>
        <location filename="../sheetkeeper/ui/roll_breakdown.py" line="35"/>
        <source>Breakdown</source>
        <translation>Aufschlüsselung</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../sheetkeeper/core/actions.py" line="98"/>
        <source>{where} ({tab} tab)</source>
        <translation>{where} (Reiter {tab})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/actions.py" line="99"/>
        <source>{tab} tab</source>
        <translation>Reiter {tab}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/courses.py" line="30"/>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="68"/>
        <source>{done} of {needed} hours: ready to finish</source>
        <translation>{done} von {needed} Stunden: bereit zum Abschluss</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/courses.py" line="31"/>
        <source>{done} of {needed} hours</source>
        <translation>{done} von {needed} Stunden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/names.py" line="130"/>
        <source>the game&apos;s list writes it “{proper}”; as typed it is another {what}, and “{proper}” stays untrained</source>
        <translation>die Liste des Spiels schreibt es „{proper}“; so getippt ist es ein anderer Eintrag ({what}), und „{proper}“ bleibt ungeübt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/names.py" line="133"/>
        <source>the game&apos;s list writes it “{proper}”; as typed it is another {what}</source>
        <translation>die Liste des Spiels schreibt es „{proper}“; so getippt ist es ein anderer Eintrag ({what})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/names.py" line="138"/>
        <source>not a {what} of the game&apos;s list; pick one from the list</source>
        <translation>nicht in der Liste des Spiels ({what}); wählen Sie einen Eintrag aus der Liste</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/names.py" line="142"/>
        <source>{rank} ranks in a {what} that is not in the game&apos;s list (a custom one); check the spelling</source>
        <translation>{rank} Ränge in einem Eintrag ({what}), der nicht in der Liste des Spiels steht (ein eigener); prüfen Sie die Schreibweise</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/rules.py" line="254"/>
        <source>{amount} {award} earned</source>
        <translation>{amount} {award} erworben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/rules.py" line="256"/>
        <source>{amount} {award} available</source>
        <translation>{amount} {award} verfügbar</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="261"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="261"/>
        <source>no</source>
        <translation>nein</translation>
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
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="273"/>
        <source>not entered</source>
        <translation>nicht eingegeben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="401"/>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="402"/>
        <source>{label} {value}</source>
        <translation>{label} {value}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="491"/>
        <source>Other modifier</source>
        <translation>Anderer Modifikator</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/situation.py" line="501"/>
        <source>house rule: any other modifier the table agrees on</source>
        <translation>Hausregel: jeder andere Modifikator, auf den sich die Runde einigt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/encumbrance.py" line="63"/>
        <source>{over} ENC over the maximum: MOV -{over}, -{percent}% to the Agility roll and to Agility, Manipulation, Stealth, Dodge and weapon skills; lose {over} more fatigue point(s) per turn while exerting</source>
        <translation>{over} ENC über dem Maximum: MOV -{over}, -{percent} % auf den Geschicklichkeitswurf und auf Beweglichkeit, Manipulation, Heimlichkeit, Ausweichen und Waffenfertigkeiten; bei Anstrengung {over} Erschöpfungspunkt(e) mehr je Zug verlieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/improvement.py" line="91"/>
        <source>{skill} has no experience check to roll for</source>
        <translation>{skill} hat keine Erfahrungsmarkierung, auf die gewürfelt werden kann</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/improvement.py" line="117"/>
        <source>POW has no experience check to roll for</source>
        <translation>POW hat keine Erfahrungsmarkierung, auf die gewürfelt werden kann</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/improvement.py" line="125"/>
        <source>POW: no gain</source>
        <translation>POW: kein Gewinn</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/improvement.py" line="130"/>
        <source>POW +{gain}</source>
        <translation>POW +{gain}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="32"/>
        <source>A flat +1 instead of rolling 1D3-1</source>
        <translation>Pauschal +1 statt 1W3-1 zu würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="37"/>
        <source>A flat +2 instead of rolling 1D6-2</source>
        <translation>Pauschal +2 statt 1W6-2 zu würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="50"/>
        <source>Teacher&apos;s Teach %</source>
        <translation>Lehren-% des Lehrers</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="52"/>
        <source>The teacher rolls Teach at the end of the training.</source>
        <translation>Der Lehrer würfelt am Ende der Ausbildung auf Lehren.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="80"/>
        <source>Minutes of rest</source>
        <translation>Minuten Rast</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="81"/>
        <source>Hours asleep</source>
        <translation>Stunden Schlaf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="82"/>
        <source>Hours awake</source>
        <translation>Stunden wach</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="83"/>
        <source>Weeks of rest</source>
        <translation>Wochen Ruhe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="62"/>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="90"/>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="63"/>
        <source>Training (with a teacher)</source>
        <translation>Training (mit Lehrer)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="64"/>
        <source>Research (alone)</source>
        <translation>Forschung (allein)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="67"/>
        <source>Skill or characteristic</source>
        <translation>Fertigkeit oder Eigenschaft</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="71"/>
        <source>Hours spent</source>
        <translation>Aufgewendete Stunden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="74"/>
        <source>An average character has 50 hours a week for training.</source>
        <translation>Ein durchschnittlicher Charakter hat 50 Stunden pro Woche für Training.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="92"/>
        <source>Metres a combat round</source>
        <translation>Meter je Kampfrunde</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="96"/>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="97"/>
        <source>Hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="98"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="99"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="100"/>
        <source>Terrain (separated by semicolons)</source>
        <translation>Gelände (durch Semikolons getrennt)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="102"/>
        <source>Use the fatigue rule</source>
        <translation>Erschöpfungsregel anwenden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="104"/>
        <source>Failed Stamina rolls</source>
        <translation>Misslungene Ausdauerwürfe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="111"/>
        <source>Hazard</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="112"/>
        <source>Damage (dice, e.g. 1D6)</source>
        <translation>Schaden (Würfel, z. B. 1W6)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="113"/>
        <source>The damage your rulebook gives (a fall, fire, drowning, a venom).</source>
        <translation>Der Schaden, den dein Regelwerk angibt (Sturz, Feuer, Ertrinken, Gift).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="127"/>
        <source>The weapon&apos;s damage (dice, e.g. 1D6+1)</source>
        <translation>Schaden der Waffe (Würfel, z. B. 1W6+1)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="24"/>
        <source>Weapon skill %</source>
        <translation>Waffenfertigkeit %</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="27"/>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="43"/>
        <source>Weapon damage</source>
        <translation>Waffenschaden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="29"/>
        <source>In dice, from your rulebook (1D6+1): the excerpt has no weapons table. Empty: the foe&apos;s hits are for the GM to work out.</source>
        <translation>In Würfeln, aus Ihrem Regelbuch (1W6+1): der Auszug hat keine Waffentabelle. Leer: die Treffer des Gegners ermittelt die Spielleitung.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="31"/>
        <location filename="../sheetkeeper/systems/brp/inputs.py" line="133"/>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="38"/>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="43"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="33"/>
        <source>Its name as the roll says it (Short sword); empty: Attack.</source>
        <translation>Ihr Name, wie der Wurf ihn nennt (Kurzschwert); leer: Attack.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="37"/>
        <source>What the weapon&apos;s type inflicts on a special success (impale, knockdown…), from your rulebook&apos;s chapter 6.</source>
        <translation>Was die Art der Waffe bei einem speziellen Erfolg bewirkt (Aufspießen, Niederschlagen …), aus Kapitel 6 Ihres Regelbuchs.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="39"/>
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/results.py" line="40"/>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="157"/>
        <source>Critical success</source>
        <translation>Kritischer Erfolg</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/foes.py" line="34"/>
        <location filename="../sheetkeeper/systems/brp/results.py" line="41"/>
        <source>Special success</source>
        <translation>Spezieller Erfolg</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/results.py" line="42"/>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="34"/>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/results.py" line="43"/>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="32"/>
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/results.py" line="44"/>
        <source>Fumble</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="139"/>
        <source>POW gain chance</source>
        <translation>Chance auf POW-Gewinn</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="141"/>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="164"/>
        <source>Experience checks</source>
        <translation>Erfahrungsproben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="145"/>
        <source>Training and research</source>
        <translation>Training und Forschung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="145"/>
        <source>none under way</source>
        <translation>nichts im Gange</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="146"/>
        <source>Training time a week</source>
        <translation>Trainingszeit je Woche</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="147"/>
        <source>{hours} hours (more than {most} is gruelling)</source>
        <translation>{hours} Stunden (mehr als {most} ist zermürbend)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="161"/>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="99"/>
        <source>Over-encumbered</source>
        <translation>Überladen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="164"/>
        <source>{ticked} to roll for after the adventure</source>
        <translation>{ticked} nach dem Abenteuer zu würfeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="199"/>
        <source>1 experience check ticked</source>
        <translation>1 Erfahrungsprobe offen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/rules.py" line="200"/>
        <source>{ticks} experience checks ticked</source>
        <translation>{ticks} Erfahrungsproben offen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="41"/>
        <source>POW may rise</source>
        <translation>POW kann steigen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="41"/>
        <source>No gain</source>
        <translation>Kein Gewinn</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="42"/>
        <source>Improves</source>
        <translation>Verbessert sich</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="42"/>
        <source>No improvement</source>
        <translation>Keine Verbesserung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="89"/>
        <source>ENC {over} over the maximum</source>
        <translation>ENC {over} über dem Maximum</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="108"/>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="111"/>
        <source>Experience roll: {skill}</source>
        <translation>Erfahrungswurf: {skill}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="112"/>
        <source>POW gain roll</source>
        <translation>POW-Erfahrungsprobe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="159"/>
        <source>Experience bonus</source>
        <translation>Erfahrungsbonus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="159"/>
        <source>Must exceed</source>
        <translation>Muss übertreffen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/sheet_checks.py" line="168"/>
        <source>{name} experience: rolled {face} — {outcome}</source>
        <translation>Erfahrung {name}: gewürfelt {face} — {outcome}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="20"/>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="35"/>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="119"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="22"/>
        <source>Automatic (no roll)</source>
        <translation>Automatisch (kein Wurf)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="23"/>
        <source>Easy (doubled)</source>
        <translation>Leicht (verdoppelt)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="24"/>
        <source>Average</source>
        <translation>Durchschnittlich</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="25"/>
        <source>Difficult (halved, rounded up)</source>
        <translation>Schwierig (halbiert, aufgerundet)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="26"/>
        <source>Impossible (all attempts fail)</source>
        <translation>Unmöglich (jeder Versuch misslingt)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="27"/>
        <source>Impossible, with a flat 01% chance</source>
        <translation>Unmöglich, mit pauschal 01 % Chance</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="31"/>
        <source>Easy doubles the rating and earns no experience check; Difficult halves it (round up); Automatic needs no roll; Impossible always fails.</source>
        <translation>Leicht verdoppelt den Wert und bringt keine Erfahrungsmarkierung; Schwierig halbiert ihn (aufgerundet); Automatisch braucht keinen Wurf; Unmöglich misslingt immer.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="44"/>
        <source>No modifier</source>
        <translation>Kein Modifikator</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="45"/>
        <source>{modifier}%: {condition}</source>
        <translation>{modifier} %: {condition}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="47"/>
        <source>[004] Situational Modifiers Table, &quot;{condition}&quot;</source>
        <translation>[004] Tabelle der Situationsmodifikatoren, „{condition}“</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="49"/>
        <source>Applied after the difficulty [004 &quot;Any situational modifier is applied after a skill is modified due to being Difficult or Easy.&quot;]</source>
        <translation>Nach der Schwierigkeit angewandt [004 &quot;Any situational modifier is applied after a skill is modified due to being Difficult or Easy.&quot;]</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="61"/>
        <source>Helper {number}&apos;s skill %</source>
        <translation>Fertigkeit von Helfer {number} in %</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="66"/>
        <source>A cooperative roll: this character leads, each helper rolls their skill first (critical +50%, special +30%, success +20%, all fail −10%, any fumble −50%). 0 means no helper.</source>
        <translation>Ein gemeinsamer Wurf: Dieser Charakter führt, jeder Helfer würfelt zuerst seine Fertigkeit (kritisch +50 %, speziell +30 %, Erfolg +20 %, alle misslingen −10 %, ein Patzer −50 %). 0 heißt: kein Helfer.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="75"/>
        <source>Opposing skill %</source>
        <translation>Gegnerische Fertigkeit in %</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="78"/>
        <source>The other side&apos;s skill rating, with its own modifiers (empty: not opposed).</source>
        <translation>Fertigkeitswert der Gegenseite mit deren Modifikatoren (leer: keine vergleichende Probe).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="83"/>
        <source>Opposed roll method</source>
        <translation>Verfahren der vergleichenden Probe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="86"/>
        <source>Highest degree wins (the loser&apos;s success shifts it down)</source>
        <translation>Höchster Erfolgsgrad gewinnt (der Erfolg des Verlierers senkt ihn)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="87"/>
        <source>Highest successful result</source>
        <translation>Höchstes erfolgreiches Ergebnis</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="88"/>
        <source>Skill minus roll</source>
        <translation>Fertigkeit minus Wurf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="89"/>
        <source>Opposed skill subtraction</source>
        <translation>Fertigkeiten voneinander abziehen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="90"/>
        <source>On the resistance table (skills ÷ 5)</source>
        <translation>Auf der Widerstandstabelle (Fertigkeiten ÷ 5)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="94"/>
        <source>How the gamemaster resolves opposed rolls; only used when an opposing skill is given.</source>
        <translation>Wie die Spielleitung vergleichende Proben abhandelt; nur mit gegnerischer Fertigkeit.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="100"/>
        <source>This character is the passive side</source>
        <translation>Dieser Charakter ist die passive Seite</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="103"/>
        <source>For skill subtraction and the resistance table: the other side is the active one.</source>
        <translation>Für das Abziehen und die Widerstandstabelle: die andere Seite ist die aktive.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="109"/>
        <source>Resistance roll: the other factor</source>
        <translation>Widerstandswurf: der andere Faktor</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="113"/>
        <source>The other side&apos;s characteristic or quantity (POW, STR+SIZ, a poison&apos;s POT); empty: an ordinary characteristic roll.</source>
        <translation>Eigenschaft oder Größe der Gegenseite (POW, STR+SIZ, die POT eines Gifts); leer: ein gewöhnlicher Eigenschaftswurf.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="118"/>
        <source>This characteristic is the passive factor</source>
        <translation>Diese Eigenschaft ist der passive Faktor</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="122"/>
        <source>On for CON against a poison&apos;s potency: the poison is active.</source>
        <translation>Ein für KO gegen die Stärke eines Gifts: das Gift ist aktiv.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="128"/>
        <source>Bought with power points (fate)</source>
        <translation>Mit Machtpunkten erkauft (Schicksal)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="130"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="131"/>
        <source>A re-roll for 5 power points</source>
        <translation>Ein Neuwurf für 5 Machtpunkte</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="132"/>
        <source>A Difficult Luck roll instead of the skill, for 5 power points</source>
        <translation>Ein schwieriger Glückswurf statt der Fertigkeit, für 5 Machtpunkte</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="139"/>
        <source>Power points as fate points (optional rule): a success bought this way earns no experience check. Spend the points with the offer; for a Luck roll enter its chance as the other modifier, the excerpt giving no Luck value.</source>
        <translation>Machtpunkte als Schicksalspunkte (optionale Regel): Ein so erkaufter Erfolg bringt keine Erfahrungsmarkierung. Geben Sie die Punkte mit dem Angebot aus; für einen Glückswurf tragen Sie seine Chance als anderen Modifikator ein, da der Auszug keinen Glückswert nennt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="151"/>
        <source>Combined with a second skill</source>
        <translation>Mit einer zweiten Fertigkeit kombiniert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="153"/>
        <source>No second skill</source>
        <translation>Keine zweite Fertigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="156"/>
        <source>Two things at once: one roll against the lower skill; a failure under the higher skill is a partial success.</source>
        <translation>Zwei Dinge zugleich: ein Wurf gegen die niedrigere Fertigkeit; ein Fehlschlag unter der höheren Fertigkeit ist ein Teilerfolg.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="164"/>
        <source>Other situational modifier</source>
        <translation>Anderer Situationsmodifikator</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/situations.py" line="167"/>
        <source>Any other bonus or penalty in percentage points, added after the difficulty.</source>
        <translation>Jeder andere Bonus oder Malus in Prozentpunkten, nach der Schwierigkeit angewandt.</translation>
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
        <translation>alles</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="25"/>
        <source>regaining at least 1 power point</source>
        <translation>dem Zurückgewinnen von mindestens 1 Machtpunkt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="26"/>
        <source>power points are at 0</source>
        <translation>die Machtpunkte auf 0 stehen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="29"/>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="51"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="128"/>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="29"/>
        <source>A characteristic has fallen to 0: the character dies</source>
        <translation>Eine Eigenschaft ist auf 0 gefallen: der Charakter stirbt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="32"/>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="53"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/statuses.py" line="33"/>
        <source>a characteristic is at 0</source>
        <translation>eine Eigenschaft auf 0 steht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="42"/>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="42"/>
        <source>research</source>
        <translation>Forschung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="62"/>
        <source>{target} ({method})</source>
        <translation>{target} ({method})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="70"/>
        <source>{done} of {needed} hours, {left} to go (about 1 week at {pace} hours a week)</source>
        <translation>{done} von {needed} Stunden, noch {left} (etwa 1 Woche bei {pace} Stunden je Woche)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/studies.py" line="72"/>
        <source>{done} of {needed} hours, {left} to go (about {weeks} weeks at {pace} hours a week)</source>
        <translation>{done} von {needed} Stunden, noch {left} (etwa {weeks} Wochen bei {pace} Stunden je Woche)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_odds.py" line="44"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_odds.py" line="44"/>
        <source>Difficult</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_odds.py" line="115"/>
        <source>At least a partial success</source>
        <translation>Mindestens ein Teilerfolg</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="68"/>
        <source>helpers: {helpers}: {shift}%</source>
        <translation>Helfer: {helpers}: {shift} %</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="74"/>
        <source>no experience check: {why}</source>
        <translation>keine Erfahrungsmarkierung: {why}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="78"/>
        <source>mark the experience check: {skills}</source>
        <translation>Erfahrungsmarkierung setzen: {skills}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="84"/>
        <source>helpers who may mark an experience check: {helpers}</source>
        <translation>Helfer, die eine Erfahrungsmarkierung setzen dürfen: {helpers}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="89"/>
        <source>mark the POW check</source>
        <translation>POW-Markierung setzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/table_roll.py" line="134"/>
        <source>{check} {chance}%: rolled {face} — {outcome} (critical {critical}, special {special}, fumble {fumble})</source>
        <translation>{check} {chance} %: gewürfelt {face} — {outcome} (kritisch {critical}, speziell {special}, Patzer {fumble})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="25"/>
        <source>Task Complexity</source>
        <extracomment>Situational Modifiers Table: condition -&gt; (description, modifier), as printed.</extracomment>
        <translation>Komplexität der Aufgabe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="26"/>
        <source>Unfathomably complex with no apparent solution or guidance</source>
        <translation>Unergründlich komplex, ohne erkennbare Lösung oder Anleitung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="27"/>
        <source>No clear solvable condition and/or needlessly complex</source>
        <translation>Keine klar lösbare Lage und/oder unnötig komplex</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="28"/>
        <source>Relatively straightforward, the solution somewhat apparent</source>
        <translation>Recht geradlinig, die Lösung halbwegs erkennbar</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="29"/>
        <source>Simple, with an obvious solution</source>
        <translation>Einfach, mit offensichtlicher Lösung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="31"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="32"/>
        <source>No equipment when equipment is required</source>
        <translation>Keine Ausrüstung, obwohl Ausrüstung nötig ist</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="33"/>
        <source>Poor or improvised equipment</source>
        <translation>Schlechte oder behelfsmäßige Ausrüstung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="34"/>
        <source>High-quality equipment and superior supplies</source>
        <translation>Hochwertige Ausrüstung und erstklassiges Material</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="35"/>
        <source>Advanced or high-tech equipment and supplies</source>
        <translation>Fortschrittliche oder Hightech-Ausrüstung und -Material</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="37"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="38"/>
        <source>Distracting environment, highly unstable ground, pitch black, stormy, etc.</source>
        <translation>Ablenkende Umgebung, sehr unsicherer Boden, stockfinster, stürmisch usw.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="39"/>
        <source>Unpleasant or unsanitary conditions, unsteady footing, darkness, bad weather, etc.</source>
        <translation>Unangenehme oder unhygienische Bedingungen, unsicherer Stand, Dunkelheit, schlechtes Wetter usw.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="40"/>
        <source>Favorable conditions, good footing, plenty of space, relative quiet, etc.</source>
        <translation>Günstige Bedingungen, guter Stand, viel Platz, relative Ruhe usw.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="41"/>
        <source>Pristine or immaculate environment ideally suited for the task at hand</source>
        <translation>Makellose Umgebung, ideal für die anstehende Aufgabe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="43"/>
        <source>Familiarity</source>
        <translation>Vertrautheit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="44"/>
        <source>Completely alien and beyond human experience</source>
        <translation>Völlig fremd und jenseits menschlicher Erfahrung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="45"/>
        <source>Strange and using unfamiliar principles</source>
        <translation>Seltsam, nach unbekannten Prinzipien</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="46"/>
        <source>Relatively well-known subject matter</source>
        <translation>Recht gut bekanntes Thema</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="47"/>
        <source>Routine and completely familiar</source>
        <translation>Routine und völlig vertraut</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="49"/>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="50"/>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="50"/>
        <source>Far beyond the normal range</source>
        <translation>Weit jenseits der normalen Reichweite</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="51"/>
        <source>Outside the range of comfort</source>
        <translation>Außerhalb der bequemen Reichweite</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="52"/>
        <source>Well within range</source>
        <translation>Gut in Reichweite</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="53"/>
        <source>Perfectly placed and ideally situated for the attempt</source>
        <translation>Perfekt platziert und ideal für den Versuch</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="55"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="56"/>
        <source>Nowhere near enough time to perform the task</source>
        <translation>Bei Weitem nicht genug Zeit für die Aufgabe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="57"/>
        <source>Rushed and stressed about it</source>
        <translation>Gehetzt und gestresst</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="58"/>
        <source>Plenty of time</source>
        <translation>Reichlich Zeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="59"/>
        <source>Activity can be done at leisure, with contemplation and deliberation</source>
        <translation>In aller Ruhe, mit Bedacht und Überlegung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="61"/>
        <source>Understanding</source>
        <translation>Verständigung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="62"/>
        <source>No common means of interaction with subject</source>
        <translation>Keine gemeinsame Verständigungsmöglichkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="63"/>
        <source>Limited methods of communication available</source>
        <translation>Nur begrenzte Verständigungsmittel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="64"/>
        <source>Subject is familiar and amenable to interaction</source>
        <translation>Gegenüber ist vertraut und zugänglich</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/tables.py" line="65"/>
        <source>Subject well-known, enthusiastic about interaction</source>
        <translation>Gegenüber gut bekannt, begeistert vom Austausch</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="35"/>
        <source>Target number {}</source>
        <translation>Zielwert {}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="40"/>
        <source>critical hit (double damage)</source>
        <translation>kritischer Treffer (doppelter Schaden)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="41"/>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="41"/>
        <source>miss</source>
        <translation>Fehlschuss</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="42"/>
        <source>miss, may hit an unintended target</source>
        <translation>Fehlschuss, trifft vielleicht ein unbeabsichtigtes Ziel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="43"/>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="25"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="43"/>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="26"/>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="44"/>
        <source>natural 1 (always fails)</source>
        <translation>natürliche 1 (misslingt immer)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="45"/>
        <source>shield or weapon hit instead (instability roll)</source>
        <translation>stattdessen Schild oder Waffe getroffen (Instabilitätswurf)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="46"/>
        <source>tie: the defender takes half damage</source>
        <translation>Gleichstand: der Verteidiger erleidet halben Schaden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="47"/>
        <source>tie: the GM decides</source>
        <translation>Gleichstand: die SL entscheidet</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="48"/>
        <source>unintended target hit</source>
        <translation>unbeabsichtigtes Ziel getroffen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="51"/>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="232"/>
        <source>Other bonus or penalty</source>
        <translation>Anderer Bonus oder Malus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="53"/>
        <source>Armour: TOG requirement not met</source>
        <translation>Rüstung: TOG-Anforderung nicht erfüllt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="55"/>
        <source>Shielding another</source>
        <translation>Einen anderen abschirmen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="57"/>
        <source>Surprise: enemies unaware</source>
        <translation>Überraschung: Feinde ahnungslos</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="58"/>
        <source>Surprise: enemies aware of a threat</source>
        <translation>Überraschung: Feinde ahnen eine Gefahr</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="149"/>
        <source>{attribute} ({short})</source>
        <translation>{attribute} ({short})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="151"/>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="200"/>
        <source>Unarmed</source>
        <translation>Waffenlos</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="156"/>
        <source>Lift {weapon}</source>
        <translation>{weapon} heben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="157"/>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="201"/>
        <source>Supernatural attack</source>
        <translation>Übernatürlicher Angriff</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="277"/>
        <source>{check}: rolled {face} {modifiers} = {total} vs {attribute} {tn}</source>
        <translation>{check}: gewürfelt {face} {modifiers} = {total} gegen {attribute} {tn}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="279"/>
        <source>{roll}: {then}</source>
        <translation>{roll}: {then}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="293"/>
        <source>natural 20, the attack hits and doubles the damage.</source>
        <translation>natürliche 20, der Angriff trifft und verdoppelt den Schaden.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="296"/>
        <source>natural {face}: the attack fails and may hit an unintended target (they roll AGL {tn}, lowered by your COR if you don&apos;t want to hit them).</source>
        <translation>natürliche {face}: der Angriff misslingt und trifft vielleicht ein unbeabsichtigtes Ziel (es würfelt AGL {tn}, gesenkt um deine COR, wenn du es nicht treffen willst).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="300"/>
        <source>natural 1, it always fails.</source>
        <translation>natürliche 1, misslingt immer.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="302"/>
        <source>{outcome}.</source>
        <translation>{outcome}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/checks.py" line="303"/>
        <source>{outcome}. A natural 20 on a task may bring other benefits (GM).</source>
        <translation>{outcome}. Eine natürliche 20 bei einer Aufgabe kann weitere Vorteile bringen (SL).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="36"/>
        <source> ({level}, as the table entered it: the rules do not define it)</source>
        <translation> ({level}, wie die Runde sie eingetragen hat: die Regeln legen sie nicht fest)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="38"/>
        <source> (not entered yet: asked when set)</source>
        <translation> (noch nicht eingetragen: wird beim Setzen erfragt)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="42"/>
        <source>Out cold at 0 Condition or below: can’t do anything; loses 1 Condition each turn; attacks hit automatically</source>
        <translation>Bewusstlos bei 0 Kondition oder darunter: kann nichts tun; verliert 1 Kondition pro Zug; Angriffe treffen automatisch</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="47"/>
        <source>being stabilised</source>
        <translation>der Stabilisierung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="48"/>
        <source>Condition is 0 or below</source>
        <translation>Kondition ist 0 oder darunter</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="51"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="129"/>
        <source>Condition fell below -10</source>
        <translation>Kondition fiel unter -10</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="54"/>
        <source>Condition is below -10</source>
        <translation>Kondition ist unter -10</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="257"/>
        <source>+3 temporary Condition</source>
        <translation>+3 vorübergehende Kondition</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="258"/>
        <source>temporary Condition -3</source>
        <translation>vorübergehende Kondition -3</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="266"/>
        <source>no critical level entered: temporary Condition unchanged</source>
        <translation>keine kritische Stufe eingetragen: vorübergehende Kondition unverändert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="273"/>
        <source>+{level} temporary Condition (critical level {level}, as the table entered it: the rules do not define it)</source>
        <translation>+{level} vorübergehende Kondition (kritische Stufe {level}, wie die Runde sie eingetragen hat: die Regeln legen sie nicht fest)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="276"/>
        <source>temporary Condition -{level} (critical level {level})</source>
        <translation>vorübergehende Kondition -{level} (kritische Stufe {level})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="282"/>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="198"/>
        <source>agony: +1 temporary burnout</source>
        <translation>Qualen: +1 vorübergehendes Burnout</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="29"/>
        <source>Attribute increases</source>
        <translation>Attributsteigerungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="40"/>
        <source>Learning hours</source>
        <translation>Lernstunden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="46"/>
        <source>Focus cost</source>
        <translation>Fokuskosten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="53"/>
        <source>Bleeding damage this turn</source>
        <translation>Blutungsschaden in diesem Zug</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="58"/>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="152"/>
        <source>Target number</source>
        <translation>Zielwert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="64"/>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="25"/>
        <source>Height (m)</source>
        <translation>Höhe (m)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="66"/>
        <source>The AGL roll to break the fall succeeded</source>
        <translation>Der GEW-Wurf zum Abfangen des Sturzes gelang</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="68"/>
        <source>Jumped on purpose</source>
        <translation>Absichtlich gesprungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="70"/>
        <source>Landed on a soft surface</source>
        <translation>Auf weichem Untergrund gelandet</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="72"/>
        <source>Landed in water</source>
        <translation>Im Wasser gelandet</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="78"/>
        <source>Underwater</source>
        <translation>Unter Wasser</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="85"/>
        <source>Object</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="86"/>
        <source>The MND roll to know how succeeded</source>
        <translation>Der VER-Wurf, um zu wissen wie, gelang</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="88"/>
        <source>Extended crafting (three COR rolls)</source>
        <translation>Ausgedehnte Herstellung (drei KOR-Würfe)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="90"/>
        <source>The COR roll succeeded</source>
        <translation>Der KOR-Wurf gelang</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/inputs.py" line="93"/>
        <source>COR successes out of 3</source>
        <translation>KOR-Erfolge von 3</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/play.py" line="56"/>
        <source>effective range</source>
        <extracomment>The base Condition and Focus are the GM&apos;s [the excerpt gives neither]; each level adds to both maxima [003 &quot;+5 Max Condition/Focus&quot;]. Why a technique with effort is not simply removed in play [003 &quot;During a rest of 5 hours or longer, characters can exchange active abilities for others they have learned&quot;]. The one list of names the excerpt gives that a sheet types in: a weapon&apos;s effective range from [003 &quot;Combat Ranges&quot;] (&quot;Thrown Weapons – Up to 9m&quot;, &quot;Handguns – 9 to 18m&quot;). A weapon of another reach may give its own. The excerpt lists no skills (GRIMWIRE rolls attributes), no techniques (&quot;Throwing Expert&quot; is an example), and weapon kinds and damage types are already picked from its lists.</extracomment>
        <translation>wirksame Reichweite</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="42"/>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="36"/>
        <location filename="../sheetkeeper/systems/rainworld/rules.py" line="37"/>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="84"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="102"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="328"/>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="87"/>
        <source>{current} of {most}</source>
        <translation>{current} von {most}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/fights.py" line="42"/>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="131"/>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="134"/>
        <source>Dying</source>
        <translation>Sterbend</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="109"/>
        <source>short {short} of 2, long {long} of 1</source>
        <translation>kurz {short} von 2, lang {long} von 1</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="131"/>
        <source>Out cold; loses 1 Condition each turn; attacks hit automatically; dead below -10</source>
        <translation>Bewusstlos; verliert jeden Zug 1 Kondition; Angriffe treffen automatisch; tot unter -10</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="137"/>
        <source>Burnout {level}</source>
        <translation>Burnout {level}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="140"/>
        <source>Negative Focus</source>
        <translation>Negativer Fokus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="140"/>
        <source>No specialty techniques, even passive ones, until Focus is 0 or more</source>
        <translation>Keine Spezialtechniken, auch keine passiven, bis Fokus 0 oder mehr ist</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="143"/>
        <source>Level up</source>
        <translation>Stufenaufstieg</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="144"/>
        <source>Enough XP for the next level</source>
        <translation>Genug EP für die nächste Stufe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="179"/>
        <source>Level up to {level}</source>
        <translation>Aufstieg auf Stufe {level}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="181"/>
        <source>no XP spent: reached at {xp} XP total</source>
        <translation>keine EP ausgegeben: erreicht bei insgesamt {xp} EP</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="197"/>
        <source>Learn {technique} ({hours} h)</source>
        <translation>{technique} lernen ({hours} h)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="199"/>
        <source>{hours} learning hours to finish</source>
        <translation>noch {hours} Lernstunden bis zum Abschluss</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="207"/>
        <source>Make {technique} active</source>
        <translation>{technique} aktiv machen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="210"/>
        <source>Short rest (30 min)</source>
        <translation>Kurze Rast (30 min)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="211"/>
        <source>Long rest (5 h)</source>
        <translation>Lange Rast (5 h)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="215"/>
        <source>A new day begins</source>
        <translation>Ein neuer Tag beginnt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="217"/>
        <source>Use a technique</source>
        <translation>Eine Technik einsetzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="326"/>
        <source>{current} of {most} (+{temporary} temporary)</source>
        <translation>{current} von {most} (+{temporary} vorübergehend)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="337"/>
        <source>AGL penalty</source>
        <translation>AGL-Malus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="338"/>
        <source>{armour}; TOG {needed} needed: {penalty}</source>
        <translation>{armour}; TOG {needed} nötig: {penalty}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="344"/>
        <source>{affinity} to {damage}</source>
        <translation>{affinity} gegen {damage}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="350"/>
        <source>weak to {damage}</source>
        <translation>anfällig für {damage}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="350"/>
        <source>immune to {damage}</source>
        <translation>immun gegen {damage}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="351"/>
        <source>resistant to {damage}</source>
        <translation>widerstandsfähig gegen {damage}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="359"/>
        <source>top</source>
        <translation>höchste Stufe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="361"/>
        <source>{needed} (reached: level up)</source>
        <translation>{needed} (erreicht: Stufenaufstieg)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rules.py" line="362"/>
        <source>{needed} ({left} to go)</source>
        <translation>{needed} (noch {left})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="34"/>
        <source>Surprise</source>
        <translation>Überraschung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="36"/>
        <source>No surprise</source>
        <translation>Keine Überraschung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="38"/>
        <source>Enemies unaware (+{bonus})</source>
        <translation>Feinde ahnungslos (+{bonus})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="41"/>
        <source>Enemies aware of a threat (+{bonus})</source>
        <translation>Feinde ahnen eine Gefahr (+{bonus})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="46"/>
        <source>The first attack against enemies unaware of you (+5), or aware of a possible threat but not where it is (+2).</source>
        <translation>Der erste Angriff gegen Feinde, die nichts von Ihnen ahnen (+5), oder die eine Gefahr ahnen, aber nicht wissen, wo sie ist (+2).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="52"/>
        <source>Within effective range</source>
        <translation>Innerhalb der wirksamen Reichweite</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="54"/>
        <source>Up to {metres}m beyond (−5)</source>
        <translation>Bis zu {metres} m darüber hinaus (−5)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="57"/>
        <source>More than {metres}m beyond (−10)</source>
        <translation>Mehr als {metres} m darüber hinaus (−10)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="63"/>
        <source>How far past the weapon&apos;s effective range the target stands.</source>
        <translation>Wie weit das Ziel jenseits der wirksamen Reichweite der Waffe steht.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="71"/>
        <source>Splash damage: no target chosen</source>
        <translation>Flächenschaden: kein Ziel gewählt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="74"/>
        <source>A grenade or another blast that damages anyone within its radius: allowed while Sensory impaired, where an aimed ranged attack is not.</source>
        <translation>Eine Granate oder eine andere Explosion, die jeden in ihrem Radius trifft: erlaubt trotz Sinnesbeeinträchtigung, anders als ein gezielter Fernangriff.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="80"/>
        <source>Targeted attack: TN raised by</source>
        <translation>Gezielter Angriff: ZW erhöht um</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="83"/>
        <source>An attack to impair, disarm or disrupt instead of damage: usually +{raised}, more or less as the GM decides.</source>
        <translation>Ein Angriff, der behindert, entwaffnet oder stört statt Schaden zu machen: meist +{raised}, mehr oder weniger nach Entscheid der SL.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="90"/>
        <source>Breaking a fall</source>
        <translation>Einen Sturz abfangen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="91"/>
        <source>No fall</source>
        <translation>Kein Sturz</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="92"/>
        <source>{height}: AGL {tn}</source>
        <translation>{height}: AGL {tn}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="96"/>
        <source>The fall table&apos;s TN for the AGL roll. From 45m the character must land on a soft surface to try at all.</source>
        <translation>Der ZW der Sturztabelle für den AGL-Wurf. Ab 45 m muss der Charakter auf weichem Grund landen, um es überhaupt zu versuchen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="103"/>
        <source>Shielding another (+{bonus}, against the attacker&apos;s COR)</source>
        <translation>Einen anderen abschirmen (+{bonus}, gegen die COR des Angreifers)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="108"/>
        <source>Taking an attack meant for someone in melee range: an opposed roll, so give the attacker&apos;s COR as the opposing bonus. On a success you take the damage instead.</source>
        <translation>Einen Angriff abfangen, der jemandem in Nahkampfreichweite gilt: ein vergleichender Wurf, also geben Sie die COR des Angreifers als gegnerischen Bonus an. Bei Erfolg nehmen Sie den Schaden an seiner Stelle.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="135"/>
        <source>Evading an attack</source>
        <translation>Einem Angriff ausweichen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="138"/>
        <source>An AGL roll to evade: Sensory impairment&apos;s -5 applies to it.</source>
        <translation>Ein GEW-Wurf zum Ausweichen: der Malus -5 der Sinnesbeeinträchtigung gilt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="141"/>
        <source>Resisting pain or terror</source>
        <translation>Schmerz oder Schrecken widerstehen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="143"/>
        <source>Inebriated: this MND roll takes +3 instead of the -3 penalty.</source>
        <translation>Berauscht: dieser VER-Wurf erhält +3 statt des Malus -3.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="155"/>
        <source>The GM&apos;s target number (often not disclosed); the sheet&apos;s is the default.</source>
        <translation>Der Zielwert der Spielleitung (oft verdeckt); vorgegeben ist der des Bogens.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="164"/>
        <source>Raise a shield after a failed roll</source>
        <translation>Nach misslungenem Wurf einen Schild heben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="169"/>
        <source>Evading an attack: a failed roll that the shielding bonus lifts to the TN hits the shield or weapon instead, which then rolls for instability.</source>
        <translation>Einem Angriff ausweichen: Ein misslungener Wurf, den der Abschirmbonus auf den ZW hebt, trifft stattdessen Schild oder Waffe, die dann auf Instabilität würfeln.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="187"/>
        <source>Defending PC&apos;s bonus</source>
        <translation>Bonus des verteidigenden SC</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="188"/>
        <source>Opposed by a PC with bonus</source>
        <translation>Gegen einen SC mit Bonus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="193"/>
        <source>Player against player: no target number, both roll d20 and add their bonus; the higher total wins.</source>
        <translation>Spieler gegen Spieler: kein Zielwert, beide würfeln W20 und addieren ihren Bonus; die höhere Summe gewinnt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="199"/>
        <source>Assistant {number}: bonus</source>
        <translation>Helfer {number}: Bonus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="204"/>
        <source>Another character who helps rolls with their own attribute and bonuses; the task succeeds if any roll does.</source>
        <translation>Ein anderer Charakter, der hilft, würfelt mit seinem eigenen Attribut und seinen Boni; die Aufgabe gelingt, wenn irgendein Wurf gelingt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="213"/>
        <source>Spare an unintended target ({attribute} lowers their TN)</source>
        <translation>Ein unbeabsichtigtes Ziel verschonen ({attribute} senkt dessen ZW)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="218"/>
        <source>If a friendly-fire roll sends the attack elsewhere, they roll against TN {tn} minus your {attribute}.</source>
        <translation>Lenkt ein Eigenbeschuss-Wurf den Angriff anderswohin, würfelt das neue Ziel gegen ZW {tn} minus deine {attribute}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="223"/>
        <source>Unintended target&apos;s AGL (RSN)</source>
        <translation>GEW des unbeabsichtigten Ziels (RSN)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="227"/>
        <source>Give it to see the chance that a friendly-fire roll hits them.</source>
        <translation>Angeben, um die Chance zu sehen, dass Eigenbeschuss es trifft.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="233"/>
        <source>{quote}; cover and missing knowledge give bonuses or penalties of no stated size</source>
        <translation>{quote}; Deckung und fehlendes Wissen geben Boni oder Abzüge ohne genannte Größe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="237"/>
        <source>Any other bonus or penalty to the roll: “That&apos;s a -2 to AGL”, cover, missing knowledge.</source>
        <translation>Jeder andere Bonus oder Abzug auf den Wurf: „Das ist −2 auf AGL“, Deckung, fehlendes Wissen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/situations.py" line="245"/>
        <source>No shield</source>
        <translation>Kein Schild</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="38"/>
        <source>removed by the GM</source>
        <translation>von der SL aufgehoben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="49"/>
        <source>Knocked down</source>
        <translation>Niedergeworfen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="49"/>
        <source>-3 AGL; crawl 3m per turn; getting up costs the movement</source>
        <translation>-3 AGL; 3 m Kriechen pro Zug; Aufstehen kostet die Bewegung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="50"/>
        <source>movement beyond a 3m crawl</source>
        <translation>Bewegung über 3 m Kriechen hinaus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="51"/>
        <source>getting up (the turn&apos;s movement)</source>
        <translation>dem Aufstehen (die Bewegung des Zugs)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="52"/>
        <source>Grappled</source>
        <translation>Gepackt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="52"/>
        <source>-5 AGL; movement halved; contests to act and move</source>
        <translation>-5 AGL; Bewegung halbiert; vergleichende Würfe, um zu handeln und sich zu bewegen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="53"/>
        <source>a contest won</source>
        <translation>einem gewonnenen Wettstreit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="54"/>
        <source>Cannot act or move; -3 AGL and MND; PER rolls fail</source>
        <translation>Kann weder handeln noch sich bewegen; -3 AGL und MND; PER-Würfe misslingen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="58"/>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="75"/>
        <source>all actions and movement</source>
        <translation>alle Aktionen und Bewegung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="59"/>
        <source>Sensory impairment</source>
        <translation>Sinnesbeeinträchtigung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="59"/>
        <source>-5 PER and to attacks and evasion; no aimed ranged attacks</source>
        <translation>-5 auf PER, Angriffe und Ausweichen; keine gezielten Fernangriffe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="66"/>
        <source>Inebriated</source>
        <translation>Berauscht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="66"/>
        <source>+1 TOG, +3 temporary Condition, -3 to all other attributes; +3 and no penalty to MND rolls to resist pain and terror</source>
        <translation>+1 TOG, +3 vorübergehende Kondition, -3 auf alle anderen Attribute; +3 und kein Abzug auf MND-Würfe gegen Schmerz und Schrecken</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="70"/>
        <source>sobering up (body weight and how much was had)</source>
        <translation>dem Ausnüchtern (Körpergewicht und Menge)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="71"/>
        <source>Paralysis</source>
        <translation>Lähmung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="71"/>
        <source>Cannot move or act; TOG, COR and AGL rolls fail</source>
        <translation>Kann sich weder bewegen noch handeln; TOG-, COR- und AGL-Würfe misslingen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="76"/>
        <source>Difficult terrain</source>
        <translation>Schwieriges Gelände</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="76"/>
        <source>-2 AGL while standing in it</source>
        <translation>-2 AGL, solange man darin steht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="77"/>
        <source>leaving it</source>
        <translation>dem Verlassen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="78"/>
        <source>Frenzy</source>
        <translation>Raserei</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="78"/>
        <source>Temporary Condition equal to the critical level{critical}; +1 attack per turn; friendly-fire risk +5; melee attacks or dash only; immune to agony and fear</source>
        <translation>Vorübergehende Kondition in Höhe der kritischen Stufe{critical}; +1 Angriff pro Zug; Eigenbeschuss-Risiko +5; nur Nahkampfangriffe oder Spurten; immun gegen Qualen und Furcht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="87"/>
        <source>techniques; anything but melee attacks or dashing</source>
        <translation>Techniken; alles außer Nahkampfangriffen und Spurten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="88"/>
        <source>Amok</source>
        <translation>Amok</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="88"/>
        <source>As frenzy (temporary Condition equal to the critical level{critical}, once with both), and attacks the closest target, friend or foe</source>
        <translation>Wie Raserei (vorübergehende Kondition in Höhe der kritischen Stufe{critical}, bei beiden nur einmal), und greift das nächste Ziel an, Freund oder Feind</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="94"/>
        <source>techniques; anything but melee attacks on the closest target</source>
        <translation>Techniken; alles außer Nahkampfangriffen auf das nächste Ziel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="95"/>
        <source>Burning</source>
        <translation>Brennend</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="95"/>
        <source>2d6 at the start of each turn until out of the fire; causes agony</source>
        <translation>2W6 zu Beginn jedes Zuges, bis man aus dem Feuer ist; verursacht Qualen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="99"/>
        <source>leaving the burning area and putting the flames out</source>
        <translation>dem Verlassen des brennenden Bereichs und Löschen der Flammen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="100"/>
        <source>Bleeding</source>
        <translation>Blutend</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="100"/>
        <source>Damage at the start of each turn until stopped</source>
        <translation>Schaden zu Beginn jedes Zuges, bis die Blutung gestillt ist</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="102"/>
        <source>items, or holding pressure on the wound</source>
        <translation>Gegenständen oder Druck auf die Wunde</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="102"/>
        <source>the GM&apos;s amount</source>
        <translation>die Menge, die die SL festlegt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="103"/>
        <source>Terror</source>
        <translation>Schrecken</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="103"/>
        <source>MND roll at the start of each turn: on a failure only cower or flee; on a success the terror is removed</source>
        <translation>MND-Wurf zu Beginn jedes Zuges: bei Misserfolg nur kauern oder fliehen; bei Erfolg endet der Schrecken</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="107"/>
        <source>a MND roll succeeds</source>
        <translation>einem gelungenen VER-Wurf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="108"/>
        <source>Out cold</source>
        <translation>Bewusstlos geschlagen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="108"/>
        <source>Needs 10 minutes of attention to wake, or wakes after 8 hours</source>
        <translation>Braucht 10 Minuten Zuwendung zum Aufwachen, oder wacht nach 8 Stunden auf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="111"/>
        <source>10 minutes of attention, or 8 hours</source>
        <translation>10 Minuten Behandlung oder 8 Stunden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="112"/>
        <source>Knocked out</source>
        <translation>K. o.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="112"/>
        <source>Woken as an auxiliary action, or wakes after a minute</source>
        <translation>Mit einer Nebenaktion geweckt, oder wacht nach einer Minute auf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="114"/>
        <source>woken, or a minute</source>
        <translation>dem Wecken oder einer Minute</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="115"/>
        <source>Unconscious</source>
        <translation>Ohnmächtig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="115"/>
        <source>Limp; cannot act; immune to mental status effects</source>
        <translation>Schlaff; kann nicht handeln; immun gegen geistige Statuseffekte</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="117"/>
        <source>waking</source>
        <translation>dem Aufwachen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="118"/>
        <source>Sleep</source>
        <translation>Schlaf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="118"/>
        <source>Noise or other stimuli wake the character</source>
        <translation>Lärm oder andere Reize wecken den Charakter</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="119"/>
        <source>noise or stimuli</source>
        <translation>Lärm oder Reize</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="120"/>
        <source>Brainwashed</source>
        <translation>Gehirngewaschen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="120"/>
        <source>Play the indoctrinated beliefs as true</source>
        <translation>Die eingeimpften Überzeugungen als wahr ausspielen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="123"/>
        <source>Mind controlled</source>
        <translation>Geistig beherrscht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="123"/>
        <source>Does whatever the controlling being directs</source>
        <translation>Tut, was das beherrschende Wesen befiehlt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="125"/>
        <source>Hexed</source>
        <translation>Verhext</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="125"/>
        <source>A supernatural effect that lasts until removed</source>
        <translation>Ein übernatürlicher Effekt, der bis zu seiner Aufhebung anhält</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="104"/>
        <source>4.5m (1 story)</source>
        <translation>4,5 m (1 Stockwerk)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="107"/>
        <source>9m (2 stories)</source>
        <translation>9 m (2 Stockwerke)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="110"/>
        <source>18m (4 stories)</source>
        <translation>18 m (4 Stockwerke)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="112"/>
        <source>45m (10 stories)</source>
        <translation>45 m (10 Stockwerke)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="115"/>
        <source>81m (270&apos;, 18 stories)</source>
        <translation>81 m (270&apos;, 18 Stockwerke)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="116"/>
        <source>126m (420&apos;, 28 stories)</source>
        <translation>126 m (420&apos;, 28 Stockwerke)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="117"/>
        <source>180m (40 stories)</source>
        <translation>180 m (40 Stockwerke)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/encumbrance.py" line="65"/>
        <source>items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/inputs.py" line="22"/>
        <source>Talent</source>
        <translation>Talent</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/inputs.py" line="24"/>
        <source>From</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="36"/>
        <source>{dice} Base</source>
        <translation>{dice} Basis</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="38"/>
        <source>{dice} Skill</source>
        <translation>{dice} Fertigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="40"/>
        <source>{dice} negative</source>
        <translation>{dice} negativ</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="42"/>
        <source>{dice} Gear</source>
        <translation>{dice} Ausrüstung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="142"/>
        <source>{attribute} (Base dice)</source>
        <translation>{attribute} (Basiswürfel)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="144"/>
        <source>{skill} (Skill dice)</source>
        <translation>{skill} (Fertigkeitswürfel)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="146"/>
        <source>{check} ({attribute})</source>
        <translation>{check} ({attribute})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="162"/>
        <source>{item} (Gear dice)</source>
        <translation>{item} (Ausrüstungswürfel)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="163"/>
        <source>{check} with {item}</source>
        <translation>{check} mit {item}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/pools.py" line="165"/>
        <source>{check}, {helpers} helping</source>
        <translation>{check}, {helpers} helfen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="23"/>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="23"/>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="24"/>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="94"/>
        <source>Gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="24"/>
        <source>Negative</source>
        <translation>Negativ</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="25"/>
        <source>after push</source>
        <translation>nach dem Forcieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="26"/>
        <source>Base-die 1 after push</source>
        <translation>Basiswürfel-1 nach dem Forcieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="36"/>
        <source>Success, 1 stunt</source>
        <translation>Erfolg, 1 Kunststück</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="37"/>
        <source>Success, {stunts} stunts</source>
        <translation>Erfolg, {stunts} Kunststücke</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="48"/>
        <source>Botch, 1 one</source>
        <translation>Patzer, eine 1</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="48"/>
        <source>Botch, {ones} ones</source>
        <translation>Patzer, {ones} Einsen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="128"/>
        <source>{kind} {faces}</source>
        <translation>{kind} {faces}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="131"/>
        <source>1 six</source>
        <translation>eine 6</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="131"/>
        <source>{sixes} sixes</source>
        <translation>{sixes} Sechsen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="132"/>
        <source>{check} ({dice}) pushed: {faces} — {sixes}: {outcome}.</source>
        <translation>{check} ({dice}) forciert: {faces} — {sixes}: {outcome}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="133"/>
        <source>{check} ({dice}): {faces} — {sixes}: {outcome}.</source>
        <translation>{check} ({dice}): {faces} — {sixes}: {outcome}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="136"/>
        <source>{roll} Something very bad happened; the more ones, the worse.</source>
        <translation>{roll} Etwas sehr Schlimmes ist passiert; je mehr Einsen, desto schlimmer.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="138"/>
        <source>{roll} Something goes wrong: the GM says what.</source>
        <translation>{roll} Etwas geht schief: die SL sagt, was.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rolls.py" line="139"/>
        <source>{roll} Something goes wrong: the GM says what. You may push.</source>
        <translation>{roll} Etwas geht schief: die SL sagt, was. Du darfst forcieren.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="52"/>
        <source>Key attribute</source>
        <translation>Schlüsselattribut</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="55"/>
        <source>Specialist skill</source>
        <translation>Spezialfertigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="62"/>
        <source>{attribute} {trauma}</source>
        <translation>{attribute}: {trauma}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="65"/>
        <source>Carrying capacity</source>
        <translation>Tragkraft</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="65"/>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="66"/>
        <source>{items} items</source>
        <translation>{items} Gegenstände</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="66"/>
        <source>Carried</source>
        <translation>Getragen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="67"/>
        <source>Rations</source>
        <translation>Rationen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="67"/>
        <source>{food} food, {water} water</source>
        <translation>{food} Nahrung, {water} Wasser</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="71"/>
        <source>Gear Bonus</source>
        <translation>Ausrüstungsbonus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="79"/>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="96"/>
        <source>XP available</source>
        <translation>EP verfügbar</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="80"/>
        <source>Advances ready</source>
        <translation>Bereite Steigerungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="90"/>
        <source>Broken</source>
        <translation>Gebrochen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="91"/>
        <source>{attribute} is 0 from {trauma}: you are broken (chapter 6, not in the excerpt, says what that means).</source>
        <translation>{attribute} ist durch {trauma} auf 0: du bist gebrochen (Kapitel 6, nicht im Auszug, sagt, was das bedeutet).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="101"/>
        <source>Hungry</source>
        <translation>Hungrig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="101"/>
        <source>food</source>
        <translation>Nahrung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="103"/>
        <source>Thirsty</source>
        <translation>Durstig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="103"/>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="108"/>
        <source>Broken gear</source>
        <translation>Kaputte Ausrüstung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="109"/>
        <source>{item} has Gear Bonus 0 and no longer works until repaired.</source>
        <translation>{item} hat Ausrüstungsbonus 0 und funktioniert erst nach einer Reparatur wieder.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="193"/>
        <source>1 day without {ration}: characters who go without will suffer (the effects are in chapter 6, not in the excerpt).</source>
        <translation>1 Tag ohne {ration}: wer darauf verzichtet, leidet (die Folgen stehen in Kapitel 6, nicht im Auszug).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/rules.py" line="195"/>
        <source>{days} days without {ration}: characters who go without will suffer (the effects are in chapter 6, not in the excerpt).</source>
        <translation>{days} Tage ohne {ration}: wer darauf verzichtet, leidet (die Folgen stehen in Kapitel 6, nicht im Auszug).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="27"/>
        <source>Helpers</source>
        <translation>Helfer</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="30"/>
        <source>Others present who say so before you roll: +1 Skill die each, at most three; not when you all act side by side (everyone rolls their own).</source>
        <translation>Anwesende, die es vor dem Wurf ansagen: je +1 Fertigkeitswürfel, höchstens drei; nicht, wenn alle nebeneinander handeln (jeder würfelt selbst).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="36"/>
        <source>{difficulty} ({modification})</source>
        <translation>{difficulty} ({modification})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="39"/>
        <source>{quote}; hard from {example}</source>
        <translation>{quote}; schwer aus {example}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="42"/>
        <source>The GM&apos;s call on outside factors, in Skill dice; the rest of the table is not in the rules text, so enter other steps as another modification.</source>
        <translation>Die Einschätzung der SL zu äußeren Umständen, in Fertigkeitswürfeln; der Rest der Tabelle steht nicht im Regeltext, also tragen Sie weitere Stufen als andere Modifikation ein.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="47"/>
        <source>Botch on ones (optional rule)</source>
        <translation>Patzer bei Einsen (optionale Regel)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="50"/>
        <source>No six and at least one 1 is a botch; the more ones, the more serious (the odds show each count of ones).</source>
        <translation>Keine Sechs und mindestens eine 1 ist ein Patzer; je mehr Einsen, desto schlimmer (die Chancen zeigen jede Anzahl Einsen).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="59"/>
        <source>{item} ({dice} Gear die)</source>
        <translation>{item} ({dice} Ausrüstungswürfel)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="60"/>
        <source>{item} ({dice} Gear dice)</source>
        <translation>{item} ({dice} Ausrüstungswürfel)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="65"/>
        <source>No gear</source>
        <translation>Keine Ausrüstung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="75"/>
        <source>Attribute (Base dice)</source>
        <translation>Attribut (Basiswürfel)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="80"/>
        <source>{skill} uses {attribute}; the GM may allow another attribute&apos;s current score as Base dice.</source>
        <translation>{skill} nutzt {attribute}; die SL kann den aktuellen Wert eines anderen Attributs als Basiswürfel erlauben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="97"/>
        <source>One piece of gear per roll: its Gear Bonus in Gear dice.</source>
        <translation>Ein Ausrüstungsteil je Wurf: sein Ausrüstungsbonus in Ausrüstungswürfeln.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="101"/>
        <source>Other modification</source>
        <translation>Andere Modifikation</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="102"/>
        <source>{quote}; the sizes for aiming, long range, a bad bargaining position or talents are not in the rules text</source>
        <translation>{quote}; die Größen für Zielen, große Entfernung, eine schlechte Verhandlungsposition oder Talente stehen nicht im Regeltext</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/situations.py" line="105"/>
        <source>Skill dice added (+) or taken away (−): aiming, long range, a bad bargaining position, a talent. Below zero you roll negative Skill dice.</source>
        <translation>Hinzugefügte (+) oder weggenommene (−) Fertigkeitswürfel: Zielen, große Entfernung, eine schlechte Verhandlungsposition, ein Talent. Unter null würfeln Sie negative Fertigkeitswürfel.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="30"/>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="30"/>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="31"/>
        <source>Agility</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="31"/>
        <source>fatigue</source>
        <translation>Erschöpfung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="32"/>
        <source>Wits</source>
        <translation>Verstand</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="32"/>
        <source>confusion</source>
        <translation>Verwirrung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="33"/>
        <source>Empathy</source>
        <translation>Empathie</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="33"/>
        <source>doubt</source>
        <translation>Zweifel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="40"/>
        <source>Endure</source>
        <extracomment>[001 &quot;03 Skills&quot;]: the twelve basic skills and their attributes. The excerpt prints &quot;Comprehed&quot;; we read it as Comprehend (docs/rules/lite.md).</extracomment>
        <translation>Durchhalten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="41"/>
        <source>Fight</source>
        <translation>Kämpfen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="42"/>
        <source>Athletics</source>
        <translation>Athletik</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="43"/>
        <source>Acrobatics</source>
        <translation>Akrobatik</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="44"/>
        <source>Stealth</source>
        <translation>Schleichen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="45"/>
        <source>Shoot</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="46"/>
        <source>Comprehend</source>
        <translation>Begreifen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="47"/>
        <source>Lore</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="48"/>
        <source>Notice</source>
        <translation>Bemerken</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="49"/>
        <source>Sense</source>
        <translation>Durchschauen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="50"/>
        <source>Manipulate</source>
        <translation>Manipulieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="51"/>
        <source>Coolness</source>
        <translation>Gelassenheit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="86"/>
        <source>A Breeze</source>
        <extracomment>[001 &quot;For each of the following questions that you can answer with a “yes”&quot;] The printed rows of the difficulty table [001 &quot;A Breeze+3&quot;], [001 &quot;Normal± 0&quot;] (the rest of the table is lost), and &quot;hard&quot; from the Angus example [001 &quot;the GM says the action is hard and gives Angus a −2 modification&quot;]: (value, name, modification).</extracomment>
        <translation>Ein Kinderspiel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="87"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="88"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/lite/tables.py" line="115"/>
        <source>Roll Endure to walk any significant distance; on a failure drop what you are carrying or stay where you are.</source>
        <extracomment>[001 &quot;more than 10 bullets ... light ..., more than 20 ... basic item and more than 40 as a heavy item&quot;]: (more than this many rounds, rows), largest first.</extracomment>
        <translation>Würfle Durchhalten, um eine nennenswerte Strecke zu gehen; bei einem Fehlschlag lass fallen, was du trägst, oder bleib, wo du bist.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="24"/>
        <source>critical success</source>
        <translation>kritischer Erfolg</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="27"/>
        <source>critical failure</source>
        <translation>kritischer Fehlschlag</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="142"/>
        <location filename="../sheetkeeper/systems/rainworld/rules.py" line="77"/>
        <source>{skill} untrained</source>
        <translation>{skill} ungeübt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/checks.py" line="148"/>
        <source>Raise {n}</source>
        <translation>Steigerung {n}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/combat.py" line="51"/>
        <source>Below minimum PHYS {minimum}</source>
        <translation>Unter Mindest-PHYS {minimum}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="29"/>
        <source>Surprised</source>
        <translation>Überrascht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="29"/>
        <source>can’t take any actions this round</source>
        <translation>kann in dieser Runde nicht handeln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="32"/>
        <source>all actions</source>
        <translation>alle Aktionen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="35"/>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="138"/>
        <source>Incapacitated</source>
        <translation>Kampfunfähig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="35"/>
        <source>knocked unconscious or completely immobilised</source>
        <translation>bewusstlos oder völlig bewegungsunfähig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="39"/>
        <source>the stun healing (an overnight rest)</source>
        <translation>dem Heilen der Betäubung (eine Nachtruhe)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="40"/>
        <source>the Body track is full of stun or stun and injury cross</source>
        <translation>die Körper-Leiste voller Betäubung ist oder sich Betäubung und Verletzung kreuzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="86"/>
        <source>{weapon} DMG</source>
        <translation>{weapon} SCH</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="98"/>
        <source>STOP {stop} − AP {ap} = {effective}</source>
        <translation>STOP {stop} − DS {ap} = {effective}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="108"/>
        <source>{attacker}&apos;s {weapon}: {amount} injury to {target}</source>
        <translation>{attacker}: {weapon}: {amount} Verletzung für {target}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="109"/>
        <source>{attacker}&apos;s {weapon}: {amount} stun to {target}</source>
        <translation>{attacker}: {weapon}: {amount} Betäubung für {target}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="118"/>
        <source>{amount} injury</source>
        <translation>{amount} Verletzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="119"/>
        <source>{amount} stun</source>
        <translation>{amount} Betäubung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/fights.py" line="160"/>
        <source>{hit}; {marked}</source>
        <translation>{hit}; {marked}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="19"/>
        <source>Boxes of injury healed</source>
        <translation>Geheilte Kästchen Verletzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="34"/>
        <source>Distance from the blast (m)</source>
        <translation>Abstand zur Explosion (m)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="36"/>
        <source>Epicentre radius (m)</source>
        <translation>Radius des Zentrums (m)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="38"/>
        <source>Epicentre effect (boxes)</source>
        <translation>Wirkung im Zentrum (Kästchen)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="39"/>
        <source>Epicentre effect marks</source>
        <translation>Markierung im Zentrum</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="41"/>
        <source>Falloff effect (boxes)</source>
        <translation>Wirkung im Randbereich (Kästchen)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/inputs.py" line="42"/>
        <source>Falloff effect marks</source>
        <translation>Markierung im Randbereich</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="54"/>
        <source>with a Click reroll</source>
        <translation>mit einem Click-Neuwurf</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="68"/>
        <source>2d10 {first} + {second}, skill {skill}</source>
        <translation>2W10 {first} + {second}, Fertigkeit {skill}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="71"/>
        <source>{sum}, bonuses {bonuses}</source>
        <translation>{sum}, Boni {bonuses}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="73"/>
        <source>{sum}, penalties {penalties}</source>
        <translation>{sum}, Abzüge {penalties}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="80"/>
        <source>over 10</source>
        <translation>über 10</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="82"/>
        <source>to beat the antagonist&apos;s {result}</source>
        <translation>um {result} des Antagonisten zu schlagen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="86"/>
        <source>to beat the antagonist&apos;s 2d10 {first} + {second}, skill and modifiers {modifier} = {total}</source>
        <translation>um 2W10 {first} + {second}, Fertigkeit und Modifikatoren {modifier} = {total} des Antagonisten zu schlagen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="90"/>
        <source>{check}: {sum} = {total} (needs {need}): {outcome}</source>
        <translation>{check}: {sum} = {total} (braucht {need}): {outcome}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="93"/>
        <source>{roll} (doubles: Control decides the extra effect)</source>
        <translation>{roll} (Pasch: Control bestimmt den zusätzlichen Effekt)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/plans.py" line="95"/>
        <source>{roll}; {then}</source>
        <translation>{roll}; {then}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/play.py" line="34"/>
        <location filename="../sheetkeeper/systems/renaissance/play.py" line="24"/>
        <source>skill</source>
        <extracomment>The full lists are in chapters the excerpt lacks, so names of one&apos;s own are allowed.
----------
Field and exotic skills are named by the player (&quot;Art: Sculpture&quot;), so own names are allowed.</extracomment>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/play.py" line="35"/>
        <source>quirk</source>
        <translation>Eigenheit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/play.py" line="36"/>
        <source>attack skill</source>
        <translation>Angriffsfertigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/reading.py" line="142"/>
        <source>Injury ({boxes} boxes)</source>
        <translation>Verletzung ({boxes} Kästchen)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/reading.py" line="212"/>
        <source>a hit does {injury} injury</source>
        <translation>ein Treffer verursacht {injury} Verletzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/rules.py" line="68"/>
        <source>{ranks} rank</source>
        <translation>{ranks} Rang</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/rules.py" line="69"/>
        <source>{ranks} ranks</source>
        <translation>{ranks} Ränge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/rules.py" line="70"/>
        <source>untrained (−2)</source>
        <translation>ungeübt (−2)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="79"/>
        <source>Injury penalty</source>
        <translation>Verletzungsmalus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="80"/>
        <source>{penalty} to all actions</source>
        <translation>{penalty} auf alle Aktionen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="82"/>
        <source>Body</source>
        <translation>Körper</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="82"/>
        <source>{injury} injury, {stun} stun of {boxes}</source>
        <translation>{injury} Verletzung, {stun} Betäubung von {boxes}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="84"/>
        <source>Mind</source>
        <translation>Geist</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="84"/>
        <source>{trauma} trauma, {shock} shock of {boxes}</source>
        <translation>{trauma} Trauma, {shock} Schock von {boxes}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="87"/>
        <source>Click</source>
        <translation>Click</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="89"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="89"/>
        <source>MV {mv} per round, {sprint} sprinting</source>
        <translation>BW {mv} je Runde, {sprint} im Sprint</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="91"/>
        <source>Throw without penalty</source>
        <translation>Wurf ohne Malus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="91"/>
        <source>{metres} m</source>
        <translation>{metres} m</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="93"/>
        <source>Hold breath</source>
        <translation>Luft anhalten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="94"/>
        <source>Dying: dies within</source>
        <translation>Sterbend: stirbt binnen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="94"/>
        <source>{minutes} minutes</source>
        <translation>{minutes} Minuten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="99"/>
        <source>Armour STOP</source>
        <translation>Rüstung STOP</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="104"/>
        <source>{quirk} (effective)</source>
        <translation>{quirk} (wirksam)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="115"/>
        <source>Reality</source>
        <translation>Realität</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="115"/>
        <source>{marked} of {boxes} (rules in the Ganzfeld section)</source>
        <translation>{marked} von {boxes} (Regeln im Abschnitt Ganzfeld)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="130"/>
        <source>Stabilised</source>
        <translation>Stabilisiert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="131"/>
        <source>Dying but stabilised; surviving adds 1 trauma when the injury heals</source>
        <translation>Sterbend, aber stabilisiert; wer überlebt, erhält 1 Trauma, wenn die Verletzung heilt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="134"/>
        <source>Dies within {minutes} minutes (PHYS÷2) unless stabilised by medical attention or 1 Click</source>
        <translation>Stirbt binnen {minutes} Minuten (PHYS÷2), wenn nicht durch Behandlung oder 1 Click stabilisiert</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="138"/>
        <source>Knocked unconscious or completely immobilised</source>
        <translation>Bewusstlos oder völlig bewegungsunfähig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="142"/>
        <source>Injured {penalty}</source>
        <translation>Verletzt {penalty}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="143"/>
        <source>{penalty} to all actions ({boxes} boxes of injury)</source>
        <translation>{penalty} auf alle Aktionen ({boxes} Kästchen Verletzung)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="146"/>
        <source>Breakdown</source>
        <translation>Zusammenbruch</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="146"/>
        <source>Mental health permanently broken down: unfit for duty, the character leaves play</source>
        <translation>Geistige Gesundheit dauerhaft zusammengebrochen: dienstunfähig, der Charakter verlässt das Spiel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="149"/>
        <source>Episode</source>
        <translation>Episode</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/sheet.py" line="149"/>
        <source>An uncontrollable episode: shock clears and becomes +1 trauma</source>
        <translation>Eine unkontrollierbare Episode: der Schock verschwindet und wird zu +1 Trauma</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="66"/>
        <source>Social privilege with a fellow human (1 Click)</source>
        <translation>Soziales Privileg bei einem Mitmenschen (1 Click)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="67"/>
        <source>Social privilege with a nonhuman (1 Click)</source>
        <translation>Soziales Privileg bei einem Nichtmenschen (1 Click)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="68"/>
        <source>A human character spends 1 Click for +3 to this {skill} check with a fellow human. Spend the Click on the sheet.</source>
        <translation>Ein menschlicher Charakter gibt 1 Click für +3 auf diese Probe auf {skill} bei einem Mitmenschen aus. Den Click auf dem Bogen ausgeben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="70"/>
        <source>A human character spends 1 Click for +3 to this {skill} check with a nonhuman. Spend the Click on the sheet.</source>
        <translation>Ein menschlicher Charakter gibt 1 Click für +3 auf diese Probe auf {skill} bei einem Nichtmenschen aus. Den Click auf dem Bogen ausgeben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="133"/>
        <source>Strike to inflict</source>
        <translation>Schlag verursacht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/status.py" line="54"/>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="134"/>
        <source>Stun</source>
        <translation>Betäubung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="135"/>
        <source>Injury</source>
        <translation>Verletzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="137"/>
        <source>A trained martial artist chooses whether the blow does stun or injury.</source>
        <translation>Wer Kampfkunst beherrscht, wählt, ob der Schlag Betäubung oder Verletzung verursacht.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="144"/>
        <source>Bargained with Control for an extra effect: Raise N is a −N penalty.</source>
        <translation>Mit Kontrolle um einen zusätzlichen Effekt gefeilscht: Steigerung N ist ein Abzug von −N.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="147"/>
        <source>Bargained with Control for an extra effect: Raise N is a −N penalty. A called shot (a specific part of the target) is a Raise too.</source>
        <translation>Mit Kontrolle um einen zusätzlichen Effekt gefeilscht: Steigerung N ist ein Abzug von −N. Ein gezielter Schuss (auf einen bestimmten Teil des Ziels) ist auch eine Steigerung.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="150"/>
        <source>Raise</source>
        <translation>Raise</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="162"/>
        <source>Versus: the antagonist&apos;s result</source>
        <translation>Versus: Ergebnis des Antagonisten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="165"/>
        <source>A versus check against a result the antagonist has already rolled: succeed by beating it (a tie fails).</source>
        <translation>Eine Versus-Probe gegen ein Ergebnis, das der Antagonist schon gewürfelt hat: Erfolg, wenn Sie es übertreffen (Gleichstand misslingt).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="168"/>
        <source>Versus: the antagonist&apos;s skill and modifiers</source>
        <translation>Versus: Fertigkeit und Modifikatoren des Antagonisten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="171"/>
        <source>A versus check where the antagonist rolls 2d10 + this number at the same time; the odds count both sides&apos; dice. Give this or the antagonist&apos;s result, not both.</source>
        <translation>Eine Versus-Probe, bei der der Antagonist gleichzeitig 2W10 + diese Zahl würfelt; die Chancen zählen die Würfel beider Seiten. Geben Sie dies oder das Ergebnis des Antagonisten an, nicht beides.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="185"/>
        <source>The target is manoeuvring defensively: their Gymnastics skill is a penalty to the attack.</source>
        <translation>Das Ziel weicht aus: seine Gymnastik ist ein Abzug auf den Angriff.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="188"/>
        <source>The target is manoeuvring defensively: their Gymnastics skill is a penalty to the attack. Only for a throw at the target (a brick at their head), not a grenade landed near them.</source>
        <translation>Das Ziel weicht aus: seine Gymnastik ist ein Abzug auf den Angriff. Nur bei einem Wurf auf das Ziel (ein Ziegel an den Kopf), nicht bei einer Granate, die in seiner Nähe landet.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="193"/>
        <source>Target&apos;s Gymnastics (defensive manoeuvring)</source>
        <translation>Gymnastik des Ziels (Ausweichmanöver)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="197"/>
        <source>Off hand</source>
        <translation>Zweithand</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="199"/>
        <source>This hand of a split attack is the off hand: −3.</source>
        <translation>Diese Hand eines geteilten Angriffs ist die Zweithand: −3.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="201"/>
        <source>Split attack at two targets</source>
        <translation>Geteilter Angriff auf zwei Ziele</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="204"/>
        <source>The two hands of a split attack go at two different opponents: −3 on both checks.</source>
        <translation>Die beiden Hände eines geteilten Angriffs gehen gegen zwei verschiedene Gegner: −3 auf beide Proben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="210"/>
        <source>Aimed</source>
        <translation>Gezielt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="211"/>
        <source>Aimed for at least one phase before firing; an unaimed shot takes −3.</source>
        <translation>Vor dem Schuss mindestens eine Phase gezielt; ein ungezielter Schuss erhält −3.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="216"/>
        <source>Increment {metres} m</source>
        <translation>Schritt {metres} m</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="217"/>
        <source>no Increment entered</source>
        <translation>kein Schritt eingetragen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="220"/>
        <source>Distance to the target (m)</source>
        <translation>Entfernung zum Ziel (m)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="223"/>
        <source>0: not measured (no range modifier). Under 5 m is point blank (+3); beyond the first Increment the penalty is the square of the full Increments crossed ({increment}); each full Increment also raises a burst&apos;s threshold by 1.</source>
        <translation>0: nicht gemessen (kein Entfernungsmodifikator). Unter 5 m ist Kernschussweite (+3); jenseits des ersten Schritts ist der Abzug das Quadrat der vollen überquerten Schritte ({increment}); jeder volle Schritt hebt auch die Schwelle eines Feuerstoßes um 1.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="228"/>
        <source>Firing at someone attacking you in melée</source>
        <translation>Schuss auf jemanden, der dich im Nahkampf angreift</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="231"/>
        <source>−6 for this firearm (longer than a pistol)</source>
        <translation>−6 für diese Feuerwaffe (länger als eine Pistole)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="232"/>
        <source>−3 (−6 for firearms longer than a pistol)</source>
        <translation>−3 (−6 für Feuerwaffen, die länger als eine Pistole sind)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="237"/>
        <source>Firing mode</source>
        <translation>Feuermodus</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="240"/>
        <source>Single: a Firearms check. Burst and auto: one d10 per bullet, each at or over the threshold hits.</source>
        <translation>Einzelschuss: eine Schusswaffenprobe. Feuerstoß und Dauerfeuer: ein W10 je Kugel, jeder auf oder über der Schwelle trifft.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="244"/>
        <source>Rounds fired (auto)</source>
        <translation>Abgefeuerte Schüsse (Dauerfeuer)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="247"/>
        <source>How many bullets auto fire sends: one d10 each.</source>
        <translation>Wie viele Kugeln das Dauerfeuer abgibt: je eine W10.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="250"/>
        <source>Spray an area</source>
        <translation>Fläche bestreichen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="252"/>
        <source>Burst or auto fire at an area, not one target: threshold 10, Autofire does not apply; Control assigns the hits.</source>
        <translation>Feuerstoß oder Dauerfeuer auf eine Fläche statt auf ein Ziel: Schwelle 10, Autofire zählt nicht; Kontrolle verteilt die Treffer.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="258"/>
        <source>No equipment</source>
        <translation>Keine Ausrüstung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="259"/>
        <source>{item} (+{ranks} Autofire)</source>
        <translation>{item} (+{ranks} Dauerfeuer)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="262"/>
        <source>Equipment for Autofire</source>
        <translation>Ausrüstung für Autofire</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="264"/>
        <source>Only one piece of equipment adds its ranks to Autofire on a check: choose which.</source>
        <translation>Nur ein Ausrüstungsgegenstand addiert seine Ränge zu Autofire bei einer Probe: Wählen Sie, welcher.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="272"/>
        <source>Throwing distance (m)</source>
        <translation>Wurfweite (m)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="275"/>
        <source>Up to {metres} m (the lower of PHYS and CON) without penalty; −2 for each metre beyond.</source>
        <translation>Bis {metres} m (der kleinere Wert von PHYS und CON) ohne Abzug; −2 für jeden Meter darüber.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="281"/>
        <source>Target&apos;s armour STOP</source>
        <translation>STOP der Rüstung des Ziels</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="283"/>
        <source>The injury a hit does: DMG {dmg} less (STOP − AP {ap}), never below 0.</source>
        <translation>Die Verletzung durch einen Treffer: DMG {dmg} weniger (STOP − AP {ap}), nie unter 0.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="290"/>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="295"/>
        <source>Single</source>
        <translation>Einzelschuss</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="292"/>
        <source>Burst {rounds}</source>
        <translation>Feuerstoß {rounds}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="294"/>
        <source>Auto</source>
        <translation>Dauerfeuer</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/situations.py" line="300"/>
        <source>Item {number}</source>
        <translation>Gegenstand {number}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="74"/>
        <source>Resist Intimidation / Overcome Fear</source>
        <extracomment>The fields of the field skills named in the excerpt (&quot;Art is a field skill&quot;). Tests that normally cannot be assisted [002 &quot;Attack, Stealth and Perception tests normally cannot be assisted.&quot;]. Attacks are flagged on the situation, not by skill.</extracomment>
        <translation>Einschüchterung widerstehen / Angst überwinden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="75"/>
        <source>Resist Social Manipulation</source>
        <translation>Sozialer Manipulation widerstehen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="76"/>
        <source>Difficult Memory Recall</source>
        <translation>Schwierige Erinnerung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="77"/>
        <source>Take a Chance, Stroke of Luck</source>
        <translation>Es drauf ankommen lassen, Glücksfall</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="78"/>
        <source>Make a Guess</source>
        <translation>Raten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="79"/>
        <source>Get a Hint</source>
        <translation>Einen Hinweis bekommen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="80"/>
        <source>Solve a Logic Puzzle</source>
        <translation>Ein Logikrätsel lösen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="83"/>
        <source>Feat of Strength</source>
        <translation>Kraftakt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="87"/>
        <source>Feat of Endurance</source>
        <translation>Ausdauerleistung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="88"/>
        <source>React Quickly</source>
        <translation>Schnell reagieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="89"/>
        <source>Catch Something</source>
        <translation>Etwas fangen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/catalogue.py" line="90"/>
        <source>Difficult use of Language</source>
        <translation>Schwieriger Sprachgebrauch</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/checking.py" line="75"/>
        <source>{check} (simple check, target {target}): rolled {face} — {result}</source>
        <translation>{check} (einfache Probe, Zielwert {target}): gewürfelt {face} — {result}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/checking.py" line="81"/>
        <source>{check} (target {target}): rolled {face} — {band}, {margin_name} {margin}</source>
        <translation>{check} (Zielwert {target}): gewürfelt {face} — {band}, {margin_name} {margin}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="110"/>
        <source>Related skill: {skill} ({ranks} ranks)</source>
        <translation>Verwandte Fertigkeit: {skill} ({ranks} Ränge)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="113"/>
        <source>Specialisation [{specialisation}]</source>
        <translation>Spezialisierung [{specialisation}]</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="116"/>
        <source>No appropriate proficiency</source>
        <translation>Keine passende Befähigung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="118"/>
        <source>Very Easy</source>
        <translation>Sehr leicht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="118"/>
        <source>Very Hard</source>
        <translation>Sehr schwer</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="119"/>
        <source>Difficulty ({name})</source>
        <translation>Schwierigkeit ({name})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="121"/>
        <source>Taking your time</source>
        <translation>Sich Zeit lassen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="121"/>
        <source>Rushing</source>
        <translation>Hetzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="122"/>
        <source>{how} ({change}% time)</source>
        <translation>{how} ({change} % Zeit)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="123"/>
        <source>Passive test</source>
        <translation>Passive Probe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="125"/>
        <source>Trying again ({times}×)</source>
        <translation>Neuer Versuch ({times}×)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="126"/>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="119"/>
        <source>Situational modifier</source>
        <translation>Situationsmodifikator</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/modifiers.py" line="130"/>
        <source>Sustained actions ({actions})</source>
        <translation>Andauernde Handlungen ({actions})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="156"/>
        <source>Excel</source>
        <extracomment>[002 &quot;Your target can never be greater than 98&quot;], [002 &quot;can never be less than 0&quot;] MoS or MoF &quot;over 30&quot; is exceptional; exactly 30 is not.</extracomment>
        <translation>Glänzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="156"/>
        <source>Stumble</source>
        <translation>Straucheln</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="157"/>
        <source>Exceptional success</source>
        <translation>Außergewöhnlicher Erfolg</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="157"/>
        <source>Normal success</source>
        <translation>Normaler Erfolg</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="158"/>
        <source>Normal failure</source>
        <translation>Normaler Fehlschlag</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="158"/>
        <source>Exceptional failure</source>
        <translation>Außergewöhnlicher Fehlschlag</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="158"/>
        <source>Critical failure</source>
        <translation>Kritischer Fehlschlag</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/results.py" line="159"/>
        <source>exceptional or critical</source>
        <translation>außergewöhnlich oder kritisch</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="49"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="49"/>
        <source>1d10 {modifier} ({lowest} to {highest})</source>
        <translation>1W10 {modifier} ({lowest} bis {highest})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="51"/>
        <source>Sustained-action penalty</source>
        <translation>Abzug für andauernde Handlungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="52"/>
        <source>{penalty} to all tests</source>
        <translation>{penalty} auf alle Proben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="53"/>
        <source>Common knowledge (10+ ranks)</source>
        <translation>Allgemeinwissen (10+ Ränge)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="55"/>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="63"/>
        <source>Distracted</source>
        <translation>Abgelenkt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="63"/>
        <source>maintaining {actions} sustained actions: {penalty} to all tests</source>
        <translation>hält {actions} andauernde Handlungen aufrecht: {penalty} auf alle Proben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="67"/>
        <source>Sustaining</source>
        <translation>Hält aufrecht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/rules.py" line="67"/>
        <source>{action} (no penalty for the first sustained action)</source>
        <translation>{action} (kein Abzug für die erste andauernde Handlung)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="43"/>
        <source>Assistants ({ranks}+ ranks in a useful skill)</source>
        <translation>Helfer ({ranks}+ Ränge in einer nützlichen Fertigkeit)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="50"/>
        <source>Count only helpers with {ranks} or more ranks in a skill that helps (not necessarily this one): +{each} each, at most +{most}.</source>
        <translation>Nur Helfer mit {ranks} oder mehr Rängen in einer hilfreichen Fertigkeit zählen (nicht unbedingt dieser): je +{each}, höchstens +{most}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="57"/>
        <source>Fewest ranks an assistant has in a useful skill</source>
        <translation>Wenigste Ränge eines Helfers in einer nützlichen Fertigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="61"/>
        <source>The assistants&apos; sheets are not part of the check: give the fewest ranks any of them has in a skill that helps; under {ranks} is refused (left at {ranks}, the table has checked).</source>
        <translation>Die Bögen der Helfer gehören nicht zur Probe: die wenigsten Ränge angeben, die einer von ihnen in einer hilfreichen Fertigkeit hat; unter {ranks} wird abgelehnt (bei {ranks} belassen, die Runde hat es geprüft).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="68"/>
        <source>Attack test</source>
        <translation>Angriffsprobe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="70"/>
        <source>An attack normally cannot be assisted.</source>
        <translation>Bei einem Angriff kann normalerweise niemand helfen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="74"/>
        <source>GM allows assistance</source>
        <translation>SL erlaubt Hilfe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="77"/>
        <source>Attack, Stealth and Perception tests normally cannot be assisted; tick this when the GM rules that this one can.</source>
        <translation>Bei Angriffs-, Schleich- und Wahrnehmungsproben kann man gewöhnlich nicht helfen; kreuzen Sie dies an, wenn die SL es für diese erlaubt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="82"/>
        <source>Difficulty (Very Hard −30 to Very Easy +30)</source>
        <translation>Schwierigkeit (Sehr schwer −30 bis sehr leicht +30)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="85"/>
        <source>The GM&apos;s difficulty: +30 Very Easy, 0 ordinary, −30 Very Hard.</source>
        <translation>Die Schwierigkeit der SL: +30 sehr leicht, 0 gewöhnlich, −30 sehr schwer.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="89"/>
        <source>Taking your time / rushing (% of the timeframe)</source>
        <translation>Sich Zeit lassen / hetzen (% des Zeitrahmens)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="95"/>
        <source>Task actions and jobs only. +50% time gives +10 (at most +30 at +150%); −25% time gives −10 (at most −30 at −75%); in between rounds down.</source>
        <translation>Nur für Aufgaben und Aufträge. +50 % Zeit gibt +10 (höchstens +30 bei +150 %); −25 % Zeit gibt −10 (höchstens −30 bei −75 %); Zwischenwerte werden abgerundet.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="101"/>
        <source>Passive test ({penalty})</source>
        <translation>Passive Probe ({penalty})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="105"/>
        <source>The GM rolls it in secret on the character&apos;s behalf.</source>
        <translation>Die SL würfelt verdeckt für den Charakter.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="109"/>
        <source>Tries again ({penalty} each, optional rule)</source>
        <translation>Neue Versuche (je {penalty}, optionale Regel)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="115"/>
        <source>How many times the character has already tried this and failed.</source>
        <translation>Wie oft der Charakter es schon vergeblich versucht hat.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="122"/>
        <source>Anything else the GM rules (a magic cloak&apos;s +20).</source>
        <translation>Alles andere, was die SL festlegt (die +20 eines Zaubermantels).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="125"/>
        <source>Upgrade</source>
        <translation>Aufwertung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="128"/>
        <source>A critical or exceptional failure becomes a normal failure; a normal success becomes exceptional, an exceptional success critical. MoS and MoF stay.</source>
        <translation>Ein kritischer oder außergewöhnlicher Fehlschlag wird ein normaler Fehlschlag; ein normaler Erfolg wird außergewöhnlich, ein außergewöhnlicher Erfolg kritisch. MoS und MoF bleiben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="134"/>
        <source>Downgrade</source>
        <translation>Abwertung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="137"/>
        <source>A critical success becomes exceptional, an exceptional success normal; a normal failure becomes exceptional, an exceptional failure critical. MoS and MoF stay.</source>
        <translation>Ein kritischer Erfolg wird außergewöhnlich, ein außergewöhnlicher Erfolg normal; ein normaler Fehlschlag wird außergewöhnlich, ein außergewöhnlicher Fehlschlag kritisch. MoS und MoF bleiben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="143"/>
        <source>Simple check (excel or stumble)</source>
        <translation>Einfache Probe (glänzen oder straucheln)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="147"/>
        <source>Success is assumed: at or under the target you excel, over it you stumble.</source>
        <translation>Erfolg wird angenommen: bei oder unter dem Zielwert glänzt du, darüber strauchelst du.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="152"/>
        <source>Other side&apos;s target</source>
        <translation>Zielwert der Gegenseite</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="157"/>
        <source>The other character&apos;s target (0 to 98) in an opposed or variable check; both sides roll D%.</source>
        <translation>Der Zielwert des anderen Charakters (0 bis 98) bei einer vergleichenden oder variablen Probe; beide Seiten würfeln W%.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="161"/>
        <source>Kind of contest</source>
        <translation>Art des Wettstreits</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="168"/>
        <source>With the other side&apos;s target: opposed checks always have a winner; in a variable check both succeeding is a partial success for both.</source>
        <translation>Mit dem Zielwert der Gegenseite: Vergleichende Proben haben immer einen Gewinner; bei einer variablen Probe ist ein Erfolg beider ein Teilerfolg für beide.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="202"/>
        <source>{tests} tests normally cannot be assisted; tick this when the GM rules that this one can.</source>
        <translation>Proben auf {tests} können normalerweise nicht unterstützt werden; ankreuzen, wenn die SL entscheidet, dass diese es kann.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="213"/>
        <source>{skill} ({ranks} ranks: +{bonus})</source>
        <translation>{skill} ({ranks} Ränge: +{bonus})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="216"/>
        <source>Related skill</source>
        <translation>Verwandte Fertigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="220"/>
        <source>One skill of yours that bears on this test (Knowledge: Theology for Profession: Cleric): +10 with 10–24 ranks, +20 with 25–39, +30 with 40 or more.</source>
        <translation>Eine Ihrer Fertigkeiten, die zu dieser Probe passt (Wissen: Theologie für Beruf: Kleriker): +10 bei 10–24 Rängen, +20 bei 25–39, +30 bei 40 oder mehr.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="229"/>
        <source>Specialisation [{specialisation}] applies</source>
        <translation>Spezialisierung [{specialisation}] greift</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="233"/>
        <source>+{bonus} when the test falls within [{specialisation}].</source>
        <translation>+{bonus}, wenn die Probe unter [{specialisation}] fällt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="240"/>
        <source>none listed</source>
        <translation>keine eingetragen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="243"/>
        <source>Without an appropriate proficiency ({penalty})</source>
        <translation>Ohne passende Befähigung ({penalty})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="248"/>
        <source>Tick when none of {skill}&apos;s proficiencies ({have}) fits what is tried.</source>
        <translation>Ankreuzen, wenn keine Fachkenntnis von {skill} ({have}) zum Versuchten passt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="256"/>
        <source>Defaulting penalty (used in place of a skill you lack)</source>
        <translation>Ersatzmalus (statt einer fehlenden Fertigkeit)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="261"/>
        <source>When the GM lets {skill} stand in for a skill the character lacks, the penalty the GM sets (Barter for a legal case at −30).</source>
        <translation>Wenn die SL {skill} für eine fehlende Fertigkeit des Charakters einspringen lässt, der Abzug, den die SL festlegt (Feilschen für einen Rechtsfall mit −30).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="270"/>
        <source>Sustained actions kept up ({penalty} each beyond the first)</source>
        <translation>Aufrechterhaltene Handlungen (je {penalty} ab der zweiten)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/situations.py" line="276"/>
        <source>From the sheet&apos;s sustained actions; change it to see the odds with more or fewer kept up.</source>
        <translation>Aus den andauernden Handlungen des Bogens; ändern Sie sie, um die Chancen mit mehr oder weniger aufrechterhaltenen zu sehen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/targets.py" line="35"/>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/targets.py" line="36"/>
        <source>{value} × {times}</source>
        <translation>{value} × {times}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/targets.py" line="56"/>
        <source>{skill} ranks</source>
        <translation>{skill}: Ränge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/brp/weapon_damage.py" line="63"/>
        <source>Armour points</source>
        <translation>Rüstungspunkte</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="48"/>
        <source>level {level} is the top of the table</source>
        <translation>Stufe {level} ist die höchste der Tabelle</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="51"/>
        <source>level {level} needs {needed} XP; you have {earned}</source>
        <translation>Stufe {level} braucht {needed} EP; du hast {earned}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="114"/>
        <source>{name} is already learned</source>
        <translation>{name} ist schon gelernt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="116"/>
        <source>{name} learns with {attribute} {multiplier}: a multiplier of 0 or less adds nothing per hour, so it cannot be learned</source>
        <translation>{name} lernt mit {attribute} {multiplier}: ein Multiplikator von 0 oder weniger bringt pro Stunde nichts, also kann es nicht gelernt werden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="120"/>
        <source>no learning hours left; more come with the next level up</source>
        <translation>keine Lernstunden übrig; neue kommen mit dem nächsten Stufenaufstieg</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="122"/>
        <source>spend at least 1 learning hour</source>
        <translation>mindestens 1 Lernstunde ausgeben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="124"/>
        <source>{hours} learning hours asked, {remaining} left</source>
        <translation>{hours} Lernstunden verlangt, {remaining} übrig</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="127"/>
        <source>{name} needs only {left} more hour at {attribute} {multiplier}</source>
        <translation>{name} braucht nur noch {left} Stunde bei {attribute} {multiplier}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="129"/>
        <source>{name} needs only {left} more hours at {attribute} {multiplier}</source>
        <translation>{name} braucht nur noch {left} Stunden bei {attribute} {multiplier}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="226"/>
        <source>{name} is not learned yet ({progress} of {effort})</source>
        <translation>{name} ist noch nicht gelernt ({progress} von {effort})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="229"/>
        <source>{name} is already active</source>
        <translation>{name} ist schon aktiv</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/advancement.py" line="233"/>
        <source>{active} of {limit} techniques are active (half of max Focus {focus}); exchange them during a long rest</source>
        <translation>{active} von {limit} Techniken sind aktiv (die Hälfte des max. Fokus {focus}); tausche sie während einer langen Rast</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="24"/>
        <source>Condition</source>
        <translation>Kondition</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="26"/>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="29"/>
        <source>PER</source>
        <translation>PER</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="31"/>
        <source>COR</source>
        <translation>COR</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="33"/>
        <source>TOG</source>
        <translation>TOG</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="36"/>
        <source>AGL</source>
        <translation>AGL</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="41"/>
        <source>A melee weapon&apos;s name as the roll says it (Cudgel); empty: unarmed only.</source>
        <translation>Der Name einer Nahkampfwaffe, wie der Wurf ihn nennt (Knüppel); leer: nur waffenlos.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/foes.py" line="45"/>
        <source>Dice as printed on the item (d6, 2d8+1): the excerpt has no weapons table.</source>
        <translation>Würfel, wie beim Gegenstand gedruckt (d6, 2d8+1): der Auszug hat keine Waffentabelle.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="36"/>
        <source>Focus below 0: +1 burnout, no specialty techniques until Focus is 0</source>
        <translation>Fokus unter 0: +1 Burnout, keine Spezialtechniken, bis Fokus 0 ist</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="39"/>
        <source>Condition 0 or below: dying (out cold, -1 Condition each turn)</source>
        <translation>Kondition 0 oder darunter: sterbend (bewusstlos, -1 Kondition pro Zug)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="43"/>
        <source>+1 burnout</source>
        <translation>+1 Burnout</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="57"/>
        <source>burnout {level}: Condition capped at {ceiling}</source>
        <translation>Burnout {level}: Kondition auf {ceiling} begrenzt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="64"/>
        <source>burnout 4 with agony: out cold, but not dying</source>
        <translation>Burnout 4 mit Qualen: bewusstlos, aber nicht sterbend</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="68"/>
        <source>burnout 4: Condition drops to 0, dying</source>
        <translation>Burnout 4: Kondition fällt auf 0, sterbend</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="112"/>
        <source>damage cannot be negative; use Heal instead</source>
        <translation>Schaden kann nicht negativ sein; stattdessen Heilen verwenden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="120"/>
        <source>took {amount} damage ({affinity} to {kind})</source>
        <translation>{amount} Schaden erlitten ({affinity} gegen {kind})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="123"/>
        <source>took {amount} damage</source>
        <translation>{amount} Schaden erlitten</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="129"/>
        <source>healing must restore at least 1 Condition</source>
        <translation>Heilung muss mindestens 1 Kondition wiederherstellen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="131"/>
        <source>{name} is dead (below -10 Condition)</source>
        <translation>{name} ist tot (unter -10 Kondition)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="137"/>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="286"/>
        <source>Condition {before} → {after}</source>
        <translation>Kondition {before} → {after}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="144"/>
        <source>{name} is not dying (Condition {condition})</source>
        <translation>{name} stirbt nicht (Kondition {condition})</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="148"/>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="149"/>
        <source>dying: Condition {condition}</source>
        <translation>sterbend: Kondition {condition}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="156"/>
        <source>{name} fell below -10 Condition and is dead</source>
        <translation>{name} fiel unter -10 Kondition und ist tot</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="159"/>
        <source>{name} is not dying; only a dying character is revived</source>
        <translation>{name} stirbt nicht; nur ein sterbender Charakter wird wiederbelebt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="166"/>
        <source>revived: 1 Condition, 0 Focus, +1 burnout, out cold</source>
        <translation>wiederbelebt: 1 Kondition, 0 Fokus, +1 Burnout, bewusstlos</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="177"/>
        <source>a technique&apos;s Focus cost cannot be negative</source>
        <translation>die Fokuskosten einer Technik können nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="185"/>
        <source>{name} is not one of the active techniques</source>
        <translation>{name} ist keine der aktiven Techniken</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="188"/>
        <source>{technique}: Focus {before} → {after}</source>
        <translation>{technique}: Fokus {before} → {after}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="189"/>
        <source>technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="196"/>
        <source>a frenzied character is immune to agony</source>
        <translation>ein rasender Charakter ist immun gegen Qualen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="204"/>
        <source>there is no agony to remove</source>
        <translation>es gibt keine Qualen zu beenden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="206"/>
        <source>agony passes</source>
        <translation>die Qualen vergehen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="219"/>
        <source>Short rest: {change}</source>
        <translation>Kurze Rast: {change}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="239"/>
        <source>Long rest: {change}</source>
        <translation>Lange Rast: {change}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="244"/>
        <source>a new day begins</source>
        <translation>ein neuer Tag beginnt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="250"/>
        <source>Focus is {focus}: no specialty techniques until it is back to 0 [negative Focus]</source>
        <translation>Fokus ist {focus}: keine Spezialtechniken, bis er wieder bei 0 ist [negativer Fokus]</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="253"/>
        <source>burnout {level}: characters can not use specialty techniques</source>
        <translation>Burnout {level}: Charaktere können keine Spezialtechniken einsetzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="256"/>
        <source>a frenzied character can&apos;t use any techniques</source>
        <translation>ein rasender Charakter kann keine Techniken einsetzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="262"/>
        <source>{name} is dead</source>
        <translation>{name} ist tot</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="264"/>
        <source>{name} is dying and must be revived before resting</source>
        <translation>{name} stirbt und muss vor dem Rasten wiederbelebt werden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="267"/>
        <source>Two short rests a day: both are used today; start a new day first</source>
        <translation>Zwei kurze Rasten am Tag: beide sind heute genutzt; zuerst einen neuen Tag beginnen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="270"/>
        <source>One long rest a day: today&apos;s is used; start a new day first</source>
        <translation>Eine lange Rast am Tag: die heutige ist genutzt; zuerst einen neuen Tag beginnen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="288"/>
        <source>Focus {before} → {after}</source>
        <translation>Fokus {before} → {after}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/recovery.py" line="292"/>
        <source>burnout {before} → {after}</source>
        <translation>Burnout {before} → {after}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="28"/>
        <source>STOP</source>
        <translation>STOP</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="29"/>
        <source>The foe&apos;s armour STOP (0 for an unarmoured foe).</source>
        <translation>STOP der Rüstung des Gegners (0 für einen ungerüsteten Gegner).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="30"/>
        <source>Body track boxes</source>
        <translation>Kästchen der Körper-Leiste</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="35"/>
        <source>Attack skill</source>
        <translation>Angriffsfertigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="36"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="40"/>
        <source>Attack skill ranks</source>
        <translation>Ränge der Angriffsfertigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="42"/>
        <source>0: untrained (−2).</source>
        <translation>0: ungeübt (−2).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="45"/>
        <source>Its name as the roll says it (Claws, Rifle); empty: Attack.</source>
        <translation>Ihr Name, wie der Wurf ihn nennt (Klauen, Gewehr); leer: Attack.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="46"/>
        <source>Weapon DMG</source>
        <translation>Waffe DMG</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="49"/>
        <source>From the Gear section of your rulebook: the excerpt has no weapons table.</source>
        <translation>Aus dem Ausrüstungsteil Ihres Regelbuchs: der Auszug hat keine Waffentabelle.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/foes.py" line="51"/>
        <source>Weapon AP</source>
        <translation>Waffe AP</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/foes.py" line="15"/>
        <source>Initiative Modifier</source>
        <translation>Initiativemodifikator</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/initiative.py" line="27"/>
        <source>games one after another, in the order they first appear in the party</source>
        <translation>Spiele nacheinander, in der Reihenfolge ihres ersten Auftretens in der Gruppe</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/core/initiative.py" line="30"/>
        <source>no initiative roll in this game&apos;s rules excerpt: the GM decides the order</source>
        <translation>kein Initiativewurf im Regelauszug dieses Spiels: die Spielleitung legt die Reihenfolge fest</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/initiative.py" line="47"/>
        <source>d20 + PER, highest first; ties: enemies first, then the players</source>
        <translation>W20 + PER, höchste zuerst; bei Gleichstand erst die Gegner, dann die Spieler</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rolls.py" line="153"/>
        <source>{check}: rolled {face} = {total}, assistants {totals} vs {attribute} {tn}: {outcome} (the highest result is used).</source>
        <translation>{check}: gewürfelt {face} = {total}, Helfer {totals} gegen {attribute} {tn}: {outcome} (das höchste Ergebnis zählt).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/rolls.py" line="213"/>
        <source>Assistant {number} rolls with {bonus}</source>
        <translation>Helfer {number} würfelt mit {bonus}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/rainworld/initiative.py" line="169"/>
        <source>2d10 + Tactical Awareness, highest first; Fast, Go, Slow phases</source>
        <translation>2W10 + Tactical Awareness, höchste zuerst; Phasen Schnell, Normal, Langsam</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/renaissance/initiative.py" line="44"/>
        <source>1d10 + Initiative Modifier, highest first</source>
        <translation>1W10 + Initiativemodifikator, höchste zuerst</translation>
    </message>
</context>
<context>
    <name>Rules: grimwire</name>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="16"/>
        <source>Toughness</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="17"/>
        <source>Agility</source>
        <translation>Agilität</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="18"/>
        <source>Coordination</source>
        <translation>Koordination</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="19"/>
        <source>Mind</source>
        <translation>Geist</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="20"/>
        <source>Perception</source>
        <translation>Wahrnehmung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/systems/grimwire/tables.py" line="21"/>
        <source>Resonance</source>
        <translation>Resonanz</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="175"/>
        <source>Name the session</source>
        <translation>Die Sitzung benennen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="176"/>
        <source>It goes into every member&apos;s ledger and the party&apos;s session log.</source>
        <translation>Sie wird im Konto jedes Mitglieds und im Sitzungsprotokoll der Gruppe eingetragen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="178"/>
        <source>Session {0}</source>
        <translation>Sitzung {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="179"/>
        <source>Session name</source>
        <translation>Name der Sitzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="181"/>
        <source>What happened (optional)</source>
        <translation>Was geschehen ist (optional)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="182"/>
        <source>Session notes</source>
        <translation>Sitzungsnotizen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="183"/>
        <source>&amp;Session</source>
        <translation>&amp;Sitzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="184"/>
        <source>N&amp;otes</source>
        <translation>&amp;Notizen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="185"/>
        <source>End “{0}” with the session (it is still under way)</source>
        <translation>„{0}“ mit der Sitzung beenden (sie läuft noch)</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="187"/>
        <source>End the encounter with the session</source>
        <translation>Die Begegnung mit der Sitzung beenden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="190"/>
        <source>An encounter is under way: “{0}”. Ended, it goes into this session&apos;s record; left under way, it carries on next session.</source>
        <translation>Eine Begegnung läuft: „{0}“. Beendet, kommt sie in den Bericht dieser Sitzung; läuft sie weiter, geht sie in der nächsten Sitzung weiter.</translation>
    </message>
</context>
<context>
    <name>SheetContext</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/base.py" line="111"/>
        <source>This file is open read-only: {0}</source>
        <translation>Diese Datei ist schreibgeschützt geöffnet: {0}</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../sheetkeeper/sheet/blocks.py" line="79"/>
        <source>marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/blocks.py" line="88"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/blocks.py" line="92"/>
        <source>not in play</source>
        <translation>nicht im Spiel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/blocks.py" line="147"/>
        <source>States</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/sheet/blocks.py" line="157"/>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/view.py" line="104"/>
        <source>Dismiss message</source>
        <translation>Meldung schließen</translation>
    </message>
</context>
<context>
    <name>SplitDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="27"/>
        <source>Split coins</source>
        <translation>Münzen aufteilen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="32"/>
        <source>Coins to split</source>
        <translation>Aufzuteilende Münzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="38"/>
        <source>Amount to split</source>
        <translation>Aufzuteilende Menge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="39"/>
        <source>&amp;Coins</source>
        <translation>&amp;Münzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="40"/>
        <source>&amp;Amount</source>
        <translation>Me&amp;nge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="42"/>
        <source>Among</source>
        <translation>Unter</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="54"/>
        <source>Shares</source>
        <translation>Anteile</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="58"/>
        <source>Split</source>
        <translation>Aufteilen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="86"/>
        <source>The stash holds no coins: add some first.</source>
        <translation>Das Lager hat keine Münzen: fügen Sie zuerst welche hinzu.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="88"/>
        <source>{0} {1} among {2} members is less than one each.</source>
        <translation>{0} {1} unter {2} Mitgliedern ist weniger als eine für jedes.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="95"/>
        <source>{0} {1} each to {2} members.</source>
        <translation>Je {0} {1} an {2} Mitglieder.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/split_dialog.py" line="97"/>
        <source>{0} {1} do not divide evenly and stay in the stash.</source>
        <translation>{0} {1} lassen sich nicht gleichmäßig teilen und bleiben im Lager.</translation>
    </message>
</context>
<context>
    <name>StashPanel</name>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="46"/>
        <source>Stash</source>
        <translation>Lager</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="53"/>
        <source>Item found</source>
        <translation>Gefundener Gegenstand</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="56"/>
        <source>Quantity found</source>
        <translation>Gefundene Menge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="60"/>
        <source>ENC of one</source>
        <translation>ENC pro Stück</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="61"/>
        <source>For games that count weight (Basic Roleplaying); 0 elsewhere</source>
        <translation>Für Spiele, die Gewicht zählen (Basic Roleplaying); sonst 0</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="65"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="67"/>
        <source>ENC</source>
        <translation>ENC</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="66"/>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="62"/>
        <source>Add to stash</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="70"/>
        <source>Hand to</source>
        <translation>Übergeben an</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="74"/>
        <source>Give the chosen stash item to the member: it joins what they carry</source>
        <translation>Den gewählten Gegenstand aus dem Lager dem Mitglied geben: Er kommt zu dem, was es trägt</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="77"/>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="82"/>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="85"/>
        <source>Coins found</source>
        <translation>Gefundene Münzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="73"/>
        <source>Hand &amp;over</source>
        <translation>&amp;Übergeben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="86"/>
        <source>Add coin&amp;s</source>
        <translation>&amp;Münzen hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="88"/>
        <source>Split a&amp;mong…</source>
        <translation>Auf&amp;teilen unter …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="89"/>
        <source>Share coins among the members you tick (all at first); what does not divide stays in the stash</source>
        <translation>Münzen unter den angehakten Mitgliedern teilen (zu Beginn alle); was sich nicht teilen lässt, bleibt im Lager</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="92"/>
        <source>Give to stash</source>
        <translation>Ins Lager geben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="93"/>
        <source>Take the coins named above from the purse of the member chosen in To and put them back in the stash</source>
        <translation>Die oben genannten Münzen aus dem Geldbeutel des unter „An“ gewählten Mitglieds nehmen und zurück ins Lager legen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="130"/>
        <source>Found {0}</source>
        <translation>{0} gefunden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="134"/>
        <source>{0} is in the stash.</source>
        <translation>{0} ist im Lager.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="140"/>
        <source>Choose an item in the stash and the member to hand it to.</source>
        <translation>Wählen Sie einen Gegenstand im Lager und das Mitglied, dem er übergeben wird.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="149"/>
        <source>Hand {0} to {1}</source>
        <translation>{0} an {1} übergeben</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="151"/>
        <source>{0} now carries {1}.</source>
        <translation>{0} trägt jetzt {1}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="160"/>
        <source>Found {0} {1}</source>
        <translation>{0} {1} gefunden</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="181"/>
        <source>Split {0}</source>
        <translation>{0} aufteilen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="183"/>
        <source>{0} {1} each to {2} members.</source>
        <translation>Je {0} {1} an {2} Mitglieder.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="185"/>
        <source>{0} {1} did not divide evenly and stay in the stash.</source>
        <translation>{0} {1} ließen sich nicht gleichmäßig teilen und bleiben im Lager.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="194"/>
        <source>Choose the member whose coins go back to the stash.</source>
        <translation>Wählen Sie das Mitglied, dessen Münzen zurück ins Lager gehen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="203"/>
        <source>{0} gives {1} {2} to the stash</source>
        <translation>{0} gibt {1} {2} ins Lager</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="205"/>
        <source>{0} {1} are back in the stash.</source>
        <translation>{0} {1} sind wieder im Lager.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="219"/>
        <source>Coins: {0}</source>
        <translation>Münzen: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/stash_panel.py" line="219"/>
        <source>No coins.</source>
        <translation>Keine Münzen.</translation>
    </message>
</context>
<context>
    <name>StatesElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="113"/>
        <source>No conditions</source>
        <translation>Keine Zustände</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="116"/>
        <source>Statuses…</source>
        <translation>Status …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="117"/>
        <source>Set or clear a status the game declares</source>
        <translation>Einen Status setzen oder aufheben, den das Spiel vorsieht</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="125"/>
        <source>Hazards…</source>
        <translation>Gefahren …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="126"/>
        <source>Falls, fire, explosions and the like, by the game&apos;s rules</source>
        <translation>Stürze, Feuer, Explosionen und Ähnliches, nach den Regeln des Spiels</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="136"/>
        <source>Hazards — {0}</source>
        <translation>Gefahren — {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="158"/>
        <source>Set {0}</source>
        <translation>{0} setzen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/states.py" line="158"/>
        <source>Clear {0}</source>
        <translation>{0} aufheben</translation>
    </message>
</context>
<context>
    <name>StatusAskDialog</name>
    <message>
        <location filename="../sheetkeeper/ui/status_ask.py" line="26"/>
        <source>Set {0}</source>
        <translation>{0} setzen</translation>
    </message>
</context>
<context>
    <name>StatusMenu</name>
    <message>
        <location filename="../sheetkeeper/ui/status_menu.py" line="24"/>
        <source>{0} holds by itself while {1}</source>
        <translation>{0} hält von selbst an, solange {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/status_menu.py" line="27"/>
        <source>{0}: it ends with {1}.</source>
        <translation>{0}: endet mit {1}.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/status_menu.py" line="29"/>
        <source>{0}: it ends when that changes.</source>
        <translation>{0}: endet, wenn sich das ändert.</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="304"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="305"/>
        <source>This is what Apply applies. Undo takes all of it back as one step.</source>
        <translation>„Anwenden“ übernimmt all das. „Rückgängig“ nimmt alles in einem Schritt zurück.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="308"/>
        <source>Summary of the session</source>
        <translation>Zusammenfassung der Sitzung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="325"/>
        <source>XP {0} → {1}</source>
        <translation>EP {0} → {1}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="326"/>
        <source>XP {0}</source>
        <translation>EP {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="337"/>
        <source>Refused: {0}</source>
        <translation>Abgelehnt: {0}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="341"/>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/party/session_wizard.py" line="351"/>
        <source>Fights and the stash</source>
        <translation>Kämpfe und das Lager</translation>
    </message>
</context>
<context>
    <name>SystemPage</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="50"/>
        <source>Choose a game</source>
        <translation>Ein Spiel wählen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="51"/>
        <source>The rules of this game check the character as you build it.</source>
        <translation>Die Regeln dieses Spiels prüfen den Charakter, während Sie ihn erschaffen.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard.py" line="54"/>
        <source>Game systems</source>
        <translation>Spielsysteme</translation>
    </message>
</context>
<context>
    <name>TrackRow</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="143"/>
        <source>marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="161"/>
        <source>Click marks {0} from the left</source>
        <translation>Ein Klick markiert {0} von links</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="163"/>
        <source>{0}; right click or Shift+click marks {1} from the right</source>
        <translation>{0}; Rechtsklick oder Umschalt+Klick markiert {1} von rechts</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="166"/>
        <source>{0}. Arrows move between boxes, Space marks, plus and minus add or clear a mark.</source>
        <translation>{0}. Pfeiltasten wechseln zwischen Kästchen, Leertaste markiert, Plus und Minus setzen oder löschen eine Markierung.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="178"/>
        <source>marks from the right</source>
        <translation>Markierungen von rechts</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="195"/>
        <source>Mark {0} {1}</source>
        <translation>{0} {1} markieren</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="195"/>
        <source>Clear {0} {1}</source>
        <translation>{0} {1} löschen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="209"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;  &lt;span style=&apos;color:{1}&apos;&gt;not in play&lt;/span&gt;</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;  &lt;span style=&apos;color:{1}&apos;&gt;nicht im Spiel&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="216"/>
        <source>{0}  &lt;span style=&apos;color:{2}&apos;&gt;of {1}&lt;/span&gt;</source>
        <translation>{0}  &lt;span style=&apos;color:{2}&apos;&gt;von {1}&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="210"/>
        <source>{0} track: not in play</source>
        <translation>Leiste {0}: nicht im Spiel</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="213"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;  {1} {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;  {1} {2}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="215"/>
        <source>{0} · {1} {2}</source>
        <translation>{0} · {1} {2}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="218"/>
        <source>{0} track: {1} {2}</source>
        <translation>Leiste {0}: {1} {2}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="220"/>
        <source>{0}, {1} {2}</source>
        <translation>{0}, {1} {2}</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="221"/>
        <source>{0}, {1} boxes</source>
        <translation>{0}, {1} Kästchen</translation>
    </message>
</context>
<context>
    <name>TrackWidget</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/track.py" line="39"/>
        <source>marks from the left</source>
        <translation>Markierungen von links</translation>
    </message>
</context>
<context>
    <name>TracksElement</name>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="29"/>
        <source>Add…</source>
        <translation>Hinzufügen …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="30"/>
        <source>Add a row to {0}</source>
        <translation>Eine Zeile zu {0} hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="38"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="48"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="56"/>
        <source>Add {0}</source>
        <translation>{0} hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="60"/>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="84"/>
        <source>Remove {0}</source>
        <translation>{0} entfernen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/sheet/elements/tracks.py" line="83"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>Unexpected</name>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="66"/>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="77"/>
        <source>SheetKeeper could not finish what you asked of it ({0}).</source>
        <translation>SheetKeeper konnte nicht zu Ende führen, worum Sie es gebeten haben ({0}).</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="79"/>
        <source>SheetKeeper could not finish what you last asked of it.</source>
        <translation>SheetKeeper konnte nicht zu Ende führen, worum Sie es zuletzt gebeten haben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="81"/>
        <source>Your open files are as they were before; save your work now.</source>
        <translation>Ihre offenen Dateien sind wie zuvor; speichern Sie Ihre Arbeit jetzt.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="83"/>
        <source>Nothing is lost: your unsaved changes were written to a recovery copy, offered at the next start. Save your work, then check what you last did.</source>
        <translation>Nichts ist verloren: Ihre ungespeicherten Änderungen wurden in eine Wiederherstellungskopie geschrieben, die beim nächsten Start angeboten wird. Speichern Sie Ihre Arbeit und prüfen Sie dann, was Sie zuletzt getan haben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="87"/>
        <source>Nothing is lost: every open file is saved. Check what you last did.</source>
        <translation>Nichts ist verloren: Jede offene Datei ist gespeichert. Prüfen Sie, was Sie zuletzt getan haben.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="90"/>
        <source>The details are in the log file {0}; please send it with a report of the problem.</source>
        <translation>Die Einzelheiten stehen in der Protokolldatei {0}; bitte senden Sie sie mit einer Beschreibung des Problems.</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/unexpected.py" line="93"/>
        <source>The details could not be written to a log file.</source>
        <translation>Die Einzelheiten konnten nicht in eine Protokolldatei geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>WizardLibrary</name>
    <message>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="25"/>
        <source>Skills from the library…</source>
        <translation>Fertigkeiten aus der Bibliothek …</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="26"/>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="58"/>
        <source>Add skills from the library</source>
        <translation>Fertigkeiten aus der Bibliothek hinzufügen</translation>
    </message>
    <message>
        <location filename="../sheetkeeper/ui/wizard_library.py" line="49"/>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
</context>
</TS>
