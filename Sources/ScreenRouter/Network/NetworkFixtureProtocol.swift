import Foundation

/// The state of the `URLProtocol` that answers requests from network fixtures, as routing sees it.
///
/// The class itself, `NetworkFixtureURLProtocol`, is in the `ScreenRouterNetwork` module, which alone needs
/// FoundationNetworking on Linux; an app that links it installs the class's registration in its coordinator with
/// `answerRequestsFromNetworkFixtures()` (``TestingCoordinator/networkFixtureRegistration``).
package enum NetworkFixtureProtocol {
    /// The state the class answers from: the app's one fixture, set by the coordinator when it routes.
    package static let state = ActiveNetworkFixture.shared
}
