// The values a reader set on a screen, kept in the view-state cache when the window closes, so
// that opening the screen again shows them:
//
//     { "cache": { "key": "variables:/home/ana/counter.json", "version": 1,
//                  "declared": { "count": 0 }, "scroll": 1200, "focus": [0, 41] },
//       "variables": { "count": 3 }, "components": [ ] }
//
// `declared` is what the screen declared then: a variable whose declaration the author changed
// since starts from the new value, as on a live reload. `scroll` and `focus` (component and item
// index at each depth) are where the reader was, restored with the values.
import Foundation
import SpotsModel

/// Variables a reader changed, with the values the screen declared for them when they were kept.
public struct KeptVariables: Sendable, Equatable {
    /// The values the reader left.
    public var values: [String: JSONValue]
    /// The declared value of each of them, when they were kept.
    public var declared: [String: JSONValue]
    /// The screen's vertical scroll when it was left; nil at the top.
    public var scroll: Double?
    /// The focused item, as component and item index at each depth; nil when none had the focus.
    public var focus: [Int]?

    /// The variables of `values` whose value differs from `declared` (the others need no keeping).
    public init(values: [String: JSONValue], declared: [String: JSONValue], scroll: Double? = nil, focus: [Int]? = nil) {
        var changed: [String: JSONValue] = [:]
        var declaredThen: [String: JSONValue] = [:]
        for (name, value) in values where declared[name] != value {
            changed[name] = value
            declaredThen[name] = declared[name]
        }
        self.values = changed
        self.declared = declaredThen
        self.scroll = scroll.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.focus = focus.flatMap { $0.isEmpty || $0.count % 2 != 0 ? nil : $0 }
    }

    /// Whether there is nothing to keep: every variable as declared, the screen at its top and
    /// no item focused.
    public var isEmpty: Bool { values.isEmpty && scroll == nil && focus == nil }

    /// The kept values that still hold for a screen declaring `declaredNow`: a variable it still
    /// declares with the same value. A changed declaration (or a variable gone) starts afresh.
    public func values(forDeclared declaredNow: [String: JSONValue]) -> [String: JSONValue] {
        values.filter { name, _ in declaredNow[name] != nil && declaredNow[name] == declared[name] }
    }
}

extension ViewStateCache {
    /// The cache of the variables of the screen `identity` names (its real path or its URL).
    public static func variables(ofScreen identity: String, directory: URL? = nil) -> ViewStateCache {
        ViewStateCache(key: "variables:" + identity, directory: directory)
    }

    /// The kept variables, nil when there are none; a corrupt file is `.failure` with a one-line
    /// message (warn and go on: the next save replaces it).
    public func loadVariables() -> Result<KeptVariables?, ViewStateCacheError> {
        switch loadScreen() {
        case .miss:
            return .success(nil)
        case .corrupt(let message):
            return .failure(ViewStateCacheError(path: fileURL.path, message: message))
        case .hit(let screen):
            guard case .object(let stamp)? = screen.meta["cache"], case .object(let declared)? = stamp["declared"] else {
                return .failure(ViewStateCacheError(path: fileURL.path, message: "kept variables without \"declared\" values"))
            }
            // Built field by field: the values kept are the file's, not filtered again.
            var kept = KeptVariables(values: [:], declared: [:])
            kept.values = screen.variables
            kept.declared = declared
            if case .number(let scroll)? = stamp["scroll"], scroll.isFinite, scroll > 0 { kept.scroll = scroll }
            if case .array(let steps)? = stamp["focus"], !steps.isEmpty, steps.count % 2 == 0, steps.count <= 64 {
                let indices = steps.compactMap { step -> Int? in
                    guard case .number(let number) = step, number >= 0, number < 1e9, number.rounded() == number else { return nil }
                    return Int(number)
                }
                if indices.count == steps.count { kept.focus = indices }
            }
            return .success(kept)
        }
    }

    /// Keeps `kept`, or removes the file when there is nothing to keep.
    public func saveVariables(_ kept: KeptVariables) throws {
        guard !kept.isEmpty else { return try clear() }
        var stamp: [String: JSONValue] = ["declared": .object(kept.declared)]
        if let scroll = kept.scroll { stamp["scroll"] = .number(scroll) }
        if let focus = kept.focus { stamp["focus"] = .array(focus.map { .number(Double($0)) }) }
        try saveDocument(encoded(Screen(variables: kept.values), stampedWith: stamp))
    }
}
