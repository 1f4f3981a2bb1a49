/// `{"submit": {"url": …, "method": …, "fields": […], "headers": {…}, "on-success": …, "on-error": …}}`.
extension ModelBuilder {
    func submission(_ node: JSONNode) throws -> Submission? {
        guard let members = try members(node, expected: translated("a submit object")) else { return nil }
        let fields = fields(of: members, as: SubmitKey.self)
        guard let url = try read(fields[.url], string), !url.isEmpty else {
            warn(translated("\"submit\" needs a \"url\" to send the values to; the item does nothing"), at: node.offset)
            return nil
        }
        var submission = Submission(url: url)
        if let member = fields[.method], let method = try read(member, string) {
            if Submission.methods.contains(method.uppercased()) {
                submission.method = method.uppercased()
            } else {
                warn(translated("a form is sent with POST, PUT or PATCH, not \"{method}\"; using POST", ["method": method]),
                     at: member.value.offset, key: member.key)
            }
        }
        submission.fields = try read(fields[.fields]) { node -> [String]? in
            guard let elements = try elements(node, expected: translated("an array of variable names")) else { return nil }
            return try readElements(elements) { element, _ in try string(element) }.compactMap { $0 }
        }
        submission.headers = try read(fields[.headers]) { node -> [String: String]? in
            guard let pairs = try self.members(node, expected: translated("an object of header names and values")) else { return nil }
            var headers: [String: String] = [:]
            for member in pairs {
                guard let value = try read(member, string) else { continue }
                headers[member.key] = value
            }
            return headers
        } ?? [:]
        submission.onSuccess = try read(fields[.onSuccess], followUp)
        submission.onError = try read(fields[.onError], followUp)
        return submission
    }

    /// `on-success` and `on-error`: an action string, or `{"set": {…}}`.
    private func followUp(_ node: JSONNode) throws -> Submission.FollowUp? {
        guard let decoded = try action(node) else { return nil }
        if decoded.submission != nil || decoded.appends != nil {
            warn(translated("after a submit only an action string or \"set\" can run; the rest is ignored"), at: node.offset)
        }
        return Submission.FollowUp(action: decoded.string, assignments: decoded.assignments ?? [:])
    }
}
