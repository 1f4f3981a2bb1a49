#!/usr/bin/env python3
"""No user-visible string escapes translation: the app in a pseudo-language, read from outside.

Run inside `dbus-run-session` on an X display (Xvfb) without NO_AT_BRIDGE:

    translation_probe.py SPOTS_BINARY SCREEN_FOLDER CATALOG_FOLDER

CATALOG_FOLDER holds the pseudo-language `x-pseudo` (Scripts/compile-translations.sh --pseudo),
whose catalog wraps every string of ours in «…». The app runs with LANGUAGE=x-pseudo:de on
SCREEN_FOLDER/screen.json (a scratch copy of Tests/Accessibility/translation: built-in empty,
error and loading states, a carousel with dots and arrows, an image without alt text, problems
of a data-bound list and an object action),
and the probe reads every name and description in the AT-SPI tree of the window, the main menu,
the problems popover, the inspector, the preview popover, the Keyboard Shortcuts window, About,
the error bar and the empty-screen page. Each text must be wrapped, or come from the screen's JSON,
or be GTK's own (in German: GTK's catalog translates those), or hold no words (numbers).
Every check prints `PASS name` or `FAIL name: why`.
"""
import gettext
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_probe import (application, dismiss, fresh_tree, frames, key, menu_item, window_of,  # noqa: E402
                         quits_on_ctrl_q, x_windows)
from probe_checks import check, run_app, wait_for  # noqa: E402

TITLE = "Translation fixture"
# Proper names that every translation keeps as they are.
NAMES = {"Spots", "spots"}
# Key caps in the Keyboard Shortcuts window ("F10", "Q"); GTK names the modifiers itself (Strg).
KEY_CAP = re.compile(r"^(F[0-9]+|[A-Z])$")
LOCATION = re.compile(r"^\S+\.json(:\d+)*$")


def screen_texts(path):
    """Every string in the screen's JSON (titles, subtitles…): the author's text, not ours."""
    found = set()

    def collect(value):
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, dict):
            for item in value.values():
                collect(item)
        elif isinstance(value, list):
            for item in value:
                collect(item)
    with open(path, encoding="utf-8") as file:
        collect(json.load(file))
    return found


def gtk_texts():
    """GTK's own strings as its German catalog gives them (the app runs with
    LANGUAGE=x-pseudo:de, so GTK speaks German while ours are wrapped): exact texts, and patterns
    for the ones with printf placeholders ("Info zu %s"). An English text of ours matches neither."""
    exact, patterns = set(), []
    with open("/usr/share/locale/de/LC_MESSAGES/gtk30.mo", "rb") as file:
        catalog = gettext.GNUTranslations(file)._catalog
    for key_, translation in catalog.items():
        if not (key_[0] if isinstance(key_, tuple) else key_):
            continue  # the header
        text = translation.replace("_", "")
        if not text:
            continue
        exact.add(text)
        # A pattern needs words of its own: "%s" alone would let anything through.
        if "%" in text and len(re.findall(r"[^\W\d_]", re.sub(r"%[0-9$]*l?[sdu]", "", text))) >= 4:
            pattern = re.sub(r"%(?:[0-9]+\\\$)?l?[sdu]", ".+", re.escape(text))
            patterns.append(re.compile(pattern + "$"))
    return exact, patterns


def escaped(tree, allowed, gtk):
    """The texts in `tree` that are neither translated (wrapped) nor allowed."""
    exact, patterns = gtk
    found = []
    for _, info in tree:
        for text in (info["name"], info["description"]):
            text = text.strip()
            if not text or not re.search(r"[^\W\d_]", text):  # empty, or no letters
                continue
            if text.startswith("«") and text.endswith("»"):
                continue
            if text in allowed or text in NAMES or text in exact or any(p.match(text) for p in patterns):
                continue
            # A card's texts are one label named by the screen's texts it shows, one per line.
            if all(line.strip() in allowed for line in text.split("\n")):
                continue
            if LOCATION.match(text) or KEY_CAP.match(text):  # a problem's file:line:column, a key
                continue
            found.append(f"{info['role']}: {text!r}")
    return sorted(set(found))


def check_translated(name, tree, allowed, gtk, must_show):
    """Checks that no text in `tree` escaped, and that `must_show` (one of ours, wrapped) is there."""
    texts = {i["name"] for _, i in tree} | {i["description"] for _, i in tree}
    shown = f"«{must_show}»" in texts
    left = escaped(tree, allowed, gtk)
    check(name, shown and not left,
          (f"{must_show!r} not shown wrapped; " if not shown else "") + f"untranslated: {left}")


def showing_tree(app):
    return [(node, info) for node, info in fresh_tree(app) if info["showing"]]


def main():
    spots, folder, catalogs = sys.argv[1], sys.argv[2], sys.argv[3]
    screen = os.path.join(folder, "screen.json")
    allowed = screen_texts(screen) | {"screen.json"}  # the header bar's subtitle: the file's name
    gtk = gtk_texts()
    # German after the pseudo-language: GTK has no x-pseudo catalog, so its own strings come out
    # German and tell themselves apart from English ones of ours that escaped.
    env = {"SPOTS_LOCALEDIR": catalogs, "LANGUAGE": "x-pseudo:de"}
    if os.environ.get("LC_ALL", os.environ.get("LANG", "C")) in ("C", "POSIX", ""):
        env["LC_ALL"] = "C.UTF-8"  # gettext ignores LANGUAGE in the C locale; C.UTF-8 is always there
    return run_app([spots, screen], folder, lambda process: run(process, screen, allowed, gtk), env)


