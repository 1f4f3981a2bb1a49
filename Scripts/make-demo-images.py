#!/usr/bin/env python3
"""Draws the demo screen's illustrations as small SVG files in Data/demo/images.

They are generated (not photos) so the demo ships without third-party images and stays
tiny; run this again after changing a palette. Output is deterministic.
"""
import math
import os
import random

OUT = os.path.join(os.path.dirname(__file__), "..", "Data", "demo", "images")


def ridge(rng, width, base, amplitude, points):
    step = width / (points - 1)
    ys = [base - rng.uniform(0.2, 1.0) * amplitude for _ in range(points)]
    coords = " ".join(f"{i * step:.0f},{y:.0f}" for i, y in enumerate(ys))
    return f"0,360 {coords} {width},360"


def landscape(name, sky, sun, layers, seed, extra=""):
    rng = random.Random(seed)
    hills = []
    for index, color in enumerate(layers):
        base = 200 + index * 45
        hills.append(f'<polygon fill="{color}" points="{ridge(rng, 640, base, 110 - index * 25, 7 + index * 2)}"/>')
    svg = f"""<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="{sky[0]}"/><stop offset="1" stop-color="{sky[1]}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#sky)"/>
{extra}<circle cx="{sun[0]}" cy="{sun[1]}" r="{sun[2]}" fill="{sun[3]}" opacity="0.9"/>
{chr(10).join(hills)}
</svg>
"""
    write(name, svg)


def aurora():
    bands = []
    for i, color in enumerate(["#5ef2a8", "#3fd0c9", "#8a7dff"]):
        y = 90 + i * 28
        bands.append(f'<path d="M -20 {y} C 150 {y - 70}, 300 {y + 60}, 660 {y - 30}" stroke="{color}" '
                     f'stroke-width="{26 - i * 6}" fill="none" opacity="{0.55 - i * 0.12:.2f}"/>')
    rng = random.Random(7)
    stars = "".join(f'<circle cx="{rng.randint(0, 640)}" cy="{rng.randint(0, 170)}" r="{rng.choice([1, 1, 1.5])}" fill="#fff" opacity="0.8"/>'
                    for _ in range(60))
    return stars + "".join(bands)


def tile(name, colors, glyph):
    svg = f"""<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="{colors[0]}"/><stop offset="1" stop-color="{colors[1]}"/></linearGradient></defs>
<rect width="320" height="180" fill="url(#g)"/>
<g fill="#ffffff" fill-opacity="0.92" stroke="none" transform="translate(160 90)">{glyph}</g>
</svg>
"""
    write(name, svg)


def avatar(name, colors):
    svg = f"""<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="{colors[0]}"/><stop offset="1" stop-color="{colors[1]}"/></linearGradient></defs>
<rect width="128" height="128" fill="url(#g)"/>
<circle cx="64" cy="50" r="22" fill="#ffffff" fill-opacity="0.85"/>
<path d="M 22 128 C 26 92, 102 92, 106 128 Z" fill="#ffffff" fill-opacity="0.85"/>
</svg>
"""
    write(name, svg)


def write(name, text):
    with open(os.path.join(OUT, name), "w") as handle:
        handle.write(text)


