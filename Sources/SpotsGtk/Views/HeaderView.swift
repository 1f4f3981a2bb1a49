import SpotsModel

/// The default view for a component's header or footer: a heading and an optional subtitle.
@MainActor
public final class HeaderView: ItemConfigurable {
    private let root = Box(.vertical)
    private let texts: TextStack
    public var widget: Widget { root }

    public init(context: ItemViewContext) {
        let isFooter = context.role == .footer
        root.styleClasses.insert(isFooter ? "spots-footer" : "spots-header")
        texts = TextStack(titleClass: isFooter ? "spots-footer-title" : "spots-header-title")
        root.packStart(texts.box)
        // The title label is the heading a screen reader jumps between (its name is its text).
        texts.title.accessibleRole = .heading
    }

    /// For `inspect`: the label showing the title (see `RepeatedComponents`).
    var titleLabel: Label { texts.title }

    public func configure(with item: Item) {
        texts.show(item)
        // Every time: a reconfigured header must not keep the previous item's label or hiding.
        guard let heading = texts.title.accessibleObject else { return }
        if item.accessibility.isHidden {
            heading.hide()
        } else {
            heading.role = .heading
            heading.name = item.accessibility.label ?? item.title
        }
    }
}
