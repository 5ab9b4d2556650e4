"""What a screen reader reads and hears of SheetKeeper over AT-SPI, as JSON on stdout.

Run with the system's Python (pyatspi comes from the distribution, not PyPI) on the bus of a
running app: it walks the app's tree, then presses Roll, marks a box with a track's own
action and presses Ctrl+Z, collecting the events a reader gets (announcements, names,
values). ``test_screen_reader_journey.py`` starts everything and reads this.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time

import pyatspi


def walk(node, depth=0):
    if depth > 60:
        return
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield child
            yield from walk(child, depth + 1)


def the_app(name: str, wait: float = 20.0):
    desk = pyatspi.Registry.getDesktop(0)
    until = time.monotonic() + wait
    while time.monotonic() < until:
        apps = [desk.getChildAtIndex(i) for i in range(desk.childCount)]
        found = [a for a in apps if a is not None and a.name == name]
        if found:
            return found[-1]
        time.sleep(0.3)
    raise SystemExit(f"no application {name!r} on the bus")


def actions(node) -> list[str]:
    action = node.queryAction()
    return [action.getName(i) for i in range(action.nActions)]


def do(node, name: str) -> None:
    node.queryAction().doAction(actions(node).index(name))


def read_tree(app) -> dict:
    nodes = list(walk(app))
    sliders = []
    for node in nodes:
        if node.getRoleName() == "slider":
            value = node.queryValue()
            sliders.append({"name": node.name, "value": value.currentValue,
                            "maximum": value.maximumValue, "actions": actions(node)})
    labels = [node.name for node in nodes if node.getRoleName() == "label"]
    return {"nodes": len(nodes), "sliders": sliders, "labels": labels,
            "roles": sorted({node.getRoleName() for node in nodes})}


CONTROLS = {"push button", "check box", "spin button", "combo box", "text", "slider", "radio button",
            "page tab", "toggle button", "table", "list", "list box"}
"""Roles a person works (a cell or a list's item is named by what it holds)."""


def unnamed_controls(app) -> list[str]:
    """Controls shown and focusable whose name a reader would not say."""
    found = []
    for node in walk(app):
        states = node.getState()
        if node.getRoleName() in CONTROLS and states.contains(pyatspi.STATE_FOCUSABLE) \
                and states.contains(pyatspi.STATE_SHOWING) and not node.name.strip():
            found.append(node.getRoleName())
    return found


def situation(app) -> dict:
    """The roller's situation: its height on screen and its controls' names."""
    panel = next(n for n in walk(app) if n.name == "Situation")
    extents = panel.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    controls = [n.name for n in walk(panel) if n.getRoleName() in CONTROLS]
    return {"height": extents.height, "controls": controls}


def main() -> None:
    app = the_app(sys.argv[1])
    out = {"tree": read_tree(app), "heard": [], "names": []}

    def on(event) -> None:
        if event.type.startswith("object:announcement"):
            out["heard"].append(str(event.any_data))
        elif event.type.startswith("object:property-change:accessible-name"):
            out["names"].append(str(event.source.name))

    for kind in ("object:announcement", "object:property-change:accessible-name"):
        pyatspi.Registry.registerEventListener(on, kind)

    def journey() -> None:
        try:
            time.sleep(1)
            subprocess.run(["xdotool", "key", "ctrl+shift+d"], check=True)  # the roller
            time.sleep(2)
            out["situation"] = situation(app)
            out["unnamed"] = unnamed_controls(app)
            roll = next(n for n in walk(app) if n.getRoleName() == "push button"
                        and n.name.replace("&", "") == "Roll")
            do(roll, actions(roll)[0])
            time.sleep(1.5)
            log = next(n for n in walk(app) if n.getRoleName() in ("list", "list box")
                       and n.name == "Roll log")
            out["roll_log"] = [log.getChildAtIndex(i).name for i in range(log.childCount)]
            track = next(n for n in walk(app) if n.getRoleName() == "slider" and n.name.startswith("Mind"))
            before = track.queryValue().currentValue
            do(track, next(a for a in actions(track) if a.startswith("Mark ") and "trauma" not in a))
            time.sleep(1.5)
            out["mind_after_mark"] = track.name
            subprocess.run(["xdotool", "key", "ctrl+z"], check=True)
            time.sleep(1.5)
            out["mind_after_undo"] = track.name
            out["mind_value"] = [before, track.queryValue().currentValue]
        except Exception as error:  # noqa: BLE001 - reported to the test, which fails on it
            out["error"] = f"{type(error).__name__}: {error}"
        finally:
            pyatspi.Registry.stop()

    threading.Thread(target=journey, daemon=True).start()
    pyatspi.Registry.start()
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
