#!/usr/bin/env python3
"""Draws the example screens' illustrations as small SVG files in Data/examples/images.

Reuses the drawing functions of make-demo-images.py with other palettes; deterministic.
"""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("demo_images", os.path.join(HERE, "make-demo-images.py"))
draw = importlib.util.module_from_spec(spec)
spec.loader.exec_module(draw)
draw.OUT = os.path.join(HERE, "..", "Data", "examples", "images")

AVATARS = {
    "amara": ("#f28482", "#84a59d"), "bruno": ("#4895ef", "#3a0ca3"), "chen": ("#f4a261", "#e9c46a"),
    "dara": ("#2a9d8f", "#264653"), "eli": ("#b5179e", "#7209b7"), "farah": ("#ef476f", "#ffd166"),
}

PHOTOS = [
    ("fjord", ("#a2d2ff", "#ffffff"), ["#5c7c8a", "#3d5a66", "#1f3a46"]),
    ("sunset", ("#ff7b54", "#ffd56b"), ["#9b5de5", "#7b2cbf", "#3c096c"]),
    ("meadow", ("#bde0fe", "#e9f5db"), ["#95d5b2", "#52b788", "#2d6a4f"]),
    ("canyon", ("#ffcdb2", "#ffe8d6"), ["#e07a5f", "#c8553d", "#8d3b2b"]),
    ("glacier", ("#caf0f8", "#ffffff"), ["#90e0ef", "#48cae4", "#0077b6"]),
    ("dusk", ("#3a0ca3", "#f72585"), ["#560bad", "#3f37c9", "#240046"]),
    ("dunes-noon", ("#ffe5b4", "#fff8e7"), ["#f4d35e", "#ee964b", "#c96f2d"]),
    ("forest", ("#d8f3dc", "#ffffff"), ["#74c69d", "#40916c", "#1b4332"]),
    ("harbour", ("#8ecae6", "#fefae0"), ["#219ebc", "#126782", "#023047"]),
]

PRODUCTS = {
    "headphones": (("#ffafcc", "#cdb4db"), '<path d="M -40 20 Q -40 -40 0 -40 Q 40 -40 40 20" fill="none" stroke="#fff" stroke-width="10"/>'
                                            '<rect x="-52" y="8" width="22" height="34" rx="8"/><rect x="30" y="8" width="22" height="34" rx="8"/>'),
    "camera": (("#8ecae6", "#219ebc"), '<rect x="-50" y="-26" width="100" height="64" rx="10"/><rect x="-20" y="-38" width="40" height="16" rx="4"/>'
                                        '<circle cy="6" r="22" fill="#000" fill-opacity="0.25"/>'),
    "backpack": (("#90be6d", "#43aa8b"), '<rect x="-36" y="-34" width="72" height="78" rx="18"/><rect x="-24" y="6" width="48" height="26" rx="6" fill="#000" fill-opacity="0.18"/>'),
    "lamp": (("#f9c74f", "#f8961e"), '<polygon points="-34,-10 34,-10 20,-44 -20,-44"/><rect x="-4" y="-10" width="8" height="44"/><rect x="-26" y="34" width="52" height="8" rx="4"/>'),
    "mug": (("#f94144", "#f3722c"), '<rect x="-32" y="-30" width="52" height="64" rx="8"/><path d="M 20 -14 Q 44 -14 44 4 Q 44 22 20 22" fill="none" stroke="#fff" stroke-width="8"/>'),
    "plant": (("#52b788", "#2d6a4f"), '<path d="M 0 10 Q -40 -10 -30 -44 Q 0 -30 0 10 Q 0 -30 30 -44 Q 40 -10 0 10"/><rect x="-22" y="10" width="44" height="32" rx="6"/>'),
}


def main():
    os.makedirs(draw.OUT, exist_ok=True)
    for name, colors in AVATARS.items():
        draw.avatar(f"{name}.svg", colors)
    for seed, (name, sky, layers) in enumerate(PHOTOS):
        draw.landscape(f"{name}.svg", sky, (120 + 50 * seed, 80, 26, "#fffdf0"), layers, 20 + seed)
    for name, (colors, glyph) in PRODUCTS.items():
        draw.tile(f"{name}.svg", colors, glyph)


if __name__ == "__main__":
    main()
