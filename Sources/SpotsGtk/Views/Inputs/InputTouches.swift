import SpotsModel

/// The inputs of one screen the user has left at least once, by name: from then on each shows
/// whether its value breaks its rules, as it changes.
///
/// Kept beside the screen's components, not in a view: a row scrolled out and back, or recycled
/// for another input, shows the error its input has, not the one its widget last had.
@MainActor
public final class InputTouches {
    private var names: Set<String> = []

    public init() {}

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// Marks the input named `name` as left by the user; true when it was not before.
    @discardableResult
    public func insert(_ name: String) -> Bool { names.insert(name).inserted }

    /// Forgets them all (another screen).
    public func removeAll() { names = [] }
}

/// What an input view reports: the user set the variable `name` to `value`.
public typealias InputHandler = @MainActor (_ input: InputField, _ value: JSONValue) -> Void
