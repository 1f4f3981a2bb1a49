#!/usr/bin/env bash
# Builds every fuzz target of Fuzz/Package.swift with libFuzzer's coverage instrumentation and
# AddressSanitizer, checks that each binary really is instrumented, runs each for a fixed time and
# prints what happened: executions, coverage at the start and at the end, crashes.
#
#   Fuzz/run.sh [SECONDS] [TARGET...]
#
# SECONDS per target (default 60); TARGETs default to every executable target of the package, so
# a new target is picked up without editing this script. Working folders (corpus, logs, crash
# reproducers) are under $SPOTS_FUZZ_WORK (default /tmp/spots-fuzz), one per target. Exit status:
# 0 when every target was instrumented and ran without a crash. See Fuzz/README.md.
set -euo pipefail
cd "$(dirname "$0")"
fuzz=$(pwd)
export PATH="$PATH:/opt/swift/usr/bin"

seconds=${1:-60}
[ $# -gt 0 ] && shift
if ! [[ $seconds =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: $0 [SECONDS] [TARGET...]" >&2
    exit 2
fi
work=${SPOTS_FUZZ_WORK:-/tmp/spots-fuzz}

for tool in readelf nm xvfb-run python3; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (Scripts/install-deps.sh)" >&2; exit 2; }
done

all_targets=$(swift package dump-package | python3 -c '
import json, sys
print("\n".join(t["name"] for t in json.load(sys.stdin)["targets"] if t["type"] == "executable"))')
if [ $# -gt 0 ]; then
    targets=("$@")
    for target in "${targets[@]}"; do
        grep -qx "$target" <<<"$all_targets" || { echo "error: no fuzz target $target in Fuzz/Package.swift" >&2; exit 2; }
    done
else
    mapfile -t targets <<<"$all_targets"
fi

# One -sanitize= with both names: the Swift compiler keeps only the last of several -sanitize=
# options, so `-sanitize=fuzzer -sanitize=address` (and `swift build --sanitize=fuzzer
# --sanitize=address`, which passes exactly that) built with AddressSanitizer and no coverage.
# C targets get coverage and ASan too (fuzzer-no-link: libFuzzer's main comes with the Swift link).
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address)
# SwiftPM reuses its build plan while the manifests are unchanged, and then misses source files
# added to the parent package since (a new file in SpotsGtk was "cannot find in scope"): plan afresh.
rm -f .build/release.yaml
echo "== building ${all_targets//$'\n'/, } (release, libFuzzer coverage + AddressSanitizer)"
swift build "${flags[@]}"
bin=$(swift build "${flags[@]}" --show-bin-path)

# Instrumentation: the binary's coverage counters, and every module it links carries some.
failed=0
declare -A counters
echo "== instrumentation"
for target in "${targets[@]}"; do
    binary="$bin/$target"
    sections=$(readelf -SW "$binary" | grep -c '__sancov' || true)
    size=$(readelf -SW "$binary" | sed -n 's/^ *\[ *[0-9]*\] *__sancov_cntrs *[A-Z_]* *[0-9a-f]* *[0-9a-f]* *\([0-9a-f]*\).*/\1/p')
    counters[$target]=$((16#${size:-0}))
    # Per module: objects with coverage counters, and objects with AddressSanitizer's checks.
    modules=""
    bare=""
    while read -r module total covered checked; do
        modules+=" $module $covered/$total+$checked/$total"
        if [ "$covered" -eq 0 ] || [ "$checked" -eq 0 ]; then bare+=" $module"; fi
    done < <(while read -r object; do
                 module=$(basename "$(dirname "$object")" .build)
                 # grep -c, not -q: with pipefail, a tool killed by an early-exiting grep reads as "not found".
                 covered=0; checked=0
                 readelf -SW "$object" | grep -c '__sancov_cntrs' >/dev/null && covered=1
                 nm -u "$object" | grep -c '__asan_' >/dev/null && checked=1
                 echo "$module $covered $checked"
             done < "$bin/$target.product/Objects.LinkFileList" |
             awk '{ total[$1]++; cov[$1] += $2; asan[$1] += $3 } END { for (m in total) print m, total[m], cov[m], asan[m] }' | sort)
    echo "$target: $sections __sancov sections, ${counters[$target]} coverage counters;" \
         "objects with coverage+ASan per module:$modules"
    if [ "$sections" -eq 0 ] || [ "${counters[$target]}" -eq 0 ]; then
        echo "error: $target has no coverage instrumentation: libFuzzer would fuzz blind" >&2
        failed=1
    fi
    if [ -n "$bare" ]; then
        echo "error: $target links modules without coverage or AddressSanitizer instrumentation:$bare" >&2
        failed=1
    fi
done
[ "$failed" -eq 0 ] || exit 1

# Reads "cov: N ft: M" from a libFuzzer status line.
coverage() { sed -n 's/.* cov: \([0-9]*\) ft: \([0-9]*\).*/\1 \2/p' <<<"$1"; }

rows=()
for target in "${targets[@]}"; do
    folder="$work/$target"
    mkdir -p "$folder/corpus"
    # Seeds: Fuzz/corpus/TARGET/ when the target has its own, otherwise the screens in Fuzz/corpus/.
    if [ -d "corpus/$target" ]; then seeds="corpus/$target"; else seeds="corpus"; fi
    find "$seeds" -maxdepth 1 -type f -exec cp -n {} "$folder/corpus/" \;
    # libFuzzer flags of the target (one a line, # comments), else defaults.
    options=(-max_len=65536 -timeout=20 -rss_limit_mb=4096)
    if [ -f "options/$target" ]; then mapfile -t options < <(grep -v '^ *\(#\|$\)' "options/$target" | sed "s|@FUZZ@|$fuzz|g"); fi
    corpus_before=$(find "$folder/corpus" -type f | wc -l)
    artifacts_before=$(find "$folder" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
    log="$folder/run-$(date +%Y%m%d-%H%M%S).log"
    echo "== $target: ${seconds} s, ${options[*]}, log $log"
    started=$(date +%s)
    status=0
    # Under Xvfb (targets that render need a display; the others do not mind), Gtk-CRITICALs fatal.
    # libFuzzer replays the whole corpus before it looks at -max_total_time, so a target whose
    # inputs are slow could run long past it: `timeout` interrupts it (SIGINT: libFuzzer prints its
    # statistics and exits with 72, which is not a crash).
    # SWIFT_BACKTRACE=enable=no: a trap reaches libFuzzer, which writes the reproducer.
    ( cd "$folder" && G_DEBUG=fatal-criticals NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory SWIFT_BACKTRACE=enable=no \
        LSAN_OPTIONS="suppressions=$fuzz/lsan-suppressions.txt:print_suppressions=0" \
        xvfb-run -a -s "-screen 0 1280x1024x24" \
        timeout -s INT -k 30 $((seconds + 10)) "$bin/$target" corpus -max_total_time="$seconds" \
        -artifact_prefix="$folder/" -print_final_stats=1 "${options[@]}" ) >"$log" 2>&1 || status=$?
    elapsed=$(( $(date +%s) - started ))
    read -r cov_start ft_start < <(coverage "$(grep -m1 'INITED cov:' "$log" || true)"; echo)
    read -r cov_end ft_end < <(coverage "$(grep ' cov: ' "$log" | tail -n1 || true)"; echo)
    runs=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\)/\1/p' "$log" | tail -n1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *\([0-9]*\)/\1/p' "$log" | tail -n1)
    [ -n "$runs" ] || runs=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -n1)
    corpus_after=$(find "$folder/corpus" -type f | wc -l)
    artifacts_after=$(find "$folder" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
    crashes=$((artifacts_after - artifacts_before))
    verdict="$crashes"
    if [ "$status" -eq 72 ] && [ "$crashes" -eq 0 ]; then
        verdict="0 (interrupted at the time limit)"
    elif [ "$crashes" -gt 0 ] || [ "$status" -ne 0 ]; then
        failed=1
        verdict="$crashes (exit $status; see the log)"
    fi
    rows+=("$(printf '%-18s %8s %12s %10s %10s %14s %14s %12s  %s' "$target" "$elapsed" "${runs:--}" \
        "${counters[$target]}" "${rate:--}" \
        "${cov_start:--} → ${cov_end:--}" "${ft_start:--} → ${ft_end:--}" "$corpus_before → $corpus_after" "$verdict")")
done

echo
printf '%-18s %8s %12s %10s %10s %14s %14s %12s  %s\n' target seconds executions counters "exec/s" "cov start→end" "ft start→end" corpus crashes
for row in "${rows[@]}"; do echo "$row"; done
exit "$failed"
