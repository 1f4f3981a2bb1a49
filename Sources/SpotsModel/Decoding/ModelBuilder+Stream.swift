/// The components of a screen built one by one while the parser reads them, so that a large
/// screen's tree is never whole in memory: 28 MB of JSON made a 60 MB tree beside its models.
///
/// The outcome is the one the whole tree gave. A syntax error anywhere still wins over a model
/// error (the first model error is kept until the parse ends); when `components` is repeated,
/// only the last one's components and problems are kept.
final class StreamedComponents {
    var models: [ComponentModel] = []
    var seen: [String: Int] = [:]
    /// The first error building them threw (decoding stops at it; building stops too).
    var error: Error?
    /// How many problems had been reported before this array: the later ones are its components'.
    let reportsBefore: Int
    /// The items of `models`, counted against `ModelBuilder.firstComponents`.
    var itemCount = 0
    /// The components stepped over after the first ones (`ModelBuilder.firstComponents`).
    var omitted = 0

    init(reportsBefore: Int) {
        self.reportsBefore = reportsBefore
    }
}

extension ModelBuilder: ComponentSink {
    func beginComponents(keyed: Bool) {
        // A repeated `components` replaces the one before, which must leave no trace.
        if let earlier = stream { dropReports(from: earlier.reportsBefore) }
        stream = StreamedComponents(reportsBefore: reportCount)
        streamsKeyed = keyed
    }

    func take(_ component: JSONNode, at index: Int) {
        guard let stream, stream.error == nil else { return }
        if streamsKeyed { path.push(.key("components")) }
        path.push(.index(index))
        defer {
            path.pop()
            if streamsKeyed { path.pop() }
        }
        do {
            let model = try self.component(from: component, index: index)
            noteIdentifier(of: model, at: index, in: component, seen: &stream.seen)
            stream.itemCount += model.items.count
            stream.models.append(model)
        } catch {
            stream.error = error
        }
    }

    func wantsComponent(at index: Int) -> Bool {
        guard let limit = firstComponents, let stream else { return true }
        let wanted = stream.models.count < limit.components && stream.itemCount < limit.items
        if !wanted { stream.omitted += 1 }
        return wanted
    }

    /// The components streamed for the last components array, or those of `elements` when none
    /// were (a tree parsed without this builder as its sink).
    func components(taking elements: inout [JSONNode]) throws -> [ComponentModel] {
        guard let stream else { return try takeComponents(&elements) }
        self.stream = nil
        omittedComponents = stream.omitted
        if let error = stream.error { throw error }
        return stream.models
    }

    /// A streamed array that turned out not to be the screen's components (a later `components`
    /// was not an array): what it built and reported goes.
    func discardStream() {
        guard let stream else { return }
        dropReports(from: stream.reportsBefore)
        self.stream = nil
    }
}
