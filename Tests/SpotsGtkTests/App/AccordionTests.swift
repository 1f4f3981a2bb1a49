import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// `interaction.collapsible`: the header toggles the component; closed, it reserves no height
/// and none of its (windowed) items has widgets; the user's choice survives reloads and restarts.
final class AccordionTests: GtkTestCase {
    private func section(_ name: String, count: Int, collapsed: Bool = false) -> ComponentModel {
        ComponentModel(identifier: name, header: Item(title: name), interaction: Interaction(collapsible: true, collapsed: collapsed),
                       items: (0..<count).map { Item(identifier: .number($0), title: "\(name) \($0)") })
    }

    /// GTK's activate (what Enter and Space send): a button shows itself pressed for a moment, then clicks.
    @MainActor
    private func activate(_ component: Component) {
        let before = component.isCollapsed
        component.headerToggle?.activate()
        GtkRuntime.run(until: { component.isCollapsed != before }, timeout: 2)
        GtkRuntime.drain(quietPeriod: 0.05)
    }

    func testACollapsedComponentIsItsHeaderOnlyAndActivatingTheHeaderOpensIt() { onMain {
        let controller = Controller(components: [section("Archive", count: 10_000, collapsed: true),
                                                 ComponentModel(identifier: "after", items: [Item(title: "After")])])
        let window = showInWindow(controller, width: 500, height: 600)
        defer { gtk_widget_destroy(window) }
        let archive = controller.components[0]
        let toggle = try! XCTUnwrap(archive.headerToggle)
        XCTAssertTrue(archive.isCollapsed)
        XCTAssertEqual(archive.cellCount, 0, "no item of a closed component has widgets")
        XCTAssertEqual(archive.widget.allocatedHeight, toggle.allocatedHeight, "only the header takes room")
        XCTAssertEqual(controller.components[1].widget.origin(in: controller.content)?.y, toggle.allocatedHeight)
        XCTAssertNotEqual(gtk_widget_get_can_focus(toggle.pointer), 0, "the header takes keyboard focus")
        XCTAssertEqual(labels(in: toggle.pointer).first, "Archive")
        XCTAssertEqual(toggle.accessibleName, "Archive")
        XCTAssertFalse(toggle.isActive)

        // Enter or Space on the focused header is GTK's activate.
        activate(archive)
        XCTAssertFalse(archive.isCollapsed)
        XCTAssertTrue(toggle.isActive)
        XCTAssertGreaterThan(archive.cellCount, 5, "what came into view is realised")
        XCTAssertLessThan(archive.cellCount, 100, "only a window of the 10,000 items")
        XCTAssertGreaterThan(archive.widget.allocatedHeight, 100_000, "open, it reserves every item's height")
        XCTAssertEqual(controller.scrollPosition.value, 0, "the reader stays at the header they opened")
        XCTAssertEqual(archive.cells.first?.item.title, "Archive 0")

        activate(archive)
        XCTAssertTrue(archive.isCollapsed)
        XCTAssertEqual(archive.cellCount, 0, "closing gives the cells back")
        XCTAssertEqual(archive.widget.allocatedHeight, toggle.allocatedHeight)
        XCTAssertEqual(controller.models[0].interaction.collapsed, true, "the model says what the user sees")
    } }

