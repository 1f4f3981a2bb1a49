#!/usr/bin/env bash
# Installs what building, running and testing Spots needs on Debian 12 (idempotent).
set -euo pipefail

packages=(
    libgtk-3-dev        # GTK 3 headers and pkg-config files
    libsoup-3.0-dev     # libsoup 3 (≥ 3.2), the HTTP client for remote screens
    librsvg2-common     # the SVG loader for GdkPixbuf (demo images, icons)
    adwaita-icon-theme  # the icons the UI names
    fonts-cantarell     # GNOME's UI font
    xvfb xauth          # a virtual display for tests and headless snapshots
    glib-networking     # TLS for https screens (GIO's TLS backend, loaded at run time)
    python3             # the tests' loopback HTTP server
    openssl             # the tests make a self-signed certificate for their https server
    python3-jsonschema  # the tests check screens against the JSON Schema
    strace              # a test lists the files spots opens for a remote screen (none of them local)
    desktop-file-utils appstream  # meson test validates the desktop file and metainfo
    libgtk-3-bin        # gtk-builder-tool, to check .ui files
    libgtk-4-dev        # spots-bench's baseline, GTK 4's GtkListView in C (Scripts/build-gtk4-baseline.sh)
    libsimdjson-dev g++ # spots-bench's decode baseline, simdjson in C++ (Scripts/build-json-baseline.sh)
    meson ninja-build   # the meson build
    # The accessibility test reads the app over AT-SPI and types into it, as Orca and a keyboard user would:
    python3-pyatspi at-spi2-core dbus-x11 xdotool
    gir1.2-gtk-3.0      # the high-contrast run reads the screen's pixels through GDK from Python
    # The desktop test: the GSettings schema compiled and read (glib-compile-schemas, gsettings),
    # D-Bus activation through gdbus, the window's _NET_WM_STATE read with xprop:
    libglib2.0-bin x11-utils
    binutils            # readelf and nm: Fuzz/run.sh checks the fuzz targets are instrumented
    locales             # right-to-left runs use Hebrew (he_IL.UTF-8, generated below)
    gnome-themes-extra  # high-contrast runs: the HighContrast icons and Adwaita-dark beside GTK's built-in HighContrast
    gettext             # translations: xgettext, msgmerge and msgfmt (po/, Scripts/*-translations.sh, meson)
)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

# GTK lays out right to left when its translation says so (Hebrew, Arabic), and gettext reads
# translations only in a locale that exists: the right-to-left tests and screenshots need it.
if ! locale -a 2>/dev/null | grep -qix 'he_IL.utf-\?8'; then
    echo "Generating the he_IL.UTF-8 locale"
    $sudo sed -i 's/^# *\(he_IL.UTF-8 UTF-8\)/\1/' /etc/locale.gen
    $sudo locale-gen
fi

if ! command -v swift >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swift ]; then
        echo "note: swift is at /opt/swift/usr/bin; add it to PATH" >&2
    else
        echo "error: Swift 6 is needed (https://www.swift.org/install/linux/)" >&2
        exit 1
    fi
fi
