#!/usr/bin/env python3
"""Writes a large screen for measuring the decoder (not committed: it is generated).

    Scripts/make-large-screen.py OUT.json [--mb 100] [--components N]

By default about 100 MB: components of 50 items each, with titles, subtitles, text, meta and sizes.
With --components N, exactly N components of 3 items each (for the "20,000 components" figure).
"""
import argparse, json

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--mb", type=float, default=100)
parser.add_argument("--components", type=int)
args = parser.parse_args()

def item(c, i):
    return {"identifier": c * 1000 + i, "title": f"Item {i} of component {c}", "subtitle": "A subtitle with some words in it",
            "text": "Body text " * 8, "image": f"images/{i % 17}.png", "kind": "card" if i % 3 else "",
            "action": f"open:details-{i}.json", "size": {"height": 80 + i % 40}, "meta": {"badge": "new", "rank": i}}

with open(args.out, "w") as out:
    out.write('{"title": "Large", "components": [\n')
    if args.components:
        for c in range(args.components):
            if c: out.write(",\n")
            out.write(json.dumps({"identifier": f"c{c}", "kind": ["list", "grid", "carousel"][c % 3], "header": {"title": f"Component {c}"},
                                  "layout": {"span": 2, "item-spacing": 8, "inset": {"top": 4, "left": 8, "bottom": 4, "right": 8}},
                                  "items": [item(c, i) for i in range(3)]}, indent=1))
    else:
        target = int(args.mb * 1024 * 1024)
        written = 0
        c = 0
        while written < target:
            text = ("" if c == 0 else ",\n") + json.dumps({"identifier": f"c{c}", "kind": "grid", "layout": {"span": 3},
                                                           "items": [item(c, i) for i in range(50)]}, indent=1)
            out.write(text)
            written += len(text)
            c += 1
    out.write("\n]}\n")
