/// The error bar speaks up: it is an alert, named with its message, and says it appeared, which
/// is what makes a screen reader (Orca) read an alert out without moving the focus.
extension ScreenWindow {
    func announceError(_ message: String, severity: MessageType) {
        guard let bar = infoBar.accessibleObject else { return }
        bar.role = .alert
        bar.name = "\(severity == .error ? "Error" : "Warning"): \(message)"
        bar.announceShown()
    }

    /// The error bar's accessible (tests, and tools that read the tree).
    public var errorBarAccessible: Accessible? { infoBar.accessibleObject }
}
