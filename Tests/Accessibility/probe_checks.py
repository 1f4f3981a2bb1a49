"""What every outside probe of the app shares: a check that prints one line and is counted, a
bounded wait, and the launcher of the probes that drive the app's window (`run_app`). The probes (atspi_probe, export_png_probe, focus_probe, Tests/Desktop/desktop_probe)
import it; it needs nothing beyond the standard library.
"""
import json
import time

results = []


def check(name, ok, detail=""):
    """Records a check and prints `PASS name` or `FAIL name: detail`; returns whether it passed."""
    results.append((name, bool(ok)))
    print(f"PASS {name}" if ok else f"FAIL {name}: {detail}", flush=True)
    return ok


def wait_for(predicate, timeout, interval=0.1):
    """The first true value of `predicate` within `timeout` seconds, else None: no wait is unbounded."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    return None


def failed():
    return [name for name, ok in results if not ok]


def summary():
    """The last line a probe prints: how many checks passed and which failed (JSON)."""
    return json.dumps({"passed": len(results) - len(failed()), "failed": failed()})


def display_answers():
    """Waits (10 s at most) for the X display to answer xdotool; a check of its own."""
    import os
    import subprocess
    answers = wait_for(lambda: subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True,
                                              timeout=5).returncode == 0, 10, interval=0.2)
    return check("display-answers", answers, f"the X display {os.environ.get('DISPLAY')!r} does not answer")


def start(command, env, log):
    """Starts the app. On a loaded machine a fresh Xvfb sometimes refuses GTK's first connection
    ("cannot open a display") although it answers xdotool: start again, three times at most."""
    import subprocess
    for attempt in range(3):
        process = subprocess.Popen(command, env=env, stdout=log, stderr=log)
        if not wait_for(lambda: process.poll() is not None, 2):
            break
        print(f"note: spots exited at start (status {process.returncode}), attempt {attempt + 1}", flush=True)
        time.sleep(1)
    return process


def run_app(command, folder, drive, env=None):
    """Starts the app the way the window probes do (X11, client-side decorations, settings in
    memory, its cache and log in `folder`, on the accessibility bus: NO_AT_BRIDGE removed, with
    `env` added), runs `drive(process)`, always ends the app, and prints the summary. Returns the
    probe's exit status: 1 when a check failed."""
    import os
    environment = dict(os.environ)
    environment.pop("NO_AT_BRIDGE", None)
    environment.update({"GDK_BACKEND": "x11", "GSETTINGS_BACKEND": "memory", "GTK_CSD": "1",
                        "XDG_CACHE_HOME": os.path.join(folder, "cache")})
    environment.update(env or {})
    if not display_answers():
        return 1
    log = open(os.path.join(folder, "spots.log"), "w+", encoding="utf-8", errors="replace")
    process = start(command, environment, log)
    try:
        drive(process)
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=5)
    print(summary(), flush=True)
    return 1 if failed() else 0
