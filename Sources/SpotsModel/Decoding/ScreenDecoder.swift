import Foundation

/// Reads a screen from JSON bytes, current and legacy Spots formats alike.
///
/// Accepted roots:
/// - `{"components": [...], "title": ...}`, the normal form (an object with neither
///   `components` nor component keys is an empty screen);
/// - `[...]`, a bare array of components (Spots payloads sometimes are);
/// - an object without `components` that has `items`, `kind` or `type`: a single component,
///   read with the component rules (so its `title` is a legacy header title).
///
/// Malformed JSON and values of the wrong type throw a `Diagnostic` with file, line, column and
/// path; unknown keys, unknown enum names and clamped values are warnings. JSON nesting is limited
/// to `maximumJSONDepth`, components inside items to `maximumComponentNesting`, items inside
/// relations to `maximumRelationNesting`.
public struct ScreenDecoder: Sendable {
    /// Arrays and objects nested deeper than this are a syntax error.
    public static let maximumJSONDepth = JSONParser.maximumDepth
    /// Components nested (through `children`) deeper than this are an error.
    public static let maximumComponentNesting = ModelBuilder.maximumComponentNesting
    /// Items nested through `relations` deeper than this are an error.
    public static let maximumRelationNesting = ModelBuilder.maximumRelationNesting

    public init() {}

    /// Decodes a screen, throwing the first error as a `Diagnostic` (severity `.error`).
    ///
    /// With `firstComponents`, only the screen's first components are built; the others are
    /// stepped over, their structure checked but not their contents, and counted in
    /// `omittedComponents`. The rest of the document (its title, variables…) is read in full.
    public func decode(_ data: Data, file: String? = nil, firstComponents: FirstComponentsLimit? = nil) throws -> DecodedScreen {
        let builder = ModelBuilder(file: file, locator: SourceLocator(data), errorHandling: .stop)
        builder.firstComponents = firstComponents
        var root: JSONNode? = try parse(data, file: file, building: builder)
        let screen = try builder.screen(taking: &root)
        var decoded = DecodedScreen(screen: screen, warnings: builder.diagnostics)
        decoded.omittedComponents = builder.omittedComponents
        return decoded
    }

    /// Every error and warning in document order; never throws. Empty means the file is clean.
    /// A syntax error stops at the first; model errors are all reported.
    public func validate(_ data: Data, file: String? = nil) -> [Diagnostic] {
        var root: JSONNode?
        let builder = ModelBuilder(file: file, locator: SourceLocator(data), errorHandling: .collect)
        do {
            root = try parse(data, file: file, building: builder)
        } catch {
            return [error as? Diagnostic ?? Diagnostic(severity: .error, file: file, message: "\(error)")]
        }
        _ = try? builder.screen(taking: &root)
        return builder.diagnostics
    }

    /// The tree, the screen's components already built by `builder` as they were read.
    private func parse(_ data: Data, file: String?, building builder: ModelBuilder) throws -> JSONNode {
        do {
            return try JSONParser.parse(data, buildingItems: true, componentSink: builder)
        } catch let error as JSONSyntaxError {
            let (line, column) = SourceLocator(data).location(of: error.offset)
            throw Diagnostic(severity: .error, file: file, line: line, column: column, message: error.message)
        }
    }
}

/// Every error and warning for a screen file, in document order; never throws.
/// The same as `ScreenDecoder().validate(_:file:)`; inside a type with its own `validate()`
/// (an ArgumentParser command), call it as `SpotsModel.validate(_:file:)`.
public func validate(_ data: Data, file: String?) -> [Diagnostic] {
    ScreenDecoder().validate(data, file: file)
}
