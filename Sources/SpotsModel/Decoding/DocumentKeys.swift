/// The keys one kind of JSON object understands, each spelling mapped to the setting it sets.
///
/// Several spellings of one setting (kebab-case, camelCase, legacy names) map to the same case,
/// so giving two of them is reported like a duplicate key.
///
/// Cases are numbered from 0 so a `Fields` table is a plain array (this runs for every object).
protocol DocumentKeys: RawRepresentable<Int>, CaseIterable, Sendable {
    /// Every accepted spelling.
    static var spellings: [String: Self] { get }
    /// `spellings` for lookups: `SpellingTable(spellings)`, made once.
    static var spellingTable: SpellingTable<Self> { get }
    /// `allCases.count`, computed once.
    static var keyCount: Int { get }
    /// Where a message places a key, e.g. "in a layout" in "unknown key \"x\" in a layout"
    /// (translated as a whole: languages place and inflect it differently).
    static var placeInMessages: String { get }
}

enum ScreenKey: Int, DocumentKeys {
    case title, components, templates, stylesheet, pagination, variables

    static let spellings: [String: ScreenKey] = [
        "title": .title, "components": .components, "templates": .templates, "stylesheet": .stylesheet,
        "pagination": .pagination, "variables": .variables,
    ]
    static var placeInMessages: String { translated("in the screen") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

enum ComponentKey: Int, DocumentKeys {
    case identifier, kind, header, footer, layout, interaction, items, meta, size, amountOfItemsToCache, accessibility
    case state, states, visibleIf
    case data, template, templates, identity, dataURL
    /// Legacy component-level keys.
    case span, title, contentInset, sectionInset

    static let spellings: [String: ComponentKey] = [
        "identifier": .identifier,
        "kind": .kind, "type": .kind,
        "header": .header,
        "footer": .footer,
        "layout": .layout,
        "interaction": .interaction,
        "items": .items,
        "meta": .meta,
        "size": .size,
        "amountOfItemsToCache": .amountOfItemsToCache, "amount-of-items-to-cache": .amountOfItemsToCache,
        "state": .state, "states": .states,
        "accessibility": .accessibility,
        "visible-if": .visibleIf, "visibleIf": .visibleIf,
        "data": .data, "template": .template, "templates": .templates, "identity": .identity,
        "data-url": .dataURL, "dataURL": .dataURL,
        "span": .span,
        "title": .title,
        "content-inset": .contentInset, "contentInset": .contentInset,
        "section-inset": .sectionInset, "sectionInset": .sectionInset,
    ]
    static var placeInMessages: String { translated("in a component") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

enum LayoutKey: Int, DocumentKeys {
    case span, itemsPerRow, itemSpacing, lineSpacing, inset, dynamicSpan, dynamicHeight
    case headerMode, pageIndicator, infiniteScrolling, showEmptyComponent
    case minItemWidth, maxWidth
    /// Spots 5.8's two insets, summed into `inset`.
    case contentInset, sectionInset

    static let spellings: [String: LayoutKey] = [
        "span": .span,
        "items-per-row": .itemsPerRow, "itemsPerRow": .itemsPerRow,
        "item-spacing": .itemSpacing, "itemSpacing": .itemSpacing,
        "line-spacing": .lineSpacing, "lineSpacing": .lineSpacing,
        "inset": .inset,
        "dynamic-span": .dynamicSpan, "dynamicSpan": .dynamicSpan,
        "dynamic-height": .dynamicHeight, "dynamicHeight": .dynamicHeight,
        "header-mode": .headerMode, "headerMode": .headerMode,
        "page-indicator": .pageIndicator, "pageIndicatorPlacement": .pageIndicator,
        "infinite-scrolling": .infiniteScrolling, "infiniteScrolling": .infiniteScrolling,
        "show-empty-component": .showEmptyComponent, "showEmptyComponent": .showEmptyComponent,
        "min-item-width": .minItemWidth, "minItemWidth": .minItemWidth,
        "max-width": .maxWidth, "maxWidth": .maxWidth,
        "content-inset": .contentInset, "contentInset": .contentInset,
        "section-inset": .sectionInset, "sectionInset": .sectionInset,
    ]
    static var placeInMessages: String { translated("in a layout") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

/// Layout keys older Spots read from a component's `meta`.
enum LegacyMetaLayoutKey: String, CaseIterable {
    case insetTop = "inset-top"
    case insetLeft = "inset-left"
    case insetBottom = "inset-bottom"
    case insetRight = "inset-right"
    case itemSpacing = "item-spacing"
    case lineSpacing = "line-spacing"
    case span = "span"
    case itemsPerRow = "items-per-row"
}

enum StatesKey: Int, DocumentKeys {
    case empty, loading, error

    static let spellings: [String: StatesKey] = ["empty": .empty, "loading": .loading, "error": .error]
    static var placeInMessages: String { translated("in states") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

enum InsetKey: Int, DocumentKeys {
    case top, left, bottom, right, start, end

    static let spellings: [String: InsetKey] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right,
                                                "start": .start, "end": .end]
    static var placeInMessages: String { translated("in an inset") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

enum SizeKey: Int, DocumentKeys {
    case width, height

    static let spellings: [String: SizeKey] = ["width": .width, "height": .height]
    static var placeInMessages: String { translated("in a size") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

enum InteractionKey: Int, DocumentKeys {
    case paginate, scrollDirection, mouseClick, collapsible, collapsed

    static let spellings: [String: InteractionKey] = [
        "paginate": .paginate,
        "collapsible": .collapsible, "collapsed": .collapsed,
        "scroll-direction": .scrollDirection, "scrollDirection": .scrollDirection,
        "mouse-click": .mouseClick, "mouseClick": .mouseClick,
    ]
    static var placeInMessages: String { translated("in an interaction") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

enum ItemKey: Int, DocumentKeys {
    case identifier, title, subtitle, text, image, kind, action, size, meta, relations, children, accessibility, visibleIf

    static let spellings: [String: ItemKey] = [
        "visible-if": .visibleIf, "visibleIf": .visibleIf,
        "identifier": .identifier,
        "title": .title,
        "subtitle": .subtitle,
        "text": .text,
        "image": .image,
        "kind": .kind, "type": .kind,
        "action": .action,
        "size": .size,
        "meta": .meta,
        "relations": .relations,
        "children": .children,
        "accessibility": .accessibility,
    ]
    static var placeInMessages: String { translated("in an item") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

/// The keys of an input item (`text-field`, `switch`, `check`, `choice`, `slider`, `date`),
/// read besides the item's own.
enum InputKey: Int, DocumentKeys {
    case name, label, placeholder, value, hint, required, pattern, minLength, maxLength, min, max
    case errorMessage, disabled, inputType, options, style, step

    static let spellings: [String: InputKey] = [
        "name": .name, "label": .label, "placeholder": .placeholder, "value": .value, "hint": .hint,
        "required": .required, "pattern": .pattern,
        "min-length": .minLength, "minLength": .minLength, "max-length": .maxLength, "maxLength": .maxLength,
        "min": .min, "max": .max,
        "error-message": .errorMessage, "errorMessage": .errorMessage,
        "disabled": .disabled,
        "input-type": .inputType, "inputType": .inputType,
        "options": .options, "style": .style, "step": .step,
    ]
    static var placeInMessages: String { translated("in an input") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

/// The keys of one of a choice's `options`.
enum InputOptionKey: Int, DocumentKeys {
    case value, title

    static let spellings: [String: InputOptionKey] = ["value": .value, "title": .title]
    static var placeInMessages: String { translated("in an option") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

/// The keys of an object `action`.
enum ActionKey: Int, DocumentKeys {
    case set, append, open, variables, submit

    static let spellings: [String: ActionKey] = ["set": .set, "append": .append, "open": .open, "variables": .variables,
                                                 "submit": .submit]
    static var placeInMessages: String { translated("in an action") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

/// The keys of a `submit` action.
enum SubmitKey: Int, DocumentKeys {
    case url, method, fields, headers, onSuccess, onError

    static let spellings: [String: SubmitKey] = [
        "url": .url, "method": .method, "fields": .fields, "headers": .headers,
        "on-success": .onSuccess, "onSuccess": .onSuccess, "on-error": .onError, "onError": .onError,
    ]
    static var placeInMessages: String { translated("in a submit action") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

/// The keys of one of a data-bound component's `templates`.
enum DataTemplateKey: Int, DocumentKeys {
    case when, item

    static let spellings: [String: DataTemplateKey] = ["when": .when, "item": .item]
    static var placeInMessages: String { translated("in a template") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

/// The keys of a patch document.
enum PatchKey: Int, DocumentKeys {
    case patch, variables

    static let spellings: [String: PatchKey] = ["patch": .patch, "variables": .variables]
    static var placeInMessages: String { translated("in a patch") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

/// The keys of one change of a patch.
enum PatchChangeKey: Int, DocumentKeys {
    case identifier, item, items, insertAfter, remove

    static let spellings: [String: PatchChangeKey] = [
        "identifier": .identifier, "item": .item, "items": .items, "insert-after": .insertAfter, "remove": .remove,
    ]
    static var placeInMessages: String { translated("in a change") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

enum PaginationKey: Int, DocumentKeys {
    case next

    static let spellings: [String: PaginationKey] = ["next": .next]
    static var placeInMessages: String { translated("in pagination") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}
