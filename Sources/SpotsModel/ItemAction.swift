import Foundation

/// What selecting an item does, read from its `action` string. Nothing is ever run as a command.
public enum ItemAction: Equatable, Sendable {
    /// An http, https or mailto URL: the desktop's handler opens it.
    case external(URL)
    /// `open:TARGET`: show that screen (relative to the current one, or a URL).
    case navigate(String)
    /// `open-patch:TARGET`: apply that patch document to the screen (relative to it, or a URL).
    case patch(String)
    /// Anything else: reported to the delegate and logged.
    case other(String)

    public init(_ action: String) {
        let trimmed = Self.isTrimmed(action) ? action : action.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.lowercased().hasPrefix("open-patch:") {
            self = .patch(String(trimmed.dropFirst(11)))
        } else if trimmed.lowercased().hasPrefix("open:") {
            self = .navigate(String(trimmed.dropFirst(5)))
        } else if let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
                  ["http", "https", "mailto"].contains(scheme), url.absoluteString.count > scheme.count + 1 {
            self = .external(url)
        } else {
            self = .other(trimmed)
        }
    }

    /// What an `open:` or `open-patch:` action names.
    public var target: String? {
        switch self {
        case .navigate(let target), .patch(let target): return target
        case .external, .other: return nil
        }
    }

    /// Whether `action` neither starts nor ends with white space (nearly every action): trimming,
    /// which goes through NSString, would then give it back unchanged.
    private static func isTrimmed(_ action: String) -> Bool {
        guard let first = action.unicodeScalars.first, let last = action.unicodeScalars.last else { return true }
        return !CharacterSet.whitespacesAndNewlines.contains(first) && !CharacterSet.whitespacesAndNewlines.contains(last)
    }
}
