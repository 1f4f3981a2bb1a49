extension ScreenPatch {
    /// The first reference in the patch's items that names a local file (an image, an `open:` or
    /// `open-patch:` target, at any depth), as a problem at its place in the patch. A patch from a
    /// server is refused with it: a server's items must not show or open local files.
    public func localFileReference() -> PatchProblem? {
        for entry in changes {
            switch entry.change {
            case .replaceItem(_, let item):
                if let problem = Self.localFileReference(in: item, at: entry.path + ".item") { return problem }
            case .replaceItems(_, let items), .insertAfter(_, let items):
                for (index, item) in items.enumerated() {
                    if let problem = Self.localFileReference(in: item, at: entry.path + ".items[\(index)]") { return problem }
                }
            case .remove:
                break
            }
        }
        return nil
    }

    private static func localFileReference(in item: Item, at path: String) -> PatchProblem? {
        func refused(_ reference: String, at key: String) -> PatchProblem {
            PatchProblem(path: path + "." + key,
                         message: translated("a patch from a server cannot name local files: \"{reference}\" is refused; the patch is not applied",
                                             ["reference": RemotePolicy.shortened(reference)]))
        }
        if RemotePolicy.namesLocalFile(item.image) { return refused(item.image, at: "image") }
        if let action = item.action, let target = ItemAction(action).target, RemotePolicy.namesLocalFile(target) {
            return refused(action, at: "action")
        }
        for (index, component) in item.children.enumerated() {
            let componentPath = path + ".children[\(index)]"
            if let header = component.header, let problem = localFileReference(in: header, at: componentPath + ".header") { return problem }
            if let footer = component.footer, let problem = localFileReference(in: footer, at: componentPath + ".footer") { return problem }
            for (itemIndex, child) in component.items.enumerated() {
                if let problem = localFileReference(in: child, at: componentPath + ".items[\(itemIndex)]") { return problem }
            }
        }
        return nil
    }
}
