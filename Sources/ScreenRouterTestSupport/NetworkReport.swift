import Foundation
import ScreenRouter

/// A network fixture checked on the test side before it travels: its JSON, with every `.json` body encoded
/// with the screen's codec, and its entries in the order the app counts them.
struct CheckedNetwork {
    /// The fixture's JSON, as `-network` carries it (in base64) or `-networkFile` holds it.
    let json: Data
    /// Each entry as messages show it, `GET https://api.example.com/users`, in the fixture's order.
    let labels: [String]

    /// Checks a fixture for a screen, so that a fixture the app could not use fails before launch.
    ///
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` with code
    ///   ``/ScreenRouter/ScreenRouterError/Code/invalidNetworkFixture``, naming the entry and what is wrong.
    init(_ fixture: NetworkFixture, codec: ModelCodec, screen: ScreenID) throws {
        let resolved = try fixture.resolved(using: codec, for: screen)
        labels = try NetworkMatcher(resolved, for: screen).rules.map(\.label)
        json = try resolved.json(using: codec, for: screen)
    }
}

/// What a launch or route's network fixture did, reported at the caller's line.
enum NetworkReport {
    /// Fails the test for each request the fixture did not answer, and lists in the test's output each entry of
    /// `network` that answered nothing.
    ///
    /// - Returns: `true` when every request was answered.
    @MainActor
    @discardableResult
    static func check(
        _ application: some LaunchableApplication,
        screen: ScreenID,
        network: CheckedNetwork?,
        at location: CallerLocation
    ) -> Bool {
        let unanswered = application.unansweredRequests
        for error in unanswered {
            TestFailure.record(error, at: location)
        }
        if let network, let answered = application.answeredEntries {
            let unused = network.labels.indices.filter { !answered.contains($0) }.map { network.labels[$0] }
            if !unused.isEmpty {
                let listed = unused.map { "`\($0)`" }.joined(separator: ", ")
                print(
                    "ScreenRouter: the network fixture of screen `\(screen)` (\(location.fileID):\(location.line)) "
                        + "has entries no request used: \(listed)."
                )
            }
        }
        return unanswered.isEmpty
    }
}
