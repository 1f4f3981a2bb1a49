// The view-state cache: the last components a controller showed, kept on disk per key so the
// next launch can show them before the first frame (offline too), then refresh.
//
// The file is a screen document as `ScreenEncoder` writes it, plus a root `cache` stamp:
//
//     { "cache": { "key": "https://example.org/screen.json", "version": 1 }, "components": [ … ] }
//
// `ScreenDecoder` keeps the stamp in `Screen.meta` (its "unknown key" warning is ignored here).
// There is no saved date in the file, so equal input gives byte-identical files; the file's
// modification time says when it was saved.
import Foundation
import SpotsModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Namespace for the view-state cache.
public enum SpotsCache {
    /// The format version written in the `cache` stamp; files with another version read as corrupt.
    public static let formatVersion = 1
}

/// What reading a cache file found.
public enum CacheLoadResult: Sendable, Equatable {
    /// The cached components.
    case hit([ComponentModel])
    /// No cache file for this key.
    case miss
    /// The file exists but cannot be used: a one-line message naming the file and the problem
    /// (with `line:column` when the JSON itself is broken). Warn and go on; the next save replaces it.
    case corrupt(String)
}

/// A failed `save()` or `clear()`: a one-line message naming the file and the system error.
public struct ViewStateCacheError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

/// The view-state cache for one key (for the app, a screen's URL).
public struct ViewStateCache: Sendable {
    public let key: String
    /// The folder holding the cache files.
    public let directory: URL

    /// Keys longer than this (in the readable part of the file name) are cut; the hash keeps them apart.
    static let maximumReadableNameLength = 64
    /// Files larger than this are not read (a cache that big is not one we wrote).
    static let maximumFileSize = 256 * 1024 * 1024

    /// $XDG_CACHE_HOME/spots, else ~/.cache/spots, unless `directory` is given (tests).
    public init(key: String, directory: URL? = nil) {
        self.key = key
        self.directory = directory ?? Self.defaultDirectory()
    }

