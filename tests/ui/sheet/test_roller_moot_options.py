"""Options that do not apply hide in the roller at once, keep their value for when they apply
again, and are not passed to the rules: the odds shown are the odds of what Roll rolls."""

from __future__ import annotations

import random

from sheetkeeper import api
from sheetkeeper.systems.rainworld.model import Rank, Weapon
from sheetkeeper.ui.dice_roller import DiceRollerDock
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet.elements.odds import bands, chance

SMG = Weapon(name="SMG", skill="Firearms", dmg=3, increment=20, burst=3, auto=True)


def gunner() -> Document:
    c = api.new_character("rainworld", "Ada")
    return Document(c.model_copy(update={"skills": [Rank(name="Firearms", rank=2)], "weapons": [SMG]}))


def test_rounds_fired_show_in_auto_alone_and_single_shot_options_in_single(qtbot):
    # [000 "Auto denotes a fully-automatic weapon, capable of firing any number of shots"];
    # burst and auto fire: [000 "Instead of a Firearms check, roll a pool of d10s, one die for
    # each bullet fired"], so a Raise or aiming applies to a single shot alone
    document = gunner()
    dock = DiceRollerDock(rng=random.Random(3))
    qtbot.addWidget(dock)
    dock.set_document(document)
    dock.open_check("attack:0")
    dock.show()
    qtbot.waitExposed(dock)
    form = dock.situation

    def shown(option_id: str) -> bool:
        return form.control(option_id).isVisibleTo(dock) and form.applies(option_id)

    assert shown("raise") and shown("aimed") and not shown("rounds") and not shown("spraying")
    form.control("raise").setValue(2)
    mode = form.control("mode")
    mode.setCurrentIndex(mode.findData("auto"))
    assert shown("rounds") and shown("spraying") and not shown("raise") and not shown("aimed")
    assert "raise" not in form.chosen()  # hidden: not passed on, so the odds are auto fire's
    form.control("rounds").setValue(6)
    assert form.chosen() == {"mode": "auto", "rounds": 6}
    expected = api.odds(document.character, "attack:0", situation={"mode": "auto", "rounds": 6})
    assert dock.odds.text() == f"Chance {chance(expected)}"
    assert dock.breakdown.text().splitlines()[0] == bands(expected)
    assert "Rounds fired: 6 d10" in dock.breakdown.text()
    result = dock.roll()
    assert len(result.dice) == 6 and result == api.roll(
        document.character, "attack:0", random.Random(3), situation={"mode": "auto", "rounds": 6})
    mode.setCurrentIndex(mode.findData("single"))
    assert shown("raise") and form.control("raise").value() == 2  # kept for when it applies
    assert form.chosen() == {"raise": 2}


def test_the_other_sides_options_show_once_there_is_another_side(qtbot):
    # [004 "When two skills are opposed, both characters roll against their respective
    # skills."]: the method only matters for an opposed roll
    system = api.system("brp")
    document = Document(api.load(system.samples[0]).character)
    dock = DiceRollerDock()
    qtbot.addWidget(dock)
    dock.set_document(document)
    check = next(c.id for c in api.checks(document.character) if c.id.startswith("skill:"))
    dock.open_check(check)
    form = dock.situation
    assert not form.applies("method") and not form.applies("passive")
    form.control("opponent").setValue(40)
    assert form.applies("method") and not form.applies("passive")
    method = form.control("method")
    method.setCurrentIndex(method.findData("subtraction"))
    assert form.applies("passive")
    form.control("opponent").setValue(form.control("opponent").minimum())  # the dash: no other side
    assert not form.applies("method") and not form.applies("passive") and form.chosen() == {}
    assert dock.odds.text().startswith("Chance ")
