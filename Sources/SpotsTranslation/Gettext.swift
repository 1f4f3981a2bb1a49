#if canImport(Glibc)
import Glibc

/// glibc's gettext functions. They are part of the C library every Swift program on Linux links,
/// but Swift's Glibc module does not export libintl.h; they are found by name once, so SpotsModel
/// stays pure Swift (no C module of its own: only GtkBridge imports those).
struct Gettext: Sendable {
    typealias Lookup = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    typealias PluralLookup = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UInt)
        -> UnsafeMutablePointer<CChar>?
    typealias Bind = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?

    let dgettext: Lookup
    let dngettext: PluralLookup
    let bindtextdomain: Bind
    let bindTextdomainCodeset: Bind

    /// nil when the C library has no gettext (not glibc).
    static let shared: Gettext? = {
        guard let program = dlopen(nil, RTLD_NOW),
              let lookup = dlsym(program, "dgettext"), let plural = dlsym(program, "dngettext"),
              let bind = dlsym(program, "bindtextdomain"), let codeset = dlsym(program, "bind_textdomain_codeset")
        else { return nil }
        return Gettext(dgettext: unsafeBitCast(lookup, to: Lookup.self), dngettext: unsafeBitCast(plural, to: PluralLookup.self),
                       bindtextdomain: unsafeBitCast(bind, to: Bind.self), bindTextdomainCodeset: unsafeBitCast(codeset, to: Bind.self))
    }()
}
#endif