    func testANestedAccordionKeepsTheUsersChoiceWhenItsRowIsRecycled() throws { try onMain {
        // 300 rows, each with a collapsible "Details" section nested in it.
        let rows = (0..<300).map { index in
            Item(identifier: .number(index), title: "Row \(index)", children: [section("Details \(index)", count: 2)])
        }
        let controller = Controller(components: [ComponentModel(identifier: "rows", items: rows)])
        let window = showInWindow(controller, width: 500, height: 600)
        defer { gtk_widget_destroy(window) }
        let list = controller.components[0]
        @MainActor func nested(_ index: Int) -> Component? { list.realisedCell(at: index)?.children.first }
        activate(try XCTUnwrap(nested(0)))
        XCTAssertEqual(nested(0)?.isCollapsed, true)
        let openHeight = try XCTUnwrap(list.realisedCell(at: 1)).container.allocatedHeight

        // Far down: row 0's cell goes back to the pool and shows other rows, all open as declared.
        controller.scrollProgrammatically(to: 20_000)
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertNil(list.realisedCell(at: 0), "row 0 left the window")
        XCTAssertFalse(list.cells.isEmpty)
        XCTAssertEqual(list.cells.filter { $0.children.first?.isCollapsed != false }.map(\.item.title), [],
                       "a recycled cell does not carry row 0's choice to another row")

        // Back up: row 0 is built again from the model, closed as the user left it.
        controller.scrollProgrammatically(to: 0)
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertEqual(nested(0)?.isCollapsed, true)
        XCTAssertEqual(nested(1)?.isCollapsed, false)
        XCTAssertLessThan(try XCTUnwrap(list.realisedCell(at: 0)).container.allocatedHeight, openHeight,
                          "and only as tall as a closed section")
        XCTAssertEqual(controller.accordionChoices["/id:rows/item:0/id:Details 0"], true)
    } }

    func testTheUsersChoiceSurvivesALiveReloadAndARestartThroughTheCache() throws { try onMain {
        let folder = TemporaryFolder()
        let file = [section("Details", count: 30)]
        let first = Controller(cacheKey: "accordion", cacheDirectory: folder.url)
        first.reloadIfNeeded(file)
        let window = showInWindow(first, width: 500, height: 600)
        XCTAssertFalse(first.components[0].isCollapsed)
        activate(first.components[0])
        XCTAssertTrue(first.components[0].isCollapsed)

        // The same file again: nothing changed, and the section stays closed.
        first.reloadIfNeeded(file)
        XCTAssertTrue(first.lastUpdate.isEmpty, "\(first.lastUpdate)")
        XCTAssertTrue(first.components[0].isCollapsed)
        // An edit in the file: one soft update, still closed.
        var edited = file
        edited[0].items[3].title = "Edited"
        first.reloadIfNeeded(edited)
        XCTAssertEqual(first.lastUpdate.componentsUpdated, 1)
        XCTAssertEqual(first.lastUpdate.componentsCreated + first.lastUpdate.componentsDestroyed, 0)
        XCTAssertTrue(first.components[0].isCollapsed)
        XCTAssertEqual(first.components[0].model.items[3].title, "Edited")
        try first.cache()
        gtk_widget_destroy(window)

        // A restart: the cache shows it closed before the file is read, and the file keeps it so.
        let second = Controller(cacheKey: "accordion", cacheDirectory: folder.url)
        XCTAssertEqual(second.components.first?.isCollapsed, true)
        XCTAssertEqual(second.components.first?.cellCount, 0)
        second.reloadIfNeeded(edited)
        XCTAssertEqual(second.components.first?.isCollapsed, true)
        XCTAssertEqual(second.lastUpdate.componentsCreated + second.lastUpdate.componentsDestroyed, 0)

        // Turning `collapsible` off in the file rebuilds the component without a toggle, open.
        var plain = edited
        plain[0].interaction.collapsible = false
        second.reloadIfNeeded(plain)
        XCTAssertEqual(second.lastUpdate.componentsCreated, 1)
        XCTAssertNil(second.components[0].headerToggle)
        XCTAssertFalse(second.components[0].isCollapsed)
    } }

