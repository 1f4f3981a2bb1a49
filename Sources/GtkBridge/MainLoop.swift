import CSpotsGtk
import CSpotsShim
import Foundation

/// Starting GTK and letting it work.
@MainActor
public enum GtkRuntime {
    private static var initialized = false

    /// Initialises GTK once and attaches the dispatch bridge (Spots' own stylesheet comes with
    /// the first `Controller`).
    /// Returns false when there is no display (GTK calls would abort after that).
    ///
    /// `loadingOpenGL: false` keeps GDK from loading the OpenGL driver when it opens the display
    /// (`GDK_GL=disable`, unless `GDK_GL` is set already): GDK 3 loads it only to choose its
    /// windows' visuals, and Spots draws with cairo. Mesa's driver brought LLVM with it: 50 MB of
    /// a process's memory. A view drawing with `GtkGLArea` needs the default.
    @discardableResult
    public static func initialize(loadingOpenGL: Bool = true) -> Bool {
        if initialized { return true }
        if !loadingOpenGL { setenv("GDK_GL", "disable", 0) }
        guard gtk_init_check(nil, nil) != 0 else { return false }
        initialized = true
        spots_dispatch_bridge_attach()
        // Before any row's accessible exists: GLib cannot add the action interface to the
        // accessible class afterwards, and every item row would offer no "activate".
        spots_item_actions_install()
        return true
    }

    public static var isInitialized: Bool { initialized }

    /// Turns GTK's animations off so revealers and scrolling settle at once (tests, snapshots).
    public static func disableAnimations() {
        guard let settings = gtk_settings_get_default() else { return }
        spots_object_set_bool(settings, "gtk-enable-animations", 0)
    }

    /// Asks the GTK theme for its dark (or light) variant.
    /// Whether the dark variant of the theme is asked for.
    public static var prefersDarkTheme: Bool {
        guard let settings = gtk_settings_get_default() else { return false }
        var value = GValue()
        g_value_init(&value, GType(5 << 2)) // G_TYPE_BOOLEAN
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self),
                              "gtk-application-prefer-dark-theme", &value)
        return g_value_get_boolean(&value) != 0
    }

    /// The theme the `GTK_THEME` environment variable names (e.g. `Adwaita:dark`), if any. GTK
    /// then uses that theme and variant whatever the settings say: asking for the dark variant
    /// changes nothing.
    public static var themeFromEnvironment: String? {
        guard let theme = ProcessInfo.processInfo.environment["GTK_THEME"], !theme.isEmpty else { return nil }
        return theme
    }

    public static func preferDarkTheme(_ dark: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        spots_object_set_bool(settings, "gtk-application-prefer-dark-theme", dark ? 1 : 0)
    }

    /// Runs main-loop work until the loop has been quiet for `quietPeriod` (or `timeout` passes).
    ///
    /// "Nothing pending" is not enough: GTK's frame clock schedules layout and paint on a
    /// timer about a frame ahead, so an empty queue can still mean a resize is on its way.
    public static func drain(quietPeriod: TimeInterval = 0.04, timeout: TimeInterval = 3) {
        let start = Date()
        var lastActivity = start
        while true {
            let now = Date()
            if g_main_context_iteration(nil, 0) != 0 {
                lastActivity = now
            } else if now.timeIntervalSince(lastActivity) >= quietPeriod {
                return
            } else {
                usleep(1_000)
            }
            if now.timeIntervalSince(start) >= timeout { return }
        }
    }

    /// Runs GTK's main loop until `quitMainLoop()` (apps with several windows use `Application.run`).
    public static func runMainLoop() { gtk_main() }

    public static func quitMainLoop() { gtk_main_quit() }

    /// Runs one main-loop iteration; `blocking` waits for something to do. Returns whether anything ran.
    @discardableResult
    public static func iterate(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// Iterates the main loop until `condition` holds or `timeout` passes; returns whether it held.
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 {
                usleep(1_000)
            }
        }
        return true
    }

    /// Schedules `work` before GTK's next layout and paint (high idle priority): for work that
    /// must not run inside GTK's size allocation but must land in the coming frame.
    public static func idleBeforeNextFrame(_ work: @escaping @MainActor () -> Void) {
        idle(priority: spots_priority_high_idle(), work)
    }

    /// Schedules `work` on GTK's main loop at idle priority.
    public static func idle(priority: Int32 = spots_priority_default_idle(), _ work: @escaping @MainActor () -> Void) {
        oneShot(work) { callback, data, release in g_idle_add_full(priority, callback, data, release) }
    }

    /// Adds a GLib source that runs `work` once; the closure box is released with the source.
    /// `add` is the g_*_add_full call that creates the source; its id is returned.
    @discardableResult
    static func oneShot(_ work: @escaping @MainActor () -> Void,
                        add: (GSourceFunc, UnsafeMutableRawPointer, GDestroyNotify) -> UInt32) -> UInt32 {
        let data = Unmanaged.passRetained(SignalBox(work)).toOpaque()
        return add({ data in
            let box = Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
            return 0 // G_SOURCE_REMOVE
        }, data, { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        })
    }
}
