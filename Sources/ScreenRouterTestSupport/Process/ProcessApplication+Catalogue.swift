#if os(Linux) || os(macOS)
import Foundation
import ScreenRouter

extension ProcessApplication {
    /// Launches the app with `--uitesting --list-screens` and reads the catalogue it prints: every screen,
    /// the type of its model and the names of its samples.
    ///
    /// Swift Testing evaluates a test's arguments before it runs the test, so an every-screen test can take
    /// its cases from the app itself:
    ///
    /// ```swift
    /// @Test(arguments: try await ProcessApplication.product(named: "Demo").listScreens().screenSamples)
    /// func everyScreenOpens(_ sample: ScreenSample) async throws {
    ///     await launchApp(try ProcessApplication.product(named: "Demo"), .sample(sample))
    /// }
    /// ```
    ///
    /// When reading fails there, the test records the error as an issue of its own. The launch uses the
    /// application's launch options and environment; its launch arguments are as they were afterwards.
    ///
    /// - Returns: The app's catalogue.
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` with code ``/ScreenRouter/ScreenRouterError/Code/launchFailed``
    ///   when the app cannot be launched or prints no catalogue (with its own message when it reported a
    ///   failure, such as a screen registered twice).
    public func listScreens() async throws -> ScreenCatalogue {
        let saved = launchArguments
        defer { launchArguments = saved }
        let listing = LaunchMode.listScreens(strayScreen: nil)
        launchArguments = listing.arguments(replacingRequestIn: saved)
        let command = ([executableURL.lastPathComponent] + listing.arguments).joined(separator: " ")
        try await launch()
        if let failure = reportedRoutingFailure() {
            throw ScreenRouterError.catalogueNotPrinted(
                command: command,
                problem: "it failed: \(failure)",
                output: Data(standardOutput.utf8)
            )
        }
        return try ScreenCatalogue.read(Data(standardOutput.utf8), printedBy: command)
    }
}

/// Has the app decode a fixture file as its screen's model, without showing the screen, and fails the test at
/// the caller's line if it no longer fits.
///
/// The app is launched with `--uitesting -vc <screen> -modelFile <file> --check-model`: its coordinator
/// decodes the file with the screen's codec as the screen's model type, prints `ScreenRouter.checked: <screen>`
/// and shows nothing. A file that no longer decodes fails with the app's own message, the coding path of the
/// first mismatch included; a file whose name starts with no screen of the app fails with the app's screens.
///
/// ```swift
/// @Test(arguments: try await ProcessApplication.product(named: "Demo").listScreens().fixtureFiles(in: fixtures))
/// func fixtureStillDecodes(_ fixture: FixtureFile) async throws {
///     await checkFixture(fixture, with: try ProcessApplication.product(named: "Demo"))
/// }
/// ```
///
/// - Parameters:
///   - fixture: The fixture file, from ``ScreenCatalogue/fixtureFiles(in:)``.
///   - application: The app, a command-line build of the app's registrations (such as the Demo).
///   - options: Launch options applied before the check's arguments.
///   - fileID: The caller's file, for the failure's location.
///   - filePath: The caller's file path, for the failure's location.
///   - line: The caller's line, for the failure's location.
///   - column: The caller's column, for the failure's location.
@MainActor
public func checkFixture(
    _ fixture: FixtureFile,
    with application: ProcessApplication,
    options: [any LaunchOption] = [],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let location = CallerLocation(fileID, filePath, line, column)
    guard let screen = fixture.screen else {
        let message = ScreenRouterError.fixtureMatchesNoScreen(file: fixture.description, screens: fixture.screens)
        TestFailure.record(message, at: location)
        return
    }
    let file = LaunchRequest(screen: screen, model: .file(path: fixture.url.standardizedFileURL.path))
    guard let plan = application.planLaunch(file, options: options, checkOnly: true, at: location) else { return }
    do {
        try await application.launch(plan)
    } catch {
        TestFailure.record(ScreenRouterError.notLaunched(screen: screen, error), at: location)
        return
    }
    if let failure = application.reportedRoutingFailure() {
        let message = ScreenRouterError.fixtureDoesNotDecode(file: fixture.description, screen: screen, failure)
        TestFailure.record(message, at: location)
    } else if !application.protocolOutput.contains(LaunchProtocol.checkedPrefix + screen.rawValue) {
        TestFailure.record(ScreenRouterError.fixtureNotChecked(file: fixture.description, screen: screen), at: location)
    }
}
#endif
