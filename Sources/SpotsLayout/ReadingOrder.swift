/// Where keyboard focus is: the component and item index at each depth of nesting, from the
/// screen's top level down (`item.children` adds a depth).
public struct ReadingPosition: Hashable, Sendable, CustomStringConvertible {
    public struct Step: Hashable, Sendable {
        /// The component's index among its siblings (the screen's, or an item's `children`).
        public var component: Int
        /// The item's index in that component.
        public var item: Int

        public init(component: Int, item: Int) {
            self.component = component
            self.item = item
        }
    }

    public var steps: [Step]

    public init(_ steps: [Step]) { self.steps = steps }

    /// Shorthand: `ReadingPosition((0, 3), (1, 0))` is item 0 of the second component nested in
    /// item 3 of the first top-level component.
    public init(_ pairs: (Int, Int)...) { steps = pairs.map { Step(component: $0.0, item: $0.1) } }

    public var depth: Int { steps.count - 1 }

    /// The same position with the last step's item replaced.
    public func moved(to item: Int) -> ReadingPosition {
        var copy = self
        copy.steps[copy.steps.count - 1].item = item
        return copy
    }

    public var description: String { steps.map { "\($0.component).\($0.item)" }.joined(separator: "/") }
}

/// A component as keyboard navigation sees it: no widgets, only counts and shape, so the order
/// is testable without GTK and covers items that have no widgets yet (windowed rendering).
@MainActor
public struct NavigableComponent {
    /// How arrows move among its items (its presentation's).
    public var shape: KeyboardShape
    public var itemCount: Int
    /// Items in a row; rows of a strip; 1 for a column.
    public var itemsPerLine: Int
    /// Where arrows entering a strip land (the card last focused, say); nil: its first card.
    public var entryItem: Int?
    /// The components nested in the item at an index (`item.children`), asked for lazily: a
    /// component of 100,000 items is never walked.
    public var nested: @MainActor (Int) -> [NavigableComponent]
    /// A Tab stop even without items to focus (a collapsible component: its header toggle).
    public var isTabStop: Bool
    /// A strip that goes round (a carousel with `infinite-scrolling`): Right after its last card comes its first.
    public var wraps = false

    public init(shape: KeyboardShape, itemCount: Int, itemsPerLine: Int = 1, entryItem: Int? = nil,
                isTabStop: Bool = false, nested: @escaping @MainActor (Int) -> [NavigableComponent] = { _ in [] }) {
        self.shape = shape
        self.itemCount = itemCount
        self.isTabStop = isTabStop
        self.itemsPerLine = max(1, itemsPerLine)
        self.entryItem = entryItem
        self.nested = nested
    }

    /// The item arrows land on when they enter the component, from above or below.
    public func entry(fromBelow: Bool) -> Int {
        guard shape == .strip else { return fromBelow ? itemCount - 1 : 0 }
        if let entryItem, entryItem >= 0, entryItem < itemCount { return entryItem }
        return 0
    }

    /// A strip's columns (GtkFlowBox fills it row by row).
    public var stripColumns: Int { (itemCount + itemsPerLine - 1) / itemsPerLine }
}

/// An arrow key, as left-to-right text sees it: `.left` goes back along a line (to the previous
/// card) and `.right` on. In right-to-left text lines run from the right, so the Right key is
/// `.left` there (`mirrored`).
public enum ArrowKey: Sendable {
    case up, down, left, right

    /// The key as it moves along lines of right-to-left text, when `rightToLeft`; itself otherwise.
    public func mirrored(_ rightToLeft: Bool) -> ArrowKey {
        guard rightToLeft else { return self }
        switch self {
        case .left: return .right
        case .right: return .left
        case .up, .down: return self
        }
    }
}

/// The reading order of a screen and what each arrow does in it.
///
/// Reading order visits an item, then the items of the components nested in it, then the next
/// item; components follow each other top to bottom. Down and Up walk it in lists; in grids they
/// move a row and Left/Right an item; in carousels Left/Right move through the cards and
/// Up/Down leave the carousel. Leaving a component goes on in reading order, into the next
/// component or out of a nested one to what follows its item.
@MainActor
public struct ReadingOrder {
    public let components: [NavigableComponent]

    public init(_ components: [NavigableComponent]) { self.components = components }

    /// The components along `position`, one per step; nil when the position is not (or no
    /// longer) on the screen.
    public func chain(_ position: ReadingPosition) -> [NavigableComponent]? {
        guard !position.steps.isEmpty else { return nil }
        var siblings = components
        var result: [NavigableComponent] = []
        for step in position.steps {
            guard siblings.indices.contains(step.component) else { return nil }
            let component = siblings[step.component]
            guard step.item >= 0, step.item < component.itemCount else { return nil }
            result.append(component)
            siblings = component.nested(step.item)
        }
        return result
    }

