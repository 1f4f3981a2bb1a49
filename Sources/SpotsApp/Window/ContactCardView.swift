import SpotsGtk
import SpotsModel

/// A custom item view in plain Swift: a round avatar, the name and a detail line, and a badge
/// from `meta.badge` ("new", "3"…) that hides when there is none. The app registers it for the
/// kind `contact-card` (see Data/examples/contact-cards.json and the README).
@MainActor
public final class ContactCardView: ItemConfigurable {
    private let card = Box(.horizontal, spacing: 12)
    private let avatar = ImageView(shape: .circle)
    private let name = Label()
    private let detail = Label()
    private let badge = Label()
    private let images: ImageLoader
    private var imageReference = ""
    public var widget: Widget { card }

    public init(context: ItemViewContext) {
        images = context.images
        card.styleClasses.insert("spots-contact-card")
        avatar.setSize(width: 48, height: 48)
        name.styleClasses.insert("spots-title")
        detail.styleClasses.insert("spots-subtitle")
        badge.styleClasses.insert("spots-badge")
        badge.valign = .center
        badge.noShowAll = true
        let texts = Box(.vertical, spacing: 2)
        texts.valign = .center
        texts.packStart(name)
        texts.packStart(detail)
        card.packStart(avatar.widget)
        card.packStart(texts, expand: true)
        card.packStart(badge)
    }

    public func configure(with item: Item) {
        name.text = item.title
        detail.text = item.subtitle
        if case .string(let text)? = item.meta["badge"] { badge.text = text } else { badge.text = "" }
        badge.isVisible = !badge.text.isEmpty
        badge.accessibleName = badge.text
        let (title, reference) = (item.title, item.image)
        imageReference = reference
        avatar.show(images.pixbuf(for: reference) { [weak self] pixbuf in
            // A remote avatar arrived: show it if this view still shows that contact.
            if self?.imageReference == reference { self?.avatar.show(pixbuf, description: title) }
        }, description: title)
        card.accessibleName = [item.title, item.subtitle, badge.text].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// What the badge says ("" when hidden), for tests and `inspect`.
    public var badgeText: String { badge.isVisible ? badge.text : "" }
}
