import Foundation
import SpotsModel

/// Holds a remote `.ui` template's markup events against `RemoteTemplatePolicy`: every element,
/// attribute, class, property and value must be allowed, within the size, depth and object limits.
/// Each refusal is a `Diagnostic` at the element or attribute (the template's URL, line, column),
/// saying what was refused and what is allowed. Plain Swift: feed it `MarkupEvent`s from any
/// reader (`BuilderTemplate.remoteProblems` uses GMarkup, the parser GtkBuilder uses).
public struct RemoteTemplateChecker {
    public let file: String
    public private(set) var problems: [Diagnostic] = []
    private var stack: [Frame] = []
    private var objects = 0
    private var depth = 0
    private var stopped = false

    public init(file: String) {
        self.file = file
    }

    /// What is open, innermost last.
    private struct Frame {
        enum Kind {
            case element
            case object(TemplateClass)
            case child(parent: TemplateClass)
            case packing(parent: TemplateClass)
            case attributes([String: TemplateValueRule])
            case property(owner: String, name: String, rule: TemplateValueRule, text: String)
            /// Inside something refused: not checked further.
            case refused
        }
        var name: String
        var kind: Kind
        var position: MarkupPosition
        /// An `<object>` counted in `depth` (refused or not), uncounted when it ends.
        var isCountedObject = false
    }

    /// The problem for a template of `byteCount` bytes, when it is too large to read at all.
    public static func sizeProblem(byteCount: Int, file: String) -> Diagnostic? {
        guard byteCount > RemoteTemplatePolicy.maximumSize else { return nil }
        return Diagnostic(severity: .error, file: file, line: 1, column: 1,
                          message: "the remote template is \(kilobytes(byteCount)); a remote template may be at most "
                              + "\(kilobytes(RemoteTemplatePolicy.maximumSize))")
    }

    /// Takes the next event; false once reading should stop (a limit was passed, or enough problems).
    public mutating func handle(_ event: MarkupEvent) -> Bool {
        guard !stopped else { return false }
        switch event {
        case .start(let element):
            start(element)
        case .end:
            end()
        case .text(let text):
            if var frame = stack.last, case .property(let owner, let name, let rule, let value) = frame.kind {
                frame.kind = .property(owner: owner, name: name, rule: rule, text: value + text)
                stack[stack.count - 1] = frame
            }
        }
        return !stopped
    }

    /// Takes how reading ended: a document that is not well-formed is refused where it breaks.
    public mutating func finish(_ result: MarkupReadResult) {
        if case .malformed(let message, let position) = result {
            problems.append(Diagnostic(severity: .error, file: file, line: position.line, column: position.column,
                                       message: "the remote template is not well-formed: \(message)"))
        }
    }

    // MARK: Elements

    private mutating func start(_ element: MarkupElement) {
        let parent = stack.last
        if let parent, case .refused = parent.kind {
            return push(element, .refused)
        }
        let allowed = parent.map { RemoteTemplatePolicy.elements[$0.name]?.children ?? [] } ?? ["interface"]
        guard allowed.contains(element.name) else {
            let place = parent.map { "in <\($0.name)>" } ?? "as the root"
            refuse(at: element.position, "a remote template cannot use <\(element.name)> \(place)\(reason(element.name)) "
                + "(allowed \(place): \(list(allowedChildren(of: parent).map { "<\($0)>" }, empty: "nothing")))")
            return push(element, .refused)
        }
        let attributes = RemoteTemplatePolicy.elements[element.name]?.attributes ?? []
        if let attribute = element.attributes.first(where: { !attributes.contains($0.name) }) {
            refuse(at: attribute.position, "a remote template cannot use the \"\(attribute.name)\" attribute of <\(element.name)>"
                + "\(reason(attribute.name)) (allowed: \(list(attributes, empty: "none")))")
            return push(element, .refused)
        }
        switch element.name {
        case "object": startObject(element)
        case "child": startChild(element, in: parent)
        case "property": startProperty(element, in: parent)
        case "packing":
            guard let parent, case .child(let container) = parent.kind else { return push(element, .refused) }
            push(element, .packing(parent: container))
        case "attributes":
            guard let parent, case .object(let owner) = parent.kind, let rules = owner.attributes else {
                refuse(at: element.position, "<attributes> is for GtkLabel only")
                return push(element, .refused)
            }
            push(element, .attributes(rules))
        case "attribute": startAttribute(element, in: parent)
        case "style":
            if let parent, case .object(let owner) = parent.kind, !owner.takesStyle {
                refuse(at: element.position, "\(owner.name) takes no <style> in GTK 3")
                return push(element, .refused)
            }
            push(element, .element)
        case "requires":
            if let library = element.value(of: "lib"), library != "gtk+" {
                refuse(at: element.position, "a remote template can require only gtk+, not \(quoted(library))")
            }
            push(element, .element)
        default:
            push(element, .element)
        }
    }

