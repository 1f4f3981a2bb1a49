import SpotsGtk
import SpotsModel

/// An item view written in Swift: a title above a badge with the item's `meta.greeting`.
/// Items of kind `greeting` are drawn by it once it is registered.
@MainActor
public final class GreetingView: ItemConfigurable {
    public let title = Label()
    public let greeting = Label()
    private let box = Box(.vertical, spacing: 4)
    public var widget: Widget { box }

    public init(context: ItemViewContext) {
        title.styleClasses.insert("spots-title")
        greeting.styleClasses.insert("dim-label")
        box.setMargins(12)
        box.packStart(title)
        box.packStart(greeting)
    }

    public func configure(with item: Item) {
        title.text = item.title
        if case .string(let text)? = item.meta["greeting"] { greeting.text = text } else { greeting.text = "" }
    }
}
