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
    /// Made for the first item with an image, and the chevron for the first with an action:
    /// a view that never shows them does not pay for their widgets (most rows of a long list).
    private var image: ImageView?
    private var chevron: Image?
    private let texts: TextStack
    private let images: ImageLoader
    private var cardWidth: Double?
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
            texts = TextStack(breaksWords: false)
            root.packStart(texts.box, expand: true)
        case .card:
            root = Box(.vertical)
            root.styleClasses.insert("spots-card")
            texts = TextStack(maximumTitleLines: 2)
            texts.box.styleClasses.insert("spots-card-body")
            texts.box.valign = .start
            root.packStart(texts.box, expand: true)
        }
    }

    /// The image area, made on first use before the texts.
    private func imageView() -> ImageView {
        if let image { return image }
        let made = ImageView(shape: style == .row ? .rounded(radius: 8) : .roundedTop(radius: 11))
        if style == .row {
            made.setSize(width: Self.rowImageSide, height: Self.rowImageSide)
            made.widget.valign = .center
        }
        made.widget.noShowAll = true
        root.packStart(made.widget)
        root.reorder(made.widget, to: 0)
        image = made
        if let cardWidth { sizeCardImage(made, width: cardWidth) }
        return made
    }

    private func chevronImage() -> Image {
        if let chevron { return chevron }
        let arrow = Image(iconName: "go-next-symbolic", size: .menu)
        arrow.styleClasses.insert("dim-label")
        arrow.accessibleObject?.hide() // decorative: the row's role already says it acts
        arrow.noShowAll = true
        root.packEnd(arrow)
        chevron = arrow
        return arrow
    }

    public func configure(with item: inout Item) {
        texts.show(item)
        hasImage = !item.image.isEmpty
        if hasImage {
            let image = imageView()
            let description = Self.imageDescription(of: item)
            let reference = item.image
            image.show(images.pixbuf(for: reference) { [weak self] pixbuf in
                // A remote image arrived: show it if this view still shows that item.
                guard let self, self.imageReference == reference else { return }
                self.image?.show(pixbuf, description: description)
            }, description: description)
            if style == .row {
                // Set every time: a reconfigured view must not keep the previous item's shape.
                image.shape = item.meta["image-shape"] == .string("circle") ? .circle : .rounded(radius: 8)
            }
        }
        imageReference = item.image
        image?.widget.isVisible = hasImage
        if item.action != nil {
            chevronImage().isVisible = true
        } else {
            chevron?.isVisible = false
        }
    }

    /// The image's alt text: `image-description` when given ("" is decorative), none when the
    /// title already says what the item is, "Image" when nothing else names it.
    static func imageDescription(of item: Item) -> String? {
        if let alt = item.accessibility.imageDescription { return alt.isEmpty ? nil : alt }
        return item.title.isEmpty ? "Image" : nil
    }

    public func layout(width: Double) {
        guard style == .card else { return }
        cardWidth = width
        if let image { sizeCardImage(image, width: width) }
    }

    private func sizeCardImage(_ image: ImageView, width: Double) {
        let side = Int(width.rounded(.down))
        image.setSize(width: side, height: Int(min(width * Self.cardImageAspect, Self.cardImageMaximumHeight).rounded()))
    }

    /// The image's shape, for tests (the row default before any image was shown).
    public var imageShape: ImageView.Shape { image?.shape ?? (style == .row ? .rounded(radius: 8) : .roundedTop(radius: 11)) }

    /// For tests and `inspect`: whether the image area shows a placeholder.
    public var showsImagePlaceholder: Bool { hasImage && (image?.isPlaceholder ?? true) }
}
