/// The fields of an item that most items leave at their defaults: size, meta, relations,
/// children and accessibility.
///
/// They live in one copy-on-write box, and an item that sets none of them holds no box at all
/// (one nil reference) in place of 56 bytes of fields, so building, copying, comparing and
/// freeing 100,000 items (a live reload) moves less memory and retains fewer references (the
/// text, image, kind and action are boxed the same way, see `ItemExtras`). Two values with the same box compare equal without reading it.
public struct ItemDetails: Hashable, Sendable {
    struct Values: Hashable, Sendable {
        var size = Size.unspecified
        var meta: [String: JSONValue] = [:]
        var relations: [String: [Item]] = [:]
        var children: [ComponentModel] = []
        var accessibility = Accessibility()
        var expressions: [BoundSetting: String] = [:]
        var assignments: [String: JSONValue] = [:]
        var appends: [String: JSONValue] = [:]
        var passedVariables: [String: JSONValue] = [:]
        var dataContent: DataBoundContent?

        var isDefault: Bool {
            meta.isEmpty && relations.isEmpty && children.isEmpty && size.isUnspecified && accessibility.isEmpty
                && expressions.isEmpty && assignments.isEmpty && appends.isEmpty && passedVariables.isEmpty && dataContent == nil
        }
    }

    /// Written only while uniquely referenced (see `values`), hence `@unchecked Sendable`.
    final class Box: @unchecked Sendable {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    /// Nil exactly when every field has its default (kept so by every write), which is what
    /// lets `==` and `hash(into:)` treat nil as "the defaults" without building them.
    private var box: Box?

    /// The fields; a write copies a shared box first and drops a box left at the defaults.
    var values: Values {
        get { box?.values ?? Values() }
        _modify {
            // The work after the write is deferred so that it also runs when the writer throws.
            guard box != nil else {
                // Writing defaults over defaults (say `item.children = []`) allocates nothing.
                var written = Values()
                defer { if !written.isDefault { box = Box(written) } }
                yield &written
                return
            }
            if !isKnownUniquelyReferenced(&box) { box = Box(box!.values) }
            defer { if box!.values.isDefault { box = nil } }
            yield &box!.values
        }
    }

    /// Every field at its default (no box).
    public init() {
        box = nil
    }

    public init(size: Size = .unspecified, meta: [String: JSONValue] = [:], relations: [String: [Item]] = [:],
                children: [ComponentModel] = [], accessibility: Accessibility = Accessibility()) {
        let values = Values(size: size, meta: meta, relations: relations, children: children, accessibility: accessibility)
        box = values.isDefault ? nil : Box(values)
    }

    public var size: Size {
        get { box?.values.size ?? .unspecified }
        _modify { yield &values.size }
    }

    public var meta: [String: JSONValue] {
        get { box?.values.meta ?? [:] }
        _modify { yield &values.meta }
    }

    public var relations: [String: [Item]] {
        get { box?.values.relations ?? [:] }
        _modify { yield &values.relations }
    }

    public var children: [ComponentModel] {
        get { box?.values.children ?? [] }
        _modify { yield &values.children }
    }

    public var accessibility: Accessibility {
        get { box?.values.accessibility ?? Accessibility() }
        _modify { yield &values.accessibility }
    }

    /// Typed settings written as one `${…}` expression, and `visible-if`.
    public var expressions: [BoundSetting: String] {
        get { box?.values.expressions ?? [:] }
        _modify { yield &values.expressions }
    }

    /// A `{"set": {…}}` action: the variables it writes, values as written (strings may be `${…}`).
    public var assignments: [String: JSONValue] {
        get { box?.values.assignments ?? [:] }
        _modify { yield &values.assignments }
    }

    /// An `"append"` action: array variables and the value each gets at its end (strings may be `${…}`).
    public var appends: [String: JSONValue] {
        get { box?.values.appends ?? [:] }
        _modify { yield &values.appends }
    }

    /// `{"open": …, "variables": {…}}`: values for the next screen's variables (strings may be `${…}`).
    public var passedVariables: [String: JSONValue] {
        get { box?.values.passedVariables ?? [:] }
        _modify { yield &values.passedVariables }
    }

    /// A data-bound item's template, element and variables (see `Item.presented`).
    var dataContent: DataBoundContent? {
        get { box?.values.dataContent }
        _modify { yield &values.dataContent }
    }

    /// Every field at its default.
    public var isEmpty: Bool { box == nil }

    public static func == (lhs: ItemDetails, rhs: ItemDetails) -> Bool {
        switch (lhs.box, rhs.box) {
        case (nil, nil): return true
        case let (left?, right?): return left === right || left.values == right.values
        default: return false // one at the defaults, the other not
        }
    }

    public func hash(into hasher: inout Hasher) {
        if let box {
            hasher.combine(true)
            hasher.combine(box.values)
        } else {
            hasher.combine(false)
        }
    }
}
