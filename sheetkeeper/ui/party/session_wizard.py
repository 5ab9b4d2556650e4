"""The end-of-session wizard: name the session, award XP and choose each member's
between-session steps, read the summary, apply it all as one undoable step.

The steps and their inputs come from each game's rules (:func:`core.session.session_steps`):
Rainworld's overnight rest and Click reset, the GRIMWIRE long rest, BRP experience rolls
with the choice of the flat gain, Game Rules Lite's seven questions as a checklist.

The summary can be left with Back to change the awards. The dice of its rolls (BRP's
experience rolls) are kept by the dashboard until the session is applied: Back and Next, or
Cancel and End of session again, show the same results for the same choices, never a
re-roll.
"""

from __future__ import annotations

import html
from datetime import datetime

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from ...core.actions import Action
from ...core.kept_dice import KeptDice
from ...core.registry import system_of
from ...core.rules import Context
from ...core.session import MemberOutcome, MemberPlan, Step, end_session, session_steps
from ...translate import shown
from ..options_form import OptionsForm
from ..screen_fit import fit_to_screen, room_for_title
from ..theme import ink, quiet


def _is_checklist(step: Step) -> bool:
    """A step that awards XP by yes/no questions (Game Rules Lite)."""
    return "answers" in step.action.args and bool(step.inputs)


class MemberPanel(QGroupBox):
    """One member's award and steps."""

    def __init__(self, key: str, character, parent: QWidget | None = None):
        system = system_of(character)
        super().__init__(f"{character.display_name} — {system.name}", parent)
        self.key = key
        self.character = character
        self.steps = session_steps(character)
        self.award = system.rules.award
        """What the game awards ("XP"), or empty: then the panel offers no award at all."""
        self.xp: QSpinBox | None = None
        self.sharing: QCheckBox | None = None
        """Whether the member takes a share of a total shared out (ticked at first)."""
        self.reason: QLineEdit | None = None
        self.questions: OptionsForm | None = None
        self.step_boxes: list[tuple[Step, QCheckBox, OptionsForm]] = []
        self.by_hand = False
        """Whether the GM set the award (then the questions no longer count it)."""
        self._counting = False
        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        progress = shown(system.rules.progress(character))
        if progress:  # what the member has to advance with, in the game's words
            self.progress = quiet(QLabel(progress))
            self.progress.setAccessibleName(self.tr("{0} has").format(character.display_name))
            layout.addWidget(self.progress)
        checklist = next((s for s in self.steps if _is_checklist(s)), None)
        if not self.award:
            self.no_award = QLabel(self.tr("No XP in {0}: {1}.").format(system.name, system.rules.advances_by))
            self.no_award.setWordWrap(True)
            layout.addWidget(self.no_award)
        else:
            row = QHBoxLayout()
            self.xp = QSpinBox()
            self.xp.setRange(0, 1000)
            self.xp.setSuffix(f" {self.award}")
            self.xp.setAccessibleName(self.tr("{0} for {1}").format(self.award, character.display_name))
            self.reason = QLineEdit()
            self.reason.setPlaceholderText(self.tr("reason (what they did)"))
            self.reason.setAccessibleName(self.tr("Reason for {0}'s {1}").format(character.display_name, self.award))
            award = QLabel(self.tr("Award"))
            award.setBuddy(self.xp)
            self.sharing = QCheckBox(self.tr("in the share"))
            self.sharing.setChecked(True)
            self.sharing.setAccessibleName(self.tr("{0} in the share").format(character.display_name))
            self.sharing.setToolTip(self.tr("Share out splits the total among the members ticked"))
            row.addWidget(award)
            row.addWidget(self.xp)
            row.addWidget(self.reason, 1)
            row.addWidget(self.sharing)
            layout.addLayout(row)
        if checklist is not None and self.xp is not None:
            # [001 "For each of the following questions that you can answer with a “yes”,
            # you get one XP"]: the award counts the answers until the GM sets it by hand
            # ([001 "The GM has the final say on how many XP each PC should get"]).
            layout.addWidget(QLabel(self.tr("XP: one for each question answered yes "
                                            "(the award above is the GM's final say)")))
            self.questions = OptionsForm()
            self.questions.set_options(checklist.inputs)
            self.questions.changed.connect(self._count_answers)
            self.xp.valueChanged.connect(self._set_by_hand)
            layout.addWidget(self.questions)
        for step in self.steps:
            if step is checklist:
                continue
            box = QCheckBox(step.action.describe())
            box.setChecked(True)
            inputs = OptionsForm()
            inputs.set_options(step.inputs)
            box.toggled.connect(inputs.setEnabled)
            line = QHBoxLayout()
            line.addWidget(box)
            line.addWidget(inputs, 1)
            layout.addLayout(line)
            self.step_boxes.append((step, box, inputs))
        if not self.steps:
            layout.addWidget(quiet(QLabel(self.tr("Nothing else happens between sessions in this game."))))

    def _answers(self) -> dict:
        return self.questions.given() if self.questions is not None else {}

    def _count_answers(self) -> None:
        if self.by_hand or self.xp is None:
            return
        self._counting = True
        try:
            self.xp.setValue(sum(1 for yes in self._answers().values() if yes))
        finally:
            self._counting = False

    def _set_by_hand(self) -> None:
        if not self._counting:
            self.by_hand = True

    def plan(self) -> MemberPlan:
        actions = []
        for step in self.steps:
            if _is_checklist(step) and self.questions is not None:
                answers = self._answers()
                given = self.xp.value() if self.xp is not None else sum(map(bool, answers.values()))
                if given > 0:
                    action = step.filled(answers)
                    extra = {"override": given} if given != sum(map(bool, answers.values())) else {}
                    if self.reason is not None and self.reason.text().strip():
                        extra["reason"] = self.reason.text().strip()
                    actions.append(Action(action.kind, {**action.args, **extra}, action.label,
                                          action.merge_key))
        for step, box, inputs in self.step_boxes:
            if box.isChecked():
                actions.append(step.filled(inputs.given()))
        if self.xp is None or self.reason is None or self.questions is not None:
            return MemberPlan(self.key, self.character, steps=tuple(actions))
        return MemberPlan(self.key, self.character, self.xp.value(), self.reason.text().strip(),
                          tuple(actions))


