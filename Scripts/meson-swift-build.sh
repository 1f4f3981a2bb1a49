#!/usr/bin/env bash
# meson's custom_target for the app: swift build in release mode, then copy the binary out.
# Arguments: SWIFT SOURCE_ROOT SCRATCH_PATH OUTPUT
set -euo pipefail
swift="$1" source="$2" scratch="$3" output="$4"
"$swift" build -c release --package-path "$source" --scratch-path "$scratch" --product spots
cp "$scratch/release/spots" "$output"
