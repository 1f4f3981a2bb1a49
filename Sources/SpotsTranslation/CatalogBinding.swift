import Foundation

/// Binds the `spots` domain, once, to the folder that holds its catalogs. In order:
/// `SPOTS_LOCALEDIR`; `share/locale` beside the installed binary (`bin/../share/locale`, where meson
/// installs them); a `locale` folder up to three levels above the binary (`.build/locale`, which
/// `Scripts/compile-translations.sh` fills, for `.build/debug/spots` and the tests); otherwise
/// gettext's default folder.
struct CatalogBinding: Sendable {
    static let shared = CatalogBinding()

    /// The domain to pass to `dgettext`, nil where there is no gettext (then nothing is translated).
    let domain: String?
    /// The folder bound, nil when gettext's default is used.
    let folder: String?

    private init() {
        #if canImport(Glibc)
        guard let gettext = Gettext.shared else {
            self.domain = nil
            self.folder = nil
            return
        }
        let environment = ProcessInfo.processInfo.environment
        let folder = Self.folder(environment: environment, executable: Self.executablePath())
        if let folder { _ = gettext.bindtextdomain(Translation.domain, folder) }
        _ = gettext.bindTextdomainCodeset(Translation.domain, "UTF-8")
        self.domain = Translation.domain
        self.folder = folder
        #else
        self.domain = nil
        self.folder = nil
        #endif
    }

    static func folder(environment: [String: String], executable: String?) -> String? {
        if let folder = environment["SPOTS_LOCALEDIR"], !folder.isEmpty { return folder }
        guard let executable else { return nil }
        var directory = (executable as NSString).deletingLastPathComponent
        let installed = ((directory as NSString).deletingLastPathComponent as NSString).appendingPathComponent("share/locale")
        if holdsCatalogs(installed) { return installed }
        for _ in 0..<4 {
            let candidate = (directory as NSString).appendingPathComponent("locale")
            if holdsCatalogs(candidate) { return candidate }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// Whether `folder` has a `<language>/LC_MESSAGES/spots.mo`.
    static func holdsCatalogs(_ folder: String) -> Bool {
        guard let languages = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return languages.contains { language in
            FileManager.default.fileExists(atPath: "\(folder)/\(language)/LC_MESSAGES/\(Translation.domain).mo")
        }
    }

    private static func executablePath() -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first
    }
}
