#!/usr/bin/env bash
# Times the first painted frame of a GTK 3 program from its launch, with Tools/firstframe.c, in
# fresh processes one after another, and prints each run's figures (and the scroll figures with
# --scroll). The program runs under xvfb-run when there is no display.
#
#   Tools/first-frame.sh [--runs N] [--scroll FRAMES [--step PX]] [--any-frame] -- PROGRAM [ARGS…]
#
# e.g. Tools/first-frame.sh --runs 5 -- .build/release/spots big.json
set -euo pipefail
runs=1 scroll="" step=400 wait_rows=1
while [ "$#" -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --scroll) scroll=$2; shift 2 ;;
        --step) step=$2; shift 2 ;;
        --any-frame) wait_rows=""; shift ;;
        --) shift; break ;;
        *) echo "usage: $0 [--runs N] [--scroll FRAMES [--step PX]] [--any-frame] -- PROGRAM [ARGS…]" >&2; exit 2 ;;
    esac
done
[ "$#" -gt 0 ] || { echo "error: no program to run (after --)" >&2; exit 2; }

tools=$(cd "$(dirname "$0")" && pwd)
module=$(mktemp -d /tmp/firstframe.XXXXXX)
trap 'rm -rf "$module"' EXIT
# Any C compiler: gcc, or the clang that comes with the Swift toolchain.
cc=${CC:-$(command -v gcc || command -v clang || echo cc)}
"$cc" -O2 -shared -fPIC -o "$module/firstframe.so" "$tools/firstframe.c" $(pkg-config --cflags --libs gtk+-3.0)

display=()
if [ -z "${DISPLAY:-}" ]; then display=(xvfb-run -a -s "-screen 0 1280x1024x24"); fi
for _ in $(seq "$runs"); do
    # Its own instance, without a session bus: a running copy of the app must not take the launch.
    # The launch time is taken on the display, right before the program starts.
    env GTK_MODULES="$module/firstframe.so" FF_EXIT=1 FF_WAIT_ROWS="$wait_rows" FF_SCROLL="$scroll" FF_STEP="$step" \
        DBUS_SESSION_BUS_ADDRESS=disabled: NO_AT_BRIDGE=1 \
        "${display[@]}" sh -c 'FF_T0=$(date +%s%N) exec "$@"' launch "$@" 2>&1 >/dev/null \
        | grep -E '^(FIRSTFRAME|SCROLL)' || true
done
