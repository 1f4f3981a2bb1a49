import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reading local files a screen names without ever blocking on them: only regular files are read
/// (a FIFO, a device such as /dev/zero, a socket or a folder is refused at once), and only up to a
/// size limit.
public enum LocalFile {
    /// What a path names, after following symbolic links.
    public enum Kind: Equatable, Sendable {
        case regular(size: Int)
        case directory
        case fifo
        case device
        case socket
        case missing
        case unreadable(String)

        /// "a folder", "a named pipe (FIFO)", … for messages; nil for regular files.
        public var refusal: String? {
            switch self {
            case .regular: return nil
            case .directory: return translated("it is a folder, not a file")
            case .fifo: return translated("it is a named pipe (FIFO), not a regular file")
            case .device: return translated("it is a device, not a regular file")
            case .socket: return translated("it is a socket, not a regular file")
            case .missing: return translated("no such file")
            case .unreadable(let reason): return reason
            }
        }
    }

    /// `stat` (which never opens the file, so it never blocks on a FIFO).
    public static func kind(atPath path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            return .unreadable(String(cString: strerror(code)))
        }
        return kind(of: status)
    }

    private static func kind(of status: stat) -> Kind {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular(size: Int(status.st_size))
        case S_IFDIR: return .directory
        case S_IFIFO: return .fifo
        case S_IFCHR, S_IFBLK: return .device
        case S_IFSOCK: return .socket
        default: return .unreadable(translated("it is not a regular file"))
        }
    }

    /// The contents of the regular file at `path`, at most `limit` bytes; otherwise a readable reason.
    /// The file is opened without blocking and checked again after opening (it may have been
    /// swapped for a FIFO in between).
    public static func read(path: String, limit: Int) -> Result<Data, ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .failure(ReadFailure(reason: translated("no such file"))) }
            if code == EACCES { return .failure(ReadFailure(reason: translated("permission denied"))) }
            if code == ENXIO { return .failure(ReadFailure(reason: Kind.socket.refusal!)) }
            return .failure(ReadFailure(reason: String(cString: strerror(code))))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(ReadFailure(reason: String(cString: strerror(errno)))) }
        let kind = kind(of: status)
        guard case .regular(let size) = kind else { return .failure(ReadFailure(reason: kind.refusal!)) }
        guard size <= limit else { return .failure(ReadFailure(reason: tooLarge(limit), isTooLarge: true)) }
        // One byte more than fstat said, so the read that finds the end needs no growth.
        var data = Data(count: size + 1)
        var filled = 0
        while true {
            if filled == data.count {
                // The file grew since fstat: read on, up to the limit.
                guard data.count <= limit else { return .failure(ReadFailure(reason: tooLarge(limit), isTooLarge: true)) }
                data.count = min(max(data.count * 2, 64 * 1024), limit + 1)
            }
            let count = data.withUnsafeMutableBytes { raw in
                Glibc.read(descriptor, raw.baseAddress! + filled, raw.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(reason: String(cString: strerror(errno))))
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { return .failure(ReadFailure(reason: tooLarge(limit), isTooLarge: true)) }
        data.count = filled
        return .success(data)
    }

    public struct ReadFailure: Error, Sendable, CustomStringConvertible {
        public var reason: String
        public var isTooLarge = false
        public var description: String { reason }
    }

    public static func tooLarge(_ limit: Int) -> String {
        translated("it is larger than {size}", ["size": ResourceLimits.describe(bytes: limit)])
    }
}
