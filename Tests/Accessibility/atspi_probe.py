#!/usr/bin/env python3
"""Reads the spots app from outside, as a screen reader does, and drives it with the keyboard.

Run inside `dbus-run-session` on an X display (Xvfb) without NO_AT_BRIDGE:

    atspi_probe.py SPOTS_BINARY SCREEN_FOLDER

SCREEN_FOLDER is a scratch copy of Tests/Accessibility/screen (the probe rewrites screen.json
to show the error bar). Every check prints one line, `PASS name` or `FAIL name: why`; the exit
status is 0 when all passed. Every wait is bounded, so a broken app fails instead of hanging.
"""
import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

ITEM_ROLES = {"list item", "link", "push button", "table cell", "heading", "image"}
results = []


def check(name, ok, detail=""):
    results.append((name, bool(ok)))
    print(f"PASS {name}" if ok else f"FAIL {name}: {detail}", flush=True)


def wait_for(predicate, timeout, interval=0.1):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    return None


def node_info(node):
    try:
        states = node.getState()
        return {
            "role": node.getRoleName(),
            "name": node.name or "",
            "description": node.description or "",
            "focused": states.contains(pyatspi.STATE_FOCUSED),
            "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
            "showing": states.contains(pyatspi.STATE_SHOWING),
            "actions": actions(node),
        }
    except Exception:  # the node went away while we read it
        return None


def actions(node):
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


def walk(node, depth=0, limit=60):
    """Every node under `node` with its info, depth first (nodes that vanish are skipped)."""
    info = node_info(node)
    if info is None:
        return []
    found = [(node, info)]
    if depth >= limit:
        return found
    try:
        children = list(node)
    except Exception:
        return found
    for child in children:
        if child is not None:
            found += walk(child, depth + 1, limit)
    return found


def application(pid):
    # No main loop runs here: handle pending bus signals and drop the desktop's cached children,
    # or an application that registers after the first look is never seen.
    while GLib.MainContext.default().iteration(False):
        pass
    desktop = pyatspi.Registry.getDesktop(0)
    try:
        desktop.clear_cache()
    except Exception:
        pass
    for app in desktop:
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def fresh_tree(app):
    try:
        app.clear_cache()
    except Exception:
        pass
    return walk(app)


def frames(app, name):
    return [node for node, info in fresh_tree(app) if info["role"] in ("frame", "dialog", "window") and info["name"] == name]


def key(window_id, *keys):
    subprocess.run(["xdotool", "windowfocus", window_id], timeout=5, check=False)
    subprocess.run(["xdotool", "key", "--delay", "60", *keys], timeout=10, check=False)
    time.sleep(0.3)


def focused(app, items_only=True):
    """The focused item (or, with items_only False, whatever has the focus)."""
    for node, info in fresh_tree(app):
        if info["focused"] and (info["role"] in ITEM_ROLES or not items_only):
            return info
    return None


def main():
    spots, folder = sys.argv[1], sys.argv[2]
    screen = os.path.join(folder, "screen.json")
    env = dict(os.environ)
    env.pop("NO_AT_BRIDGE", None)
    env["GDK_BACKEND"] = "x11"
    env["GSETTINGS_BACKEND"] = "memory"
    env["GTK_CSD"] = "1"
    # A virtual X server that was just started may not take connections yet.
    display = wait_for(lambda: subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True,
                                              timeout=5).returncode == 0, 10, interval=0.2)
    check("display-answers", display, f"the X display {os.environ.get('DISPLAY')!r} does not answer")
    if not display:
        return 1
    log = open(os.path.join(folder, "spots.log"), "w+", encoding="utf-8", errors="replace")
    # On a loaded machine a fresh Xvfb sometimes refuses GTK's first connection ("cannot open a
    # display") although it answers xdotool: start again, three times at most.
    for attempt in range(3):
        process = subprocess.Popen([spots, screen], env=env, stdout=log, stderr=log)
        if not wait_for(lambda: process.poll() is not None, 2):
            break
        print(f"note: spots exited at start (status {process.returncode}), attempt {attempt + 1}", flush=True)
        time.sleep(1)
    try:
        run(process, screen)
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=5)
    failed = [name for name, ok in results if not ok]
    print(json.dumps({"passed": len(results) - len(failed), "failed": failed}), flush=True)
    return 1 if failed else 0


