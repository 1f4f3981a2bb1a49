import SpotsModel

/// Which items form which line: the unit windowed rendering realises and the keyboard steps by.
public enum LineAxis: Equatable, Sendable {
    /// Lines stack down the screen, `perLine` items each (lists and grids).
    case rows(perLine: Int)
    /// Lines are columns side by side in a strip that scrolls sideways, one item of each of
    /// `rows` rows (carousels).
    case columns(rows: Int)

    /// Items per line: a grid row's, or a carousel's rows.
    public var itemsPerLine: Int {
        switch self {
        case .rows(let perLine): return max(1, perLine)
        case .columns(let rows): return max(1, rows)
        }
    }

    /// Whether lines follow each other sideways.
    public var isHorizontal: Bool {
        if case .columns = self { return true }
        return false
    }
}

/// Which items form which line of a component: the unit windowed rendering realises.
///
/// A list has one item a line; a grid `perLine` items a line, row by row; a carousel's lines
/// are its columns (it scrolls sideways), each holding one item of every `rows` row, because
/// GtkFlowBox fills a carousel row by row: row r holds items `r * columns ..< (r + 1) * columns`.
public struct LineGeometry: Equatable {
    public typealias Axis = LineAxis

    public let axis: Axis
    public let itemCount: Int
    /// The line shown first. An infinite carousel rotates its columns so that the first ones
    /// follow the last (`CarouselPaging`, `CarouselLap`); lines are then laid out at positions
    /// that differ from their model order. 0 (no rotation) everywhere else, where positions are lines.
    public var rotation = 0

    public init(axis: Axis, itemCount: Int) {
        switch axis {
        case .rows(let perLine): self.axis = .rows(perLine: max(1, perLine))
        case .columns(let rows): self.axis = .columns(rows: max(1, rows))
        }
        self.itemCount = max(0, itemCount)
    }

    public var lineCount: Int {
        switch axis {
        case .rows(let perLine): return (itemCount + perLine - 1) / perLine
        case .columns(let rows): return (itemCount + rows - 1) / rows
        }
    }

    /// Items per GtkFlowBox line when `lines` are realised.
    public func childrenPerLine(realising lines: Range<Int>) -> Int {
        switch axis {
        case .rows(let perLine): return perLine
        case .columns: return max(1, lines.count)
        }
    }

    public func line(ofItem index: Int) -> Int {
        switch axis {
        case .rows(let perLine): return index / perLine
        case .columns: return index % max(1, lineCount)
        }
    }

    /// The items of one line, in order.
    public func items(inLine line: Int) -> [Int] {
        switch axis {
        case .rows(let perLine):
            return Array((line * perLine)..<min(itemCount, (line + 1) * perLine))
        case .columns(let rows):
            let columns = lineCount
            return (0..<rows).map { $0 * columns + line }.filter { $0 < itemCount }
        }
    }

    /// The items of `lines` in the order the container must hold them.
    public func orderedItems(inLines lines: Range<Int>) -> [Int] {
        let lines = lines.clamped(to: 0..<lineCount)
        switch axis {
        case .rows(let perLine):
            return Array((lines.lowerBound * perLine)..<min(itemCount, lines.upperBound * perLine))
        case .columns(let rows):
            let columns = lineCount
            var result: [Int] = []
            result.reserveCapacity(lines.count * rows)
            for row in 0..<rows {
                for column in lines where row * columns + column < itemCount { result.append(row * columns + column) }
            }
            return result
        }
    }

    // MARK: - Rotation

    /// The line shown at `position`.
    public func line(atPosition position: Int) -> Int {
        guard rotation != 0 else { return position }
        return (position + rotation) % lineCount
    }

    /// Where line `line` is shown.
    public func position(ofLine line: Int) -> Int {
        guard rotation != 0 else { return line }
        let count = lineCount
        return (line - rotation + count) % count
    }

    /// The items widget's order: a carousel fills its rows one after the other.
    public func sortKey(of index: Int) -> Int {
        guard rotation != 0 else { return index }
        // Item `row * columns + column` sits in row `row` at its column's position.
        let line = line(ofItem: index)
        return index - line + position(ofLine: line)
    }

    /// The items of the lines at `positions`, in the order the items widget holds them.
    public func orderedItems(atPositions positions: Range<Int>) -> [Int] {
        guard rotation != 0 else { return orderedItems(inLines: positions) }
        let positions = positions.clamped(to: 0..<lineCount)
        return positions.flatMap { items(inLine: line(atPosition: $0)) }.sorted { sortKey(of: $0) < sortKey(of: $1) }
    }
}
