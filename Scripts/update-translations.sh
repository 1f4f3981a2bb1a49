#!/usr/bin/env bash
# Extracts every translatable string into po/spots.pot and merges it into each po/<language>.po.
# With --check, changes nothing and fails when po/spots.pot or po/POTFILES.in is out of date
# (a test runs this).
#
# Debian 12's xgettext has no Swift parser; its C parser reads our markers correctly: Swift and C
# share `//` and `/* */` comments and "…" literals with \" \n \\ escapes, and a marker takes a
# StaticString, so a marked string is always one plain literal (never "\(interpolated)"; a
# multi-line """ literal or a #"raw"# one would not be read: use a plain literal).
#   translated("Retry")                          a string
#   translated("Waiting for {file}", ["file": …]) named placeholders, which translators may move
#   translatedPlural("{count} problem", "{count} problems", count: n, ["count": …])
# A `// Translators: …` comment just above a marker reaches the translator. Each entry names its
# files, not lines, so moving code does not make the template stale.
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
[ "${1:-}" = "--check" ] && check=true

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The files with markers (the Translated.swift helpers define them and hold none), then the
# desktop file and the AppStream metainfo, which meson merges translations back into.
{
    grep -rlE 'translated(Plural)?\("' Sources --include='*.swift' | grep -v '/Translated\.swift$' | LC_ALL=C sort
    echo Data/io.github.SpotsGtk.Spots.desktop
    echo Data/io.github.SpotsGtk.Spots.metainfo.xml
} > "$work/POTFILES.in"

swift_files=$(grep '\.swift$' "$work/POTFILES.in")
# -L C: see above. (It warns about the CSS inside """ literals, which hold no markers.)
xgettext --language=C --from-code=UTF-8 --keyword= --keyword=translated --keyword=translatedPlural:1,2 \
    --add-comments=Translators: --no-wrap --add-location=file -o "$work/spots.pot" $swift_files 2>/dev/null
# The desktop file and the metainfo by their own rules (Desktop keys; AppStream's ITS rules).
xgettext --join-existing --from-code=UTF-8 --no-wrap --add-location=file -o "$work/spots.pot" \
    Data/io.github.SpotsGtk.Spots.desktop Data/io.github.SpotsGtk.Spots.metainfo.xml 2>/dev/null
# Files without line numbers and no creation date: the template changes only when the strings do
# (and --check can compare it).
sed -i -e '/^"POT-Creation-Date: /d' -e 's/^"Project-Id-Version: PACKAGE VERSION/"Project-Id-Version: spots/' -e '1s/.*/# Translatable strings of Spots for GTK, made by Scripts\/update-translations.sh: do not edit./' \
    -e '2s/.*/# This file is distributed under the same license as Spots (MIT)./' -e '3s/.*/#/' "$work/spots.pot"

if $check; then
    status=0
    cmp -s "$work/POTFILES.in" po/POTFILES.in || { echo "po/POTFILES.in is out of date" >&2; diff -u po/POTFILES.in "$work/POTFILES.in" >&2 || true; status=1; }
    cmp -s "$work/spots.pot" po/spots.pot || { echo "po/spots.pot is out of date: run Scripts/update-translations.sh" >&2; diff -u po/spots.pot "$work/spots.pot" >&2 || true; status=1; }
    exit $status
fi

cp "$work/POTFILES.in" po/POTFILES.in
cp "$work/spots.pot" po/spots.pot
for language in $(grep -v '^#' po/LINGUAS); do
    if [ -f "po/$language.po" ]; then
        msgmerge --quiet --update --backup=none --no-wrap "po/$language.po" po/spots.pot
    else
        msginit --no-translator --no-wrap --locale="$language" --input=po/spots.pot --output-file="po/$language.po"
    fi
done
echo "po/spots.pot: $(grep -c '^msgid ' po/spots.pot) entries (the header included)"