    func testAURLScreenKeepsTheReadersChoiceAcrossRestarts() throws { try onMain {
        let site = TemporaryFolder("spots-site")
        let cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        site.write(#"{"components": [{"identifier": "faq", "header": {"title": "FAQ"}, "interaction": {"collapsible": true},"#
                   + #" "items": [{"title": "Q1"}, {"title": "Q2"}]}]}"#, to: "screen.json")
        let server = try LoopbackServer(serving: site.url)
        let url = server.url("screen.json")

        let first = ScreenWindow(application: nil)
        first.present()
        first.open(.url(url))
        XCTAssertTrue(GtkRuntime.run(until: { first.controller.components.first?.headerToggle != nil && !first.isSpinning }, timeout: 10))
        activate(first.controller.components[0])
        XCTAssertTrue(first.controller.components[0].isCollapsed)
        first.window.destroy()

        // The next launch: closed at once from the cache, and still closed once the screen arrived.
        let second = ScreenWindow(application: nil)
        defer { second.window.destroy() }
        second.present()
        second.open(.url(url))
        XCTAssertEqual(second.controller.components.first?.isCollapsed, true)
        XCTAssertTrue(GtkRuntime.run(until: { !second.isSpinning }, timeout: 10))
        XCTAssertNil(second.errorMessage)
        XCTAssertEqual(second.controller.components.first?.isCollapsed, true)
        XCTAssertEqual(second.controller.components.first?.cellCount, 0)
    } }

    func testAFileScreenKeepsTheReadersChoicesAcrossRestarts() throws { try onMain {
        let folder = TemporaryFolder("spots-screen")
        let cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        let path = folder.write(#"{"components": [{"identifier": "faq", "header": {"title": "FAQ"}, "interaction": {"collapsible": true},"#
                                + #" "items": [{"title": "Q1"}, {"title": "Q2"}]}, {"identifier": "rows", "items": [{"identifier": 1,"#
                                + #" "title": "Row", "children": [{"identifier": "more", "header": {"title": "More"}, "interaction":"#
                                + #" {"collapsible": true, "collapsed": true}, "items": [{"title": "Inner"}]}]}]}]}"#, to: "screen.json")
        let first = ScreenWindow(application: nil)
        first.present()
        first.open(path: path)
        GtkRuntime.drain()
        let nested = try XCTUnwrap(first.controller.components[1].realisedCell(at: 0)?.children.first)
        XCTAssertEqual(nested.isCollapsed, true, "closed as declared")
        activate(first.controller.components[0])
        activate(nested)
        XCTAssertEqual(first.controller.components[0].isCollapsed, true)
        XCTAssertEqual(nested.isCollapsed, false)
        first.window.destroy()
        GtkRuntime.drain()

        // The next launch, through a symlink to the same file: as the reader left it.
        let link = folder.path("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let second = ScreenWindow(application: nil)
        defer { second.window.destroy() }
        second.present()
        second.open(path: link)
        GtkRuntime.drain()
        XCTAssertEqual(second.controller.components.first?.isCollapsed, true)
        XCTAssertEqual(second.controller.components.first?.cellCount, 0)
        XCTAssertEqual(second.controller.components[1].realisedCell(at: 0)?.children.first?.isCollapsed, false)

        // A copy of the file elsewhere is another screen: as declared.
        let other = folder.write(try String(contentsOfFile: path, encoding: .utf8), to: "other.json")
        let third = ScreenWindow(application: nil)
        defer { third.window.destroy() }
        third.present()
        third.open(path: other)
        GtkRuntime.drain()
        XCTAssertEqual(third.controller.components.first?.isCollapsed, false)
        XCTAssertEqual(third.controller.components[1].realisedCell(at: 0)?.children.first?.isCollapsed, true)
    } }

    func testFullPageRenderingRealisesOnlyOpenSections() { onMain {
        let (renderer, inspection) = render([section("Closed", count: 3, collapsed: true), section("Open", count: 2)])
        XCTAssertEqual(inspection.components.map(\.items.count), [0, 2])
        XCTAssertEqual(inspection.components.map(\.collapsed), [true, false])
        XCTAssertTrue(inspection.text.contains(#"component 0 "Closed" kind=list GtkListBox"#))
        XCTAssertTrue(inspection.text.contains("realised 0 of 3 items collapsed"), inspection.text)
        let closed = inspection.components[0]
        XCTAssertEqual(closed.frame.height, closed.header!.frame.height, "closed: the header's height only")
        XCTAssertEqual(inspection.components[1].frame.y, closed.frame.y + closed.frame.height)
        XCTAssertEqual(renderer.controller.components[0].cellCount, 0)
        renderer.controller.components[0].headerToggle?.click()
        renderer.settle()
        XCTAssertEqual(renderer.inspect().components.map(\.items.count), [3, 2], "opening realises its items at once")
        XCTAssertEqual(renderer.inspect().components.map(\.collapsed), [false, false])
        XCTAssertEqual(renderer.inspect().components[0].items.map(\.title), ["Closed 0", "Closed 1", "Closed 2"])
    } }
}
