#!/usr/bin/env python3
"""Reads the spots app from outside, as a screen reader does, and drives it with the keyboard.

Run inside `dbus-run-session` on an X display (Xvfb) without NO_AT_BRIDGE:

    atspi_probe.py SPOTS_BINARY SCREEN_FOLDER [--rtl | --narrow | --high-contrast]

SCREEN_FOLDER is a scratch copy of Tests/Accessibility/screen (the probe rewrites screen.json
to show the error bar). With --rtl the app runs in Hebrew (right to left, from GTK's own
translation; needs the he_IL.UTF-8 locale) on carousels.json, and the probe checks that
carousels start at the right, arrows move the way they point and the page dots follow.
With --narrow the window is resized to 360 pixels (xdotool, as a window manager would): nothing
logs a negative allocation, the title keeps the width it had at 800 pixels, the header bar keeps
Back and the main menu, and Open, Problems, Inspect and Preview (its Dark Style and Export PNG)
work from the main menu by keyboard, each named for screen readers. With --high-contrast the app
runs under GTK_THEME=HighContrast with a stylesheet that paints rows navy: the keyboard works as
usual, the focus ring, measured from the screen's pixels before and after the focus moves,
stands out at least 3:1, and the rows show the theme's colours, not the stylesheet's.
Every check prints one line, `PASS name` or `FAIL name: why`; the exit status is 0 when all
passed. Every wait is bounded, so a broken app fails instead of hanging.
"""
import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from probe_checks import check, display_answers, failed, start, summary, wait_for  # noqa: E402  (focus_probe uses them through this module)

ITEM_ROLES = {"list item", "link", "push button", "table cell", "heading", "image"}

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


def hebrew(text):
    """One of our strings as the app shows it in Hebrew (po/he.po): the right-to-left run."""
    if not HEBREW:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "po", "he.po")
        msgid = None
        with open(path, encoding="utf-8") as file:
            for line in file:  # written --no-wrap: one line per string
                if line.startswith('msgid "'):
                    msgid = json.loads(line[6:])
                elif line.startswith('msgstr "') and msgid:
                    HEBREW[msgid] = json.loads(line[7:])
    return HEBREW.get(text, text)


HEBREW = {}


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


def quits_on_ctrl_q(process, press):
    """Ctrl+Q (`press` types it into the app's window) ends the app with status 0 within 5 s."""
    press("ctrl+q")
    try:
        process.wait(timeout=5)
        check("ctrl-q-quits", process.returncode == 0, f"exit status {process.returncode}")
    except subprocess.TimeoutExpired:
        check("ctrl-q-quits", False, "still running 5 s after Ctrl+Q")


def extents(node):
    """Where `node` is on the screen: (x, y, width, height), or None."""
    try:
        box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return (box.x, box.y, box.width, box.height)
    except Exception:
        return None


def named_nodes(app, role, name):
    return [node for node, info in fresh_tree(app) if info["role"] == role and info["name"] == name]


def focused(app, items_only=True):
    """The focused item (or, with items_only False, whatever has the focus)."""
    for node, info in fresh_tree(app):
        if info["focused"] and (info["role"] in ITEM_ROLES or not items_only):
            return info
    return None


