#!/usr/bin/env bash
# Builds the DocC reference of the SpotsGtk library (Sources/SpotsGtk/SpotsGtk.docc: a landing
# page and the getting-started article) with the toolchain's docc, and fails on any warning: a
# symbol link that does not resolve, a topic that names nothing, a malformed directive.
#
#   Scripts/build-docs.sh [OUTPUT]     # default: .build-docs/SpotsGtk.doccarchive
#
# The symbol graph is emitted by a build of its own (--scratch-path .build-docs): the flags that
# emit it would otherwise invalidate the normal build. Browse the archive with
# `docc preview Sources/SpotsGtk/SpotsGtk.docc --additional-symbol-graph-dir .build-docs/symbol-graphs`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
scratch=.build-docs
graphs=$scratch/symbol-graphs
output=${1:-$scratch/SpotsGtk.doccarchive}

# Kept between runs: a build that compiles nothing emits no graph, and the last one is current.
mkdir -p "$graphs"
swift build --target SpotsGtk --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"

# One module a catalog: SpotsGtk's own graph and its extensions of other modules' types
# (SpotsGtk@GtkBridge…), not the graphs of the modules it is built from.
library=$scratch/library-graphs
rm -rf "$library"
mkdir -p "$library"
cp "$graphs"/SpotsGtk.symbols.json "$graphs"/SpotsGtk@*.symbols.json "$library"/ 2>/dev/null || true
[ -s "$library/SpotsGtk.symbols.json" ] || { echo "error: no symbol graph for SpotsGtk in $graphs" >&2; exit 1; }

rm -rf "$output"
log=$scratch/docc.log
if ! docc convert Sources/SpotsGtk/SpotsGtk.docc \
        --additional-symbol-graph-dir "$library" \
        --fallback-display-name SpotsGtk --fallback-bundle-identifier io.github.SpotsGtk.SpotsGtk \
        --output-path "$output" --warnings-as-errors 2>&1 | tee "$log"; then
    echo "error: docc found problems in Sources/SpotsGtk/SpotsGtk.docc (see above)" >&2
    exit 1
fi
# docc exits 0 on some problems it prints: any warning fails the build too.
if grep -qE '(warning|error):' "$log"; then
    echo "error: docc printed warnings (see above)" >&2
    exit 1
fi
echo "wrote $output"
