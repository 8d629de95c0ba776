#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import Foundation
import ScreenRouter
import XCTest

extension XCUIApplication {
    /// Launches the app with `--uitesting --list-screens` and reads the catalogue it shows: every screen, the
    /// type of its model and the names of its samples.
    ///
    /// The app's window shows the catalogue's JSON as the label of the element `ScreenRouter.catalogue`; this
    /// reads it. The application's launch arguments are as they were afterwards.
    ///
    /// ```swift
    /// let catalogue = try XCUIApplication().listScreens()
    /// ```
    ///
    /// - Returns: The app's catalogue.
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` with code ``/ScreenRouter/ScreenRouterError/Code/launchFailed``
    ///   when the app shows no catalogue (with its own message when it shows its error screen instead).
    @MainActor
    public func listScreens() throws -> ScreenCatalogue {
        let saved = launchArguments
        defer { launchArguments = saved }
        let listing = LaunchMode.listScreens(strayScreen: nil)
        launchArguments = listing.arguments(replacingRequestIn: saved)
        launch()
        let command = "The app's launch with " + listing.arguments.joined(separator: " ")
        let label = staticTexts[LaunchProtocol.catalogueMarker]
        guard label.waitForExistence(timeout: Self.routingTimeout) else {
            let error = staticTexts[ScreenRouterError.accessibilityIdentifier]
            let problem =
                error.exists
                ? "it failed: \(error.label)"
                : "it showed no `\(LaunchProtocol.catalogueMarker)` element within "
                    + "\(Int(Self.routingTimeout)) seconds"
            throw ScreenRouterError.catalogueNotPrinted(command: command, problem: problem, output: Data())
        }
        return try ScreenCatalogue.read(Data(label.label.utf8), printedBy: command)
    }
}
#endif
