import Foundation

/// `"data-url"`: a data-bound component whose elements are fetched when the screen is shown. The
/// app fetches each address once (with a screen's limits), reads the body with `DataURLBody`,
/// and fills every component that names it.
extension Screen {
    /// Each `data-url` still to fetch, once, with the path of the first component that names it
    /// (`components[0].data-url`), where its problems are shown. Nested components too.
    public var dataURLs: [(reference: String, path: String)] {
        var found: [(reference: String, path: String)] = []
        var seen = Set<String>()
        ScreenWalker.walkComponents(components) { component, path in
            if case .url(let reference)? = component.data?.source, seen.insert(reference).inserted {
                found.append((reference, path.appending("data-url")))
            }
        }
        return found
    }

    /// Gives every component whose `data-url` is `reference` the fetched `elements`.
    public mutating func fillData(from reference: String, with elements: [JSONValue]) {
        Self.fill(&components, reference, elements)
    }

    private static func fill(_ components: inout [ComponentModel], _ reference: String, _ elements: [JSONValue]) {
        for index in components.indices {
            if case .url(reference)? = components[index].data?.source {
                components[index].data?.source = .elements(elements)
            }
            for itemIndex in components[index].items.indices where !components[index].items[itemIndex].children.isEmpty {
                fill(&components[index].items[itemIndex].children, reference, elements)
            }
        }
    }
}

/// Reads the body a `data-url` gave: a JSON array, else a positioned problem in that body.
public enum DataURLBody {
    public static func elements(_ data: Data, file: String) throws -> [JSONValue] {
        let root: JSONNode
        do {
            root = try JSONParser.parse(data, buildingItems: false)
        } catch let error as JSONSyntaxError {
            let (line, column) = SourceLocator(data).location(of: error.offset)
            throw Diagnostic(severity: .error, file: file, line: line, column: column, message: error.message)
        }
        let builder = ModelBuilder(file: file, locator: SourceLocator(data), errorHandling: .stop)
        guard case .array(let elements) = builder.jsonValue(root) else {
            let (line, column) = SourceLocator(data).location(of: root.offset)
            throw Diagnostic(severity: .error, file: file, line: line, column: column,
                             message: translated("\"data-url\" needs a JSON array, not {value}", ["value": ModelBuilder.describe(root)]))
        }
        return elements
    }
}
