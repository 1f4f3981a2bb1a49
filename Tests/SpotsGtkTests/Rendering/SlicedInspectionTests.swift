import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// `spots inspect` of a long screen a slice of components at a time, through one set of widgets.
final class SlicedInspectionTests: GtkTestCase {
    private let isListBox = { (widget: UnsafeMutablePointer<GtkWidget>) in
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_list_box_get_type()) != 0
    }

    private func sections(_ count: Int) -> [ComponentModel] {
        (0..<count).map { section in
            ComponentModel(identifier: "c\(section)", kind: .list, header: Item(title: "Section \(section)"),
                           items: (0..<3).map { Item(title: "Item \(section).\($0)", subtitle: "Subtitle \($0)") })
        }
    }

    func testAScanRebindsABoundedNumberOfListBoxesAndGivesTheWholeLayout() { onMain {
        let models = sections(300)
        let (renderer, whole) = render(models, width: 800)
        withExtendedLifetime(renderer) {}
        var scanned: ScreenInspection?
        let realised = SignalEmissions.counting(["realize"], where: isListBox) {
            scanned = ScanningInspector.inspect(models, in: Controller(), width: 800)
        }
        // One component's widgets each entering the screen would realise 300 list boxes; a
        // slice's worth are rebound for the others.
        XCTAssertGreaterThan(realised, 0)
        XCTAssertLessThanOrEqual(realised, 100, "list boxes realised for 300 components")
        XCTAssertEqual(scanned?.components.count, 300)
        XCTAssertEqual(scanned?.components.map(\.identifier), models.map(\.identifier))
        XCTAssertEqual(scanned?.contentHeight, whole.contentHeight)
        XCTAssertEqual(scanned?.text, whole.text)
    } }

    func testComponentsThatRepeatOneLaidOutArePlacedFromItAndGiveTheWholeLayout() { onMain {
        // Three shapes over and over, as `Scripts/make-large-screen.py --components` makes them:
        // every title differs. Those of every 17th component wrap, so it is laid out itself.
        let models = (0..<240).map { index -> ComponentModel in
            let kind: ComponentKind = [.list, .grid, .carousel][index % 3]
            let tail = index % 17 == 0 ? String(repeating: " and a title long enough to wrap", count: 5) : ""
            return ComponentModel(
                identifier: "r\(index)", kind: kind, header: Item(title: "Component \(index)"),
                layout: kind == .list ? Layout() : Layout(span: 2),
                items: (0..<3).map { item in
                    Item(title: "Item \(item) of component \(index)" + tail, subtitle: "A subtitle with some words in it",
                         text: String(repeating: "Body text ", count: 8), kind: item == 0 ? "" : "card")
                })
        }
        let (renderer, whole) = render(models, width: 800)
        withExtendedLifetime(renderer) {}
        var scanned: ScreenInspection?
        let allocated = SignalEmissions.counting(["size-allocate"], where: isListBox) {
            scanned = ScanningInspector.inspect(models, in: Controller(), width: 800)
        }
        XCTAssertEqual(scanned?.components.map(\.identifier), models.map(\.identifier))
        XCTAssertEqual(scanned?.contentHeight, whole.contentHeight)
        XCTAssertEqual(scanned?.text, whole.text)
        // Laying every slice out allocates each of its 80 lists at least once; the first slice's
        // 16 lists and those of the components with long titles (and the next one) are enough.
        XCTAssertLessThan(allocated, 60, "list boxes allocated for 80 lists")
    } }

    func testMixedComponentsGiveTheWholeLayout() { onMain {
        // Kinds, headers, footers, item kinds, sizes, nested components, accordions and states that do not line up from one slice to the
        // next: some slots are replaced, not rebound, and the frames must not notice.
        let models = (0..<130).map { index -> ComponentModel in
            let kind: ComponentKind = [.list, .grid, .carousel, .list, .grid][index % 5]
            return ComponentModel(
                identifier: index % 7 == 0 ? nil : "m\(index)", kind: kind,
                header: index % 4 == 0 ? nil : Item(title: "Header \(index)"),
                footer: index % 6 == 0 ? Item(title: "Footer \(index)") : nil,
                layout: kind == .list ? Layout() : Layout(span: 2),
                        interaction: Interaction(collapsible: index % 8 == 1, collapsed: index % 16 == 1),
                items: (0..<(1 + index % 4)).map { item in
                    Item(title: "Item \(index).\(item)" + String(repeating: " long", count: (index + item) % 9 * 6),
                         subtitle: item % 2 == 0 ? "Subtitle" : "", kind: item == 2 ? "card" : "",
                         children: index % 10 == 5 && item == 0
                            ? [ComponentModel(kind: .list, items: (0..<(index % 3 + 1)).map { Item(title: "Nested \($0)") })] : [])
                },
                state: index % 11 == 3 ? .loading : index % 13 == 4 ? .empty : nil)
        }
        let (renderer, whole) = render(models, width: 640)
        withExtendedLifetime(renderer) {}
        let scanned = ScanningInspector.inspect(models, in: Controller(), width: 640)
        XCTAssertEqual(scanned.components.map(\.index), Array(0..<130))
        XCTAssertEqual(scanned.contentHeight, whole.contentHeight)
        XCTAssertEqual(scanned.text, whole.text)
    } }

    func testCarouselsAndStickyHeadersGiveTheWholeLayout() { onMain {
        // Carousels with pages, page dots and laps, rebound from one slice to the next with other
        // item counts, between lists with sticky headers.
        let models = (0..<110).map { index -> ComponentModel in
            if index % 4 == 3 {
                return ComponentModel(identifier: "l\(index)", kind: .list, header: Item(title: "Sticky \(index)"),
                                      layout: Layout(headerMode: .sticky),
                                      items: (0..<2).map { Item(title: "Row \(index).\($0)") })
            }
            return ComponentModel(
                identifier: "k\(index)", kind: .carousel, header: Item(title: "Carousel \(index)"),
                layout: Layout(span: 2, itemSpacing: 8, inset: Inset(top: 4, left: 8, bottom: 4, right: 8),
                               pageIndicatorPlacement: index % 3 == 0 ? .below : nil, infiniteScrolling: true),
                interaction: Interaction(paginate: .page),
                items: (0..<(1 + index % 7)).map { Item(title: "Card \(index).\($0)", subtitle: "Subtitle") })
        }
        let (renderer, whole) = render(models, width: 700)
        withExtendedLifetime(renderer) {}
        let scanned = ScanningInspector.inspect(models, in: Controller(), width: 700)
        XCTAssertEqual(scanned.contentHeight, whole.contentHeight)
        XCTAssertEqual(scanned.text, whole.text)
    } }

    func testSlicesTallerThanAGdkWindowGiveTheWholeLayout() { onMain {
        // 60 lists of 60 rows: one slice is some 190,000 px tall.
        let models = (0..<60).map { index in
            ComponentModel(identifier: "t\(index)", kind: .list, header: Item(title: "Tall \(index)"),
                           items: (0..<60).map { Item(title: "Row \(index).\($0)", subtitle: "Subtitle") })
        }
        let (renderer, whole) = render(models, width: 600)
        withExtendedLifetime(renderer) {}
        let scanned = ScanningInspector.inspect(models, in: Controller(), width: 600)
        XCTAssertGreaterThan(whole.contentHeight, 100_000)
        XCTAssertEqual(scanned.contentHeight, whole.contentHeight)
        XCTAssertEqual(scanned.text, whole.text)
    } }

    func testAComponentTooLargeForASliceIsScannedWindowByWindow() { onMain {
        var models = sections(30)
        models[12].items = (0..<150).map { Item(title: "Row \($0)", subtitle: "Subtitle") }
        let (renderer, whole) = render(models, width: 500)
        withExtendedLifetime(renderer) {}
        let controller = Controller()
        let scanned = ScanningInspector.inspect(models, in: controller, width: 500, windowHeight: 400)
        // Window by window, each component is shown in list-box widgets of its own or in those
        // another one left (which stay realised in the pool, so realisations no longer tell).
        XCTAssertGreaterThanOrEqual(controller.statistics.componentsBuilt + controller.statistics.componentsReused, 30)
        XCTAssertEqual(scanned.components[12].items.count, 150)
        XCTAssertEqual(scanned.contentHeight, whole.contentHeight)
        XCTAssertEqual(scanned.text, whole.text)
    } }
}
