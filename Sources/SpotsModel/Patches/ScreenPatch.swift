/// A patch document: changes to a screen's items by identifier, and values for its variables.
///
/// ```json
/// {"patch": [{"identifier": "price", "item": {"title": "4.20"}},
///            {"identifier": "cart", "items": [ … ]},
///            {"insert-after": "apple", "items": [ … ]},
///            {"remove": "banner"}],
///  "variables": {"count": 3}}
/// ```
/// Applied all at once (`Screen.applying`): when one change cannot be made, none is.
public struct ScreenPatch: Hashable, Sendable {
    public enum Change: Hashable, Sendable {
        /// Replaces the item with this identifier.
        case replaceItem(ItemIdentifier, Item)
        /// Replaces the items of the component with this identifier.
        case replaceItems(String, [Item])
        /// Inserts items after the item with this identifier.
        case insertAfter(ItemIdentifier, [Item])
        /// Removes the item (or else the component) with this identifier.
        case remove(ItemIdentifier)
    }

    /// A change and where it is written (`patch[2]`), for positioned problems.
    public struct Entry: Hashable, Sendable {
        public var change: Change
        public var path: String

        public init(_ change: Change, path: String) {
            self.change = change
            self.path = path
        }
    }

    public var changes: [Entry]
    /// Values for declared variables.
    public var variables: [String: JSONValue]

    public init(changes: [Entry] = [], variables: [String: JSONValue] = [:]) {
        self.changes = changes
        self.variables = variables
    }
}

/// Why a patch could not be applied: the change (its path in the patch) and what is wrong.
public struct PatchProblem: Error, Hashable, Sendable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The problem at its line and column in the patch file.
    public func diagnostic(file: String?, positions: DocumentPositions?) -> Diagnostic {
        let location = positions?.location(ofPath: path)
        return Diagnostic(severity: .error, file: file, line: location?.line, column: location?.column, path: path, message: message)
    }
}
