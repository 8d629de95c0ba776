import Foundation

/// The one sequence that answers every route, the launch's own screen (route 0) among them.
extension TestingCoordinator {
    /// Shows a request's screen in a host: its variant first (which sets nothing when it carries none), then its
    /// network fixture's reports, then the root its factory builds.
    func open<Host: ScreenHost>(_ request: LaunchRequest, in host: Host) throws(ScreenRouterError)
    where Host.Root == Root {
        host.apply(request.variant)
        reportUnansweredRequests(to: host)
        let root = try resolve(request)
        host.install(root, as: request.screen, route: routeCount)
    }

    /// The sequence every route ends with, the launch's own screen (route 0) among them: `show` puts the screen in
    /// the host, or the error screen when it throws; then a host that shows route numbers (UIKit's and SwiftUI's
    /// routed root) shows the route's, and the coordinator writes the routed line, `ScreenRouter.routed <n>`, to
    /// standard output.
    func answer<Host: ScreenHost>(in host: Host, _ show: () throws(ScreenRouterError) -> Void)
    where Host.Root == Root {
        let numbering = host as? any RouteNumberShowing
        numbering?.willAnswerRoute(routeCount)
        report(in: host, show)
        numbering?.showRouteNumber(routeCount)
        writeRoutedLine(LaunchProtocol.routedLine(routeCount) + "\n")
    }

    /// Runs `work`; when it throws, writes the error's line to standard error and shows the error screen.
    func report<Host: ScreenHost>(in host: Host, _ work: () throws(ScreenRouterError) -> Void)
    where Host.Root == Root {
        do throws(ScreenRouterError) {
            try work()
        } catch {
            StandardError.write(error.logLine)
            host.showRoutingFailure(error)
        }
    }
}
