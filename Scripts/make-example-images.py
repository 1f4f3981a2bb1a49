#!/usr/bin/env python3
"""Draws the illustrations of the example screens as small SVG files in Data/examples/images.

Everything is generated from gradients and simple shapes (no photos, no third-party images),
so the examples stay tiny and free to ship. The output is deterministic: every random choice
comes from a seeded generator. Run this again after changing a palette or a drawing.
"""
import math
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Data", "examples", "images")

SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n'


def gradient(gid, colors, vertical=True):
    x2, y2 = ("0", "1") if vertical else ("1", "1")
    stops = "".join(f'<stop offset="{i / (len(colors) - 1):.2f}" stop-color="{c}"/>' for i, c in enumerate(colors))
    return f'<linearGradient id="{gid}" x1="0" y1="0" x2="{x2}" y2="{y2}">{stops}</linearGradient>'


def write(name, text):
    with open(os.path.join(OUT, name), "w") as handle:
        handle.write(text)
    size = len(text.encode())
    assert size < 4096, f"{name} is {size} bytes"


# ---------------------------------------------------------------- photos (640×360 scenes)

def hills(rng, base, amplitude, color, bumps, width=640, height=360):
    """A smooth ridge made of quadratic curves, closed at the bottom."""
    step = width / bumps
    y0 = base - rng.uniform(0.2, 1.0) * amplitude
    d = f"M0 {height} L0 {y0:.0f}"
    for i in range(bumps):
        cx = i * step + step / 2
        cy = base - rng.uniform(0.3, 1.3) * amplitude
        y = base - rng.uniform(0.1, 0.9) * amplitude
        d += f" Q{cx:.0f} {cy:.0f} {(i + 1) * step:.0f} {y:.0f}"
    d += f" L{width} {height} Z"
    return f'<path fill="{color}" d="{d}"/>'


def scene(name, sky, sun, layers, seed, before="", after="", sharp=False):
    rng = random.Random(seed)
    parts = []
    for index, color in enumerate(layers):
        base = 190 + index * 50
        if sharp and index == 0:
            parts.append(peaks(rng, base, 120, color))
        else:
            parts.append(hills(rng, base, 80 - index * 18, color, 3 + index * 2))
    svg = (SVG_OPEN.format(w=640, h=360)
           + f'<defs>{gradient("sky", sky)}</defs>\n<rect width="640" height="360" fill="url(#sky)"/>\n'
           + before
           + (f'<circle cx="{sun[0]}" cy="{sun[1]}" r="{sun[2]}" fill="{sun[3]}" opacity="0.92"/>\n' if sun else "")
           + "\n".join(parts) + "\n" + after + "</svg>\n")
    write(name, svg)


def peaks(rng, base, amplitude, color):
    xs = [0, 90, 170, 260, 330, 420, 520, 640]
    points = [f"{x},{base - rng.uniform(0.1, 1.0) * amplitude * (1 if i % 2 else 0.35):.0f}" for i, x in enumerate(xs)]
    snow = []
    for i in range(1, len(xs) - 1, 2):
        x, y = points[i].split(",")
        x, y = int(x), int(y)
        snow.append(f'<polygon fill="#ffffff" opacity="0.85" points="{x},{y} {x - 18},{y + 26} {x - 4},{y + 20} {x + 6},{y + 30} {x + 20},{y + 26}"/>')
    return f'<polygon fill="{color}" points="0,360 {" ".join(points)} 640,360"/>' + "".join(snow)


def stars(seed, count, top=180):
    rng = random.Random(seed)
    return "".join(f'<circle cx="{rng.randint(0, 640)}" cy="{rng.randint(0, top)}" r="{rng.choice([0.8, 1, 1.6])}" '
                   f'fill="#fff" opacity="{rng.choice([0.5, 0.8, 1])}"/>' for _ in range(count)) + "\n"


