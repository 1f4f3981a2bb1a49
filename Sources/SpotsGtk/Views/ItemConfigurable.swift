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
    /// Shows `item`. The item is the model's: a view reads it and never changes it (its size is
    /// what GTK measures of its widget, kept in the component's height cache).
    func configure(with item: Item)
    /// Called with the width the view gets, whenever it changes.
    func layout(width: Double)
    /// The widget inside the view that takes the keyboard focus in place of the item (an input's
    /// control); nil when the item itself does (its row or card).
    var focusWidget: Widget? { get }
    /// True when the view's height follows only from the item it shows and the width it is laid
    /// out in (and the style): a window measures it when it is shown or laid out again, not on
    /// every pass. False (the default) for views that may change size on their own (an image
    /// of its own size arriving, text typed in): measured on every window pass.
    var sizeFollowsItemAndWidth: Bool { get }
}

extension ItemConfigurable {
    public func layout(width: Double) {}
    public var focusWidget: Widget? { nil }
    public var sizeFollowsItemAndWidth: Bool { false }
}

/// What a view may need to know about where it is shown.
public struct ItemViewContext {
    public enum Role: String, Sendable {
        case item
        case header
        case footer
    }

    /// How the component's presentation draws items: rows (lists, states) or cards (grids, carousels).
    public enum Style: Sendable {
        case row
        case card
    }

    /// The kind of the component the view is in, as the screen names it (`list`, `shelf`…).
    public var componentKind: ComponentKind
    /// Rows or cards: what the component's presentation asks of its items' views.
    public var style: Style
    public var role: Role
    public var images: ImageLoader
    /// Where an input view reports the value the user entered (nil: nobody listens).
    public var onInput: InputHandler?
    /// The inputs of the screen the user has left (they show whether they are valid).
    public var inputTouches: InputTouches?
    /// Where an input view says Enter was pressed in a one-line field (its form submits).
    public var onInputActivate: (@MainActor () -> Void)?

    public init(componentKind: ComponentKind, style: Style = .row, role: Role, images: ImageLoader,
                onInput: InputHandler? = nil, inputTouches: InputTouches? = nil) {
        self.componentKind = componentKind
        self.style = style
        self.role = role
        self.images = images
        self.onInput = onInput
        self.inputTouches = inputTouches
    }
}
