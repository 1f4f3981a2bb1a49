import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// Every shipped example loads without problems and draws what it promises.
final class ExamplesTests: GtkTestCase {
    private var examples: URL {
        Repository.path("Data/examples")
    }

    func testTheContactTemplatesAvatarsAreRound() throws { try onMain {
        let loaded = try ScreenLoader.load(path: examples.appendingPathComponent("custom-view.json").path)
        let controller = Controller(location: loaded.location)
        ScreenResources().apply(loaded, to: controller)
        controller.reload(loaded.screen.components)
        let renderer = HeadlessRenderer(controller: controller, width: 720)
        _ = renderer.inspect()
        let avatars = controller.components[0].cells.compactMap { ($0.view as? BuilderItemView)?.object("image") }
        XCTAssertEqual(avatars.count, 3)
        for avatar in avatars {
            let pixbuf = try XCTUnwrap(gtk_image_get_pixbuf(UnsafeMutableRawPointer(avatar.pointer).assumingMemoryBound(to: GtkImage.self)))
            let (width, height) = (Int(gdk_pixbuf_get_width(pixbuf)), Int(gdk_pixbuf_get_height(pixbuf)))
            XCTAssertEqual([width, height], [56, 56])
            XCTAssertEqual(gdk_pixbuf_get_has_alpha(pixbuf), 1)
            let pixels = try XCTUnwrap(gdk_pixbuf_get_pixels(pixbuf))
            let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
            func alpha(_ x: Int, _ y: Int) -> UInt8 { pixels[y * stride + x * 4 + 3] }
            XCTAssertEqual([alpha(0, 0), alpha(55, 0), alpha(0, 55), alpha(55, 55)], [0, 0, 0, 0], "the corners are cut away")
            XCTAssertEqual(alpha(28, 28), 255)
            XCTAssertEqual(alpha(28, 1), 255, "the circle reaches the edges")
        }
    } }

    func testEveryExampleRendersCleanly() throws { try onMain {
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(files, ["accordion.json", "carousel-controls.json", "composition.json", "contact-cards.json", "custom-view.json", "data-bound.json", "data-url.json", "feedback.json", "first-screen.json", "inbox.json", "photos.json", "profiles.json", "readings.json", "responsive-grid.json", "search.json", "settings-form.json", "sign-in.json", "state.json", "states.json", "sticky-headers.json", "storefront.json", "themed.json"])
        for file in files {
            var loaded = try ScreenLoader.load(path: examples.appendingPathComponent(file).path)
            DataURLLoader.fillWaiting(&loaded, file: file)
            XCTAssertEqual(loaded.warnings, [], file)
            let controller = Controller(location: loaded.location)
            let resources = ScreenResources()
            resources.apply(loaded, to: controller)
            controller.reload(loaded.screen.presentedComponents)
            XCTAssertEqual(resources.problems, [], "\(file): \(resources.problems)")
            // 100,000 rows: the window the app shows, not the whole length.
            let whole = file != "readings.json"
            let renderer = HeadlessRenderer(controller: controller, width: 720, height: whole ? nil : 600)
            let items = renderer.inspect().components.flatMap { $0.items + $0.items.flatMap { $0.children.flatMap(\.items) } }
            XCTAssertFalse(items.isEmpty, file)
            XCTAssertFalse(items.contains { $0.imagePlaceholder }, "\(file): every image is shipped")
            if file == "custom-view.json" {
                XCTAssertEqual(items.filter { $0.view == "BuilderItemView" }.count, 3)
            }
            if file == "state.json" {
                XCTAssertEqual(items.map(\.title), ["Count: 0", "Add one", "Hello, Ana!", "Show details"],
                               "expressions evaluated, visible-if rows left out")
            }
            if file == "data-url.json" {
                XCTAssertEqual(items.map(\.title), ["Apple", "Banana", "Cherries", "Dates"], "rows from data/fruits.json")
            }
            if file == "data-bound.json" {
                XCTAssertEqual(items.map(\.title), ["Apple", "Banana", "Cherries", "Dates", "Add a fruit"], "rows bound to their elements")
            }
            if file == "readings.json" {
                XCTAssertEqual(controller.components[0].itemCount, 100_000)
                XCTAssertEqual(Array(items.prefix(3).map(\.title)), ["26.9 °C", "25.4 °C", "29.9 °C · too warm"],
                               "the first rows bound, through the template their element chose")
                XCTAssertLessThan(controller.components[0].cells.count, 100, "only the rows near the window have views")
            }
            if file == "inbox.json" {
                // Each patch the rows name applies to the screen as written.
                var titles: [String: [String]] = [:]
                for patch in ["read-all", "archive", "new-message"] {
                    let data = try Data(contentsOf: examples.appendingPathComponent("patches/\(patch).json"))
                    let patched = try loaded.screen.applying(PatchDecoder().decode(data).patch)
                    titles[patch] = patched.components[0].items.map(\.title)
                }
                XCTAssertEqual(titles, ["read-all": ["Ana Ribeiro", "Ben Okafor", "Weekly newsletter", "Dev Sharma"],
                                        "archive": ["• Ana Ribeiro", "• Ben Okafor", "Dev Sharma"],
                                        "new-message": ["• Ana Ribeiro", "• Ben Okafor", "• Weekly newsletter", "Dev Sharma", "• Chloé Martin"]])
            }
            if file == "themed.json" {
                XCTAssertNotNil(resources.stylesheet)
            }
        }
    } }
}
