import Foundation

/// What the decoder cannot know from the document alone, checked on the decoded model: component
/// kinds nobody registered, local images, templates and stylesheets that are missing or not
/// readable, `open:` targets and next pages that are not there, and local references in a remote
/// screen. Files are looked at through a `FileProbe`, never opened.
///
/// The warnings carry a path and no position yet (`ModelWarnings` positions them in one pass over
/// the document once the model is gone).
public struct ScreenChecks: Sendable {
    public var file: String
    public var location: ResourceLocation
    /// Component kinds that have a presentation; others warn (they still render, as lists).
    public var knownKinds: Set<ComponentKind>
    public var files: any FileProbe

    public init(file: String, location: ResourceLocation, knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                files: any FileProbe = LocalFiles()) {
        self.file = file
        self.location = location
        self.knownKinds = knownKinds
        self.files = files
    }

    /// Every warning the model gives, in walk order: per component its kind, then per item its
    /// image and action; then the screen's templates, stylesheet and next page.
    public func warnings(for screen: Screen) -> ModelWarnings {
        var found = ModelWarnings(file: file)
        if location.isRemote {
            remoteRefusals(in: screen, into: &found)
        } else {
            localProblems(in: screen, into: &found)
        }
        ExpressionChecks(variables: screen.variablesWithInputs).check(screen, into: &found)
        InputChecks(variables: screen.variables).check(screen, into: &found)
        return found
    }

    // MARK: - Local screens

    private func localProblems(in screen: Screen, into found: inout ModelWarnings) {
        // A large screen names the same few files thousands of times: check each once, and let
        // its warnings share one message string.
        var checked: [String: String?] = [:]
        func once(_ key: String, _ check: () -> String?) -> String? {
            if let known = checked[key] { return known }
            let message = check()
            checked[key] = .some(message)
            return message
        }
        func file(_ reference: String, what: String, at path: @autoclosure () -> String) {
            guard !reference.isEmpty, !reference.contains("://") || reference.hasPrefix("file://"), !ItemTemplate.hasExpression(reference),
                  let message = once(what + "\u{0}" + reference, { fileProblem(reference, what: what) }) else { return }
            found.warn(at: path(), message)
        }
        func target(_ reference: String, what: String, at path: @autoclosure () -> String) {
            guard let message = once(what + "\u{1}" + reference, { targetProblem(reference, what: what) }) else { return }
            found.warn(at: path(), message)
        }
        func references(of item: Item, at path: @autoclosure () -> String) {
            file(item.image, what: "image", at: path() + ".image")
            if let action = item.action {
                switch ItemAction(action) {
                case .navigate(let destination): target(destination, what: "the screen to open", at: path() + ".action")
                case .patch(let patch): target(patch, what: "the patch to apply", at: path() + ".action")
                default: break
                }
            }
        }
        ScreenWalker.walk(screen.components, component: { component, path in
            if !knownKinds.contains(component.kind) {
                found.warn(at: path.appending("kind"), translated("unknown component kind \"{kind}\", shown as a list", ["kind": "\(component.kind)"]))
            }
            guard let data = component.data else { return }
            if case .url(let reference) = data.source { file(reference, what: "data", at: path.appending("data-url")) }
            // A template's files are the same for every element (those computed from it are known when shown).
            for (index, template) in data.templates.enumerated() {
                references(of: template.item, at: Self.templatePath(data, index, in: path.description))
            }
        }, item: { item, path in
            references(of: item, at: path.description)
        })
        for (kind, template) in screen.templates.sorted(by: { $0.key < $1.key }) {
            file(template, what: "template", at: "templates.\(kind)")
        }
        if let stylesheet = screen.stylesheet { file(stylesheet, what: "stylesheet", at: "stylesheet") }
        if let next = screen.pagination?.next { target(next, what: "the next page", at: "pagination.next") }
    }

    /// What is wrong with the local `reference` (an image, template or stylesheet), or nil.
    private func fileProblem(_ reference: String, what: String) -> String? {
        guard let folder = location.baseDirectory else { return nil }
        let url = reference.hasPrefix("file://") ? URL(string: reference) : reference.hasPrefix("/")
            ? URL(fileURLWithPath: reference) : folder.appendingPathComponent(reference)
        guard let url else { return nil }
        let shown = url.standardizedFileURL.path
        switch files.kind(atPath: url.path) {
        case .missing:
            return translated("{what} \"{reference}\" not found at {path}", ["what": Self.named(what), "reference": reference, "path": shown])
        case .regular(let size):
            let limit = what == "image" ? ResourceLimits.image : what == "data" ? ResourceLimits.screenFile : ResourceLimits.templateOrStylesheet
            return size > limit ? translated("{what} \"{reference}\" is not read: {reason}",
                                             ["what": Self.named(what), "reference": reference, "reason": LocalFile.tooLarge(limit)]) : nil
        case let kind:
            return translated("{what} \"{reference}\" is not read: {reason}",
                              ["what": Self.named(what), "reference": reference, "reason": kind.refusal ?? translated("it is not a regular file")])
        }
    }

