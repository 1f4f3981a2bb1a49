import Foundation

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
        get { state.withLock { $0.isEnabled } }
        set { state.withLock { $0.isEnabled = newValue } }
    }

    /// `msgid` in the user's language, or `msgid` itself when no catalog translates it.
    public static func text(_ msgid: StaticString) -> String {
        lookup(msgid)
    }

    /// `msgid` translated, its `{name}` placeholders replaced by `values`.
    public static func text(_ msgid: StaticString, _ values: KeyValuePairs<String, String>) -> String {
        fill(lookup(msgid), values)
    }

    /// The singular or plural form for `count` (`ngettext`: each language has its own rules).
    public static func plural(_ singular: StaticString, _ plural: StaticString, count: Int,
                              _ values: KeyValuePairs<String, String> = [:]) -> String {
        let one = singular.description, many = plural.description
        guard isEnabled, let bound = CatalogBinding.shared.domain else { return fill(count == 1 ? one : many, values) }
        // Not cached: which form depends on the count.
        #if canImport(Glibc)
        guard let gettext = Gettext.shared else { return fill(count == 1 ? one : many, values) }
        // gettext returns the msgid's own pointer when there is no translation: copy the
        // result while the C strings passed in are alive.
        let translated = one.withCString { one in
            many.withCString { many in
                gettext.dngettext(bound, one, many, UInt(max(count, 0))).map { String(cString: $0) } ?? String(cString: count == 1 ? one : many)
            }
        }
        return fill(translated, values)
        #else
        return fill(count == 1 ? one : many, values)
        #endif
    }

    /// Replaces each `{name}` in `text` with its value; an unknown name stays as written, and a
    /// value is never searched for placeholders itself. One pass over the bytes: `spots validate`
    /// fills a few for each of what may be hundreds of thousands of problems.
    static func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        guard !values.isEmpty else { return text }
        var text = text
        return text.withUTF8 { bytes -> String in
            var result = ""
            result.reserveCapacity(bytes.count + values.reduce(0) { $0 + $1.value.utf8.count })
            var copied = 0, index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "{") else { index += 1; continue }
                var close = index + 1
                while close < bytes.count, bytes[close] != UInt8(ascii: "}"), bytes[close] != UInt8(ascii: "{") { close += 1 }
                let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])
                guard close < bytes.count, bytes[close] == UInt8(ascii: "}"),
                      let which = values.firstIndex(where: { $0.key.utf8.elementsEqual(name) }) else { index += 1; continue }
                result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<index]), as: UTF8.self)
                result += values[which].value
                index = close + 1
                copied = index
            }
            result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]), as: UTF8.self)
            return result
        }
    }

    /// Each string is looked up once: the language is set when the process starts, and
    /// `spots validate` may describe hundreds of thousands of problems with the same few strings.
    private static func lookup(_ msgid: StaticString) -> String {
        guard msgid.hasPointerRepresentation else { return msgid.description }
        let key = UInt(bitPattern: msgid.utf8Start)
        return state.withLock { state in
            guard state.isEnabled else { return msgid.description }
            if let known = state.looked[key] { return known }
            let found = translate(msgid.description)
            state.looked[key] = found
            return found
        }
    }

    private static func translate(_ msgid: String) -> String {
        guard let bound = CatalogBinding.shared.domain else { return msgid }
        #if canImport(Glibc)
        guard let gettext = Gettext.shared else { return msgid }
        // See plural: the copy must happen while `msgid`'s C string is alive.
        return msgid.withCString { gettext.dgettext(bound, $0).map { String(cString: $0) } ?? msgid }
        #else
        return msgid
        #endif
    }

    private struct State {
        var isEnabled = true
        /// Translations by the address of their msgid literal.
        var looked: [UInt: String] = [:]
    }

    private static let state = Locked(State())
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
