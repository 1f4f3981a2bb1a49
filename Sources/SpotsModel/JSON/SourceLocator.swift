import Foundation

/// Turns byte offsets into 1-based line and column for diagnostics.
///
/// Lines end at "\n", "\r\n" or a lone "\r". Columns count Unicode scalars (what most editors and
/// compilers call characters; a tab counts 1); a byte order mark at the start is not counted.
/// The line table is built on first use, so documents without diagnostics pay nothing.
final class SourceLocator {
    /// The document, also for re-reading a value in full (see `ModelBuilder.expanded(_:)`).
    let data: Data
    private var lineStarts: [Int]?
    /// The last answer, so that many diagnostics on one long (minified) line stay linear.
    private var cache: (offset: Int, line: Int, column: Int)?

    init(_ data: Data) {
        self.data = data
    }

    func location(of offset: Int) -> (line: Int, column: Int) {
        let starts = lineStarts ?? makeLineStarts()
        lineStarts = starts
        let line = Self.lineIndex(containing: offset, in: starts)
        var from = starts[line]
        var column = 1
        if line == 0, hasByteOrderMark { from = min(3, offset) }
        if let cache, cache.line == line + 1, cache.offset >= from, cache.offset <= offset {
            from = cache.offset
            column = cache.column
        }
        column += scalarCount(from: from, to: offset)
        cache = (offset, line + 1, column)
        return (line + 1, column)
    }

    private var hasByteOrderMark: Bool {
        data.count >= 3 && data.starts(with: [0xEF, 0xBB, 0xBF])
    }

    /// Binary search for the last line start at or before `offset`.
    private static func lineIndex(containing offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func makeLineStarts() -> [Int] {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var starts = [0]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == ASCII.newline {
                    starts.append(index)
                } else if byte == ASCII.carriageReturn {
                    if index < bytes.count, bytes[index] == ASCII.newline { index += 1 }
                    starts.append(index)
                }
            }
            return starts
        }
    }

    /// Scalars in `from..<to`: every byte that is not a UTF-8 continuation byte starts one.
    private func scalarCount(from: Int, to: Int) -> Int {
        guard from < to else { return 0 }
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var count = 0
            for index in from..<min(to, bytes.count) where bytes[index] & 0xC0 != 0x80 {
                count += 1
            }
            return count + max(0, to - bytes.count)
        }
    }
}
