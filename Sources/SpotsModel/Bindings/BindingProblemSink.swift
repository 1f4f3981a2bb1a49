/// Where the problems of data-bound items go that are found when a view shows them (their
/// strings are bound then, not when the screen is presented): each place once.
///
/// Used on the thread that draws (the main thread), hence `@unchecked Sendable`.
public final class BindingProblemSink: @unchecked Sendable {
    /// Receives the problems not reported before; set, it first receives those found until then.
    public var handler: (([BindingProblem]) -> Void)? {
        didSet {
            guard let handler, !pending.isEmpty else { return }
            let found = pending
            pending = []
            handler(found)
        }
    }
    private var reported: Set<String> = []
    private var pending: [BindingProblem] = []

    public init() {}

    func report(_ problems: [BindingProblem]) {
        guard !problems.isEmpty else { return }
        let new = problems.filter { reported.insert("\($0.path)\u{0}\($0.offset)").inserted }
        guard !new.isEmpty else { return }
        if let handler { handler(new) } else { pending += new }
    }
}
