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
    private let root: Box
    private let image: ImageView
    private let texts: TextStack
    private let chevron: Image?
    private let images: ImageLoader
    private var hasImage = false
    private var imageReference = ""
    /// Card images are this fraction of the card's width tall, up to `cardImageMaximumHeight`
    /// (a full-width card would otherwise be mostly picture).
    static let cardImageAspect = 9.0 / 16.0
    static let cardImageMaximumHeight = 320.0
    static let rowImageSide = 44

    public var widget: Widget { root }

    public init(context: ItemViewContext) {
        images = context.images
        style = context.componentKind == .list ? .row : .card
        switch style {
        case .row:
            root = Box(.horizontal, spacing: 12)
            root.styleClasses.insert("spots-row")
            image = ImageView(shape: .rounded(radius: 8))
            image.setSize(width: Self.rowImageSide, height: Self.rowImageSide)
            image.widget.valign = .center
            texts = TextStack(breaksWords: false)
            let arrow = Image(iconName: "go-next-symbolic", size: .menu)
            arrow.styleClasses.insert("dim-label")
            arrow.noShowAll = true
            chevron = arrow
            root.packStart(image.widget)
            root.packStart(texts.box, expand: true)
            root.packStart(arrow)
        case .card:
            root = Box(.vertical)
            root.styleClasses.insert("spots-card")
            image = ImageView(shape: .roundedTop(radius: 11))
            texts = TextStack(maximumTitleLines: 2)
            texts.box.styleClasses.insert("spots-card-body")
            texts.box.valign = .start
            chevron = nil
            root.packStart(image.widget)
            root.packStart(texts.box, expand: true)
        }
        image.widget.noShowAll = true
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
        image.widget.isVisible = hasImage
        chevron?.isVisible = item.action != nil
        root.accessibleName = [item.title, item.subtitle].filter { !$0.isEmpty }.joined(separator: ", ")
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
