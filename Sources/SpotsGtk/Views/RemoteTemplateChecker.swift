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
                          message: translated("the remote template is {size}; a remote template may be at most {maximum}",
                                              ["size": kilobytes(byteCount), "maximum": kilobytes(RemoteTemplatePolicy.maximumSize)]))
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
                                       // Translators: {reason} is GLib's own message, in the user's language.
                                       message: translated("the remote template is not well-formed: {reason}", ["reason": message])))
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
            let allowed = list(allowedChildren(of: parent).map { "<\($0)>" }, empty: translated("nothing"))
            refuse(at: element.position, elementRefusal(element.name, in: parent?.name, allowed: allowed))
            return push(element, .refused)
        }
        let attributes = RemoteTemplatePolicy.elements[element.name]?.attributes ?? []
        if let attribute = element.attributes.first(where: { !attributes.contains($0.name) }) {
            let allowed = list(attributes, empty: translated("none"))
            if let why = RemoteTemplatePolicy.reason(for: attribute.name) {
                refuse(at: attribute.position, translated("a remote template cannot use the \"{attribute}\" attribute of <{element}>: {reason} (allowed: {allowed})",
                                                          ["attribute": attribute.name, "element": element.name, "reason": why, "allowed": allowed]))
            } else {
                refuse(at: attribute.position, translated("a remote template cannot use the \"{attribute}\" attribute of <{element}> (allowed: {allowed})",
                                                          ["attribute": attribute.name, "element": element.name, "allowed": allowed]))
            }
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
                refuse(at: element.position, translated("<attributes> is for GtkLabel only"))
                return push(element, .refused)
            }
            push(element, .attributes(rules))
        case "attribute": startAttribute(element, in: parent)
        case "style":
            if let parent, case .object(let owner) = parent.kind, !owner.takesStyle {
                refuse(at: element.position, translated("{class} takes no <style> in GTK 3", ["class": owner.name]))
                return push(element, .refused)
            }
            push(element, .element)
        case "requires":
            if let library = element.value(of: "lib"), library != "gtk+" {
                refuse(at: element.position, translated("a remote template can require only gtk+, not {library}", ["library": quoted(library)]))
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
            if let expected = rule.refusal(of: text) {
                if let value = shown(text, rule) {
                    refuse(at: frame.position, translated("{owner}'s \"{property}\" is {value}: must be {expected}",
                                                          ["owner": owner, "property": name, "value": value, "expected": expected]))
                } else {
                    refuse(at: frame.position, translated("{owner}'s \"{property}\" is {length} characters long: must be {expected}",
                                                          ["owner": owner, "property": name, "length": "\(text.unicodeScalars.count)", "expected": expected]))
                }
            }
        default:
            break
        }
    }

    private mutating func startObject(_ element: MarkupElement) {
        objects += 1
        depth += 1
        if objects > RemoteTemplatePolicy.maximumObjects {
            refuse(at: element.position, translated("the remote template has more than {count} objects; a remote template may have at most {count}",
                                                    ["count": "\(RemoteTemplatePolicy.maximumObjects)"]))
            stopped = true
        } else if depth > RemoteTemplatePolicy.maximumDepth {
            refuse(at: element.position, translated("the remote template nests objects more than {count} deep; a remote template may nest at most {count}",
                                                    ["count": "\(RemoteTemplatePolicy.maximumDepth)"]))
            stopped = true
        }
        defer { stack[stack.count - 1].isCountedObject = true }
        guard let name = element.value(of: "class") else {
            refuse(at: element.position, translated("an <object> in a remote template needs a class"))
            return push(element, .refused)
        }
        guard let entry = RemoteTemplatePolicy.classes[name] else {
            let allowed = list(RemoteTemplatePolicy.classes.keys, empty: translated("none"))
            if let why = RemoteTemplatePolicy.reason(for: name) {
                refuse(at: element.position, translated("a remote template cannot use {class}: {reason} (allowed: {allowed})",
                                                        ["class": name, "reason": why, "allowed": allowed]))
            } else {
                refuse(at: element.position, translated("a remote template cannot use {class} (allowed: {allowed})",
                                                        ["class": name, "allowed": allowed]))
            }
            return push(element, .refused)
        }
        push(element, .object(entry))
    }

    private mutating func startChild(_ element: MarkupElement, in parent: Frame?) {
        guard let parent, case .object(let container) = parent.kind, container.isContainer else {
            let containers = list(RemoteTemplatePolicy.classes.values.filter(\.isContainer).map(\.name), empty: translated("none"))
            if let parent, case .object(let entry) = parent.kind {
                refuse(at: element.position, translated("{class} holds no <child> (containers: {containers})",
                                                        ["class": entry.name, "containers": containers]))
            } else {
                refuse(at: element.position, translated("only an <object> that is a container holds <child> (containers: {containers})",
                                                        ["containers": containers]))
            }
            return push(element, .refused)
        }
        if let type = element.value(of: "type"), !container.childTypes.contains(type) {
            let position = element.attributes.first { $0.name == "type" }?.position ?? element.position
            refuse(at: position, translated("{class} takes no <child type={type}> (allowed types: {allowed})",
                                            ["class": container.name, "type": quoted(type), "allowed": list(container.childTypes, empty: translated("none"))]))
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
            allowed = translated("{class}'s own: {own}; every widget's: {common}",
                                 ["class": owner, "own": list(entry.ownProperties, empty: translated("none")),
                                                                                    "common": list(common, empty: translated("none"))])
        case .packing(let container)?:
            // Translators: a child packed in a container ("GtkBox child"), the owner of packing properties.
            (owner, rules) = (translated("{class} child", ["class": container.name]), container.packing)
            allowed = translated("{owner} allows: {allowed}", ["owner": owner, "allowed": list(rules.keys, empty: translated("nothing"))])
        default:
            return push(element, .refused)
        }
        guard let given = element.value(of: "name") else {
            refuse(at: element.position, translated("a <property> needs a name"))
            return push(element, .refused)
        }
        // GObject reads `pixel_size` as `pixel-size`.
        let name = String(given.map { $0 == "_" ? "-" : $0 })
        guard let rule = rules[name] else {
            let position = element.attributes.first { $0.name == "name" }?.position ?? element.position
            if let why = RemoteTemplatePolicy.reason(for: name) {
                refuse(at: position, translated("a remote template cannot set {owner}'s \"{property}\": {reason} ({allowed})",
                                                ["owner": owner, "property": given, "reason": why, "allowed": allowed]))
            } else {
                refuse(at: position, translated("a remote template cannot set {owner}'s \"{property}\" ({allowed})",
                                                ["owner": owner, "property": given, "allowed": allowed]))
            }
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
            let allowed = list(rules.keys, empty: translated("none"))
            if let why = RemoteTemplatePolicy.reason(for: name) {
                refuse(at: position, translated("a remote template cannot use the Pango attribute {attribute}: {reason} (allowed: {allowed})",
                                                ["attribute": quoted(name), "reason": why, "allowed": allowed]))
            } else {
                refuse(at: position, translated("a remote template cannot use the Pango attribute {attribute} (allowed: {allowed})",
                                                ["attribute": quoted(name), "allowed": allowed]))
            }
            return
        }
        let checks = [("value", rule)] + ["start", "end"].map { ($0, TemplateValueRule.integer(0...Int(UInt32.max))) }
        for (attributeName, check) in checks {
            guard let attribute = element.attributes.first(where: { $0.name == attributeName }) else { continue }
            guard let expected = check.refusal(of: attribute.value) else { continue }
            // Translators: {part} is the XML attribute's own name (value, start or end), as written.
            if let value = shown(attribute.value, check) {
                refuse(at: attribute.position, translated("the {attribute} attribute's {part} is {value}: must be {expected}",
                                                          ["attribute": quoted(name), "part": attributeName, "value": value, "expected": expected]))
            } else {
                refuse(at: attribute.position, translated("the {attribute} attribute's {part} is {length} characters long: must be {expected}",
                                                          ["attribute": quoted(name), "part": attributeName,
                                                           "length": "\(attribute.value.unicodeScalars.count)", "expected": expected]))
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

    /// Why `element` may not be where it is, and what may be there instead.
    private func elementRefusal(_ element: String, in parent: String?, allowed: String) -> String {
        switch (parent, RemoteTemplatePolicy.reason(for: element)) {
        case (let parent?, let why?):
            return translated("a remote template cannot use <{element}> in <{parent}>: {reason} (allowed in <{parent}>: {allowed})",
                              ["element": element, "parent": parent, "reason": why, "allowed": allowed])
        case (let parent?, nil):
            return translated("a remote template cannot use <{element}> in <{parent}> (allowed in <{parent}>: {allowed})",
                              ["element": element, "parent": parent, "allowed": allowed])
        case (nil, let why?):
            return translated("a remote template cannot use <{element}> as the root: {reason} (allowed as the root: {allowed})",
                              ["element": element, "reason": why, "allowed": allowed])
        case (nil, nil):
            return translated("a remote template cannot use <{element}> as the root (allowed as the root: {allowed})",
                              ["element": element, "allowed": allowed])
        }
    }

    private func list<Names: Sequence<String>>(_ names: Names, empty: String) -> String {
        let sorted = names.sorted()
        return sorted.isEmpty ? empty : sorted.joined(separator: ", ")
    }

    /// The value as the message shows it, quoted; nil when only its length is shown (text, and long values).
    private func shown(_ value: String, _ rule: TemplateValueRule) -> String? {
        if case .text = rule { return nil }
        return value.unicodeScalars.count <= 40 ? quoted(value) : nil
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
