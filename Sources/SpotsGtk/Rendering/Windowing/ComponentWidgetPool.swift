import SpotsModel

/// Widgets of components that left the screen's window, for components of the same shape that
/// enter it: scrolling a long screen of components moves the same few list boxes, flow boxes,
/// headers and carousel strips (with the cells hidden in them) from component to component,
/// each configured from its new model, instead of making, styling and destroying them a frame
/// at a time. `ItemCell`s do the same one level down (`CellPool`, `ScreenCellPool`).
///
/// A shape is what a component's widgets were made for and are not configured again from the
/// model: presentation, kind, layout, size, style class and the kinds of header and footer
/// views, from the same registry and images. Collapsible components (their accordion), those
/// a state stands in for and those hidden from screen readers are not pooled. At most `limit`
/// sets of a shape are kept, and `totalLimit` in all.
@MainActor
final class ComponentWidgetPool {
    struct Shape: Hashable {
        let presentation: ObjectIdentifier
        let kind: String
        let layout: Layout
        let size: Size?
        let style: String?
        let headerKind: String?
        let footerKind: String?
        let views: Held<ViewRegistry>
        let images: Held<ImageLoader>
        let depth: Int
    }

    /// An object compared by identity, and kept alive with the shape: a registry or image
    /// loader let go while widgets made with it wait here cannot be mistaken for a new one
    /// made at the same address.
    struct Held<Object: AnyObject>: Hashable {
        let object: Object
        static func == (lhs: Held, rhs: Held) -> Bool { lhs.object === rhs.object }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
    }

    /// Widget sets kept per shape: a window's worth of the components of one shape.
    static let limit = 8
    /// Widget sets kept in all: a screen whose components all differ in shape (each its own
    /// layout) keeps the most recent, not one set per component it ever showed.
    static let totalLimit = 48
    private var pooled: [Shape: [ComponentWidgets]] = [:]
    /// The shape of every set kept, oldest first.
    private var keptOrder: [Shape] = []

    /// Whether another widget set of `shape` would be kept.
    func hasRoom(for shape: Shape) -> Bool { pooled[shape, default: []].count < Self.limit }

    /// Widgets made for `shape`, out of any window and without an owner; nil when none wait.
    func take(_ shape: Shape) -> ComponentWidgets? {
        guard let widgets = pooled[shape]?.popLast() else { return nil }
        if let last = keptOrder.lastIndex(of: shape) { keptOrder.remove(at: last) }
        return widgets
    }

    /// Keeps `widgets` (out of the window, their owner gone) for a component of `shape`.
    /// The widgets may still be a hidden child of the stack's box they left (see
    /// `ComponentWindow.park`): a set that is not kept is taken out of it.
    func keep(_ widgets: ComponentWidgets, as shape: Shape) {
        guard hasRoom(for: shape) else {
            Self.letGo(widgets)
            return
        }
        pooled[shape, default: []].append(widgets)
        keptOrder.append(shape)
        guard keptOrder.count > Self.totalLimit else { return }
        // The oldest set goes (GTK destroys it with its wrappers).
        let oldest = keptOrder.removeFirst()
        if let evicted = pooled[oldest]?.removeFirst() { Self.letGo(evicted) }
        if pooled[oldest]?.isEmpty == true { pooled[oldest] = nil }
    }

    private static func letGo(_ widgets: ComponentWidgets) {
        if let parent = widgets.box.parent?.as(Container.self) { parent.remove(widgets.box) }
    }

    /// How many widget sets are kept.
    var count: Int { keptOrder.count }
}
