"""Render each system's sample sheet, the new-character wizard and the dice roller to PNG
under docs/screenshots/, offscreen, in the light and the dark palette.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py [--out docs/screenshots]

Each shot has a time limit and its windows never ask (``shot_limits.py``). The app keeps one
document per file for the whole process, so a shot that opens the samples' files works on
its own copy of them (:func:`fresh_samples`): what one shot does to a character (a hit, an
award) is never seen, or asked about, by the next.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QFontDatabase, QPalette  # noqa: E402
from PySide6.QtWidgets import QApplication, QMainWindow, QStyleFactory, QWidget  # noqa: E402

from sheetkeeper.core.registry import all_systems  # noqa: E402
from sheetkeeper.paths import fonts_dir, samples_dir  # noqa: E402
from sheetkeeper.storage import load_character  # noqa: E402
from sheetkeeper.ui.dice_roller import DiceRollerDock  # noqa: E402
from sheetkeeper.ui.document import Document  # noqa: E402
from sheetkeeper.ui.sheet import SheetView  # noqa: E402
from sheetkeeper.ui.wizard import NewCharacterWizard  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from shot_limits import NoQuestions, time_limit  # noqa: E402

WIDTH = 1100
MAX_HEIGHT = 2600


def dark_palette() -> QPalette:
    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2d31", QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#1e1f22", QPalette.ColorRole.AlternateBase: "#26282c",
        QPalette.ColorRole.Text: "#e6e6e6", QPalette.ColorRole.Button: "#35373c",
        QPalette.ColorRole.ButtonText: "#e6e6e6", QPalette.ColorRole.Highlight: "#4a88c7",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#35373c",
        QPalette.ColorRole.ToolTipText: "#e6e6e6", QPalette.ColorRole.PlaceholderText: "#8c8f94",
        QPalette.ColorRole.Link: "#6fb3ff", QPalette.ColorRole.BrightText: "#ff6b6b",
    }
    for role, colour in roles.items():
        p.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a7d82"))
    return p


def set_palette(app: QApplication, dark: bool) -> None:
    app.setPalette(dark_palette() if dark else app.style().standardPalette())


_RUN = Path(tempfile.mkdtemp(prefix="sheetkeeper-shots-"))
"""Everything a run writes besides the pictures (settings, autosaves, copies of the samples)."""


def fresh_samples() -> Path:
    """A copy of the sample party and characters for one shot, its files its own."""
    folder = Path(tempfile.mkdtemp(prefix="samples-", dir=_RUN))
    for path in samples_dir().iterdir():
        if path.suffix in (".skchar", ".skparty"):
            shutil.copy2(path, folder / path.name)
    return folder


def shot(name: str, take, *args) -> None:
    with time_limit(name):
        take(*args)


def save(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    widget.grab().save(str(path))
    print(path)


def sheet_pages(view: SheetView, stem: Path, pages: bool = True) -> None:
    for index in range(view.tabs.count() if pages else 1):
        view.tabs.setCurrentIndex(index)
        body = view.tabs.widget(index).widget()
        view.resize(WIDTH, 400)
        QApplication.processEvents()
        tabs = view.tabs.tabBar().sizeHint().height() if view.tabs.count() > 1 else 0
        height = min(MAX_HEIGHT, body.heightForWidth(WIDTH) if body.hasHeightForWidth() else body.sizeHint().height())
        view.resize(WIDTH, height + tabs + 4)
        suffix = f"-p{index + 1}" if index else ""
        save(view, stem.with_name(f"{stem.name}{suffix}.png"))


def wizard_shot(path: Path) -> None:
    wizard = NewCharacterWizard()
    wizard.show()
    wizard.next()
    wizard.name_page.name.setText("Tamsin Vale")
    wizard.next()
    wizard.resize(1000, 820)
    save(wizard, path)
    wizard.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--only", choices=("fights", "sharing", "party", "rules-did", "findings", "roller"),
                        help="render only these shots")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ["SHEETKEEPER_DATA_DIR"] = str(_RUN / "data")
    try:
        return _main(args)
    finally:
        shutil.rmtree(_RUN, ignore_errors=True)


def _main(args) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    for font in sorted(fonts_dir().glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(font))
    app.setFont(QFont("DejaVu Sans", 9))
    app.setStyle(QStyleFactory.create("Fusion"))
    set_palette(app, False)
    if args.only == "party":
        shot("party dashboard", party_dashboard, args.out / "party-dashboard.png")
        return 0
    if args.only in (None, "findings"):
        from findings_shots import checklist, sheet_findings, strip_and_findings

        shot("wizard checklist", checklist, args.out)
        shot("sheet findings", sheet_findings, args.out)
        shot("strip and findings", strip_and_findings, args.out)
        for dark in (False, True):
            set_palette(app, dark)
            tag = "-dark" if dark else ""
            shot(f"wizard{tag}", wizard_shot, args.out / f"wizard{tag}.png")
        set_palette(app, False)
    if args.only == "findings":
        return 0
    if args.only == "roller":
        for dark in (False, True):
            set_palette(app, dark)
            document = Document(load_character(all_systems()[0].samples[0]).character)
            shot("dice roller", dice_roller, document, args.out / f"dice-roller{'-dark' if dark else ''}.png")
        set_palette(app, False)
        for system in all_systems():
            shot(f"{system.id} roller", roller_in_a_situation, system, args.out / f"roller-{system.id}.png")
        return 0
    if args.only in (None, "sharing"):
        shot("sharing", sharing, args.out)
    if args.only == "sharing":
        return 0
    if args.only != "rules-did":
        shot("fights", fights, args.out)
        shot("attack a foe", attack_a_foe, args.out / "attack-a-foe.png")
        shot("initiative", initiative, args.out / "party-initiative.png")
    if args.only == "fights":
        return 0
    from rules_did_shots import awards, experience, training

    shot("training", training, args.out)
    shot("experience", experience, args.out)
    shot("awards", awards, args.out, fresh_samples())
    if args.only == "rules-did":
        return 0
    for dark in (False, True):
        set_palette(app, dark)
        tag = "-dark" if dark else ""
        for system in all_systems():
            samples = system.samples
            if not samples or not system.form_path.is_file():
                print(f"skipped {system.id}: no form or sample yet", file=sys.stderr)
                continue
            shot(f"{system.id} sheet{tag}", sheet_and_roller, system, args.out, tag, dark)
        if not dark:
            shot("party dashboard", party_dashboard, args.out / "party-dashboard.png")
            for system in all_systems():
                shot(f"{system.id} roller", roller_in_a_situation, system, args.out / f"roller-{system.id}.png")
    return 0


def sheet_and_roller(system, out: Path, tag: str, dark: bool) -> None:
    """The system's first sample on its sheet (every page in the light palette); for the
    first system, also the dice roller beside it after two rolls."""
    document = Document(load_character(system.samples[0]).character)
    view = SheetView(document)
    view.show()
    sheet_pages(view, out / f"{system.id}-sheet{tag}", pages=not dark)
    if system is all_systems()[0]:
        dice_roller(document, out / f"dice-roller{tag}.png")
    view.close()
    document.undo_stack.clear()


def dice_roller(document: Document, path: Path) -> None:
    """The first sample's sheet with the roller docked beside it, after two seeded rolls."""
    window = QMainWindow()
    window.setCentralWidget(SheetView(document))
    dock = DiceRollerDock(window, rng=random.Random(3))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.set_document(document)
    check = document.rules.checks(document.character)[0]
    dock.open_check(check.id, 0)
    dock.roll()
    dock.roll()
    window.resize(1500, 860)
    window.show()
    save(window, path)
    window.close()
    document.undo_stack.clear()


