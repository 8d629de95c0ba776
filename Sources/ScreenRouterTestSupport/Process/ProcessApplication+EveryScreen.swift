#if os(Linux) || os(macOS)
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
///     `false`, the default, to only open the cells.
///   - inspect: Called after each cell that opened (a screen and sample in a variant and locale), with the cell and
///     the application, to check or record what it shows.
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
    // A cell that opened: its snapshot checked first, before `inspect` can move the app on.
    func opened(_ cell: EveryScreenCell) async {
        if let cellSnapshots { application.checkSnapshot(of: cell, in: cellSnapshots, at: location.in(cell)) }
        await inspect(cell, application)
    }
    guard
        let cells = EveryScreenCell.cells(
            reading: await Result(awaiting: application.listScreens),
            variants: variants,
            locales: locales,
            shard: shard,
            at: location
        )
    else { return }
    for locale in locales.isEmpty ? [nil] : locales.map(\.identifier) {
        let localeCells = cells.filter { $0.locale == locale }
        let localeOptions = options + (locale.map(EveryScreenCell.options(forLocale:)) ?? [])
        if application.routeScheme != nil {
            await application.routeEveryScreen(localeCells, options: localeOptions, at: location, inspect: opened)
            continue
        }
        for cell in localeCells {
            let request = ScreenRequest.sample(cell.sample, variant: cell.variant)
            if await application.launch(request, options: localeOptions, at: location.in(cell)) {
                await opened(cell)
            }
        }
    }
    cellSnapshots?.writeReport(at: location)
}
#endif
