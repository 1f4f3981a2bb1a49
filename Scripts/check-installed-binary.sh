#!/usr/bin/env bash
# Checks that a built or installed `spots` runs without the Swift toolchain on the machine:
#   1. its RUNPATH/RPATH does not point into the toolchain,
#   2. every shared library it needs resolves, none from the toolchain,
#   3. `spots validate SCREEN` succeeds with an empty environment and, where a private mount
#      namespace is allowed (root, or unprivileged user namespaces), with the toolchain folder
#      hidden under an empty tmpfs.
# Usage: Scripts/check-installed-binary.sh PATH/TO/spots SCREEN.json
set -euo pipefail
binary="$(readlink -f "$1")" screen="$(readlink -f "$2")"

swift_bin="$(command -v swift || echo /opt/swift/usr/bin/swift)"
toolchain="$(cd "$(dirname "$(readlink -f "$swift_bin")")/../.." 2>/dev/null && pwd || echo /opt/swift)"
echo "binary:    $binary"
echo "toolchain: $toolchain"

runpath="$(readelf -d "$binary" | grep -E 'R(UN)?PATH' || true)"
echo "runpath:   ${runpath:-none}"
if [[ -n "$runpath" && "$runpath" == *"$toolchain"* ]]; then
    echo "FAIL: the RUNPATH points into the Swift toolchain" >&2
    exit 1
fi

libraries="$(ldd "$binary")"
if grep -E "not found|$toolchain" <<<"$libraries"; then
    echo "FAIL: libraries missing or taken from the Swift toolchain (above)" >&2
    exit 1
fi
echo "libraries: $(wc -l <<<"$libraries") shared, none from the toolchain"
grep -E 'swift|Foundation|dispatch' <<<"$libraries" && { echo "FAIL: a Swift runtime library is linked dynamically" >&2; exit 1; }

env -i PATH=/usr/bin:/bin "$binary" validate "$screen"
if unshare -r -m true 2>/dev/null && [[ -d "$toolchain" ]]; then
    unshare -r -m sh -c 'mount -t tmpfs none "$1" && test -z "$(ls -A "$1")" && exec env -i PATH=/usr/bin:/bin "$2" validate "$3"' \
        sh "$toolchain" "$binary" "$screen"
    echo "ok: spots validate ran with $toolchain hidden"
else
    echo "ok: spots validate ran with an empty environment (no mount namespace here to hide $toolchain)"
fi
