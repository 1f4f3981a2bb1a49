import SpotsModel

/// Upstream's AccordionService on GTK: `interaction.collapsible` turns a component's header into
/// a toggle button (focusable, Enter and Space activate it, an expander arrow at the end) that
/// slides the component's items and footer closed and open in a `GtkRevealer`.
///
/// Closed, the revealer is 0 px tall, so the component reserves only its header; once the
/// animation has ended its items give their widgets back to the pools (see `Component.updateWindow`).
/// Opening lets the controller's next window pass realise what comes into view.
@MainActor
final class Accordion {
    /// The header's place in the component: the button holding the header view and the arrow.
    let toggle = ToggleButton()
    /// Holds the body and the footer.
    let revealer = Revealer()
    let content = Box(.vertical)
    private let row = Box(.horizontal, spacing: 8)
    private let arrow = Image(iconName: "pan-down-symbolic")
    private var header: Widget?
    private var toggled: SignalConnection?
    /// Called after the user opened or closed the component (not for `setCollapsed`).
    var onToggle: (@MainActor () -> Void)?

    /// How long opening and closing takes (GTK skips it with animations off).
    static let transitionDuration = 200

    /// `endMargin`: the component's end inset, which the arrow keeps from the edge.
    init(collapsed: Bool, endMargin: Int) {
        toggle.styleClasses.insert("spots-accordion-toggle")
        toggle.hasRelief = false
        arrow.styleClasses.insert("spots-accordion-arrow")
        arrow.valign = .center
        arrow.marginEnd = endMargin
        row.packEnd(arrow)
        toggle.add(row)
        revealer.transition = .slideDown
        revealer.transitionDuration = Self.transitionDuration
        revealer.add(content)
        apply(collapsed: collapsed)
        toggled = toggle.onToggled { [weak self] in
            guard let self else { return }
            self.apply(collapsed: !self.toggle.isActive)
            self.onToggle?()
        }
    }


    /// What the arrow keeps from the component's end edge.
    var endMargin: Int {
        get { arrow.marginEnd }
        set { arrow.marginEnd = newValue }
    }

    /// Whether the component is closed or closing.
    var isCollapsed: Bool { !revealer.revealsChild }

    /// Closed and done animating: the items need no widgets.
    var isClosed: Bool { !revealer.revealsChild && !revealer.isChildRevealed }

    /// Opens or closes without telling `onToggle` (a reload, the cache, code).
    func setCollapsed(_ collapsed: Bool) {
        guard collapsed != isCollapsed else { return }
        toggled?.block()
        toggle.isActive = !collapsed
        toggled?.unblock()
        apply(collapsed: collapsed)
    }

    /// Puts `view` (the header item's view) in the button, replacing the previous one.
    func setHeader(_ view: Widget, title: String) {
        if let header { row.remove(header) }
        header = view
        row.packStart(view, expand: true)
        row.reorder(view, to: 0)
        setTitle(title)
    }

    /// The button's name is the header's title.
    func setTitle(_ title: String) {
        toggle.accessibleName = title.isEmpty ? nil : title
    }

    private func apply(collapsed: Bool) {
        toggle.isActive = !collapsed
        revealer.revealsChild = !collapsed
        arrow.setIcon(collapsed ? "pan-end-symbolic" : "pan-down-symbolic")
        if collapsed { toggle.styleClasses.insert("collapsed") } else { toggle.styleClasses.remove("collapsed") }
    }
}

extension Component {
    /// Whether the component is collapsed (false for components that are not collapsible).
    public var isCollapsed: Bool { isCollapsible && collapsed }

    /// Opens or closes a collapsible component, as its header would (animated when GTK animates);
    /// the choice is kept like the user's.
    public func setCollapsed(_ collapsed: Bool) {
        guard isCollapsible else { return }
        self.collapsed = collapsed
        accordion?.setCollapsed(collapsed)
        context.accordionChoices[placeKey] = collapsed
    }

    /// Closed and done animating: the items need no widgets (without widgets, closed is closed).
    var isClosed: Bool {
        guard isCollapsible else { return false }
        return accordion?.isClosed ?? collapsed
    }

    /// Where the component is in the screen (`PlaceKey`).
    var placeKey: String { context.owner?.value ?? "" }

    /// Puts the component at `key` (its stack does, after every change). A component that only
    /// moved (an insertion above it) takes its choice along; one that now shows another item's
    /// nested component (`recycled`, or new) opens or closes as the user last left that one, or
    /// as declared.
    func place(at key: String, recycled: Bool) {
        let old = context.owner?.value ?? ""
        context.owner?.value = key
        guard isCollapsible, key != old else { return }
        let choices = context.accordionChoices
        if !recycled, !old.isEmpty {
            if choices[key] == nil, let choice = choices[old] { choices[key] = choice }
            return
        }
        let collapsed = choices[key] ?? base.interaction.collapsed
        guard collapsed != self.collapsed else { return }
        self.collapsed = collapsed
        guard let accordion else { return }
        accordion.setCollapsed(collapsed)
        // Full-page rendering has no window pass: realise (or release) the items here.
        if context.mode.realisesEverything { realiseEverything() }
    }

    /// The header toggle of a collapsible component (building it when it has no widgets); nil
    /// for others.
    public var headerToggle: ToggleButton? { isCollapsible ? built.accordion?.toggle : nil }

    /// What stands for the header in the component, while it has widgets: the toggle button,
    /// or the header view.
    var headerWidget: Widget? {
        guard let widgets else { return nil }
        return widgets.accordion?.toggle ?? widgets.header?.view.widget
    }

    /// The accordion of a component whose header can toggle it: collapsible, with a header.
    func makeAccordion() -> Accordion? {
        guard isCollapsible else { return nil }
        let box = built.box
        let accordion = Accordion(collapsed: collapsed,
                                  endMargin: InsetMargins(base.layout.inset, rightToLeft: box.isRightToLeft).end)
        box.packStart(accordion.toggle)
        box.packStart(accordion.revealer)
        accordion.onToggle = { [weak self, weak accordion] in
            guard let self, let accordion else { return }
            self.collapsed = accordion.isCollapsed
            // Full-page rendering has no window pass: realise (or release) the items here.
            if self.context.mode.realisesEverything { self.realiseEverything() }
            self.context.accordionChoices[self.placeKey] = accordion.isCollapsed
            self.context.onCollapsedChanged?(self)
        }
        return accordion
    }

    /// Puts a header or footer view in its place: the component's box, or the accordion's parts.
    func place(_ view: Widget, role: ItemViewContext.Role, title: String) {
        guard let accordion else { return built.box.packStart(view) }
        if role == .header {
            accordion.setHeader(view, title: title)
        } else {
            accordion.content.packStart(view)
        }
    }

    /// Takes out a header or footer view that `place` put in.
    func unplace(_ view: Widget, role: ItemViewContext.Role) {
        guard let accordion else { return built.box.remove(view) }
        // A header is swapped by the next `place`.
        if role == .footer { accordion.content.remove(view) }
    }
}
