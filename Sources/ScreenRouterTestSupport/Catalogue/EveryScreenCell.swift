import ScreenRouter

/// One cell of an every-screen test: a screen with one of its samples, in one variant, and in one locale when the
/// test runs several; named `<screen>.<sample>.<variant>`.
///
/// `launchEveryScreen` hands each cell that opened to its `inspect` closure, and names it in its failures, and,
/// under XCTest, in the cell's activity and screenshot:
///
/// ```swift
/// await launchEveryScreen(app, variants: variants) { cell, app in
///     print(cell)   // userDetail.ada.dark.AX5.rtl
/// }
/// ```
public struct EveryScreenCell: Equatable, Sendable, CustomStringConvertible {
    /// The screen and its sample.
    public let sample: ScreenSample
    /// The variant, or `nil` for the device's.
    public let variant: ScreenVariant?
    /// The locale's identifier, such as `ar_SA`, when the test runs several locales.
    package var locale: String? = nil

    package init(sample: ScreenSample, variant: ScreenVariant?, locale: String? = nil) {
        self.sample = sample
        self.variant = variant
        self.locale = locale
    }

    /// The cell of a snapshot run, as `inspect` receives it.
    package init(_ cell: SnapshotCell) {
        self.init(sample: cell.sample, variant: cell.variant, locale: cell.locale)
    }

    /// The cell as the one snapshot runner opens it.
    package var snapshotCell: SnapshotCell {
        SnapshotCell(sample: sample, variant: variant, locale: locale)
    }

    /// The cell's name, in reports, failures, activities and screenshot files: `<screen>.<sample>.<variant>`, then
    /// `.<locale>` when the test runs several locales.
    ///
    /// Every part is always there, so the cells of one screen line up: a screen opened without a sample (one that
    /// takes no model) has the sample `default`, as the default model of a screen that has one is named, and a cell
    /// in the device's variant has the variant `default`, as ``/ScreenRouter/ScreenVariant`` names a variant that
    /// sets nothing: `settings.default.default`, `userDetail.ada.dark.AX5.rtl`, `users.default.light.ar_SA`.
    public var description: String {
        sample.cellName(variant: variant, locale: locale)
    }

    /// The cells of a catalogue's shard, each sample in every variant before the next sample, for each locale in
    /// turn (all of one locale before the next); or `nil`, with the failure recorded at `location`, when the
    /// shard does not exist.
    ///
    /// - Parameters:
    ///   - catalogue: The app's whole catalogue.
    ///   - variants: The variants; none for the device's way.
    ///   - locales: The locales; none for the device's.
    ///   - shard: The shard, or `nil` for the one the environment names.
    ///   - times: The cells' times, by which the shard is dealt (``/ScreenRouterCore/SnapshotCell/shard(_:_:of:times:)``).
    ///   - location: Where a failure is recorded.
    /// - Returns: The cells, or `nil` when the shard does not exist.
    /// The cells of a catalogue the app listed, or `nil` after recording at `location` why there are none: the
    /// catalogue could not be read, or the shard is not one of the catalogue's.
    static func cells(
        reading catalogue: Result<ScreenCatalogue, any Error>,
        variants: [ScreenVariant],
        locales: [SystemLocale],
        shard: (index: Int, count: Int)?,
        times: CellTimes = CellTimes(),
        at location: CallerLocation
    ) -> [EveryScreenCell]? {
        do {
            let catalogue = try catalogue.get()
            return try cells(
                of: catalogue,
                variants: variants,
                locales: locales.map(\.identifier),
                shard: shard,
                times: times
            )
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
    }

    package static func cells(
        of catalogue: ScreenCatalogue,
        variants: [ScreenVariant],
        locales: [String] = [],
        shard: (index: Int, count: Int)?,
        times: CellTimes = CellTimes()
    ) throws(ScreenRouterError) -> [EveryScreenCell] {
        var cells = SnapshotCell.cells(of: catalogue, variants: variants, locales: locales)
        if let (index, count) = try ScreenCatalogue.shardToRun(shard?.index, of: shard?.count) {
            cells = SnapshotCell.shard(cells, index, of: count, times: times)
        }
        return cells.map(EveryScreenCell.init)
    }

    /// The launch options of a locale: `SystemLocale` with its identifier (`-AppleLocale "ar_SA"`) and
    /// `SystemLanguages` with it as a language (`-AppleLanguages ("ar-SA")`), so the app's strings and formats
    /// follow.
    package static func options(forLocale identifier: String) -> [any LaunchOption] {
        let language = SystemLanguage(rawValue: identifier.replacingOccurrences(of: "_", with: "-"))
        return [SystemLocale(localeIdentifier: identifier), SystemLanguages(language.map { [$0] } ?? [])]
    }
}

extension Result where Failure == any Error {
    /// The value an asynchronous throwing call returns, or the error it throws.
    init(awaiting body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
