import Foundation
import SpotsModel

/// One app window: a header bar (Back, Open, Refresh, menu), an error bar, and the screen —
/// or a status page while there is no good screen to show yet.
///
/// Building the window's parts is in ScreenWindow+Building.swift, keyboard, mouse and the file
/// chooser in ScreenWindow+Input.swift; loading, live reload, refresh, navigation and pagination
/// in ScreenWindow+Loading.swift.
@MainActor
public final class ScreenWindow: ComponentDelegate, RefreshDelegate, ScrollDelegate {
    public let window: Window
    public var onClose: (() -> Void)?
    /// The components on screen.
    public let controller: Controller
    /// Told about actions the window does not handle itself (neither a URL nor `open:`).
    public var onAction: (@MainActor (Item, String) -> Void)?
    /// Opens http(s) and mailto URLs; the default hands them to the desktop (tests replace it).
    public var openExternally: (@MainActor (URL) -> Void)?
    /// Opens a file at a line and column (a problem's, an inspected item's); nil: the author's
    /// editor through `EditorLauncher` (tests replace it).
    public var openFile: (@MainActor (_ file: String, _ line: Int?, _ column: Int?) -> Void)?

    let headerBar = HeaderBar()
    let backButton = ScreenWindow.iconButton("go-previous-symbolic", name: "Back", tooltip: "Back (Alt+Left)")
    let openButton = ScreenWindow.iconButton("document-open-symbolic", name: "Open", tooltip: "Open a screen (Ctrl+O)")
    let refreshButton = ScreenWindow.iconButton("view-refresh-symbolic", name: "Refresh", tooltip: "Refresh (Ctrl+R)")
    let refreshStack = Stack()
    let spinner = Spinner()
    let infoBar = InfoBar()
    let infoLabel = Label()
    let stack = Stack()
    let statusPage = StatusPage()
    let problemsPanel = ProblemsPanel()
    let inspectButton = ToggleButton()
    let mainMenuButton = ScreenWindow.makeMainMenuButton()
    var windowActions: ActionGroup?
    /// Screens left with Back, for Forward (Alt+Right); a new navigation clears them.
    var forwardStack: [HistoryEntry] = []
    let previewButton = MenuButton()
    lazy var previewPopover = Popover(relativeTo: previewButton)
    let previewDarkButton = ToggleButton()
    var previewWidthButtons: [ToggleButton] = []
    var previewWidthValue: Int?
    /// Where each page's components start among those on screen (the first page at 0, pages
    /// appended by infinite scrolling after it), so inspect mode finds an item's own file.
    var pageStarts: [(source: ScreenSource, start: Int)] = []
    let inspectPanel = InspectPanel()
    /// The screen with, above it in inspect mode, the layer that outlines and picks items.
    let screenOverlay = Overlay()
    let inspectOverlay = DrawingArea()
    /// What inspect mode outlines (measured when drawn: the layout may move it).
    var hoveredWidget: Widget?

    /// The screen on display and where it came from; errors never replace it.
    public internal(set) var current: LoadedScreen?
    public internal(set) var source: ScreenSource?
    /// Screens to go Back to.
    public var history: [ScreenSource] { backStack.map(\.source) }
    var backStack: [HistoryEntry] = []
    /// The stamp of the screen file on display when it was read.
    var currentStamp: FileStamp?
    var screenReads = 0
    var scrollRestoreTimer: MainLoopTimer?
    /// The error on display (in the error bar or on the status page), if any.
    public internal(set) var errorMessage: String?
    /// Every error and warning of the last load (loader, validator, templates, stylesheet); the error
    /// bar, the status page and the problems panel show this one list.
    public internal(set) var problems: [Diagnostic] = []
    var watcher: FileWatcher?
    /// The paths that stand for the screen file (as given, and a symlink's target).
    var watchedScreenPaths: Set<String> = []
    var recheckTimer: MainLoopTimer?
    var nextPage: ScreenSource?
    var pagination = PaginationChain()
    var isLoadingPage = false
    /// The page whose error state offers Retry.
    var failedPage: ScreenSource?
    var loadGeneration = 0
    var fileChooser: FileChooser?
    /// The screen's templates and stylesheet.
    let resources = ScreenResources()

    /// A window of `application`, or a plain toplevel window when nil (tests).
    public init(application: Application?) {
        window = application?.makeWindow() ?? Window()
        window.setDefaultSize(width: 960, height: 760)
        window.iconName = Self.iconName
        controller = Controller()
        buildHeaderBar()
        buildContent()

        controller.delegate = self
        controller.refreshDelegate = self
        controller.scrollDelegate = self
        controller.onRefreshingChanged = { [weak self] refreshing in self?.showSpinner(refreshing) }
        controller.onCollapsedChanged = { [weak self] _ in self?.saveViewState() }
        openExternally = { [weak self] url in self?.showURI(url) }
        connectSignals()
        addWindowActions()
        setUpAccessibility()
    }

    /// The installed app icon, or a stock one when running from the build folder.
    public static var iconName: String {
        let installed = "io.github.SpotsGtk.Spots"
        return IconTheme.hasIcon(installed) ? installed : "view-grid-symbolic"
    }

    public func present() {
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
    public var canGoBack: Bool { !history.isEmpty }

    // MARK: - Showing state

    func showError(_ message: String, severity: MessageType = .error) {
        log(message)
        errorMessage = message
        if current == nil {
            statusPage.show(title: "This screen could not be opened", message: message, icon: "dialog-error-symbolic")
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
    }

    func showTitle(_ title: String, subtitle: String?) {
        headerBar.title = title
        headerBar.subtitle = subtitle
        window.title = title
        controller.accessibleName = title
    }

    func showSpinner(_ spinning: Bool) {
        spinner.isSpinning = spinning
        refreshStack.visibleChildName = spinning ? "spinner" : "button"
    }

    /// Whether the spinner is showing in place of the Refresh button.
    public var isSpinning: Bool { refreshStack.visibleChildName == "spinner" }

    func log(_ message: String) {
        StandardError.write(lines: [message], prefix: "spots: ")
    }

    private func showURI(_ url: URL) {
        if let reason = Desktop.open(url.absoluteString, from: window) {
            showError("Cannot open \(url.absoluteString): \(reason)", severity: .warning)
        }
    }

    // MARK: - ComponentDelegate

    public func component(_ component: Component, itemSelected item: Item) {
        guard let action = item.action else { return }
        switch ItemAction(action) {
        case .external(let url):
            openExternally?(url)
        case .navigate(let target):
            if let refusal = RemotePolicy.refusal(ofTarget: target, from: source) { return showError("Cannot follow \"\(action)\": \(refusal)", severity: .warning) }
            guard let destination = source?.resolve(target) else {
                showError("Cannot follow \"\(action)\": not a screen this app can open", severity: .warning)
                return
            }
            navigate(to: destination)
        case .other(let value):
            log("action \"\(value)\" of \"\(item.title)\" is not handled by the app")
            onAction?(item, value)
        }
    }
}