def main():
    spots, folder = sys.argv[1], sys.argv[2]
    rtl = "--rtl" in sys.argv[3:]
    narrow = "--narrow" in sys.argv[3:]
    high_contrast = "--high-contrast" in sys.argv[3:]
    screen = os.path.join(folder, "carousels.json" if rtl else "screen.json")
    env = dict(os.environ)
    env.pop("NO_AT_BRIDGE", None)
    if high_contrast:
        env["GTK_THEME"] = "HighContrast"
        # The screen brings its own colours, which a high-contrast theme sets aside (its layout stays).
        with open(os.path.join(folder, "contrast.css"), "w", encoding="utf-8") as file:
            file.write(".spots-list > row { background-color: #000080; }\n.spots-title { color: #ffff00; }\n")
        with open(screen, encoding="utf-8") as file:
            document = json.load(file)
        document["stylesheet"] = "contrast.css"
        with open(screen, "w", encoding="utf-8") as file:
            json.dump(document, file)
    if narrow:
        # GNOME's window buttons (its button-layout, "appmenu:close"), as its settings daemon gives
        # GTK; bare Xvfb has GTK's fallback of three, which leave a long title ~130 px at 360 px.
        settings = os.path.join(folder, "config", "gtk-3.0")
        os.makedirs(settings, exist_ok=True)
        with open(os.path.join(settings, "settings.ini"), "w", encoding="utf-8") as file:
            file.write("[Settings]\ngtk-decoration-layout=appmenu:close\n")
        env["XDG_CONFIG_HOME"] = os.path.join(folder, "config")
    if rtl:
        # Right to left comes from GTK's Hebrew translation, as it does for a user.
        env.update({"LANG": "he_IL.UTF-8", "LC_ALL": "he_IL.UTF-8", "LANGUAGE": "he"})
        locales = subprocess.run(["locale", "-a"], capture_output=True, text=True, timeout=5).stdout.split()
        check("rtl-locale-installed", "he_IL.utf8" in locales,
              "no he_IL.UTF-8 locale: run Scripts/install-deps.sh (it generates it)")
    env["GDK_BACKEND"] = "x11"
    env["GSETTINGS_BACKEND"] = "memory"
    env["GTK_CSD"] = "1"
    if not display_answers():
        return 1
    log = open(os.path.join(folder, "spots.log"), "w+", encoding="utf-8", errors="replace")
    process = start([spots, screen], env, log)
    try:
        (run_rtl if rtl else run_narrow if narrow else run_high_contrast if high_contrast else run)(process, screen)
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=5)
    print(summary(), flush=True)
    return 1 if failed() else 0


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

    quits_on_ctrl_q(process, lambda keys: key(window_id, keys))


def run_rtl(process, screen):
    """Right to left: the carousels start at the right, arrows go the way they point, dots follow."""
    app = wait_for(lambda: application(process.pid), 20)
    check("app-on-the-bus", app is not None, "spots never appeared on the accessibility bus")
    if app is None:
        return
    title = "Carousels"
    check("frame-named-after-the-screen", wait_for(lambda: frames(app, title), 10), f"no frame named {title!r}")
    opened = wait_for(lambda: named_nodes(app, "push button", hebrew("Open")) and named_nodes(app, "toggle button", hebrew("Main Menu")), 5)
    open_box = extents(named_nodes(app, "push button", hebrew("Open"))[0]) if opened else None
    menu_box = extents(named_nodes(app, "toggle button", hebrew("Main Menu"))[0]) if opened else None
    check("header-bar-mirrored", open_box and menu_box and open_box[0] > menu_box[0],
          f"Open at {open_box}, Main Menu at {menu_box}: Open belongs at the right")

    def card(name):
        nodes = [node for node, info in fresh_tree(app) if info["name"] == name and info["role"] in ITEM_ROLES]
        return extents(nodes[0]) if nodes else None

    albums = wait_for(lambda: (lambda panes: panes[0] if panes else None)(named_nodes(app, "scroll pane", "Albums")), 5)
    pane = extents(albums) if albums else None
    first, second = card("Card 1"), card("Card 2")
    check("carousel-starts-at-the-right", pane and first and second and pane[0] + pane[2] - (first[0] + first[2]) <= 20
          and second[0] + second[2] <= first[0], f"scroll pane {pane}, Card 1 {first}, Card 2 {second}")

    def dots():
        found = [(info["name"], info["description"], extents(node)) for node, info in fresh_tree(app)
                 if info["role"] == "push button" and info["name"].startswith(hebrew("Page {number}").replace("{number}", ""))]
        return found

    def current_page(found, count):
        pages = [name for name, description, _ in found if description == hebrew("Current page")]
        return pages[:count]

    albums_dots = [d for d in dots() if pane and d[2] and pane[1] < d[2][1] < pane[1] + pane[3] + 60]
    xs = [d[2][0] for d in sorted(albums_dots, key=lambda d: int(d[0].split()[1]))]
    check("dots-run-from-the-right", len(xs) >= 2 and xs == sorted(xs, reverse=True)
          and hebrew("Page {number}").replace("{number}", "1") in current_page(albums_dots, 1), f"dots: {albums_dots}")

    window_id = subprocess.run(["xdotool", "search", "--name", title], capture_output=True, text=True,
                               timeout=5).stdout.split()
    check("x-window-found", window_id, "xdotool found no window")
    if not window_id:
        return
    window_id = window_id[0]
    reached = None
    for _ in range(12):
        before = focused(app, items_only=False)
        key(window_id, "Tab")
        wait_for(lambda: focused(app, items_only=False) != before, 2)
        reached = focused(app)
        if reached and reached["name"].startswith("Card"):
            break
    check("tab-reaches-the-first-card", reached and reached["name"] == "Card 1", f"focus after Tab: {reached}")
    key(window_id, "Left")
    after = wait_for(lambda: (lambda now: now if now and now["name"] == "Card 2" else None)(focused(app)), 3) or focused(app)
    check("left-moves-to-the-card-on-the-left", after and after["name"] == "Card 2", f"Left focused {after}")
    key(window_id, "Right")
    back = wait_for(lambda: (lambda now: now if now and now["name"] == "Card 1" else None)(focused(app)), 3) or focused(app)
    check("right-moves-back", back and back["name"] == "Card 1", f"Right focused {back}")
    key(window_id, "Left", "Left", "Left", "Left", "Left")
    last = wait_for(lambda: (lambda now: now if now and now["name"] == "Card 6" else None)(focused(app)), 3) or focused(app)
    box, pane = card("Card 6"), extents(albums)
    check("focused-card-in-view", last and last["name"] == "Card 6" and box and pane and box[0] >= pane[0] - 1
          and box[0] + box[2] <= pane[0] + pane[2] + 1, f"focused {last}, Card 6 at {box}, carousel at {pane}")
    moved = wait_for(lambda: (lambda found: found if found and found[0] != hebrew("Page {number}").replace("{number}", "1") else None)(
        current_page([d for d in dots() if d[2] and pane and d[2][1] < pane[1] + pane[3] + 60], 1)), 3)
    check("dots-follow-the-cards", moved, f"dots after the last card: {dots()}")

    places = named_nodes(app, "scroll pane", "Places")
    strip = extents(places[0]) if places else None
    place = card("Place 1")
    others = [card(f"Place {n}") for n in range(2, 5)]
    cut = [b for b in others if b and strip and b[0] + b[2] > place[0] + place[2] and b[0] < strip[0] + strip[2]] if place else []
    check("endless-carousel-starts-at-its-first-card", strip and place and strip[0] + strip[2] - (place[0] + place[2]) <= 20
          and not cut, f"strip {strip}, Place 1 {place}, cards right of it {cut}")

    quits_on_ctrl_q(process, lambda keys: key(window_id, keys))


