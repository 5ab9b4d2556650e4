"""Results kept by the identity of what they were read from (``core/kept.py``)."""

from __future__ import annotations

import sys
import threading

from sheetkeeper.core.kept import Kept


def test_a_result_is_given_back_only_for_the_very_objects_it_was_read_from():
    kept = Kept(4)
    rows, equal_rows = [1, 2], [1, 2]
    kept.put(("skills", id(rows)), "read", rows)
    assert kept.get(("skills", id(rows)), rows) == "read"
    assert kept.get(("skills", id(rows)), equal_rows) is None  # equal is not the same
    assert kept.get(("quirks", id(rows)), rows) is None


def test_the_least_recently_used_goes_first():
    kept = Kept(2, recent=True)
    a, b, c = [], [], []
    kept.put(id(a), "a", a)
    kept.put(id(b), "b", b)
    assert kept.get(id(a), a) == "a"  # a used since b was kept
    kept.put(id(c), "c", c)
    assert (kept.get(id(a), a), kept.get(id(b), b), kept.get(id(c), c)) == ("a", None, "c")
    assert len(kept) == 2


def test_without_recent_the_oldest_kept_goes_first():
    kept = Kept(2)
    a, b, c = [], [], []
    kept.put(id(a), "a", a)
    kept.put(id(b), "b", b)
    assert kept.get(id(a), a) == "a"
    kept.put(id(c), "c", c)
    assert (kept.get(id(a), a), kept.get(id(b), b), kept.get(id(c), c)) == (None, "b", "c")


def test_threads_reading_and_keeping_at_once_lose_nothing_and_never_fail():
    """Worker threads of a script calling the API share the module's kept results: each
    thread's results stay its own, and trimming never meets the dictionary changed under it
    (the unlocked dictionary this replaced raised "dictionary changed size during
    iteration" here)."""
    kept, errors, wrong = Kept(8, recent=True), [], []
    objects = [[n] for n in range(64)]

    def work(offset: int) -> None:
        try:
            for turn in range(3000):
                held = objects[(turn + offset) % len(objects)]
                value = kept.get(id(held), held)
                if value is None:
                    kept.put(id(held), held[0], held)
                elif value != held[0]:
                    wrong.append((value, held[0]))
        except Exception as error:  # noqa: BLE001 - any failure in a thread is the finding
            errors.append(error)

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible
    try:
        threads = [threading.Thread(target=work, args=(n * 7,)) for n in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    assert errors == [] and wrong == []
    assert len(kept) <= 8
