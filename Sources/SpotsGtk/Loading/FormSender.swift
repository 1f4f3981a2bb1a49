import Foundation
import SpotsModel

/// Sends a form's values to a server (`{"submit": …}`) through the bounded client: the same
/// size limit and deadlines as a remote screen, redirects to http and https only.
public enum FormSender {
    /// Headers a screen may not set: the client's own, and those that carry credentials.
    static let reservedHeaders: Set<String> = ["host", "content-length", "content-type", "transfer-encoding", "connection",
                                                "cookie", "authorization", "accept", "expect", "upgrade"]

    /// `body` sent to `url` with `method` and the screen's `headers` (those allowed); the answer.
    public static func send(_ url: URL, method: String, headers: [String: String], body: Data,
                            limits: FetchLimits? = nil) async throws -> FetchedBody {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw Diagnostic(severity: .error, file: url.absoluteString, message: translated("a form is sent over http or https only"))
        }
        let cancellation = NetworkCancellation()
        let client = HTTPClient(limits: limits ?? RemoteScreenFetcher.defaultLimits, what: "form", accept: "application/json",
                                cancellation: cancellation)
        let request = HTTPRequest(method: method, headers: allowed(headers), body: body)
        return try await withTaskCancellationHandler {
            try await client.send(url, request: request)
        } onCancel: {
            cancellation.cancel()
        }
    }

    /// The screen's headers whose name is a token and whose value is one line, reserved ones left out.
    static func allowed(_ headers: [String: String]) -> [(String, String)] {
        headers.keys.sorted().compactMap { name in
            let value = headers[name]!
            guard !name.isEmpty, name.utf8.count <= 256, value.utf8.count <= 4096,
                  name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_".unicodeScalars.contains($0)) }),
                  !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }),
                  !reservedHeaders.contains(name.lowercased()) else { return nil }
            return (name, value)
        }
    }
}
