import SpotsModel

/// The view for items without a registered kind: title, subtitle, text and image.
///
/// In a list it is a row (image at the leading edge, text beside it, an icon saying where the
/// item's action leads: `ActionIcon`); in a grid or carousel it is a card (image on top, text below).
@MainActor
public final class DefaultItemView: ItemConfigurable {
    public typealias Style = ItemViewContext.Style

    public let style: Style
    private let root: Box
    /// Made for the first item with an image, and the chevron for the first with an action:
    /// a view that never shows them does not pay for their widgets (most rows of a long list).
    private var image: ImageView?
    private var chevron: Image?
    /// The title, subtitle and text: one widget laying them out for the width the row or card
    /// gets (see `ItemTexts`).
    private let texts = ItemTexts()
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

    /// Its texts, image and icon are sized by the item and the width: a row's image is a fixed
    /// square, a card's follows the card's width once it has one.
    public var sizeFollowsItemAndWidth: Bool { style == .row || cardWidth != nil }

    public init(context: ItemViewContext) {
        images = context.images
        style = context.style
        switch style {
        case .row:
            root = Box(.horizontal, spacing: 12)
            root.styleClasses.insert("spots-row")
            texts.valign = .center
            root.packStart(texts, expand: true)
        case .card:
            root = CardBox(.vertical)
            root.styleClasses.insert("spots-card")
            texts.styleClasses.insert("spots-card-body")
            texts.valign = .start
            texts.titleLines = 2
            root.packStart(texts, expand: true)
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

    /// The icon at a row's trailing edge, made for the first item with an action.
    private func actionIcon() -> Image {
        if let chevron { return chevron }
        let icon = Image(iconName: "go-next-symbolic", size: .menu)
        icon.styleClasses.insert("dim-label")
        icon.styleClasses.insert("spots-action-icon")
        icon.noShowAll = true
        // The row's name says what it is; the arrow adds nothing to hear.
        icon.hideFromAccessibility()
        root.packEnd(icon)
        chevron = icon
        return icon
    }

    public func configure(with item: Item) {
        hasImage = !item.image.isEmpty
        let iconName = style == .row ? item.action.flatMap(ActionIcon.name(for:)) : nil
        texts[.title] = item.title
        texts[.subtitle] = item.subtitle
        texts[.text] = item.text
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
        // Rows only: a card says it can be clicked by its hover and cursor, and an icon under
        // its text would read as part of the content.
        if let name = iconName {
            let icon = actionIcon()
            icon.setIcon(name, size: .menu)
            icon.isVisible = true
        } else {
            chevron?.isVisible = false
        }
    }

    /// The image's alt text: `image-description` when given ("" is decorative), none when the
    /// title already says what the item is, "Image" when nothing else names it.
    static func imageDescription(of item: Item) -> String? {
        if let alt = item.accessibility.imageDescription { return alt.isEmpty ? nil : alt }
        return item.title.isEmpty ? translated("Image") : nil
    }

    public func layout(width: Double) {
        guard style == .card else { return }
        cardWidth = width
        if let image { sizeCardImage(image, width: width) }
    }

    private func sizeCardImage(_ image: ImageView, width: Double) {
        // Only the height: the image fills the card inside its border, so a card with an image
        // is exactly as wide as one without.
        image.setSize(width: -1, height: Int(min(width * Self.cardImageAspect, Self.cardImageMaximumHeight).rounded()))
    }

    /// The image's shape, for tests (the row default before any image was shown).
    public var imageShape: ImageView.Shape { image?.shape ?? (style == .row ? .rounded(radius: 8) : .roundedTop(radius: 11)) }

    /// For tests: the icon name at the row's trailing edge, nil when none is shown.
    public var actionIconName: String? { chevron?.isVisible == true ? chevron?.iconName : nil }

    /// For `inspect` and tests: the widget showing the texts.
    public var itemTexts: ItemTexts { texts }

    /// For tests and `inspect`: whether the image area shows a placeholder.
    public var showsImagePlaceholder: Bool { hasImage && (image?.isPlaceholder ?? true) }
}
