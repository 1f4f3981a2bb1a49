import Foundation

/// A `{"submit": {…}}` action: send the values of a screen's inputs to a server as JSON.
///
/// `{"submit": {"url": "https://example.org/signup", "method": "POST", "fields": ["name", "email"],
/// "headers": {"X-Form": "signup"}, "on-success": ACTION, "on-error": ACTION}}`. The body is one
/// JSON object of the named variables (every input's when `fields` is absent).
public struct Submission: Hashable, Sendable {
    /// What runs after the answer: an action string (`open:thanks.json`), `set` assignments, or both.
    public struct FollowUp: Hashable, Sendable {
        public var action: String?
        public var assignments: [String: JSONValue]

        public init(action: String? = nil, assignments: [String: JSONValue] = [:]) {
            self.action = action
            self.assignments = assignments
        }
    }

    /// The methods a form may use: they all carry a body.
    public static let methods = ["POST", "PUT", "PATCH"]

    /// As written: relative to the screen, or absolute (http or https only).
    public var url: String
    public var method: String
    /// The variables sent; nil: every input of the screen.
    public var fields: [String]?
    public var headers: [String: String]
    public var onSuccess: FollowUp?
    public var onError: FollowUp?

    public init(url: String, method: String = "POST", fields: [String]? = nil, headers: [String: String] = [:],
                onSuccess: FollowUp? = nil, onError: FollowUp? = nil) {
        self.url = url
        self.method = method
        self.fields = fields
        self.headers = headers
        self.onSuccess = onSuccess
        self.onError = onError
    }

    /// The names sent: `fields`, or the names of `inputs` in document order, each once.
    public func names(among inputs: [InputField]) -> [String] {
        if let fields { return fields }
        var seen = Set<String>()
        return inputs.map(\.name).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The request body: `{"name": value, …}` with keys sorted, compact.
    public static func body(_ values: [String: JSONValue]) -> Data {
        JSONWriter(prettyPrinted: false, sortedKeys: true).write(JSONValue.object(values).jsonNode)
    }
}

extension Item {
    /// A `{"submit": {…}}` action.
    public var submission: Submission? {
        get { details.submission }
        _modify { yield &details.submission }
    }
}

extension Screen {
    /// The inputs of the screen (`components` as presented, or as written), in document order.
    public static func inputs(in components: [ComponentModel]) -> [InputField] {
        var found: [InputField] = []
        walkInputs(components) { input, _, _ in found.append(input) }
        return found
    }
}
