#!/usr/bin/env python3
"""Exports a screen to PNG through the app's real dialog, as a user does.

Run inside `dbus-run-session` on an X display (Xvfb) without NO_AT_BRIDGE:

    export_png_probe.py SPOTS_BINARY SCREEN.json OUTPUT.png

Opens the screen in the app, presses Preview, "Content width 360 pixels" and "Export PNG" (over
AT-SPI, as a screen reader or a GUI test tool presses them), types OUTPUT.png into the "Export
PNG" dialog and presses Enter (xdotool: the dialog is a toplevel of its own, given the keyboard
first), then waits for the file. Every check prints `PASS name` or `FAIL name: why`; the exit
status is 0 when all passed. Every wait is bounded.
"""
import os
import subprocess
import sys
import time

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_probe import application  # noqa: E402
from probe_checks import check, display_answers, failed, start, summary, wait_for  # noqa: E402


def nodes(node, depth=0):
    """Every node under `node`, depth first (nodes that vanish are skipped)."""
    if depth == 0:
        try:
            node.clear_cache()
        except Exception:
            pass
    found = [node]
    if depth >= 60:
        return found
    try:
        children = list(node)
    except Exception:
        return found
    for child in children:
        if child is not None:
            found += nodes(child, depth + 1)
    return found


def named(app, roles, name, showing=True):
    for node in nodes(app):
        try:
            if node.getRoleName() in roles and node.name == name and \
                    (not showing or node.getState().contains(pyatspi.STATE_SHOWING)):
                return node
        except Exception:
            continue
    return None


def press(node):
    """Runs the node's first action (click, press, toggle), as an assistive tool does."""
    try:
        return node.queryAction().doAction(0)
    except Exception:
        return False


def x_windows(name):
    result = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{name}$"], capture_output=True,
                            text=True, timeout=5)
    return result.stdout.split()


def main():
    spots, screen, output = sys.argv[1], sys.argv[2], sys.argv[3]
    env = dict(os.environ)
    env.pop("NO_AT_BRIDGE", None)
    env["GDK_BACKEND"] = "x11"
    env["GSETTINGS_BACKEND"] = "memory"
    if not display_answers():
        return 1
    log_path = output + ".log"
    log = open(log_path, "w+", encoding="utf-8", errors="replace")
    process = start([spots, screen], env, log)
    try:
        run(process, output)
    finally:
        alive = process.poll() is None
        if alive:
            process.kill()
        process.wait(timeout=5)
        log.flush()
        text = open(log_path, encoding="utf-8", errors="replace").read()
        if not alive or failed():
            print(f"debug: spots exit status {process.returncode}, its output: {text[-1500:]!r}", flush=True)
    print(summary(), flush=True)
    return 1 if failed() else 0


def run(process, output):
    app = wait_for(lambda: application(process.pid), 20)
    if not check("app-on-the-bus", app is not None, "spots never appeared on the accessibility bus"):
        return
    preview = wait_for(lambda: named(app, {"toggle button", "push button"}, "Preview"), 10)
    if not check("preview-button-found", preview, "no button named 'Preview'"):
        return
    press(preview)
    narrow = wait_for(lambda: named(app, {"toggle button"}, "Content width 360 pixels"), 5)
    if not check("preview-popover-opens", narrow, "no 'Content width 360 pixels' button showing after Preview"):
        return
    press(narrow)
    export = wait_for(lambda: named(app, {"push button"}, "Export PNG"), 5)
    if not check("export-button-found", export, "no 'Export PNG' button showing in the popover"):
        return
    press(export)

    dialog = wait_for(lambda: x_windows("Export PNG"), 10)
    if not check("export-dialog-opens", dialog, "no window named 'Export PNG'"):
        return
    window = dialog[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=5, check=False)
    time.sleep(0.3)
    # The name field has the keyboard, the suggested name in it: replace it with the whole path.
    subprocess.run(["xdotool", "key", "--delay", "60", "ctrl+a"], timeout=10, check=False)
    subprocess.run(["xdotool", "type", "--delay", "20", output], timeout=30, check=False)
    time.sleep(0.3)
    subprocess.run(["xdotool", "key", "Return"], timeout=10, check=False)

    written = wait_for(lambda: os.path.exists(output) and os.path.getsize(output) > 0, 15)
    check("png-written", written, f"{output} was not written")
    gone = wait_for(lambda: not x_windows("Export PNG"), 5)
    check("dialog-closes", gone, "the 'Export PNG' dialog stayed")
    time.sleep(1)
    check("app-alive-after-export", process.poll() is None, f"spots exited with status {process.poll()}")
    still = process.poll() is None and wait_for(lambda: named(app, {"toggle button", "push button"}, "Preview"), 5)
    check("window-answers-after-export", still, "the window no longer answers over AT-SPI")


if __name__ == "__main__":
    sys.exit(main())