def x_windows(title):
    """X windows named `title` (a dialog is a toplevel of its own; xdotool sees it at once)."""
    return subprocess.run(["xdotool", "search", "--name", f"^{title}$"], capture_output=True, text=True,
                          timeout=5).stdout.split()


def dismiss(title):
    """Presses Escape in the dialog named `title`; true when it closed."""
    ids = x_windows(title)
    if ids:
        subprocess.run(["xdotool", "windowfocus", "--sync", ids[0]], timeout=5, check=False)
        subprocess.run(["xdotool", "key", "Escape"], timeout=5, check=False)
    return wait_for(lambda: not x_windows(title), 5)


def window_of(title):
    found = subprocess.run(["xdotool", "search", "--name", title], capture_output=True, text=True, timeout=5).stdout.split()
    check("x-window-found", found, "xdotool found no window")
    return found[0] if found else None


def showing(app, role, name):
    return any(i["role"] == role and i["name"] == name and i["showing"] for _, i in fresh_tree(app))


def menu_item(app, name):
    """From the open main menu, moves the keyboard focus down to the item named `name` and
    presses Return; false when the focus never got there."""
    for _ in range(12):
        now = focused(app, items_only=False)
        if now and now["name"] == name:
            return True
        subprocess.run(["xdotool", "key", "Down"], timeout=5, check=False)
        time.sleep(0.2)
    return False


