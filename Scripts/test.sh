#!/usr/bin/env bash
# Installs what is needed, builds, and runs the whole test suite (GTK tests under Xvfb).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
exec Scripts/run-tests.sh "$@"
