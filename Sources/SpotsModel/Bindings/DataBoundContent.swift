/// What a data-bound item is made of: its template, its element and position, and the screen's
/// variables. The item made when the screen is presented carries it; its strings are bound
/// when a view shows the item (`Item.presented`), so a 100,000-element array binds only the
/// rows on screen.
///
/// Two contents are equal when they would bind the same: same template as written, same
/// element, same values of the variables the template reads (and same position when the
/// template reads `index`). The diff so sees a changed element as a changed item.
public final class DataBoundContent: Hashable, @unchecked Sendable {
    let template: DataItemTemplate
    let element: JSONValue
    let index: Int
    let globals: DataGlobals

    init(template: DataItemTemplate, element: JSONValue, index: Int, globals: DataGlobals) {
        self.template = template
        self.element = element
        self.index = index
        self.globals = globals
    }

    public static func == (lhs: DataBoundContent, rhs: DataBoundContent) -> Bool {
        if lhs === rhs { return true }
        if lhs.template.readsIndex || rhs.template.readsIndex, lhs.index != rhs.index { return false }
        return (lhs.template === rhs.template || lhs.template.written == rhs.template.written)
            && (lhs.globals === rhs.globals || lhs.globals.read == rhs.globals.read)
            && lhs.element == rhs.element
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(element)
    }

    /// The item with its strings bound to the element (problems go to the template's sink).
    func bind(_ shell: Item) -> Item {
        var item = template.written
        item.index = shell.index
        item.identifier = shell.identifier
        var problems: [BindingProblem] = []
        var scope = globals.variables
        scope["it"] = element
        scope["index"] = .number(Double(index))
        let evaluator = ExpressionEvaluator(scope: scope)
        if let bound = template.template {
            _ = bound.apply(to: &item, at: template.path, evaluator, problems: &problems)
        }
        item.kind = shell.kind
        item.size = shell.size
        // What an action writes may read the element: it is computed now, with the item.
        for (name, value) in item.assignments where !value.variablesRead.isDisjoint(with: DataItemTemplate.elementNames) {
            do {
                item.assignments[name] = try value.evaluatingExpressions(evaluator)
            } catch {
                problems.append(BindingProblem(path: "\(template.path).action.set.\(name)", offset: -1, message: error.message))
                item.assignments[name] = nil
            }
        }
        for (name, value) in item.appends where !value.variablesRead.isDisjoint(with: DataItemTemplate.elementNames) {
            do {
                item.appends[name] = try value.evaluatingExpressions(evaluator)
            } catch {
                problems.append(BindingProblem(path: "\(template.path).action.append.\(name)", offset: -1, message: error.message))
                item.appends[name] = nil
            }
        }
        for (name, value) in item.passedVariables where !value.variablesRead.isDisjoint(with: DataItemTemplate.elementNames) {
            do {
                item.passedVariables[name] = try value.evaluatingExpressions(evaluator)
            } catch {
                problems.append(BindingProblem(path: "\(template.path).action.variables.\(name)", offset: -1, message: error.message))
                item.passedVariables[name] = nil
            }
        }
        template.sink?.report(problems.map { problem in
            var problem = problem
            problem.message = BindingProblem.atElement(index, problem.message)
            return problem
        })
        return item
    }
}

/// A template of a data-bound component, parsed once.
final class DataItemTemplate: @unchecked Sendable {
    static let elementNames: Set<String> = ["it", "index"]

    let written: Item
    let when: Result<TemplateString, ExpressionError>?
    let template: ItemTemplate?
    /// Where it is written (`components[0].template`), for positions.
    let path: String
    let sink: BindingProblemSink?
    /// The screen variables its expressions read (not `it` and `index`).
    let variables: Set<String>
    let readsIndex: Bool

    init(_ data: DataTemplate, path: String, sink: BindingProblemSink?) {
        written = data.item
        self.path = path
        self.sink = sink
        when = data.when.map(ItemTemplate.parse)
        template = ItemTemplate(data.item)
        var read = template?.variables ?? []
        if case .success(let parsed)? = when { read.formUnion(parsed.variables) }
        for value in data.item.assignments.values { read.formUnion(value.variablesRead) }
        for value in data.item.appends.values { read.formUnion(value.variablesRead) }
        for value in data.item.passedVariables.values { read.formUnion(value.variablesRead) }
        readsIndex = read.contains("index")
        variables = read.subtracting(Self.elementNames)
    }
}

/// The values of a screen's variables when its data-bound items were made.
final class DataGlobals: @unchecked Sendable {
    let variables: [String: JSONValue]
    /// The values of the variables the templates read, in name order: what equality compares.
    let read: [JSONValue]

    init(variables: [String: JSONValue], reading names: [String]) {
        self.variables = variables
        read = names.map { variables[$0] ?? .null }
    }
}

extension Item {
    /// The item as a view shows it: a data-bound item's strings bound to its element; any other
    /// item as it is.
    public func presented() -> Item {
        guard let content = details.dataContent else { return self }
        return content.bind(self)
    }

    /// Whether the item is made from an element of a component's `data`.
    public var isDataBound: Bool { details.dataContent != nil }

    /// For a data-bound item: where its template is written, from its component on
    /// (`.template`, `.templates[1].item`), and what its expressions see besides the screen's
    /// variables (`it`, `index`). Nil for any other item.
    public var dataTemplate: (key: String, scope: [String: JSONValue])? {
        guard let content = details.dataContent else { return nil }
        let path = content.template.path
        let key = path.ranges(of: ".template").last.map { String(path[$0.lowerBound...]) } ?? path
        return (key, ["it": content.element, "index": .number(Double(content.index))])
    }
}
