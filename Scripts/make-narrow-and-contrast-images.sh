#!/usr/bin/env bash
# Makes the README's pictures of narrow windows and high contrast (docs/images/narrow and
# docs/images/high-contrast): the real app window resized to 360 px with xdotool, as a window
# manager would, and `spots snapshot` under GTK_THEME=HighContrast and HighContrastInverse.
# Needs a built spots (swift build), Xvfb, xdotool and gir1.2-gtk-3.0.
#   Scripts/make-narrow-and-contrast-images.sh [path/to/spots]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
spots="$(readlink -f "${1:-$root/.build/debug/spots}")"
narrow="$root/docs/images/narrow" contrast="$root/docs/images/high-contrast"
mkdir -p "$narrow" "$contrast"

if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$spots"
fi
export GDK_BACKEND=x11 GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 DBUS_SESSION_BUS_ADDRESS=disabled:
# GNOME's window buttons (bare Xvfb would show GTK's fallback of three).
config="$(mktemp -d)"
trap 'rm -rf "$config"' EXIT
mkdir -p "$config/gtk-3.0"
printf '[Settings]\ngtk-decoration-layout=appmenu:close\n' > "$config/gtk-3.0/settings.ini"
export XDG_CONFIG_HOME="$config"

# window SCREEN OUT.png [KEYS…]: the app on SCREEN, 360×720, after KEYS.
window() {
    local screen="$1" out="$2"
    shift 2
    "$spots" ${screen:+"$screen"} >/dev/null 2>&1 &
    local pid=$! id=""
    for _ in $(seq 100); do id=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | tail -1) && [ -n "$id" ] && break; sleep 0.1; done
    sleep 1.5
    xdotool windowsize "$id" 360 720
    sleep 1
    for key in "$@"; do xdotool windowfocus --sync "$id" || true; xdotool key "$key"; sleep 0.6; done
    sleep 0.5
    /usr/bin/python3 - "$out" <<'PY'
import sys
import gi
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk
Gdk.pixbuf_get_from_window(Gdk.get_default_root_window(), 0, 0, 360, 720).savev(sys.argv[1], "png", [], [])
PY
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    echo "wrote $out"
}

examples="$root/Data/examples"
window "" "$narrow/demo-360.png"
window "" "$narrow/menu-360.png" F10
window "$examples/storefront.json" "$narrow/storefront-360.png"
window "$examples/states.json" "$narrow/states-360.png"
window "$examples/carousel-controls.json" "$narrow/carousel-controls-360.png"

for theme in HighContrast HighContrastInverse; do
    GTK_THEME=$theme "$spots" snapshot -o "$contrast/demo-$theme.png" --width 800 --height 900
    for example in storefront states themed; do
        GTK_THEME=$theme "$spots" snapshot "$examples/$example.json" -o "$contrast/$example-$theme.png" --width 800 --height 900
    done
done
# The focus ring in the four themes (light and dark through the app's dark preference).
"$spots" snapshot "$examples/states.json" -o "$contrast/focus-light.png" --width 420 --height 330 --focus "Quarterly report"
"$spots" snapshot "$examples/states.json" -o "$contrast/focus-dark.png" --width 420 --height 330 --focus "Quarterly report" --theme dark
for theme in HighContrast HighContrastInverse; do
    GTK_THEME=$theme "$spots" snapshot "$examples/states.json" -o "$contrast/focus-$theme.png" --width 420 --height 330 \
        --focus "Quarterly report"
done
