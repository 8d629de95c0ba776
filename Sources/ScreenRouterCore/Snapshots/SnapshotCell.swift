import Foundation

/// One cell of a snapshot run: a screen with one of its samples, in one variant, and in one locale when the run has
/// several; named `<screen>.<sample>.<variant>[.<locale>]`, the name of its snapshot file.
///
/// Test support's `EveryScreenCell` is this cell as an every-screen test's `inspect` receives it; the command line's
/// `snapshots` and the MCP server's `check_snapshots` open the same cells.
package struct SnapshotCell: Hashable, Sendable {
    /// The screen and its sample.
    package var sample: ScreenSample
    /// The variant, or `nil` for the device's.
    package var variant: ScreenVariant?
    /// The locale's identifier, when the run has several.
    package var locale: String?

    package init(sample: ScreenSample, variant: ScreenVariant?, locale: String? = nil) {
        self.sample = sample
        self.variant = variant
        self.locale = locale
    }

    /// The cell's name: `<screen>.<sample>.<variant>`, then `.<locale>` when it has one.
    package var name: String {
        sample.cellName(variant: variant, locale: locale)
    }

    /// The request that opens the cell: its screen and sample, in its variant, nothing else; what every front end
    /// sends for it, a launch or a route.
    package var request: LaunchRequest {
        LaunchRequest(screen: sample.screen, sample: sample.sample, variant: variant ?? ScreenVariant())
    }

    /// The cells of a catalogue, each sample in every variant before the next sample, for each locale in turn.
    ///
    /// - Parameters:
    ///   - catalogue: The catalogue (or the shard of it) to open.
    ///   - variants: The variants; none for the device's.
    ///   - locales: The locales' identifiers; none for the device's.
    /// - Returns: The cells.
    package static func cells(
        of catalogue: ScreenCatalogue,
        variants: [ScreenVariant],
        locales: [String] = []
    ) -> [SnapshotCell] {
        let eachVariant: [ScreenVariant?] = variants.isEmpty ? [nil] : variants
        let eachLocale: [String?] = locales.isEmpty ? [nil] : locales
        return eachLocale.flatMap { locale in
            catalogue.screenSamples.flatMap { sample in
                eachVariant.map { SnapshotCell(sample: sample, variant: $0, locale: locale) }
            }
        }
    }
}

/// Which cells a check opens: those of a screen, a sample, a variant, or all of them.
///
/// The command line's `snapshots --screen <id> --sample <name> --variant <name>` and the MCP server's
/// `check_snapshots` take the same filter. A run with a filter compares only the cells it matches, and reports as
/// removed only the recorded files it matches.
package struct SnapshotFilter: Hashable, Sendable {
    /// The screen's identifier, or `nil` for every screen.
    package var screen: String?
    /// The sample's name (`default` for a screen opened without one), or `nil` for every sample.
    package var sample: String?
    /// The variant's name (`default`, `dark`, `dark.AX5.rtl`, ...), or `nil` for every variant.
    package var variant: String?

    package init(screen: String? = nil, sample: String? = nil, variant: String? = nil) {
        self.screen = screen
        self.sample = sample
        self.variant = variant
    }

    /// Whether the filter lets every cell through.
    package var isEmpty: Bool { screen == nil && sample == nil && variant == nil }

    /// Whether a cell matches.
    package func matches(_ cell: SnapshotCell) -> Bool {
        (screen == nil || cell.sample.screen.rawValue == screen)
            && (sample == nil || (cell.sample.sample ?? "default") == sample)
            && (variant == nil || (cell.variant ?? ScreenVariant()).description == variant)
    }

    /// Whether the name of a recorded cell matches: its screen, sample and variant parts as a cell of the catalogue
    /// names them (`<screen>.<sample>.<variant>`), read from the front for the screen and the sample and from the
    /// end for the variant.
    package func matches(cellNamed name: String) -> Bool {
        if let screen, !name.hasPrefix(screen + ".") { return false }
        if let variant, !name.hasSuffix("." + variant) { return false }
        guard let sample else { return true }
        if let screen { return name.dropFirst(screen.count + 1).hasPrefix(sample + ".") }
        return name.contains("." + sample + ".")
    }

    /// The filter as a phrase of a summary: `screen users, variant dark`, or `every cell`.
    package var phrase: String {
        let parts = [("screen", screen), ("sample", sample), ("variant", variant)].compactMap { part in
            part.1.map { "\(part.0) \(displayed($0))" }
        }
        return parts.isEmpty ? "every cell" : parts.joined(separator: ", ")
    }
}

extension ScreenVariant {
    /// The variant a name gives, as ``description`` writes it (`default`, `dark`, `XL.rtl`, `dark.AX5.rtl`), or
    /// `nil` when the name is not one: each part at most once, in the order appearance, text size, layout
    /// direction.
    ///
    /// - Parameter name: The variant's name.
    package init?(named name: String) {
        self.init()
        guard name != "default" else { return }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...]
        if let first = parts.first, let appearance = Appearance(rawValue: first) {
            self.appearance = appearance
            parts = parts.dropFirst()
        }
        if let first = parts.first, let size = ContentSize.allCases.first(where: { $0.shortName == first }) {
            contentSize = size
            parts = parts.dropFirst()
        }
        if let first = parts.first, let direction = LayoutDirection.allCases.first(where: { $0.shortName == first }) {
            layoutDirection = direction
            parts = parts.dropFirst()
        }
        guard parts.isEmpty, !isEmpty else { return nil }
    }
}

extension SnapshotStore {
    /// The names of the cells the folder holds a file of (`<cell>.json`), sorted; none when the folder does not
    /// exist.
    package func recordedCells() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The cells a check of the folder opens: each screen and sample of the catalogue in the device's variant and in
    /// each variant the folder has files of, or in the filter's variant; those the filter matches.
    ///
    /// A recorded file's variant is the rest of its name after a screen and sample of the catalogue
    /// (`users.default.` then `dark.AX5.rtl`), so a folder an every-screen test recorded in several variants is
    /// checked in all of them, and a folder with none is checked the device's way.
    ///
    /// - Parameters:
    ///   - catalogue: The catalogue (or the shard of it) to open.
    ///   - filter: Which cells to open.
    /// - Returns: The cells, each sample in every variant before the next sample, the device's variant first.
    /// - Throws: ``ScreenRouterError`` with code `malformedArguments` when the filter's variant is no variant's name.
    package func cellsToCheck(
        of catalogue: ScreenCatalogue,
        filter: SnapshotFilter
    ) throws(ScreenRouterError) -> [SnapshotCell] {
        var variants: [ScreenVariant] = []
        if let name = filter.variant {
            guard let variant = ScreenVariant(named: name) else { throw .unknownVariantName(name) }
            variants = [variant]
        } else {
            variants = [ScreenVariant()]
            let prefixes = catalogue.screenSamples.map { $0.cellName(variant: nil).dropLast("default".count) }
            for name in recordedCells() {
                for prefix in prefixes where name.hasPrefix(prefix) {
                    if let variant = ScreenVariant(named: String(name.dropFirst(prefix.count))),
                        !variants.contains(variant)
                    {
                        variants.append(variant)
                    }
                }
            }
            variants = [variants[0]] + variants.dropFirst().sorted { $0.description < $1.description }
        }
        return SnapshotCell.cells(of: catalogue, variants: variants).map { cell in
            var cell = cell
            if cell.variant?.isEmpty == true { cell.variant = nil }
            return cell
        }.filter(filter.matches)
    }
}
