import CSpotsGtk
@testable import SpotsApp
import SpotsGtk
import XCTest

final class SignalTests: GtkTestCase {
    func testHandlerRunsAndIsReleasedWhenTheWidgetDies() { onMain {
        final class Target {}
        weak var weakTarget: Target?
        var clicks = 0
        do {
            let target = Target()
            weakTarget = target
            let button = Widget(gtk_button_new_with_label("Press")!)
            Signal.connect(button.pointer, "clicked") { [target] in
                _ = target
                clicks += 1
            }
            gtk_button_clicked(spots_button(button.pointer))
            gtk_button_clicked(spots_button(button.pointer))
            XCTAssertNotNil(weakTarget, "GLib holds the closure while the widget lives")
        }
        XCTAssertEqual(clicks, 2)
        XCTAssertNil(weakTarget, "the destroy notify released the closure with the widget")
    } }

    func testWidgetSinksFloatingReference() { onMain {
        let label = gtk_label_new("x")!
        XCTAssertNotEqual(g_object_is_floating(label), 0)
        let owner = Widget(label)
        XCTAssertEqual(g_object_is_floating(owner.pointer), 0)
    } }
}
