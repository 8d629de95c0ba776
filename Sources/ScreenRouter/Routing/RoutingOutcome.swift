/// What routing made of a process's arguments.
public enum RoutingOutcome<Root> {
    /// The arguments do not ask for UI-testing mode (or routing is off in this build): start normally.
    case notRequested

    /// The requested screen was built.
    case routed(Root, LaunchRequest)

    /// UI-testing mode was asked for, but routing failed; the error says why.
    case failed(ScreenRouterError)
}

extension RoutingOutcome: Sendable where Root: Sendable {}
