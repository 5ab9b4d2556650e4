"""The dice roller in the assembled window shows the situation a table is in: at the default
size and on a small screen, every option of the check with the most options is on view, or
in a scroll area showing several rows at once, and the roll log gives way (issue #33: at
1100×800 the options were laid out 0 px high under a tall log)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QWidget,
)

from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character
from sheetkeeper.ui.eliding_check_box import ElidingCheckBox
from sheetkeeper.ui.sheet.elements.checks import ChecksElement

SYSTEMS = all_systems()
SIZES = [(1100, 800), (1024, 640)]
SEVERAL_ROWS = 4


def richest_check(system):
    """The sample's check with the most options, and its label in the roller's list."""
    character = load_character(system.samples[0]).character
    rules = system.rules
    best = max(rules.checks(character), key=lambda c: len(rules.situations(character, c.id)))
    return f"{best.label} ({best.target})", rules.situations(character, best.id)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_every_option_of_the_richest_check_is_in_reach(open_window, hands, sample_copies, system, size):
    sample = sample_copies / system.samples[0].name
    window = open_window(sample, size=size)
    person = hands(window)
    person.menu("View", "Dice roller")
    check, options = richest_check(system)
    person.choose("Check to roll", check)
    form = person.find("Situation")
    area = next(a for a in window.findChildren(QScrollArea) if a.widget() is form)
    controls = {o.label: [w for w in form.findChildren(QWidget) if w.isVisible() and person.name_of(w) == o.label]
                for o in options}
    # An option that does not apply with the others at their defaults (the rounds of a
    # single shot) is hidden until it does; every other one must be there.
    shown = [found[-1] for found in controls.values() if found]
    assert len(shown) >= min(len(options), SEVERAL_ROWS)
    assert all(form.applies(o.id) == bool(controls[o.label]) for o in options)
    if area.verticalScrollBar().isVisible():
        rows = area.viewport().height() // max(c.height() for c in shown)
        assert rows >= SEVERAL_ROWS, f"the options scroll in a view {area.viewport().height()} px high"
    for control in shown:
        person.scroll_to(control)
        top = control.mapTo(area.viewport(), control.rect().topLeft()).y()
        assert top >= 0 and top + control.height() <= area.viewport().height(), \
            f"{person.name_of(control)!r} out of reach"


def every_kind_of_check(system) -> list[str]:
    """One check of each set of options the sample's checks have, as the roller lists it."""
    character = load_character(system.samples[0]).character
    rules, seen, found = system.rules, set(), []
    for check in rules.checks(character):
        labels = tuple(o.label for o in rules.situations(character, check.id))
        if labels not in seen:
            seen.add(labels)
            found.append(f"{check.label} ({check.target})")
    return found


def cut_labels(form) -> list[str]:
    """The options' labels a person cannot read whole: a caption beside its control wraps
    (as tall as its lines at its width, no word wider than it); a check box's label is whole
    or cut with "…", the whole label then in its tooltip and accessible name."""
    cut = []
    for option in form.options():
        control = form.control(option.id)
        if control is None or not control.isVisible():
            continue
        if isinstance(control, ElidingCheckBox):
            whole = control.text()
            if control.shown_text() != whole and not (
                    control.shown_text().endswith("…") and control.toolTip().split("\n")[0] == whole
                    and control.accessibleName() == whole):
                cut.append(f"{whole!r} shows as {control.shown_text()!r}")
            continue
        caption = form.layout().labelForField(control)
        if caption is None:
            continue
        metrics, room = caption.fontMetrics(), caption.contentsRect().width()
        pieces = caption.text().split() if caption.wordWrap() else [caption.text()]
        widest = max(metrics.horizontalAdvance(piece) for piece in pieces)
        lines = caption.heightForWidth(caption.width()) if caption.wordWrap() else metrics.height()
        if caption.height() < lines or widest > room:
            cut.append(f"{caption.text()!r}: {caption.width()}×{caption.height()} px for {lines} px "
                       f"of lines {widest} px wide")
    return cut


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_no_option_label_is_cut_on_a_small_screen(open_window, hands, sample_copies, system):
    """At 1024×640 a check box's label too long for the dock is cut with "…", whole in its
    tooltip and accessible name ("Spare an unintended target (COR lowers their TN)"), and a
    caption wraps: its lines fit the room it has ("Other bonus or penalty")."""
    window = open_window(sample_copies / system.samples[0].name, size=(1024, 640))
    person = hands(window)
    person.menu("View", "Dice roller")
    form = person.find("Situation")
    for check in every_kind_of_check(system):
        person.choose("Check to roll", check)
        person.wait(lambda: form.options() and not hidden_options(person, form))
        cut: list[str] = []
        for _ in range(25):  # the form lays its rows out a moment after they show
            if not (cut := cut_labels(form)):
                break
            QTest.qWait(20)
        assert not cut, f"{check}: {cut}"