def roller_in_a_situation(system, path: Path) -> None:
    """The roller on the sample's check with the most options, three of them set as a table
    might (the first that the rules accept together), after one seeded roll."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

    document = Document(load_character(system.samples[0]).character)
    rules, character = system.rules, document.character
    check = max(rules.checks(character), key=lambda c: len(rules.situations(character, c.id)))
    dock = DiceRollerDock(rng=random.Random(5))
    dock.set_document(document)
    dock.open_check(check.id)
    set_count = 0
    for option in dock.situation.options():
        if set_count == 3 or option.id == "modifier" or not dock.situation.applies(option.id):
            continue
        control = dock.situation.control(option.id)
        before = dock.situation.chosen()
        if isinstance(control, QCheckBox):
            control.toggle()
        elif isinstance(control, QComboBox) and control.count() > 1:
            control.setCurrentIndex(1)
        elif isinstance(control, QSpinBox):
            start = option.default if isinstance(option.default, int) else 0
            control.setValue(min(control.maximum(), start + 2 if option.kind != "opponent" else 12))
        try:
            rules.odds(character, check.id, situation=dock.situation.chosen())
            set_count += 1
        except Exception:
            dock.situation.set_values(before)
    dock.roll()
    dock.resize(380, 900)
    dock.show()
    save(dock, path)
    dock.close()
    document.undo_stack.clear()


def fights(out: Path) -> None:
    """A carbine hit applied from the dice roller to a member of the sample party, and Stun
    set on a GRIMWIRE sheet with the roller refusing the attack."""
    from sheetkeeper.core.actions import Action
    from sheetkeeper.core.fixed_dice import FixedDice
    from sheetkeeper.storage import load_campaign
    from sheetkeeper.ui.party import PartyView, documents_for

    opened = load_campaign(next(fresh_samples().glob("*.skparty")))
    party = PartyView(opened, documents_for(opened))
    window = QMainWindow()
    window.setCentralWidget(party)
    dock = DiceRollerDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    members = {d.character.display_name: d for d in party.all_documents()}
    dock.targets = party.all_documents
    dock.set_document(members["Corporal Dag Kessler"])
    dock.open_check("attack:0")
    dock.rng = FixedDice([9, 8])
    dock.roll()
    dock.apply_damage(members["Ilse Varga"])
    window.resize(1500, 900)
    window.show()
    QApplication.processEvents()
    save(window, out / "attack-applied.png")
    window.close()

    rivet = Document(members["Rivet-9"].character)
    rivet.apply(Action("status.set", {"status": "stun"}))
    window = QMainWindow()
    sheet = SheetView(rivet)
    window.setCentralWidget(sheet)
    dock = DiceRollerDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.set_document(rivet)
    dock.open_check("attack:unarmed")
    window.resize(1500, 900)
    window.show()
    sheet.reveal(next(e for e in sheet.elements if e.element.kind == "states"))
    QApplication.processEvents()
    save(window, out / "status-stun.png")
    window.close()

    # a hit against a foe with no sheet: Other target… with its STOP, nothing written
    party = PartyView(opened, documents_for(opened))
    members = {d.character.display_name: d for d in party.all_documents()}
    window = QMainWindow()
    window.setCentralWidget(party)
    dock = DiceRollerDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.targets = party.all_documents
    dock.set_document(members["Corporal Dag Kessler"])
    dock.open_check("attack:0")
    dock.rng = FixedDice([9, 8])
    dock.roll()
    dock._fill_targets()
    dock.damage_menu.actions()[-1].trigger()
    dialog = dock.other_target
    dialog.name.setText("Scavenger")
    dialog.form.control("stop").setValue(3)
    dialog.resize(460, 320)
    dialog.show()
    QApplication.processEvents()
    save(dialog, out / "attack-other-target.png")
    dialog.close()
    window.close()

    # a status's modifier on the sheet and in the roller's breakdown, with its rule
    drunk = Document(members["Rivet-9"].character)
    drunk.apply(Action("status.set", {"status": "inebriated"}))
    window = QMainWindow()
    sheet = SheetView(drunk)
    window.setCentralWidget(sheet)
    dock = DiceRollerDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.set_document(drunk)
    dock.open_check("attr:AGL")
    window.resize(1500, 900)
    window.show()
    sheet.reveal(next(e for e in sheet.elements if e.element.kind == "states"))
    QApplication.processEvents()
    save(window, out / "status-breakdown.png")
    window.close()

    # Frenzy asks the critical level the rules never define, then says it where it shows
    from sheetkeeper.ui.status_ask import StatusAskDialog

    wild = Document(members["Rivet-9"].character)
    frenzy = next(s for s in wild.rules.statuses(wild.character) if s.label == "Frenzy")
    asking = StatusAskDialog(frenzy)
    asking.form.control("critical_level").setValue(3)
    asking.resize(520, asking.heightForWidth(520) if asking.hasHeightForWidth() else asking.sizeHint().height())
    asking.show()
    save(asking, out / "status-frenzy-asked.png")
    asking.close()
    wild.apply(Action("status.set", {"status": "frenzy", **asking.values()}))
    window = QMainWindow()
    sheet = SheetView(wild)
    window.setCentralWidget(sheet)
    dock = DiceRollerDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.set_document(wild)
    dock.open_check("attack:Rivet gun")
    window.resize(1500, 900)
    window.show()
    sheet.reveal(next(e for e in sheet.elements if e.element.kind == "states"))
    QApplication.processEvents()
    save(window, out / "status-frenzy.png")
    window.close()


def attack_a_foe(path: Path) -> None:
    """A member's pistol hit on a Rainworld foe of the encounter under way: the roller's
    damage menu offers the foes, the turn order shows the foe's wound."""
    from sheetkeeper.core.fixed_dice import FixedDice
    from sheetkeeper.storage import load_campaign
    from sheetkeeper.ui.party import PartyView, documents_for

    opened = load_campaign(next(fresh_samples().glob("*.skparty")))
    party = PartyView(opened, documents_for(opened))
    window = QMainWindow()
    window.setCentralWidget(party)
    dock = DiceRollerDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    panel = party.encounter_panel
    party.side.setCurrentWidget(panel)
    panel.add_foe("rainworld", "Lizard", {"stop": 1})
    panel.add_foe("grimwire", "Bandit", {"PER": 2})
    panel.add_foe("grimwire", "Bandit", {"PER": 1})
    panel.rng = FixedDice([5, 4, 7, 2, 9, 3, 6, 6, 8, 1, 4, 4, 7, 7, 10, 5, 12, 3, 15, 9])
    panel.roll_order()
    dock.targets = lambda: [*party.all_documents(), *party.foe_documents()]
    dock.set_party(party.roll_documents)
    ilse = next(d for d in party.all_documents() if d.character.display_name == "Ilse Varga")
    dock.roll_for(ilse)
    dock.open_check("attack:0")
    dock.rng = FixedDice([9, 8])
    dock.roll()
    dock.apply_damage(party.foes.documents()[0])
    window.resize(1500, 900)
    window.show()
    QApplication.processEvents()
    save(window, path)
    window.close()


