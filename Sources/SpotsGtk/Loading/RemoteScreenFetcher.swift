import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpotsModel

/// Fetches screens over http(s), off the main thread.
public enum RemoteScreenFetcher {
    /// Requests give up after this long, so a dead server never leaves a spinner forever.
    public static let timeout: TimeInterval = 15

    /// The body of `url`, or a `Diagnostic` saying why not (status, network error).
    public static func fetch(_ url: URL) async throws -> Data {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await URLSession.shared.data(for: request)
        } catch {
            throw Diagnostic(severity: .error, file: url.absoluteString, message: "cannot fetch the screen: \(error.localizedDescription)")
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw Diagnostic(severity: .error, file: url.absoluteString,
                             message: "the server answered \(http.statusCode) \(HTTPURLResponse.localizedString(forStatusCode: http.statusCode))")
        }
        return data
    }
}
