#!/usr/bin/env bash
# Makes docs/images/translations: the real app in German and Hebrew (right to left) on the demo
# and on a screen of built-in texts (empty, error with Retry, loading, page dots), with its main
# menu, problems popover, Keyboard Shortcuts window and About dialog, for docs/translations.md.
# Needs a built spots (swift build), its catalogs (Scripts/compile-translations.sh), Xvfb, xdotool,
# gir1.2-gtk-3.0 and the he_IL.UTF-8 locale.
#   Scripts/make-translation-images.sh [path/to/spots]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
spots="$(readlink -f "${1:-$root/.build/debug/spots}")"
out="$root/docs/images/translations"
mkdir -p "$out"

if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$spots"
fi
export GDK_BACKEND=x11 GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 DBUS_SESSION_BUS_ADDRESS=disabled:
config="$(mktemp -d)"
trap 'rm -rf "$config" /tmp/spots-demo' EXIT
mkdir -p "$config/gtk-3.0"
printf '[Settings]\ngtk-decoration-layout=appmenu:close\n' > "$config/gtk-3.0/settings.ini"
export XDG_CONFIG_HOME="$config"
# The screen from a neutral folder: the problems popover and the header bar show its path.
demo=/tmp/spots-demo
rm -rf "$demo"
cp -r "$root/Tests/Accessibility/translation" "$demo"
states="$demo/screen.json"

# capture WINDOW_ID OUT.png: that window's pixels, read from the root window (no window manager).
capture() {
    eval "$(xdotool getwindowgeometry --shell "$1")"
    /usr/bin/python3 - "$2" "$X" "$Y" "$WIDTH" "$HEIGHT" <<'PY'
import sys
import gi
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk
x, y, width, height = (int(value) for value in sys.argv[2:])
Gdk.pixbuf_get_from_window(Gdk.get_default_root_window(), x, y, width, height).savev(sys.argv[1], "png", [], [])
PY
    echo "wrote $2"
}

# shot LANGUAGE SCREEN OUT [KEYS…]: the app in LANGUAGE on SCREEN ("" for the demo), 900×700,
# after KEYS; the newest window of the app (a dialog the keys opened) is captured.
shot() {
    local language="$1" screen="$2" name="$3"
    shift 3
    local locale="C.UTF-8"
    [ "$language" = he ] && locale="he_IL.UTF-8"
    local pid="" id="" attempt
    # A loaded Xvfb sometimes refuses GTK's first connection: start again, three times at most.
    for attempt in 1 2 3; do
        LC_ALL="$locale" LANGUAGE="$language" "$spots" ${screen:+"$screen"} >/dev/null 2>&1 &
        pid=$!
        for _ in $(seq 150); do id=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | head -1) && [ -n "$id" ] && break; sleep 0.1; done
        [ -n "$id" ] && break
        kill "$pid" 2>/dev/null || true
    done
    [ -n "$id" ] || { echo "no window for $name-$language" >&2; return 1; }
    sleep 1.5
    xdotool windowsize "$id" 900 700
    sleep 1
    for key in "$@"; do xdotool windowfocus --sync "$id" || true; xdotool key "$key"; sleep 0.8; done
    sleep 0.5
    local newest
    newest=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | tail -1)
    capture "$newest" "$out/$name-$language.png"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
}

for language in de he; do
    shot "$language" "" demo
    shot "$language" "$states" states
    shot "$language" "$states" menu F10
    shot "$language" "$states" problems ctrl+shift+m
    shot "$language" "$states" inspector ctrl+shift+i Tab
    shot "$language" "$states" shortcuts ctrl+question
    shot "$language" "$states" about F10 Down Return
done
