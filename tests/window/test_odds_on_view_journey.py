"""The odds beside a long list of skills follow the Modifier on every row a person scrolls
to. A change works out the odds of the rows on view at once and the rest just after (or as
they are scrolled to); a person sets the Modifier on a Basic Roleplaying sheet of 80 skills,
scrolls to the last skill and reads its chance with the modifier added."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractScrollArea, QTableWidget

from sheetkeeper import api
from sheetkeeper.core.checks import percent
from sheetkeeper.storage import load_character, save_character

SKILLS = 80


def test_the_last_of_80_skills_shows_its_odds_with_the_modifier(open_window, hands, sample_copies):
    path = sample_copies / "brp-brannoc-tarl.skchar"
    brannoc = load_character(path).character
    first = brannoc.skills[0]
    more = [first.model_copy(update={"name": f"Craft (Pottery {i})"}) for i in range(SKILLS - len(brannoc.skills))]
    brannoc = brannoc.model_copy(update={"skills": [*brannoc.skills, *more]})
    save_character(path, brannoc, backup=False)
    skills = [c for c in api.checks(brannoc) if c.group == "skills"]
    assert len(skills) >= SKILLS

    window = open_window(path)
    person = hands(window)
    person.tab("Skills")
    person.fill("Modifier for the odds shown", "15")
    table = next(t for t in person.top().findChildren(QTableWidget)
                 if t.isVisible() and t.rowCount() == len(skills))
    last = table.rowCount() - 1
    wanted = percent(api.odds(brannoc, skills[last].id, 15).success)
    assert wanted != percent(api.odds(brannoc, skills[last].id, 0).success)

    page = table.parentWidget()
    while not isinstance(page, QAbstractScrollArea):
        page = page.parentWidget()
    def last_row_top() -> int:
        return table.viewport().mapTo(page.viewport(), QPoint(0, table.rowViewportPosition(last))).y()

    for _ in range(100):  # the wheel over the page until the last skill is on view
        if last_row_top() < page.viewport().height() - table.rowHeight(last):
            break
        person.wheel(page.viewport(), -120)
    assert 0 <= last_row_top() < page.viewport().height() - table.rowHeight(last)
    person.wait(lambda: table.item(last, 2) is not None and table.item(last, 2).text() == wanted)
