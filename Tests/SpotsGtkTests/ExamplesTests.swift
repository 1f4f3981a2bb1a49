import CSpotsGtk
import Foundation
import SpotsGtk
import SpotsModel
import XCTest

/// Every shipped example loads without problems and draws what it promises.
final class ExamplesTests: GtkTestCase {
    private var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Data/examples").standardizedFileURL
    }

    func testEveryExampleRendersCleanly() throws { try onMain {
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(files, ["accordion.json", "carousel-controls.json", "composition.json", "contact-cards.json", "custom-view.json", "photos.json", "profiles.json", "responsive-grid.json", "states.json", "sticky-headers.json", "storefront.json", "themed.json"])
        for file in files {
            let loaded = try ScreenLoader.load(path: examples.appendingPathComponent(file).path)
            XCTAssertEqual(loaded.warnings, [], file)
            let controller = Controller(location: loaded.location)
            let resources = ScreenResources()
            resources.apply(loaded, to: controller)
            controller.reload(loaded.screen.components)
            XCTAssertEqual(resources.problems, [], "\(file): \(resources.problems)")
            let renderer = HeadlessRenderer(controller: controller, width: 720)
            let items = renderer.inspect().components.flatMap { $0.items + $0.items.flatMap { $0.children.flatMap(\.items) } }
            XCTAssertFalse(items.isEmpty, file)
            XCTAssertFalse(items.contains { $0.imagePlaceholder }, "\(file): every image is shipped")
            if file == "custom-view.json" {
                XCTAssertEqual(items.filter { $0.view == "BuilderItemView" }.count, 3)
            }
            if file == "themed.json" {
                XCTAssertNotNil(resources.stylesheet)
            }
        }
    } }
}
