import Foundation
#if canImport(Glibc)
import CSpotsIntl
import Glibc
#endif

/// The user's language for every string Spots shows, through gettext: the same catalogs, lookup
/// and `LANGUAGE`/`LC_MESSAGES` rules as GTK's own dialogs, so Spots' text and GTK's agree.
///
/// Strings are marked where they are written with a module's `translated("…")` (a `StaticString`,
/// so a marked string is always a literal that `Scripts/update-translations.sh` can extract, never
/// an interpolation). Values go in through named placeholders, which a translator may move:
/// `translated("Waiting for {file}", ["file": name])`.
public enum Translation {
    /// The gettext domain: `share/locale/<language>/LC_MESSAGES/spots.mo`.
    public static let domain = "spots"

    /// When false, every string stays as written (English). Output for tools, such as
    /// `spots validate --json`, turns it off so it reads the same in every locale.
    public static var isEnabled: Bool {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }

    /// `msgid` in the user's language, or `msgid` itself when no catalog translates it.
    public static func text(_ msgid: StaticString) -> String {
        lookup(msgid.description)
    }

    /// `msgid` translated, its `{name}` placeholders replaced by `values`.
    public static func text(_ msgid: StaticString, _ values: KeyValuePairs<String, String>) -> String {
        fill(lookup(msgid.description), values)
    }

    /// The singular or plural form for `count` (`ngettext`: each language has its own rules).
    public static func plural(_ singular: StaticString, _ plural: StaticString, count: Int,
                              _ values: KeyValuePairs<String, String> = [:]) -> String {
        let one = singular.description, many = plural.description
        guard isEnabled, let bound = CatalogBinding.shared.domain else { return fill(count == 1 ? one : many, values) }
        #if canImport(Glibc)
        // gettext returns the msgid's own pointer when there is no translation: copy the
        // result while the C strings passed in are alive.
        let translated = one.withCString { one in
            many.withCString { many in String(cString: dngettext(bound, one, many, UInt(max(count, 0)))) }
        }
        return fill(translated, values)
        #else
        return fill(count == 1 ? one : many, values)
        #endif
    }

    /// Replaces each `{name}` in `text` with its value; an unknown name stays as written.
    static func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        var result = text
        for (name, value) in values {
            result = result.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return result
    }

    private static func lookup(_ msgid: String) -> String {
        guard isEnabled, let bound = CatalogBinding.shared.domain else { return msgid }
        #if canImport(Glibc)
        // See plural: the copy must happen while `msgid`'s C string is alive.
        return msgid.withCString { String(cString: dgettext(bound, $0)) }
        #else
        return msgid
        #endif
    }

    private static let state = Locked(true)
}

/// A value behind a lock: `Translation.isEnabled` is read from any thread.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
