/// A component's `data` and templates: the items made from the elements when the screen is
/// presented. An item is made per element that a template matches and whose `visible-if`
/// holds, with its identifier (`identity`, else the element's `id`), kind and size; its strings
/// are bound later, when a view shows it (`DataBoundContent`).
final class DataSite {
    let path: String
    /// The key the elements are written at: `data`, or `data-url` for fetched ones.
    private let dataKey: String
    private let data: ItemData
    private let source: Result<TemplateString, ExpressionError>?
    private let identity: Result<TemplateString, ExpressionError>?
    private let templates: [DataItemTemplate]
    /// The screen variables read: by the data expression, the identity and the templates.
    let variables: Set<String>
    private let templateVariables: [String]
    /// Whether making an item evaluates anything (a `when`, an `identity`, a `visible-if`, a bound
    /// kind or size): without, an element costs a dictionary lookup and an item.
    private let evaluatesPerElement: Bool

    init(_ data: ItemData, path: String, sink: BindingProblemSink?) {
        self.path = path
        self.data = data
        if case .url = data.source { dataKey = "data-url" } else { dataKey = data.fetchedFrom == nil ? "data" : "data-url" }
        if case .expression(let text) = data.source { source = ItemTemplate.parse(text) } else { source = nil }
        identity = data.identity.map(ItemTemplate.parse)
        templates = data.templates.enumerated().map { index, template in
            DataItemTemplate(template, path: data.isTemplateList ? "\(path).templates[\(index)].item" : "\(path).template", sink: sink)
        }
        var read = Set<String>()
        if case .success(let parsed)? = source { read.formUnion(parsed.variables) }
        if case .success(let parsed)? = identity { read.formUnion(parsed.variables) }
        var fromTemplates = Set<String>()
        for template in templates { fromTemplates.formUnion(template.variables) }
        templateVariables = fromTemplates.sorted()
        variables = read.union(fromTemplates).subtracting(DataItemTemplate.elementNames)
        evaluatesPerElement = identity != nil || data.templates.contains { template in
            template.when != nil || !template.item.expressions.isEmpty || ItemTemplate.hasExpression(template.item.kind)
        }
    }

    /// The items for `evaluator`'s variables, and the problems (each place once, with a count).
    func present(_ evaluator: ExpressionEvaluator) -> (items: [Item], problems: [BindingProblem]) {
        var problems = ProblemTally()
        guard let elements = elements(evaluator, problems: &problems) else { return ([], problems.list) }
        let globals = DataGlobals(variables: evaluator.scope, reading: templateVariables)
        var items: [Item] = []
        items.reserveCapacity(elements.count)
        var scoped = evaluator
        var unmatched: [Int] = []
        for (index, element) in elements.enumerated() {
            if evaluatesPerElement {
                scoped.scope["it"] = element
                scoped.scope["index"] = .number(Double(index))
            }
            guard let template = template(for: index, scoped, problems: &problems) else {
                unmatched.append(index)
                continue
            }
            var item = template.written
            item.identifier = identifier(of: element, at: index, scoped, problems: &problems)
            if let bound = template.template, evaluatesPerElement {
                var settings = item
                var found: [BindingProblem] = []
                let visible = bound.apply(to: &settings, at: template.path, scoped, problems: &found)
                for problem in found { problems.add(problem, element: index) }
                guard visible else { continue }
                item.kind = settings.kind
                item.size = settings.size
            }
            item.index = items.count
            item.details.dataContent = DataBoundContent(template: template, element: element, index: index, globals: globals)
            items.append(item)
        }
        if let problem = unmatchedProblem(unmatched) { problems.add(problem, element: nil) }
        return (items, problems.list)
    }

    /// The elements no template matches, as one warning at `data` (nil when each is matched).
    func unmatched(in elements: [JSONValue], _ evaluator: ExpressionEvaluator) -> BindingProblem? {
        var scoped = evaluator
        var ignored = ProblemTally()
        var unmatched: [Int] = []
        for (index, element) in elements.enumerated() {
            scoped.scope["it"] = element
            scoped.scope["index"] = .number(Double(index))
            if template(for: index, scoped, problems: &ignored) == nil { unmatched.append(index) }
        }
        return unmatchedProblem(unmatched)
    }

    private func unmatchedProblem(_ unmatched: [Int]) -> BindingProblem? {
        guard let first = unmatched.first else { return nil }
        let more = unmatched.count - 1
        let message = more == 0
            ? translated("no template matches data[{index}]; it is not shown", ["index": "\(first)"])
            : translatedPlural("no template matches data[{index}] (and {count} more); it is not shown",
                               "no template matches data[{index}] (and {count} more); it is not shown",
                               count: more, ["index": "\(first)", "count": "\(more)"])
        return BindingProblem(severity: .warning, path: "\(path).\(dataKey)", offset: -1, message: message)
    }

