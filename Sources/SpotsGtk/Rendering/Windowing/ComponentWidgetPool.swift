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
/// a state stands in for and those hidden from screen readers are not pooled.
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
        let views: ObjectIdentifier
        let images: ObjectIdentifier
        let depth: Int
    }

    /// Widget sets kept per shape: a window's worth of the components of one shape.
    static let limit = 8
    private var pooled: [Shape: [ComponentWidgets]] = [:]

    /// How many widget sets were taken instead of made (for tests and the benchmark).
    private(set) var reused = 0

    /// Whether another widget set of `shape` would be kept.
    func hasRoom(for shape: Shape) -> Bool { pooled[shape, default: []].count < Self.limit }

    /// Widgets made for `shape`, out of any window and without an owner; nil when none wait.
    func take(_ shape: Shape) -> ComponentWidgets? {
        guard let widgets = pooled[shape]?.popLast() else { return nil }
        reused += 1
        return widgets
    }

    /// Keeps `widgets` (out of the window, their owner gone) for a component of `shape`.
    func keep(_ widgets: ComponentWidgets, as shape: Shape) {
        guard hasRoom(for: shape) else { return }
        pooled[shape, default: []].append(widgets)
    }
}
