/// A problem found in a screen file, with its position when known.
///
/// `description` reads `file:line:column: error: message`, the form editors and CI annotate from
/// (in the user's language, like GCC's; untranslated when `Translation.isEnabled` is off).
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
        let shown = path.isEmpty ? message : translated("{message} (at {path})", ["message": message, "path": path])
        // Translators: "error" and "warning" are what editors and CI look for in English; GCC
        // translates them too, and `spots validate --json` stays English for tools.
        switch severity {
        case .error: return translated("{location}: error: {message}", ["location": location, "message": shown])
        case .warning: return translated("{location}: warning: {message}", ["location": location, "message": shown])
        }
    }
}
