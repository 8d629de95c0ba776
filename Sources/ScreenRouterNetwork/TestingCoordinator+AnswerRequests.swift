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
    /// From then on a launch or route whose screen carries a fixture (`-network`, `-networkFile`, or a sample's
    /// fixture) answers `URLSession.shared`'s requests from it; a session of the app's own configuration also
    /// needs `NetworkFixture.install(in:)`. Without this call such a launch fails with an error of code
    /// ``/ScreenRouter/ScreenRouterError/Code/invalidNetworkFixture`` that names the screen and these two lines.
    /// A launch without a fixture, and every release build that did not call `allowRoutingInReleaseBuilds()`,
    /// answers nothing and lets every request through. Calling it twice changes nothing.
    public func answerRequestsFromNetworkFixtures() {
        networkFixtureRegistration = { NetworkFixtureURLProtocol.register() }
    }
}
