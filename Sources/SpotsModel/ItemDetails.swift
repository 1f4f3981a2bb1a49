/// The fields of an item that most items leave at their defaults: size, meta, relations,
/// children and accessibility.
///
/// They live in one copy-on-write box (the few fields most of those items set, size and meta,
/// in it; the rest in a second box inside it), and an item that sets none of them holds no box
/// at all (one nil reference) in place of the fields, so building, copying, comparing and
/// freeing 100,000 items (a live reload) moves less memory and retains fewer references (the
/// text, image, kind and action are boxed the same way, see `ItemExtras`). Two values with the same box compare equal without reading it.
public struct ItemDetails: Hashable, Sendable {
    struct Values: Hashable, Sendable {
        var size = Size.unspecified
        var meta: [String: JSONValue] = [:]
        /// The fields few items set, in a box of their own: an item with a size or meta (most
        /// cards) pays 48 bytes for its box, not the 480 all the fields take.
        private var rare: RareBox?

        init(size: Size = .unspecified, meta: [String: JSONValue] = [:], relations: [String: [Item]] = [:],
             children: [ComponentModel] = [], accessibility: Accessibility = Accessibility(), dataContent: DataBoundContent? = nil) {
            self.size = size
            self.meta = meta
            let rare = Rare(relations: relations, children: children, accessibility: accessibility, dataContent: dataContent)
            self.rare = rare.isDefault ? nil : RareBox(rare)
        }

        var relations: [String: [Item]] {
            get { rare?.values.relations ?? [:] }
            _modify { yield &rareValues.relations }
        }
        var children: [ComponentModel] {
            get { rare?.values.children ?? [] }
            _modify { yield &rareValues.children }
        }
        var accessibility: Accessibility {
            get { rare?.values.accessibility ?? Accessibility() }
            _modify { yield &rareValues.accessibility }
        }
        var expressions: [BoundSetting: String] {
            get { rare?.values.expressions ?? [:] }
            _modify { yield &rareValues.expressions }
        }
        var assignments: [String: JSONValue] {
            get { rare?.values.assignments ?? [:] }
            _modify { yield &rareValues.assignments }
        }
        var appends: [String: JSONValue] {
            get { rare?.values.appends ?? [:] }
            _modify { yield &rareValues.appends }
        }
        var passedVariables: [String: JSONValue] {
            get { rare?.values.passedVariables ?? [:] }
            _modify { yield &rareValues.passedVariables }
        }
        var dataContent: DataBoundContent? {
            get { rare?.values.dataContent }
            _modify { yield &rareValues.dataContent }
        }
        var input: InputField? {
            get { rare?.values.input }
            _modify { yield &rareValues.input }
        }
        var submission: Submission? {
            get { rare?.values.submission }
            _modify { yield &rareValues.submission }
        }

        var isDefault: Bool { dataContent == nil && isDefaultButData }

        /// Every field but `dataContent` at its default.
        var isDefaultButData: Bool {
            meta.isEmpty && size.isUnspecified && (rare?.values.isDefaultButData ?? true)
        }

        /// The rare fields; a write copies a shared box first and drops a box left at the defaults.
        private var rareValues: Rare {
            get { rare?.values ?? Rare() }
            _modify {
                guard var box = rare else {
                    var written = Rare()
                    defer { rare = written.isDefault ? nil : RareBox(written) }
                    yield &written
                    return
                }
                rare = nil
                if !isKnownUniquelyReferenced(&box) { box = RareBox(box.values) }
                defer { rare = box.values.isDefault ? nil : box }
                yield &box.values
            }
        }

        static func == (lhs: Values, rhs: Values) -> Bool {
            guard lhs.size == rhs.size, lhs.meta == rhs.meta else { return false }
            switch (lhs.rare, rhs.rare) {
            case (nil, nil): return true
            case let (left?, right?): return left === right || left.values == right.values
            default: return false // a box holds only values that are not all defaults
            }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(size)
            hasher.combine(meta)
            hasher.combine(rare?.values)
        }
    }

    /// Relations, children, accessibility, bound settings, actions' variables, data, input, submission.
    struct Rare: Hashable, Sendable {
        var relations: [String: [Item]] = [:]
        var children: [ComponentModel] = []
        var accessibility = Accessibility()
        var expressions: [BoundSetting: String] = [:]
        var assignments: [String: JSONValue] = [:]
        var appends: [String: JSONValue] = [:]
        var passedVariables: [String: JSONValue] = [:]
        var dataContent: DataBoundContent?
        var input: InputField?
        var submission: Submission?

