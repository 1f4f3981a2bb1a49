import Foundation
import SpotsGtk

/// What inspect mode found under the pointer (or the keyboard focus).
public struct InspectedElement: Equatable, Sendable {
    /// e.g. `components[2].items[5]`, or `components[1]` for a component's own area.
    public var path: String
    public var file: String?
    public var line: Int?
    public var column: Int?
    /// The item's kind (or "default"), or the component's.
    public var kind: String
    /// The Swift view class and the GTK class of its widget, e.g. "DefaultItemView (GtkBox)".
    public var viewClass: String
    public var width: Int
    public var height: Int
    /// The object as written in the file (or nil when the file is not at hand).
    public var json: String?
    /// Its `${…}` strings as written, shown with what they give now.
    public var expressions: [WrittenExpression] = []
    /// What the expressions see besides the screen's variables: a data-bound row's `it` and `index`.
    public var scope: [String: JSONValue] = [:]
    /// The input it is, as presented: its variable and rules are shown with the value now.
    public var input: InputField?

    /// `file:line:column`, or the file alone.
    public var location: String {
        var text = file ?? "—"
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}

/// The side panel of inspect mode: the element's JSON path, position, kind, view class, size,
/// its expressions and (for an input) variable, value and rules with what they give now, its
/// JSON, and "Open in editor".
@MainActor
final class InspectPanel {
    let widget = Box(.vertical, spacing: 8)
    /// The panel with its separator; hidden outside inspect mode.
    let container = Box(.horizontal)
    private let separator = Separator(.vertical)
    /// The panel's content, scrolled when the panel is shorter than it (under the screen).
    private let panelScroller = ScrolledWindow()
    private let heading = Label(translated("Inspector"))
    private let hint = Label(translated("Point at an item and click it, or move the keyboard focus to it."))
    private let path = Label()
    private let location = Label()
    private let kind = Label()
    private let viewClass = Label()
    private let size = Label()
    private let json = Label()
    private let expressionsCaption = Label(translated("Expressions"))
    private let expressions = Label()
    private let inputCaption = Label(translated("Input"))
    private let input = Label()
    let openButton = Button(label: translated("Open in Editor"))
    private(set) var element: InspectedElement?
    var onOpen: (@MainActor (InspectedElement) -> Void)?

    init() {
        widget.setMargins(top: 12, start: 12, bottom: 12, end: 12)
        widget.setSizeRequest(width: 340, height: -1)
        widget.accessibleName = translated("Inspector")
        heading.styleClasses.insert("heading")
        heading.xalign = 0
        // Bold by markup: the translations hold no markup characters (a test checks each catalog).
        heading.text = "<b>" + translated("Inspector") + "</b>"
        heading.usesMarkup = true
        hint.wraps = true
        hint.maxWidthChars = 36
        hint.xalign = 0
        hint.styleClasses.insert("dim-label")
        widget.packStart(heading)
        widget.packStart(hint)
        for (name, label) in [(translated("JSON path"), path), (translated("Position"), location), (translated("Kind"), kind),
                              (translated("View"), viewClass), (translated("Size"), size)] {
            let caption = Label(name)
            caption.xalign = 0
            caption.styleClasses.insert("dim-label")
            label.xalign = 0
            label.isSelectable = true
            label.wraps = true
            label.wrapMode = .wordChar
            // Long paths wrap rather than widen the panel (and squeeze the screen beside it).
            label.maxWidthChars = 36
            label.accessibleName = name
            label.styleClasses.insert("monospace")
            widget.packStart(caption)
            widget.packStart(label)
        }
        // What the item binds, re-read when a variable changes (`refresh(variables:)`).
        for (caption, label) in [(expressionsCaption, expressions), (inputCaption, input)] {
            caption.xalign = 0
            caption.styleClasses.insert("dim-label")
            label.xalign = 0
            label.isSelectable = true
            label.wraps = true
            label.wrapMode = .wordChar
            label.maxWidthChars = 36
            label.accessibleName = caption.text
            label.styleClasses.insert("monospace")
            widget.packStart(caption)
            widget.packStart(label)
        }
        openButton.accessibleName = translated("Open in Editor")
        openButton.tooltip = translated("Open the file at this object's line")
        openButton.halign = .start
        openButton.onClicked { [weak self] in
            guard let self, let element = self.element else { return }
            self.onOpen?(element)
        }
        widget.packStart(openButton)
        json.xalign = 0
        json.yalign = 0
        json.isSelectable = true
        json.styleClasses.insert("monospace")
        json.accessibleName = translated("JSON")
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .automatic, vertical: .automatic)
        // A scroll pane takes the focus when its content cannot: screen readers need its name.
        scroller.accessibleName = translated("Inspected JSON")
        scroller.add(json)
        widget.packStart(scroller, expand: true)
        panelScroller.setPolicy(horizontal: .never, vertical: .automatic)
        panelScroller.accessibleName = translated("Inspector")
        panelScroller.add(widget)
        container.packStart(separator)
        container.packStart(panelScroller, expand: true)
        container.showAll()
        container.isVisible = false
        container.noShowAll = true
        show(nil)
    }

