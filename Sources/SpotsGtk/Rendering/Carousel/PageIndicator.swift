/// A carousel's page dots (`layout.page-indicator`): one per page, the current one
/// highlighted (and described as the current page to screen readers); clicking a dot scrolls to
/// its page. The dots run as the cards do: from the right in right-to-left text.
@MainActor
final class PageIndicator {
    static let dotClass = "spots-page-dot"
    static let activeClass = "spots-page-dot-active"
    /// What screen readers hear after the current page's dot's name.
    static var currentDescription: String { translated("Current page") }
    /// More pages than this and dots stop saying anything: the indicator hides.
    static let maximumDots = 30
    let box = Box(.horizontal)
    private(set) var dots: [Button] = []
    private(set) var activeIndex = 0
    var onSelect: (@MainActor (Int) -> Void)?
    /// Told about every dot made, so the carousel's hover can follow the pointer onto it.
    var onMakeDot: (@MainActor (Button) -> Void)?

    init() {
        box.halign = .center
        box.styleClasses.insert("spots-page-indicator")
        box.noShowAll = true
    }

    /// Shows `count` dots with `active` highlighted; hidden for a single page or too many.
    func show(count: Int, active: Int) {
        let shown = count > 1 && count <= Self.maximumDots
        box.isVisible = shown
        guard shown else { return }
        var changed = false
        if dots.count != count {
            for dot in dots { box.remove(dot) }
            dots = (0..<count).map(makeDot)
            changed = true
        }
        let newIndex = min(max(0, active), count - 1)
        // Asked on every scroll step: only a new page touches the dots (and tells screen readers).
        guard changed || newIndex != activeIndex else { return }
        activeIndex = newIndex
        for (index, dot) in dots.enumerated() {
            if index == activeIndex {
                dot.styleClasses.insert(Self.activeClass)
                dot.accessibleDescription = Self.currentDescription
            } else {
                dot.styleClasses.remove(Self.activeClass)
                dot.accessibleDescription = ""
            }
        }
    }

    private func makeDot(_ index: Int) -> Button {
        let dot = Button()
        // No label inside: the dot is the button's own 8 px background.
        if let label = dot.child { dot.remove(label) }
        dot.valign = .center
        dot.styleClasses.insert(Self.dotClass)
        dot.canFocus = false
        dot.accessibleName = translated("Page {number}", ["number": "\(index + 1)"])
        dot.onClicked { [weak self] in self?.onSelect?(index) }
        box.packStart(dot)
        dot.show()
        onMakeDot?(dot)
        return dot
    }
}
