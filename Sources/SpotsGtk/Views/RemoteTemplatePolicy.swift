import SpotsModel

/// What a `.ui` template fetched from a server may contain before GtkBuilder sees it: display
/// widgets with checked properties, within limits. Local templates are not checked (full power).
/// Plain data, no GTK: `RemoteTemplateChecker` applies it to the events of a `MarkupReader`.
public enum RemoteTemplatePolicy {
    /// Bytes. An item template is a few KB (Data/examples/contact.ui, comments and all: 4.7 KB);
    /// 256 KB holds the object limit with a dozen properties each, and is 1/16 of the 4 MB cap
    /// on local templates.
    public static let maximumSize = 256 * 1024
    /// Objects in one template. An item view is a handful of widgets (contact.ui: 11); each is
    /// built again for every item shown, so the limit bounds the widgets of a screenful.
    public static let maximumObjects = 200
    /// Objects inside objects. contact.ui nests 3 deep. Each level costs stack in GTK's recursive
    /// size negotiation (10,000 nested boxes overflowed it), and the view sits under the screen's
    /// own nesting.
    public static let maximumDepth = 16
    /// The largest image side: images are decoded at no more than this (`ImageLoader`'s cap; the
    /// policy holds no GTK type, so it is repeated here and a test keeps the two equal).
    public static let maximumImageSide = 1024
    /// A refused template lists at most this many problems.
    static let maximumProblems = 10

    /// The classes a remote template may use, by GType name.
    public static let classes: [String: TemplateClass] = {
        var classes: [String: TemplateClass] = [:]
        for entry in [box, grid, label, image, frame, aspectFrame, separator, overlay, eventBox, levelBar, progressBar, spinner] {
            classes[entry.name] = entry
        }
        return classes
    }()

    /// What each element may carry and hold (GtkBuilder's own elements, minus those that run code).
    static let elements: [String: (attributes: [String], children: [String])] = [
        "interface": ([], ["requires", "object"]),
        "requires": (["lib", "version"], []),
        "object": (["class", "id"], ["property", "child", "style", "attributes"]),
        "child": (["type"], ["object", "packing", "placeholder"]),
        "property": (["name", "translatable", "context", "comments"], []),
        "packing": ([], ["property"]),
        "style": ([], ["class"]),
        "class": (["name"], []),
        "attributes": ([], ["attribute"]),
        "attribute": (["name", "value", "start", "end"], []),
        "placeholder": ([], []),
    ]

    /// Why some elements, attributes, classes and properties GtkBuilder knows are refused, for
    /// messages, in the user's language; nil for those refused only for not being on the list.
    static func reason(for name: String) -> String? {
        switch name {
        case "signal": return translated("it connects handlers by name")
        case "template": return translated("it defines a widget class")
        case "menu": return translated("menus run actions")
        case "accessibility": return translated("it relates objects by id")
        case "accelerator": return translated("it binds keys to signals")
        case "type-func": return translated("it makes GtkBuilder call a function by name")
        case "constructor": return translated("it makes GtkBuilder ask another object to build this one")
        case "internal-child": return translated("it reaches inside a widget's own parts")
        case "domain": return translated("it names a translation catalogue, a local file")
        case "bind-source", "bind-property", "bind-flags": return translated("it binds to another object's property")
        case "file": return translated("it reads a local file")
        case "resource": return translated("it reads a resource inside the app")
        case "pixbuf": return translated("it loads an image file")
        case "gicon": return translated("it can name a local file")
        case "surface": return translated("it is an object reference")
        case "stock": return translated("use icon-name")
        case "uri", "GtkLinkButton": return translated("it opens a URI")
        case "use-markup", "tooltip-markup": return translated("Pango markup can hold links that open URIs")
        case "font-desc": return translated("it can set any font size (use family, size and weight)")
        case "GtkWindow", "GtkDialog": return translated("it opens a window")
        case "GtkFileChooserWidget": return translated("it lists local files")
        case "GtkRecentChooserWidget": return translated("it lists recently used files")
        default: return nil
        }
    }

    // MARK: Properties every allowed class shares