    /// Beside the screen, or under it in a narrow window (340 pixels beside a 360-pixel screen
    /// would leave it none): full width there, a third of the height, its content scrolled.
    func setStacked(_ stacked: Bool, windowHeight: Int) {
        separator.orientation = stacked ? .horizontal : .vertical
        container.orientation = stacked ? .vertical : .horizontal
        widget.setSizeRequest(width: stacked ? -1 : 340, height: -1)
        panelScroller.setSizeRequest(width: -1, height: stacked ? max(160, windowHeight / 3) : -1)
    }

    func show(_ element: InspectedElement?, variables: [String: JSONValue] = [:]) {
        self.element = element
        refresh(variables: variables)
        hint.isVisible = element == nil
        path.setText(segments: element.map { Self.pathSegments($0.path) } ?? ["—"])
        location.text = element?.location ?? "—"
        kind.text = element?.kind ?? "—"
        viewClass.text = element?.viewClass ?? "—"
        size.text = element.map { "\($0.width) × \($0.height)" } ?? "—"
        json.text = element?.json.map(Self.dedented) ?? ""
        openButton.isSensitive = element?.file != nil
    }

    /// Shows the element's expressions and input with `variables` (after a change, while open).
    func refresh(variables: [String: JSONValue]) {
        let found = element?.expressions ?? []
        expressions.text = found.map { expression in
            let now = switch expression.evaluated(with: variables.merging(element?.scope ?? [:]) { $1 }) {
            case .success(let value): value
            case .failure(let error): translated("cannot be evaluated: {reason}", ["reason": error.message])
            }
            return "\(expression.key): \(expression.source)\n  → \(now)"
        }.joined(separator: "\n")
        expressionsCaption.isVisible = !found.isEmpty
        expressions.isVisible = !found.isEmpty
        if let field = element?.input {
            let value = field.name.isEmpty ? field.value : variables[field.name] ?? field.value
            var lines = [translated("variable: {name}", ["name": field.name]), translated("value: {value}", ["value": field.shownValue(value)])]
            lines += field.ruleChecks(for: value).map { check in
                check.holds ? translated("✓ {rule}: holds", ["rule": check.rule]) : translated("✗ {rule}: does not hold", ["rule": check.rule])
            }
            input.text = lines.joined(separator: "\n")
        } else {
            input.text = ""
        }
        inputCaption.isVisible = element?.input != nil
        input.isVisible = element?.input != nil
    }

    /// A JSON path in the pieces a line may break between: `components[1]`, `.items[2]`…
    static func pathSegments(_ path: String) -> [String] {
        var segments: [String] = []
        for character in path {
            if character == "." || segments.isEmpty { segments.append("") }
            segments[segments.count - 1].append(character)
        }
        return segments
    }

    /// The lines after the first lose the indentation the last one has (the closing bracket's),
    /// so a value cut out of a deeper level reads as if written at the top.
    static func dedented(_ json: String) -> String {
        let lines = json.components(separatedBy: "\n")
        guard lines.count > 1, let last = lines.last else { return json }
        let indent = last.prefix { $0 == " " || $0 == "\t" }.count
        return ([lines[0]] + lines.dropFirst().map { line in
            let leading = line.prefix { $0 == " " || $0 == "\t" }.count
            return String(line.dropFirst(min(indent, leading)))
        }).joined(separator: "\n")
    }

    /// The JSON path as the panel wraps it, one string per line (tests).
    var pathLines: [String] { path.displayedLines }

    /// The panel's text, for tests: name → value.
    var fields: [String: String] {
        ["path": path.text, "position": location.text, "kind": kind.text, "view": viewClass.text, "size": size.text, "json": json.text,
         "expressions": expressions.isVisible ? expressions.text : "", "input": input.isVisible ? input.text : ""]
    }
}