    private func elements(_ evaluator: ExpressionEvaluator, problems: inout ProblemTally) -> [JSONValue]? {
        switch data.source {
        case .elements(let elements):
            return elements
        case .url:
            return nil // not fetched yet
        case .expression:
            switch source {
            case .failure(let error)?:
                problems.add(BindingProblem(path: "\(path).data", offset: error.range.start, message: error.message), element: nil)
                return nil
            case .success(let parsed)?:
                let (value, errors) = parsed.evaluate(evaluator)
                for error in errors {
                    problems.add(BindingProblem(path: "\(path).data", offset: error.range.start, message: error.message), element: nil)
                }
                guard errors.isEmpty else { return nil }
                guard case .array(let elements) = value else {
                    problems.add(BindingProblem(path: "\(path).data", offset: 0,
                                                message: translated("\"data\" needs an array, not {value}", ["value": ExpressionEvaluator.describe(value)])), element: nil)
                    return nil
                }
                return elements
            case nil:
                return nil
            }
        }
    }

    /// The first template whose `when` holds for the element.
    private func template(for index: Int, _ evaluator: ExpressionEvaluator, problems: inout ProblemTally) -> DataItemTemplate? {
        for template in templates {
            guard let when = template.when else { return template }
            let whenPath = template.path.hasSuffix(".item") ? String(template.path.dropLast(5)) + ".when" : template.path + ".when"
            switch when {
            case .failure(let error):
                problems.add(BindingProblem(path: whenPath, offset: error.range.start, message: error.message), element: index)
            case .success(let parsed):
                let (value, errors) = parsed.evaluate(evaluator)
                for error in errors { problems.add(BindingProblem(path: whenPath, offset: error.range.start, message: error.message), element: index) }
                guard errors.isEmpty else { continue }
                if case .bool(true) = value { return template }
                if case .bool = value { continue }
                problems.add(BindingProblem(path: whenPath, offset: 0,
                                            message: translated("\"when\" needs a boolean, not {value}", ["value": ExpressionEvaluator.describe(value)])), element: index)
            }
        }
        return nil
    }

    /// `identity`'s value, else the element's `id`: a whole number or a string; nil otherwise
    /// (the diff then tells items apart by content).
    /// One warning when two elements give the same item identifier (the diff then pairs rows by
    /// position, and a change can update the wrong row), naming the first pair and how many more.
    func duplicateIdentifiers(in elements: [JSONValue], _ evaluator: ExpressionEvaluator) -> BindingProblem? {
        var scoped = evaluator
        var ignored = ProblemTally()
        var seen: [ItemIdentifier: Int] = [:]
        var first: (earlier: Int, later: Int, identifier: ItemIdentifier)?
        var more = 0
        for (index, element) in elements.enumerated() {
            if identity != nil {
                scoped.scope["it"] = element
                scoped.scope["index"] = .number(Double(index))
            }
            guard let identifier = identifier(of: element, at: index, scoped, problems: &ignored) else { continue }
            if let earlier = seen[identifier] {
                if first == nil { first = (earlier, index, identifier) } else { more += 1 }
            } else {
                seen[identifier] = index
            }
        }
        guard let first else { return nil }
        let (earlier, later, identifier) = ("\(first.earlier)", "\(first.later)", "\(first.identifier)")
        let message = more == 0
            ? translated("data[{earlier}] and data[{later}] have the same identifier {identifier}; each element needs its own \"id\" (or \"identity\") for the diff to tell them apart",
                         ["earlier": earlier, "later": later, "identifier": identifier])
            : translated("data[{earlier}] and data[{later}] (and {more} more) have the same identifier {identifier}; each element needs its own \"id\" (or \"identity\") for the diff to tell them apart",
                         ["earlier": earlier, "later": later, "more": "\(more)", "identifier": identifier])
        return BindingProblem(severity: .warning, path: identity == nil ? "\(path).\(dataKey)" : "\(path).identity", offset: -1, message: message)
    }

    private func identifier(of element: JSONValue, at index: Int, _ evaluator: ExpressionEvaluator,
                            problems: inout ProblemTally) -> ItemIdentifier? {
        let value: JSONValue
        switch identity {
        case nil:
            guard case .object(let members) = element, let id = members["id"] else { return nil }
            value = id
        case .failure(let error)?:
            problems.add(BindingProblem(path: "\(path).identity", offset: error.range.start, message: error.message), element: index)
            return nil
        case .success(let parsed)?:
            let (result, errors) = parsed.evaluate(evaluator)
            for error in errors { problems.add(BindingProblem(path: "\(path).identity", offset: error.range.start, message: error.message), element: index) }
            guard errors.isEmpty else { return nil }
            value = result
        }
        switch value {
        case .string(let text): return .string(text)
        case .number(let number) where number.rounded() == number && abs(number) < 1e15: return .number(Int(number))
        default: return nil
        }
    }
}

/// Problems of many elements at one place: the first, with how many more elements had one there.
struct ProblemTally {
    private var order: [String] = []
    private var entries: [String: (problem: BindingProblem, more: Int)] = [:]

    mutating func add(_ problem: BindingProblem, element: Int?) {
        let key = "\(problem.path)\u{0}\(problem.offset)"
        if entries[key] != nil {
            entries[key]!.more += 1
            return
        }
        var problem = problem
        if let element { problem.message = BindingProblem.atElement(element, problem.message) }
        order.append(key)
        entries[key] = (problem, 0)
    }

    var list: [BindingProblem] {
        order.map { key in
            var (problem, more) = entries[key]!
            if more > 0 {
                problem.message = translatedPlural("{problem} (and {count} more element)", "{problem} (and {count} more elements)",
                                                   count: more, ["problem": problem.message, "count": "\(more)"])
            }
            return problem
        }
    }
}