    private static let text = TemplateValueRule.text(maximumLength: SizeLimits.maximumTextLength)
    private static let margin = TemplateValueRule.integer(0...Int(SizeLimits.maximumInset))
    private static let spacing = TemplateValueRule.integer(0...Int(SizeLimits.maximumSpacing))
    private static let size = TemplateValueRule.integer(-1...Int(SizeLimits.maximumSize))
    private static let imageSize = TemplateValueRule.integer(-1...maximumImageSide)
    private static let fraction = TemplateValueRule.number(0...1)
    private static let align = TemplateValueRule.choice(["fill", "start", "end", "center", "baseline"])
    private static let ellipsize = TemplateValueRule.choice(["none", "start", "middle", "end"])
    private static let orientable: [String: TemplateValueRule] = ["orientation": .choice(["horizontal", "vertical"])]

    static let widget: [String: TemplateValueRule] = [
        "visible": .boolean, "sensitive": .boolean, "no-show-all": .boolean,
        "halign": align, "valign": align,
        "hexpand": .boolean, "vexpand": .boolean, "hexpand-set": .boolean, "vexpand-set": .boolean, "expand": .boolean,
        "margin": margin, "margin-start": margin, "margin-end": margin, "margin-top": margin, "margin-bottom": margin,
        "margin-left": margin, "margin-right": margin,
        "width-request": size, "height-request": size,
        "opacity": fraction,
        "has-tooltip": .boolean, "tooltip-text": text,
        "name": .text(maximumLength: TemplateValueRule.maximumNameLength),
    ]

    private static let container: [String: TemplateValueRule] = ["border-width": margin]

    // MARK: The classes

    static let box = TemplateClass(
        name: "GtkBox", properties: container.merging(orientable) { $1 }.merging([
            "spacing": spacing, "homogeneous": .boolean, "baseline-position": .choice(["top", "center", "bottom"]),
        ]) { $1 },
        childTypes: ["center"],
        packing: ["expand": .boolean, "fill": .boolean, "padding": spacing, "pack-type": .choice(["start", "end"]),
                  "position": .integer(-1...maximumObjects)])

    /// Attach points and spans stay small: GtkGrid sizes its line arrays (on the stack) by them.
    static let grid = TemplateClass(
        name: "GtkGrid", properties: container.merging(orientable) { $1 }.merging([
            "row-spacing": spacing, "column-spacing": spacing, "row-homogeneous": .boolean, "column-homogeneous": .boolean,
            "baseline-row": .integer(0...100),
        ]) { $1 },
        packing: ["left-attach": .integer(-100...100), "top-attach": .integer(-100...100),
                  "width": .integer(1...100), "height": .integer(1...100)])

    static let label = TemplateClass(
        name: "GtkLabel", properties: [
            "label": text, "use-underline": .boolean, "wrap": .boolean, "wrap-mode": .choice(["word", "char", "word-char"]),
            "justify": .choice(["left", "right", "center", "fill"]), "xalign": fraction, "yalign": fraction,
            "ellipsize": ellipsize, "width-chars": .integer(-1...SizeLimits.maximumTextLength),
            "max-width-chars": .integer(-1...SizeLimits.maximumTextLength), "lines": .integer(-1...SizeLimits.maximumTextLength),
            "angle": .number(0...360), "single-line-mode": .boolean,
        ],
        isContainer: false, attributes: pangoAttributes)

    /// Sizes are capped like decoded images: pixel-size scales the item's image to it.
    static let image = TemplateClass(
        name: "GtkImage", properties: [
            "icon-name": .iconName, "icon-size": .integer(0...6), "pixel-size": imageSize, "use-fallback": .boolean,
            "width-request": imageSize, "height-request": imageSize,
        ],
        isContainer: false)

    private static let frameProperties: [String: TemplateValueRule] = container.merging([
        "label": text, "label-xalign": fraction, "label-yalign": fraction,
        "shadow-type": .choice(["none", "in", "out", "etched-in", "etched-out"]),
    ]) { $1 }

    static let frame = TemplateClass(name: "GtkFrame", properties: frameProperties, childTypes: ["label"])