def sharing(out: Path) -> None:
    """Conflict copies of the sample party's members, as a sync tool leaves them: the offer
    on opening, a true conflict's choice, and the dashboard after the merge."""
    from sheetkeeper import api
    from sheetkeeper.ui.main_window import MainWindow
    from sheetkeeper.ui.merge_dialogs import ConflictDialog, CopyOfferDialog

    folder = fresh_samples()

    def edit(path: Path, *steps) -> None:
        opened = api.load(path)
        character = opened.character
        for kind, args in steps:
            character = api.apply(character, kind, args).character
        api.save(opened.with_character(character))

    ilse, dag = folder / "rainworld-ilse-varga.skchar", folder / "rainworld-dag-kessler.skchar"
    copies = [
        (ilse, ilse.with_name("rainworld-ilse-varga.sync-conflict-20261124-053125-6PL2XX6.skchar")),
        (dag, dag.with_name("rainworld-dag-kessler (conflicted copy 2026-11-24 101500).skchar")),
    ]
    for original, copy in copies:
        shutil.copy2(original, copy)
    injuries = api.load(ilse).character.body.left
    edit(copies[0][1], ("xp.award", {"amount": 5, "reason": "Found the lift", "session": "Session 3"}),
         ("track", {"path": "body", "side": "left", "count": injuries + 2}))
    edit(ilse, ("track", {"path": "body", "side": "left", "count": injuries + 1}))
    edit(copies[1][1], ("xp.award", {"amount": 2, "reason": "Held the gate"}))

    class Shots(NoQuestions):
        """Answers these two as a user would, photographing each before answering."""

        def offer_copies(self, title, rows):
            dialog = CopyOfferDialog(title, rows, self.window)
            dialog.show()
            save(dialog, out / "sharing-offer.png")
            dialog.close()
            return True

        def choose_conflicts(self, name, where, conflicts):
            dialog = ConflictDialog(name, where, conflicts, self.window)
            for group in dialog.groups.values():
                group.button(1).setChecked(True)
            dialog.show()
            save(dialog, out / "sharing-conflict.png")
            choices = dialog.choices()
            dialog.close()
            return choices

    window = MainWindow(asker=Shots())
    window.asker.window = window
    window.resize(1400, 900)
    window.show()
    window.open_paths([str(next(folder.glob("*.skparty")))])
    QApplication.processEvents()
    save(window, out / "sharing-merged.png")
    for view in window.parties.views():
        view.undo_stack.setClean()
        for document in view.all_documents():
            document.undo_stack.setClean()
        window.parties.close(view)
    window.close()


