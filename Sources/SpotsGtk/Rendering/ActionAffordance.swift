import SpotsModel

/// What an item's action looks like before it is clicked.
enum ActionIcon {
    /// The Adwaita icon for where `action` leads: a chevron for another screen of the app,
    /// a link arrow for a web page, an envelope for mail; nil for actions only the app's
    /// delegate understands (they still highlight and take the pointer cursor).
    static func name(for action: String) -> String? {
        switch ItemAction(action) {
        case .navigate: return "go-next-symbolic"
        case .external(let url): return url.scheme?.lowercased() == "mailto" ? "mail-unread-symbolic" : "send-to-symbolic"
        case .patch, .other: return nil
        }
    }
}

/// Hover feedback only where a click does something: actionable items carry the
/// `spots-actionable` class (the stylesheet highlights only those) and show the pointer cursor.
@MainActor
final class ActionHover {
    static let actionableClass = "spots-actionable"
    static let cursorName = "pointer"
    /// On the cell under the pointer: GtkFlowBox in GTK 3 never gives its children `:hover`,
    /// so cards are highlighted through this class.
    static let hoveredClass = "spots-hovered"
    /// The component shown in the items widget now (another one once its widgets were pooled).
    weak var component: Component?
    private weak var hovered: ItemCell?
    /// The cursor last set over the items ("pointer" or nil), for tests.
    private(set) var cursor: String?

    init(component: Component) {
        self.component = component
        let items = component.items
        items.addEvents([.pointerMotion, .enterNotify, .leaveNotify])
        items.onMotionNotify { [weak self] event in
            self?.pointerMoved(x: event.x, y: event.y)
            return false
        }
        items.onLeaveNotify { [weak self] _ in
            self?.pointerLeft()
            return false
        }
    }

    static func isActionable(_ item: Item) -> Bool {
        guard let action = item.action else { return item.isActivatable }
        // Not blank. (Unicode's white space is the set Foundation trims as whitespaces and
        // newlines; trimming copied the text through NSString for every item entering the window.)
        return action.unicodeScalars.contains { !$0.properties.isWhitespace }
    }

    /// `x`, `y` in the items widget's window, where its children's allocations are.
    func pointerMoved(x: Double, y: Double) {
        guard let component else { return }
        let cell = component.cells.first { cell in
            let frame = cell.container.allocation
            return cell.container.isVisible && Double(frame.x) <= x && x < Double(frame.x + frame.width)
                && Double(frame.y) <= y && y < Double(frame.y + frame.height)
        }
        let actionable = cell.map { Self.isActionable($0.item) } ?? false
        setCursor(actionable ? Self.cursorName : nil)
        setHovered(cell)
    }

    func pointerLeft() {
        setCursor(nil)
        setHovered(nil)
    }

    /// Forgets the pointer (the widgets are going to another component).
    func reset() {
        pointerLeft()
        component = nil
    }

    private func setHovered(_ cell: ItemCell?) {
        guard cell !== hovered else { return }
        hovered?.container.styleClasses.remove(Self.hoveredClass)
        cell?.container.styleClasses.insert(Self.hoveredClass)
        hovered = cell
    }

    private func setCursor(_ name: String?) {
        guard name != cursor else { return }
        cursor = name
        component?.items.setCursor(named: name)
    }
}
