import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// The custom item view written in plain Swift renders the example screen it was made for.
final class ContactCardViewTests: GtkTestCase {
    private var screen: String {
        Repository.path("Data/examples/contact-cards.json").path
    }

    @MainActor
    private func texts(in widget: Widget) -> [String] {
        var result: [String] = []
        if let label = widget.as(Label.self), label.isVisible { result.append(label.text) }
        if let container = widget.as(Container.self) {
            for child in container.children { result += texts(in: child) }
        }
        return result
    }

    func testContactCardsRenderNameDetailAvatarAndBadge() throws { try onMain {
        let registry = ViewRegistry()
        registry.register(view: ContactCardView.self, identifier: "contact-card")
        let loaded = try ScreenLoader.load(path: screen)
        XCTAssertEqual(loaded.warnings, [])
        let controller = Controller(location: loaded.location, views: registry)
        controller.reload(loaded.screen.components)
        let renderer = HeadlessRenderer(controller: controller, width: 480)
        let inspection = renderer.inspect()
        let items = inspection.components[0].items
        XCTAssertEqual(items.map(\.view), Array(repeating: "ContactCardView", count: 4))
        XCTAssertEqual(items.map(\.title), ["Sofia Marin", "Lucas Brandt", "Mei Lin", "Jonas Berg"])

        let views = controller.components[0].cells.compactMap { $0.view as? ContactCardView }
        XCTAssertEqual(views.count, 4)
        XCTAssertEqual(texts(in: views[0].widget), ["Sofia Marin", "Platform · Lisbon", "lead"])
        XCTAssertEqual(texts(in: views[2].widget), ["Mei Lin", "Networking · Taipei"], "no badge without meta.badge")
        XCTAssertEqual(views.map(\.badgeText), ["lead", "new", "", "3"])
        XCTAssertEqual(views[3].widget.accessibleName, "Jonas Berg, Security · Oslo, 3")

        // The widget tree: a horizontal card holding the avatar, the two labels and the badge.
        let card = try XCTUnwrap(views[1].widget.as(Box.self))
        XCTAssertTrue(card.styleClasses.contains("spots-contact-card"))
        XCTAssertEqual(card.children.map(\.typeName), ["GtkDrawingArea", "GtkBox", "GtkLabel"])
        let badge = try XCTUnwrap(card.children[2].as(Label.self))
        XCTAssertTrue(badge.styleClasses.contains("spots-badge"))
        XCTAssertEqual(badge.text, "new")
        XCTAssertTrue(badge.isMapped, "the badge is on screen")
        let avatar = card.children[0]
        XCTAssertEqual(avatar.allocation.width, 48)
        XCTAssertEqual(avatar.accessibleName, "Lucas Brandt", "the avatar image is shipped, not a placeholder")

        // Reconfiguring for another contact (a soft update) hides the badge that no longer applies.
        var edited = loaded.screen.components
        edited[0].items[1].meta["badge"] = nil
        controller.reloadIfNeeded(edited)
        GtkRuntime.drain()
        XCTAssertEqual(views[1].badgeText, "")
        XCTAssertFalse(badge.isVisible)
    } }
}
