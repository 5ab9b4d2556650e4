"""One of two programs saving the same character through ``sheetkeeper.api`` (run by
test_two_writers.py as its own process).

    python api_writer.py FILE NAME ROUNDS alternate|race

It loads the file once, then each round adds one ledger line ("NAME-i") and saves through the
``Opened`` it holds. A save refused with ChangedOnDisk reloads and tries the same line again
(up to RETRIES times). In ``alternate`` mode it waits for a line on stdin before each round and
answers on stdout. At the end it prints one JSON object: the lines it saw land, and those
refused for good.
"""

from __future__ import annotations

import json
import sys

from sheetkeeper import api

RETRIES = 50


def main() -> None:
    path, name, rounds, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    opened = api.load(path)
    if mode == "alternate":
        print("loaded", flush=True)  # the rounds start once both programs hold the same file
    landed, refused, raised = [], [], 0
    for i in range(rounds):
        if mode == "alternate" and not sys.stdin.readline():
            break
        line = f"{name}-{i}"
        for _attempt in range(RETRIES):
            edited = api.apply(opened.character, "xp.award", {"amount": 1, "reason": line}).character
            try:
                opened = api.save(opened.with_character(edited))
            except api.ChangedOnDisk as changed:
                raised += 1
                assert changed.theirs is not None and changed.mine == edited
                opened = api.load(path)
                continue
            landed.append(line)
            break
        else:
            refused.append(line)
        if mode == "alternate":
            print("done", flush=True)
    print(json.dumps({"landed": landed, "refused": refused, "raised": raised}), flush=True)


if __name__ == "__main__":
    main()
