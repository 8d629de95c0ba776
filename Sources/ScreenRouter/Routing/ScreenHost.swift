/// Where a routed screen is installed: on iOS the window, in the Demo a terminal.
///
/// ``TestingCoordinator/start(in:scheme:arguments:)`` hands the host the root the factory built, with the
/// identifier of the screen it is and the number of the route it answers, or the failure that stopped it. UIKit and
/// SwiftUI apps need no host of their own: pass the window (`coordinator.start(in: window)`) or use
/// `onOpenURL(routingWith:perform:)`.
///
/// ```swift
/// final class LogHost: ScreenHost {
///     func install(_ root: String, as screen: ScreenID, route: Int) {
///         print(root)
///         writeElements([("root", root, nil, "text", (column: 0, row: 0, width: root.count))], of: screen, route: route)
///     }
///     func showRoutingFailure(_ error: ScreenRouterError) { print(error) }
/// }
/// ```
@MainActor
public protocol ScreenHost<Root> {
    /// The type of root the host can show.
    associatedtype Root

    /// Installs the routed screen as the root.
    ///
    /// A command-line host prints the screen and writes its element frame with ``writeElements(_:of:route:)``, which
    /// test support's element queries and page objects, and the `screenrouter mcp` server, read; a UIKit or SwiftUI
    /// app's window writes the frame of the routed screen itself. Once the host has installed the screen, the
    /// coordinator writes the route's line, `ScreenRouter.routed <n>`, to standard output, the signal test support
    /// waits for on Linux and macOS.
    ///
    /// - Parameters:
    ///   - root: The root the screen's factory built.
    ///   - screen: The identifier of the screen, as the launch or route asked for it.
    ///   - route: The number of the route the screen answers: 0 for the launch's screen, then 1, 2, … for the routes
    ///     of a running app.
    func install(_ root: Root, as screen: ScreenID, route: Int)

    /// Shows a routing failure where a UI test can read it: an element with the accessibility identifier
    /// ``ScreenRouterError/accessibilityIdentifier`` whose label is the message.
    ///
    /// - Parameter error: The failure.
    func showRoutingFailure(_ error: ScreenRouterError)

    /// Shows the gallery, for a launch with `-vc ScreenRouter.gallery`: a list of every screen and sample,
    /// each row identified by its ``ScreenSample/accessibilityIdentifier``, that opens the row's screen when
    /// chosen.
    ///
    /// A UIKit or SwiftUI app's window shows it as a table. The default implementation shows a
    /// routing failure that says the host cannot show a gallery.
    ///
    /// - Parameter gallery: The gallery; ``ScreenGallery/open(_:)`` builds a row's screen.
    func showGallery(_ gallery: ScreenGallery<Root>)

    /// Applies a variant (appearance, text size, layout direction) to the screens the host shows from now on.
    ///
    /// The coordinator calls it before each screen it installs for a launch or a route, the gallery included:
    /// with the request's variant, which sets nothing when the request carries none. A route that cannot be read
    /// gets a variant that sets nothing before its error screen. So what one route's variant set never outlives
    /// it. A UIKit or SwiftUI app's window applies it to each routed screen as trait overrides. A host of your
    /// own shows each part it can and leaves the others to the device:
    ///
    /// ```swift
    /// func apply(_ variant: ScreenVariant) {
    ///     theme = variant.appearance == .dark ? .dark : .light
    /// }
    /// ```
    ///
    /// The default implementation does nothing: the host shows every screen the device's way.
    ///
    /// - Parameter variant: The variant; a part that is `nil` is the device's.
    func apply(_ variant: ScreenVariant)

    /// Removed: a host is told the screen and the route it shows, ``install(_:as:route:)``.
    ///
    /// Swift refuses `unavailable` on a protocol's requirement, so this one is deprecated, with a default that does
    /// nothing and is never called: it lets the compiler infer `Root` from a 0.x host's `install(_:)` and then name
    /// the requirement it lacks, `install(_:as:route:)`, with a stub to add, instead of "protocol requires nested
    /// type 'Root'".
    ///
    /// - Parameter root: The root.
    @available(*, deprecated, renamed: "install(_:as:route:)")
    func install(_ root: Root)
}

extension ScreenHost {
    /// Removed: a host is told the screen and the route it shows, ``install(_:as:route:)``; never called.
    ///
    /// - Parameter root: The root.
    @available(*, deprecated, renamed: "install(_:as:route:)")
    public func install(_ root: Root) {}
}

/// A host that shows the number of each route after its screen or its error screen, as UIKit's and SwiftUI's routed
/// root does on its `ScreenRouter.routed` marker or error label, the signal an `XCUIApplication` waits for.
@MainActor
package protocol RouteNumberShowing {
    /// Takes the number of the route about to be answered, before its screen or its error screen: for a host that
    /// writes the number in what it shows.
    func willAnswerRoute(_ number: Int)
    /// Shows the route's number: 0 for the launch's screen, then 1, 2, … for each route.
    func showRouteNumber(_ number: Int)
}

extension RouteNumberShowing {
    /// Does nothing: the host shows the number once the route is answered.
    package func willAnswerRoute(_ number: Int) {}
}

/// A host that shows the catalogue and unanswered requests on screen.
///
/// It shows, where an `XCUIApplication` reads them, what a command-line host leaves to its standard output and
/// standard error: the catalogue and a request the network fixture does not answer. UIKit's and SwiftUI's routed
/// root is one.
@MainActor
package protocol WindowShowing {
    /// Shows the app's catalogue, for a launch with `--uitesting --list-screens`, as the label of an element
    /// identified as `ScreenRouter.catalogue`, instead of writing its JSON to standard output.
    ///
    /// - Parameter catalogue: The catalogue.
    func showCatalogue(_ catalogue: ScreenCatalogue)

    /// Shows that the screen made a request its network fixture does not answer, as an element identified as
    /// `ScreenRouter.unanswered` whose label is the message. The coordinator has written the error's
    /// `ScreenRouter.error[unansweredRequest]:` line to standard error already.
    ///
    /// - Parameter error: The error, of code ``ScreenRouterError/Code/unansweredRequest``, that names the request.
    func showUnansweredRequest(_ error: ScreenRouterError)
}
