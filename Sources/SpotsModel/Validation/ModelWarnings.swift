import Foundation

/// Warnings found on a decoded model (missing files, unknown kinds, refused local references),
/// kept as a path and a message each while the model is alive: half a million of them as whole
/// `Diagnostic`s next to a 100 MB screen's model took 34 MB more at the peak of `spots validate`.
/// They become positioned `Diagnostic`s once the caller is ready (after the model is gone).
public struct ModelWarnings: Sendable {
    public let file: String
    private var paths: [String] = []
    private var messages: [String] = []

    public init(file: String) { self.file = file }

    public var isEmpty: Bool { paths.isEmpty }

    public mutating func warn(at path: String, _ message: String) {
        paths.append(path)
        messages.append(message)
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
            Diagnostic(severity: .warning, file: file, line: locations[index]?.line, column: locations[index]?.column,
                       path: paths[index], message: messages[index])
        }
    }
}
