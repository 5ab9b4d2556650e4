"""The end-of-session wizard in a person's hands: Back from the summary, the summary's rolls
never rolled again (Back and Next, or Cancel and End of session again), and the award for
everyone given with its reason."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QWizard

BRANNOC = "brp-brannoc-tarl.skchar"


def _click(wizard, which) -> None:
    QTest.mouseClick(wizard.button(which), Qt.MouseButton.LeftButton)


def _to_summary(wizard) -> str:
    wizard.show()
    _click(wizard, QWizard.WizardButton.NextButton)
    _click(wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentPage() is wizard.summary_page
    return wizard.summary_page.text.toPlainText()


def _rolls(summary: str) -> list[str]:
    """The summary's lines of experience rolls (BRP: "rolled …")."""
    return [line for line in summary.splitlines() if "roll" in line.lower()]


def test_back_from_the_summary_and_next_again_rolls_nothing_anew(view, qtbot):
    wizard = view.end_session(rng=random.Random(7))
    qtbot.addWidget(wizard)
    summary = _to_summary(wizard)
    assert _rolls(summary), summary  # Brannoc's ticked experience checks are rolled
    back = wizard.button(QWizard.WizardButton.BackButton)
    assert back.isVisible() and back.isEnabled()
    _click(wizard, QWizard.WizardButton.BackButton)
    assert wizard.currentPage() is wizard.awards_page
    _click(wizard, QWizard.WizardButton.NextButton)
    assert wizard.summary_page.text.toPlainText() == summary


def test_cancel_and_end_of_session_again_shows_the_same_rolls(view, qtbot):
    first = view.end_session(rng=random.Random(7))
    qtbot.addWidget(first)
    summary = _to_summary(first)
    _click(first, QWizard.WizardButton.CancelButton)
    assert not first.isVisible()
    again = view.end_session()  # as the dashboard's button opens it
    qtbot.addWidget(again)
    assert _to_summary(again) == summary
    again.accept()
    brannoc = dict(view.members())[BRANNOC]
    assert brannoc == again.outcomes[[o.key for o in again.outcomes].index(BRANNOC)].after
    assert view.session_dice is None  # the next session rolls its own


def test_give_to_everyone_fills_the_reason_too(view, qtbot):
    wizard = view.end_session(rng=random.Random(7))
    qtbot.addWidget(wizard)
    wizard.show()
    _click(wizard, QWizard.WizardButton.NextButton)
    page = wizard.awards_page
    page.everyone.selectAll()
    QTest.keyClicks(page.everyone, "3")
    QTest.keyClicks(page.everyone_reason, "held the bridge")
    QTest.mouseClick(page.findChild(QPushButton, "give_everyone"), Qt.MouseButton.LeftButton)
    given = [p.plan() for p in page.panels if p.xp is not None and p.questions is None]
    assert given and all((plan.xp, plan.reason) == (3, "held the bridge") for plan in given)
    # Game Rules Lite's award goes with its questions ("The GM has the final say")
    lite = page.panel("lite-angus.skchar").plan().steps[0].args
    assert (lite["override"], lite["reason"]) == (3, "held the bridge")