    public func contains(_ position: ReadingPosition) -> Bool { chain(position) != nil }

    /// The components at the depth of `position`'s step `depth`.
    private func siblings(at depth: Int, of position: ReadingPosition, chain: [NavigableComponent]) -> [NavigableComponent] {
        depth == 0 ? components : chain[depth - 1].nested(position.steps[depth - 1].item)
    }

    // MARK: - Reading order

    /// The first item of the screen.
    public var first: ReadingPosition? { firstItem(in: components, from: 0, prefix: []) }

    /// The last item of the screen, nested ones included.
    public var last: ReadingPosition? { lastItem(in: components, before: components.count, prefix: []) }

    /// The first item of the top-level components from `index` on; nil when they have none.
    public func first(fromComponent index: Int) -> ReadingPosition? {
        firstItem(in: components, from: max(0, index), prefix: [])
    }

    /// The last item in reading order (nested ones included) of the top-level components before
    /// `index`; nil when they have none.
    public func last(beforeComponent index: Int) -> ReadingPosition? {
        lastItem(in: components, before: max(0, index), prefix: [])
    }

    /// The item after `position` in reading order; nil at the end of the screen.
    public func next(after position: ReadingPosition) -> ReadingPosition? {
        guard let chain = chain(position) else { return nil }
        let step = position.steps[position.depth]
        if let inside = firstItem(in: chain[position.depth].nested(step.item), from: 0, prefix: position.steps) {
            return inside
        }
        return after(item: position, depth: position.depth, chain: chain)
    }

    /// The item before `position` in reading order; nil at the start of the screen.
    public func previous(before position: ReadingPosition) -> ReadingPosition? {
        guard let chain = chain(position) else { return nil }
        let step = position.steps[position.depth]
        // A strip is entered and left as a whole: its cards are Left and Right's.
        if step.item > 0, chain[position.depth].shape != .strip {
            return deepestLast(position.moved(to: step.item - 1), component: chain[position.depth])
        }
        return before(component: position, depth: position.depth, chain: chain)
    }

    /// Whether nothing follows `position` in reading order.
    public func isLast(_ position: ReadingPosition) -> Bool {
        contains(position) && next(after: position) == nil
    }

    // MARK: - Arrows

    /// What an arrow does at `position`.
    public enum Move: Equatable {
        /// Focus goes to this item.
        case to(ReadingPosition)
        /// Down past the last item of the screen (more may load).
        case end
        /// Up before the first item of the screen, or sideways at a carousel's or grid's edge:
        /// the key is used up and focus stays.
        case stay
        /// The arrow means nothing here (Left/Right in a list): the enclosing component or GTK decides.
        case pass
    }

    public func move(_ key: ArrowKey, from position: ReadingPosition) -> Move {
        guard let chain = chain(position) else { return .pass }
        let component = chain[position.depth]
        let index = position.steps[position.depth].item
        let perLine = component.itemsPerLine
        switch (component.shape, key) {
        case (.column, .left), (.column, .right):
            return .pass
        case (.column, .down), (.column, .up):
            let target = key == .down ? next(after: position) : previous(before: position)
            return target.map(Move.to) ?? (key == .down ? .end : .stay)
        case (.rows, .left):
            return index > 0 ? .to(position.moved(to: index - 1)) : .stay
        case (.rows, .right):
            return index + 1 < component.itemCount ? .to(position.moved(to: index + 1)) : .stay
        case (.rows, .down):
            // The item's own nested components come first, as in reading order.
            if let inside = firstItem(in: component.nested(index), from: 0, prefix: position.steps) {
                return .to(inside)
            }
            let lastLine = (component.itemCount - 1) / perLine
            if index / perLine < lastLine {
                return .to(position.moved(to: min(index + perLine, component.itemCount - 1)))
            }
            return leave(position, downwards: true, chain: chain)
        case (.rows, .up):
            if index >= perLine { return .to(position.moved(to: index - perLine)) }
            return leave(position, downwards: false, chain: chain)
        case (.strip, .left):
            if index % component.stripColumns > 0 { return .to(position.moved(to: index - 1)) }
            // Round to the last card of the row.
            let last = min(index + component.stripColumns, component.itemCount) - 1
            return component.wraps && last > index ? .to(position.moved(to: last)) : .stay
        case (.strip, .right):
            let columns = component.stripColumns
            if index % columns + 1 < columns && index + 1 < component.itemCount { return .to(position.moved(to: index + 1)) }
            let first = index - index % columns
            return component.wraps && first < index ? .to(position.moved(to: first)) : .stay
        case (.strip, .down):
            if let inside = firstItem(in: component.nested(index), from: 0, prefix: position.steps) {
                return .to(inside)
            }
            // Another row of cards first, when the strip has several.
            let columns = component.stripColumns
            if index + columns < component.itemCount { return .to(position.moved(to: index + columns)) }
            return leave(position, downwards: true, chain: chain)
        case (.strip, .up):
            let columns = component.stripColumns
            if index >= columns { return .to(position.moved(to: index - columns)) }
            return leave(position, downwards: false, chain: chain)
        }
    }

