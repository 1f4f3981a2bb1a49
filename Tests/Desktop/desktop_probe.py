#!/usr/bin/env python3
"""Starts the spots app the ways a GNOME desktop does and checks what it remembers.

    desktop_probe.py SPOTS_BINARY REPOSITORY SCRATCH --window-state
    desktop_probe.py SPOTS_BINARY REPOSITORY SCRATCH --dbus

--window-state: the GSettings schema from Data/ compiled into SCRATCH, a key-file backend in
SCRATCH: a window resized with xdotool and closed with Ctrl+Q opens at that size next time; a
remembered maximized state asks the window manager to maximize; without the schema (the build
folder) the app opens at its default size and writes nothing.

--dbus: inside `dbus-run-session`, with XDG_DATA_HOME (set before the bus started) holding
dbus-1/services/io.github.SpotsGtk.Spots.service: `gdbus call` Activate starts the app through
its service file and opens the demo, Open opens a screen in it, ActivateAction quit ends it.

Every check prints `PASS name` or `FAIL name: why`; the exit status is 0 when all passed. Every
wait is bounded.
"""
import configparser
import os
import subprocess
import sys

APP_ID = "io.github.SpotsGtk.Spots"
OBJECT_PATH = "/io/github/SpotsGtk/Spots"

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Accessibility"))
from probe_checks import check, failed, results, wait_for  # noqa: E402


def run(command, env=None, timeout=10):
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout)


def windows(pid=None, name=None):
    command = ["xdotool", "search"] + (["--pid", str(pid)] if pid else ["--name", name])
    return run(command).stdout.split()


def geometry(window_id):
    """The X window's (width, height)."""
    for line in run(["xdotool", "getwindowgeometry", window_id]).stdout.splitlines():
        if "Geometry:" in line:
            width, height = line.split()[-1].split("x")
            return int(width), int(height)
    return None


def main_window(process):
    # GTK makes a few X windows; the toplevel is the last one mapped.
    found = wait_for(lambda: windows(pid=process.pid), 15)
    if not found:
        return None
    wait_for(lambda: geometry(windows(pid=process.pid)[-1]) not in (None, (10, 10), (1, 1)), 5)
    return windows(pid=process.pid)[-1]


def quit_app(process, window_id):
    run(["xdotool", "windowfocus", window_id])
    run(["xdotool", "key", "ctrl+q"])
    try:
        return process.wait(timeout=8)
    except subprocess.TimeoutExpired:
        process.kill()
        return None


def keyfile_values(path):
    parser = configparser.ConfigParser()
    parser.read(path)
    group = "io/github/SpotsGtk/Spots"
    return dict(parser[group]) if group in parser else {}


