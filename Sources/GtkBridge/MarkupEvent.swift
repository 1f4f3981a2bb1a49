/// What a markup reader (`MarkupReader`, GLib's GMarkup) reports of a document, in order.
/// Plain values, so the checks that read them need no GTK.
public enum MarkupEvent: Sendable, Equatable {
    /// A start tag (an empty element `<a/>` is a start and an end).
    case start(MarkupElement)
    /// The end of the element most recently started and not yet ended.
    case end(name: String)
    /// Character data, entities and CDATA already resolved; one run of text may come in pieces.
    case text(String)
}

/// A start tag: its name, attributes in document order, and where its `<` is.
public struct MarkupElement: Sendable, Equatable {
    public var name: String
    public var attributes: [MarkupAttribute]
    public var position: MarkupPosition

    public init(name: String, attributes: [MarkupAttribute] = [], position: MarkupPosition = MarkupPosition(line: 1, column: 1)) {
        self.name = name
        self.attributes = attributes
        self.position = position
    }

    /// The value of the attribute `name`, if the tag has it.
    public func value(of name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

public struct MarkupAttribute: Sendable, Equatable {
    public var name: String
    /// As the parser gives it: entities resolved.
    public var value: String
    /// Where the attribute's name starts.
    public var position: MarkupPosition

    public init(name: String, value: String, position: MarkupPosition) {
        self.name = name
        self.value = value
        self.position = position
    }
}

/// A 1-based line and a 1-based column counted in characters (Unicode scalars), as `Diagnostic`s have.
public struct MarkupPosition: Sendable, Equatable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// How reading a document ended.
public enum MarkupReadResult: Sendable, Equatable {
    /// Read to the end, well formed.
    case completed
    /// The event handler asked to stop.
    case stopped
    /// Not well-formed: the parser's message and where it stopped.
    case malformed(message: String, position: MarkupPosition)
}
