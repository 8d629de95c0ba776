#if os(Linux) || os(macOS)
import Foundation
import ScreenRouter

/// Launches an application into every screen of its catalogue, once per sample, variant and locale, and records a
/// failure for each screen that does not open: an every-screen test in one call, as an `XCTestCase` writes it.
///
/// ```swift
/// @Test func everyScreenOpens() async throws {
///     await launchEveryScreen(try ProcessApplication.product(named: "Demo"))
/// }
/// ```
///
/// The catalogue comes from the app itself (``ProcessApplication/listScreens()``). Each failure starts with its
/// cell's name, `<screen>.<sample>.<variant>` (see ``EveryScreenCell``), and carries the app's own message, so one run
/// reports every screen that broke, one failure each. The call has the shape of
/// `XCTestCase.launchEveryScreen(_:options:variants:locales:shard:snapshots:screenshots:accessibilityAudit:inspect:)` on
/// Apple platforms: the same labels in the same order (but the two that need XCUITest's screen and audit), so a test
/// moves between hosts by changing the application it names.
///
/// A ``ProcessApplication`` with a ``ProcessApplication/routeScheme`` opens every screen in one session per locale
/// (one launch, a route per screen and variant; see the `ScreenRouter` article Sessions: One Launch, Many Screens),
/// which is many times faster; without one, each screen gets a launch of its own. Under Swift Testing, prefer a
/// test parameterised over ``/ScreenRouter/ScreenCatalogue/screenSamples`` (and variants) that launches
/// ``ScreenRequest/sample(_:variant:)`` with ``launchApp(_:_:options:fileID:filePath:line:column:)``, which reports
/// each screen as a test case of its own and runs them in parallel.
///
/// On several machines, each opens a shard of the catalogue (see ``/ScreenRouter/ScreenCatalogue/shard(_:of:)``):
/// the one `shard` names, or by default the one the environment variables `SCREENROUTER_SHARD` and
/// `SCREENROUTER_SHARD_COUNT` name, as a CI job matrix sets them; every case when neither is set.
///
/// With `snapshots: true`, each cell's screen (its last element frame: each element's identifier, label, value and
/// kind) is compared with its snapshot file, `__Snapshots__/<test file name>/<cell>.json` beside the test file, and
/// a difference fails that cell at the caller's line, listing each element added, removed or changed, with the old
/// and the new text. A cell without a file is recorded (and reported, "re-run to compare"); the environment variable
/// `SCREENROUTER_RECORD` chooses otherwise: `all`, `missing` (the default), `failed` or `never`. The run leaves each
/// cell's snapshot as it found it in `__Snapshots__/.build/<test file name>/`, which `screenrouter report` draws
/// (or the run itself, into the file `SCREENROUTER_REPORT` names). <doc:ElementSnapshots> says how to review and
/// accept a difference.
///
/// - Parameters:
///   - application: The application to launch, once per screen and sample (once per locale with a route scheme).
///   - options: Launch options applied to every launch.
///   - variants: The variants to open each screen and sample in, such as a
///     ``/ScreenRouter/ScreenVariant/matrix(appearances:contentSizes:layoutDirections:)``; each sample is opened in
///     every variant before the next sample. Defaults to none: each screen once, the device's way.
///   - locales: The locales to open every cell in, such as `[SystemLocale(localeIdentifier: "ar_SA")]`, each with
///     its `SystemLocale` and its language as launch options; none, the default, for the launch options' own.
///   - shard: The shard to open, its number from 1 and the number of shards, as in `(2, 4)`; `nil`, the default,
///     for the one the environment names.
///   - snapshots: Whether to compare each cell's elements with its snapshot file (and record the missing ones);
///     `false`, the default, to only open the cells. Such a run also keeps each cell's time in `cell-times.txt`
///     beside the files (not in record mode `never`, nor in a shard), by which the next run deals its sessions and
///     its shards, so that they finish together.
///   - jobs: How many sessions (or lanes of launches) run side by side, each with a process of its own: the
///     machine's active processors by default, `1` for one. Failures are recorded in the cells' order whichever
///     session opened them; a session whose app ended fails each of its remaining cells, and the others run on.
///   - inspect: Called after each cell that opened (a screen and sample in a variant and locale), with the cell and
///     the application of its session (`application` itself, or a copy of it for another job), to check or record
///     what it shows; in each session's order, before that session opens its next cell.
///   - fileID: The caller's file, for the failures' location.
///   - filePath: The caller's file path, for the failures' location and, with `snapshots`, the folder of the
///     snapshot files beside it.
///   - line: The caller's line, for the failures' location.
///   - column: The caller's column, for the failures' location.
@MainActor
public func launchEveryScreen(
    _ application: ProcessApplication,
    options: [any LaunchOption] = [],
    variants: [ScreenVariant] = [],
    locales: [SystemLocale] = [],
    shard: (index: Int, count: Int)? = nil,
    snapshots: Bool = false,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    inspect: @MainActor (EveryScreenCell, ProcessApplication) async -> Void = { _, _ in },
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let location = CallerLocation(fileID, filePath, line, column)
    var cellSnapshots: CellSnapshots?
    if snapshots {
        guard let beside = CellSnapshots.beside(filePath, at: location) else { return }
        cellSnapshots = beside
    }
    let runner = CellRunner(store: cellSnapshots?.store, executable: application.executableURL.lastPathComponent)
    let times: CellTimes
    do throws(ScreenRouterError) {
        times = try runner.recordedTimes()
    } catch {
        TestFailure.record(error, at: location)
        return
    }
    guard
        let cells = EveryScreenCell.cells(
            reading: await Result(awaiting: application.listScreens),
            variants: variants,
            locales: locales,
            shard: shard,
            times: times,
            at: location
        )
    else { return }
    // Each cell's failures, recorded in the cells' order once the cells before it are.
    var deferred: [String: DeferredFailures] = [:]
    for locale in locales.isEmpty ? [nil] : locales.map(\.identifier) {
        let localeCells = cells.filter { $0.locale == locale }.map(\.snapshotCell)
        guard !localeCells.isEmpty else { continue }
        let localeOptions = options + (locale.map(EveryScreenCell.options(forLocale:)) ?? [])
        let sessions = EveryScreenSession.sessions(
            of: application,
            count: min(max(jobs, 1), localeCells.count),
            options: localeOptions,
            location: location,
            readsFrames: snapshots
        )
        for session in sessions { await session.start() }
        // The run is over when the call returns: `inspect` does not outlive it.
        await withoutActuallyEscaping(inspect) { inspect in
            _ = await runner.run(localeCells, jobs: sessions.count, times: times) { index, cell in
                let failures = DeferredFailures()
                let opening = await TestFailure.$deferred.withValue(failures) { await sessions[index].open(cell) }
                deferred[cell.name] = failures
                return opening
            } opened: { index, cell, outcome in
                if case .failed = outcome { return }
                await inspect(EveryScreenCell(cell), sessions[index].application)
            } report: { snapshotCell, outcome in
                let cell = EveryScreenCell(snapshotCell)
                deferred.removeValue(forKey: snapshotCell.name)?.record()
                switch outcome {
                case .failed(let error?): TestFailure.record(error, at: location.in(cell))
                default: cellSnapshots?.record(outcome, of: cell, at: location.in(cell))
                }
            }
        }
        for session in sessions { await session.finish() }
    }
    do throws(ScreenRouterError) {
        // A shard keeps no times: every shard deals the cells by the same file.
        if shard == nil, try ScreenCatalogue.environmentShard() == nil { try runner.keepTimes() }
    } catch {
        TestFailure.record(error, at: location)
    }
    cellSnapshots?.writeReport(at: location)
}

