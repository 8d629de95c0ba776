#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import ScreenRouter
import XCTest

extension XCTestCase {
    /// Opens every screen of the app's catalogue with each of its samples, in each variant and locale, one failure
    /// per screen that does not open, and attaches a screenshot of each to the test report, so a run's report is a
    /// visual catalogue of the app.
    ///
    /// ```swift
    /// @MainActor
    /// func testEveryScreenOpens() {
    ///     launchEveryScreen(
    ///         variants: ScreenVariant.matrix(appearances: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft]),
    ///         snapshots: true,
    ///         screenshots: true,
    ///         accessibilityAudit: true
    ///     )
    /// }
    /// ```
    ///
    /// The catalogue comes from the app itself (`listScreens()`). Each cell, a screen and sample in a variant, is an
    /// activity of the test holding its screenshot, both named `<screen>.<sample>.<variant>`, as ``EveryScreenCell``
    /// names it (`userDetail.ada.dark.AX5.rtl`; `settings.default.default` for a screen without a sample in the
    /// device's variant; with locales, `.<locale>` follows). A failure starts with the cell's name and carries the
    /// app's message; `inspect` gets the cell.
    ///
    /// When the app's ``XCUIApplication/routeScheme-swift.type.property`` is set, the app is launched once and every
    /// other cell is opened by a route URL in the running app, its variant applied as trait overrides without a
    /// relaunch (see the `ScreenRouter` article Sessions: One Launch, Many Screens). A locale needs a relaunch (UIKit
    /// reads the app's strings at launch), so the cells are grouped by locale: one launch per locale, with its
    /// `SystemLocale` and its language, then routes for the rest of that locale's cells.
    ///
    /// With `snapshots: true`, each cell's elements, read through XCUITest (`snapshot()`: each element with an
    /// identifier, its label, value, kind and frame), are compared with the cell's snapshot file,
    /// `__Snapshots__/<test file name>/<cell>.json` beside the test file; a difference fails that cell at the
    /// caller's line, listing each element added, removed or changed with the old and the new text, and the other
    /// cells still run. A cell without a file is recorded (and reported, "re-run to compare"); the environment
    /// variable `SCREENROUTER_RECORD` chooses otherwise: `all`, `missing` (the default), `failed` or `never`, as on
    /// Linux (see <doc:ElementSnapshots>). The screenshot stays an attachment of the cell's activity.
    ///
    /// The run leaves what it found of each cell in `__Snapshots__/.build/<test file name>/`, beside the recorded
    /// files (a folder git ignores): its snapshot, and with `screenshots: true` its screenshot, with
    /// `accessibilityAudit: true` its audit's findings. `screenrouter report` draws them, every cell a wireframe
    /// with its changed elements marked, the screenshot under the same boxes, the findings listed; with the
    /// environment variable `SCREENROUTER_REPORT=<file.html>` the run writes that report itself when it ends, and
    /// each failure names it.
    ///
    /// The call has the shape of the global `launchEveryScreen(_:options:variants:locales:shard:snapshots:jobs:inspect:)`
    /// that launches a `ProcessApplication` on Linux and macOS: the same labels in the same order, and two more here,
    /// `screenshots` and `accessibilityAudit`, which need XCUITest's screen and audit.
    ///
    /// `inspect` runs on each cell that opened, inside its activity, so what it records (an assertion, a check of
    /// its own) is shown under the cell's name.
    ///
    /// - Parameters:
    ///   - app: The application to launch. Defaults to the target application, `XCUIApplication()`.
    ///   - options: Launch options applied to every launch.
    ///   - variants: The variants to open each screen and sample in, each sample in every variant before the next;
    ///     none, the default, for the device's way.
    ///   - locales: The locales to open every cell in, one launch each, such as `[SystemLocale(localeIdentifier: "en_GB"),
    ///     SystemLocale(localeIdentifier: "ar_SA")]`; none, the default, for the launch options' own.
    ///   - shard: The shard of the catalogue to open, its number from 1 and the number of shards, as in `(2, 4)`;
    ///     `nil`, the default, for the one the environment variables `SCREENROUTER_SHARD` and
    ///     `SCREENROUTER_SHARD_COUNT` name (or a CI service's parallel job, GitLab's, CircleCI's or Buildkite's), or
    ///     every case when none is set.
    ///   - snapshots: Whether to compare each cell's elements with its snapshot file (and record the missing ones);
    ///     `false`, the default, to only open the cells.
    ///   - screenshots: Whether to keep each cell's screenshot as a PNG image beside the snapshot the run leaves of
    ///     it, `__Snapshots__/.build/<test file name>/<cell>@3x.png` (the scale is the screen's), for the review
    ///     report to draw the cell's boxes over; `false`, the default, to attach it to the cell's activity only.
    ///   - accessibilityAudit: Whether to audit each cell with `performAccessibilityAudit(for: .all)` (iOS 17 and
    ///     later), each finding a failure of the test, and keep the findings beside the snapshot the run leaves of
    ///     the cell, `<cell>.audit.json`, for the review report to list on its card; `false`, the default, to audit
    ///     none.
    ///   - inspect: Called after each cell that opened, to check or audit what it shows.
    ///   - file: The caller's file path, for the failures' location and, with `snapshots`, the folder of the snapshot
    ///     files beside it.
    ///   - line: The caller's line, for the failures' location.
    @MainActor
    public func launchEveryScreen(
        _ app: XCUIApplication = XCUIApplication(),
        options: [any LaunchOption] = [],
        variants: [ScreenVariant] = [],
        locales: [SystemLocale] = [],
        shard: (index: Int, count: Int)? = nil,
        snapshots: Bool = false,
        screenshots: Bool = false,
        accessibilityAudit: Bool = false,
        inspect: (EveryScreenCell, XCUIApplication) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let location = CallerLocation(file, line)
        var cellFiles: CellSnapshots?
        if snapshots || screenshots || accessibilityAudit {
            guard let beside = CellSnapshots.beside(file, at: location) else { return }
            cellFiles = beside
        }
        let everyScreen = EveryScreenRun(
            app: app,
            options: options,
            snapshots: snapshots ? cellFiles : nil,
            screenshots: screenshots ? cellFiles : nil,
            audits: accessibilityAudit ? cellFiles : nil,
            location: location
        )
        everyScreen.open(variants: variants, locales: locales, shard: shard) { cell in inspect(cell, app) }
        cellFiles?.writeReport(at: location)
    }
}

