"""Every screenshot is bounded in time and never waits for a click.

Offscreen, a question (Save changes? Reload?) is a modal dialog nobody can answer: the run
would wait forever. The windows the shots build ask :class:`NoQuestions`, which refuses every
question with an error naming it. And each shot runs under :func:`time_limit`: one that
overruns stops the run with a message naming the shot and the line it was stuck on.
"""

from __future__ import annotations

import faulthandler
import os
import sys
import threading
import traceback
from collections.abc import Iterator
from contextlib import contextmanager

from sheetkeeper.ui.asker import Asker

SHOT_SECONDS = 60
"""A shot takes a second or two; a minute means it is stuck."""

OVERRUN_EXIT = 3


class ShotAsked(RuntimeError):
    """A shot made a window ask the user something: offscreen nobody can answer."""


def _refuse(question: str):
    def ask(self, *args, **kwargs):
        shown = ", ".join(repr(a) for a in args[:2])
        raise ShotAsked(f"the shot asked a question nobody can answer offscreen: {question}({shown}); "
                        "leave nothing unsaved and nothing to decide before a window closes")
    ask.__name__ = question
    return ask


class NoQuestions(Asker):
    """An asker for screenshots: every question is an error (override the ones a shot
    answers on purpose, as the sharing shot does)."""


for _name, _value in vars(Asker).items():
    if callable(_value) and not _name.startswith("_"):
        setattr(NoQuestions, _name, _refuse(_name))


@contextmanager
def time_limit(name: str, seconds: float = SHOT_SECONDS) -> Iterator[None]:
    """Run a shot; past ``seconds``, say which shot and where it was, and stop the run."""
    main = threading.get_ident()
    finished = threading.Event()

    def overrun() -> None:
        if finished.is_set():
            return
        frame = sys._current_frames().get(main)
        where = "".join(traceback.format_stack(frame)) if frame is not None else "  (not known)\n"
        sys.stderr.write(f"screenshots: the shot {name!r} did not finish within {seconds:g} s and was "
                         f"stopped; it was here:\n{where}")
        sys.stderr.flush()
        os._exit(OVERRUN_EXIT)

    watchdog = threading.Timer(seconds, overrun)
    watchdog.daemon = True
    watchdog.start()
    # If the watchdog cannot run (stuck in Qt without releasing Python), this C-level one does.
    faulthandler.dump_traceback_later(seconds + 15, exit=True)
    try:
        yield
    finally:
        finished.set()
        watchdog.cancel()
        faulthandler.cancel_dump_traceback_later()
