import Foundation
import SpotsGtk
import SpotsModel

/// The header-bar button with the count of problems of the last load, and its popover with one
/// row per problem (severity icon, message, `file:line:column`). Activating a row calls `onOpen`.
@MainActor
final class ProblemsPanel {
    let button = MenuButton()
    let popover: Popover
    private let icon = Image(iconName: "emblem-ok-symbolic", size: .button)
    private let count = Label("0")
    private let list = ListBox()
    private let empty = Label(translated("No problems"))
    private let scroller = ScrolledWindow()
    private(set) var problems: [Diagnostic] = []
    /// What the last row says when there are more problems than rows (nil: every one is listed).
    private var moreText: String?
    /// Rows listed at most. A screen can carry hundreds of thousands of warnings (530,700 in a
    /// generated 100 MB screen), and a list box of that many rows took minutes to build before
    /// the window showed; the rest are counted in a last row that says where to read them all.
    static let rowLimit = 500
    /// A row was activated: open its file at its line.
    var onOpen: (@MainActor (Diagnostic) -> Void)?

    init() {
        let content = Box(.horizontal, spacing: 4)
        content.packStart(icon)
        content.packStart(count)
        button.add(content)
        popover = Popover(relativeTo: button)
        button.setPopover(popover)

        list.selectionMode = .none
        list.activateOnSingleClick = true
        list.accessibleName = translated("Problems")
        list.onRowActivated { [weak self] row in
            guard let self else { return }
            let index = ListBoxRow(row).index
            guard self.problems.indices.contains(index) else { return }
            self.popover.popdown()
            self.onOpen?(self.problems[index])
        }
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.propagateNaturalHeight = true
        scroller.accessibleName = translated("Problems")
        scroller.add(list)
        scroller.setSizeRequest(width: 520, height: -1)
        empty.setMargins(top: 12, start: 12, bottom: 12, end: 12)
        empty.styleClasses.insert("dim-label")
        let box = Box(.vertical)
        box.packStart(empty)
        box.packStart(scroller, expand: true)
        box.setMargins(top: 6, start: 6, bottom: 6, end: 6)
        popover.add(box)
        box.showAll()
        // Grown with the list, bounded by the window.
        scroller.maxContentHeight = 420
        update([])
    }

    /// The button's accessible name, e.g. "Problems, 3".
    var accessibleName: String { button.accessibleName ?? "" }

    /// `stillChecking`: more may come (a large screen's whole, or its checks, on another thread):
    /// the button says so instead of a final count.
    func update(_ problems: [Diagnostic], stillChecking: Bool = false) {
        self.problems = Self.ordered(problems)
        moreText = Self.moreText(for: self.problems)
        let errors = problems.filter { $0.severity == .error }.count
        let warnings = problems.count - errors
        count.text = "\(problems.count)"
        let counts = ["errors": Self.counted(errors: errors), "warnings": Self.counted(warnings: warnings)] as KeyValuePairs
        if stillChecking {
            icon.setIcon("content-loading-symbolic")
            button.accessibleName = translated("Problems, {count} so far, still checking", ["count": "\(problems.count)"])
            button.tooltip = problems.isEmpty ? translated("No problems so far, still checking (Ctrl+Shift+M)")
                : translated("{errors}, {warnings} so far, still checking (Ctrl+Shift+M)", counts)
        } else {
            icon.setIcon(errors > 0 ? "dialog-error-symbolic" : warnings > 0 ? "dialog-warning-symbolic" : "emblem-ok-symbolic")
            button.accessibleName = translated("Problems, {count}", ["count": "\(problems.count)"])
            button.tooltip = problems.isEmpty ? translated("No problems (Ctrl+Shift+M)") : translated("{errors}, {warnings} (Ctrl+Shift+M)", counts)
        }
        for style in ["error", "warning"] { button.styleClasses.remove("spots-problems-\(style)") }
        if errors > 0 { button.styleClasses.insert("spots-problems-error") } else if warnings > 0 {
            button.styleClasses.insert("spots-problems-warning")
        }
        list.removeAll()
        for problem in self.problems.prefix(Self.rowLimit) { list.add(Self.row(for: problem)) }
        if let more = moreText { list.add(Self.moreRow(more)) }
        list.showAll()
        empty.isVisible = problems.isEmpty
        scroller.isVisible = !problems.isEmpty
    }

    /// Errors first, then in file order. The keys are whole numbers, files ranked by name once:
    /// comparing names and copying diagnostics in every comparison took seconds for 530,700.
    static func ordered(_ problems: [Diagnostic]) -> [Diagnostic] {
        let files = Set(problems.map { $0.file ?? "" }).sorted()
        let rank = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
        let keys = problems.enumerated().map { offset, problem in
            (problem.severity == .error ? 0 : 1, rank[problem.file ?? ""]!, problem.line ?? Int.max, problem.column ?? 0, offset)
        }
        return keys.sorted { $0 < $1 }.map { problems[$0.4] }
    }

