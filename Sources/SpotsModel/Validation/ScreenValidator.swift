import Foundation

/// Every problem of a screen document, as `spots validate` reports it: syntax and decoding errors,
/// the decoder's warnings (unknown keys with "did you mean", clamped values, duplicate
/// identifiers…), and what the model checks find (`ScreenChecks`: unknown component kinds, missing
/// local files and `open:` targets, local references in a remote screen), each with its line and
/// column, once, in document order.
///
/// Pure: files are looked at through a `FileProbe`, so a tool that depends on SpotsModel alone
/// gets the same list as `spots validate`.
public enum ScreenValidator {
    /// The outcome for one document: `isValid` is false when it cannot be shown at all.
    public struct Report: Sendable {
        public var isValid: Bool
        public var problems: [Diagnostic]
    }

    public static func validate(_ data: Data, file: String, location: ResourceLocation,
                                knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                                files: any FileProbe = LocalFiles()) -> Report {
        do {
            let problems = try problems(in: data, file: file, location: location, knownKinds: knownKinds, files: files)
            return Report(isValid: true, problems: ordered(problems))
        } catch {
            let diagnostic = (error as? Diagnostic) ?? Diagnostic(severity: .error, file: file, message: "\(error)")
            // Decoding stops at the first error; the validating decoder also lists the warnings before it.
            let all = ScreenDecoder().validate(data, file: file)
            return Report(isValid: false, problems: ordered(all.contains(diagnostic) ? all : all + [diagnostic]))
        }
    }

    /// The problems of a screen that decodes, as found (`validate` orders them); throws the first
    /// decoding error. The decoded screen is released before the model's warnings are positioned.
    public static func problems(in data: Data, file: String, location: ResourceLocation,
                                knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                                files: any FileProbe = LocalFiles()) throws -> [Diagnostic] {
        let (warnings, found) = try {
            let checked = try decodeAndCheck(data, file: file, location: location, knownKinds: knownKinds, files: files)
            return (checked.warnings, checked.found)
        }()
        let positioned = found.diagnostics(positionedIn: data)
        return warnings.isEmpty ? positioned : warnings + positioned
    }

    /// The decoded screen, the decoder's warnings, and the warnings `ScreenChecks` found on the
    /// model, which have a path but no position yet.
    public static func decodeAndCheck(_ data: Data, file: String, location: ResourceLocation,
                                      knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                                      files: any FileProbe = LocalFiles())
        throws -> (screen: Screen, warnings: [Diagnostic], found: ModelWarnings) {
        let decoded = try ScreenDecoder().decode(data, file: file)
        let checks = ScreenChecks(file: file, location: location, knownKinds: knownKinds, files: files)
        return (decoded.screen, decoded.warnings, checks.warnings(for: decoded.screen))
    }

    /// The decoded screen and the decoder's warnings, with the model checks left for later:
    /// `DeferredChecks.run()` gives the warnings `decodeAndCheck` would have added, positioned, on
    /// any thread. An app shows a large screen first and lists those problems a moment later.
    public static func decodeLeavingChecks(_ data: Data, file: String, location: ResourceLocation,
                                           knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                                           files: any FileProbe = LocalFiles())
        throws -> (screen: Screen, warnings: [Diagnostic], checks: DeferredChecks) {
        let decoded = try ScreenDecoder().decode(data, file: file)
        let checks = ScreenChecks(file: file, location: location, knownKinds: knownKinds, files: files)
        return (decoded.screen, decoded.warnings, DeferredChecks(checks: checks, screen: decoded.screen, data: data))
    }

    /// `decodeLeavingChecks` of only the screen's first components (`ScreenDecoder.decode(_:file:firstComponents:)`).
    /// A screen with more has no checks (they are for the whole screen, decoded later); one with
    /// no more is whole, with the checks `decodeLeavingChecks` gives.
    public static func decodeFirstComponents(_ data: Data, file: String, location: ResourceLocation, limit: FirstComponentsLimit,
                                             knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                                             files: any FileProbe = LocalFiles())
        throws -> (decoded: DecodedScreen, checks: DeferredChecks?) {
        let decoded = try ScreenDecoder().decode(data, file: file, firstComponents: limit)
        guard decoded.omittedComponents == 0 else { return (decoded, nil) }
        let checks = ScreenChecks(file: file, location: location, knownKinds: knownKinds, files: files)
        return (decoded, DeferredChecks(checks: checks, screen: decoded.screen, data: data))
    }

    /// The model checks of a decoded screen, to run later (see `decodeLeavingChecks`).
    public struct DeferredChecks: Sendable {
        let checks: ScreenChecks
        let screen: Screen
        private(set) var data: Data?

        init(checks: ScreenChecks, screen: Screen, data: Data) {
            self.checks = checks
            self.screen = screen
            self.data = data
        }

        /// The checks' warnings, each at its line and column in the document.
        public func run() -> [Diagnostic] {
            run(readingAgain: { nil })
        }

        /// The same checks without the document's bytes: a million-item document need not stay
        /// in memory beside its model while they run. `run(readingAgain:)` asks for the bytes
        /// only when there is a warning to position.
        public func withoutDocument() -> DeferredChecks {
            var copy = self
            copy.data = nil
            return copy
        }

        /// Whether the document's bytes are kept (see `withoutDocument()`).
        public var keepsDocument: Bool { data != nil }

        /// The checks' warnings, positioned in the document kept or, without it, in what
        /// `document` gives (nil: the warnings have no line and column).
        public func run(readingAgain document: () -> Data?) -> [Diagnostic] {
            let found = checks.warnings(for: screen)
            guard !found.isEmpty else { return [] }
            return found.diagnostics(positionedIn: data ?? document() ?? Data())
        }
    }

    /// Each problem once, in document order (problems without a position last, as found).
    /// Sorts indices rather than the problems, and compares within one position only: a screen
    /// with half a million warnings must not hold a second and third copy of them, or a key string
    /// per problem.
    public static func ordered(_ problems: [Diagnostic]) -> [Diagnostic] {
        func position(_ index: Int) -> (Int, Int) { (problems[index].line ?? Int.max, problems[index].column ?? 0) }
        let order = problems.indices.sorted { a, b in
            let left = position(a), right = position(b)
            return left != right ? left < right : a < b
        }
        var unique: [Diagnostic] = []
        unique.reserveCapacity(problems.count)
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, position(order[end]) == position(order[start]) { end += 1 }
            if end - start == 1 {
                unique.append(problems[order[start]])
            } else {
                // One position, usually a handful of problems (or every unpositioned one).
                var seen = Set<SeenProblem>()
                for index in order[start..<end] where seen.insert(SeenProblem(problems[index])).inserted {
                    unique.append(problems[index])
                }
            }
            start = end
        }
        return unique
    }

    /// What makes two problems at one position the same.
    private struct SeenProblem: Hashable {
        let severity: Diagnostic.Severity
        let message: String

        init(_ problem: Diagnostic) {
            severity = problem.severity
            message = problem.message
        }
    }
}