/// One run of an every-screen test under XCTest: the app, the options of its launches, its snapshot files and where
/// its failures go.
@MainActor
private struct EveryScreenRun {
    let app: XCUIApplication
    let options: [any LaunchOption]
    /// The snapshot files each cell is compared with, or `nil` without snapshots.
    let snapshots: CellSnapshots?
    /// The snapshot files whose run folder keeps each cell's screenshot, or `nil` to keep none.
    let screenshots: CellSnapshots?
    /// The snapshot files whose run folder keeps each cell's accessibility findings, or `nil` to audit none.
    let audits: CellSnapshots?
    let location: CallerLocation

    /// Opens every cell of the catalogue's shard, each an activity with its screenshot, compares it with its snapshot
    /// file when there are snapshots, then runs `inspect` on it.
    ///
    /// With a route scheme, a locale's first cell is a launch and its other cells route URLs to the running app.
    func open(
        variants: [ScreenVariant],
        locales: [SystemLocale],
        shard: (index: Int, count: Int)?,
        inspect: (EveryScreenCell) -> Void
    ) {
        guard
            let cells = EveryScreenCell.cells(
                reading: Result { try app.listScreens() },
                variants: variants,
                locales: locales,
                shard: shard,
                at: location
            )
        else { return }
        let routes = XCUIApplication.routeScheme != nil
        // The locale of the running launch, once a launch has shown its screen (`.some(nil)`: no locale given).
        var launchedLocale: String?? = .none
        // Whether the failure of an audit the system cannot run was recorded, which is said once.
        var auditUnavailableRecorded = false
        for cell in cells {
            XCTContext.runActivity(named: cell.description) { activity in
                if routes, launchedLocale == .some(cell.locale) {
                    guard app.route(.sample(cell.sample, variant: cell.variant), at: location.in(cell)) else { return }
                } else {
                    let localeOptions = cell.locale.map(EveryScreenCell.options(forLocale:)) ?? []
                    let request = ScreenRequest.sample(cell.sample, variant: cell.variant)
                    guard app.launchNow(request, options: options + localeOptions, at: location.in(cell)) else {
                        return
                    }
                    launchedLocale = .some(cell.locale)
                }
                let image = app.screenshot()
                let screenshot = XCTAttachment(screenshot: image)
                screenshot.name = cell.description
                screenshot.lifetime = .keepAlways
                activity.add(screenshot)
                if let snapshots { app.checkSnapshot(of: cell, in: snapshots, at: location.in(cell)) }
                if let screenshots { app.keepScreenshot(image, of: cell, in: screenshots, at: location.in(cell)) }
                if let audits, !app.auditAccessibility(of: cell, in: audits, at: location.in(cell)),
                    !auditUnavailableRecorded
                {
                    TestFailure.record(XCUIApplication.auditUnavailable, at: location)
                    auditUnavailableRecorded = true
                }
                inspect(cell)
            }
        }
    }
}
#endif
