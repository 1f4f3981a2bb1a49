import Foundation
@testable import SpotsModel

/// Models with every field set to something other than its default, for round trips.
enum Fixtures {
    static let item = Item(
        index: 0, identifier: 42, title: "Title \"quoted\"", subtitle: "Ünïcödé 👋", text: "line\nbreak\ttab \\ /",
        image: "images/a.png", kind: "card", action: "open:details.json", size: Size(width: 120.5, height: 180),
        meta: [
            "badge": .string("new"), "score": .number(1.25), "big": .number(1e300), "tiny": .number(.leastNonzeroMagnitude),
            "flags": .array([.bool(true), .bool(false), .null]), "nested": .object(["a": .array([]), "b": .object([:])]),
        ],
        relations: [
            "related": [Item(index: 0, identifier: "r1", title: "R1"), Item(index: 1, title: "R2", size: Size(height: 1))],
            "none": [],
        ],
        children: [
            ComponentModel(index: 0, kind: .grid, layout: Layout(span: 3), items: [Item(index: 0, title: "nested")]),
            ComponentModel(identifier: "", index: 1, kind: "", size: Size()),
        ],
        accessibility: Accessibility(label: "Label", hint: "Hint", hidden: true, role: .link, imageDescription: "Alt"))

    static let component = ComponentModel(
        identifier: "featured", index: 0, kind: .carousel,
        header: Item(index: 0, title: "Featured", kind: "hero"), footer: Item(index: 0),
        layout: Layout(
            span: 2.5, itemsPerRow: 3, itemSpacing: 10, lineSpacing: 4.25, inset: Inset(top: 1, left: 2, bottom: 3, right: 4),
            dynamicSpan: true, dynamicHeight: false, headerMode: .sticky, pageIndicatorPlacement: .overlay,
            infiniteScrolling: true, showEmptyComponent: true),
        interaction: Interaction(paginate: .item, scrollDirection: .vertical, mouseClick: .double),
        items: [item, Item(index: 1, identifier: -7, kind: "profile", action: "", accessibility: Accessibility(label: "Profile"))],
        meta: ["theme": .string("dark"), "span": .number(9)],
        size: Size(width: 640), amountOfItemsToCache: 50, accessibility: Accessibility(label: "Picks", role: Accessibility.Role.none))

    static let screen = Screen(
        title: "Home",
        components: [component, ComponentModel(index: 1, meta: ["inset-top": .number(5)]), ComponentModel(index: 2)],
        templates: ["card": "card.ui"], stylesheet: "theme.css", pagination: Pagination(next: "2.json"),
        meta: ["$schema": .string("spots.schema.json"), "custom": .number(1)])
}
