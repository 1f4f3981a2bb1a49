#!/usr/bin/env python3
"""Screens that hold state, from outside: set actions driven by the keyboard, read back over AT-SPI.

Run inside `dbus-run-session` on an X display (Xvfb) without NO_AT_BRIDGE:

    state_probe.py SPOTS_BINARY SCREEN_FOLDER

SCREEN_FOLDER is a scratch copy of Tests/Accessibility/state (a counter with Add one and a
Reset that shows once something is counted; a greeting with a toggle that shows a Details row).
The probe presses Enter on Add one and reads the count back, checks that the focus stayed on
Add one and that Reset appeared as a button; then toggles Details in and out (a row that leaves is
not showing: its widget waits, hidden, in the component's pool). Last, a list made from a
`data` variable: its rows read their element, and Enter on Add a fruit (a set and an append)
adds one row through the diff while the focus stays on the button.
Every check prints `PASS name` or `FAIL name: why`; the exit status is 0 when all passed.
Every wait is bounded.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_probe as probe  # noqa: E402  (its helpers: the tree, the focus, the keyboard)
from probe_checks import run_app  # noqa: E402
from focus_probe import tab_to, window_ids  # noqa: E402

check = probe.check
wait_for = probe.wait_for

TITLE = "State"


def named(app, name):
    return [info for _, info in probe.fresh_tree(app) if info["name"] == name]


def focus_name(app):
    now = probe.focused(app, items_only=False)
    return now["name"] if now else None


def main():
    spots, folder = sys.argv[1], sys.argv[2]
    screen = os.path.join(folder, "state.json")
    return run_app([spots, screen], folder, run)


def run(process):
    app = wait_for(lambda: probe.application(process.pid), 20)
    check("app-on-the-bus", app is not None, "spots never appeared on the accessibility bus")
    if app is None:
        return
    check("frame-named-after-the-screen", wait_for(lambda: probe.frames(app, TITLE), 10), f"no frame named {TITLE!r}")
    ids = window_ids(TITLE)
    check("x-window-found", ids, "xdotool found no window")
    if not ids:
        return
    window = ids[0]
    check("count-starts-at-zero", wait_for(lambda: named(app, "Count: 0"), 5), "no 'Count: 0'")
    check("reset-hidden-at-zero", not named(app, "Reset"), "Reset is in the tree before anything is counted")

    # Tab goes from component to component; the arrows go from item to item.
    tab_to(app, window, lambda now: now["name"] == "Count: 0")
    probe.key(window, "Down")
    reached = wait_for(lambda: probe.focused(app), 3)
    check("down-reaches-add-one", reached and reached["name"] == "Add one" and reached["role"] == "push button",
          f"reached {reached}")
    if not reached or reached["name"] != "Add one":
        return
    probe.key(window, "Return")
    check("enter-counts-one", wait_for(lambda: named(app, "Count: 1"), 5), "no 'Count: 1' after Enter")
    check("focus-stays-on-add-one", wait_for(lambda: focus_name(app) == "Add one", 3), f"focus on {focus_name(app)!r}")
    check("reset-appears-as-a-button", wait_for(lambda: any(i["role"] == "push button" for i in named(app, "Reset")), 3),
          f"Reset: {named(app, 'Reset')}")
    probe.key(window, "Return")
    check("enter-again-counts-two", wait_for(lambda: any(i["description"] == "2 clicks" for i in named(app, "Count: 2")), 5),
          f"count rows: {[i for _, i in probe.fresh_tree(app) if i['name'].startswith('Count')]}")

    tab_to(app, window, lambda now: now["name"] == "Hello, Ana!")
    probe.key(window, "Down")
    reached = wait_for(lambda: focus_name(app) == "Show details", 3)
    check("down-reaches-the-toggle", reached, f"focus on {focus_name(app)!r}")
    if reached:
        check("details-hidden", not named(app, "Details"), "Details is in the tree while hidden")
        probe.key(window, "Return")
        check("details-appear", wait_for(lambda: named(app, "Details"), 5), "no Details row after Enter")
        check("toggle-renamed-and-focused", wait_for(lambda: focus_name(app) == "Hide details", 3),
              f"focus on {focus_name(app)!r}")
        probe.key(window, "Return")
        # A row that leaves keeps its widget in the component's pool for the next item of its
        # kind: hidden, so no reader is shown it.
        check("details-leave-the-screen", wait_for(lambda: not any(i["showing"] for i in named(app, "Details")), 5),
              f"Details is still showing: {named(app, 'Details')}")

    check("data-rows-bound", wait_for(lambda: any(i["description"] == "Ripe" for i in named(app, "Apple")), 5)
          and any(i["description"] == "Not ripe yet" for i in named(app, "Banana")),
          f"fruit rows: {named(app, 'Apple') + named(app, 'Banana')}")
    reached, _ = tab_to(app, window, lambda now: now["name"] == "Add a fruit")
    check("tab-reaches-add-a-fruit", reached is not None, f"focus on {focus_name(app)!r}")
    if reached:
        probe.key(window, "Return")
        check("append-adds-a-row", wait_for(lambda: any(i["description"] == "Not ripe yet" for i in named(app, "Fruit 1")), 5),
              "no 'Fruit 1' row after Enter")
        check("focus-stays-on-add-a-fruit", wait_for(lambda: focus_name(app) == "Add a fruit", 3), f"focus on {focus_name(app)!r}")
        check("rows-before-unchanged", named(app, "Apple") and named(app, "Banana"), "a row made before went away")

    probe.quits_on_ctrl_q(process, lambda keys: probe.key(window, keys))


if __name__ == "__main__":
    sys.exit(main())
