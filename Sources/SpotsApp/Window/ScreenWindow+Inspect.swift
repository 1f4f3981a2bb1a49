import Foundation
import SpotsGtk
import SpotsModel

/// Inspect mode: hovering outlines the item (or component) under the pointer; clicking it, or
/// moving the keyboard focus to it, shows in the side panel its JSON path, its position in the
/// file, kind, view class, size, expressions and input with their values now, and JSON, with
/// "Open in editor".
extension ScreenWindow {
    /// Whether inspect mode is on (the header-bar toggle, Ctrl+Shift+I).
    public var isInspecting: Bool { inspectButton.isActive }

    public func setInspecting(_ on: Bool) {
        if inspectButton.isActive != on { inspectButton.isActive = on } else { inspectModeChanged() }
    }

    func inspectModeChanged() {
        let on = inspectButton.isActive
        inspectOverlay.isVisible = on
        inspectPanel.container.isVisible = on
        hoveredWidget = nil
        inspectOverlay.queueDraw()
        if on {
            inspectFocused()
        } else {
            inspectPanel.show(nil)
        }
    }

    /// The element shown in the inspector panel.
    public var inspectedElement: InspectedElement? { inspectPanel.element }

    /// The inspector panel's fields by name (path, position, kind, view, size, json), for tests.
    public var inspectorFields: [String: String] { inspectPanel.fields }

    /// Inspects what is at `x`, `y` of the screen area (as a click in inspect mode does).
    public func inspect(x: Double, y: Double) {
        inspectPanel.show(hit(x: x, y: y).map(element(for:)), variables: session.variables)
    }

    /// Outlines what is at `x`, `y` of the screen area (as hovering in inspect mode does).
    public func hover(x: Double, y: Double) {
        let target = hit(x: x, y: y)
        hoveredWidget = target?.widget
        inspectOverlay.queueDraw()
    }

    /// The outline on display, in the screen area's coordinates.
    public var hoverOutline: Rect? { hoveredWidget.map(rect(of:)) }

    /// Inspects the item that has the keyboard focus, if any.
    func inspectFocused() {
        guard isInspecting, let focus = window.focusPointer else { return }
        guard let target = target(containing: focus) else { return }
        hoveredWidget = target.widget
        inspectOverlay.queueDraw()
        inspectPanel.show(element(for: target), variables: session.variables)
    }

    /// A variable changed: the panel's expressions and input show what they give now.
    func refreshInspector() {
        guard isInspecting, inspectPanel.element != nil else { return }
        inspectPanel.refresh(variables: session.variables)
    }

    struct InspectTarget {
        var path: String
        var widget: Widget
        var cell: ItemCell?
        var component: Component
    }