class SessionPage(QWizardPage):
    def __init__(self, campaign) -> None:
        super().__init__()
        fight = campaign.encounter
        self.setTitle(self.tr("Name the session"))
        self.setSubTitle(self.tr("It goes into every member's ledger and the party's session log."))
        form = QFormLayout(self)
        self.name = QLineEdit(campaign.next_session_title(self.tr("Session {0}")))
        self.name.setAccessibleName(self.tr("Session name"))
        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText(self.tr("What happened (optional)"))
        self.notes.setAccessibleName(self.tr("Session notes"))
        form.addRow(self.tr("&Session"), self.name)
        form.addRow(self.tr("N&otes"), self.notes)  # Alt+N is Next
        self.end_fight = QCheckBox(self.tr("End “{0}” with the session (it is still under way)").format(
            fight.display_name) if fight is not None else "")
        self.end_fight.setAccessibleName(self.tr("End the encounter with the session"))
        self.end_fight.setChecked(fight is not None)
        if fight is not None:
            warning = QLabel(self.tr("An encounter is under way: “{0}”. Ended, it goes into this "
                                     "session's record; left under way, it carries on next session.")
                             .format(fight.display_name))
            warning.setTextFormat(Qt.TextFormat.PlainText)
            warning.setWordWrap(True)
            form.addRow(warning)
            form.addRow(self.end_fight)
        # Not a Qt "mandatory" field ("title*"): that counts the suggested name as not filled
        # in until it is edited. Any name that is not blank will do.
        self.registerField("title", self.name)
        self.name.textChanged.connect(self.completeChanged)

    def isComplete(self) -> bool:  # noqa: N802 - Qt's name
        return bool(self.name.text().strip())


