/// A component's `data` with `template` or `templates` (and `identity`): items made from data.
extension ModelBuilder {
    func itemData(of fields: Fields<ComponentKey>, component: inout ComponentModel) throws {
        let template = fields[.template]
        let templateList = fields[.templates]
        var data = fields[.data]
        if data?.value.isNull != false, let dataURL = fields[.dataURL], !dataURL.value.isNull {
            data = dataURL
        } else if let dataURL = fields[.dataURL], data != nil {
            warn(translated("\"data-url\" is ignored because \"data\" is given"), at: dataURL.keyOffset, key: dataURL.key)
        }
        guard data != nil || template != nil || templateList != nil else { return }
        guard let data, !data.value.isNull else {
            let member = (template ?? templateList)!
            warn(translated("\"{key}\" needs \"data\": an array, or \"${…}\" naming an array variable; it is ignored", ["key": member.key]),
                 at: member.keyOffset, key: member.key)
            return
        }
        let isURL = ComponentKey.spellings[data.key] == .dataURL
        guard let source = isURL ? read(data, dataReference) : read(data, dataSource) else { return }
        var templates: [DataTemplate] = []
        var isList = false
        if let templateList, !templateList.value.isNull {
            if let template {
                warn(translated("\"template\" is ignored because \"templates\" is given"), at: template.keyOffset, key: template.key)
            }
            templates = try read(templateList, dataTemplates) ?? []
            isList = true
        } else if let template {
            if let item = try read(template, { try self.templateItem(from: $0) }) { templates = [DataTemplate(item: item)] }
        } else {
            warn(translated("\"data\" needs \"template\" (an item) or \"templates\" to make its items; it shows nothing"),
                 at: data.keyOffset, key: data.key)
        }
        let identity: String? = read(fields[.identity]) { node in
            guard case .string(let text) = node.value, ItemTemplate.hasExpression(text) else {
                warn(translated("\"identity\" should be an expression such as \"${it.code}\"; elements are told apart by \"id\""),
                     at: node.offset)
                return nil
            }
            return text
        }
        if !component.items.isEmpty, let items = fields[.items] {
            warn(translated("\"items\" are ignored: the items are made from \"data\""), at: items.keyOffset, key: items.key)
            component.items = []
        }
        component.data = ItemData(source: source, templates: templates, identity: identity, isTemplateList: isList)
    }

    private func dataSource(_ node: JSONNode) -> ItemData.Source? {
        switch node.value {
        case .array, .items, .values:
            guard case .array(let elements) = jsonValue(node) else { return nil }
            return .elements(elements)
        case .string(let text) where ItemTemplate.hasExpression(text):
            return .expression(text)
        default:
            warn(translated("\"data\" should be an array or \"${…}\" naming an array variable, not {value}; it is ignored", ["value": Self.describe(node)]),
                 at: node.offset)
            return nil
        }
    }

    /// `"data-url": "fruits.json"`: where the elements are fetched from when the screen is shown.
    private func dataReference(_ node: JSONNode) -> ItemData.Source? {
        guard case .string(let text) = node.value, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            warn(translated("\"data-url\" should be the address of a JSON array (a file beside the screen, or http or https), not {value}; it is ignored",
                            ["value": Self.describe(node)]), at: node.offset)
            return nil
        }
        return .url(text.trimmingCharacters(in: .whitespaces))
    }

    /// A template's item. An input there is refused: every row would write the one variable its
    /// `name` names (a variable per row would make as many variables as elements, kept, diffed
    /// and sent). It is shown disabled, and the warning says what to write instead.
    private func templateItem(from node: JSONNode) throws -> Item {
        var item = try self.item(from: node, index: 0)
        guard item.input != nil else { return item }
        var offset = node.offset
        var key: String?
        if case .object(let members) = node.value, let kind = members.first(where: { $0.key == "kind" }) {
            offset = kind.keyOffset
            key = kind.key
        }
        warn(translated("an input in a data-bound template is refused: every row would write the same variable; it is shown disabled. Put the input outside the list, or let each row set a variable with an action"),
             at: offset, key: key)
        item.input?.isDisabled = true
        item.expressions[.disabled] = nil
        return item
    }

    /// `"templates": [{"when": "${…}", "item": {…}}, …]`.
    private func dataTemplates(_ node: JSONNode) throws -> [DataTemplate]? {
        guard let elements = try elements(node, expected: translated("an array of {\"when\": …, \"item\": …}")) else { return nil }
        let templates = try readElements(elements) { element, _ -> DataTemplate? in
            guard let members = try members(element, expected: translated("{\"when\": \"${…}\", \"item\": {…}}")) else { return nil }
            let fields = fields(of: members, as: DataTemplateKey.self)
            let when: String? = read(fields[.when]) { node in
                switch node.value {
                case .bool(let flag): return "${\(flag)}"
                case .string(let text) where ItemTemplate.hasExpression(text): return text
                default:
                    warn(translated("\"when\" should be an expression such as \"${it.kind == 'fruit'}\"; the template is skipped"), at: node.offset)
                    return "${false}"
                }
            }
            guard let item = try read(fields[.item], { try self.templateItem(from: $0) }) else {
                warn(translated("a template needs \"item\": {…}; it is skipped"), at: element.offset)
                return nil
            }
            return DataTemplate(when: when, item: item)
        }
        return templates.compactMap { $0 }
    }
}