def clouds(seed, count, color="#ffffff", opacity=0.8):
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        x, y, s = rng.randint(20, 600), rng.randint(30, 130), rng.uniform(0.7, 1.4)
        out.append(f'<g fill="{color}" opacity="{opacity}" transform="translate({x} {y}) scale({s:.2f})">'
                   '<ellipse rx="34" ry="12"/><circle cx="-10" cy="-8" r="14"/><circle cx="12" cy="-10" r="11"/></g>')
    return "".join(out) + "\n"


def pines(seed, count, base, color, height=(40, 80)):
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        x, h = rng.randint(0, 640), rng.randint(*height)
        w = h * 0.32
        out.append(f"M{x} {base - h} L{x - w:.0f} {base} L{x + w:.0f} {base} Z")
    return f'<path fill="{color}" d="{" ".join(out)}"/>\n'


def skyline(seed, base, color, windows):
    rng = random.Random(seed)
    blocks, lights = [], []
    x = 0
    while x < 640:
        w, h = rng.randint(34, 70), rng.randint(60, 190)
        blocks.append(f"M{x} {base - h}h{w}V360H{x}Z")
        for _ in range(h // 30):
            lights.append(f"M{x + rng.randint(4, w - 10)} {base - h + rng.randint(8, h - 8)}h5v7h-5Z")
        x += w + rng.randint(0, 6)
    return (f'<path fill="{color}" d="{"".join(blocks)}"/>'
            f'<path fill="{windows}" opacity="0.9" d="{"".join(lights[:60])}"/>\n')


def reflection(y, color, sun_x=None, glint="#fff6d5"):
    out = f'<rect y="{y}" width="640" height="{360 - y}" fill="{color}"/>'
    if sun_x is not None:
        out += "".join(f'<rect x="{sun_x - 40 + i * 7}" y="{y + 10 + i * 14}" width="{80 - i * 14}" height="3" '
                       f'fill="{glint}" opacity="0.7"/>' for i in range(5))
    return out + "\n"


def photos():
    scene("harbour-dawn.svg", ("#ffb4a2", "#ffe5d9"), (320, 230, 46, "#fff1e6"), ["#b5838d", "#6d6875"], 11,
          after=reflection(292, "#e5989b", 320))
    scene("snow-peaks.svg", ("#4ea8de", "#caf0f8"), (110, 70, 24, "#ffffff"), ["#5e7ca3", "#2d4a6b", "#1b3550"], 12,
          before=clouds(12, 3), sharp=True)
    scene("pine-valley.svg", ("#90be6d", "#e9f5db"), (520, 80, 30, "#fefae0"), ["#52796f", "#354f52"], 13,
          after=pines(13, 26, 360, "#2f3e46", (60, 120)))
    scene("city-night.svg", ("#10002b", "#9d4edd"), (90, 70, 22, "#f8f9fa"), [], 14,
          before=stars(14, 40), after=skyline(14, 360, "#1a0833", "#ffd166"))
    scene("red-canyon.svg", ("#f9c74f", "#f8961e"), (470, 100, 38, "#fff3b0"), ["#e76f51", "#c1440e", "#7f2704"], 15)
    scene("quiet-lake.svg", ("#a2d2ff", "#e7f3ff"), (480, 110, 28, "#ffffff"), ["#6a994e", "#386641"], 16,
          before=clouds(16, 2), after=reflection(280, "#74a8d6", 480))
    scene("tulip-field.svg", ("#bde0fe", "#fdf0ff"), (530, 70, 26, "#fffdf0"), ["#a7c957", "#6a994e"], 17,
          after="".join(f'<rect y="{250 + i * 22}" width="640" height="{12 + i * 3}" fill="{c}" opacity="0.9"/>'
                        for i, c in enumerate(["#ff758f", "#ffb703", "#c77dff", "#ff4d6d", "#fb8500"])) + "\n")
    scene("island.svg", ("#48cae4", "#caf0f8"), (120, 80, 30, "#fffde7"), [], 18,
          after=reflection(250, "#0096c7") + '<ellipse cx="400" cy="262" rx="130" ry="26" fill="#f6d186"/>'
          '<path d="M400 256 Q396 200 420 168" stroke="#7f5539" stroke-width="7" fill="none"/>'
          '<g fill="#2d6a4f"><ellipse cx="440" cy="168" rx="34" ry="9" transform="rotate(20 440 168)"/>'
          '<ellipse cx="400" cy="164" rx="34" ry="9" transform="rotate(-25 400 164)"/>'
          '<ellipse cx="424" cy="150" rx="28" ry="8" transform="rotate(-70 424 150)"/></g>\n')
    scene("aurora-fjord.svg", ("#03045e", "#023e8a"), None, ["#0b2545", "#061a30"], 19,
          before=stars(19, 50) + "".join(
              f'<path d="M-20 {100 + i * 26} C180 {30 + i * 26}, 330 {170 + i * 20}, 660 {70 + i * 22}" stroke="{c}" '
              f'stroke-width="{24 - i * 6}" fill="none" opacity="{0.6 - i * 0.15:.2f}"/>'
              for i, c in enumerate(["#80ffdb", "#48bfe3", "#c77dff"])) + "\n",
          after=reflection(300, "#0a1f3a"))
    scene("dune-sunset.svg", ("#7b2cbf", "#ff9e00"), (320, 200, 50, "#ffd166"), ["#e85d04", "#dc2f02", "#9d0208"], 20)
    scene("autumn-woods.svg", ("#fcd5ce", "#fff1e6"), (500, 90, 30, "#fff8f0"), ["#e9c46a", "#f4a261"], 21,
          after=pines(21, 18, 360, "#bc4749", (70, 130)) + pines(22, 12, 360, "#6a040f", (50, 90)))
    scene("misty-hills.svg", ("#dee2e6", "#f8f9fa"), (200, 110, 34, "#ffffff"), ["#adb5bd", "#868e96", "#495057"], 22)


# ---------------------------------------------------------------- avatars (128×128)

HAIR = {
    "short": '<path d="M40 54 C38 28 90 24 88 54 C84 40 46 40 40 54 Z"/>',
    "long": '<path d="M36 96 C28 40 40 24 64 24 C88 24 100 40 92 96 L84 96 C88 60 80 44 64 44 C48 44 40 60 44 96 Z"/>',
    "bun": '<circle cx="64" cy="22" r="12"/><path d="M40 54 C38 28 90 28 88 54 C82 42 46 42 40 54 Z"/>',
    "curly": "".join(f'<circle cx="{64 + 24 * math.cos(a):.0f}" cy="{46 + 20 * math.sin(a):.0f}" r="11"/>'
                     for a in [math.pi * (1 + i / 6) for i in range(7)]),
    "bald": "",
}


def avatar(name, background, skin, hair, hair_style, shirt, glasses=False):
    svg = (SVG_OPEN.format(w=128, h=128)
           + f'<defs>{gradient("bg", background, vertical=False)}</defs>\n'
           + '<rect width="128" height="128" fill="url(#bg)"/>\n'
           + f'<path d="M20 128 C22 96 106 96 108 128 Z" fill="{shirt}"/>\n'
           + f'<rect x="56" y="74" width="16" height="18" rx="6" fill="{skin}"/>\n'
           + f'<ellipse cx="64" cy="56" rx="23" ry="26" fill="{skin}"/>\n'
           + f'<g fill="{hair}">{HAIR[hair_style]}</g>\n'
           + '<g fill="#2b2d42"><circle cx="55" cy="58" r="2.6"/><circle cx="73" cy="58" r="2.6"/></g>\n'
           + '<path d="M56 70 Q64 76 72 70" stroke="#2b2d42" stroke-width="2.4" fill="none" stroke-linecap="round"/>\n'
           + ('<g fill="none" stroke="#2b2d42" stroke-width="2"><circle cx="55" cy="58" r="7"/><circle cx="73" cy="58" r="7"/>'
              '<path d="M62 58 L66 58"/></g>\n' if glasses else "")
           + "</svg>\n")
    write(name, svg)


PEOPLE = {
    "amara": (("#ffcad4", "#f4acb7"), "#8d5524", "#1b1b1b", "curly", "#ffb703", False),
    "jonas": (("#caf0f8", "#90e0ef"), "#f1c27d", "#6f4e37", "short", "#3a86ff", True),
    "mei": (("#d8f3dc", "#95d5b2"), "#ffdbac", "#22223b", "long", "#e63946", False),
    "lucas": (("#fde2e4", "#fad2e1"), "#e0ac69", "#3d2b1f", "short", "#2a9d8f", False),
    "priya": (("#e2ece9", "#bee1e6"), "#c68642", "#0b090a", "bun", "#7209b7", False),
    "olu": (("#fff1e6", "#fde4cf"), "#9c6644", "#111111", "bald", "#f77f00", True),
    "sofia": (("#e9d5ff", "#c4b5fd"), "#f1c27d", "#b5651d", "long", "#06d6a0", False),
    "henrik": (("#dbe9f6", "#a9c8e8"), "#ffe0bd", "#e9c46a", "short", "#264653", False),
    "yuki": (("#fbe7c6", "#ffd6a5"), "#ffdbac", "#14213d", "bun", "#ef476f", True),
    "mateo": (("#cdeac0", "#a0c4a9"), "#a16e4b", "#2b2118", "curly", "#4361ee", False),
}


# ---------------------------------------------------------------- products (320×180)

PRODUCTS = {
    "headphones": ("#e0fbfc", "#98c1d9",
                   '<path d="M-48 20 C-48 -60 48 -60 48 20" stroke="#293241" stroke-width="9" fill="none"/>'
                   '<rect x="-60" y="6" width="26" height="44" rx="12" fill="#ee6c4d"/>'
                   '<rect x="34" y="6" width="26" height="44" rx="12" fill="#ee6c4d"/>'),
    "mug": ("#fff3e0", "#ffd8a8",
            '<path d="M30 -14 C62 -14 62 30 30 30" stroke="#2a9d8f" stroke-width="10" fill="none"/>'
            '<rect x="-40" y="-30" width="76" height="80" rx="12" fill="#2a9d8f"/>'
            '<path d="M-16 -44 q8 -10 0 -20 M4 -44 q8 -10 0 -20" stroke="#adb5bd" stroke-width="4" fill="none"/>'),
    "sneaker": ("#f1f7ed", "#c9e4ca",
                '<path d="M-70 30 L-66 -10 Q-40 -6 -26 -24 L10 -4 Q50 4 70 18 L70 30 Z" fill="#ff6b6b"/>'
                '<rect x="-72" y="28" width="144" height="12" rx="6" fill="#f8f9fa" stroke="#ced4da"/>'
                '<path d="M-20 -12 L-8 -2 M-10 -18 L2 -8" stroke="#fff" stroke-width="4"/>'),
    "backpack": ("#edf6f9", "#83c5be",
                 '<rect x="-40" y="-44" width="80" height="96" rx="26" fill="#e29578"/>'
                 '<rect x="-28" y="8" width="56" height="34" rx="10" fill="#d17a5d"/>'
                 '<path d="M-16 -44 Q0 -64 16 -44" stroke="#6d4c41" stroke-width="6" fill="none"/>'),
    "lamp": ("#fefae0", "#e9edc9",
             '<path d="M-36 -10 L-18 -56 L18 -56 L36 -10 Z" fill="#dda15e"/>'
             '<rect x="-3" y="-10" width="6" height="52" fill="#606c38"/>'
             '<ellipse cx="0" cy="46" rx="30" ry="7" fill="#283618"/>'
             '<ellipse cx="0" cy="-8" rx="40" ry="8" fill="#fefae0" opacity="0.6"/>'),
    "plant": ("#f0efeb", "#d8e2dc",
              '<path d="M-26 10 L26 10 L20 52 L-20 52 Z" fill="#cb997e"/>'
              '<g fill="#52b788"><ellipse cx="-18" cy="-18" rx="10" ry="28" transform="rotate(-30 -18 -18)"/>'
              '<ellipse cx="18" cy="-18" rx="10" ry="28" transform="rotate(30 18 -18)"/>'
              '<ellipse cx="0" cy="-30" rx="10" ry="34"/></g>'),
    "watch": ("#f8edeb", "#fcd5ce",
              '<rect x="-16" y="-62" width="32" height="124" rx="10" fill="#6d597a"/>'
              '<circle r="34" fill="#f8f9fa" stroke="#355070" stroke-width="7"/>'
              '<path d="M0 0 L0 -20 M0 0 L14 8" stroke="#355070" stroke-width="4" stroke-linecap="round"/>'),
    "camera": ("#e7ecef", "#a3cef1",
               '<rect x="-62" y="-30" width="124" height="76" rx="12" fill="#274c77"/>'
               '<rect x="-30" y="-44" width="40" height="18" rx="5" fill="#274c77"/>'
               '<circle cy="8" r="28" fill="#e7ecef"/><circle cy="8" r="18" fill="#6096ba"/>'
               '<circle cx="44" cy="-16" r="5" fill="#ffd166"/>'),
    "notebook": ("#fff8e7", "#ffe8b6",
                 '<rect x="-44" y="-56" width="88" height="112" rx="8" fill="#3d5a80"/>'
                 '<rect x="28" y="-56" width="8" height="112" fill="#ee6c4d"/>'
                 '<rect x="-28" y="-32" width="44" height="14" rx="3" fill="#e0fbfc"/>'),
    "bottle": ("#e3f2fd", "#bbdefb",
               '<rect x="-22" y="-40" width="44" height="96" rx="16" fill="#00b4d8"/>'
               '<rect x="-12" y="-60" width="24" height="22" rx="5" fill="#023e8a"/>'
               '<rect x="-22" y="0" width="44" height="14" fill="#90e0ef"/>'),
    "chair": ("#fdf0d5", "#f4d6b0",
              '<rect x="-40" y="-60" width="70" height="64" rx="14" fill="#c1121f"/>'
              '<rect x="-50" y="4" width="90" height="20" rx="8" fill="#780000"/>'
              '<path d="M-40 24 L-46 56 M30 24 L36 56" stroke="#5c3d2e" stroke-width="6"/>'),
    "candle": ("#fbf8f3", "#efe3d0",
               '<rect x="-30" y="-10" width="60" height="62" rx="8" fill="#e9d8a6"/>'
               '<rect x="-30" y="12" width="60" height="16" fill="#94d2bd"/>'
               '<path d="M0 -12 L0 -20" stroke="#3d405b" stroke-width="3"/>'
               '<path d="M0 -48 C12 -32 8 -22 0 -20 C-8 -22 -12 -32 0 -48 Z" fill="#f48c06"/>'),
}


def product(name, background, light, drawing):
    svg = (SVG_OPEN.format(w=320, h=180)
           + f'<defs>{gradient("g", [background, light])}</defs>\n<rect width="320" height="180" fill="url(#g)"/>\n'
           + '<ellipse cx="160" cy="152" rx="80" ry="9" fill="#000" opacity="0.08"/>\n'
           + f'<g transform="translate(160 92)">{drawing}</g>\n</svg>\n')
    write(f"product-{name}.svg", svg)


# ---------------------------------------------------------------- category tiles (320×180)

CATEGORIES = {
    "audio": (("#4cc9f0", "#4361ee"), '<rect x="-44" y="-30" width="30" height="60" rx="6"/><polygon points="-14,-30 30,-56 30,56 -14,30"/>'
              '<path d="M44 -24 Q60 0 44 24" stroke="#fff" stroke-width="7" fill="none"/>'),
    "home": (("#f9c74f", "#f3722c"), '<polygon points="-56,-4 0,-52 56,-4"/><rect x="-40" y="-8" width="80" height="56"/>'
             '<rect x="-10" y="14" width="20" height="34" fill="#f3722c"/>'),
    "outdoors": (("#90be6d", "#2d6a4f"), '<polygon points="-60,44 -14,-40 14,8 26,-12 60,44"/><circle cx="36" cy="-34" r="12"/>'),
    "kitchen": (("#ff8fab", "#c9184a"), '<rect x="-50" y="-8" width="80" height="46" rx="10"/><rect x="30" y="2" width="30" height="8" rx="4"/>'
                '<rect x="-54" y="-18" width="88" height="12" rx="6"/>'),
    "books": (("#b8c0ff", "#6c63ff"), '<rect x="-50" y="-40" width="22" height="84" rx="3"/><rect x="-22" y="-30" width="22" height="74" rx="3"/>'
              '<rect x="8" y="-44" width="20" height="88" rx="3" transform="rotate(12 18 0)"/>'),
    "garden": (("#b7e4c7", "#40916c"), '<path d="M0 44 L0 -10" stroke="#fff" stroke-width="6"/>'
               '<ellipse cx="-18" cy="-6" rx="20" ry="9" transform="rotate(-30 -18 -6)"/>'
               '<ellipse cx="18" cy="-20" rx="20" ry="9" transform="rotate(30 18 -20)"/><circle cy="-36" r="12"/>'),
}


def category(name, colors, glyph):
    svg = (SVG_OPEN.format(w=320, h=180)
           + f'<defs>{gradient("g", colors, vertical=False)}</defs>\n<rect width="320" height="180" fill="url(#g)"/>\n'
           + '<circle cx="290" cy="20" r="70" fill="#fff" opacity="0.12"/>\n'
           + f'<g fill="#fff" fill-opacity="0.94" transform="translate(160 90)">{glyph}</g>\n</svg>\n')
    write(f"category-{name}.svg", svg)


# ---------------------------------------------------------------- food (320×180, seen from above)

def dish(name, table, plate, layers, seed):
    rng = random.Random(seed)
    toppings = []
    for color, count, radius in layers:
        for _ in range(count):
            # A single large shape (a bowl of broth, a stack of pancakes) sits in the middle.
            angle, dist = rng.uniform(0, 2 * math.pi), (0 if count == 1 and radius >= 26 else rng.uniform(0, 42))
            toppings.append(f'<circle cx="{160 + dist * math.cos(angle):.0f}" cy="{90 + dist * math.sin(angle):.0f}" '
                            f'r="{radius}" fill="{color}"/>')
    svg = (SVG_OPEN.format(w=320, h=180)
           + f'<defs>{gradient("t", table, vertical=False)}</defs>\n<rect width="320" height="180" fill="url(#t)"/>\n'
           + '<ellipse cx="164" cy="96" rx="78" ry="78" fill="#000" opacity="0.10"/>\n'
           + f'<circle cx="160" cy="90" r="76" fill="{plate[0]}"/><circle cx="160" cy="90" r="58" fill="{plate[1]}"/>\n'
           + "".join(toppings)
           + '\n<path d="M262 30 L262 150 M272 30 L272 70 Q272 80 262 80" stroke="#adb5bd" stroke-width="5" fill="none" stroke-linecap="round"/>\n'
           + "</svg>\n")
    write(f"food-{name}.svg", svg)


FOOD = {
    "ramen": (("#7f5539", "#9c6644"), ("#f8f9fa", "#f4a261"),
              [("#ffe8a3", 1, 22), ("#2d6a4f", 6, 6), ("#e76f51", 3, 9), ("#fefae0", 5, 4)]),
    "salad": (("#e9edc9", "#ccd5ae"), ("#ffffff", "#b5e48c"),
              [("#52b788", 10, 10), ("#e63946", 6, 7), ("#ffd166", 5, 5), ("#f8f9fa", 4, 6)]),
    "pancakes": (("#ffd6a5", "#fdffb6"), ("#ffffff", "#e9c46a"),
                 [("#d4a373", 1, 40), ("#e5b07a", 1, 30), ("#9d0208", 7, 5), ("#3a0ca3", 6, 5)]),
    "curry": (("#582f0e", "#7f4f24"), ("#fefae0", "#f4a261"),
              [("#ffffff", 1, 26), ("#e85d04", 8, 8), ("#55a630", 6, 4)]),
    "pizza": (("#bc6c25", "#dda15e"), ("#f5cb5c", "#e63946"),
              [("#fefae0", 9, 9), ("#2b9348", 7, 5), ("#9d0208", 5, 7)]),
    "tacos": (("#2a9d8f", "#264653"), ("#fefae0", "#f4d35e"),
              [("#7f5539", 8, 8), ("#70e000", 9, 5), ("#ef233c", 6, 5), ("#ffffff", 4, 4)]),
    "soup": (("#dee2e6", "#adb5bd"), ("#ffffff", "#ff9f1c"),
             [("#ffbf69", 6, 7), ("#2ec4b6", 5, 3), ("#fefae0", 3, 5)]),
    "dumplings": (("#495057", "#212529"), ("#d4a373", "#e9c46a"),
                  [("#fdf0d5", 9, 12), ("#52b788", 10, 3), ("#9d0208", 3, 3)]),
    "berry-tart": (("#f1faee", "#e5e5e5"), ("#f8edeb", "#e9c46a"),
                   [("#d00000", 10, 8), ("#3a0ca3", 10, 6), ("#ffffff", 3, 3)]),
}


# ---------------------------------------------------------------- album covers (256×256, abstract)

def cover(name, colors, seed, motif):
    rng = random.Random(seed)
    shapes = []
    if motif == "rings":
        for i in range(6):
            shapes.append(f'<circle cx="128" cy="128" r="{110 - i * 18}" fill="none" stroke="{colors[2 + i % 2]}" '
                          f'stroke-width="{rng.randint(4, 10)}" opacity="0.8"/>')
    elif motif == "waves":
        for i in range(7):
            y = 40 + i * 30
            shapes.append(f'<path d="M0 {y} Q64 {y - 30} 128 {y} T256 {y}" stroke="{colors[2 + i % 2]}" '
                          f'stroke-width="8" fill="none" opacity="0.85"/>')
    elif motif == "moon":
        shapes.append(f'<circle cx="150" cy="100" r="58" fill="{colors[2]}"/><circle cx="172" cy="86" r="52" fill="{colors[0]}"/>')
        shapes += [f'<circle cx="{rng.randint(10, 246)}" cy="{rng.randint(10, 246)}" r="1.6" fill="#fff"/>' for _ in range(30)]
        shapes.append(f'<rect y="196" width="256" height="60" fill="{colors[3]}"/>')
    else:  # blocks
        for _ in range(9):
            s = rng.randint(30, 90)
            shapes.append(f'<rect x="{rng.randint(-20, 220)}" y="{rng.randint(-20, 220)}" width="{s}" height="{s}" '
                          f'fill="{rng.choice(colors[2:])}" opacity="0.75" transform="rotate({rng.randint(0, 45)} 128 128)"/>')
    svg = (SVG_OPEN.format(w=256, h=256)
           + f'<defs>{gradient("g", colors[:2], vertical=False)}</defs>\n<rect width="256" height="256" fill="url(#g)"/>\n'
           + "".join(shapes) + "\n</svg>\n")
    write(f"cover-{name}.svg", svg)


COVERS = {
    "midnight-drive": (("#0b132b", "#3a506b", "#5bc0be", "#f4d35e"), 31, "rings"),
    "low-tide": (("#03045e", "#0077b6", "#90e0ef", "#caf0f8"), 32, "waves"),
    "moonlit": (("#10002b", "#240046", "#ffd6a5", "#3c096c"), 33, "moon"),
    "neon-garden": (("#1a1a2e", "#16213e", "#e94560", "#f9a826"), 34, "blocks"),
    "slow-embers": (("#370617", "#6a040f", "#f48c06", "#ffba08"), 35, "rings"),
    "city-rain": (("#14213d", "#1d3557", "#a8dadc", "#457b9d"), 36, "waves"),
}


def main():
    os.makedirs(OUT, exist_ok=True)
    photos()
    for name, args in PEOPLE.items():
        avatar(f"avatar-{name}.svg", *args)
    for name, (background, light, drawing) in PRODUCTS.items():
        product(name, background, light, drawing)
    for name, (colors, glyph) in CATEGORIES.items():
        category(name, colors, glyph)
    for name, (table, plate, layers) in FOOD.items():
        dish(name, table, plate, layers, sum(map(ord, name)))
    for name, (colors, seed, motif) in COVERS.items():
        cover(name, colors, seed, motif)


if __name__ == "__main__":
    main()
