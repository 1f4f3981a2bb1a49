import Foundation
import SpotsGtk
import SpotsModel

/// One app window: a header bar (Back, Open, Refresh, menu), an error bar, and the screen — or a
/// status page while there is no good screen to show yet.
///
/// The window is widgets and bindings: what it shows comes from its `ScreenSession` (the screen,
/// history, pages, problems, live reload), which it draws and tells what the user does. Building
/// the parts is in ScreenWindow+Building.swift, keys and the file chooser in +Input, the session's
/// side of the conversation in +Session; inspect mode, preview, problems, shortcuts, the narrow
/// layout and accessibility have a file each.
@MainActor
public final class ScreenWindow: ComponentDelegate, RefreshDelegate, ScrollDelegate {
    public let window: Window
    public var onClose: (() -> Void)?
    /// The components on screen.
    public let controller: Controller
    /// What the window shows, apart from its widgets.
    public let session = ScreenSession()
    /// Told about actions the window does not handle itself (neither a URL nor `open:`).
    public var onAction: (@MainActor (Item, String) -> Void)?
    /// Opens http(s) and mailto URLs; the default hands them to the desktop (tests replace it).
    public var openExternally: (@MainActor (URL) -> Void)?
    /// Opens a file at a line and column (a problem's, an inspected item's); nil: the author's
    /// editor through `EditorLauncher` (tests replace it).
    public var openFile: (@MainActor (_ file: String, _ line: Int?, _ column: Int?) -> Void)?

    let headerBar = HeaderBar()
    let backButton = ScreenWindow.iconButton("go-previous-symbolic", name: translated("Back"), tooltip: translated("Back (Alt+Left)"))
    let openButton = ScreenWindow.iconButton("document-open-symbolic", name: translated("Open"), tooltip: translated("Open a screen (Ctrl+O)"))
    let refreshButton = ScreenWindow.iconButton("view-refresh-symbolic", name: translated("Refresh"), tooltip: translated("Refresh (Ctrl+R)"))
    let refreshStack = Stack()
    let spinner = Spinner()
    let infoBar = InfoBar()
    let infoLabel = Label()
    let stack = Stack()
    let statusPage = StatusPage()
    let problemsPanel = ProblemsPanel()
    let inspectButton = ToggleButton()
    let mainMenuButton = ScreenWindow.makeMainMenuButton()
    let mainMenu = MainMenu()
    /// The header bar's layout for the window's width (nil until the window has one).
    var headerBarLayout: HeaderBarLayout?
    var windowActions: ActionGroup?
    let previewButton = MenuButton()
    lazy var previewPopover = Popover(relativeTo: previewButton)
    let previewDarkButton = ToggleButton()
    var previewWidthButtons: [ToggleButton] = []
    var previewWidthValue: Int?
    let inspectPanel = InspectPanel()
    /// The screen beside the inspect panel (above it in a narrow window).
    let columns = Box(.horizontal)
    /// The screen with, above it in inspect mode, the layer that outlines and picks items.
    let screenOverlay = Overlay()
    let inspectOverlay = DrawingArea()
    /// What inspect mode outlines (measured when drawn: the layout may move it).
    var hoveredWidget: Widget?
    /// Back and Forward put the reader back in steps, as the screen is laid out (+Return).
    var viewRestoreTimer: MainLoopTimer?
    /// A new screen took the place of the one that had the focus: its first item takes it.
    var focusesFirstItem = false
    /// Gives the focus back when a popover, the inspect panel or the error bar closes with it.
    var focusReturn: FocusReturn?
    /// The error on display (in the error bar or on the status page), if any.
    public internal(set) var errorMessage: String?
    /// The session's notice last shown in the bar, and the problems the panel lists.
    var shownNotice: ScreenSession.Notice?
    var shownProblemsRevision = 0
    var listedProblems: [Diagnostic] = []
    var listedStillChecking = false
    var fileChooser: FileChooser?
    /// Asks whether a form may go to another origin, while it is open.
    var submitConfirmation: MessageDialog?
    /// The failed submit's message the bar shows (its item was off screen), to take away again.
    var submitFailureInBar: String?
    /// The screen's templates and stylesheet.
    let resources = ScreenResources()

    /// The screen on display and where it came from; errors never replace it.
    public var current: LoadedScreen? { session.current }
    public var source: ScreenSource? { session.source }
    /// Every error and warning of the last load: what the problems panel lists.
    public var problems: [Diagnostic] { session.problems }
    /// Screens to go Back to.
    public var history: [ScreenSource] { session.history.back.map(\.source) }
    /// The placeholder shown, if any, e.g. for tests.
    public var placeholderState: ComponentState? { session.placeholderState }