def test_the_roll_log_folds_away(open_window, hands, sample_copies):
    window = open_window(sample_copies / "brp-brannoc-tarl.skchar", size=(1024, 640))
    person = hands(window)
    person.menu("View", "Dice roller")
    log = person.find("Roll log", QListWidget)
    person.click("Show roll log", QToolButton)
    person.wait(lambda: not log.isVisible())
    person.click("Show roll log", QToolButton)
    person.wait(log.isVisible)


def hidden_options(person, form) -> list[str]:
    """The roller's options a person cannot see, once the dock has had a moment to lay
    them out: every applying option's control must show, in an area not 0 px high."""
    area = next(a for a in person.window.findChildren(QScrollArea) if a.widget() is form)

    def hidden() -> list[str]:
        if area.viewport().height() == 0:
            return ["all: the options area is laid out 0 px high"]
        return [o.text for o in form.options() if form.applies(o.id) and not on_view(form.control(o.id))]

    def on_view(control) -> bool:
        person.scroll_to(control)
        return control.isVisible() and not control.visibleRegion().isEmpty() and control.height() > 0

    for _ in range(50):
        if not hidden():
            return []
        QTest.qWait(20)
    return hidden()


def test_the_options_show_whichever_tab_comes_to_the_front(open_window, hands, sample_copies):
    """A trial saw no options after each switch of tabs: the options built while the roller
    was on view were laid out at the height they had before their rows were shown."""
    window = open_window(sample_copies / "the-lantern-company.skparty", sample_copies / "lite-kay.skchar")
    person = hands(window)
    person.menu("View", "Dice roller")
    form = person.find("Situation")
    for title in ("The Lantern Company", "Kay", "The Lantern Company", "Kay"):
        person.tab(title)
        person.wait(lambda: form.options())
        assert not (missing := hidden_options(person, form)), f"on {title!r}, hidden: {missing}"
    person.choose("Check to roll", "Fight (3 Base)")
    person.choose("Check to roll", "Endure (3 Base)")
    assert not (missing := hidden_options(person, form)), f"hidden: {missing}"


def sheet_checks(person):
    """The first table of checks on the sheet tab shown, with the Modifier set beside it."""
    modifier = person.find("Modifier for the odds shown", QSpinBox)
    element = modifier.parentWidget()
    while not isinstance(element, ChecksElement):
        element = element.parentWidget()
    return modifier, element.table


def test_the_roller_rolls_with_the_modifier_the_sheet_shows(open_window, hands, sample_copies):
    """One situation, one set of odds: a trial saw 76.7% on the sheet and 83.8% in the roller
    for the same check, the roller leaving out the Modifier set beside the sheet's checks."""
    window = open_window(sample_copies / "rainworld-dag-kessler.skchar")
    person = hands(window)
    person.menu("View", "Dice roller")
    person.tab("Skills")
    modifier, table = sheet_checks(person)
    person.fill("Modifier for the odds shown", "-3", kind=QSpinBox)
    person.key(Qt.Key.Key_Tab)
    row = table.rowCount() - 1
    check = f"{table.item(row, 0).text()} ({table.item(row, 1).text()})"
    person.wait(lambda: table.item(row, 2).text() != "")
    person.choose("Check to roll", check)
    person.wait(lambda: person.all(f"Chance {table.item(row, 2).text()}"))
    before = table.item(row, 2).text()
    person.fill("Modifier for the odds shown", "2", kind=QSpinBox)
    person.key(Qt.Key.Key_Tab)
    person.wait(lambda: table.item(row, 2).text() != before)
    person.wait(lambda: person.all(f"Chance {table.item(row, 2).text()}"))
    assert modifier.value() == 2
    rect = table.visualItemRect(table.item(row, 0))
    person.double_click(table.viewport(), rect.center())
    person.wait(lambda: person.all(f"Chance {table.item(row, 2).text()}"))