    static let aspectFrame = TemplateClass(
        name: "GtkAspectFrame", properties: frameProperties.merging([
            "xalign": fraction, "yalign": fraction, "ratio": .number(0.0001...10_000), "obey-child": .boolean,
        ]) { $1 },
        childTypes: ["label"])

    static let separator = TemplateClass(name: "GtkSeparator", properties: orientable, isContainer: false)

    static let overlay = TemplateClass(
        name: "GtkOverlay", properties: container, childTypes: ["overlay"],
        packing: ["pass-through": .boolean, "index": .integer(-1...maximumObjects)])

    static let eventBox = TemplateClass(
        name: "GtkEventBox", properties: container.merging(["above-child": .boolean, "visible-window": .boolean]) { $1 })

    /// A discrete level bar draws one block per unit between min and max: 0…100 keeps that small.
    static let levelBar = TemplateClass(
        name: "GtkLevelBar", properties: orientable.merging([
            "value": .number(0...100), "min-value": .number(0...100), "max-value": .number(0...100),
            "mode": .choice(["continuous", "discrete"]), "inverted": .boolean,
        ]) { $1 },
        isContainer: false, takesStyle: false)

    static let progressBar = TemplateClass(
        name: "GtkProgressBar", properties: orientable.merging([
            "fraction": fraction, "pulse-step": fraction, "inverted": .boolean, "show-text": .boolean, "text": text,
            "ellipsize": ellipsize,
        ]) { $1 },
        isContainer: false)

    static let spinner = TemplateClass(name: "GtkSpinner", properties: ["active": .boolean], isContainer: false)

    /// A label's `<attributes>`: Pango attributes that change how text looks, with sizes bounded.
    static let pangoAttributes: [String: TemplateValueRule] = [
        "weight": .either(.choice(["thin", "ultralight", "light", "semilight", "book", "normal", "medium", "semibold", "bold",
                                   "ultrabold", "heavy", "ultraheavy"]), .integer(100...1000)),
        "style": .choice(["normal", "oblique", "italic"]),
        "variant": .choice(["normal", "small-caps"]),
        "stretch": .choice(["ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "normal", "semi-expanded",
                            "expanded", "extra-expanded", "ultra-expanded"]),
        "underline": .either(.choice(["none", "single", "double", "low", "error"]), .boolean),
        "strikethrough": .boolean,
        "foreground": .color, "background": .color, "underline-color": .color, "strikethrough-color": .color,
        "family": .text(maximumLength: TemplateValueRule.maximumNameLength),
        // Pango units (1/1024 pt): 1 to 100 pt.
        "size": .integer(1024...102_400),
        "scale": .number(0.25...4),
    ]
}

/// A widget class a remote template may use, and what it may set.
public struct TemplateClass: Sendable {
    public var name: String
    /// Its own properties and those it inherits from GtkWidget (canonical names, with `-`).
    public var properties: [String: TemplateValueRule]
    /// The names in `properties` that are not every widget's (or that it bounds its own way).
    public var ownProperties: Set<String>
    /// Whether it holds `<child>` objects.
    public var isContainer: Bool
    /// The `<child type="…">` values it takes (besides none).
    public var childTypes: Set<String>
    /// The `<packing>` properties of its children.
    public var packing: [String: TemplateValueRule]
    /// The Pango attributes of its `<attributes>` element; nil when it has none.
    public var attributes: [String: TemplateValueRule]?
    /// Whether it takes `<style>` (GTK 3's GtkLevelBar reads only its own `<offsets>` and fails on it).
    public var takesStyle: Bool

    init(name: String, properties: [String: TemplateValueRule], isContainer: Bool = true, childTypes: Set<String> = [],
         packing: [String: TemplateValueRule] = [:], attributes: [String: TemplateValueRule]? = nil, takesStyle: Bool = true) {
        self.name = name
        self.properties = RemoteTemplatePolicy.widget.merging(properties) { $1 }
        ownProperties = Set(properties.keys)
        self.isContainer = isContainer
        self.childTypes = childTypes
        self.packing = packing
        self.attributes = attributes
        self.takesStyle = takesStyle
    }
}
