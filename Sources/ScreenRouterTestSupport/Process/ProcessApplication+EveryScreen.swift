#if os(Linux) || os(macOS)
import ScreenRouter

/// Launches an application into every screen of its catalogue, once per sample and variant, and records a failure
/// for each screen that does not open: an every-screen test in one call, as XCTest writes it.
///
/// ```swift
/// func testEveryScreenOpens() async throws {
///     let app = try await ProcessApplication.product(named: "Demo")
///     await launchEveryScreen(app, in: try await app.listScreens())
/// }
/// ```
///
/// Each failure starts with its cell's name, `<screen>.<sample>.<variant>` (see ``EveryScreenCell``), and carries
/// the app's own message, so one run reports every screen that broke, one failure each.
///
/// A ``ProcessApplication`` with a ``ProcessApplication/routeScheme`` opens every screen in one session (one
/// launch, a route per screen and variant; see the `ScreenRouter` article Sessions: One Launch, Many Screens),
/// which is many times faster; without one, each screen gets a launch of its own. Under Swift Testing, prefer a
/// test parameterised over ``/ScreenRouter/ScreenCatalogue/screenSamples`` (and variants) that launches
/// ``ScreenRequest/sample(_:variant:)`` with ``launchApp(_:_:options:fileID:filePath:line:column:)``, which reports
/// each screen as a test case of its own and runs them in parallel.
///
/// On several machines, each opens a shard of the catalogue (see ``/ScreenRouter/ScreenCatalogue/shard(_:of:)``):
/// the one `shard` names, or by default the one the environment variables `SCREENROUTER_SHARD` and
/// `SCREENROUTER_SHARD_COUNT` name, as a CI job matrix sets them; every case when neither is set.
///
/// - Parameters:
///   - application: The application to launch, once per screen and sample.
///   - catalogue: The app's whole catalogue, as its `listScreens()` reads it.
///   - options: Launch options applied to every launch.
///   - variants: The variants to open each screen and sample in, such as a
///     ``/ScreenRouter/ScreenVariant/matrix(appearances:contentSizes:layoutDirections:)``; each sample is opened in
///     every variant before the next sample. Defaults to none: each screen once, the device's way.
///   - shard: The shard to open, its number from 1 and the number of shards, as in `(2, 4)`; `nil`, the default,
///     for the one the environment names.
///   - inspect: Called after each cell that opened (a screen and sample in a variant), with the cell and the
///     application, to check or record what it shows.
///   - fileID: The caller's file, for the failures' location.
///   - filePath: The caller's file path, for the failures' location.
///   - line: The caller's line, for the failures' location.
///   - column: The caller's column, for the failures' location.
@MainActor
public func launchEveryScreen(
    _ application: ProcessApplication,
    in catalogue: ScreenCatalogue,
    options: [any LaunchOption] = [],
    variants: [ScreenVariant] = [],
    shard: (index: Int, count: Int)? = nil,
    inspect: @MainActor (EveryScreenCell, ProcessApplication) async -> Void = { _, _ in },
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let location = CallerLocation(fileID, filePath, line, column)
    guard let cells = EveryScreenCell.cells(of: catalogue, variants: variants, shard: shard, at: location) else {
        return
    }
    if application.routeScheme != nil {
        await application.routeEveryScreen(cells, options: options, at: location) { cell in
            await inspect(cell, application)
        }
        return
    }
    for cell in cells {
        let launch = ScreenLaunch(application, at: location.in(cell))
        guard let request = launch.prepare(options: options, .sample(cell.sample, variant: cell.variant)) else {
            continue
        }
        if await launch.run(request) {
            await inspect(cell, application)
        }
    }
}
#endif
