/// Malformed JSON: what was expected, and the byte offset where the parser stopped.
///
/// Internal: `ScreenDecoder` turns it into a `Diagnostic` with line and column.
struct JSONSyntaxError: Error, Sendable {
    var offset: Int
    var message: String
}
