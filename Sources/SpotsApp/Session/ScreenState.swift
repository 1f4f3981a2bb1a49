import Foundation
import SpotsGtk

/// A screen's variables as they are now, and the screen they make of it: its components with
/// every `${…}` evaluated and `visible-if` applied (what the window draws), and the problems of
/// the expressions, positioned in the file.
///
/// The screen as written is never changed: a `set` action changes `variables`, and the
/// components are derived again, evaluating only the expressions that read a changed variable.
struct ScreenState {
    /// The values expressions read: as declared, then as `set` actions wrote them.
    private(set) var variables: [String: JSONValue] = [:]
    /// The values the file declares, to tell on a live reload which ones the author changed.
    private(set) var declared: [String: JSONValue] = [:]
    /// The components to draw.
    private(set) var components: [ComponentModel] = []
    /// The problems of the expressions, for the values now.
    private(set) var problems: [Diagnostic] = []
    /// The components the last change touched (nil: unknown, diff them all).
    private(set) var touched: TouchedComponents?
    private var binding: ScreenBinding?
    private var file: String?
    private var source: Data?
    private var positions: DocumentPositions?

    init() {}

    /// The variables as declared and as they stand: what a reload or Back carries over.
    struct Values {
        var declared: [String: JSONValue]
        var variables: [String: JSONValue]
    }

    var values: Values { Values(declared: declared, variables: variables) }

    /// What a screen's state is made of before any value is carried over: the variables it
    /// declares and the places that bind. A large screen's is made on the thread that decoded
    /// it: for 20,000 components it is a tenth of a second the main thread then does not spend.
    struct Preparation: @unchecked Sendable {
        // Unchecked: the binding is made on one thread and handed over once, never shared.
        fileprivate let screen: Screen
        fileprivate let declared: [String: JSONValue]
        fileprivate let binding: ScreenBinding?

        init(_ screen: Screen) {
            self.screen = screen
            // An input's `name` the screen does not declare is a variable too, with the input's value.
            declared = screen.variablesWithInputs
            let binding = ScreenBinding(screen: screen)
            self.binding = binding.bindsAnything ? binding : nil
        }

        /// Whether it was made of `screen` (the session may have changed the screen since).
        func isOf(_ screen: Screen) -> Bool { self.screen == screen }
    }

    /// The state of a screen just loaded. A reload of the same screen (`previous`) keeps the
    /// values of the variables it still declares with the same value: what a reader did
    /// (counted, typed) survives the author's save, unless the author changed that variable.
    /// `prepared`: made of `loaded.screen` before, elsewhere.
    init(_ loaded: LoadedScreen, file: String, carryingOver previous: Values?, prepared: Preparation? = nil) {
        let preparation = prepared ?? Preparation(loaded.screen)
        declared = preparation.declared
        variables = declared
        if let previous {
            for (name, value) in declared where previous.declared[name] == value {
                if let current = previous.variables[name] { variables[name] = current }
            }
        }
        self.file = file
        source = loaded.expressionSource
        binding = preparation.binding
        components = loaded.screen.components
        present(changed: nil)
    }

    /// What a `set` (and `append`) action writes, evaluated against the values before it (all at
    /// once, so the order of the names does not matter, and nothing it writes triggers another
    /// write); an `append` adds to the array `set` leaves. Returns the names whose value changed,
    /// and what could not be written.
    mutating func set(_ assignments: [String: JSONValue], appending appends: [String: JSONValue] = [:])
        -> (changed: Set<String>, problems: [String]) {
        let evaluator = ExpressionEvaluator(scope: variables)
        var written: [String: JSONValue] = [:]
        var problems: [String] = []
        for name in assignments.keys.sorted() {
            guard declared[name] != nil else {
                problems.append(translated("\"set\" writes \"{name}\", which the screen's \"variables\" do not declare; it is ignored", ["name": "\(name)"]))
                continue
            }
            do {
                written[name] = try assignments[name]!.evaluatingExpressions(evaluator)
            } catch {
                problems.append(translated("\"set\" cannot compute \"{name}\": {reason}; it keeps its value", ["name": "\(name)", "reason": "\(error.message)"]))
            }
        }
        for name in appends.keys.sorted() {
            guard case .array(let elements) = written[name] ?? variables[name] else {
                problems.append(translated("\"append\" adds to \"{name}\", which is not an array variable of the screen; it is ignored", ["name": name]))
                continue
            }
            do {
                let element = try appends[name]!.evaluatingExpressions(evaluator)
                written[name] = .array(elements + [element])
            } catch {
                problems.append(translated("\"append\" cannot compute the element for \"{name}\": {reason}; nothing is added", ["name": name, "reason": error.message]))
            }
        }
        var changed = Set<String>()
        for (name, value) in written where variables[name] != value {
            variables[name] = value
            changed.insert(name)
        }
        if !changed.isEmpty { present(changed: changed) }
        return (changed, problems)
    }

