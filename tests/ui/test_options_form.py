"""The one form builder: each declared input becomes the control its kind calls for, and a
number typed out of range is never silently another number."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit

from sheetkeeper.core.situation import Option, When
from sheetkeeper.ui.eliding_check_box import ElidingCheckBox
from sheetkeeper.ui.eliding_combo import ElidingCombo
from sheetkeeper.ui.number_box import DecimalBox, NumberBox
from sheetkeeper.ui.options_form import Allotment, OptionsForm

INPUTS = (
    Option("helpers", "Helpers", "count", 0, 0, 3),
    Option("aimed", "Aimed", "toggle"),
    Option("range", "Range", "choice", choices=(("short", "Short"), ("long", "Long"))),
    Option("item", "Object", "text", maximum=20),
    Option("metres", "Height (m)", "number", 4.5, 0, 100, decimals=1),
    Option("teacher", "Teacher's Ride %", "count", None, 0, 999, required=True),
    Option("rounds", "Rounds fired", "count", 1, 1, 10, applies=(When("aimed", (False,)),)),
    Option("increases", "Attribute increases", "allotment",
           choices=(("TOG", "Toughness"), ("AGL", "Agility")), total=2, room=(("TOG", 1),)),
)


def _form(qtbot) -> OptionsForm:
    form = OptionsForm()
    qtbot.addWidget(form)
    form.set_options(INPUTS)
    form.show()
    return form


def test_each_kind_has_its_control_named_in_the_games_words(qtbot):
    form = _form(qtbot)
    kinds = {o.id: type(form.control(o.id)) for o in INPUTS}
    assert kinds == {"helpers": NumberBox, "aimed": ElidingCheckBox, "range": ElidingCombo,
                     "item": QLineEdit, "metres": DecimalBox, "teacher": NumberBox,
                     "rounds": NumberBox, "increases": Allotment}
    assert form.control("teacher").text() == "to be entered"
    assert [o.id for o in form.missing()] == ["teacher"]
    assert "teacher" not in form.given()
    assert form.control("increases").left.text() == "2 of 2 points left to share"
    assert form.control("increases").spins["TOG"].maximum() == 1  # its room


def test_a_number_typed_out_of_range_becomes_the_ends_of_it_and_says_so(qtbot):
    form = _form(qtbot)
    said = []
    form.clamped.connect(said.append)
    helpers = form.control("helpers")
    helpers.setFocus()
    helpers.selectAll()
    QTest.keyClicks(helpers, "14")
    QTest.keyClick(helpers, Qt.Key.Key_Return)
    assert form.values()["helpers"] == 3  # not the 1 a spin box keeps
    assert said == ["Helpers can be 0 to 3, so 14 became 3."]


def test_an_input_that_does_not_apply_is_hidden_and_not_given(qtbot):
    form = _form(qtbot)
    assert form.control("rounds").isVisible() and "rounds" in form.given()
    form.control("aimed").click()
    assert not form.control("rounds").isVisible() and "rounds" not in form.given()