    /// `$XDG_CACHE_HOME/spots` when that variable is an absolute path (the XDG spec says to ignore
    /// relative ones), else `$HOME/.cache/spots`, else the user's home from the password database.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("spots", isDirectory: true)
        }
        let home: URL
        if let path = environment["HOME"], path.hasPrefix("/") {
            home = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            home = FileManager.default.homeDirectoryForCurrentUser
        }
        return home.appendingPathComponent(".cache", isDirectory: true).appendingPathComponent("spots", isDirectory: true)
    }

    /// The file for this key: `<readable part>-<16 hex digits of FNV-1a 64 of the key's UTF-8>.json`.
    public var fileURL: URL {
        directory.appendingPathComponent(Self.fileName(forKey: key), isDirectory: false)
    }

    /// The file name for a key. The readable part keeps ASCII letters, digits and `_`; a lone `.`
    /// between them stays, any other run of characters becomes one `-`; it has no leading or
    /// trailing separator and at most `maximumReadableNameLength` characters. Never empty, never
    /// hidden, never containing `/`, `..` or control characters.
    static func fileName(forKey key: String) -> String {
        var readable = ""
        var pendingSeparator = ""
        for scalar in key.unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") {
                if !pendingSeparator.isEmpty {
                    if !readable.isEmpty { readable += pendingSeparator == "." ? "." : "-" }
                    pendingSeparator = ""
                }
                if readable.utf8.count >= maximumReadableNameLength { break }
                readable.unicodeScalars.append(scalar)
            } else {
                pendingSeparator.unicodeScalars.append(scalar)
                if pendingSeparator.unicodeScalars.count > 1 { pendingSeparator = "--" }
            }
        }
        while let last = readable.last, last == "." || last == "-" { readable.removeLast() }
        let hash = String(fnv1a64(Array(key.utf8)), radix: 16)
        let digits = String(repeating: "0", count: 16 - hash.count) + hash
        return (readable.isEmpty ? "cache" : readable) + "-" + digits + ".json"
    }

    /// FNV-1a, 64 bits.
    static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    // MARK: - Load

    /// Reads the cache. A missing file is `.miss`; an unreadable or corrupt file (bad JSON, wrong shape,
    /// truncated, another format version, another key's file) is `.corrupt(message)`; never throws.
    public func load() -> CacheLoadResult {
        Self.removeStaleTemporaryFilesOnce(in: directory)
        let path = fileURL.path
        let data: Data
        switch Self.readFile(atPath: path) {
        case .missing: return .miss
        case .failed(let problem): return .corrupt(Self.oneLine(translated("unreadable view-state cache {path}: {reason}", ["path": path, "reason": problem])))
        case .read(let bytes): data = bytes
        }
        let screen: Screen
        do {
            screen = try ScreenDecoder().decode(data, file: path).screen
        } catch let diagnostic as Diagnostic {
            var location = path
            if let line = diagnostic.line {
                location += ":\(line)"
                if let column = diagnostic.column { location += ":\(column)" }
            }
            let message = diagnostic.path.isEmpty ? diagnostic.message
                : translated("{message} (at {path})", ["message": diagnostic.message, "path": diagnostic.path])
            return .corrupt(Self.oneLine(translated("corrupt view-state cache {path}: {reason}", ["path": location, "reason": message])))
        } catch {
            return .corrupt(Self.oneLine(translated("corrupt view-state cache {path}: {reason}", ["path": path, "reason": "\(error)"])))
        }
        if let problem = stampProblem(screen.meta["cache"]) {
            return .corrupt(Self.oneLine(translated("corrupt view-state cache {path}: {reason}", ["path": path, "reason": problem])))
        }
        return .hit(screen.components)
    }

    /// Why the root `cache` stamp does not fit this key and version, or nil when it does.
    private func stampProblem(_ stamp: JSONValue?) -> String? {
        guard let stamp else { return translated("not a view-state cache (no \"cache\" object at the root)") }
        guard case .object(let fields) = stamp else { return translated("\"cache\" is not an object") }
        guard case .number(let version)? = fields["version"] else { return translated("\"cache\" has no version number") }
        guard version == Double(SpotsCache.formatVersion) else {
            let shown = version.rounded() == version && abs(version) < 1e15 ? String(Int(version)) : String(version)
            return translated("cache format version {version}, expected {expected}", ["version": shown, "expected": "\(SpotsCache.formatVersion)"])
        }
        guard case .string(let fileKey)? = fields["key"] else { return translated("\"cache\" has no key") }
        guard fileKey == key else { return translated("written for another key ({key})", ["key": Self.abbreviated(fileKey)]) }
        return nil
    }

    private enum ReadOutcome {
        case read(Data)
        case missing
        case failed(String)
    }

    private static func readFile(atPath path: String) -> ReadOutcome {
        // O_NONBLOCK: opening a FIFO put in the cache file's place must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            let code = errno
            // ENOTDIR: a parent is a regular file, so there is no cache file (save will say why).
            if code == ENOENT || code == ENOTDIR { return .missing }
            return .failed(errorText(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failed(errorText(errno)) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .failed(translated("is a directory")) }
        guard type == S_IFREG else { return .failed(translated("is not a regular file")) }
        guard status.st_size <= maximumFileSize else { return .failed(translated("is larger than {limit} bytes", ["limit": "\(maximumFileSize)"])) }

        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(status.st_size))
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(errorText(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > maximumFileSize { return .failed(translated("is larger than {limit} bytes", ["limit": "\(maximumFileSize)"])) }
        }
        return .read(Data(bytes))
    }

    // MARK: - Stale temporary files

    /// A temporary file older than this is stale even if its writer's process id is alive again
    /// (process ids are reused); a save takes milliseconds.
    static let staleTemporaryFileAge: TimeInterval = 60 * 60

    private static let cleanedFolders = CleanedFolders()

    /// Once per folder and process, when a cache there is first read.
    static func removeStaleTemporaryFilesOnce(in directory: URL) {
        guard cleanedFolders.insert(directory.standardizedFileURL.path) else { return }
        removeStaleTemporaryFiles(in: directory)
    }

    /// Removes the temporary files (`.NAME.PID.RANDOM.tmp`) that writers killed midway left in
    /// `directory`: those whose process is gone, and any older than `staleTemporaryFileAge`.
    /// Files of live writers in other processes, and anything else in the folder, are left alone.
    /// Returns the names removed.
    @discardableResult
    public static func removeStaleTemporaryFiles(in directory: URL, now: Date = Date()) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            guard let pid = writerProcess(ofTemporaryFile: name) else { continue }
            let path = directory.appendingPathComponent(name).path
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let age = now.timeIntervalSince1970 - TimeInterval(status.st_mtim.tv_sec)
            let writerIsGone = pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
            guard writerIsGone || age > staleTemporaryFileAge else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The process id in a name `writeAtomically` makes (`.NAME.PID.RANDOM.tmp`), or nil for other names.
    static func writerProcess(ofTemporaryFile name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4, UInt32(parts[parts.count - 1]) != nil,
              let pid = pid_t(parts[parts.count - 2]), pid > 0 else { return nil }
        return pid
    }

    // MARK: - Save

    /// Writes atomically: to a temporary file in the same folder, fsync, then rename over the old file
    /// (a crash or a full disk never leaves a half-written cache file; the temporary file is removed on
    /// failure). Each component (nested ones too) keeps at most `amountOfItemsToCache` items when that
    /// is > 0. Creates the folder (0700). An empty directory in the file's place is replaced.
    public func save(_ components: [ComponentModel]) throws {
        try createDirectory()
        try Self.writeAtomically(encoded(components), to: fileURL)
    }

    /// The bytes `save` writes.
    func encoded(_ components: [ComponentModel]) -> Data {
        let stamp: JSONValue = .object([
            "key": .string(key),
            "version": .number(Double(SpotsCache.formatVersion)),
        ])
        let screen = Screen(components: components.map(Self.truncated), meta: ["cache": stamp])
        return ScreenEncoder(prettyPrinted: true).encode(screen)
    }

    /// The component with at most `amountOfItemsToCache` items (0 keeps all), applied to nested
    /// components too.
    static func truncated(_ component: ComponentModel) -> ComponentModel {
        var component = component
        if component.amountOfItemsToCache > 0 && component.items.count > component.amountOfItemsToCache {
            component.items.removeSubrange(component.amountOfItemsToCache...)
        }
        for index in component.items.indices where !component.items[index].children.isEmpty {
            component.items[index].children = component.items[index].children.map(truncated)
        }
        return component
    }

    private func createDirectory() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw ViewStateCacheError(path: directory.path, message: Self.oneLine(translated("cannot create the cache folder: {reason}", ["reason": Self.describe(error)])))
        }
    }

    /// Writes `data` to a new temporary file next to `url`, fsyncs it, runs `beforeRename` (a test
    /// seam for failures), renames it over `url` and fsyncs the folder. Any failure removes the
    /// temporary file and leaves the old file as it was.
    static func writeAtomically(_ data: Data, to url: URL, beforeRename: () throws -> Void = {}) throws {
        let folder = url.deletingLastPathComponent().path
        let target = url.path
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw ViewStateCacheError(path: target, message: translated("cannot create a temporary file: {reason}", ["reason": errorText(errno)]))
        }
        var isOpen = true
        do {
            defer { if isOpen { close(descriptor) } }
            try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                var offset = 0
                while offset < raw.count {
                    let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw ViewStateCacheError(path: target, message: translated("cannot write: {reason}", ["reason": errorText(errno)]))
                    }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else {
                throw ViewStateCacheError(path: target, message: translated("cannot sync: {reason}", ["reason": errorText(errno)]))
            }
            isOpen = false
            guard close(descriptor) == 0 else {
                throw ViewStateCacheError(path: target, message: translated("cannot write: {reason}", ["reason": errorText(errno)]))
            }
            try beforeRename()
            if rename(temporary, target) != 0 {
                let code = errno
                // An empty directory in the file's place (rmdir leaves non-empty ones alone).
                guard code == EISDIR || code == ENOTEMPTY || code == EEXIST, rmdir(target) == 0,
                      rename(temporary, target) == 0 else {
                    throw ViewStateCacheError(path: target, message: translated("cannot replace the cache file: {reason}", ["reason": errorText(code)]))
                }
            }
        } catch {
            unlink(temporary)
            throw error
        }
        // Make the rename itself durable; a failure here does not undo it.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    // MARK: - Clear

    /// Removes this key's file only (other keys' files stay). No error when it does not exist.
    public func clear() throws {
        let path = fileURL.path
        guard unlink(path) != 0 else { return }
        let code = errno
        if code == ENOENT || code == ENOTDIR { return }
        throw ViewStateCacheError(path: path, message: translated("cannot remove the cache file: {reason}", ["reason": Self.errorText(code)]))
    }

    // MARK: - Helpers

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private static func describe(_ error: Error) -> String {
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain {
            return errorText(Int32(underlying.code))
        }
        return (error as NSError).localizedDescription
    }

    /// Control characters (newlines included) become spaces, so the message stays on one line.
    static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }

    private static func abbreviated(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(77)) + "…" : text
    }
}

/// The folders already cleaned of stale temporary files in this process.
private final class CleanedFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    /// True the first time `path` is given.
    func insert(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return paths.insert(path).inserted
    }
}
