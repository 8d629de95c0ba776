import ScreenRouter

extension TestingCoordinator {
    /// Makes the app answer its `URLSession` requests from the network fixture of each launch or route that
    /// brings one: the one line an app that uses network fixtures adds, beside `import ScreenRouterNetwork`.
    ///
    /// Answering requests needs FoundationNetworking on Linux, which loads libcurl and many more libraries when
    /// a process starts, so it lives in this library, and an app opts in. Call it before `start`, where the app
    /// makes its coordinator:
    ///
    /// ```swift
    /// import ScreenRouter
    /// import ScreenRouterNetwork
    ///
    /// let coordinator = TestingCoordinator<UIViewController>()
    /// coordinator.answerRequestsFromNetworkFixtures()
    /// ```
    ///
    /// In a UI-testing launch the fixture's `URLProtocol` is registered here, or at the latest by `start`, before
    /// the first screen, so it comes before the app's first request: each launch or route whose screen carries a
    /// fixture (`-network`, `-networkFile`, a sample's fixture, or the `default` fixture of a screen opened with
    /// its default model) answers `URLSession.shared`'s requests from it, whatever the routes before it did. A
    /// session of the app's own configuration also needs `NetworkFixture.install(in:)`. Without this call such a
    /// launch fails with an error of code ``/ScreenRouter/ScreenRouterError/Code/invalidNetworkFixture`` that names
    /// the screen and these two lines.
    ///
    /// A request the route's fixture does not answer never reaches the network: it fails, and the test with it.
    /// A route without a fixture lets its requests through, unless the route is strict: with `strict: true` (or a
    /// route's `strictNetwork=true`, which a test or agent gives and which wins over the app's choice) every request
    /// no fixture of the route answers, in a route without a fixture too, fails the route with an error of code
    /// ``/ScreenRouter/ScreenRouterError/Code/blockedRequest`` naming it, and never reaches the network:
    ///
    /// ```swift
    /// coordinator.answerRequestsFromNetworkFixtures(strict: true)
    /// ```
    ///
    /// A normal start, and every release build that did not call `allowRoutingInReleaseBuilds()`, answers nothing
    /// and lets every request through. Calling it again changes only the choice of `strict`.
    ///
    /// - Parameter strict: Whether a route that does not say otherwise refuses every request no fixture of the route
    ///   answers. Defaults to `false`: a route without a fixture lets its requests through.
    public func answerRequestsFromNetworkFixtures(strict: Bool = false) {
        networkFixtureRegistration = { NetworkFixtureURLProtocol.register() }
        isStrictAboutNetwork = strict
        if isRoutingEnabled, UITestingMode.isActive {
            NetworkFixtureURLProtocol.register()
        }
    }
}
