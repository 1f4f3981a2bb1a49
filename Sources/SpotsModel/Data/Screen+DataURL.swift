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

    /// Gives every component whose `data-url` is `reference` the fetched `elements` (replacing
    /// those of an earlier fetch).
    public mutating func fillData(from reference: String, with elements: [JSONValue]) {
        Self.fill(&components, reference, elements)
    }

    /// The elements last fetched from `reference`, when a component has them.
    public func fetchedElements(from reference: String) -> [JSONValue]? {
        var found: [JSONValue]?
        ScreenWalker.walkComponents(components) { component, _ in
            guard found == nil, let data = component.data, data.fetchedFrom == reference,
                  case .elements(let elements) = data.source else { return }
            found = elements
        }
        return found
    }

    /// What `spots validate` says of inline `data` and needs the elements to know, for the
    /// `elements` fetched from `reference`: two elements with the same identifier, at each
    /// component's `data-url` (or `identity`). `variables`: what an `identity` reads.
    public func dataURLWarnings(from reference: String, elements: [JSONValue],
                                variables: [String: JSONValue]) -> [BindingProblem] {
        var found: [BindingProblem] = []
        let evaluator = ExpressionEvaluator(scope: variables)
        ScreenWalker.walkComponents(components) { component, path in
            guard let data = component.data, data.fetchedFrom == reference || data.source == .url(reference) else { return }
            if let problem = DataSite(data, path: path.description, sink: nil).duplicateIdentifiers(in: elements, evaluator) {
                found.append(problem)
            }
        }
        return found
    }

    private static func fill(_ components: inout [ComponentModel], _ reference: String, _ elements: [JSONValue]) {
        for index in components.indices {
            if let data = components[index].data, data.source == .url(reference) || data.fetchedFrom == reference {
                components[index].data?.source = .elements(elements)
                components[index].data?.fetchedFrom = reference
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
