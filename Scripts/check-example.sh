#!/usr/bin/env bash
# Builds and tests Examples/HelloSpots the way an outside app gets Spots: from a tagged clone of
# this repository, by version, with no extra flags. The example's Package.swift names the
# published address; git is told (for this run only) to fetch that address from the clone.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
version=$(sed -n "s/^project('spots', version: '\([0-9.]*\)'.*/\1/p" meson.build)
[ -n "$version" ] || { echo "error: no version in meson.build" >&2; exit 1; }
work=$(mktemp -d /tmp/spots-example.XXXXXX)
trap 'rm -rf "$work"' EXIT

# The library as a dependent sees it: the committed tree, tagged.
git clone --quiet --no-hardlinks . "$work/Spots.git"
git -C "$work/Spots.git" -c user.name=ci -c user.email=ci@localhost tag -a "$version" -m "$version"
cp -R "$work/Spots.git/Examples/HelloSpots" "$work/HelloSpots"
rm -rf "$work/HelloSpots/.build"

export GIT_CONFIG_COUNT=1
export GIT_CONFIG_KEY_0="url.$work/Spots.git.insteadOf"
export GIT_CONFIG_VALUE_0="https://github.com/SpotsGtk/Spots.git"
# SwiftPM's caches and its record of which commit a version was are this run's own: every run
# tags a new commit with the same version.
isolated=(--cache-path "$work/swiftpm/cache" --config-path "$work/swiftpm/config" --security-path "$work/swiftpm/security")
cd "$work/HelloSpots"
swift build --build-tests "${isolated[@]}"
NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1280x1024x24" \
    swift test --skip-build --disable-swift-testing "${isolated[@]}"
