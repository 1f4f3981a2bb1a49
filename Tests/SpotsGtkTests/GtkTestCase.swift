import CSpotsGtk
import SpotsGtk
import SpotsModel
import XCTest

/// Base for tests that need GTK: initialises it once (skipping cleanly without a display)
/// and turns animations off so everything settles synchronously.
/// XCTest runs tests on the main thread, but Linux XCTest cannot call `@MainActor` test
/// methods: tests wrap their body in `onMain { }`, which asserts that and enters the actor.
class GtkTestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        let ready = MainActor.assumeIsolated {
            let ready = GtkRuntime.initialize()
            if ready { GtkRuntime.disableAnimations() }
            return ready
        }
        guard ready else { throw XCTSkip("no display: run the GTK tests under xvfb-run -a") }
    }

    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    @MainActor
    /// Renders `models` headlessly at `width` and returns the inspection.
    func render(_ models: [ComponentModel], width: Int = 600, views: ViewRegistry? = nil,
                location: ResourceLocation = ResourceLocation()) -> (HeadlessRenderer, ScreenInspection) {
        let controller = Controller(components: models, location: location, views: views ?? .shared)
        let renderer = HeadlessRenderer(controller: controller, width: width)
        return (renderer, renderer.inspect())
    }
}