    /// A window of `application`, or a plain toplevel window when nil (tests).
    public init(application: Application?) {
        window = application?.makeWindow() ?? Window()
        window.setDefaultSize(width: 960, height: 760)
        window.iconName = Self.iconName
        controller = Controller()
        buildHeaderBar()
        buildContent()

        session.delegate = self
        controller.delegate = self
        controller.refreshDelegate = self
        controller.scrollDelegate = self
        controller.onRefreshingChanged = { [weak self] refreshing in self?.showSpinner(refreshing) }
        controller.onCollapsedChanged = { [weak self] _ in self?.saveViewState() }
        controller.onRetry = { [weak self] component in self?.session.retry(component.model) }
        controller.onInput = { [weak self] input, value in self?.session.input(input, changedTo: value) }
        controller.onSubmitRetry = { [weak self] submission in self?.submit(submission) }
        openExternally = { [weak self] url in self?.showURI(url) }
        connectSignals()
        addWindowActions()
        followWindowWidth()
        setUpAccessibility()
        focusReturn = FocusReturn(window: window, controller: controller) { [weak self] widget in
            guard let self else { return false }
            return self.inspectPanel.container.contains(widget) || self.infoBar.contains(widget)
                || Widget(widget).ancestor(of: Popover.self) != nil
        }
    }

    /// The installed app icon, or a stock one when running from the build folder.
    public static var iconName: String {
        let installed = "io.github.SpotsGtk.Spots"
        return IconTheme.hasIcon(installed) ? installed : "view-grid-symbolic"
    }

    public func present() {
        // A window that opens narrow (a remembered size) is laid out narrow from its first frame.
        if !window.isVisible { applyHeaderBarLayoutForWindowSize() }
        window.present()
    }

    public func close() {
        window.close()
    }

    /// Whether the error bar is showing (an error while a good screen stays).
    public var isErrorBarRevealed: Bool { infoBar.isRevealed }

    /// "screen" or "status".
    public var visiblePage: String { stack.visibleChildName ?? "" }

    /// The header bar's title.
    public var title: String { headerBar.title ?? "" }

    /// Whether the Back button is offered.
    public var canGoBack: Bool { session.history.canGoBack }

    // MARK: - Showing state

    /// Shows a message of the window's own (a link it cannot open, an editor that would not
    /// start): in the error bar, or on the status page when there is no screen.
    func showError(_ message: String, severity: MessageType = .error) {
        log(message)
        errorMessage = message
        if current == nil {
            statusPage.show(title: translated("This screen could not be opened"), message: message, icon: "dialog-error-symbolic")
            stack.visibleChildName = "status"
        } else {
            infoBar.messageType = severity
            infoLabel.text = message
            infoBar.isRevealed = true
            announceError(message, severity: severity)
        }
    }

    func clearError() {
        errorMessage = nil
        infoBar.isRevealed = false
        // The alert is gone: no reader may find its old message (the bar hides once it slid away).
        infoBar.accessibleObject?.name = ""
    }

    func showTitle(_ title: String, subtitle: String?) {
        // Setting a title, even the same, resizes the header bar and sets the X window's
        // property: every `set` action and patch would lay out and paint the whole window.
        if headerBar.title != title { headerBar.title = title }
        if headerBar.subtitle != subtitle { headerBar.subtitle = subtitle }
        if window.title != title { window.title = title }
        if controller.accessibleName != title { controller.accessibleName = title }
    }

    func showSpinner(_ spinning: Bool) {
        spinner.isSpinning = spinning
        refreshStack.visibleChildName = spinning ? "spinner" : "button"
        // A narrow header bar has Refresh in the menu: the spinner shows only while it spins.
        refreshStack.isVisible = spinning || headerBarLayout != .narrow
    }

    /// Whether the spinner is showing in place of the Refresh button.
    public var isSpinning: Bool { refreshStack.visibleChildName == "spinner" }

    func log(_ message: String) {
        StandardError.write(lines: [message], prefix: "spots: ")
    }

    private func showURI(_ url: URL) {
        if let reason = Desktop.open(url.absoluteString, from: window) {
            showError(translated("Cannot open {address}: {reason}", ["address": url.absoluteString, "reason": reason]), severity: .warning)
        }
    }

    // MARK: - ComponentDelegate

    public func component(_ component: Component, itemSelected item: Item) {
        session.perform(item.assignments, appending: item.appends)
        if let submission = item.submission { submit(submission) }
        guard let action = item.action else { return }
        run(action, passing: item.passedVariables, of: item)
    }

    /// Runs an action string: an item's, or one that follows a submit's answer.
    func run(_ action: String, passing passedVariables: [String: JSONValue] = [:], of item: Item? = nil) {
        switch ItemAction(action) {
        case .external(let url):
            openExternally?(url)
        case .navigate(let target):
            if let refusal = session.follow(target, passing: passedVariables) { showError(translated("Cannot follow \"{action}\": {reason}", ["action": action, "reason": refusal]), severity: .warning) }
        case .patch(let target):
            if let refusal = session.applyPatch(named: target) { showError(translated("Cannot apply \"{action}\": {reason}", ["action": action, "reason": refusal]), severity: .warning) }
        case .other(let value):
            log(translated("action \"{action}\" of \"{title}\" is not handled by the app", ["action": value, "title": item?.title ?? ""]))
            onAction?(item ?? Item(), value)
        }
    }

    // MARK: - RefreshDelegate, ScrollDelegate

    public func controllerDidRequestRefresh(_ controller: Controller, completion: @escaping @MainActor () -> Void) {
        session.refresh(completion: completion)
    }

    public func controllerDidReachEnd(_ controller: Controller) {
        session.loadNextPage()
    }
}
