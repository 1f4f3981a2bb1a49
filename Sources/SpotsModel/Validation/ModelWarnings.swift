import Foundation

/// Warnings found on a decoded model (missing files, unknown kinds, refused local references),
/// kept as a path and a message each while the model is alive: half a million of them as whole
/// `Diagnostic`s next to a 100 MB screen's model took 34 MB more at the peak of `spots validate`.
/// They become positioned `Diagnostic`s once the caller is ready (after the model is gone).
public struct ModelWarnings: Sendable {
    public let file: String
    private var paths: [String] = []
    private var messages: [String] = []
    /// Per problem: its severity and the character of the string it starts at (-1: the value),
    /// kept only once a problem is not a plain warning at its value (expressions).
    private var details: [Int: (severity: Diagnostic.Severity, offset: Int)] = [:]

    public init(file: String) { self.file = file }

    public var isEmpty: Bool { paths.isEmpty }

    public mutating func warn(at path: String, _ message: String) {
        paths.append(path)
        messages.append(message)
    }

    /// A problem at a character of the string at `path` (an expression's, after the opening quote).
    public mutating func report(_ severity: Diagnostic.Severity, at path: String, offset: Int, _ message: String) {
        details[paths.count] = (severity, offset)
        warn(at: path, message)
    }

    public mutating func append(_ warnings: [Diagnostic]) {
        for warning in warnings { warn(at: warning.path, warning.message) }
    }

    /// The warnings, each at its line and column in `data` where the path leads to one (found in
    /// one pass over the bytes: a parse tree of a large document next to its model would double it).
    public func diagnostics(positionedIn data: Data) -> [Diagnostic] {
        guard !paths.isEmpty else { return [] }
        let locations = DocumentPositions.locations(ofPaths: paths, in: data)
        return paths.indices.map { index in
            let detail = details[index]
            let column = locations[index].map { $0.column + (detail.map { $0.offset >= 0 ? 1 + $0.offset : 0 } ?? 0) }
            return Diagnostic(severity: detail?.severity ?? .warning, file: file, line: locations[index]?.line, column: column,
                              path: paths[index], message: messages[index])
        }
    }
}