    /// What an input wrote: `value` as entered (never evaluated: typed text is not an
    /// expression). False when the variable already had it.
    mutating func write(_ name: String, _ value: JSONValue) -> Bool {
        guard declared[name] != nil, variables[name] != value else { return false }
        variables[name] = value
        present(changed: [name])
        return true
    }

    /// Values passed by the screen that opened this one (`{"open": …, "variables": {…}}`): each
    /// declared variable takes its value; the names this screen does not declare are returned.
    mutating func receive(_ passed: [String: JSONValue]) -> [String] {
        var refused: [String] = []
        var changed = Set<String>()
        for name in passed.keys.sorted() {
            guard declared[name] != nil else {
                refused.append(translated("the screen that opened this one passes \"{name}\", which this screen's \"variables\" do not declare; it is ignored", ["name": name]))
                continue
            }
            if variables[name] != passed[name] {
                variables[name] = passed[name]
                changed.insert(name)
            }
        }
        if !changed.isEmpty { present(changed: changed) }
        return refused
    }

    /// `problems` less those `others` already has at their place (`spots validate`'s checks find
    /// an unknown variable when the screen loads; presenting it finds it again).
    func problems(besides others: [Diagnostic]) -> [Diagnostic] {
        guard !problems.isEmpty else { return [] }
        let places = Set(others.lazy.filter { $0.line != nil }.map { "\($0.path)\u{0}\($0.line!):\($0.column ?? 0)" })
        return problems.filter { $0.line == nil || !places.contains("\($0.path)\u{0}\($0.line!):\($0.column ?? 0)") }
    }

    /// Where the problems of data-bound items go that are found when their rows are shown.
    var lateProblems: BindingProblemSink? { binding?.lateProblems }

    /// Binding problems with their file, line and column.
    mutating func diagnostics(for found: [BindingProblem]) -> [Diagnostic] {
        if positions == nil, let source { positions = DocumentPositions(source) }
        return found.map { $0.diagnostic(file: file, positions: positions) }
    }

    /// Applies a patch to `screen` (the one this state presents) in place, all or nothing, and
    /// presents it again; only the components the patch touched are looked at again.
    mutating func apply(_ patch: ScreenPatch, to screen: inout Screen) throws(PatchProblem) {
        // Nothing else may hold the written items while they change, or they would all be copied.
        components = []
        binding?.releaseScreen()
        let written: TouchedComponents?
        do {
            written = try screen.apply(patch)
        } catch {
            binding?.restore(screen)
            components = screen.components
            present(changed: [])
            throw error
        }
        var changed = Set<String>()
        for (name, value) in patch.variables where declared[name] != value {
            declared[name] = value
            variables[name] = value
            changed.insert(name)
        }
        components = screen.components
        guard let written else {
            // Components themselves went: everything is found and presented anew.
            let binding = ScreenBinding(screen: screen)
            self.binding = binding.bindsAnything ? binding : nil
            present(changed: nil)
            touched = nil
            return
        }
        if let binding {
            self.binding = binding.patched(screen, touched: written)
        } else if written.components.contains(where: { ScreenBinding.mayBind(screen.components[$0.key], items: $0.value) }) {
            // The patch brought the screen's first `${…}`.
            let binding = ScreenBinding(screen: screen)
            self.binding = binding.bindsAnything ? binding : nil
            present(changed: nil)
            touched = nil
            return
        }
        present(changed: changed)
        // The patch's items as presented: a component that binds anything is diffed whole.
        guard var presented = binding == nil ? TouchedComponents() : touched else { return }
        for (index, items) in written.components {
            if let binding {
                if binding.binds(componentAt: index) {
                    touched = nil
                    return
                }
                guard let shown = binding.presentedIndex(ofComponentAt: index) else { continue }
                presented.touch(shown, items: items)
            } else {
                presented.touch(index, items: items)
            }
        }
        touched = presented
    }

    private mutating func present(changed: Set<String>?) {
        guard let binding else {
            touched = changed == nil ? nil : TouchedComponents()
            return
        }
        let (presented, found, touched) = binding.presentChanges(variables, changed: changed)
        self.touched = touched
        components = presented
        if !found.isEmpty, positions == nil, let source { positions = DocumentPositions(source) }
        problems = found.map { $0.diagnostic(file: file, positions: positions) }
    }
}