def run_narrow(process, screen):
    """A 360 px window: the header bar gives its tools to the main menu, which runs them by keyboard."""
    app = wait_for(lambda: application(process.pid), 20)
    check("app-on-the-bus", app is not None, "spots never appeared on the accessibility bus")
    if app is None:
        return
    title = "Accessibility fixture"
    check("frame-named-after-the-screen", wait_for(lambda: frames(app, title), 10), f"no frame named {title!r}")
    window_id = window_of(title)
    if not window_id:
        return

    def title_width():
        labels = [extents(node) for node, info in fresh_tree(app) if info["role"] == "label" and info["name"] == title
                  and info["showing"]]
        return labels[0][2] if labels and labels[0] else None

    def frame_width():
        nodes = frames(app, title)
        box = extents(nodes[0]) if nodes else None
        return box[2] if box else None

    subprocess.run(["xdotool", "windowsize", window_id, "800", "700"], timeout=5, check=False)
    wide = wait_for(lambda: frame_width() == 800 and title_width(), 5)
    wide_title = title_width()
    check("wide-header-bar-has-every-button", all(showing(app, role, name) for role, name in [
        ("push button", "Open"), ("push button", "Refresh"), ("toggle button", "Inspect"), ("toggle button", "Preview")]),
        "Open, Refresh, Inspect or Preview is missing at 800 px")
    subprocess.run(["xdotool", "windowsize", window_id, "360", "700"], timeout=5, check=False)
    narrow = wait_for(lambda: frame_width() == 360, 5)
    time.sleep(0.5)
    check("window-is-360-wide", wide and narrow, f"frame {frame_width()} px wide")
    log = open(os.path.join(os.path.dirname(screen), "spots.log"), encoding="utf-8", errors="replace").read()
    check("no-negative-allocation", "Negative content width" not in log and "attempt to allocate widget with width -" not in log,
          log[-400:])
    check("title-keeps-its-width", wide_title and title_width() == wide_title,
          f"the title is {title_width()} px wide at 360, {wide_title} at 800")
    kept = [name for role, name in [("push button", "Back"), ("toggle button", "Main Menu")] if showing(app, role, name)]
    moved = [name for role, name in [("push button", "Open"), ("push button", "Refresh"), ("toggle button", "Inspect"),
                                     ("toggle button", "Preview")] if showing(app, role, name)]
    check("header-bar-keeps-back-and-menu", kept == ["Back", "Main Menu"] and not moved, f"kept {kept}, still shown {moved}")

    key(window_id, "F10")
    expected = [("push button", "Open…"), ("push button", "Refresh"), ("push button", "Problems (0)"), ("push button", "Inspect"),
                ("push button", "Preview…"), ("push button", "Keyboard Shortcuts")]
    listed = wait_for(lambda: all(showing(app, role, name) for role, name in expected), 5)
    check("moved-items-named-in-the-menu", listed,
          f"showing: {[(i['role'], i['name']) for _, i in fresh_tree(app) if i['showing'] and i['role'] == 'push button']}")

    check("inspect-from-the-menu", menu_item(app, "Inspect"), "the focus never reached Inspect")
    key(window_id, "Return")
    inspector = wait_for(lambda: showing(app, "scroll pane", "Inspector"), 5)
    box = extents(named_nodes(app, "scroll pane", "Inspector")[0]) if inspector else None
    check("inspector-opens-under-the-screen", inspector and box and box[2] <= 360 and frame_width() == 360,
          f"inspector {box}, window {frame_width()} px")
    key(window_id, "F10")
    check("menu-says-stop-inspecting", wait_for(lambda: showing(app, "push button", "Stop Inspecting"), 3),
          "no Stop Inspecting item in inspect mode")
    key(window_id, "Escape", "Escape")
    wait_for(lambda: not showing(app, "scroll pane", "Inspector"), 3)

    key(window_id, "F10")
    wait_for(lambda: showing(app, "push button", "Problems (0)"), 3)
    check("problems-from-the-menu", menu_item(app, "Problems (0)"), "the focus never reached Problems")
    key(window_id, "Return")
    check("problems-popover-opens", wait_for(lambda: showing(app, "label", "No problems"), 5), "no 'No problems' showing")
    key(window_id, "Escape")

    key(window_id, "F10")
    wait_for(lambda: showing(app, "push button", "Preview…"), 3)
    check("preview-from-the-menu", menu_item(app, "Preview…"), "the focus never reached Preview…")
    key(window_id, "Return")
    controls = [("toggle button", "Content width 360 pixels"), ("toggle button", "Content width of the window"),
                ("toggle button", "Dark Style"), ("push button", "Export PNG")]
    popover = wait_for(lambda: all(showing(app, role, name) for role, name in controls), 5)
    check("preview-popover-named", popover,
          f"showing: {[(i['role'], i['name']) for _, i in fresh_tree(app) if i['showing'] and 'button' in i['role']]}")

    def tab_to(name):
        for _ in range(8):
            now = focused(app, items_only=False)
            if now and now["name"] == name:
                return True
            subprocess.run(["xdotool", "key", "Tab"], timeout=5, check=False)
            time.sleep(0.2)
        return False

    def dark_style_checked():
        return any(node.getState().contains(pyatspi.STATE_CHECKED) for node, info in fresh_tree(app)
                   if info["role"] == "toggle button" and info["name"] == "Dark Style" and info["showing"])
    reached = tab_to("Dark Style")
    key(window_id, "space")
    check("dark-style-from-the-menu", reached and wait_for(dark_style_checked, 3),
          f"Dark Style focused: {reached}, checked: {dark_style_checked()}")
    tab_to("Export PNG")
    key(window_id, "Return")
    check("export-from-the-menu", wait_for(lambda: x_windows("Export PNG"), 10) and dismiss("Export PNG"),
          "no Export PNG dialog (or it did not close)")

    key(window_id, "F10")
    wait_for(lambda: showing(app, "push button", "Open…"), 3)
    check("open-from-the-menu", menu_item(app, "Open…"), "the focus never reached Open…")
    key(window_id, "Return")
    check("open-dialog-opens", wait_for(lambda: x_windows("Open a Screen"), 10) and dismiss("Open a Screen"),
          "no Open a Screen dialog (or it did not close)")

    quits_on_ctrl_q(process, lambda keys: key(window_id, keys))


