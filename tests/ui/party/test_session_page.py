"""The end-of-session wizard's first page: the suggested session name is enough to go on."""

from __future__ import annotations

from PySide6.QtWidgets import QWizard


def test_the_suggested_name_lets_the_gm_go_on_and_a_blank_one_does_not(view, qtbot):
    wizard = view.end_session()
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.session_page
    assert page.name.text().startswith("Session ")
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    page.name.setText("   ")
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    page.name.setText("The drowned bell")
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_the_suggested_name_is_not_one_the_log_already_holds(view, qtbot):
    from sheetkeeper.core.campaign import SessionRecord

    logged = [*view.campaign.sessions, SessionRecord(date=view.campaign.sessions[0].date, title="Session 4")]
    view.campaign.sessions = logged
    wizard = view.end_session()
    qtbot.addWidget(wizard)
    assert wizard.session_page.name.text() == "Session 5"
