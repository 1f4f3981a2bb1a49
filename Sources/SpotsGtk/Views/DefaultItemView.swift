import CSpotsGtk
import SpotsModel

/// The view for items without a registered kind: title, subtitle, text and image.
///
/// In a list it is a row (image at the leading edge, text beside it, a chevron when the
/// item has an action); in a grid or carousel it is a card (image on top, text below).
@MainActor
public final class DefaultItemView: ItemConfigurable {
    public enum Style: Sendable {
        case row
        case card
    }

    public let style: Style
    private let root: Widget
    private let image: ImageView
    private let texts: TextStack
    private let chevron: WidgetPointer?
    private let images: ImageLoader
    private var hasImage = false
    private var imageReference = ""
    /// Card images are this fraction of the card's width tall, up to `cardImageMaximumHeight`
    /// (a full-width card would otherwise be mostly picture).
    static let cardImageAspect = 9.0 / 16.0
    static let cardImageMaximumHeight = 320.0
    static let rowImageSide = 44

    public var widget: WidgetPointer { root.pointer }

    public init(context: ItemViewContext) {
        images = context.images
        style = context.componentKind == .list ? .row : .card
        switch style {
        case .row:
            root = Widget(Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12))
            Gtk.addStyleClass("spots-row", to: root.pointer)
            image = ImageView(shape: .rounded(radius: 8))
            image.setSize(width: Self.rowImageSide, height: Self.rowImageSide)
            gtk_widget_set_valign(image.widget.pointer, GTK_ALIGN_CENTER)
            texts = TextStack()
            let arrow = gtk_image_new_from_icon_name("go-next-symbolic", GTK_ICON_SIZE_MENU)!
            Gtk.addStyleClass("dim-label", to: arrow)
            gtk_widget_set_no_show_all(arrow, 1)
            chevron = arrow
            Gtk.packStart(image.widget.pointer, in: root.pointer)
            Gtk.packStart(texts.box, in: root.pointer, expand: true)
            Gtk.packStart(arrow, in: root.pointer)
        case .card:
            root = Widget(Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0))
            Gtk.addStyleClass("spots-card", to: root.pointer)
            image = ImageView(shape: .roundedTop(radius: 11))
            texts = TextStack(maximumTitleLines: 2)
            Gtk.addStyleClass("spots-card-body", to: texts.box)
            gtk_widget_set_valign(texts.box, GTK_ALIGN_START)
            chevron = nil
            Gtk.packStart(image.widget.pointer, in: root.pointer)
            Gtk.packStart(texts.box, in: root.pointer, expand: true)
        }
        gtk_widget_set_no_show_all(image.widget.pointer, 1)
    }

    public func configure(with item: inout Item) {
        texts.show(item)
        hasImage = !item.image.isEmpty
        if hasImage {
            let description = item.title.isEmpty ? "Image" : item.title
            let reference = item.image
            image.show(images.pixbuf(for: reference) { [weak self] pixbuf in
                // A remote image arrived: show it if this view still shows that item.
                guard let self, self.imageReference == reference else { return }
                self.image.show(pixbuf, description: description)
            }, description: description)
        }
        imageReference = item.image
        if style == .row {
            // Set every time: a reconfigured view must not keep the previous item's shape.
            image.shape = item.meta["image-shape"] == .string("circle") ? .circle : .rounded(radius: 8)
        }
        gtk_widget_set_visible(image.widget.pointer, hasImage ? 1 : 0)
        if let chevron { gtk_widget_set_visible(chevron, item.action == nil ? 0 : 1) }
        Gtk.setAccessibleName([item.title, item.subtitle].filter { !$0.isEmpty }.joined(separator: ", "), on: root.pointer)
    }

    public func layout(width: Double) {
        guard style == .card else { return }
        let side = Int(width.rounded(.down))
        image.setSize(width: side, height: Int(min(width * Self.cardImageAspect, Self.cardImageMaximumHeight).rounded()))
    }

    /// The image's shape, for tests.
    public var imageShape: ImageView.Shape { image.shape }

    /// For tests and `inspect`: whether the image area shows a placeholder.
    public var showsImagePlaceholder: Bool { hasImage && image.isPlaceholder }
}
