import CSpotsGtk
import SpotsModel

/// Owns the vertical scrolled window and the components stacked inside it.
@MainActor
public final class Controller {
    /// The `GtkScrolledWindow` to place in a window.
    public let widget: Widget
    /// The vertical box holding every component's widget.
    public let contentBox: WidgetPointer
    public private(set) var components: [Component] = []
    public weak var delegate: ComponentDelegate?
    public let views: ViewRegistry
    public let kinds: ComponentRegistry
    public private(set) var images: ImageLoader
    /// The width components were last laid out at.
    public private(set) var layoutWidth: Double?
    private var pendingLayoutWidth: Double?

    public init(components models: [ComponentModel] = [], location: ResourceLocation = ResourceLocation(),
                views: ViewRegistry = .shared, kinds: ComponentRegistry = .shared) {
        self.views = views
        self.kinds = kinds
        images = ImageLoader(location: location)
        let scroller = gtk_scrolled_window_new(nil, nil)!
        // EXTERNAL, not NEVER: the window may shrink below the content's minimum width;
        // the next layout then fits items to the new width.
        gtk_scrolled_window_set_policy(spots_scrolled_window(scroller), GTK_POLICY_EXTERNAL, GTK_POLICY_AUTOMATIC)
        widget = Widget(scroller)
        contentBox = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        Gtk.addStyleClass("spots-content", to: contentBox)
        Gtk.add(contentBox, to: scroller)
        if let viewport = gtk_bin_get_child(spots_bin(scroller)) {
            gtk_viewport_set_shadow_type(spots_viewport(viewport), GTK_SHADOW_NONE)
        }
        Signal.connect(scroller, "size-allocate", withArgument: { [weak self] allocation in
            guard let self, let allocation else { return }
            let rectangle = allocation.assumingMemoryBound(to: GdkRectangle.self).pointee
            self.widthDidChange(Double(rectangle.width))
        })
        reload(models)
    }

    /// Replaces every component with ones built from `models`, at `location` for images.
    public func reload(_ models: [ComponentModel], location: ResourceLocation? = nil) {
        if let location { images = ImageLoader(location: location) }
        for component in components {
            Gtk.remove(component.widget.pointer, from: contentBox)
        }
        var context = RenderContext(views: views, kinds: kinds, images: images)
        context.onActivate = { [weak self] component, cell in
            self?.delegate?.component(component, itemSelected: cell.item)
        }
        components = models.enumerated().map { index, model in
            var numbered = model
            numbered.index = index
            return Component(model: numbered, context: context)
        }
        for component in components {
            Gtk.packStart(component.widget.pointer, in: contentBox)
            gtk_widget_show_all(component.widget.pointer)
        }
        if let width = layoutWidth { layout(width: width) }
        delegate?.componentsDidChange(components)
    }

    /// Lays every component out at `width` (normally driven by the window's size).
    public func layout(width: Double) {
        layoutWidth = width
        for component in components { component.layout(width: width) }
    }

    /// The models currently shown.
    public var models: [ComponentModel] { components.map(\.model) }

    /// The outer scroller's vertical adjustment (scroll position).
    public var verticalAdjustment: OpaquePointer? {
        gtk_scrolled_window_get_vadjustment(spots_scrolled_window(widget.pointer)).map { OpaquePointer($0) }
    }

    private func widthDidChange(_ width: Double) {
        guard width > 0, width != layoutWidth, width != pendingLayoutWidth else { return }
        // Size requests must not change inside GTK's allocation pass: lay out right after it.
        pendingLayoutWidth = width
        GtkRuntime.idle(priority: spots_priority_high_idle()) { [weak self] in
            guard let self, let width = self.pendingLayoutWidth else { return }
            self.pendingLayoutWidth = nil
            self.layout(width: width)
        }
    }
}
