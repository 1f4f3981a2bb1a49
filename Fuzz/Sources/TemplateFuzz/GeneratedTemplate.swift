import SpotsGtk

/// A template written from the fuzzer's bytes through `RemoteTemplatePolicy`'s own tables: every
/// class, property, child type, packing property and Pango attribute it uses is allowed, with
/// values at and between the edges of each rule. Raw mutations rarely get past the checker, and
/// GTK itself carries no coverage instrumentation, so this is what drives GtkBuilder and layout
/// through the allowed space (and the checker must accept every one of them).
struct GeneratedTemplate {
    private var bytes: ArraySlice<UInt8>
    private var objects = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = ArraySlice(bytes)
    }

    /// The template text, or nil when there are too few bytes to say anything.
    mutating func text() -> String? {
        guard bytes.count >= 4 else { return nil }
        let root = object(depth: 1, id: "item")
        return "<interface><requires lib=\"gtk+\" version=\"3.24\"/>\(root)</interface>"
    }

    private static let classes = RemoteTemplatePolicy.classes.values.sorted { $0.name < $1.name }

    private mutating func object(depth: Int, id: String? = nil) -> String {
        objects += 1
        let entry = pick(Self.classes)
        var body = ""
        for _ in 0..<Int(next() % 6) {
            let (name, rule) = pick(entry.properties.sorted { $0.key < $1.key })
            body += "<property name=\"\(name)\">\(escaped(value(rule)))</property>"
        }
        if entry.isContainer, depth < RemoteTemplatePolicy.maximumDepth {
            for _ in 0..<Int(next() % 4) where objects < RemoteTemplatePolicy.maximumObjects {
                let type = pick([nil] + entry.childTypes.sorted())
                var packing = ""
                for _ in 0..<Int(next() % 3) where !entry.packing.isEmpty {
                    let (name, rule) = pick(entry.packing.sorted { $0.key < $1.key })
                    packing += "<property name=\"\(name)\">\(escaped(value(rule)))</property>"
                }
                let child = object(depth: depth + 1)
                body += "<child\(type.map { " type=\"\($0)\"" } ?? "")>\(child)\(packing.isEmpty ? "" : "<packing>\(packing)</packing>")</child>"
            }
        }
        if let attributes = entry.attributes, next() % 2 == 0 {
            body += "<attributes>"
            for _ in 0..<Int(next() % 4) {
                let (name, rule) = pick(attributes.sorted { $0.key < $1.key })
                body += "<attribute name=\"\(name)\" value=\"\(escaped(value(rule)))\" start=\"\(next())\" end=\"\(Int(next()) * 40)\"/>"
            }
            body += "</attributes>"
        }
        if entry.takesStyle, next() % 4 == 0 { body += "<style><class name=\"c\(next())\"/></style>" }
        let identifier = id.map { " id=\"\($0)\"" } ?? ""
        return "<object class=\"\(entry.name)\"\(identifier)>\(body)</object>"
    }

    /// A value the rule allows: its edges, or a point between them.
    private mutating func value(_ rule: TemplateValueRule) -> String {
        switch rule {
        case .boolean:
            return pick(["True", "False", "yes", "0"])
        case .integer(let range):
            let span = Double(range.upperBound) - Double(range.lowerBound)
            switch next() % 4 {
            case 0: return String(range.lowerBound)
            case 1: return String(range.upperBound)
            default: return String(range.lowerBound + Int(span * Double(next()) / 255))
            }
        case .number(let range):
            switch next() % 4 {
            case 0: return String(range.lowerBound)
            case 1: return String(range.upperBound)
            default: return String(range.lowerBound + (range.upperBound - range.lowerBound) * Double(next()) / 255)
            }
        case .choice(let words):
            return pick(words)
        case .text(let maximumLength):
            let length = next() % 4 == 0 ? maximumLength : min(Int(next()), maximumLength)
            return String(repeating: pick(["a", "é", " ", "\u{202E}", "😀"]), count: length)
        case .iconName:
            return pick(["image-missing", "avatar-default-symbolic", "go-next", "no-such-icon", "a.b-c_d"])
        case .color:
            return pick(["red", "#fff", "#336699", "transparent"])
        case .either(let first, let second):
            return next() % 2 == 0 ? value(first) : value(second)
        }
    }

    private mutating func next() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(next()) % choices.count]
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
