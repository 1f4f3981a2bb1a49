#!/usr/bin/env python3
"""Focus is never lost: every popover, panel, menu, dialog and mode gives it back.

Run inside `dbus-run-session` on an X display (Xvfb) without NO_AT_BRIDGE:

    focus_probe.py SPOTS_BINARY SCREEN_FOLDER

SCREEN_FOLDER is a scratch copy of Tests/Accessibility/focus (the probe rewrites focus.json to
raise the error bar). The app runs with GTK_THEME=Adwaita (the Dark Style toggle must say it
cannot switch) and VISUAL=true (a problem row "opens" in an editor that exits at once).

One long keyboard run, as a user types it (xdotool), reading after each step over AT-SPI which
widget has the focus, as Orca does: the problems popover (Escape, and Enter on a row), the main
menu (F10, Escape), the Keyboard Shortcuts window, the Preview popover, the Open and Export
file choosers, inspect mode with the focus in its panel, the error bar's Close, Enter on a
carousel card and Alt+Left, and a second round of the same. Every check prints `PASS name` or
`FAIL name: why`; the exit status is 0 when all passed. Every wait is bounded.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_probe as probe  # noqa: E402  (its helpers: the tree, the focus, the keyboard)
from probe_checks import run_app  # noqa: E402

check = probe.check
wait_for = probe.wait_for

TITLE = "Focus fixture"


def focus_now(app):
    """Whatever has the focus: {role, name, description, …} or None."""
    return probe.focused(app, items_only=False)


def describe(info):
    return f"{info['role']} {info['name']!r}" if info else "nothing"


def expect_focus(app, name, what, role=None, timeout=4):
    """Checks that the focus lands on the widget named `name` (and with `role`, when given)."""
    def matches():
        now = focus_now(app)
        return now if now and now["name"] == name and (role is None or now["role"] == role) else None
    found = wait_for(matches, timeout) or None
    check(what, found, f"focus on {describe(focus_now(app))}, expected {name!r}")
    return found


def window_ids(name):
    return subprocess.run(["xdotool", "search", "--name", name], capture_output=True, text=True,
                          timeout=5).stdout.split()


def key_in(name, *keys):
    """Types into the toplevel titled `name` (a dialog of its own), given the keyboard first."""
    ids = window_ids(name)
    if not ids:
        return False
    subprocess.run(["xdotool", "windowfocus", "--sync", ids[-1]], timeout=5, check=False)
    subprocess.run(["xdotool", "key", "--delay", "80", *keys], timeout=10, check=False)
    time.sleep(0.3)
    return True


def tab_to(app, window_id, predicate, limit=30):
    """Presses Tab until the focused widget satisfies `predicate`; returns it and what had the
    focus just before it (None, None when it never did)."""
    previous = None
    for _ in range(limit):
        now = focus_now(app)
        if now and predicate(now):
            return now, previous
        previous = now
        probe.key(window_id, "Tab")
        wait_for(lambda: focus_now(app) != now, 1)
    now = focus_now(app)
    return (now, previous) if now and predicate(now) else (None, None)


def main():
    spots, folder = sys.argv[1], sys.argv[2]
    screen = os.path.join(folder, "focus.json")
    return run_app([spots, screen], folder, lambda process: run(process, screen),
                   {"GTK_THEME": "Adwaita", "VISUAL": "true", "EDITOR": "true"})


def run(process, screen):
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

    def key(*keys):
        probe.key(window, *keys)

    # Tab to the first place, Down to the second: where the round trips below start from.
    reached, _ = tab_to(app, window, lambda now: now["name"] in ("Lisbon", "Porto", "Sintra"))
    check("tab-reaches-an-item", reached, f"focus on {describe(focus_now(app))}")
    if not reached:
        return
    key("Home")
    key("Down")
    if not expect_focus(app, "Porto", "down-focuses-the-second-place"):
        return

    def go_home(what):
        # Tab goes round the window and into the places where the focus last was: Porto.
        found, _ = tab_to(app, window, lambda now: now["name"] == "Porto")
        check(what, found, f"focus on {describe(focus_now(app))}")

    for round_ in (1, 2):
        suffix = "" if round_ == 1 else "-again"

        # The problems popover: Escape, then Enter on a row (the editor is `true`: it opens and exits).
        key("ctrl+shift+m")
        row = wait_for(lambda: (lambda now: now if now and now["name"].startswith("Warning: ") else None)(focus_now(app)), 4)
        check("problems-popover-focuses-its-first-row" + suffix, row, f"focus on {describe(focus_now(app))}")
        key("Escape")
        expect_focus(app, "Porto", "escape-from-problems-returns-focus" + suffix)
        key("ctrl+shift+m")
        wait_for(lambda: (lambda now: now and now["name"].startswith("Warning: "))(focus_now(app)), 4)
        key("Return")
        expect_focus(app, "Porto", "enter-on-a-problem-row-returns-focus" + suffix)

        # The main menu.
        key("F10")
        menu = wait_for(lambda: (lambda now: now if now and now["name"] == "Keyboard Shortcuts" else None)(focus_now(app)), 4)
        check("f10-focuses-the-menu" + suffix, menu, f"focus on {describe(focus_now(app))}")
        key("Escape")
        expect_focus(app, "Porto", "escape-from-the-menu-returns-focus" + suffix)

        # The Keyboard Shortcuts window, a toplevel of its own.
        key("ctrl+question")
        shown = wait_for(lambda: probe.frames(app, "Keyboard Shortcuts"), 5)
        check("shortcuts-window-opens" + suffix, shown, "no Keyboard Shortcuts window")
        key_in("Keyboard Shortcuts", "Escape")
        wait_for(lambda: not probe.frames(app, "Keyboard Shortcuts"), 5)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=5, check=False)
        expect_focus(app, "Porto", "closing-the-shortcuts-returns-focus" + suffix)

        # The Open dialog, a toplevel of its own: Escape cancels it.
        key("ctrl+o")
        opened = wait_for(lambda: window_ids("Open a Screen"), 8)
        check("open-dialog-opens" + suffix, opened, "no Open a Screen dialog")
        if opened:
            key_in("Open a Screen", "Escape")
            wait_for(lambda: not window_ids("Open a Screen"), 5)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=5, check=False)
        expect_focus(app, "Porto", "cancelling-open-returns-focus" + suffix)

        # The error bar: a broken save raises it; Shift+Tab from the places reaches its Close
        # (the bar is above the screen); Enter closes it. Then the fixed save leaves no alert.
        with open(screen, encoding="utf-8") as file:
            good = file.read()
        with open(screen, "w", encoding="utf-8") as file:
            file.write('{"components": [')
        alert = wait_for(lambda: next((i for _, i in probe.fresh_tree(app) if i["role"] == "alert" and i["showing"]
                                       and i["name"].startswith("Error: ")), None), 8)
        check("broken-save-raises-the-alert" + suffix, alert, "no showing alert")
        key("shift+Tab")
        expect_focus(app, "Close", "shift-tab-reaches-the-error-bar-close" + suffix, role="push button")
        key("Return")
        expect_focus(app, "Porto", "closing-the-error-bar-returns-focus" + suffix)
        with open(screen, "w", encoding="utf-8") as file:
            file.write('{"components": [ ')
        wait_for(lambda: next((i for _, i in probe.fresh_tree(app) if i["role"] == "alert" and i["showing"]), None), 8)
        with open(screen, "w", encoding="utf-8") as file:
            file.write(good)
        gone = wait_for(lambda: not [i for _, i in probe.fresh_tree(app) if i["role"] == "alert" and i["showing"]], 8)
        check("fixed-save-leaves-no-alert" + suffix, gone,
              f"alerts: {[(i['name'], i['showing']) for _, i in probe.fresh_tree(app) if i['role'] == 'alert']}")
        expect_focus(app, "Porto", "the-fix-keeps-the-focus" + suffix)

        # Inspect mode: Tab into its panel, then Escape leaves the mode, and the focus goes back
        # to what had it before the panel.
        key("ctrl+shift+i")
        panel, before_panel = tab_to(app, window, lambda now: now["name"] in ("Open in Editor", "Inspected JSON")
                                     or now["role"] == "label" and now["name"] in ("JSON path", "Position", "Kind", "View", "Size"))
        check("tab-reaches-the-inspect-panel" + suffix, panel, f"focus on {describe(focus_now(app))}")
        key("Escape")
        if before_panel:
            expect_focus(app, before_panel["name"], "escape-from-inspect-mode-returns-focus" + suffix)
        else:
            check("escape-from-inspect-mode-returns-focus" + suffix, False, "nothing had the focus before the panel")

        # The Preview popover, from its header-bar button; its Dark Style toggle cannot switch
        # under GTK_THEME and says why.
        preview, _ = tab_to(app, window, lambda now: now["name"] == "Preview")
        check("tab-reaches-preview" + suffix, preview, f"focus on {describe(focus_now(app))}")
        key("space")
        dark = wait_for(lambda: next((i for _, i in probe.fresh_tree(app) if i["name"] == "Dark Style" and i["showing"]), None), 4)
        check("dark-style-greyed-out-under-gtk-theme" + suffix,
              dark and "GTK_THEME" in dark["description"] and probe_enabled(app, "Dark Style") is False, f"Dark Style: {dark}")
        key("Escape")
        expect_focus(app, "Preview", "escape-from-preview-returns-focus" + suffix)

        # Export PNG from the Preview popover: the dialog, then Escape.
        key("space")
        export, _ = tab_to(app, window, lambda now: now["name"] == "Export PNG")
        check("tab-reaches-export" + suffix, export, f"focus on {describe(focus_now(app))}")
        key("Return")
        exported = wait_for(lambda: window_ids("Export PNG"), 8)
        check("export-dialog-opens" + suffix, exported, "no Export PNG dialog")
        if exported:
            key_in("Export PNG", "Escape")
            wait_for(lambda: not window_ids("Export PNG"), 5)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=5, check=False)
        expect_focus(app, "Preview", "cancelling-export-returns-focus" + suffix)

        # Back to the screen: Tab round to the places, where the focus last was.
        go_home("tab-returns-to-the-places" + suffix)

        # Enter on the third card, Alt+Left: the card again, where it was.
        key("Down", "Down")
        wait_for(lambda: (lambda now: now and now["name"].startswith("Card"))(focus_now(app)), 3)
        key("Home")
        expect_focus(app, "Card 1", "down-and-home-reach-the-first-card" + suffix)
        key("Right", "Right")
        expect_focus(app, "Card 3", "right-reaches-the-third-card" + suffix)
        before = card_extents(app, "Card 3")
        key("Return")
        expect_focus(app, "Day one", "a-new-screen-focuses-its-first-item" + suffix)
        key("alt+Left")
        expect_focus(app, "Card 3", "back-returns-to-the-card" + suffix)
        after = wait_for(lambda: (lambda box: box if box == before else None)(card_extents(app, "Card 3")), 3) \
            or card_extents(app, "Card 3")
        check("back-puts-the-card-where-it-was" + suffix, before and after == before, f"Card 3 at {after}, before {before}")

        # Up twice: the last place, then Porto, ready for the next round.
        key("Up", "Up")
        expect_focus(app, "Porto", "up-returns-to-the-places" + suffix)

    probe.quits_on_ctrl_q(process, key)


def card_extents(app, name):
    nodes = [node for node, info in probe.fresh_tree(app) if info["name"] == name and info["role"] in probe.ITEM_ROLES]
    return probe.extents(nodes[0]) if nodes else None


def probe_enabled(app, name):
    """Whether the widget named `name` is enabled (sensitive), as a reader says "dimmed" otherwise."""
    import pyatspi
    for node, info in probe.fresh_tree(app):
        if info["name"] == name:
            try:
                states = node.getState()
                return states.contains(pyatspi.STATE_ENABLED) or states.contains(pyatspi.STATE_SENSITIVE)
            except Exception:
                return None
    return None


if __name__ == "__main__":
    sys.exit(main())