@pytest.mark.parametrize("sample", ["renaissance-alice.skchar", "brp-brannoc-tarl.skchar"])
def test_long_options_keep_the_dock_narrow_and_say_themselves_whole(open_window, hands, sample_copies, sample):
    """The roller widened the dock to its longest option label and squeezed the sheet;
    a long choice was cut ("Difficult (halved, round"). Labels wrap, choices are cut with
    "…" and say themselves whole in their tooltip."""
    window = open_window(sample_copies / sample)
    person = hands(window)
    person.menu("View", "Dice roller")
    system = next(s for s in SYSTEMS if sample.startswith(s.id))
    check, _options = richest_check(system)
    person.choose("Check to roll", check)
    dock = next(w for w in window.findChildren(QWidget) if w.objectName() == "diceRoller")
    QTest.qWait(100)
    assert dock.width() <= 0.35 * window.width(), f"the roller takes {dock.width()} px of {window.width()}"
    form = person.find("Situation")
    for combo in (c for c in form.findChildren(QComboBox) if c.isVisible()):
        longest = max((combo.itemText(i) for i in range(combo.count())), key=len)
        person.choose(person.name_of(combo), longest, root=form)
        assert combo.toolTip().split("\n")[0] == longest  # whole, however it is cut
    assert not (missing := hidden_options(person, form)), f"hidden: {missing}"


@pytest.mark.parametrize("floating", [False, True], ids=["docked", "floating"])
def test_the_options_stay_when_a_member_s_sheet_opens_from_the_party(open_window, hands, sample_copies, floating):
    """A trial saw the roller keep the check of the party's member but lose its options when
    the member's sheet was opened from its card, the roll log full of rolls: the options
    area stayed 0 px high (the dock's layout kept the height it read while the sheet's rows
    were not shown yet), docked or floating."""
    from sheetkeeper.ui.party.card import MemberCard

    window = open_window(sample_copies / "the-lantern-company.skparty")
    person = hands(window)
    person.menu("View", "Dice roller")
    if floating:
        dock = next(w for w in window.findChildren(QWidget) if w.objectName() == "diceRoller")
        person.click("Float", root=dock)
        person.wait(dock.isFloating)
    form = person.find("Situation", root=window)
    person.choose("Roll for", "Brannoc Tarl", root=window)
    person.wait(lambda: form.options())
    for _ in range(6):
        person.click("Roll", root=window)
    assert person.find("Roll log", QListWidget, root=window).count() == 6
    assert not (missing := hidden_options(person, form)), f"on the party, hidden: {missing}"
    card = next(c for c in window.findChildren(MemberCard) if c.isVisible() and "Brannoc Tarl" in c.accessibleName())
    person.double_click(card)
    person.wait(lambda: window.centralWidget().findChildren(QWidget) and form.options())
    assert not (missing := hidden_options(person, form)), f"on the member's sheet, hidden: {missing}"
    person.tab("The Lantern Company")
    person.wait(lambda: form.options())
    assert not (missing := hidden_options(person, form)), f"back on the party, hidden: {missing}"


