#!/usr/bin/env python3
"""Input items from outside: a form filled by keyboard alone, read back over AT-SPI.

Run inside `dbus-run-session` on an X display (Xvfb) without NO_AT_BRIDGE:

    form_probe.py SPOTS_BINARY SCREEN_FOLDER

SCREEN_FOLDER is a scratch copy of Tests/Accessibility/form (a sign-up form: a required name,
a required email, a switch, a check box, a slider and a drop-down; a row that greets the name).
The probe reads each input's role, name (its label) and `required` state; Tabs to the name,
types it (xdotool) and reads the greeting that binds it; Tabs on to the email, types an invalid
one and Tabs away: the entry is then `invalid-entry` with the message as its description, until
a valid address is typed; Enter with the invalid email sends nothing and keeps the focus there.
Tab goes on to the switch, Space turns it on, the greeting's second line follows. Last, Enter in
the email field submits the form to a loopback server the probe runs: it must receive the values
as JSON, and the screen's on-success must run. Every check prints `PASS name` or `FAIL name: why`; the exit status is 0 when all
passed. Every wait is bounded.
"""
import http.server
import json
import os
import subprocess
import sys
import threading
import time

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_probe as probe  # noqa: E402  (its helpers: the tree, the keyboard)
from probe_checks import display_answers, start  # noqa: E402
from focus_probe import tab_to, window_ids  # noqa: E402

check = probe.check
wait_for = probe.wait_for

TITLE = "Form"
MESSAGE = "Enter an email address such as name@example.org"


def inputs(app):
    """Every node with its role, name, description and the states a form cares about."""
    found = []
    for node, info in probe.fresh_tree(app):
        try:
            states = node.getState()
            info = dict(info, required=states.contains(pyatspi.STATE_REQUIRED),
                        invalid=states.contains(pyatspi.STATE_INVALID_ENTRY))
        except Exception:
            continue
        found.append(info)
    return found


def one(app, role, name):
    matches = [info for info in inputs(app) if info["role"] == role and info["name"] == name]
    return matches[0] if matches else None


def focus_now(app):
    now = probe.focused(app, items_only=False)
    return (now["role"], now["name"]) if now else None


def type_text(window, text):
    subprocess.run(["xdotool", "windowfocus", window], timeout=5, check=False)
    subprocess.run(["xdotool", "type", "--delay", "60", text], timeout=20, check=False)
    time.sleep(0.3)


RECEIVED = []


class FormHandler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        RECEIVED.append((self.path, self.headers.get("Content-Type", ""), body.decode("utf-8", "replace")))
        self.send_response(204)
        self.end_headers()