def window_state(spots, repository, scratch):
    schemas = os.path.join(scratch, "schemas")
    config = os.path.join(scratch, "config")
    os.makedirs(schemas, exist_ok=True)
    compiled = run(["glib-compile-schemas", "--strict", f"--targetdir={schemas}", os.path.join(repository, "Data")])
    check("schema-compiles", compiled.returncode == 0, compiled.stderr)
    env = dict(os.environ, GDK_BACKEND="x11", NO_AT_BRIDGE="1", DBUS_SESSION_BUS_ADDRESS="disabled:",
               GSETTINGS_BACKEND="keyfile", XDG_CONFIG_HOME=config, GSETTINGS_SCHEMA_DIR=schemas)
    keyfile = os.path.join(config, "glib-2.0", "settings", "keyfile")
    log = open(os.path.join(scratch, "spots.log"), "w+")

    process = subprocess.Popen([spots], env=env, stdout=log, stderr=log)
    window = main_window(process)
    check("opens-at-the-default-size", window and geometry(window)[0] >= 960, f"window {window}: {window and geometry(window)}")
    if not window:
        process.kill()
        return
    run(["xdotool", "windowsize", window, "500", "600"])
    wait_for(lambda: geometry(window) == (500, 600), 5)
    status = quit_app(process, window)
    saved = keyfile_values(keyfile)
    check("size-saved-on-quit", status == 0 and saved.get("window-width") and saved.get("window-maximized") == "false",
          f"exit {status}, key file {saved}")

    process = subprocess.Popen([spots], env=env, stdout=log, stderr=log)
    window = main_window(process)
    size = window and wait_for(lambda: geometry(window) if geometry(window) == (500, 600) else None, 5)
    check("size-restored", size == (500, 600), f"opened at {window and geometry(window)}")
    if window:
        quit_app(process, window)

    remembered = keyfile_values(keyfile)
    remembered["window-maximized"] = "true"
    os.makedirs(os.path.dirname(keyfile), exist_ok=True)
    with open(keyfile, "w", encoding="utf-8") as file:
        file.write("[io/github/SpotsGtk/Spots]\n" + "".join(f"{key}={value}\n" for key, value in remembered.items()))
    process = subprocess.Popen([spots], env=env, stdout=log, stderr=log)
    window = main_window(process)
    state = run(["xprop", "-id", window, "_NET_WM_STATE"]).stdout if window else ""
    check("maximized-restored", "_NET_WM_STATE_MAXIMIZED_VERT" in state and "_NET_WM_STATE_MAXIMIZED_HORZ" in state,
          f"_NET_WM_STATE: {state.strip()!r}")
    if window:
        quit_app(process, window)
    else:
        process.kill()

    # The build folder: no schema anywhere GSettings looks.
    plain = dict(env)
    del plain["GSETTINGS_SCHEMA_DIR"]
    installed = APP_ID in run(["gsettings", "list-schemas"], env=plain).stdout.split()
    plain["XDG_CONFIG_HOME"] = os.path.join(scratch, "plain-config")
    process = subprocess.Popen([spots], env=plain, stdout=log, stderr=log)
    window = main_window(process)
    ok = window and geometry(window)[0] >= 960
    if window:
        run(["xdotool", "windowsize", window, "500", "600"])
        wait_for(lambda: geometry(window) == (500, 600), 5)
        status = quit_app(process, window)
        written = keyfile_values(os.path.join(plain["XDG_CONFIG_HOME"], "glib-2.0", "settings", "keyfile"))
        ok = ok and status == 0 and (installed or not written)
    else:
        process.kill()
    check("runs-without-the-schema", ok, f"window {window}, installed schema {installed}, log: {open(log.name).read()[-500:]!r}")


def dbus(spots, repository, scratch):
    services = os.path.join(os.environ.get("XDG_DATA_HOME", ""), "dbus-1", "services", f"{APP_ID}.service")
    service = configparser.ConfigParser()
    service.optionxform = str
    service.read(services)
    entry = service["D-BUS Service"] if "D-BUS Service" in service else {}
    check("service-file-starts-the-app-as-a-service", entry.get("Name") == APP_ID
          and entry.get("Exec", "").endswith("--gapplication-service"), f"{services}: {dict(entry)}")
    env = dict(os.environ, GDK_BACKEND="x11", GSETTINGS_BACKEND="memory", NO_AT_BRIDGE="1")

    def call(method, *arguments):
        return run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH,
                    "--method", f"org.freedesktop.Application.{method}", *arguments], env=env, timeout=30)

    def owned():
        answer = run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
                      "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner", APP_ID], env=env)
        return "true" in answer.stdout

    check("not-running-before", not owned(), "the name is owned before any call")
    activated = call("Activate", "{}")
    demo = wait_for(lambda: windows(name="^Discover$"), 15)
    check("activate-starts-it-and-opens-the-demo", activated.returncode == 0 and demo,
          f"gdbus: {activated.returncode} {activated.stderr.strip()}; windows named Discover: {demo}")
    states = "file://" + os.path.join(repository, "Data", "examples", "states.json")
    opened = call("Open", f"['{states}']", "{}")
    mail = wait_for(lambda: windows(name="^Mail$"), 10)
    check("open-shows-the-screen-in-the-running-app", opened.returncode == 0 and mail,
          f"gdbus: {opened.returncode} {opened.stderr.strip()}; windows named Mail: {mail}")
    quitted = call("ActivateAction", "quit", "[]", "{}")
    gone = wait_for(lambda: not owned(), 10)
    check("quit-action-ends-it", quitted.returncode == 0 and gone, f"gdbus: {quitted.returncode} {quitted.stderr.strip()}")


def main():
    spots, repository, scratch = sys.argv[1:4]
    mode = sys.argv[4] if len(sys.argv) > 4 else "--window-state"
    display = wait_for(lambda: run(["xdotool", "getdisplaygeometry"]).returncode == 0, 10, interval=0.2)
    check("display-answers", display, f"the X display {os.environ.get('DISPLAY')!r} does not answer")
    if display:
        (dbus if mode == "--dbus" else window_state)(spots, repository, scratch)
    names = failed()
    print(f"{len(results) - len(names)} passed, failed: {names}", flush=True)
    return 1 if names else 0


if __name__ == "__main__":
    sys.exit(main())