class AwardsPage(QWizardPage):
    def __init__(self, members) -> None:
        super().__init__()
        self.setTitle(self.tr("Awards and between-session steps"))
        self.setSubTitle(self.tr("Untick a step to skip it for that member."))
        layout = QVBoxLayout(self)
        everyone = QHBoxLayout()
        self.everyone = QSpinBox()
        self.everyone.setRange(0, 1000)
        self.everyone.setSuffix(self.tr(" XP"))
        self.everyone.setAccessibleName(self.tr("XP for everyone"))
        self.everyone_reason = QLineEdit()
        self.everyone_reason.setPlaceholderText(self.tr("reason (what they did)"))
        self.everyone_reason.setAccessibleName(self.tr("Reason for everyone's XP"))
        give = QPushButton(self.tr("Give to everyone"))
        give.setObjectName("give_everyone")
        give.setToolTip(self.tr("Every member whose game awards XP; the others advance by their own steps"))
        give.clicked.connect(self._give_everyone)
        share = QPushButton(self.tr("Share &out"))
        share.setObjectName("share_out")
        share.setToolTip(self.tr("Split the amount among the members ticked “in the share” "
                                 "(those whose game awards XP)"))
        share.clicked.connect(self._share_out)
        label = QLabel(self.tr("Same award for everyone:"))
        label.setBuddy(self.everyone)
        everyone.addWidget(label)
        everyone.addWidget(self.everyone)
        everyone.addWidget(self.everyone_reason, 1)
        everyone.addWidget(give)
        everyone.addWidget(share)
        layout.addLayout(everyone)
        self.shared = QLabel()
        self.shared.setWordWrap(True)
        layout.addWidget(self.shared)
        scroll = QScrollArea()
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its fields take focus and scroll it
        scroll.setWidgetResizable(True)
        holder = QWidget()
        column = QVBoxLayout(holder)
        self.panels = [MemberPanel(key, c) for key, c in members]
        for panel in self.panels:
            column.addWidget(panel)
        column.addStretch(1)
        scroll.setWidget(holder)
        layout.addWidget(scroll, 1)

    def _give_everyone(self) -> None:
        """Every member whose game awards XP gets it (Game Rules Lite's too: "The GM has the
        final say"); not Renaissance or Basic Roleplaying, which have none."""
        reason = self.everyone_reason.text().strip()
        for panel in self.panels:
            if panel.xp is not None:
                panel.xp.setValue(self.everyone.value())
                if reason and panel.reason is not None:
                    panel.reason.setText(reason)

    def _share_out(self) -> None:
        """The amount split among the members ticked "in the share" whose game awards XP by
        the GM's hand, the remainder by the stated rule (``loot.share_out``); the others keep
        what they have; every share can still be changed."""
        from ...loot import share_out

        awarding = [p for p in self.panels if p.xp is not None]
        if not awarding:
            self.shared.setText(self.tr("No member's game here awards XP by the GM's hand."))
            return
        panels = [p for p in awarding if p.sharing is not None and p.sharing.isChecked()]
        if not panels:
            self.shared.setText(self.tr("Tick “in the share” for at least one member."))
            return
        total = self.everyone.value()
        shares = share_out(total, [p.key for p in panels])
        reason = self.everyone_reason.text().strip()
        for panel in panels:
            panel.xp.setValue(shares.shares[panel.key])
            if reason and panel.reason is not None:
                panel.reason.setText(reason)
        each = total // len(panels)
        text = self.tr("{0} XP among {1}: {2} each.").format(total, len(panels), each)
        if shares.remainder:
            text += " " + self.tr("{0} left over: it goes one each to the first members listed. "
                                  "Change any share below.").format(shares.remainder)
        left_out = [p.character.display_name for p in awarding if p not in panels]
        if left_out:
            text += " " + self.tr("Not in the share: {0}.").format(", ".join(left_out))
        self.shared.setText(text)

    def panel(self, name: str) -> MemberPanel:
        for panel in self.panels:
            if panel.key == name or panel.character.display_name == name:
                return panel
        raise KeyError(name)


