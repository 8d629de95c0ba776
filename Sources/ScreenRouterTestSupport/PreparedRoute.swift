import Foundation
import ScreenRouter

/// A route ready to send to a running app: its URL, and the model file to remove once the app has answered.
///
/// `XCUIApplication` and ``ProcessApplication`` send routes differently (a URL the system opens, a line on
/// standard input) but prepare them alike: the scheme must be set and valid, and the model encoded.
struct PreparedRoute {
    /// The route URL, `<scheme>://screenrouter/route?vc=<id>...`.
    let url: URL
    /// The request the URL carries.
    let request: LaunchRequest
    /// The file that carries a model too large for the URL, if any.
    let file: URL?

    /// Prepares a route to `screen`, or records why it cannot be sent at `location` and returns `nil`.
    ///
    /// - Parameters:
    ///   - screen: The screen the route opens, for the failure's message.
    ///   - scheme: The app's route scheme, if the test set one.
    ///   - setting: How the test sets the scheme, for the failure's message (`app.routeScheme`).
    ///   - location: Where a failure is recorded.
    ///   - request: Builds the request for the scheme: the model inline, or in the file it returns.
    init?(
        to screen: ScreenID,
        scheme: String?,
        setting: String,
        at location: CallerLocation,
        request: (String) throws -> (LaunchRequest, URL?)
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
            (prepared, file) = try request(scheme)
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
        // A valid scheme and percent-encoded values always make a URL; the guard keeps a surprise from trapping.
        guard let url = URL(string: prepared.routeURL(scheme: scheme)) else {
            TestFailure.record(ScreenRouterError.invalidRouteScheme(scheme), at: location)
            file.map { try? FileManager.default.removeItem(at: $0) }
            return nil
        }
        self.url = url
        self.request = prepared
    }

    /// Removes the model file, if the route had one; call it once the app has answered.
    func removeFile() {
        file.map { try? FileManager.default.removeItem(at: $0) }
    }
}
