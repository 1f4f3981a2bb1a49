#!/usr/bin/env python3
"""Input items from outside: a form filled by keyboard alone, read back over AT-SPI.

Run inside `dbus-run-session` on an X display (Xvfb) without NO_AT_BRIDGE:

    form_probe.py SPOTS_BINARY SCREEN_FOLDER

SCREEN_FOLDER is a scratch copy of Tests/Accessibility/form: a sign-up form of ten inputs, one of
each kind (a required name and email, a required password of 8 characters or more, a number, a
multi-line text, a switch, a required check box, radio buttons, a drop-down and a slider), a Send
item and a row that greets the name. The probe fills it by keyboard alone (xdotool): Tab goes from
each input to the next, and at each it reads the focused control's role, name (its label) and
`required` state; it types the text, turns the switch and the check box on with Space, chooses
with Down and moves the slider with Right. On the way it types an invalid email and Tabs away: the
entry is then `invalid-entry` with the message as its description, until a valid address is
typed; Enter with the invalid email sends nothing and keeps the focus there. Last, Tab goes on to
Send and Enter sends the form to a loopback server the probe runs: it must receive every value
(the password too: it is sent, only never cached) as JSON, and the screen's on-success must run.
Every check prints `PASS name` or `FAIL name: why`; the exit status is 0 when all
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
from probe_checks import run_app  # noqa: E402
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
    try:
        return run_app([spots, screen], folder, run)
    finally:
        server.shutdown()


def focused_input(app):
    """The focused widget with its role, name, description and form states."""
    for node, info in probe.fresh_tree(app):
        if info["focused"]:
            states = node.getState()
            return dict(info, required=states.contains(pyatspi.STATE_REQUIRED),
                        invalid=states.contains(pyatspi.STATE_INVALID_ENTRY),
                        multiline=states.contains(pyatspi.STATE_MULTI_LINE),
                        checked=states.contains(pyatspi.STATE_CHECKED))
    return None


def tab_on(app, window, role, name):
    """Tab, then wait for the focus to reach (role, name)."""
    probe.key(window, "Tab")
    return wait_for(lambda: focus_now(app) == (role, name), 3)


def reads_as(app, name, role, required, **expected):
    """A check that the focused input reads as `role` named `name`, `required` or not."""
    info = focused_input(app) or {}
    ok = (info.get("role"), info.get("name"), info.get("required")) == (role, name, required) and \
        all(info.get(key) == value for key, value in expected.items())
    return ok, f"focused: {info}"


# What the form sends once filled below: every kind, the password too (it is sent, only never cached).
EXPECTED = {"name": "Ana", "email": "ana@example.org", "password": "s3cret-pass", "age": "42",
            "comments": "Great app\nThanks", "news": True, "agree": True, "plan": "pro", "size": "m", "volume": 7}


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

    reached, _ = tab_to(app, window, lambda now: now["role"] == "text" and now["name"] == "Name")
    check("tab-reaches-the-name", reached is not None, f"focus on {focus_now(app)}")
    if not reached:
        return
    check("name-is-a-required-text-field", *reads_as(app, "Name", "text", True, invalid=False))
    type_text(window, "Ana")
    check("typing-binds-the-greeting", wait_for(lambda: any(i["name"] == "Hello, Ana" for i in inputs(app)), 5),
          f"greeting rows: {[i['name'] for i in inputs(app) if 'Hello' in i['name'] or 'Nobody' in i['name']]}")

    check("tab-moves-to-the-email", tab_on(app, window, "text", "Email"), f"focus on {focus_now(app)}")
    check("email-is-a-required-text-field", *reads_as(app, "Email", "text", True))
    type_text(window, "ana")
    probe.key(window, "Tab")
    invalid = wait_for(lambda: (one(app, "text", "Email") or {}).get("invalid"), 3)
    email = one(app, "text", "Email")
    check("invalid-email-is-an-invalid-entry", invalid, f"Email: {email}")
    check("invalid-email-describes-the-message", email and email["description"] == MESSAGE, f"Email: {email}")
    check("tab-goes-on-to-the-password", wait_for(lambda: focus_now(app) == ("password text", "Password"), 3),
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

    check("tab-moves-to-the-password", tab_on(app, window, "password text", "Password"), f"focus on {focus_now(app)}")
    check("password-is-a-required-password-field", *reads_as(app, "Password", "password text", True))
    type_text(window, EXPECTED["password"])

    check("tab-moves-to-the-age", tab_on(app, window, "text", "Age"), f"focus on {focus_now(app)}")
    check("age-is-an-optional-text-field", *reads_as(app, "Age", "text", False))
    type_text(window, "42")

    check("tab-moves-to-the-comments", tab_on(app, window, "text", "Comments"), f"focus on {focus_now(app)}")
    check("comments-is-a-multiline-text-field", *reads_as(app, "Comments", "text", False, multiline=True))
    type_text(window, "Great app")
    probe.key(window, "Return")
    type_text(window, "Thanks")

    check("tab-moves-to-the-switch", tab_on(app, window, "toggle button", "Newsletter"), f"focus on {focus_now(app)}")
    check("switch-named-and-described", *reads_as(app, "Newsletter", "toggle button", False, description="Once a month"))
    probe.key(window, "space")
    check("space-turns-the-switch-on", wait_for(lambda: any(i["description"] == "Newsletter on" for i in inputs(app)), 5),
          f"greeting: {[i for i in inputs(app) if i['name'].startswith('Hello')]}")

    check("tab-moves-to-the-check-box", tab_on(app, window, "check box", "I agree"), f"focus on {focus_now(app)}")
    check("check-box-is-required", *reads_as(app, "I agree", "check box", True, checked=False))
    probe.key(window, "space")
    check("space-ticks-the-check-box", wait_for(lambda: (focused_input(app) or {}).get("checked"), 3),
          f"focused: {focused_input(app)}")

    check("tab-moves-to-the-radio-buttons", tab_on(app, window, "radio button", "Basic"), f"focus on {focus_now(app)}")
    check("radio-group-named", one(app, "panel", "Plan") is not None,
          f"panels: {[i['name'] for i in inputs(app) if i['role'] == 'panel' and i['name']]}")
    probe.key(window, "Down")
    check("down-chooses-the-next-option", wait_for(lambda: (focused_input(app) or {}).get("name") == "Pro"
                                                   and focused_input(app)["checked"], 3), f"focused: {focused_input(app)}")

    check("tab-moves-to-the-drop-down", tab_on(app, window, "combo box", "Size"), f"focus on {focus_now(app)}")
    check("drop-down-named", *reads_as(app, "Size", "combo box", False))
    probe.key(window, "Down")

    check("tab-moves-to-the-slider", tab_on(app, window, "slider", "Volume"), f"focus on {focus_now(app)}")
    check("slider-named", *reads_as(app, "Volume", "slider", False))
    probe.key(window, "Right", "Right")

    # From the last input, Tab goes on to the submit item after it.
    check("tab-moves-to-send", tab_on(app, window, "push button", "Send"), f"focus on {focus_now(app)}")
    probe.key(window, "Return")
    wait_for(lambda: RECEIVED, 5)
    requests = [(path, kind) for path, kind, _ in RECEIVED]
    check("send-posts-json-once", requests == [("/signup", "application/json")], f"received {RECEIVED}")
    sent = json.loads(RECEIVED[0][2]) if RECEIVED else {}
    for field, value in EXPECTED.items():
        check(f"server-receives-{field}", sent.get(field, "(missing)") == value, f"{field}: {sent.get(field, '(missing)')!r}")
    check("server-receives-nothing-else", set(sent) == set(EXPECTED), f"fields: {sorted(sent)}")
    check("on-success-runs", wait_for(lambda: any(i["name"] == "Sent" for i in inputs(app)), 5),
          f"status rows: {[i['name'] for i in inputs(app) if 'ent' in i['name']]}")

    probe.quits_on_ctrl_q(process, lambda keys: probe.key(window, keys))


if __name__ == "__main__":
    sys.exit(main())
