import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// The accessibility tree in-process, through the ATK wrappers: what a screen reader is told
/// about items, images, headers, components and the error bar.
final class AccessibilityTests: GtkTestCase {
    @MainActor
    private func components(_ models: [ComponentModel], width: Int = 600) -> (HeadlessRenderer, [Component]) {
        let (renderer, _) = render(models, width: width)
        return (renderer, renderer.controller.components)
    }

    @MainActor
    private func accessible(_ widget: Widget, file: StaticString = #filePath, line: UInt = #line) -> Accessible {
        guard let accessible = widget.accessibleObject else {
            XCTFail("no accessible", file: file, line: line)
            fatalError("no accessible")
        }
        return accessible
    }

    /// Every widget under `widget` (GTK's internal children included), depth first.
    @MainActor
    private func descendants(of widget: Widget) -> [Widget] {
        guard let container = widget.as(Container.self) else { return [] }
        return container.allChildPointers.flatMap { pointer -> [Widget] in
            let child = Widget(pointer)
            return [child] + descendants(of: child)
        }
    }

    // Each test keeps its renderer (and so its window) alive while it reads the tree.

    func testTheFocusableRowCarriesNameDescriptionRoleAndAction() { onMain {
        let items = [
            Item(title: "Lisbon", subtitle: "Three days", action: "https://example.invalid/lisbon"),
            Item(title: "Details", action: "open:details.json"),
            Item(title: "Plain row", subtitle: "No action"),
            Item(title: "Ignored title", action: "open:x.json",
                 accessibility: Accessibility(label: "Custom name", hint: "Custom hint", role: .heading)),
            Item(title: "Secret", accessibility: Accessibility(hidden: true)),
        ]
        let (renderer, shown) = components([ComponentModel(kind: .list, items: items)])
        let rows = shown[0].cells.map { accessible($0.container) }
        XCTAssertEqual(rows.map(\.name), ["Lisbon", "Details", "Plain row", "Custom name", ""])
        XCTAssertEqual(rows.map(\.description), ["Three days", "", "No action", "Custom hint", ""])
        XCTAssertEqual(rows.map(\.role), [.link, .pushButton, .listItem, .heading, .redundantObject])
        XCTAssertEqual(rows.map(\.actionNames), [["activate"], ["activate"], [], ["activate"], []])
        XCTAssertTrue(rows[0].states.contains(.focusable))
        withExtendedLifetime(renderer) {}
    } }

    func testTheActivateActionRunsTheItemLikeEnter() { onMain {
        let controller = Controller(components: [ComponentModel(kind: .grid, layout: Layout(span: 2), items: [
            Item(title: "Card", action: "open:card.json"), Item(title: "Other"),
        ])])
        final class Recorder: ComponentDelegate {
            var selected: [String] = []
            func component(_ component: Component, itemSelected item: Item) { selected.append(item.title) }
        }
        let recorder = Recorder()
        controller.delegate = recorder
        let window = showInWindow(controller)
        defer { Widget(window).destroy() }
        let card = accessible(controller.components[0].cells[0].container)
        XCTAssertEqual(card.role, .pushButton)
        XCTAssertTrue(card.performAction("activate"))
        XCTAssertFalse(accessible(controller.components[0].cells[1].container).performAction("activate"))
        GtkRuntime.drain()
        XCTAssertEqual(recorder.selected, ["Card"])
    } }

    func testAReusedRowTakesTheNewItemsAccessibility() { onMain {
        let controller = Controller(components: [ComponentModel(kind: .list, items: [Item(identifier: 1, title: "Old", action: "open:a.json")])])
        let window = showInWindow(controller)
        defer { Widget(window).destroy() }
        controller.update(Item(identifier: 1, title: "New", subtitle: "Plain now"), index: 0)
        GtkRuntime.drain()
        let row = accessible(controller.components[0].cells[0].container)
        XCTAssertEqual([row.name, row.description], ["New", "Plain now"])
        XCTAssertEqual(row.role, .listItem)
        XCTAssertEqual(row.actionNames, [])
    } }