def serve_forms(screen):
    """A loopback server that takes the form; the screen's Send item is pointed at it."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FormHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with open(screen, encoding="utf-8") as file:
        document = json.load(file)
    for item in document["components"][0]["items"]:
        if item.get("identifier") == "send":
            item["action"]["submit"]["url"] = f"http://127.0.0.1:{server.server_address[1]}/signup"
    with open(screen, "w", encoding="utf-8") as file:
        json.dump(document, file)
    return server


def main():
    spots, folder = sys.argv[1], sys.argv[2]
    screen = os.path.join(folder, "form.json")
    server = serve_forms(screen)
    env = dict(os.environ)
    env.pop("NO_AT_BRIDGE", None)
    env.update({"GDK_BACKEND": "x11", "GSETTINGS_BACKEND": "memory", "GTK_CSD": "1",
                "XDG_CACHE_HOME": os.path.join(folder, "cache")})
    if not display_answers():
        return 1
    log = open(os.path.join(folder, "spots.log"), "w+", encoding="utf-8", errors="replace")
    process = start([spots, screen], env, log)
    try:
        run(process)
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=5)
        server.shutdown()
    print(probe.summary(), flush=True)
    return 1 if probe.failed() else 0


def run(process):
    app = wait_for(lambda: probe.application(process.pid), 20)
    check("app-on-the-bus", app is not None, "spots never appeared on the accessibility bus")
    if app is None:
        return
    check("frame-named-after-the-screen", wait_for(lambda: probe.frames(app, TITLE), 10), f"no frame named {TITLE!r}")
    name = wait_for(lambda: one(app, "text", "Name"), 5)
    check("name-is-a-required-text-field", name and name["required"] and not name["invalid"], f"Name: {name}")
    email = one(app, "text", "Email")
    check("email-is-a-required-text-field", email and email["required"], f"Email: {email}")
    news = one(app, "toggle button", "Newsletter")
    check("switch-named-and-described", news and news["description"] == "Once a month" and not news["required"], f"Newsletter: {news}")
    check("check-box-named", one(app, "check box", "I agree") is not None,
          f"check boxes: {[i for i in inputs(app) if i['role'] == 'check box']}")
    check("slider-named", one(app, "slider", "Volume") is not None, f"sliders: {[i for i in inputs(app) if i['role'] == 'slider']}")
    check("combo-box-named", one(app, "combo box", "Size") is not None,
          f"combo boxes: {[i for i in inputs(app) if i['role'] == 'combo box']}")
    ids = window_ids(TITLE)
    check("x-window-found", ids, "xdotool found no window")
    if not ids:
        return
    window = ids[0]

    reached, _ = tab_to(app, window, lambda now: now["role"] == "text" and now["name"] == "Name")
    check("tab-reaches-the-name", reached is not None, f"focus on {focus_now(app)}")
    if not reached:
        return
    type_text(window, "Ana")
    check("typing-binds-the-greeting", wait_for(lambda: any(i["name"] == "Hello, Ana" for i in inputs(app)), 5),
          f"greeting rows: {[i['name'] for i in inputs(app) if 'Hello' in i['name'] or 'Nobody' in i['name']]}")

    probe.key(window, "Tab")
    check("tab-moves-to-the-email", wait_for(lambda: focus_now(app) == ("text", "Email"), 3), f"focus on {focus_now(app)}")
    type_text(window, "ana")
    probe.key(window, "Tab")
    invalid = wait_for(lambda: (one(app, "text", "Email") or {}).get("invalid"), 3)
    email = one(app, "text", "Email")
    check("invalid-email-is-an-invalid-entry", invalid, f"Email: {email}")
    check("invalid-email-describes-the-message", email and email["description"] == MESSAGE, f"Email: {email}")
    check("tab-goes-on-to-the-switch", wait_for(lambda: focus_now(app) == ("toggle button", "Newsletter"), 3),
          f"focus on {focus_now(app)}")

    probe.key(window, "shift+Tab")
    check("shift-tab-comes-back-to-the-email", wait_for(lambda: focus_now(app) == ("text", "Email"), 3), f"focus on {focus_now(app)}")
    probe.key(window, "Return")
    time.sleep(0.5)
    check("enter-with-an-invalid-email-sends-nothing", not RECEIVED and focus_now(app) == ("text", "Email"),
          f"received {RECEIVED}, focus on {focus_now(app)}")
    probe.key(window, "End")
    type_text(window, "@example.org")
    check("valid-email-clears-the-state", wait_for(lambda: not (one(app, "text", "Email") or {}).get("invalid", True), 3),
          f"Email: {one(app, 'text', 'Email')}")

    probe.key(window, "Tab")
    probe.key(window, "space")
    check("space-turns-the-switch-on", wait_for(lambda: any(i["description"] == "Newsletter on" for i in inputs(app)), 5),
          f"greeting: {[i for i in inputs(app) if i['name'].startswith('Hello')]}")

    probe.key(window, "shift+Tab")
    probe.key(window, "Return")
    wait_for(lambda: RECEIVED, 5)
    expected = {"agree": False, "email": "ana@example.org", "name": "Ana", "news": True, "size": "s", "volume": 5}
    sent = [(path, kind, json.loads(body)) for path, kind, body in RECEIVED]
    check("enter-submits-the-values-as-json", sent == [("/signup", "application/json", expected)], f"received {RECEIVED}")
    check("on-success-runs", wait_for(lambda: any(i["name"] == "Sent" for i in inputs(app)), 5),
          f"status rows: {[i['name'] for i in inputs(app) if 'ent' in i['name']]}")

    probe.quits_on_ctrl_q(process, lambda keys: probe.key(window, keys))


if __name__ == "__main__":
    sys.exit(main())