    func buildInspectOverlay() {
        inspectOverlay.addEvents([.pointerMotion, .buttonPress, .leaveNotify, .scroll, .smoothScroll])
        inspectOverlay.onMotionNotify { [weak self] event in
            self?.hover(x: event.x, y: event.y)
            return true
        }
        inspectOverlay.onLeaveNotify { [weak self] _ in
            self?.hoveredWidget = nil
            self?.inspectOverlay.queueDraw()
            return false
        }
        inspectOverlay.onButtonPress { [weak self] event in
            guard let self, event.button == 1 else { return false }
            self.inspect(x: event.x, y: event.y)
            return true
        }
        // The overlay takes the pointer in inspect mode: it scrolls the screen itself.
        inspectOverlay.onScrollEvent { [weak self] event in
            guard let self else { return false }
            let adjustment = self.controller.scrollPosition
            let step = max(40, adjustment.pageSize / 6)
            let delta: Double
            switch event.direction {
            case .up: delta = -step
            case .down: delta = step
            case .smooth: delta = event.dy * step
            case .left, .right: delta = 0
            }
            adjustment.value += delta
            self.hoveredWidget = nil
            self.inspectOverlay.queueDraw()
            return true
        }
        inspectOverlay.onDraw { [weak self] context in
            guard let self, let widget = self.hoveredWidget, widget.isMapped else { return false }
            let rect = self.rect(of: widget)
            // A translucent fill and a 2 px outline inside the widget's allocation.
            context.setSource(red: 0.21, green: 0.52, blue: 0.89, alpha: 0.18)
            context.rectangle(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
            context.fill()
            context.setSource(red: 0.21, green: 0.52, blue: 0.89, alpha: 0.95)
            context.rectangle(x: Double(rect.x) + 1, y: Double(rect.y) + 1,
                              width: Double(max(0, rect.width - 2)), height: Double(max(0, rect.height - 2)))
            context.stroke(lineWidth: 2)
            return false
        }
        inspectPanel.onOpen = { [weak self] element in
            guard let self, let file = element.file else { return }
            self.openInEditor(Diagnostic(severity: .warning, file: file, line: element.line, column: element.column, message: ""))
        }
        inspectButton.onToggled { [weak self] in self?.inspectModeChanged() }
        inspectOverlay.isVisible = false
        inspectOverlay.noShowAll = true
    }

    /// `widget`'s allocation in the overlay's coordinates.
    func rect(of widget: Widget) -> Rect {
        let origin = widget.translate(x: 0, y: 0, to: screenOverlay) ?? (0, 0)
        let allocation = widget.allocation
        return Rect(x: origin.x, y: origin.y, width: allocation.width, height: allocation.height)
    }

    /// The innermost realised item (or else component) at `x`, `y`.
    func hit(x: Double, y: Double) -> InspectTarget? {
        innermostTarget { widget in
            guard widget.isMapped else { return false }
            let r = rect(of: widget)
            return Double(r.x) <= x && x < Double(r.x + r.width) && Double(r.y) <= y && y < Double(r.y + r.height)
        }
    }

    /// The item or component whose widgets hold `focus`.
    func target(containing focus: WidgetPointer) -> InspectTarget? {
        innermostTarget { $0.contains(focus) }
    }

    /// The innermost realised item (or else component) whose widget `matches`, nested ones first.
    private func innermostTarget(where matches: (Widget) -> Bool) -> InspectTarget? {
        func search(_ components: [Component], prefix: String) -> InspectTarget? {
            // Components outside the screen's window have no widgets to match.
            for (index, component) in components.enumerated() where component.isBuilt && matches(component.widget) {
                let componentPath = "\(prefix)[\(index)]"
                for cell in component.cells where matches(cell.container) {
                    let itemPath = "\(componentPath).items[\(cell.item.index)]"
                    if let inner = search(cell.children, prefix: "\(itemPath).children") { return inner }
                    return InspectTarget(path: itemPath, widget: cell.container, cell: cell, component: component)
                }
                return InspectTarget(path: componentPath, widget: component.widget, cell: nil, component: component)
            }
            return nil
        }
        return search(controller.components, prefix: "components")
    }

    func element(for target: InspectTarget) -> InspectedElement {
        // Components appended by infinite scrolling come from the page that held them.
        // A data-bound row is written once, as its component's template.
        // A cell shows its item bound; the component keeps it as made, with its element.
        let template = target.cell.flatMap { cell in
            let items = target.component.model.items
            return items.indices.contains(cell.item.index) ? items[cell.item.index].dataTemplate : nil
        }
        let writtenPath = template.map { Self.componentPath(of: target.path) + $0.key } ?? target.path
        let (pageSource, path) = pageOrigin(of: writtenPath)
        let text = sourceText(of: pageSource)
        let position = text.flatMap { DocumentPositions(Data($0.utf8))?.location(ofPath: path) }
        var json: String?
        if let text, let position { json = JSONSource.value(in: text, line: position.line, column: position.column) }
        let allocation = target.widget.allocation
        let kind: String
        let viewClass: String
        if let cell = target.cell {
            kind = cell.item.kind.isEmpty ? "default" : cell.item.kind
            viewClass = "\(String(describing: type(of: cell.view))) (\(cell.content.typeName))"
        } else {
            kind = target.component.model.kind.rawValue
            viewClass = "Component (\(target.component.widget.typeName))"
        }
        var file: String?
        if case .file(let path)? = pageSource { file = path }
        if case .embedded(let path)? = pageSource { file = "demo/\(path)" }
        if case .url(let url)? = pageSource { file = url.absoluteString }
        return InspectedElement(path: path, file: file, line: position?.line, column: position?.column,
                                kind: kind, viewClass: viewClass, width: allocation.width, height: allocation.height, json: json,
                                expressions: json.map { WrittenExpression.found(inJSON: $0) } ?? [], scope: template?.scope ?? [:],
                                input: target.cell?.item.input)
    }

    /// The path of the component an item's path (`components[2].items[5]`) leads into.
    static func componentPath(of itemPath: String) -> String {
        guard let items = itemPath.ranges(of: ".items[").last else { return itemPath }
        return String(itemPath[..<items.lowerBound])
    }

    /// The page a window-wide path (`components[7]…`) comes from, and the path within that page.
    func pageOrigin(of path: String) -> (ScreenSource?, String) {
        guard path.hasPrefix("components["), let close = path.firstIndex(of: "]"),
              let index = Int(path[path.index(path.startIndex, offsetBy: 11)..<close]),
              let page = session.pageStarts.last(where: { $0.start <= index }) else { return (source, path) }
        return (page.source, "components[\(index - page.start)" + path[close...])
    }

    private func sourceText(of source: ScreenSource?) -> String? {
        switch source {
        case .file(let path)?:
            guard let data = FileManager.default.contents(atPath: path), data.count < 8_000_000 else { return nil }
            return String(decoding: data, as: UTF8.self)
        case .embedded(let path)?:
            return DemoScreen.file(path).map { String(decoding: $0, as: UTF8.self) }
        default:
            return nil
        }
    }
}
