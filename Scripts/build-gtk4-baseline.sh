#!/usr/bin/env bash
# Builds spots-bench's GTK 4 baseline (Benchmarks/gtk4-baseline/listview.c: a GtkListView or
# GtkGridView of two-label rows) as its own executable: one process cannot load GTK 3 and GTK 4.
#     Scripts/build-gtk4-baseline.sh [OUT]     (default: .build/gtk4-baseline)
# Needs libgtk-4-dev (Scripts/install-deps.sh installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/gtk4-baseline}"
mkdir -p "$(dirname "$out")"
# shellcheck disable=SC2046 # pkg-config's flags are words
cc -O2 -Wall -o "$out" Benchmarks/gtk4-baseline/listview.c $(pkg-config --cflags --libs gtk4)
