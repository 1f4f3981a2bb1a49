import SpotsModel

/// Reads a controller's widget tree: kinds and titles from the components, classes and
/// allocations from GTK.
@MainActor
public enum Inspector {
    public static func inspect(_ controller: Controller) -> ScreenInspection {
        let root = controller.content
        let width = root.allocation.width
        return ScreenInspection(
            width: width,
            contentHeight: root.preferredHeight(forWidth: width).natural,
            components: controller.components.map { inspect($0, in: root) })
    }

    /// `component` as data, frames in `root`'s coordinates moved `offset` down (a part of a
    /// screen laid out alone, see `SlicedInspection`); frames of widgets outside `root`'s
    /// layout (hidden) stay as GTK left them.
    static func inspect(_ component: Component, in root: Widget, offset: Int = 0) -> InspectedComponent {
        guard component.isBuilt else { return outsideWindow(component) }
        return InspectedComponent(
            index: component.model.index,
            identifier: component.model.identifier,
            kind: component.model.kind.rawValue,
            presentation: component.presentation.name,
            fallback: component.usesFallbackPresentation,
            gtkClass: component.items.typeName,
            scrollerClass: component.scroller?.typeName,
            frame: frame(of: component.widget, in: root, offset: offset),
            header: component.header.map { supplementary($0.view, $0.item, in: root, offset: offset) },
            footer: component.footer.map { supplementary($0.view, $0.item, in: root, offset: offset) },
            items: component.cells.map { cell in
                InspectedItem(
                    index: cell.item.index,
                    title: cell.item.title,
                    kind: cell.item.kind,
                    view: String(describing: type(of: cell.view)),
                    gtkClass: cell.container.typeName,
                    fallback: cell.usesFallbackView,
                    imagePlaceholder: (cell.view as? DefaultItemView)?.showsImagePlaceholder ?? false,
                    frame: frame(of: cell.content, in: root, offset: offset),
                    children: cell.children.map { inspect($0, in: root, offset: offset) })
            },
            itemCount: component.itemCount,
            outsideWindow: component.widget.parentPointer == nil ? true : nil,
            state: component.displayedState == .content ? nil : component.displayedState.rawValue,
            stateItem: component.stateParts.flatMap { parts in
                parts.view.map { supplementary($0, parts.item ?? Item(), in: root, offset: offset) }
            },
            collapsed: component.isCollapsible ? component.isCollapsed : nil)
    }

    /// A component outside the screen's window, which has no widgets: what its model says, and
    /// the GTK classes its presentation makes.
    static func outsideWindow(_ component: Component) -> InspectedComponent {
        let classes = PresentationClasses.of(component.presentation)
        return InspectedComponent(
            index: component.base.index, identifier: component.identifier, kind: component.base.kind.rawValue,
            presentation: component.presentation.name, fallback: component.usesFallbackPresentation,
            gtkClass: classes.items, scrollerClass: classes.scroller, frame: Frame(x: 0, y: 0, width: 0, height: 0),
            header: nil, footer: nil, items: [], itemCount: component.itemCount, outsideWindow: true,
            state: component.displayedState == .content ? nil : component.displayedState.rawValue, stateItem: nil,
            collapsed: component.isCollapsible ? component.isCollapsed : nil)
    }

    static func supplementary(_ view: any ItemConfigurable, _ item: Item, in root: Widget, offset: Int = 0) -> InspectedItem {
        InspectedItem(index: 0, title: item.title, kind: item.kind, view: String(describing: type(of: view)),
                      gtkClass: view.widget.typeName, fallback: false, imagePlaceholder: false,
                      frame: frame(of: view.widget, in: root, offset: offset), children: [])
    }

    static func frame(of widget: Widget, in root: Widget, offset: Int = 0) -> Frame {
        let allocation = widget.allocation
        guard let origin = widget.origin(in: root) else {
            return Frame(x: allocation.x, y: allocation.y, width: allocation.width, height: allocation.height)
        }
        return Frame(x: origin.x, y: origin.y + offset, width: allocation.width, height: allocation.height)
    }
}

extension ScreenInspection {
    /// The tree as indented text, one widget a line.
    public var text: String {
        var lines = ["screen \(width)×\(contentHeight)"]
        for component in components { Self.describe(component, depth: 1, into: &lines) }
        if let update { lines.append("update: \(update)") }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ component: InspectedComponent, depth: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: depth)
        var line = "\(pad)component \(component.index)"
        if let identifier = component.identifier { line += " \"\(identifier)\"" }
        line += " kind=\(component.kind)"
        if component.fallback { line += " (unknown kind, shown as \(component.presentation))" }
        line += " \(component.gtkClass)"
        if let scroller = component.scrollerClass { line += " in \(scroller)" }
        if component.outsideWindow == true {
            lines.append(line + " outside the window: 0 of \(component.itemCount) items realised")
            return
        }
        line += " \(component.frame)"
        if component.items.count != component.itemCount {
            line += " realised \(component.items.count) of \(component.itemCount) items"
        }
        if let collapsed = component.collapsed { line += collapsed ? " collapsed" : " expanded" }
        if let state = component.state { line += " state=\(state)" }
        lines.append(line)
        if let header = component.header { lines.append("\(pad)  header \"\(header.title)\" \(header.view) \(header.frame)") }
        if let item = component.stateItem { lines.append("\(pad)  state item \"\(item.title)\" \(item.view) \(item.frame)") }
        for item in component.items {
            var itemLine = "\(pad)  item \(item.index) \"\(item.title)\""
            if !item.kind.isEmpty { itemLine += " kind=\(item.kind)" }
            itemLine += " \(item.view)"
            if item.fallback { itemLine += " (no view registered for this kind)" }
            itemLine += " \(item.gtkClass) \(item.frame)"
            if item.imagePlaceholder { itemLine += " [image placeholder]" }
            lines.append(itemLine)
            for child in item.children { describe(child, depth: depth + 2, into: &lines) }
        }
        if let footer = component.footer { lines.append("\(pad)  footer \"\(footer.title)\" \(footer.view) \(footer.frame)") }
    }
}

/// The GTK classes a presentation builds for a component (its items widget, and its frame's own
/// scroller if it has one), found once per presentation from a component's worth of widgets
/// made and let go: inspecting a component outside the window builds nothing of its own.
@MainActor
enum PresentationClasses {
    private static var known: [ObjectIdentifier: (items: String, scroller: String?)] = [:]

    static func of(_ presentation: any Presentation) -> (items: String, scroller: String?) {
        if let classes = known[ObjectIdentifier(presentation)] { return classes }
        let items = presentation.makeItemsWidget(layout: Layout())
        let frame = presentation.makeFrame(body: Box(.vertical), layout: Layout(), size: nil)
        let classes = (items.typeName, frame.ownScroller?.typeName)
        known[ObjectIdentifier(presentation)] = classes
        return classes
    }
}