GLYPHS = {
    "hiking": '<polygon points="-52,40 -10,-38 14,4 26,-14 58,40"/>',
    "beaches": '<circle cx="26" cy="-22" r="18"/><path d="M -60 20 Q -40 4 -20 20 T 20 20 T 60 20 L 60 40 L -60 40 Z"/>',
    "cities": '<rect x="-54" y="-10" width="24" height="50"/><rect x="-24" y="-40" width="28" height="80"/>'
              '<rect x="10" y="-22" width="22" height="62"/><rect x="38" y="0" width="18" height="40"/>',
    "food": '<circle r="38"/><circle r="26" fill="#000" fill-opacity="0.12"/>',
    "museums": '<polygon points="-56,-14 0,-46 56,-14"/><rect x="-50" y="-8" width="12" height="40"/>'
               '<rect x="-22" y="-8" width="12" height="40"/><rect x="10" y="-8" width="12" height="40"/>'
               '<rect x="38" y="-8" width="12" height="40"/><rect x="-58" y="34" width="116" height="8"/>',
    "camping": '<polygon points="-50,40 0,-42 50,40 14,40 0,10 -14,40"/>',
    "cycling": '<circle cx="-32" cy="16" r="22" fill="none" stroke="#fff" stroke-width="7"/>'
               '<circle cx="32" cy="16" r="22" fill="none" stroke="#fff" stroke-width="7"/>'
               '<path d="M -32 16 L -8 -18 L 18 -18 L 32 16 M -8 -18 L 6 16 L -32 16" fill="none" stroke="#fff" stroke-width="6"/>',
    "skiing": '<polygon points="-58,40 -4,-40 58,40"/><path d="M -30 30 L 40 -10" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>',
}

TILE_COLORS = {
    "hiking": ("#3a9d5d", "#1f6f8b"), "beaches": ("#f6c35b", "#f28a5b"), "cities": ("#6c63ff", "#3b2f8f"),
    "food": ("#ff7a59", "#d63a5a"), "museums": ("#8e8e93", "#4a4a55"), "camping": ("#2e7d32", "#6a994e"),
    "cycling": ("#0f9bd7", "#1e5aa8"), "skiing": ("#8fd3ff", "#4c7dd9"),
}


def main():
    os.makedirs(OUT, exist_ok=True)
    landscape("northern-lights.svg", ("#0b1a3a", "#1d3f6e"), (520, 60, 14, "#f4f1de"),
              ["#16324f", "#10263d", "#0a1a2b"], 1, aurora())
    landscape("dunes.svg", ("#ffb56b", "#ffe0a3"), (470, 110, 42, "#fff3d6"), ["#e9a15a", "#d9823b", "#b8652a"], 2)
    landscape("alpine-lake.svg", ("#7cc6fe", "#d6f0ff"), (120, 80, 30, "#fffbe6"),
              ["#8aa6c1", "#4f7c6b", "#2f5d50"], 3, '<rect y="300" width="640" height="60" fill="#5aa9d6"/>')
    landscape("coast.svg", ("#8ecae6", "#e0f4ff"), (540, 90, 34, "#fff8e1"), ["#9bb37a", "#6b8f4e", "#2a7fa8"], 4)
    landscape("rainforest.svg", ("#a8e6cf", "#dcedc1"), (100, 70, 26, "#fdfde8"), ["#3c9d5d", "#237a45", "#145a32"], 5)
    landscape("lavender.svg", ("#c3b1e1", "#f6d6e8"), (330, 120, 40, "#fff0f5"), ["#9c89b8", "#7b5ea7", "#5b3f8c"], 6)
    landscape("lisbon-1.svg", ("#ffd6a5", "#fdffb6"), (500, 80, 30, "#fffdf0"), ["#e76f51", "#f4a261", "#2a9d8f"], 8)
    landscape("lisbon-2.svg", ("#bde0fe", "#ffffff"), (140, 90, 26, "#fffdf0"), ["#ffafcc", "#cdb4db", "#457b9d"], 9)
    landscape("lisbon-3.svg", ("#fec89a", "#ffe5d9"), (320, 70, 36, "#fffaf0"), ["#d8e2dc", "#f9dcc4", "#e07a5f"], 10)
    for name, glyph in GLYPHS.items():
        tile(f"{name}.svg", TILE_COLORS[name], glyph)
    for name, colors in {"ana": ("#f28482", "#f5cac3"), "ben": ("#84a59d", "#52796f"), "chloe": ("#9d4edd", "#c77dff"),
                         "dev": ("#f4a261", "#e76f51"), "emma": ("#4895ef", "#4361ee")}.items():
        avatar(f"{name}.svg", colors)


if __name__ == "__main__":
    main()