        var isDefault: Bool { dataContent == nil && isDefaultButData }

        var isDefaultButData: Bool {
            relations.isEmpty && children.isEmpty && accessibility.isEmpty && expressions.isEmpty && assignments.isEmpty
                && appends.isEmpty && passedVariables.isEmpty && input == nil && submission == nil
        }
    }

    /// Written only while uniquely referenced (see `Values.rareValues`), hence `@unchecked Sendable`.
    final class RareBox: @unchecked Sendable {
        var values: Rare
        init(_ values: Rare) { self.values = values }
    }

    /// Written only while uniquely referenced (see `values`), hence `@unchecked Sendable`.
    @usableFromInline
    final class Box: @unchecked Sendable {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    /// What is stored: a box, or, for an item of a data-bound list that sets nothing else, its
    /// content alone (every element of a 100,000-element list has one: a box each would cost
    /// an allocation and a copy of every field). One reference either way.
    @usableFromInline
    enum Storage: Sendable {
        case box(Box)
        case data(DataBoundContent)
    }

    /// Nil exactly when every field has its default, and `.data` exactly when only
    /// `dataContent` is set (kept so by every write), which is what lets `==` and
    /// `hash(into:)` compare the storage without building the defaults. Visible to inlined code
    /// so that another module (the diff) tells two items without details apart from the rest
    /// without a call: a call is made with a copy of the value read through its pointer.
    @usableFromInline
    private(set) var storage: Storage?

    /// The storage for `values`, in its one form.
    private static func storage(for values: Values) -> Storage? {
        guard !values.isDefaultButData else { return values.dataContent.map(Storage.data) }
        return .box(Box(values))
    }

    /// The fields; a write copies a shared box first and drops a box left at the defaults.
    var values: Values {
        get {
            switch storage {
            case .box(let box)?: return box.values
            case .data(let content)?: return Values(dataContent: content)
            case nil: return Values()
            }
        }
        _modify {
            // The work after the write is deferred so that it also runs when the writer throws.
            guard case .box(var box)? = storage else {
                // Writing defaults over defaults (say `item.children = []`) allocates nothing.
                var written = values
                defer { storage = Self.storage(for: written) }
                yield &written
                return
            }
            storage = nil
            if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
            defer { storage = box.values.isDefaultButData ? box.values.dataContent.map(Storage.data) : .box(box) }
            yield &box.values
        }
    }

    /// Every field at its default (no box).
    public init() {
        storage = nil
    }

    public init(size: Size = .unspecified, meta: [String: JSONValue] = [:], relations: [String: [Item]] = [:],
                children: [ComponentModel] = [], accessibility: Accessibility = Accessibility()) {
        storage = Self.storage(for: Values(size: size, meta: meta, relations: relations, children: children, accessibility: accessibility))
    }

    private var box: Box? {
        if case .box(let box)? = storage { return box }
        return nil
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

    /// What an input item edits (`text-field`, `switch`…).
    public var input: InputField? {
        get { box?.values.input }
        _modify { yield &values.input }
    }

    /// A `{"submit": {…}}` action.
    public var submission: Submission? {
        get { box?.values.submission }
        _modify { yield &values.submission }
    }

    /// A data-bound item's template, element and variables (see `Item.presented`).
    var dataContent: DataBoundContent? {
        get {
            switch storage {
            case .box(let box)?: return box.values.dataContent
            case .data(let content)?: return content
            case nil: return nil
            }
        }
        set {
            guard box != nil else {
                storage = newValue.map(Storage.data)
                return
            }
            values.dataContent = newValue
        }
    }

    /// Every field at its default.
    @inlinable
    public var isEmpty: Bool { storage == nil }

    @inlinable
    public static func == (lhs: ItemDetails, rhs: ItemDetails) -> Bool {
        if lhs.storage == nil, rhs.storage == nil { return true }
        return haveEqualStorage(lhs, rhs)
    }

    @usableFromInline
    static func haveEqualStorage(_ lhs: ItemDetails, _ rhs: ItemDetails) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (nil, nil): return true
        case let (.box(left)?, .box(right)?): return left === right || left.values == right.values
        case let (.data(left)?, .data(right)?): return left == right
        default: return false // set differently (one form each: see `storage`)
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .box(let box)?:
            hasher.combine(1)
            hasher.combine(box.values)
        case .data(let content)?:
            hasher.combine(2)
            hasher.combine(content)
        case nil:
            hasher.combine(0)
        }
    }
}
