/// Builds models from a parsed `JSONNode` tree, applying Spots' current and legacy rules.
///
/// One builder serves one document. It walks the tree once, keeps the path to where it is, and
/// records warnings (and, when validating, errors) with the position of the value concerned.
/// Nodes without a position (from `Codable`) give diagnostics without line and column.
final class ModelBuilder {
    /// Components inside items inside components…: deeper than this is an error.
    static let maximumComponentNesting = 32
    /// Items inside relations of items…: deeper than this is an error. With the component limit,
    /// this bounds the builder's recursion well below what a 512 KB thread stack holds.
    static let maximumRelationNesting = 32

    enum ErrorHandling {
        /// Throw the first error (decoding).
        case stop
        /// Record every error, carry on with defaults (validation).
        case collect
    }

    private let file: String?
    private let locator: SourceLocator?
    private let errorHandling: ErrorHandling
    var path = DocumentPath()
    var componentDepth = 0
    var relationDepth = 0
    /// The `${…}` expressions of typed settings read in the item or component being built.
    var boundExpressions: [BoundSetting: String] = [:]
    private var reports: [(offset: Int, diagnostic: Diagnostic)] = []
    /// The components built while the parser read them (`ModelBuilder+Stream.swift`).
    var stream: StreamedComponents?
    /// Whether they are the root object's `components` (not a root array): their path starts with it.
    var streamsKeyed = false
    /// Only the first components are built when set; the rest are stepped over and counted in
    /// `omittedComponents` (a large screen's first frame).
    var firstComponents: FirstComponentsLimit?
    var omittedComponents = 0

    init(file: String? = nil, locator: SourceLocator? = nil, errorHandling: ErrorHandling = .stop) {
        self.file = file
        self.locator = locator
        self.errorHandling = errorHandling
    }

    /// Everything reported so far, in document order.
    var diagnostics: [Diagnostic] {
        reports.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element.diagnostic)
    }

    var reportCount: Int { reports.count }

    /// Forgets the problems reported from the `count`th on.
    func dropReports(from count: Int) {
        reports.removeSubrange(min(count, reports.count)...)
    }

    func warn(_ message: String, at offset: Int, key: String? = nil) {
        report(.warning, message, at: offset, key: key)
    }

    /// An error: thrown when decoding, recorded when validating (the caller then uses a default).
    func fail(_ message: String, at offset: Int) throws {
        let diagnostic = makeDiagnostic(.error, message, at: offset, key: nil)
        if errorHandling == .stop { throw diagnostic }
        reports.append((offset, diagnostic))
    }

    /// "expected X, found Y" for a value of the wrong type; nil so callers can fall back.
    func mismatch<T>(_ expected: String, _ node: JSONNode) throws -> T? {
        try fail(translated("expected {expected}, found {found}", ["expected": expected, "found": Self.describe(node)]), at: node.offset)
        return nil
    }

    private func report(_ severity: Diagnostic.Severity, _ message: String, at offset: Int, key: String?) {
        reports.append((offset, makeDiagnostic(severity, message, at: offset, key: key)))
    }

    private func makeDiagnostic(_ severity: Diagnostic.Severity, _ message: String, at offset: Int, key: String?) -> Diagnostic {
        var diagnosticPath = path
        if let key { diagnosticPath.push(.key(key)) }
        var line: Int?
        var column: Int?
        if let locator, offset != JSONNode.noOffset {
            (line, column) = locator.location(of: offset)
        }
        return Diagnostic(severity: severity, file: file, line: line, column: column, path: diagnosticPath.rendered, message: message)
    }

    /// The node as the full parse gives it: an `.items` node is read again from the document, so
    /// code that walks arrays (meta, messages) sees the elements with their own positions.
    func expanded(_ node: JSONNode) -> JSONNode {
        switch node.value {
        case .items, .values: break
        default: return node
        }
        if let data = locator?.data, let full = JSONParser.parseValue(in: data, at: node.offset) { return full }
        return JSONNode(.array([]), offset: node.offset)
    }

    /// How a value reads in a message: `string "abc"`, `number 1.5`, `an object`, `null`.
    static func describe(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .int(let value): return translated("number {number}", ["number": "\(value)"])
        case .double(let value): return translated("number {number}", ["number": NumberText.format(value)])
        case .string(let value):
            let shown = value.count > 40 ? value.prefix(40) + "…" : Substring(value)
            return translated("string \"{text}\"", ["text": String(shown)])
        case .array, .items, .values: return translated("an array")
        case .object: return translated("an object")
        }
    }
}
