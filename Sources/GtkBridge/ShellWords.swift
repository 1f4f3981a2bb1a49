import CSpotsGtk

/// Command lines split into words the way a POSIX shell does (GLib's `g_shell_parse_argv`):
/// single and double quotes, backslash escapes, and any run of blanks (spaces, tabs, newlines)
/// between words. No variables, globs or `~` are expanded: a setting such as `$EDITOR` names a
/// program and its arguments, nothing more.
public enum ShellWords {
    /// The words of `commandLine`; nil when a shell could not read it (an unclosed quote, a
    /// trailing backslash) or it holds no word.
    public static func split(_ commandLine: String) -> [String]? {
        var count: Int32 = 0
        var words: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        var error: UnsafeMutablePointer<GError>?
        guard g_shell_parse_argv(commandLine, &count, &words, &error) != 0, let words else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_strfreev(words) }
        return (0..<Int(count)).compactMap { words[$0].map { String(cString: $0) } }
    }
}