def screen_pixels(box):
    """The screen's pixels in `box` (x, y, width, height), as (r, g, b) rows: what the X server shows."""
    import gi
    gi.require_version("Gdk", "3.0")
    from gi.repository import Gdk
    x, y, width, height = box
    pixbuf = Gdk.pixbuf_get_from_window(Gdk.get_default_root_window(), x, y, width, height)
    data, stride, channels = pixbuf.get_pixels(), pixbuf.get_rowstride(), pixbuf.get_n_channels()
    return [[tuple(data[row * stride + column * channels:row * stride + column * channels + 3]) for column in range(width)]
            for row in range(height)]


def contrast(first, second):
    def luminance(colour):
        def linear(channel):
            channel /= 255
            return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4
        red, green, blue = colour
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    lighter, darker = sorted([luminance(first), luminance(second)], reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def run_high_contrast(process, screen):
    """GTK_THEME=HighContrast: the keyboard works and the focus ring stands out 3:1 on screen."""
    app = wait_for(lambda: application(process.pid), 20)
    check("app-on-the-bus", app is not None, "spots never appeared on the accessibility bus")
    if app is None:
        return
    title = "Accessibility fixture"
    check("frame-named-after-the-screen", wait_for(lambda: frames(app, title), 10), f"no frame named {title!r}")
    window_id = window_of(title)
    if not window_id:
        return
    order = ["Lisbon", "Porto", "Sintra", "Details", "Plain row"]
    reached = None
    for _ in range(12):
        before = focused(app, items_only=False)
        key(window_id, "Tab")
        wait_for(lambda: focused(app, items_only=False) != before, 2)
        reached = focused(app)
        if reached and reached["name"] in order[:-1]:
            break
    check("tab-reaches-an-item", reached and reached["name"] in order[:-1], f"focus after Tab: {reached}")
    if not (reached and reached["name"] in order[:-1]):
        return
    nodes = [node for node, info in fresh_tree(app) if info["name"] == reached["name"] and info["focused"]]
    box = extents(nodes[0]) if nodes else None
    time.sleep(0.3)
    with_ring = screen_pixels(box) if box else []
    key(window_id, "Down")
    expected = order[order.index(reached["name"]) + 1]
    after = wait_for(lambda: (lambda now: now if now and now["name"] == expected else None)(focused(app)), 3)
    check("down-moves-to-the-next-item", after, f"Down from {reached['name']!r} focused {focused(app)}")
    time.sleep(0.3)
    without_ring = screen_pixels(box) if box else []
    changed = [(with_ring[y][x], without_ring[y][x]) for y in range(len(with_ring)) for x in range(len(with_ring[y]))
               if with_ring[y][x] != without_ring[y][x]]
    if changed:
        ring = max(set(c[0] for c in changed), key=[c[0] for c in changed].count)
        under = max(set(c[1] for c in changed), key=[c[1] for c in changed].count)
        ratio = contrast(ring, under)
    else:
        ring = under = None
        ratio = 0
    check("focus-ring-contrast-3-to-1", ratio >= 3, f"ring {ring} on {under}: {ratio:.2f}:1 ({len(changed)} pixels changed in {box})")
    print(f"note: focus ring {ring} on {under}, {ratio:.2f}:1", flush=True)
    navy = sum(row.count((0, 0, 128)) for row in without_ring)
    check("screen-stylesheet-colours-set-aside", without_ring and navy == 0,
          f"{navy} pixels of the stylesheet's #000080 in the row {box}")

    quits_on_ctrl_q(process, lambda keys: key(window_id, keys))


if __name__ == "__main__":
    sys.exit(main())
