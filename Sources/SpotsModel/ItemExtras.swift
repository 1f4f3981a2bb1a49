/// The text, image, kind and action of an item: what a two-line row (title and subtitle) leaves
/// empty.
///
/// They live in one copy-on-write box, and an item that sets none of them holds no box at all
/// (one nil reference): with `ItemDetails`, a plain item is 72 bytes instead of 136, so a list of
/// a million items takes 64 MB less before its first frame. An item that has any of them pays
/// one small allocation. Two values with the same box compare equal without reading it.
public struct ItemExtras: Hashable, Sendable {
    struct Values: Hashable, Sendable {
        var text = ""
        var image = ""
        var kind = ""
        var action: String?

        var isDefault: Bool { text.isEmpty && image.isEmpty && kind.isEmpty && action == nil }
    }

    /// Written only while uniquely referenced (see `values`), hence `@unchecked Sendable`.
    final class Box: @unchecked Sendable {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    /// Nil exactly when every field is empty (kept so by every write), which is what lets `==`
    /// and `hash(into:)` treat nil as "all empty" without building the values.
    private var box: Box?

    /// Every field empty (no box).
    public init() {
        box = nil
    }

    public init(text: String = "", image: String = "", kind: String = "", action: String? = nil) {
        let values = Values(text: text, image: image, kind: kind, action: action)
        box = values.isDefault ? nil : Box(values)
    }

    /// The fields; a write copies a shared box first and drops a box left empty.
    private var values: Values {
        get { box?.values ?? Values() }
        _modify {
            // The work after the write is deferred so that it also runs when the writer throws.
            guard box != nil else {
                // Writing empty over empty (say `item.kind = ""`) allocates nothing.
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

    public var text: String {
        get { box?.values.text ?? "" }
        _modify { yield &values.text }
    }

    public var image: String {
        get { box?.values.image ?? "" }
        _modify { yield &values.image }
    }

    public var kind: String {
        get { box?.values.kind ?? "" }
        _modify { yield &values.kind }
    }

    public var action: String? {
        get { box?.values.action }
        _modify { yield &values.action }
    }

    /// Every field empty.
    public var isEmpty: Bool { box == nil }

    public static func == (lhs: ItemExtras, rhs: ItemExtras) -> Bool {
        switch (lhs.box, rhs.box) {
        case (nil, nil): return true
        case let (left?, right?): return left === right || left.values == right.values
        default: return false // one empty, the other not
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
