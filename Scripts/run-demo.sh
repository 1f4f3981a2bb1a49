#!/usr/bin/env bash
# Installs what is needed, builds, and opens the app on its built-in demo screen.
# Any arguments go to `spots` (e.g. a screen file).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
Scripts/install-deps.sh
swift build -c release --product spots
Scripts/compile-translations.sh   # .build/locale: the app in the user's language
exec .build/release/spots "$@"