def initiative(path: Path) -> None:
    """The sample party's initiative, seeded, with Ilse Varga surprised and Rivet-9 stunned:
    both keep their rolls and act in no phase."""
    from sheetkeeper import api
    from sheetkeeper.storage import load_campaign
    from sheetkeeper.ui.party.initiative import InitiativeDialog

    opened = load_campaign(next(fresh_samples().glob("*.skparty")))
    members = []
    for slot in opened.members:
        c = slot.opened.character
        held = {"Ilse Varga": "surprised", "Rivet-9": "stun"}.get(c.name)
        if held:
            c = api.apply(c, "status.set", {"status": held}).character
        members.append((str(slot.path), c))
    dialog = InitiativeDialog(members, rng=random.Random(4))
    dialog.resize(780, 420)
    dialog.show()
    save(dialog, path)
    dialog.close()


def party_dashboard(path: Path) -> None:
    """The sample party's dashboard as the main window shows it."""
    from sheetkeeper.ui.main_window import MainWindow

    window = MainWindow(asker=NoQuestions())
    window.asker.window = window
    window.resize(1400, 900)
    window.show()
    window.open_paths([str(next(fresh_samples().glob("*.skparty")))])
    QApplication.processEvents()
    save(window, path)
    for view in window.parties.views():
        window.parties.close(view)
    window.close()


if __name__ == "__main__":
    sys.exit(main())
