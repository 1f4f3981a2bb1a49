#!/usr/bin/env python3
"""Writes the key tables of docs/screen-format.md from Data/spots-screen.schema.json.

The page is written by hand except between `<!-- BEGIN GENERATED: NAME -->` and
`<!-- END GENERATED: NAME -->`, where this script puts the table NAME (see TABLES). Run it after
changing the schema; `--check` changes nothing and exits 1 when the page is stale (the
documentation tests run it so).

    Scripts/make-format-doc.py [--check]
"""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "Data" / "spots-screen.schema.json"
PAGE = ROOT / "docs" / "screen-format.md"

# Where each table's keys apply, for tables whose keys all apply to the same thing.
APPLIES_TO = {
    "screen": "the screen",
    "component": "every component",
    "inset": "every component",
    "size": "items; a carousel's height",
    "item": "items, headers, footers, state items",
    "states": "every component",
    "item-meta": "items",
    "component-meta": "every component",
}

# Layout and interaction keys differ by presentation: each says where it applies. A key added to
# the schema must be added here too (the script stops and says so).
APPLIES_TO_KEY = {
    ("layout", "span"): "grids, carousels (a list is span 1)",
    ("layout", "items-per-row"): "carousels",
    ("layout", "item-spacing"): "grids, carousels",
    ("layout", "line-spacing"): "grids, carousels",
    ("layout", "inset"): "every component",
    ("layout", "dynamic-span"): "grids, carousels",
    ("layout", "dynamic-height"): "carousels (lists and grids always grow)",
    ("layout", "header-mode"): "top-level components with a header",
    ("layout", "page-indicator"): "carousels",
    ("layout", "infinite-scrolling"): "carousels",
    ("layout", "show-empty-component"): "every component",
    ("layout", "min-item-width"): "grids; carousels and lists when given",
    ("layout", "max-width"): "every component",
    ("interaction", "paginate"): "carousels",
    ("interaction", "scroll-direction"): "carousels",
    ("interaction", "mouse-click"): "every component",
    ("interaction", "collapsible"): "components with a header",
    ("interaction", "collapsed"): "collapsible components",
    ("accessibility", "label"): "items, components",
    ("accessibility", "hint"): "items, components",
    ("accessibility", "hidden"): "items, components",
    ("accessibility", "role"): "items, components",
    ("accessibility", "image-description"): "items with an image",
}

# Defaults that depend on where the key is, which the schema leaves out of "default".
DEFAULT_NOTES = {
    ("layout", "min-item-width"): "140 in grids, else none",
    ("layout", "max-width"): "1200 at the top level, none nested",
    ("layout", "page-indicator"): "none",
    ("size", "width"): "the view's own",
    ("size", "height"): "the view's own",
}

# Each table: its name between the markers, the $defs it lists, and the properties it takes
# from a sub-object (states) instead.
TABLES = {
    "screen": ("screen", None),
    "component": ("component", None),
    "layout": ("layout", None),
    "inset": ("inset", None),
    "size": ("size", None),
    "interaction": ("interaction", None),
    "item": ("item-fields", None),
    "accessibility": ("accessibility", None),
    "states": ("component", "states"),
    "item-meta": ("item-meta", None),
    "component-meta": ("component-meta", None),
    "older": (None, None),
}

# What the tables' type column calls a schema definition.
TYPE_NAMES = {
    "text": "text",
    "number-like": "number",
    "integer-like": "integer",
    "boolean-like": "boolean",
    "item-identifier": "integer or text",
    "inset": "[inset](#inset)",
    "size": "[size](#size)",
    "layout": "[layout](#layout)",
    "interaction": "[interaction](#interaction)",
    "accessibility": "[accessibility](#accessibility)",
    "items": "array of [items](#items)",
    "item": "[item](#items)",
    "components": "array of [components](#components)",
    "header-item": "[item](#items), or a kind name (older Spots)",
    "item-meta": "object ([meta](#meta))",
    "component-meta": "object ([meta](#meta))",
    "relations": "object of item arrays",
    "kind": "text: `list`, `grid`, `carousel` or a registered kind",
    "json-value": "any JSON",
}

# Sentences every description repeats; the page says them once, above the tables.
BOILERPLATE = [
    "null is the same as leaving the key out.",
    "Names match in any case. An unknown name is only a warning (the default is used), so any string is accepted; numbers are read as text.",
    "Names match in any case.",
]

SPELLING = re.compile(r'^(?:Another spelling of|Kebab-case spelling of|Older Spots\' spelling of) "([^"]+)"(?: \([^)]*\))?\.\s*')
LEGACY_TITLE = re.compile(r"\((?:older Spots|Spots 5\.8|Spots 1\.x)\)")


def type_of(prop):
    """The type column: a definition's name, an enum's values, or JSON types (null left out)."""
    if "$ref" in prop:
        return TYPE_NAMES.get(prop["$ref"].split("/")[-1], prop["$ref"].split("/")[-1])
    if "enum" in prop:
        return " \\| ".join(f"`{value}`" for value in prop["enum"])
    for key in ("anyOf", "oneOf"):
        if key in prop:
            parts = [type_of(option) for option in prop[key]]
            enums = [part for option, part in zip(prop[key], parts) if "enum" in option]
            if enums:  # a suggested list of names; any other name is a warning
                return enums[0]
            return " or ".join(part for part in parts if part)
    if "type" not in prop and prop.get("examples") and all(isinstance(e, str) for e in prop["examples"]):
        return "text"
    types = prop.get("type")
    if isinstance(types, str):
        types = [types]
    if types:
        names = [name for name in types if name != "null"]
        if names == ["string", "number"] or names == ["string"]:
            return "text"
        return " or ".join(names)
    return ""