    /// Out of the component at `position`'s last step, down to what follows it or up to what precedes it.
    private func leave(_ position: ReadingPosition, downwards: Bool, chain: [NavigableComponent]) -> Move {
        if downwards {
            return after(component: position, depth: position.depth, chain: chain).map(Move.to) ?? .end
        }
        return before(component: position, depth: position.depth, chain: chain).map(Move.to) ?? .stay
    }

    // MARK: - Walking

    /// The first item of the first component in `candidates[from...]` that has any.
    private func firstItem(in candidates: [NavigableComponent], from start: Int, prefix: [ReadingPosition.Step]) -> ReadingPosition? {
        guard start < candidates.count else { return nil }
        for index in start..<candidates.count where candidates[index].itemCount > 0 {
            return ReadingPosition(prefix + [.init(component: index, item: candidates[index].entry(fromBelow: false))])
        }
        return nil
    }

    /// The last item in reading order of the components `candidates[..<end]`.
    private func lastItem(in candidates: [NavigableComponent], before end: Int, prefix: [ReadingPosition.Step]) -> ReadingPosition? {
        for index in stride(from: min(end, candidates.count) - 1, through: 0, by: -1) where candidates[index].itemCount > 0 {
            let component = candidates[index]
            let position = ReadingPosition(prefix + [.init(component: index, item: component.entry(fromBelow: true))])
            return deepestLast(position, component: component)
        }
        return nil
    }

    /// `position`, or when its item has nested components, the last item inside them.
    private func deepestLast(_ position: ReadingPosition, component: NavigableComponent) -> ReadingPosition {
        let nested = component.nested(position.steps[position.depth].item)
        return lastItem(in: nested, before: nested.count, prefix: position.steps) ?? position
    }

    /// What follows the component at step `depth` of `position` (with everything in it).
    private func after(component position: ReadingPosition, depth: Int, chain: [NavigableComponent]) -> ReadingPosition? {
        let prefix = Array(position.steps[..<depth])
        let siblings = siblings(at: depth, of: position, chain: chain)
        if let next = firstItem(in: siblings, from: position.steps[depth].component + 1, prefix: prefix) {
            return next
        }
        guard depth > 0 else { return nil }
        // Out of an item's nested components: on to the item after it.
        return after(item: ReadingPosition(prefix), depth: depth - 1, chain: chain)
    }

    /// What follows the item at step `depth` of `position` and its nested components.
    private func after(item position: ReadingPosition, depth: Int, chain: [NavigableComponent]) -> ReadingPosition? {
        let component = chain[depth]
        let index = position.steps[depth].item
        // A strip is left as a whole: its next card is Right's job.
        if component.shape != .strip, index + 1 < component.itemCount {
            return ReadingPosition(Array(position.steps[...depth])).moved(to: index + 1)
        }
        return after(component: position, depth: depth, chain: chain)
    }

    /// What precedes the component at step `depth` of `position`: the last item of the
    /// component before it, or the item it is nested in.
    private func before(component position: ReadingPosition, depth: Int, chain: [NavigableComponent]) -> ReadingPosition? {
        let prefix = Array(position.steps[..<depth])
        let siblings = siblings(at: depth, of: position, chain: chain)
        if let previous = lastItem(in: siblings, before: position.steps[depth].component, prefix: prefix) {
            return previous
        }
        return depth > 0 ? ReadingPosition(prefix) : nil
    }

    // MARK: - Tab

    /// The top-level component Tab goes to from `current` (nil: from outside the components),
    /// skipping empty ones; nil past the last or the first.
    public func tabStop(from current: Int?, forward: Bool) -> Int? {
        let candidates: [Int]
        if forward {
            candidates = Array(((current ?? -1) + 1)..<max((current ?? -1) + 1, components.count))
        } else {
            candidates = Array((0..<min(current ?? components.count, components.count)).reversed())
        }
        return candidates.first { components[$0].itemCount > 0 || components[$0].isTabStop }
    }
}

/// How arrow keys move among a component's items. The reading order (what Down and Up walk in a
/// list, and Tab) is the same for every shape.
public enum KeyboardShape: Sendable {
    /// Items one under another: Up and Down walk the reading order; Left and Right mean nothing.
    case column
    /// Rows of items: Left and Right move an item, Up and Down a row.
    case rows
    /// A strip that scrolls sideways: Left and Right move through its cards (round, when it wraps),
    /// Up and Down move a row of the strip or leave it; the reading order enters and leaves it whole.
    case strip
}
