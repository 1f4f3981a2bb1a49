#!/usr/bin/env bash
# Builds spots-bench's decode baseline (Benchmarks/json-baseline/simdjson-parse.cpp: simdjson's
# DOM parse of a file, touching every item's title) as its own executable.
#     Scripts/build-json-baseline.sh [OUT]     (default: .build/json-baseline)
# Needs libsimdjson-dev and a C++17 compiler (Scripts/install-deps.sh installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/json-baseline}"
mkdir -p "$(dirname "$out")"
c++ -O3 -std=c++17 -Wall -o "$out" Benchmarks/json-baseline/simdjson-parse.cpp -lsimdjson