def run(process, screen, allowed, gtk):
    app = wait_for(lambda: application(process.pid), 20)
    check("app-on-the-bus", app is not None, "spots never appeared on the accessibility bus")
    if app is None:
        return
    check("frame-named-after-the-screen", wait_for(lambda: frames(app, TITLE), 10), f"no frame named {TITLE!r}")
    tree = wait_for(lambda: (lambda t: t if any(i["name"] == "«Retry»" for _, i in t) else None)(fresh_tree(app)), 10) \
        or fresh_tree(app)
    check_translated("window-translated", tree, allowed, gtk, "Retry")
    window_id = window_of(TITLE)
    if not window_id:
        return

    key(window_id, "F10")
    wait_for(lambda: any(i["name"] == "«Keyboard Shortcuts»" and i["showing"] for _, i in fresh_tree(app)), 5)
    check_translated("main-menu-translated", showing_tree(app), allowed, gtk, "About Spots")
    key(window_id, "Escape")

    key(window_id, "ctrl+shift+m")
    wait_for(lambda: any(i["name"].startswith("«Warning: ") and i["showing"] for _, i in fresh_tree(app)), 5)
    check_translated("problems-panel-translated", showing_tree(app), allowed, gtk, "Problems")
    # The decoder's and the checks' messages are translated inside the rows' own words (the place
    # in "unknown key … in an item" too): each row's message label is «{message} (at {path})»
    # around «…», for the image, the unknown key, the data-bound list and the object action.
    labels = [i["name"] for _, i in showing_tree(app) if i["role"] == "label" and "components[" in i["name"]]
    inners = ['«unknown key "colour" «in an item»»', "«no template matches data[1]; it is not shown»",
              '«"set" should be an object of variable names and their new values; the item does nothing»']
    check("problem-message-translated", len(labels) == 4 and all(label.startswith("««") for label in labels)
          and all(any(inner in label for label in labels) for inner in inners), f"message labels: {labels}")
    key(window_id, "Escape")

    key(window_id, "ctrl+shift+i")
    wait_for(lambda: any(i["name"] == "«Open in Editor»" and i["showing"] for _, i in fresh_tree(app)), 5)
    check_translated("inspector-translated", showing_tree(app), allowed, gtk, "Open in Editor")
    key(window_id, "Escape")

    preview = next((n for n, i in fresh_tree(app) if i["role"] == "toggle button" and i["name"] == "«Preview»"), None)
    if preview is not None:
        try:
            preview.queryAction().doAction(0)
        except Exception:
            pass
    wait_for(lambda: any(i["name"] == "«Dark Style»" and i["showing"] for _, i in fresh_tree(app)), 5)
    check_translated("preview-translated", showing_tree(app), allowed, gtk, "Dark Style")
    key(window_id, "Escape")

    key(window_id, "ctrl+question")
    shortcuts = wait_for(lambda: frames(app, "«Keyboard Shortcuts»"), 5)
    tree = [(n, i) for n, i in showing_tree(app)] if shortcuts else []
    check_translated("shortcuts-window-translated", tree, allowed, gtk, "Leave inspect mode")
    dismiss("«Keyboard Shortcuts»")

    key(window_id, "F10")
    wait_for(lambda: any(i["name"] == "«About Spots»" and i["showing"] for _, i in fresh_tree(app)), 5)
    if menu_item(app, "«About Spots»"):
        subprocess.run(["xdotool", "key", "Return"], timeout=5, check=False)
    about = wait_for(lambda: [n for n, i in fresh_tree(app) if i["role"] == "dialog" and i["showing"]], 5)
    tree = showing_tree(app) if about else []
    check_translated("about-translated", tree, allowed | {"0.1.0"}, gtk, "JSON screens rendered as native GTK views")
    if x_windows("Info zu Spots"):
        dismiss("Info zu Spots")

    with open(screen, encoding="utf-8") as file:
        good = file.read()
    with open(screen, "w", encoding="utf-8") as file:
        file.write('{"components": [')
    alert = wait_for(lambda: next((i for _, i in fresh_tree(app) if i["role"] == "alert" and i["showing"]), None), 8)
    # Translated at every level: the bar's words, the location's, the parser's message and its part.
    check("error-bar-translated", alert and alert["name"].startswith("«Error: ") and alert["name"].endswith("»")
          and "«unexpected end of input, expected «a value»»" in alert["name"], f"alert: {alert}")

    with open(screen, "w", encoding="utf-8") as file:
        file.write('{"title": "Translation fixture", "components": []}')
    wait_for(lambda: any(i["name"] == "«This screen has no components»" and i["showing"] for _, i in fresh_tree(app)), 8)
    check_translated("empty-screen-translated", showing_tree(app), allowed, gtk, "This screen has no components")
    with open(screen, "w", encoding="utf-8") as file:
        file.write(good)

    quits_on_ctrl_q(process, lambda keys: key(window_id, keys))


if __name__ == "__main__":
    sys.exit(main())