    private mutating func end() {
        guard let frame = stack.popLast() else { return }
        if frame.isCountedObject { depth -= 1 }
        switch frame.kind {
        case .property(let owner, let name, let rule, let text):
            if let why = rule.refusal(of: text) {
                refuse(at: frame.position, "\(owner)'s \"\(name)\" \(shown(text, rule)) \(why)")
            }
        default:
            break
        }
    }

    private mutating func startObject(_ element: MarkupElement) {
        objects += 1
        depth += 1
        if objects > RemoteTemplatePolicy.maximumObjects {
            refuse(at: element.position, "the remote template has more than \(RemoteTemplatePolicy.maximumObjects) objects; "
                + "a remote template may have at most \(RemoteTemplatePolicy.maximumObjects)")
            stopped = true
        } else if depth > RemoteTemplatePolicy.maximumDepth {
            refuse(at: element.position, "the remote template nests objects more than \(RemoteTemplatePolicy.maximumDepth) deep; "
                + "a remote template may nest at most \(RemoteTemplatePolicy.maximumDepth)")
            stopped = true
        }
        defer { stack[stack.count - 1].isCountedObject = true }
        guard let name = element.value(of: "class") else {
            refuse(at: element.position, "an <object> in a remote template needs a class")
            return push(element, .refused)
        }
        guard let entry = RemoteTemplatePolicy.classes[name] else {
            refuse(at: element.position, "a remote template cannot use \(name)\(reason(name)) "
                + "(allowed: \(list(RemoteTemplatePolicy.classes.keys, empty: "none")))")
            return push(element, .refused)
        }
        push(element, .object(entry))
    }

    private mutating func startChild(_ element: MarkupElement, in parent: Frame?) {
        guard let parent, case .object(let container) = parent.kind, container.isContainer else {
            let owner: String
            if let parent, case .object(let entry) = parent.kind { owner = entry.name } else { owner = "it" }
            refuse(at: element.position, "\(owner) holds no <child> (containers: "
                + "\(list(RemoteTemplatePolicy.classes.values.filter(\.isContainer).map(\.name), empty: "none")))")
            return push(element, .refused)
        }
        if let type = element.value(of: "type"), !container.childTypes.contains(type) {
            let position = element.attributes.first { $0.name == "type" }?.position ?? element.position
            refuse(at: position, "\(container.name) takes no <child type=\(quoted(type))> "
                + "(allowed types: \(list(container.childTypes, empty: "none")))")
            return push(element, .refused)
        }
        push(element, .child(parent: container))
    }

