#!/usr/bin/env bash
# Measures the remote limits with the default FetchLimits (32 MB, 15 s overall, 10 s idle): for
# each hostile behaviour of Scripts/hostile-http-server.py, over http and https, the time until
# `spots validate URL` gives up and its peak resident memory (GNU time's %M), next to a good
# screen fetched the same way.
#
#   Scripts/measure-remote-limits.sh [SPOTS]      (SPOTS: the binary, default .build/debug/spots)
set -euo pipefail
cd "$(dirname "$0")/.."
spots=${1:-.build/debug/spots}
work=$(mktemp -d)
servers=()
cleanup() {
    for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
    -keyout "$work/key.pem" -out "$work/certificate.pem" 2>/dev/null
start() { # start NAME [CERTIFICATE KEY]: the server's port in $port
    python3 Scripts/hostile-http-server.py "${@:2}" >"$work/$1.port" &
    servers+=($!)
    for _ in $(seq 50); do [ -s "$work/$1.port" ] && break; sleep 0.1; done
    port=$(head -n1 "$work/$1.port")
}
start http; http_port=$port
start https "$work/certificate.pem" "$work/key.pem"; https_port=$port
export SPOTS_TLS_CA_FILE="$work/certificate.pem"

printf '| %-28s | %-6s | %8s | %10s | %s\n' behaviour scheme seconds "peak RSS" "message"
for path in html huge huge-unannounced endless gzip-bomb trickle silent; do
    for scheme in http https; do
        port=$http_port; [ "$scheme" = https ] && port=$https_port
        /usr/bin/time -f '%e %M' -o "$work/time" "$spots" validate "$scheme://127.0.0.1:$port/$path" >"$work/out" 2>&1 || true
        read -r seconds kilobytes < <(tail -n1 "$work/time")
        message=$(grep -m1 -o 'error: .*' "$work/out" || echo "(loaded)")
        printf '| %-28s | %-6s | %8s | %7d MB | %s\n' "$path" "$scheme" "$seconds" $((kilobytes / 1024)) "$message"
    done
done