/// One session of one locale's cells of an every-screen test on the process host, for the one runner: a session of
/// the app that routes to each cell when the application has a route scheme (started once, stopped at the end),
/// a launch per cell otherwise; failures recorded at the cell's line.
@MainActor
final class EveryScreenSession {
    let application: ProcessApplication
    let options: [any LaunchOption]
    let location: CallerLocation
    /// Whether each cell's element frame is read, for its snapshot.
    let readsFrames: Bool
    /// Why the session did not start, when it did not.
    private var notStarted: (any Error)?

    init(application: ProcessApplication, options: [any LaunchOption], location: CallerLocation, readsFrames: Bool) {
        self.application = application
        self.options = options
        self.location = location
        self.readsFrames = readsFrames
    }

    /// Whether the cells are routes of one session.
    var routes: Bool { application.routeScheme != nil }

    /// The sessions of a run side by side: the application itself, configured with the locale's options when it
    /// routes, and copies of it (``ProcessApplication/sibling()``) for the others, each with a process of its own.
    static func sessions(
        of application: ProcessApplication,
        count: Int,
        options: [any LaunchOption],
        location: CallerLocation,
        readsFrames: Bool
    ) -> [EveryScreenSession] {
        if application.routeScheme != nil { TestLauncher(options: options).configure(application, at: location) }
        let applications = [application] + (1..<max(count, 1)).map { _ in application.sibling() }
        return applications.map {
            EveryScreenSession(application: $0, options: options, location: location, readsFrames: readsFrames)
        }
    }

    /// Starts the session of a run with a route scheme; a session that does not start fails each of its cells
    /// with the reason.
    func start() async {
        guard routes else { return }
        do {
            try await application.startSession()
        } catch {
            notStarted = error
        }
    }

    /// Opens a cell: a route, or a launch; a cell that does not open has its failure recorded already, and ends the
    /// run when its session's app ended.
    func open(_ cell: SnapshotCell) async -> CellOpening {
        let everyCell = EveryScreenCell(cell)
        if let notStarted {
            return .failed(.sessionNotStarted(screen: cell.sample.screen, notStarted), endsRun: true)
        }
        let request = ScreenRequest.sample(cell.sample, variant: cell.variant)
        let opened =
            routes
            ? await application.route(request, at: location.in(everyCell))
            : await application.launch(request, options: options, at: location.in(everyCell))
        guard opened else { return .failed(nil, endsRun: routes && application.sessionProcessIdentifier == nil) }
        let seconds = routes ? application.lastRouteSeconds : nil
        guard readsFrames else { return .shown(nil, seconds: seconds) }
        do throws(ScreenRouterError) {
            return .shown(try application.lastElementFrame(), seconds: seconds)
        } catch {
            return .failed(error, endsRun: false)
        }
    }

    /// Ends the session of a run with a route scheme.
    func finish() async {
        guard routes else { return }
        await application.stopSession(
            fileID: location.fileID,
            filePath: location.filePath,
            line: location.line,
            column: location.column
        )
    }
}
#endif
