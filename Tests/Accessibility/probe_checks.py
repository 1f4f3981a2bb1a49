"""What every outside probe of the app shares: a check that prints one line and is counted, and a
bounded wait. The probes (atspi_probe, export_png_probe, focus_probe, Tests/Desktop/desktop_probe)
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
