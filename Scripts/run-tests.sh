#!/usr/bin/env bash
# Builds and runs the whole test suite, GTK tests under Xvfb. Assumes the dependencies are
# installed (Scripts/test.sh installs them first). Extra arguments go to `swift test` (and skip
# the example app's build against a tagged clone, Scripts/check-example.sh, and the DocC build,
# Scripts/build-docs.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
swift build --build-tests
# The catalogs `spots` finds in .build/locale (the tests run it in German and Hebrew).
Scripts/compile-translations.sh
# Tests compare English text: the user's language would translate it. (Tests that want another
# language, such as the right-to-left and translation runs, set it for the process they start.)
export LC_ALL=C.UTF-8
unset LANGUAGE
# No accessibility bus under Xvfb: keep GTK from warning about it (in-process ATK still works).
export NO_AT_BRIDGE=1
# Every suite is XCTest (GTK needs the real main thread, which Swift Testing does not give):
# without --disable-swift-testing an empty Swift Testing run prints its "0 tests" line last.
xvfb-run -a -s "-screen 0 1280x1024x24" swift test --skip-build --disable-swift-testing "$@"
# The whole run also builds the example app against a tagged clone, as an outside package would,
# and the DocC reference, which fails on a symbol link the code no longer has.
if [ "$#" -eq 0 ]; then
    Scripts/check-example.sh
    Scripts/build-docs.sh
fi
