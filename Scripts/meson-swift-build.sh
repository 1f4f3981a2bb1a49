#!/usr/bin/env bash
# meson's custom_target for the app: swift build in release mode, then copy the binary out.
# Arguments: SWIFT SOURCE_ROOT SCRATCH_PATH OUTPUT
#
# The Swift runtime (standard library, Foundation, libdispatch) is linked statically, so the
# installed `spots` needs only the system's GTK and C libraries, not a Swift toolchain: its
# RUNPATH must not point into the toolchain (Scripts/check-installed-binary.sh checks that).
set -euo pipefail
swift="$1" source="$2" scratch="$3" output="$4"
"$swift" build -c release --package-path "$source" --scratch-path "$scratch" --product spots \
    -Xswiftc -static-stdlib -Xswiftc -use-ld=lld
cp "$scratch/release/spots" "$output"
