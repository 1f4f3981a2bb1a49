#!/usr/bin/env bash
# Validates the AppStream metadata pedantically: every issue fails except two.
# - cid-contains-uppercase-letter: io.github.SpotsGtk.Spots has capitals, as GNOME's own ids do
#   (org.gnome.TextEditor); it is the D-Bus name and cannot change.
# - unknown-tag developer, with appstreamcli older than 1.0 (Debian 12 has 0.16): <developer id>
#   is AppStream 1.0's replacement for <developer_name>, which 1.0 reports as deprecated.
set -euo pipefail
metainfo="${1:-$(dirname "$0")/../Data/io.github.SpotsGtk.Spots.metainfo.xml}"
version=$(appstreamcli --version | sed -n 's/^AppStream version: *//p')
output=$(appstreamcli validate --pedantic --no-net --no-color "$metainfo" 2>&1) || status=$?
echo "$output"
allowed='cid-contains-uppercase-letter'
if [ "${version%%.*}" = "0" ]; then allowed="$allowed|unknown-tag developer"; fi
unexpected=$(echo "$output" | grep -E '^[EWIP]: ' | grep -vE "^[IP]: [^ ]+ ($allowed)( |$)" || true)
if [ -n "${status:-}" ] && [ "${status}" != "0" ] && [ -z "$unexpected" ]; then
    unexpected="appstreamcli exited with status $status"
fi
if [ -n "$unexpected" ]; then
    echo "check-metainfo: not allowed:" >&2
    echo "$unexpected" >&2
    exit 1
fi
echo "check-metainfo: clean apart from the allowed hints ($allowed)"