    /// What is wrong with an `open:` target or next page of a local screen, or nil: local files
    /// (or built-in screens) that are not there; URLs are not fetched.
    private func targetProblem(_ target: String, what: String) -> String? {
        let trimmed = target.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return translated("{what} names no screen", ["what": Self.named(what)]) }
        // A target computed by an expression is known only when the item is selected.
        if ItemTemplate.hasExpression(trimmed) { return nil }
        if let scheme = URL(string: trimmed)?.scheme?.lowercased(), scheme != "file" { return nil }
        if let folder = location.baseDirectory {
            let resolved: String
            if trimmed.hasPrefix("file://") {
                resolved = URL(string: trimmed)?.path ?? trimmed
            } else if trimmed.hasPrefix("/") {
                resolved = trimmed
            } else {
                resolved = folder.appendingPathComponent(trimmed).standardizedFileURL.path
            }
            if files.kind(atPath: resolved) == .missing {
                return translated("{what} \"{reference}\" not found at {path}", ["what": Self.named(what), "reference": trimmed, "path": resolved])
            }
        } else if !location.embedded.isEmpty, location.embedded[location.embeddedKey(trimmed)] == nil {
            return translated("{what} \"{reference}\" is not a built-in screen", ["what": Self.named(what), "reference": trimmed])
        }
        return nil
    }

    /// Where a data-bound component's template item is written: `….template` or `….templates[1].item`.
    private static func templatePath(_ data: ItemData, _ index: Int, in component: String) -> String {
        data.isTemplateList ? "\(component).templates[\(index)].item" : "\(component).template"
    }

    /// How messages name a kind of reference; `what` stays the English word the checks compare.
    private static func named(_ what: String) -> String {
        switch what {
        // Translators: these name what a reference is, at the start of messages such as
        // "image \"a.png\" not found at /path/a.png".
        case "image": return translated("image")
        case "template": return translated("template")
        case "stylesheet": return translated("stylesheet")
        case "action": return translated("action")
        case "next page": return translated("next page")
        case "the screen to open": return translated("the screen to open")
        case "the patch to apply": return translated("the patch to apply")
        case "the next page": return translated("the next page")
        case "data": return translated("data")
        default: return what
        }
    }

    // MARK: - Remote screens

    /// One warning per local reference in a remote screen: images (at any depth), `open:` actions,
    /// templates, the stylesheet and `pagination.next`.
    private func remoteRefusals(in screen: Screen, into found: inout ModelWarnings) {
        func refuse(_ what: String, _ reference: String, at path: String) {
            found.warn(at: path, translated("a remote screen cannot read local files: {what} \"{reference}\" is refused",
                                            ["what": Self.named(what), "reference": RemotePolicy.shortened(reference)]))
        }
        ScreenWalker.walk(screen.components, component: { component, path in
            if case .url(let reference)? = component.data?.source, RemotePolicy.namesLocalFile(reference) {
                refuse("data-url", reference, at: path.appending("data-url"))
            }
            for (index, template) in (component.data?.templates ?? []).enumerated() {
                let item = template.item
                if RemotePolicy.namesLocalFile(item.image) { refuse("image", item.image, at: Self.templatePath(component.data!, index, in: path.description) + ".image") }
                if let action = item.action, let target = ItemAction(action).target, RemotePolicy.namesLocalFile(target) {
                    refuse("action", action, at: Self.templatePath(component.data!, index, in: path.description) + ".action")
                }
            }
            if !knownKinds.contains(component.kind) {
                found.warn(at: path.appending("kind"), translated("unknown component kind \"{kind}\", shown as a list", ["kind": "\(component.kind)"]))
            }
        }, item: { item, path in
            if RemotePolicy.namesLocalFile(item.image) { refuse("image", item.image, at: path.appending("image")) }
            if let action = item.action, let target = ItemAction(action).target, RemotePolicy.namesLocalFile(target) {
                refuse("action", action, at: path.appending("action"))
            }
        })
        // Relative templates and stylesheets are fetched from the screen's server.
        for (kind, template) in screen.templates.sorted(by: { $0.key < $1.key }) where RemotePolicy.namesLocalFile(template) {
            refuse("template", template, at: "templates.\(kind)")
        }
        if let stylesheet = screen.stylesheet, RemotePolicy.namesLocalFile(stylesheet) {
            refuse("stylesheet", stylesheet, at: "stylesheet")
        }
        if let next = screen.pagination?.next, RemotePolicy.namesLocalFile(next) {
            refuse("next page", next, at: "pagination.next")
        }
    }
}

/// How validation learns about local files: the disk (`LocalFiles`), or anything else a consumer
/// has (a build system's view of its inputs, an editor's open buffers).
public protocol FileProbe: Sendable {
    /// What `path` names, without opening it.
    func kind(atPath path: String) -> LocalFile.Kind
}

/// The files on this machine, by `stat` (which never opens a file, so it never blocks on a FIFO).
public struct LocalFiles: FileProbe {
    public init() {}

    public func kind(atPath path: String) -> LocalFile.Kind { LocalFile.kind(atPath: path) }
}
