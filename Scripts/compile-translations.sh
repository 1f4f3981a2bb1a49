#!/usr/bin/env bash
# Compiles po/<language>.po (for each language in po/LINGUAS) into
# FOLDER/<language>/LC_MESSAGES/spots.mo, by default .build/locale, where `spots` built by SwiftPM
# finds them (Sources/SpotsTranslation/CatalogBinding.swift). meson compiles and installs
# its own under share/locale. With --pseudo, also a pseudo-language `x-pseudo` that wraps every
# string in «…» (LANGUAGE=x-pseudo), for the test that no user-visible string escapes translation.
set -euo pipefail
cd "$(dirname "$0")/.."
pseudo=false
if [ "${1:-}" = "--pseudo" ]; then pseudo=true; shift; fi
folder="${1:-.build/locale}"
for language in $(grep -v '^#' po/LINGUAS); do
    mkdir -p "$folder/$language/LC_MESSAGES"
    msgfmt --check -o "$folder/$language/LC_MESSAGES/spots.mo" "po/$language.po"
done
if $pseudo; then
    mkdir -p "$folder/x-pseudo/LC_MESSAGES"
    msgen po/spots.pot | sed 's/^"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;/"Plural-Forms: nplurals=2; plural=(n != 1);/' \
        | msgfilter --keep-header -o - sed -e '1s/^/«/' -e '$s/$/»/' \
        | msgfmt -o "$folder/x-pseudo/LC_MESSAGES/spots.mo" -
fi
