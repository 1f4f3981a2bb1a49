import Foundation
import SpotsModel

/// One stylesheet as GTK will read it, and the way back from GTK's error positions to the text
/// its author wrote (the writers move, drop and rewrite tokens).
public struct CompiledStylesheet: Sendable, Equatable {
    /// The file path or URL of the original text, for messages.
    public var origin: String
    /// What GTK parses.
    public var css: String
    /// The original text (UTF-8), to turn its offsets into lines and columns.
    let source: [UInt8]
    /// Pairs of offsets, ascending in `css`: the byte of `css` at `output` came from the byte of
    /// the original text at `source`.
    let anchors: [Anchor]
    /// Where each line of `css` starts, as GTK counts lines (LF, CR LF and CR end one).
    private let outputLineStarts: [Int32]

    struct Anchor: Sendable, Equatable {
        var output: Int32
        var source: Int32
    }

    init(origin: String, css: String, source: [UInt8], anchors: [Anchor]) {
        self.origin = origin
        self.css = css
        self.source = source
        self.anchors = anchors
        var starts: [Int32] = [0]
        let bytes = Array(css.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            if bytes[index] == 0x0A || bytes[index] == 0x0D { starts.append(Int32(index + 1)) }
            index += 1
        }
        outputLineStarts = starts
    }

    /// The offset in the original text of GTK's 0-based `line` and byte in that line of `css`:
    /// the start of the token GTK was reading there.
    public func sourceOffset(line: Int, byteInLine: Int) -> Int? {
        guard line >= 0, line < outputLineStarts.count, let first = anchors.first else { return nil }
        let output = Int(outputLineStarts[line]) + max(0, byteInLine)
        guard Int(first.output) <= output else { return Int(first.source) }
        // The last anchor at or before the offset.
        var low = 0
        var high = anchors.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(anchors[middle].output) <= output { low = middle } else { high = middle - 1 }
        }
        return Int(anchors[low].source)
    }

    /// Lines and columns of the original text.
    public func sourceLines() -> CSSSourceLines { CSSSourceLines(source: source) }
}

/// A screen's stylesheet with everything it imports and the images a server's stylesheet names,
/// ready to be handed to GTK as one in-memory bundle (`ScreenStylesheet`).
public struct PreparedStylesheet: Sendable, Equatable {
    /// The stylesheet the screen names first, then the sheets it imports; sheet N is `N.css` in the
    /// bundle, which is how the rewritten `@import`s name them.
    public var sheets: [CompiledStylesheet]
    /// Images a server's stylesheet names, checked and encoded again as PNG, by their name in the
    /// bundle (`image-N.png`).
    public var images: [String: Data]
    /// What was refused or could not be read, positioned in the sheet that says it.
    public var problems: [Diagnostic]

    public init(sheets: [CompiledStylesheet], images: [String: Data] = [:], problems: [Diagnostic] = []) {
        self.sheets = sheets
        self.images = images
        self.problems = problems
    }

    /// The path or URL the screen names.
    public var origin: String { sheets.first?.origin ?? "" }

    /// The name of sheet `index` in the bundle.
    public static func sheetName(_ index: Int) -> String { "\(index).css" }
}

/// The most problems one stylesheet reports (with its imports); the rest are counted in one line.
enum StylesheetProblems {
    static let maximum = 100

    /// `problems` cut to `maximum`, with a last line saying how many more there were.
    static func capped(_ problems: [Diagnostic], file: String) -> [Diagnostic] {
        guard problems.count > maximum else { return problems }
        return Array(problems.prefix(maximum)) + [Diagnostic(severity: .warning, file: file,
                                                             message: translated("{count} more problems in this stylesheet are not listed", ["count": "\(problems.count - maximum)"]))]
    }

    /// At most 80 characters of text from the stylesheet, for messages.
    static func shortened(_ text: String) -> String {
        text.count > 80 ? text.prefix(80) + "…" : text
    }
}