    func testImagesAreDescribedByAltTextOrHiddenAndTheChevronIsHidden() { onMain {
        let items = [
            Item(title: "Lake", image: "missing.png", action: "open:lake.json",
                 accessibility: Accessibility(imageDescription: "A lake at dawn")),
            Item(title: "Titled", image: "missing.png"),
            Item(image: "missing.png"),
            Item(image: "missing.png", accessibility: Accessibility(imageDescription: "")),
        ]
        let (renderer, shown) = components([ComponentModel(kind: .list, items: items)])
        let images = shown[0].cells.map { cell in
            descendants(of: cell.container).first { $0.styleClasses.contains("spots-image") }.map { accessible($0) }
        }
        XCTAssertEqual(images.map { $0?.role }, [.image, .redundantObject, .image, .redundantObject])
        XCTAssertEqual(images.map { $0?.name }, ["A lake at dawn (image not available)", "", "Image (image not available)", ""])
        XCTAssertEqual(images[0]?.description, "A lake at dawn")
        let chevrons = descendants(of: shown[0].cells[0].container).filter { $0.typeName == "GtkImage" }
        XCTAssertEqual(chevrons.count, 1, "the row's chevron")
        XCTAssertEqual(chevrons.map { accessible($0).role }, [.redundantObject])
        withExtendedLifetime(renderer) {}
    } }

    func testHeaderAndFooterTitlesAreHeadingsAndComponentsAreNamedWithTheirCount() { onMain {
        let models = [
            ComponentModel(kind: .list, header: Item(title: "Section A"), footer: Item(title: "The end"),
                           items: (0..<8).map { Item(title: "Row \($0)") }),
            ComponentModel(kind: .grid, layout: Layout(span: 2), items: [Item(title: "One")],
                           accessibility: Accessibility(label: "Photos", hint: "Holiday pictures")),
            ComponentModel(kind: .list, header: Item(title: "Shown"), items: [Item(title: "x")],
                           accessibility: Accessibility(hidden: true)),
        ]
        let (renderer, shown) = components(models)
        let lists = shown.map { accessible($0.items) }
        XCTAssertEqual(lists.map(\.name), ["Section A", "Photos", ""])
        XCTAssertEqual(lists.map(\.description), ["8 items", "Holiday pictures, 1 item", ""])
        XCTAssertEqual(lists[2].role, .redundantObject)
        let headings = descendants(of: shown[0].widget).map { accessible($0) }.filter { $0.role == .heading }
        XCTAssertEqual(headings.map(\.name), ["Section A", "The end"])
        withExtendedLifetime(renderer) {}
    } }

    func testTheComponentCountFollowsUpdatesAndCountsUnrealisedItems() { onMain {
        let controller = Controller(components: [ComponentModel(kind: .list, items: (0..<500).map { Item(title: "Row \($0)") })])
        let window = showInWindow(controller, width: 400, height: 300)
        defer { Widget(window).destroy() }
        let component = controller.components[0]
        XCTAssertLessThan(component.cellCount, 500, "windowed: not every item has a widget")
        XCTAssertEqual(accessible(component.items).description, "500 items")
        controller.append(Item(title: "Row 500"), componentIndex: 0)
        GtkRuntime.drain()
        XCTAssertEqual(accessible(controller.components[0].items).description, "501 items")
    } }

