import Foundation
import SpotsGtk
import SpotsModel

/// A window of the app's own that shows a Spots screen: a list of greetings drawn by
/// `GreetingView`, and a grid drawn by Spots' default view.
@MainActor
public final class HelloWindow: ComponentDelegate {
    public let window = Window()
    public let controller: Controller
    /// The titles of the items the user activated, in order.
    public private(set) var activated: [String] = []

    public static let screen = """
    {
      "components": [
        {"kind": "list", "header": {"title": "Greetings"},
         "items": [
           {"identifier": "en", "kind": "greeting", "title": "English", "meta": {"greeting": "Hello"}},
           {"identifier": "de", "kind": "greeting", "title": "Deutsch", "meta": {"greeting": "Hallo"}},
           {"identifier": "he", "kind": "greeting", "title": "עברית", "meta": {"greeting": "שלום"}}
         ]},
        {"kind": "grid", "layout": {"span": 2, "item-spacing": 8, "line-spacing": 8,
                                    "inset": {"top": 8, "left": 16, "bottom": 16, "right": 16}},
         "items": [{"title": "Default view", "subtitle": "drawn by Spots"},
                   {"title": "Also default", "subtitle": "no kind given"}]}
      ]
    }
    """

    /// Registers the Swift view once for the whole app.
    public static func registerViews() {
        ViewRegistry.shared.register(view: GreetingView.self, identifier: "greeting")
    }

    public init() throws {
        Self.registerViews()
        let screen = try ScreenDecoder().decode(Data(Self.screen.utf8), file: "hello.json").screen
        controller = Controller(components: screen.components)
        window.title = "Hello, Spots"
        window.setDefaultSize(width: 480, height: 560)
        window.add(controller.widget)
        controller.delegate = self
    }

    public func present() { window.present() }

    public func component(_ component: Component, itemSelected item: Item) {
        activated.append(item.title)
    }
}
