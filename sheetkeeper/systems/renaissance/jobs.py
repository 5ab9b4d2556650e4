"""Jobs in down-time: one eight-hour shift per day [002 "On any day, a character can spend
8 hours working on a Job; if they do, that Job is one Shift closer to being complete."].

A job's check is rolled when it is begun; on a failure the character works 25% of its
shifts, on an exceptional failure 50%, before realising it will fail [002 "works for 25% of
the Task Action’s timeframe or Job’s shifts (on a Failure), or 50% (on an Exceptional
Failure)"]. A critical failure counts as exceptional (digest 002-12 #10). Rounded down.
"""

from __future__ import annotations

from .model import Band, Job
from .results import CRITICAL_FAILURE, EXCEPTIONAL_FAILURE, NORMAL_FAILURE

WASTED_PERCENT: dict[Band, int] = {NORMAL_FAILURE: 25, EXCEPTIONAL_FAILURE: 50,
                                   CRITICAL_FAILURE: 50}


def time_before_failing(timeframe: int, result: Band) -> int | None:
    """Shifts (or minutes of a task) worked before the character sees the job will fail;
    None when the check succeeded."""
    percent = WASTED_PERCENT.get(result)
    return None if percent is None else timeframe * percent // 100


def stops_after(job: Job) -> int:
    """The shift count at which work on this job ends (its length, or the failing point)."""
    if job.check:
        failing = time_before_failing(job.shifts, job.check)
        if failing is not None:
            return failing
    return job.shifts


def progress(job: Job) -> str:
    """'3 of 5 shifts', '1 of 4 shifts; fails after 1 (Normal failure)'."""
    text = f"{job.completed} of {job.shifts} shifts"
    end = stops_after(job)
    if end < job.shifts:
        text += f"; the check was a {job.check}: you realise it will fail after {end}"
    elif job.completed == job.shifts:
        text += " — complete"
    return text


def task_time(timeframe: int, change_percent: int = 0) -> int:
    """A task action's time once the character takes their time or rushes (``change_percent``
    of the timeframe, as the ``time`` option of its check), rounded down."""
    return timeframe * (100 + change_percent) // 100


def task_outcome(name: str, timeframe: int, result: Band, unit: str = "minutes") -> str:
    """What a task action's check, made when it is begun, means for its time [002 "If the check
    is failed, the character in question works for 25% of the Task Action’s timeframe ... (on
    a Failure), or 50% (on an Exceptional Failure), before realizing that the task will
    fail"]."""
    stops = time_before_failing(timeframe, result)
    if stops is None:
        return f"{name}: {result}: done in {timeframe} {unit}"
    return (f"{name}: {result}: you work {stops} of {timeframe} {unit}, then realise the task "
            "will fail")