    private mutating func startProperty(_ element: MarkupElement, in parent: Frame?) {
        let owner: String
        let rules: [String: TemplateValueRule]
        let allowed: String
        switch parent?.kind {
        case .object(let entry)?:
            (owner, rules) = (entry.name, entry.properties)
            let common = Set(rules.keys).subtracting(entry.ownProperties)
            allowed = "\(owner)'s own: \(list(entry.ownProperties, empty: "none")); every widget's: \(list(common, empty: "none"))"
        case .packing(let container)?:
            (owner, rules) = ("\(container.name) child", container.packing)
            allowed = "\(owner) allows: \(list(rules.keys, empty: "nothing"))"
        default:
            return push(element, .refused)
        }
        guard let given = element.value(of: "name") else {
            refuse(at: element.position, "a <property> needs a name")
            return push(element, .refused)
        }
        // GObject reads `pixel_size` as `pixel-size`.
        let name = String(given.map { $0 == "_" ? "-" : $0 })
        guard let rule = rules[name] else {
            let position = element.attributes.first { $0.name == "name" }?.position ?? element.position
            refuse(at: position, "a remote template cannot set \(owner)'s \"\(given)\"\(reason(name)) (\(allowed))")
            return push(element, .refused)
        }
        push(element, .property(owner: owner, name: name, rule: rule, text: ""))
    }

    private mutating func startAttribute(_ element: MarkupElement, in parent: Frame?) {
        guard let parent, case .attributes(let rules) = parent.kind else { return push(element, .refused) }
        push(element, .element)
        let name = element.value(of: "name") ?? ""
        guard let rule = rules[name] else {
            let position = element.attributes.first { $0.name == "name" }?.position ?? element.position
            refuse(at: position, "a remote template cannot use the Pango attribute \(quoted(name))\(reason(name)) "
                + "(allowed: \(list(rules.keys, empty: "none")))")
            return
        }
        let checks = [("value", rule)] + ["start", "end"].map { ($0, TemplateValueRule.integer(0...Int(UInt32.max))) }
        for (attributeName, check) in checks {
            guard let attribute = element.attributes.first(where: { $0.name == attributeName }) else { continue }
            if let why = check.refusal(of: attribute.value) {
                refuse(at: attribute.position, "the \(quoted(name)) attribute's \(attributeName) \(shown(attribute.value, check)) \(why)")
            }
        }
    }

    // MARK: Helpers

    private mutating func push(_ element: MarkupElement, _ kind: Frame.Kind) {
        stack.append(Frame(name: element.name, kind: kind, position: element.position))
    }

    /// For messages: the elements `parent` takes (a `<child>` only in containers, `<attributes>` only in labels).
    private func allowedChildren(of parent: Frame?) -> [String] {
        guard let parent else { return ["interface"] }
        var names = RemoteTemplatePolicy.elements[parent.name]?.children ?? []
        if case .object(let entry) = parent.kind {
            if !entry.isContainer { names.removeAll { $0 == "child" } }
            if entry.attributes == nil { names.removeAll { $0 == "attributes" } }
            if !entry.takesStyle { names.removeAll { $0 == "style" } }
        }
        return names
    }

    private mutating func refuse(at position: MarkupPosition, _ message: String) {
        problems.append(Diagnostic(severity: .error, file: file, line: position.line, column: position.column, message: message))
        if problems.count >= RemoteTemplatePolicy.maximumProblems { stopped = true }
    }

    private func reason(_ key: String) -> String {
        RemoteTemplatePolicy.reasons[key].map { ": \($0)" } ?? ""
    }

    private func list<Names: Sequence<String>>(_ names: Names, empty: String) -> String {
        let sorted = names.sorted()
        return sorted.isEmpty ? empty : sorted.joined(separator: ", ")
    }

    /// The value as the message shows it: short ones quoted, long text by its length only.
    private func shown(_ value: String, _ rule: TemplateValueRule) -> String {
        let length = value.unicodeScalars.count
        if case .text = rule { return "is \(length) characters long:" }
        return length <= 40 ? "is \(quoted(value)):" : "is \(length) characters long:"
    }

    private func quoted(_ text: String) -> String {
        "\"" + String(String.UnicodeScalarView(text.unicodeScalars.prefix(40).map {
            $0.properties.generalCategory == .control ? "?" : $0
        })) + "\""
    }

    private static func kilobytes(_ bytes: Int) -> String {
        bytes % 1024 == 0 ? "\(bytes / 1024) KB" : String(format: "%.1f KB", Double(bytes) / 1024)
    }
}
