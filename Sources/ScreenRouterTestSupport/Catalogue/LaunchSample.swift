import ScreenRouter

/// Launches an application straight into a screen with one of the samples the app registered for it, and
/// fails the test if the app could not open it: one case of an every-screen test.
///
/// ```swift
/// @Test(arguments: try await ProcessApplication.product(named: "Demo").listScreens().screenSamples)
/// func everyScreenOpens(_ sample: ScreenSample) async throws {
///     await launchApp(try ProcessApplication.product(named: "Demo"), sample: sample)
/// }
/// ```
///
/// Swift Testing crosses two lists of arguments, so every screen and sample in every variant is a test case
/// of its own:
///
/// ```swift
/// @Test(arguments: try await ProcessApplication.product(named: "Demo").listScreens().screenSamples,
///       ScreenVariant.matrix(appearances: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft]))
/// func everyScreenOpensInEveryVariant(_ sample: ScreenSample, _ variant: ScreenVariant) async throws {
///     await launchApp(try ProcessApplication.product(named: "Demo"), sample: sample, variant: variant)
/// }
/// ```
///
/// The launch carries no model: `--uitesting -vc <screen> -sample <name>`, and the app encodes and decodes its
/// own sample with the screen's codec, as it would a test's model. A failure is recorded at the caller's line
/// and names the screen and the sample, with the app's own message: for a sample that no longer decodes, the
/// decoder's account of the mismatch. A screen that needs a model and has no sample fails without a launch,
/// asking for a sample.
///
/// - Parameters:
///   - application: The application to launch.
///   - sample: The screen and sample, from the app's ``/ScreenRouter/ScreenCatalogue``.
///   - options: Launch options applied before the screen's arguments.
///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
///     for the device's.
///   - fileID: The caller's file, for the failure's location.
///   - filePath: The caller's file path, for the failure's location.
///   - line: The caller's line, for the failure's location.
///   - column: The caller's column, for the failure's location.
/// - Returns: The launched application.
@MainActor
@discardableResult
public func launchApp<Application: LaunchableApplication>(
    _ application: Application,
    sample: ScreenSample,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> Application {
    let launch = ScreenLaunch(application, at: CallerLocation(fileID, filePath, line, column))
    guard let request = launch.prepare(options: options, sample: sample, variant: variant) else { return application }
    await launch.run(request)
    return application
}

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
/// Each failure names its screen, sample and variant and carries the app's own message, so one run reports
/// every screen that broke, one failure each.
///
/// A ``ProcessApplication`` with a ``ProcessApplication/routeScheme`` opens every screen in one session (one
/// launch, a route per screen and variant; see the `ScreenRouter` article Sessions: One Launch, Many Screens),
/// which is many times faster; without one, each screen gets a launch of its own. Under Swift Testing, prefer a
/// test parameterised over ``/ScreenRouter/ScreenCatalogue/screenSamples`` (and variants) with
/// ``launchApp(_:sample:options:variant:fileID:filePath:line:column:)``, which reports each screen as a test case of
/// its own and runs them in parallel.
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
///   - inspect: Called after each screen that opened (once per variant), to check or record what it shows.
///   - fileID: The caller's file, for the failures' location.
///   - filePath: The caller's file path, for the failures' location.
///   - line: The caller's line, for the failures' location.
///   - column: The caller's column, for the failures' location.
@MainActor
public func launchEveryScreen<Application: LaunchableApplication>(
    _ application: Application,
    in catalogue: ScreenCatalogue,
    options: [any LaunchOption] = [],
    variants: [ScreenVariant] = [],
    shard: (index: Int, count: Int)? = nil,
    inspect: @MainActor (ScreenSample, Application) async -> Void = { _, _ in },
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let location = CallerLocation(fileID, filePath, line, column)
    guard let cells = EveryScreenCell.cells(of: catalogue, variants: variants, shard: shard, at: location) else {
        return
    }
    #if os(Linux) || os(macOS)
    if let process = application as? ProcessApplication, process.routeScheme != nil {
        await process.routeEveryScreen(cells, options: options, at: location) { sample in
            await inspect(sample, application)
        }
        return
    }
    #endif
    let launch = ScreenLaunch(application, at: location)
    for cell in cells {
        guard let request = launch.prepare(options: options, sample: cell.sample, variant: cell.variant) else {
            continue
        }
        if await launch.run(request) {
            await inspect(cell.sample, application)
        }
    }
}

extension ScreenLaunch {
    /// Prepares a launch into a screen with a sample, or records that the screen has none to open it with.
    func prepare(options: [any LaunchOption], sample: ScreenSample, variant: ScreenVariant?) -> Prepared? {
        sample.openableRequest(at: location).flatMap { prepare(options: options, request: $0.in(variant)) }
    }
}

extension ScreenSample {
    /// The request that opens this screen with this sample; or, for a screen that needs a model and has no
    /// sample, `nil`, with the failure that asks for one recorded at `location`.
    func openableRequest(at location: CallerLocation) -> LaunchRequest? {
        if needsFixture, let model {
            TestFailure.record(ScreenRouterError.noSampleToOpen(screen: screen, model: model), at: location)
            return nil
        }
        return request
    }
}
