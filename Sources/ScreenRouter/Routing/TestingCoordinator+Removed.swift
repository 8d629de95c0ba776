// The registry's spellings that 1.0 removed, declared unavailable so that the compiler names each one's replacement
// (the Migrating from 0.x article lists them). None of them can be used.

extension TestingCoordinator {
    /// Removed: the gallery lists the same screens.
    @available(*, unavailable, message: "Use gallery.samples.map(\\.screen): the gallery lists the same screens")
    public var registeredScreens: [ScreenID] { [] }

    /// Removed: the gallery lists the same screens and samples, and opens them; a test reads the catalogue.
    @available(*, unavailable, message: "Use gallery.samples in the app, and app.listScreens() in a test")
    public var catalogue: ScreenCatalogue { ScreenCatalogue(screens: []) }

    /// Removed: `start(in:scheme:arguments:)` runs a session when it is given the app's URL scheme.
    @available(
        *,
        unavailable,
        message: "start runs the session when it is given the app's URL scheme: coordinator.start(in: host, scheme:)"
    )
    public func runSession<Host: ScreenHost>(in host: Host, scheme: String) -> Bool where Host.Root == Root {
        false
    }

    /// Removed: a launch is started with `start(in:)`, which resolves the screen itself.
    @available(*, unavailable, message: "Register closures with register(_:build:), and start with start(in:)")
    public func resolve(_ request: LaunchRequest, _ removed: Void = ()) throws -> Root {
        throw CancellationError()
    }

    /// Removed: a launch is started with `start(in:)`.
    @available(*, unavailable, message: "Start with coordinator.start(in: host), which reads the launch arguments")
    public func route(arguments: [String]) -> Bool { false }
}

/// Removed: a launch is started with `start(in:)`, which answers it in its host.
@available(
    *,
    unavailable,
    message: "Start with coordinator.start(in: host): true when it showed a screen or the error screen"
)
public typealias RoutingOutcome = Bool

/// Removed: a registration takes its closure itself.
@available(*, unavailable, message: "Register the closure itself: coordinator.register(screen) { ... }")
public struct ClosureScreenFactory<Root> {
    /// Removed: a registration takes its closure itself.
    @available(*, unavailable, message: "Register the closure itself: coordinator.register(screen) { ... }")
    public init(_ build: @escaping (LaunchRequest) throws -> Root) {}
}
