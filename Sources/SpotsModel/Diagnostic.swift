/// A problem found in a screen file, with its position when known.
///
/// `description` reads `file:line:column: error: message`, the form editors and CI annotate from.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    public var file: String?
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column in characters, when known.
    public var column: Int?
    /// Where in the document, e.g. `components[2].items[0].size.height`; empty for the root.
    public var path: String
    public var message: String

    public init(severity: Severity, file: String? = nil, line: Int? = nil, column: Int? = nil, path: String = "", message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        var location = file ?? "<input>"
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        let at = path.isEmpty ? "" : " (at \(path))"
        return "\(location): \(severity.rawValue): \(message)\(at)"
    }
}
