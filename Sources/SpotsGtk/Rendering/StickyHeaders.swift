import SpotsModel

/// Pins the header of each `header-mode: sticky` component to the top of the viewport while
/// the component scrolls under it (Spots' `HeaderMode.sticky`, CSS `position: sticky`).
///
/// The controller's content box sits in a `GtkOverlay` inside the viewport. Each sticky
/// component gets a second view of its header on the overlay; the original stays in the
/// component, so nothing in the component moves or changes height when the header pins. The
/// copy is placed in content coordinates while GTK allocates the overlay (the content has just
/// been allocated then, so positions are current, windowed spacers included): at the scroll
/// position, never above its header's own place, and pushed up by the end of its component or
/// by the next sticky header, whichever comes first. Scrolling only re-allocates the overlay.
///
/// Only the controller's own components pin; components nested in items do not.
@MainActor
final class StickyHeaders {
    /// The viewport's child: the content box with the pinned copies above it.
    let overlay = Overlay()
    private let content: Box
    private let position: Adjustment
    private var pins: [Pin] = []

    /// A copy of one sticky component's header. Its widgets are made when its component has
    /// widgets (only a component in the screen's window can be under the viewport's top) and
    /// dropped when it lets them go: a long screen of sticky sections keeps a window's worth.
    @MainActor
    final class Pin {
        weak var component: Component?
        var item: Item
        /// Where the copy is, in content coordinates; nil while its header is not pinned.
        fileprivate(set) var frame: Rect?
        private var made: (view: any ItemConfigurable, widget: EventBox)?
        /// Whether the copy is on the overlay.
        fileprivate var isMounted = false

        init(component: Component, item: Item) {
            self.component = component
            self.item = item
        }

        /// The view of the header (made when first asked for).
        var view: any ItemConfigurable { parts.view }
        /// The overlay child: the copy in a box with its own window, so clicks reach it.
        var widget: EventBox { parts.widget }
        var isMade: Bool { made != nil }

        /// Shows `newItem` (the header changed): the view is reconfigured if it was made.
        func show(_ newItem: Item) {
            guard newItem != item else { return }
            item = newItem
            made?.view.configure(with: newItem)
        }

        /// Lets the widgets go (its component left the screen's window).
        func drop() { made = nil }

        private var parts: (view: any ItemConfigurable, widget: EventBox) {
            if let made { return made }
            let view = Component.makeHeaderView(for: item, of: component)
            let widget = EventBox()
            if component?.isCollapsible == true {
                // Like the header it stands for: a copy only pins while the section is open.
                let row = Box(.horizontal, spacing: 8)
                row.packStart(view.widget, expand: true)
                let arrow = Image(iconName: "pan-down-symbolic")
                arrow.styleClasses.insert("spots-accordion-arrow")
                arrow.valign = .center
                arrow.marginEnd = InsetMargins(component?.base.layout.inset ?? Inset(), rightToLeft: arrow.isRightToLeft).end
                row.packEnd(arrow)
                widget.add(row)
            } else {
                widget.add(view.widget)
            }
            widget.styleClasses.insert("spots-sticky-header")
            // Screen readers read the header itself; the copy would say it twice.
            hideFromReaders(widget)
            // A collapsible component's pinned header toggles it like the header itself.
            widget.onButtonPress { [weak self] event in
                guard event.button == 1, let toggle = self?.component?.headerToggle else { return false }
                toggle.click()
                return true
            }
            made = (view, widget)
            return (view, widget)
        }
    }

    init(content: Box, position: Adjustment) {
        self.content = content
        self.position = position
        overlay.add(content)
        overlay.onGetChildPosition { [weak self] child in
            self?.place(child)
        }
    }

    /// The copies shown, in component order.
    var pinned: [Pin] { pins }

    /// Makes, reconfigures or drops copies after the components, their headers or the width changed.
    func sync(_ components: [Component]) {
        var existing: [ObjectIdentifier: Pin] = [:]
        for pin in pins { if let component = pin.component { existing[ObjectIdentifier(component)] = pin } }
        var kept: [Pin] = []
        for component in components where component.base.layout.headerMode == .sticky {
            guard let header = component.base.header else { continue }
            if let pin = existing[ObjectIdentifier(component)], pin.item.kind == header.kind {
                pin.show(header)
                kept.append(pin)
            } else {
                kept.append(Pin(component: component, item: header))
            }
        }
        let keptIdentities = Set(kept.map(ObjectIdentifier.init))
        for pin in pins where !keptIdentities.contains(ObjectIdentifier(pin)) { unmount(pin) }
        // Placing pins means allocating the content again: only when there are pins to place
        // (every mutation syncs; an edit of a screen without sticky headers costs no layout).
        let hadPins = !pins.isEmpty
        pins = kept
        mountBuiltComponents(relayingOut: true)
        if hadPins || !kept.isEmpty { overlay.queueAllocate() }
    }

