import SpotsModel

/// A view that shows one item: the GTK counterpart of a Spots view.
///
/// Views are created by the registry, configured whenever their item changes
/// (reconfigured in place on soft updates), and told the width they get.
@MainActor
public protocol ItemConfigurable: AnyObject {
    init(context: ItemViewContext)
    /// The widget the component places; owned by the view (build it from `Box`, `Label`, `ImageView`…).
    var widget: Widget { get }
    /// Shows `item`. A view may compute its own size and store it back on the item.
    func configure(with item: inout Item)
    /// Called with the width the view gets, whenever it changes.
    func layout(width: Double)
}

extension ItemConfigurable {
    public func layout(width: Double) {}
}

/// What a view may need to know about where it is shown.
public struct ItemViewContext {
    public enum Role: String, Sendable {
        case item
        case header
        case footer
    }

    /// The kind of the component the view is in (list rows and cards look different).
    public var componentKind: ComponentKind
    public var role: Role
    public var images: ImageLoader

    public init(componentKind: ComponentKind, role: Role, images: ImageLoader) {
        self.componentKind = componentKind
        self.role = role
        self.images = images
    }
}
