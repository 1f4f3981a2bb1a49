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

    public func configure(with item: inout Item) {
        texts.show(item)
        if let label = item.accessibility.label { texts.title.accessibleName = label }
        if item.accessibility.isHidden { texts.title.accessibleObject?.hide() }
    }
}