def default_of(def_name, key, prop):
    if (def_name, key) in DEFAULT_NOTES:
        return DEFAULT_NOTES[(def_name, key)]
    if "default" not in prop:
        return ""
    value = prop["default"]
    if isinstance(value, dict) and value and len(set(value.values())) == 1:
        return f"{next(iter(value.values()))} on each side"
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, str):
        return f"`{value}`"
    return f"`{json.dumps(value)}`"


def description_of(prop):
    text = prop.get("description", "")
    for sentence in BOILERPLATE:
        text = text.replace(sentence, "")
    return " ".join(text.replace("|", "\\|").split())


def cell(text):
    return text if text else "—"


def rows_of(schema, table):
    """(key, spellings, prop) for the current keys of a table, in schema order."""
    defs = schema["$defs"]
    def_name, sub = TABLES[table]
    properties = defs[def_name]["properties"]
    if sub:
        properties = properties[sub]["properties"]
    rows, spellings = [], {}
    for key, prop in properties.items():
        match = SPELLING.match(prop.get("description", ""))
        if match and match.group(1) in properties:
            spellings.setdefault(match.group(1), []).append(key)
            continue
        if LEGACY_TITLE.search(prop.get("title", "")):
            continue
        rows.append((key, prop))
    return [(key, spellings.get(key, []), prop) for key, prop in rows]


def applies_to(table, key):
    if table in APPLIES_TO:
        return APPLIES_TO[table]
    def_name = TABLES[table][0]
    if (def_name, key) not in APPLIES_TO_KEY:
        sys.exit(f"error: say where {def_name}.{key} applies: add it to APPLIES_TO_KEY in {Path(__file__).name}")
    return APPLIES_TO_KEY[(def_name, key)]


def key_table(schema, table):
    def_name = TABLES[table][0]
    lines = ["| key | type | default | applies to | what it does |", "| --- | --- | --- | --- | --- |"]
    for key, spellings, prop in rows_of(schema, table):
        name = f"`{key}`" + (f" (also {', '.join(f'`{s}`' for s in spellings)})" if spellings else "")
        lines.append(f"| {name} | {cell(type_of(prop))} | {cell(default_of(def_name, key, prop))} "
                     f"| {applies_to(table, key)} | {cell(description_of(prop))} |")
    return lines


def older_table(schema):
    """Keys only older Spots payloads use, wherever they are."""
    defs = schema["$defs"]
    lines = ["| key | where | type | what it does |", "| --- | --- | --- | --- |"]
    places = [("component", "component"), ("layout", "layout"), ("legacy-meta-layout", "component `meta`, without `layout`")]
    for def_name, where in places:
        properties = defs[def_name]["properties"]
        spellings = {}
        for key, prop in properties.items():
            match = SPELLING.match(prop.get("description", ""))
            if match and match.group(1) in properties and LEGACY_TITLE.search(prop.get("title", "")):
                spellings.setdefault(match.group(1), []).append(key)
        for key, prop in properties.items():
            legacy = def_name == "legacy-meta-layout" or LEGACY_TITLE.search(prop.get("title", ""))
            match = SPELLING.match(prop.get("description", ""))
            if not legacy or (match and match.group(1) in properties):
                continue
            if not type_of(prop) and def_name == "layout":
                # Typed in the layout's if/else (ignored when "inset" is set): see the else branch.
                prop = defs["layout"]["else"]["properties"].get(key, prop)
            name = f"`{key}`" + (f" (also {', '.join(f'`{s}`' for s in spellings[key])})" if key in spellings else "")
            lines.append(f"| {name} | {where} | {cell(type_of(prop))} | {cell(description_of(prop))} |")
    return lines


def generated(schema, table):
    return older_table(schema) if table == "older" else key_table(schema, table)


def render(page, schema):
    def replace(match):
        table = match.group(1)
        if table not in TABLES:
            sys.exit(f"error: {PAGE.relative_to(ROOT)} asks for an unknown table '{table}'")
        body = "\n".join(generated(schema, table))
        return f"<!-- BEGIN GENERATED: {table} -->\n{body}\n<!-- END GENERATED: {table} -->"
    pattern = re.compile(r"<!-- BEGIN GENERATED: ([\w-]+) -->.*?<!-- END GENERATED: \1 -->", re.S)
    missing = set(TABLES) - set(pattern.findall(page))
    if missing:
        sys.exit(f"error: {PAGE.relative_to(ROOT)} has no place for the tables {', '.join(sorted(missing))}")
    return pattern.sub(replace, page)


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    page = PAGE.read_text(encoding="utf-8")
    updated = render(page, schema)
    if check:
        if updated != page:
            print(f"{PAGE.relative_to(ROOT)} is stale: run Scripts/make-format-doc.py", file=sys.stderr)
            sys.exit(1)
        return
    if updated != page:
        PAGE.write_text(updated, encoding="utf-8")
        print(f"wrote {PAGE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