class SummaryPage(QWizardPage):
    def __init__(self, wizard: EndOfSessionWizard) -> None:
        super().__init__()
        self._wizard = wizard
        self.setTitle(self.tr("Summary"))
        self.setSubTitle(self.tr("This is what Apply applies. Undo takes all of it back as one step."))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setAccessibleName(self.tr("Summary of the session"))
        layout.addWidget(self.text)

    def initializePage(self) -> None:  # noqa: N802 - Qt's name
        self._wizard.compute()
        view = self._wizard.view
        table = view.table_lines(view.session_table(self._wizard.ends_fight()))
        self.text.setHtml(summary_html(self._wizard.outcomes) + table_html(table))


def standing(outcome: MemberOutcome) -> str:
    """What the member advances with, before and after, in their game's words: XP where the
    game awards it, else its own (BRP's experience checks ticked), else nothing (Renaissance
    has no award to show)."""
    rules = system_of(outcome.after).rules
    if rules.award:
        before, after = outcome.before.ledger.xp_available, outcome.after.ledger.xp_available
        return (QCoreApplication.translate("SummaryPage", "XP {0} → {1}").format(before, after)
                if after != before else QCoreApplication.translate("SummaryPage", "XP {0}").format(after))
    before, after = shown(rules.progress(outcome.before)), shown(rules.progress(outcome.after))
    return after if after == before else f"{before} → {after}"


def summary_html(outcomes: list[MemberOutcome]) -> str:
    parts = []
    for o in outcomes:
        parts.append(f"<p><b>{html.escape(o.after.display_name)}</b> "
                     f"<span style='color:{ink('quiet')}'>{html.escape(standing(o))}</span></p><ul>")
        parts += [f"<li>{html.escape(line)}</li>" for line in o.lines]
        refused = QCoreApplication.translate("SummaryPage", "Refused: {0}")
        parts += [f"<li style='color:{ink('error')}'>{refused.format(html.escape(line))}</li>"
                  for line in o.refused]
        if not o.lines and not o.refused:
            no_change = QCoreApplication.translate("SummaryPage", "no change")
            parts.append(f"<li style='color:{ink('quiet')}'>{no_change}</li>")
        parts.append("</ul>")
    return "".join(parts)


def table_html(lines: list[str]) -> str:
    """The fights ended and what happened to the stash, as the session's record keeps them."""
    if not lines:
        return ""
    title = QCoreApplication.translate("SummaryPage", "Fights and the stash")
    return f"<p><b>{html.escape(title)}</b></p><ul>" + "".join(
        f"<li>{html.escape(line)}</li>" for line in lines) + "</ul>"


class EndOfSessionWizard(QWizard):
    """``dice`` are the dice of improvement rolls (kept by the dashboard; ``random.Random``
    inside in tests): the summary's rolls are worked out with them, and exactly those results
    are applied."""

    def __init__(self, view, dice: KeptDice | None = None, at: datetime | None = None) -> None:
        super().__init__(view)
        self.view = view
        self.dice = dice or KeptDice()
        self.at = at
        self.outcomes: list[MemberOutcome] = []
        self.record = None
        self.setWindowTitle(self.tr("End of session"))
        room_for_title(self)
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.session_page = SessionPage(view.campaign)
        self.awards_page = AwardsPage(view.members())
        self.summary_page = SummaryPage(self)
        for page in (self.session_page, self.awards_page, self.summary_page):
            self.addPage(page)
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("Apply"))
        self.resize(720, 640)
        fit_to_screen(self)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)

    def plans(self) -> list[MemberPlan]:
        return [panel.plan() for panel in self.awards_page.panels]

    def compute(self) -> None:
        context = Context(rng=self.dice.again(), at=self.at)  # the same dice on every pass
        self.outcomes, self.record = end_session(
            self.plans(), self.session_page.name.text().strip(), context)
        notes = self.session_page.notes.toPlainText().strip()
        if notes:
            self.record = self.record.model_copy(update={"notes": notes})

    def ends_fight(self) -> bool:
        """Whether the session ends the encounter under way too (the first page's box)."""
        return self.session_page.end_fight.isChecked() and self.view.campaign.encounter is not None

    def accept(self) -> None:
        if self.record is None:
            self.compute()
        self.view.apply_session(self.outcomes, self.record, end_fight=self.ends_fight())
        super().accept()