def longest_toggle(system):
    """The sample's check with the longest check-box option, its label in the roller's
    list, and that option's label."""
    character = load_character(system.samples[0]).character
    rules = system.rules
    found = [(len(o.text), f"{c.label} ({c.target})", o.text) for c in rules.checks(character)
             for o in rules.situations(character, c.id) if o.kind == "toggle" and not o.applies]
    return max(found)[1:] if found else (None, None)


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_long_check_box_labels_are_cut_and_say_themselves_whole(open_window, hands, sample_copies, system):
    """A check box's label ran past the dock's edge, cut mid-word with nothing to read the
    rest by ("Shielding another (+5, against the attacker's CO"). The roller cuts a long
    label with "…", and the tooltip and the name a screen reader reads have it whole."""
    check, label = longest_toggle(system)
    if check is None:
        pytest.skip(f"{system.name}'s checks have no check-box option")
    window = open_window(sample_copies / system.samples[0].name)
    person = hands(window)
    person.menu("View", "Dice roller")
    person.choose("Check to roll", check)
    form = person.find("Situation")
    box = person.find(label, QCheckBox, root=form)
    area = next(a for a in window.findChildren(QScrollArea) if a.widget() is form)
    person.scroll_to(box)
    QTest.qWait(50)
    right = box.mapTo(area.viewport(), box.rect().topRight()).x()
    assert right <= area.viewport().width(), f"{label!r} runs {right - area.viewport().width()} px past the dock"
    assert box.toolTip().split("\n")[0] == label
    assert person.name_of(box) == label
    shown = box.shown_text()
    assert shown == label or (shown.endswith("…") and label.startswith(shown[:-1].rstrip())), shown
    if system.id == "grimwire":  # its longest label is wider than the dock
        assert shown != label


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_the_roll_button_stays_where_it_is_as_results_show(open_window, hands, sample_copies, system):
    """At the default size, with the check with the most options, the Roll button is where
    it was before the first roll after each of several rolls: the result has its room (a
    new GM saw the button jump ~40 px as the result showed, and clicked beside it)."""
    window = open_window(sample_copies / system.samples[0].name)
    person = hands(window)
    person.menu("View", "Dice roller")
    check, _options = richest_check(system)
    person.choose("Check to roll", check)
    button = person.find("Roll", QPushButton)
    QTest.qWait(50)
    where = button.mapTo(window, button.rect().topLeft())
    results = set()
    for _ in range(8):
        person.click(button)
        QTest.qWait(30)
        results.add(window.dice.dock.outcome.text())
        assert button.mapTo(window, button.rect().topLeft()) == where, results


def test_a_result_longer_than_its_room_scrolls_and_leaves_the_roll_button_still(open_window, hands, sample_copies):
    """A result of more lines than its room holds (a Rainworld miss that may hit an unintended
    target, after the roll's words, in the dock's least width) scrolls within the room: the
    Roll button stays under the pointer (a new GM saw it move up 24 px and clicked beside it)."""
    window = open_window(sample_copies / "rainworld-dag-kessler.skchar")
    person = hands(window)
    person.menu("View", "Dice roller")
    button = person.find("Roll", QPushButton)
    person.click(button)
    QTest.qWait(50)
    where = button.mapTo(window, button.rect().topLeft())
    outcome = window.dice.dock.outcome
    said = outcome.text()
    outcome.setText(said + "<br>" + " ".join(["Miss, may hit an unintended target."] * 12))
    QTest.qWait(50)
    assert outcome.height() > outcome.room()  # more than the room holds: it scrolls
    assert button.mapTo(window, button.rect().topLeft()) == where


def test_the_roller_keeps_its_roll_through_a_look_at_the_library(open_window, hands):
    """A GM sets the party's roller (a member, a check, a modifier), opens a member's sheet
    and the Library from there, closes it and comes back to the party: the roller rolls what
    it was set to roll (it had gone back to the check's defaults, its member to the first)."""
    from sheetkeeper.ui.party import PartyView

    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    view = window.tab_widget.currentWidget()
    member, check = "Corporal Dag Kessler", "Combat knife (Melée Weapons 2)"
    person.click(f"Roll for {member}", QPushButton)
    person.choose("Check to roll", check)
    person.fill("Other modifier", "3")
    person.key(Qt.Key.Key_Tab)
    dock = window.dice.dock
    assert dock.situation.values()["modifier"] == 3

    person.double_click(view.card("Angus").name)  # another member's sheet, to look something up
    person.wait(lambda: window.current_tab() is not None)
    person.menu("Edit", "Library...")
    library = person.find("Rows of the library").window()
    person.wait(library.isActiveWindow)
    person.key(Qt.Key.Key_Escape)
    person.wait(lambda: not library.isVisible())
    person.tab(view.campaign.name)

    person.wait(lambda: dock.member.currentText() == member)
    assert dock.check.currentText() == check
    assert dock.situation.values()["modifier"] == 3
    box = dock.situation.control("modifier")
    person.wait(lambda: box.isVisible() and not box.visibleRegion().isEmpty())  # laid out again
    assert box.value() == 3
