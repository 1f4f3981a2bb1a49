import CSpotsGtk
import SpotsModel

/// The default view for a component's header or footer: a heading and an optional subtitle.
@MainActor
public final class HeaderView: ItemConfigurable {
    private let root: Widget
    private let texts: TextStack
    public var widget: WidgetPointer { root.pointer }

    public init(context: ItemViewContext) {
        let isFooter = context.role == .footer
        root = Widget(Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0))
        Gtk.addStyleClass(isFooter ? "spots-footer" : "spots-header", to: root.pointer)
        texts = TextStack(titleClass: isFooter ? "spots-footer-title" : "spots-header-title")
        Gtk.packStart(texts.box, in: root.pointer)
    }

    public func configure(with item: inout Item) {
        texts.show(item)
        if !item.title.isEmpty {
            Gtk.setAccessibleName(item.title, on: root.pointer)
        }
    }
}
