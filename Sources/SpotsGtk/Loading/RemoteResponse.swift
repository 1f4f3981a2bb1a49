/// What a server answered an action with (`ScreenLoader.loadRemoteResponse`).
public enum RemoteResponse: Sendable {
    /// A screen to show.
    case screen(LoadedScreen)
    /// A patch document (`{"patch": [ … ]}`) for the screen on display, not yet decoded.
    case patch(FetchedBody)
}
