"""The Renaissance rules service: targets with their breakdown, the six bands' exact odds,
rolls in the game's words, and the down-time and sustained-action actions."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from ...core.actions import Action, Applied, Derived, Finding, Offer, Refusal, State, cited
from ...core.checks import Check, Odds, RollResult
from ...core.dice import RandomSource
from ...core.initiative import Order
from ...core.paths import set_path
from ...core.rules import Context, Rules, handles
from ...core.situation import Option, Situation
from ...core.words import QT_TRANSLATE_NOOP
from . import targets
from .derived_sources import SOURCES
from .findings import findings
from .jobs import progress, stops_after, task_outcome, task_time
from .library import LIBRARY
from .model import Job, RenaissanceCharacter, SustainedAction
from .modifiers import sustained_penalty
from .play import ADVANCED, LISTS, NEVER_LOST
from .printed import TABLES
from .results import BANDS, EXCEPTIONAL_FAILURE, EXCEPTIONAL_SUCCESS, band_counts

R = RenaissanceCharacter


class RenaissanceRules(Rules[RenaissanceCharacter]):
    character_type = RenaissanceCharacter
    advanced = ADVANCED
    library = LIBRARY
    never_lost = NEVER_LOST
    advances_by = ("its rules give no awards or advancement costs; the GM changes values by hand, "
                   "recorded as adjustments")
    lists = LISTS
    tables = TABLES

    def validate(self, c: R, *, creation: bool = False) -> list[Finding]:
        return findings(c, creation=creation)

    def derived(self, c: R) -> list[Derived]:
        penalty = sustained_penalty(len(c.sustained))
        m = c.initiative_modifier
        known = [s.name for s in c.skills if s.ranks >= 10]
        return cited([
            Derived("initiative", QT_TRANSLATE_NOOP("Rules", "Initiative"), QT_TRANSLATE_NOOP("Rules", "1d10 {modifier} ({lowest} to {highest})").format(
                modifier=f"{m:+d}", lowest=m + 1, highest=m + 10)),
            Derived("sustained_penalty", QT_TRANSLATE_NOOP("Rules", "Sustained-action penalty"),
                    QT_TRANSLATE_NOOP("Rules", "{penalty} to all tests").format(penalty=penalty) if penalty else QT_TRANSLATE_NOOP("Rules", "none")),
            Derived("common_knowledge", QT_TRANSLATE_NOOP("Rules", "Common knowledge (10+ ranks)"),
                    ", ".join(known) or QT_TRANSLATE_NOOP("Rules", "none")),
            Derived("jobs", QT_TRANSLATE_NOOP("Rules", "Jobs"),
                    "; ".join(f"{j.name}: {progress(j)}" for j in c.jobs) or QT_TRANSLATE_NOOP("Rules", "none")),
        ], SOURCES)

    def states(self, c: R) -> list[State]:
        out = []
        n = len(c.sustained)
        if n > 1:
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Distracted"), QT_TRANSLATE_NOOP("Rules", "maintaining {actions} sustained actions: {penalty} to "
                                                          "all tests").format(
                actions=n, penalty=sustained_penalty(n)), "warning"))
        elif n == 1:
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Sustaining"), QT_TRANSLATE_NOOP("Rules", "{action} (no penalty for the first sustained "
                                                          "action)").format(action=c.sustained[0].name),
                             "info"))
        return out

    # -- checks ----------------------------------------------------------------------------

    def checks(self, c: R) -> list[Check]:
        return [Check(check_id, label, group, str(t.value), _detail(t))
                for check_id, label, group, t in targets.sheet_targets(c)]

    def situations(self, c: R, check_id: str) -> list[Option]:
        from .situations import options  # on the first situation asked for: not at start-up

        return options(c, check_id)

    def check_odds(self, c: R, check_id: str, situation: Situation) -> Odds:
        """Exact odds of every band for this test (or of winning against another side)."""
        from . import checking  # on the first odds asked for: not at start-up

        return checking.odds(c, check_id, situation)

    def check_roll(self, c: R, check_id: str, rng: RandomSource, situation: Situation) -> RollResult:
        from . import checking

        return checking.roll(c, check_id, rng, situation)

    # -- offers and actions ----------------------------------------------------------------

    def initiative(self, members: list[tuple[str, R]], rng: RandomSource,
                   conditions: Mapping[str, Situation] | None = None, *,
                   enemies: Collection[str] = ()) -> Order:
        from .initiative import party_order  # only when the party rolls: not at start-up

        return party_order(members, rng)

    def foe_options(self) -> list[Option]:
        from .foes import OPTIONS

        return list(OPTIONS)

    def stand_in(self, name: str, values: Mapping[str, Any]) -> R:
        from .foes import stand_in

        return stand_in(name, values)

    def offers(self, c: R) -> list[Offer]:
        """A down-time day on each job in hand. The excerpt has no advancement or recovery,
        so nothing else is offered."""
        out = []
        for i, job in enumerate(c.jobs):
            reason = _why_no_shift(job)
            action = Action("job.work", {"index": i}, label=f"Work a shift on {job.name}")
            out.append(Offer(action, "other", "1 down-time day", reason == "", reason))
        return out

    @handles("job.work")
    def _work(self, c: R, action: Action, context: Context) -> Applied:
        """Each down-time day of 8 hours brings the job one shift closer."""
        index, days = int(action.args["index"]), int(action.args.get("days", 1))
        job = c.jobs[index]
        if days < 1:
            raise Refusal("work at least one day")
        reason = _why_no_shift(job)
        if reason:
            raise Refusal(reason)
        done = min(job.shifts, stops_after(job), job.completed + days)
        new = job.model_copy(update={"completed": done})
        message = f"{job.name}: {progress(new)}"
        if done == stops_after(job) < job.shifts:
            message = f"After {done} shifts you realise {job.name} will fail"
        return Applied(set_path(c, f"jobs.{index}", new), (), message)

    @handles("job.begin")
    def _begin(self, c: R, action: Action, context: Context) -> Applied:
        """Start a job. Its check is made when it is begun [002 "that check should be made
        when the action is *begun.*"]: pass ``check`` (a band) from a roll at the table, or
        ``roll: true`` to roll the job's skill now, in ``situation`` (as for any check:
        taking your time is ``{"time": 50}``)."""
        args = action.args
        job = Job(name=str(args["name"]), skill=str(args.get("skill", "")),
                  shifts=int(args.get("shifts", 1)), check=args.get("check", ""))
        message = f"Began {job.name} ({job.shifts} shifts)"
        if args.get("roll"):
            if not c.skill(job.skill):
                raise Refusal(f"{job.name} has no skill on the sheet to roll; name one")
            result = self.roll(c, f"skill:{job.skill}", context.rng,
                               situation=args.get("situation") or {})
            job = job.model_copy(update={"check": result.outcome})
            message += f": {result.text}"
        return Applied(set_path(c, "jobs", [*c.jobs, job]), (), message)

    @handles("task")
    def _task(self, c: R, action: Action, context: Context) -> Applied:
        """A task action timed [002 "works for 25% of the Task Action’s timeframe ... before
        realizing that the task will fail"]: ``name``, ``timeframe`` (in
        ``unit``, minutes by default), and its check made when it is begun [002 "that check
        should be made when the action is *begun.*"]: ``check`` (a band from a roll at the
        table), or ``skill`` to roll it now in ``situation`` (taking your time or rushing is
        ``{"time": 50}``, which lengthens or shortens the timeframe too). The sheet is
        unchanged; the message says how long the character works."""
        args = action.args
        name, unit = str(args.get("name") or "the task"), str(args.get("unit") or "minutes")
        timeframe = int(args["timeframe"])
        if timeframe < 1:
            raise Refusal(f"{name}: give a timeframe of at least 1 {unit}")
        situation = dict(args.get("situation") or {})
        timeframe = task_time(timeframe, int(situation.get("time") or 0))
        rolled = ""
        if args.get("skill"):
            if not c.skill(str(args["skill"])):
                raise Refusal(f"{name}: {args['skill']} is not a skill on the sheet")
            result = self.roll(c, f"skill:{args['skill']}", context.rng, situation=situation)
            band, rolled = result.outcome, f" ({result.text})"
        else:
            band = args.get("check", "")
            if band not in BANDS:
                raise Refusal(f"{name}: give the check's result ({', '.join(BANDS)}), or a "
                              "skill to roll it")
        return Applied(c, (), task_outcome(name, timeframe, band, unit) + rolled)

    @handles("sustain.start")
    def _sustain(self, c: R, action: Action, context: Context) -> Applied:
        row = SustainedAction(name=str(action.args["name"]))
        new = set_path(c, "sustained", [*c.sustained, row])
        return Applied(new, (), _sustain_message(new))

    @handles("sustain.stop")
    def _stop(self, c: R, action: Action, context: Context) -> Applied:
        rows = list(c.sustained)
        del rows[int(action.args["index"])]
        new = set_path(c, "sustained", rows)
        return Applied(new, (), _sustain_message(new))


def _why_no_shift(job: Job) -> str:
    end = stops_after(job)
    if end < job.shifts and job.completed >= end:
        return (f"{job.name} will fail: the check when it was begun was a {job.check}; "
                "begin it again to retry")
    if job.completed >= job.shifts:
        return f"{job.name} is complete ({job.completed} of {job.shifts} shifts)"
    return ""


def _sustain_message(c: R) -> str:
    n = len(c.sustained)
    penalty = sustained_penalty(n)
    return f"Sustaining {n}: {penalty} to all tests" if penalty else f"Sustaining {n}: no penalty"


def _detail(t: targets.Target) -> str:
    """The breakdown, and the blackjack surprises (digest 002-12 #2) where they apply."""
    text = targets.describe(t.lines)
    counts = band_counts(t.value)
    if not counts[EXCEPTIONAL_SUCCESS]:
        text += "; no exceptional success possible (MoS is the roll, so it must be over 30)"
    if not counts[EXCEPTIONAL_FAILURE]:
        text += "; no exceptional failure possible (MoF would have to be over 30)"
    return text
