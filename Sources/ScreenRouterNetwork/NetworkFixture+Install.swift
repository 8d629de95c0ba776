import Foundation
import ScreenRouter

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NetworkFixture {
    /// Makes sessions of a configuration answer from the network fixture of a UI-testing launch: the one line an
    /// app writes for a `URLSession` of its own configuration.
    ///
    /// `URLSession.shared` needs nothing more than the app's opt-in,
    /// ``ScreenRouter/TestingCoordinator/answerRequestsFromNetworkFixtures(strict:)``: it registers the fixture's
    /// `URLProtocol` in a UI-testing launch, before the first screen. A session made from a configuration asks only
    /// the configuration's protocol classes, so give the configuration the fixture's before making the session:
    ///
    /// ```swift
    /// let configuration = URLSessionConfiguration.default
    /// NetworkFixture.install(in: configuration)
    /// let session = URLSession(configuration: configuration)
    /// ```
    ///
    /// The class answers only while a launch or route of a screen with a fixture is shown (and refuses, in strict
    /// network mode, what no fixture of the route answers); otherwise, in a normal start and in every release build
    /// that did not call `allowRoutingInReleaseBuilds()`, it lets every request through to the classes after it, so
    /// the line can stay in shipping code. Installing twice changes nothing.
    ///
    /// - Parameter configuration: The configuration of the app's session, before the session is made.
    public static func install(in configuration: URLSessionConfiguration) {
        let classes = configuration.protocolClasses ?? []
        guard !classes.contains(where: { $0 == NetworkFixtureURLProtocol.self }) else { return }
        configuration.protocolClasses = [NetworkFixtureURLProtocol.self] + classes
    }
}