    /// Components entered or left the screen's window: the copies of those with widgets go on
    /// the overlay, the others come off it.
    func windowChanged() {
        guard !pins.isEmpty else { return }
        if mountBuiltComponents(relayingOut: false) { overlay.queueAllocate() }
    }

    /// Mounts the copies whose components are built and unmounts the others; true when any
    /// changed. `relayingOut` lays every mounted copy out again (the width may have changed).
    @discardableResult
    private func mountBuiltComponents(relayingOut: Bool) -> Bool {
        var changed = false
        for pin in pins {
            guard let component = pin.component, component.isBuilt else {
                if pin.isMounted { unmount(pin) }
                continue
            }
            let mounting = !pin.isMounted
            if mounting {
                overlay.addOverlay(pin.widget)
                pin.widget.showAll()
                // Until the first placement says otherwise.
                pin.widget.isChildVisible = false
                pin.isMounted = true
                changed = true
            }
            if mounting || relayingOut, let width = component.layoutWidth {
                pin.view.layout(width: ItemSizing.contentWidth(width, layout: component.base.layout))
            }
        }
        return changed
    }

    private func unmount(_ pin: Pin) {
        if pin.isMounted { overlay.remove(pin.widget) }
        pin.isMounted = false
        pin.frame = nil
        pin.drop()
    }

    /// How much of the viewport's top the component's pinned header covers while it scrolls
    /// under it (0 for components without one).
    func pinnedHeight(of component: Component) -> Double {
        guard pins.contains(where: { $0.component === component }), let header = component.headerWidget else { return 0 }
        return Double(header.allocatedHeight)
    }

    /// The scroll position moved: place the copies again at the next layout.
    func scrolled() {
        guard !pins.isEmpty else { return }
        overlay.queueAllocate()
    }

    /// The copy's allocation, computed while GTK allocates the overlay.
    private func place(_ child: WidgetPointer) -> Rect? {
        guard let index = pins.firstIndex(where: { $0.isMounted && $0.widget.pointer == child }) else { return nil }
        let pin = pins[index]
        let frame = pinnedFrame(of: index)
        pin.frame = frame
        // Not unmapped when hidden: a copy parked far above the content takes no clicks.
        pin.widget.isChildVisible = frame != nil
        // Parked at its own minimum height: squeezed to 1 px, GTK warns about negative content
        // height for every padded header.
        let width = max(1, content.allocatedWidth)
        let parked = Rect(x: 0, y: -100_000, width: width, height: max(1, pin.widget.preferredHeight(forWidth: width).minimum))
        return frame ?? parked
    }

    /// Where the copy of `pins[index]` goes, or nil when its header is (at least) where it belongs.
    private func pinnedFrame(of index: Int) -> Rect? {
        guard let component = pins[index].component, let header = component.headerWidget,
              header.isVisible, let origin = header.origin(in: content),
              let componentOrigin = component.widget.origin(in: content) else { return nil }
        let height = header.allocatedHeight
        let top = Int(position.value.rounded(.down))
        guard height > 1, top > origin.y else { return nil }
        var limit = componentOrigin.y + component.widget.allocatedHeight
        // The next sticky header takes over: it pushes this one up as it arrives. (Without widgets
        // it is outside the screen's window, far below.)
        if index + 1 < pins.count, let next = pins[index + 1].component?.headerWidget,
           let nextOrigin = next.origin(in: content) {
            limit = min(limit, nextOrigin.y)
        }
        guard limit > top else { return nil }
        let y = max(origin.y, min(top, limit - height))
        return Rect(x: origin.x, y: y, width: header.allocatedWidth, height: height)
    }
}

/// Hides `widget` and everything in it from screen readers.
@MainActor
private func hideFromReaders(_ widget: Widget) {
    widget.hideFromAccessibility()
    for child in widget.as(Container.self)?.children ?? [] { hideFromReaders(child) }
}

extension Component {
    /// A second view of `item`, the header of `component`, configured like the one it shows.
    static func makeHeaderView(for item: Item, of component: Component?) -> any ItemConfigurable {
        let context = component?.context
        let viewContext = context?.itemViewContext(componentKind: component?.base.kind ?? .list, role: .header)
            ?? ItemViewContext(componentKind: component?.base.kind ?? .list, role: .header, images: ImageLoader(location: ResourceLocation()))
        let views = context?.views ?? .shared
        let view = views.makeView(kind: item.kind, context: viewContext).view
        view.configure(with: item)
        return view
    }
}
