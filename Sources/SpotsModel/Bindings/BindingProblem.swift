/// A problem with a `${…}` expression of a screen: the JSON path of the string it is in, the
/// character of that string where it starts, and what is wrong.
public struct BindingProblem: Hashable, Sendable {
    public var severity: Diagnostic.Severity
    /// The string's place in the document, e.g. `components[0].items[2].title`.
    public var path: String
    /// Characters into the string's text (after its opening quote).
    public var offset: Int
    public var message: String

    public init(severity: Diagnostic.Severity = .error, path: String, offset: Int, message: String) {
        self.severity = severity
        self.path = path
        self.offset = offset
        self.message = message
    }

    /// `message` about one element of a component's `data`, which it names.
    static func atElement(_ index: Int, _ message: String) -> String {
        // Translators: a problem with one element of a component's data array, e.g. "data[3]: …".
        translated("data[{index}]: {problem}", ["index": "\(index)", "problem": message])
    }

    /// The problem with its file, line and column: `positions` finds the string's opening quote,
    /// and the column moves on to the character concerned (exact unless the string has escapes
    /// before it).
    public func diagnostic(file: String?, positions: DocumentPositions?) -> Diagnostic {
        var line: Int?
        var column: Int?
        if let location = positions?.location(ofPath: path) {
            line = location.line
            column = location.column + 1 + offset
        }
        return Diagnostic(severity: severity, file: file, line: line, column: column, path: path, message: message)
    }
}