    /// Where the popover opens: under its button, or under `anchor` while the button is hidden
    /// (in a narrow window the panel is opened from the main menu).
    func attach(to anchor: Widget?) {
        popover.popdown()
        if let anchor {
            button.setPopover(nil)
            popover.setRelativeTo(anchor)
        } else {
            button.setPopover(popover)
        }
    }

    /// Keeps the list within a window `width` pixels wide (520 where there is room).
    func fit(windowWidth width: Int) {
        scroller.setSizeRequest(width: max(200, min(520, width - 40)), height: -1)
    }

    /// Opens the popover with the keyboard focus on the first problem.
    func show() {
        popover.popup()
        if let first = list.row(at: 0) { first.grabFocus() }
    }

    /// The text rows show, for tests: "error: message — file:3:7", and the last row's when
    /// not every problem is listed.
    var rowTexts: [String] {
        problems.prefix(Self.rowLimit).map { "\($0.severity.rawValue): \($0.message) — \(Self.location(of: $0))" }
            + (moreText.map { [$0] } ?? [])
    }

    /// What the last row says when `problems` are more than the rows.
    private static func moreText(for problems: [Diagnostic]) -> String? {
        guard problems.count > rowLimit else { return nil }
        let files = Set(problems.compactMap(\.file))
        let command = files.count == 1 ? "spots validate \(files.first!)" : "spots validate"
        return translated("{count} more not listed here: {command} lists every one",
                          ["count": (problems.count - rowLimit).formatted(), "command": command])
    }

    private static func moreRow(_ text: String) -> ListBoxRow {
        let row = ListBoxRow()
        let label = Label(text)
        label.xalign = 0
        label.wraps = true
        label.styleClasses.insert("dim-label")
        label.setMargins(top: 8, start: 8, bottom: 8, end: 8)
        row.add(label)
        row.isActivatable = false
        row.isSelectable = false
        // Named like the problem rows, which screen readers read by the row's name.
        row.accessibleName = text
        return row
    }

    /// The accessible name of the list's last row (tests).
    var lastRowName: String? { list.row(at: listedRowCount - 1)?.accessibleName }

    /// How many rows the list holds (tests).
    var listedRowCount: Int { list.childPointers.count }

    /// Activates row `index` as a click or Enter would.
    func activate(row index: Int) {
        guard let row = list.row(at: index) else { return }
        row.activate()
    }

    static func location(of problem: Diagnostic) -> String {
        var location = problem.file ?? "<input>"
        if let line = problem.line {
            location += ":\(line)"
            if let column = problem.column { location += ":\(column)" }
        }
        return location
    }

    private static func counted(errors: Int) -> String {
        translatedPlural("{count} error", "{count} errors", count: errors, ["count": "\(errors)"])
    }

    private static func counted(warnings: Int) -> String {
        translatedPlural("{count} warning", "{count} warnings", count: warnings, ["count": "\(warnings)"])
    }

    private static func row(for problem: Diagnostic) -> ListBoxRow {
        let row = ListBoxRow()
        let box = Box(.horizontal, spacing: 8)
        box.setMargins(top: 6, start: 6, bottom: 6, end: 6)
        let isError = problem.severity == .error
        let icon = Image(iconName: isError ? "dialog-error-symbolic" : "dialog-warning-symbolic", size: .button)
        icon.valign = .start
        icon.accessibleName = isError ? translated("Error") : translated("Warning")
        let text = Box(.vertical, spacing: 2)
        let message = Label(problem.path.isEmpty ? problem.message : translated("{message} (at {path})", ["message": problem.message, "path": problem.path]))
        message.xalign = 0
        message.wraps = true
        message.wrapMode = .wordChar
        message.maxWidthChars = 60
        let where_ = Label(location(of: problem))
        where_.xalign = 0
        where_.ellipsize = .start
        where_.styleClasses.insert("dim-label")
        where_.styleClasses.insert("monospace")
        text.packStart(message)
        text.packStart(where_)
        box.packStart(icon)
        box.packStart(text, expand: true)
        row.add(box)
        row.accessibleName = isError
            ? translated("Error: {message}, {location}", ["message": problem.message, "location": location(of: problem)])
            : translated("Warning: {message}, {location}", ["message": problem.message, "location": location(of: problem)])
        row.tooltip = problem.file == nil ? nil : translated("Open in the editor")
        return row
    }
}