def run(process, screen):
    app = wait_for(lambda: application(process.pid), 20)
    if app is None:
        desktop = pyatspi.Registry.getDesktop(0)
        seen = [(a.name, a.get_process_id()) for a in desktop if a is not None]
        log = open(os.path.join(os.path.dirname(screen), "spots.log"), encoding="utf-8", errors="replace").read()
        print(f"debug: spots exit status {process.poll()}, apps on the bus {seen}, its output: {log[-1500:]!r}", flush=True)
    check("app-on-the-bus", app is not None, "spots never appeared on the accessibility bus")
    if app is None:
        return
    title = "Accessibility fixture"
    frame = wait_for(lambda: frames(app, title), 10)
    check("frame-named-after-the-screen", frame, f"no frame named {title!r}")
    # The second page loads because the first is shorter than the window.
    tree = wait_for(lambda: (lambda t: t if any(i["name"] == "Évora" for _, i in t) else None)(fresh_tree(app)), 10) or fresh_tree(app)
    infos = [info for _, info in tree]

    def find(role, name):
        return next((i for i in infos if i["role"] == role and i["name"] == name), None)

    heading = find("heading", "Section A")
    check("header-is-a-heading", heading, "no heading named 'Section A'")
    section = find("list box", "Section A")
    check("list-named-with-count", section and section["description"] == "5 items",
          f"list box 'Section A': {section}")
    lisbon = find("link", "Lisbon")
    check("url-item-is-a-link", lisbon and lisbon["description"] == "Three days in the hills"
          and lisbon["focusable"] and lisbon["actions"] == ["activate"], f"Lisbon: {lisbon}")
    details = find("push button", "Details")
    check("open-item-is-a-button", details and details["actions"] == ["activate"], f"Details: {details}")
    plain = find("list item", "Plain row")
    check("plain-item-is-a-list-item", plain and plain["description"] == "Nothing happens" and plain["actions"] == [],
          f"Plain row: {plain}")
    alfama = find("push button", "Alfama")
    check("nested-grid-item-named", alfama, "no button named 'Alfama' (nested grid)")
    evora = find("link", "Évora")
    more = find("table", "More places")
    check("second-page-component", evora and more and more["description"] == "Second page, 2 items",
          f"Évora: {evora}, More places: {more}")
    images = [i for i in infos if i["role"] == "image"]
    check("images-described", [i["name"] for i in images] == ["A yellow tram on a steep street"],
          f"images: {[(i['name'], i['description']) for i in images]}")
    check("no-chevron-or-unnamed-drawing", not any(i["name"] == "Forward" or i["role"] == "drawing area" for i in infos),
          "a chevron or an image is still announced")
    items = [i for i in infos if i["focusable"] and i["role"] in ("list item", "link", "push button", "table cell")]
    unnamed = [i for i in items if not i["name"]]
    check("every-focusable-item-named", items and not unnamed, f"{len(unnamed)} of {len(items)} unnamed: {unnamed[:3]}")
    nested = find("table", "Sintra")
    check("nested-grid-named-after-its-item", nested and nested["description"] == "2 items",
          f"tables: {[(i['name'], i['description']) for i in infos if i['role'] == 'table']}")
    panes = [i for i in infos if i["role"] == "scroll pane" and i["focusable"]]
    check("scroll-panes-named", panes and all(i["name"] for i in panes),
          f"focusable scroll panes: {[i['name'] for i in panes]}")

    window_id = subprocess.run(["xdotool", "search", "--name", title], capture_output=True, text=True,
                               timeout=5).stdout.split()
    check("x-window-found", window_id, "xdotool found no window")
    if not window_id:
        return
    window_id = window_id[0]

    # Tab until an item has the focus, then Down moves to the next item in reading order.
    order = ["Lisbon", "Porto", "Sintra", "Details", "Plain row"]
    reached = None
    for _ in range(12):
        before = focused(app, items_only=False)
        key(window_id, "Tab")
        # Bounded wait for the focus to move (a loaded machine may take a moment to answer).
        wait_for(lambda: focused(app, items_only=False) != before, 2)
        reached = focused(app)
        if reached and reached["name"] in order[:-1]:
            break
    check("tab-reaches-an-item", reached and reached["name"] in order[:-1], f"focus after Tab: {reached}")
    if reached and reached["name"] in order[:-1]:
        key(window_id, "Down")
        expected = order[order.index(reached["name"]) + 1]
        after = wait_for(lambda: (lambda now: now if now and now["name"] == expected else None)(focused(app)), 3) \
            or focused(app)
        check("down-moves-to-the-next-item", after and after["name"] == expected,
              f"from {reached['name']!r} Down focused {after}, expected {expected!r}")

    key(window_id, "ctrl+question")
    shortcuts = wait_for(lambda: frames(app, "Keyboard Shortcuts"), 5)
    labels = {i["name"] for _, i in fresh_tree(app)} if shortcuts else set()
    check("ctrl-question-opens-shortcuts", shortcuts and {"Open a screen", "Close the window", "Quit"} <= labels,
          "no 'Keyboard Shortcuts' window listing the shortcuts")
    if shortcuts:
        shortcut_ids = subprocess.run(["xdotool", "search", "--name", "Keyboard Shortcuts"], capture_output=True,
                                      text=True, timeout=5).stdout.split()
        if shortcut_ids:
            key(shortcut_ids[0], "Escape")
        gone = wait_for(lambda: not frames(app, "Keyboard Shortcuts"), 5)
        check("escape-closes-shortcuts", gone, "the shortcuts window stayed")

    key(window_id, "F10")
    menu = wait_for(lambda: any(i["name"] == "Keyboard Shortcuts" and i["showing"] for _, i in fresh_tree(app)), 5)
    check("f10-opens-the-main-menu", menu, "no showing 'Keyboard Shortcuts' menu item after F10")
    key(window_id, "Escape")

    # A broken save: the error bar is an alert named with the error.
    with open(screen, encoding="utf-8") as file:
        good = file.read()
    with open(screen, "w", encoding="utf-8") as file:
        file.write('{"components": [')
    alert = wait_for(lambda: next((i for _, i in fresh_tree(app) if i["role"] == "alert" and i["showing"]
                                   and i["name"].startswith("Error: ")), None), 8)
    check("error-bar-is-an-alert", alert and "screen.json:1:" in alert["name"], f"alert: {alert}")
    with open(screen, "w", encoding="utf-8") as file:
        file.write(good)

    key(window_id, "ctrl+q")
    try:
        process.wait(timeout=5)
        check("ctrl-q-quits", process.returncode == 0, f"exit status {process.returncode}")
    except subprocess.TimeoutExpired:
        check("ctrl-q-quits", False, "still running 5 s after Ctrl+Q")


if __name__ == "__main__":
    sys.exit(main())
