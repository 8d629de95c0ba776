import Foundation
import ScreenRouter

/// A route ready to send to a running app: its URL, and the model and network fixture files to remove once the
/// app has answered.
///
/// `XCUIApplication` and ``ProcessApplication`` send routes differently (a URL the system opens, a line on
/// standard input) but prepare them alike: the scheme must be set and valid, and the model encoded.
struct PreparedRoute {
    /// The route URL, `<scheme>://screenrouter/route?vc=<id>...`.
    let url: URL
    /// The request the URL carries.
    let request: LaunchRequest
    /// The files that carry a model or a network fixture too large for the URL.
    let files: [URL]
    /// The route's network fixture, checked, if it carries one.
    let network: CheckedNetwork?

    /// Prepares a route to `screen`, or records why it cannot be sent at `location` and returns `nil`.
    ///
    /// - Parameters:
    ///   - screen: The screen the route opens, for the failure's message.
    ///   - scheme: The app's route scheme, if the test set one.
    ///   - setting: How the test sets the scheme, for the failure's message (`app.routeScheme`).
    ///   - location: Where a failure is recorded.
    ///   - request: Builds the request for the scheme: the model and fixture inline, or in the files it returns;
    ///     `nil` when it cannot, its failure recorded.
    init?(
        to screen: ScreenID,
        scheme: String?,
        setting: String,
        at location: CallerLocation,
        request: (String) throws -> PayloadTransport.Route?
    ) {
        guard let scheme else {
            TestFailure.record(ScreenRouterError.noRouteScheme(screen: screen, setting: setting), at: location)
            return nil
        }
        guard LaunchRequest.isValidScheme(scheme) else {
            TestFailure.record(ScreenRouterError.invalidRouteScheme(scheme), at: location)
            return nil
        }
        let prepared: LaunchRequest
        do {
            guard let route = try request(scheme) else { return nil }
            (prepared, files, network) = (route.request, route.files, route.network)
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
        // A valid scheme and percent-encoded values always make a URL; the guard keeps a surprise from trapping.
        guard let url = URL(string: prepared.routeURL(scheme: scheme)) else {
            TestFailure.record(ScreenRouterError.invalidRouteScheme(scheme), at: location)
            for file in files { try? FileManager.default.removeItem(at: file) }
            return nil
        }
        self.url = url
        self.request = prepared
    }

    /// Removes the route's files, if it had any; call it once the app has answered.
    func removeFiles() {
        for file in files { try? FileManager.default.removeItem(at: file) }
    }
}