    func testTheErrorBarIsAnAnnouncedAlert() throws { try onMain {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("screen.json")
        try Data(#"{"components": [{"items": [{"title": "A"}]}]}"#.utf8).write(to: file)
        let screen = ScreenWindow(application: nil)
        defer { screen.window.destroy() }
        screen.open(.file(file.path))
        GtkRuntime.drain()
        try Data(#"{"components": [{"items": [{"title": "A"}"#.utf8).write(to: file)
        screen.controller.refresh()
        let deadline = Date().addingTimeInterval(5)
        while !screen.isErrorBarRevealed, Date() < deadline { GtkRuntime.drain(quietPeriod: 0.05) }
        XCTAssertTrue(screen.isErrorBarRevealed)
        let bar = try XCTUnwrap(screen.errorBarAccessible)
        XCTAssertEqual(bar.role, .alert)
        XCTAssertTrue(bar.name.hasPrefix("Error: "), bar.name)
        XCTAssertTrue(bar.name.contains("screen.json:1:"), bar.name)
    } }
}

extension AccessibilityTests {
    func testTheErrorBarsCloseButtonIsNamed() { onMain {
        let screen = ScreenWindow(application: nil)
        defer { screen.window.destroy() }
        screen.present()
        GtkRuntime.drain()
        XCTAssertEqual(screen.errorBarCloseButtonNames, ["Close"])
    } }
}

extension AccessibilityTests {
    /// `spots snapshot --focus`: the item really has the keyboard focus when drawn, or it says why not.
    func testFocusSnapshotFocusesTheItemOrFails() throws { try onMain {
        let folder = TemporaryFolder()
        let output = folder.path("focus.png")
        let controller = Controller(components: [ComponentModel(kind: .list, items: [Item(title: "One"), Item(title: "Two")])])
        try FocusSnapshot.write(controller, width: 320, height: nil, focusing: "Two", to: output)
        let png = try Data(contentsOf: URL(fileURLWithPath: output))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(png[16..<20].reduce(0) { $0 << 8 | Int($1) }, 320, "the PNG is as wide as asked")
        let other = Controller(components: [ComponentModel(kind: .list, items: [Item(title: "One")])])
        XCTAssertThrowsError(try FocusSnapshot.write(other, width: 320, height: nil, focusing: "Missing", to: output)) { error in
            XCTAssertEqual("\(error)", "no item titled \"Missing\" to focus")
        }
    } }
}

extension AccessibilityTests {
    /// A reload that changes only accessibility settings reaches the widgets (and undoes itself).
    func testAReloadUpdatesComponentAndHeaderAccessibility() { onMain {
        let plain = ComponentModel(identifier: "c", kind: .list, header: Item(title: "Trips"), items: [Item(title: "A")])
        var labelled = plain
        labelled.accessibility = Accessibility(label: "All trips", hint: "Sorted by date")
        labelled.header?.accessibility = Accessibility(label: "Trips heading")
        let controller = Controller(components: [plain])
        let window = showInWindow(controller)
        defer { Widget(window).destroy() }
        @MainActor func names() -> [String] {
            let component = controller.components[0]
            let list = accessible(component.items)
            let heading = descendants(of: component.widget).map { accessible($0) }.first { $0.role == .heading }
            return [list.name, list.description, heading?.name ?? "no heading"]
        }
        XCTAssertEqual(names(), ["Trips", "1 item", "Trips"])
        controller.reloadIfNeeded([labelled])
        GtkRuntime.drain()
        XCTAssertEqual(names(), ["All trips", "Sorted by date, 1 item", "Trips heading"])
        controller.reloadIfNeeded([plain])
        GtkRuntime.drain()
        XCTAssertEqual(names(), ["Trips", "1 item", "Trips"])
    } }
}

/// Nothing focusable or grouping is left without a name: a nested component without a header is
/// named after the item holding it, and the scroll panes after the screen and the carousel.
final class AccessibleNamesTests: GtkTestCase {
    func testANestedGridWithoutAHeaderIsNamedAfterItsItem() throws { try onMain {
        let grid = ComponentModel(kind: .grid, layout: Layout(span: 2), items: [Item(title: "Alfama"), Item(title: "Belém")])
        let titled = ComponentModel(kind: .grid, header: Item(title: "Nearby"), items: [Item(title: "Cascais")])
        let list = ComponentModel(kind: .list, items: [
            Item(title: "Sintra", children: [grid]),
            Item(title: "Porto", children: [titled]),
            Item(title: "Ignored", children: [grid], accessibility: Accessibility(label: "Évora")),
        ])
        let (renderer, _) = render([list])
        let rows = renderer.controller.components[0].cells
        let names = try rows.map { try XCTUnwrap($0.children.first?.items.accessibleObject).name }
        XCTAssertEqual(names, ["Sintra", "Nearby", "Évora"], "a header wins; otherwise the item it is nested in")
        withExtendedLifetime(renderer) {}
    } }

    func testTheScrollPanesHaveNames() { onMain {
        let cards = ComponentModel(kind: .carousel, header: Item(title: "Featured"), layout: Layout(span: 2),
                                   items: (0..<4).map { Item(title: "Card \($0)") })
        let (renderer, _) = render([cards])
        let controller = renderer.controller
        XCTAssertEqual(controller.widget.accessibleName, "Content", "the screen's scroll pane, until the app names it")
        XCTAssertEqual(controller.components[0].scroller?.accessibleName, "Featured", "a carousel's scroll pane is named like it")
        withExtendedLifetime(renderer) {}

        let screen = ScreenWindow(application: nil)
        defer { screen.window.destroy() }
        screen.open(data: Data(#"{"title": "Trips", "components": [{"items": [{"title": "A"}]}]}"#.utf8), file: "/tmp/trips.json",
                    location: ResourceLocation())
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(screen.controller.widget.accessibleName, "Trips", "the app names it after the screen")
    } }
}
