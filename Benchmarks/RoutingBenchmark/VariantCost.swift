import Foundation
import ScreenRouter
import ScreenRouterTestSupport

/// Section 9: the Demo's every screen and sample in every variant of a 2 × 3 × 2 matrix, through one session
/// against one launch per cell.
///
/// The cells are the Demo's catalogue (its screens with each sample) crossed with 2 appearances, 3 text sizes and 2
/// layout directions. One launch per cell is how a screenshot pipeline without sessions opens them: `launchApp(app,
/// .sample(sample, variant: variant))` with a new `ProcessApplication` each, one after the other. One session is
/// `startSession()`, `route(to: .sample(sample, variant: variant))` for each cell and `stopSession()`. Every frame is checked for its variant line and its screen.
@MainActor
struct VariantCost {
    struct Comparison {
        let cells: Int
        let samples: Int
        let variants: Int
        let rounds: Int
        /// Median wall time of the launches, and of the session, for every cell.
        let launches: Double
        let session: Double
    }

    let apps: BenchmarkApps

    static let variants = ScreenVariant.matrix(
        appearances: [.light, .dark],
        contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
        layoutDirections: [.leftToRight, .rightToLeft]
    )

    /// The median of `rounds` runs of each way, alternating, after one warm-up of each.
    func compare(rounds: Int) async throws -> Comparison {
        // Samples that open with a network fixture are left out: the time they take is their fixture's answers and
        // delays (the profile's `slow` waits 0.3 s in each variant), not the cost of routing.
        let catalogue = try await ProcessApplication(executableURL: apps.demo).listScreens().shard(1, of: 1)
        let samples = catalogue.screenSamples.filter { sample in
            let entry = catalogue.screens.first { $0.id == sample.screen }
            return !(entry?.networkSamples.contains(sample.sample ?? "") ?? false)
        }
        let cells = samples.flatMap { sample in Self.variants.map { (sample, $0) } }
        var launches: [Double] = []
        var sessions: [Double] = []
        for round in 0..<(rounds + 1) {
            let launched = try await Stopwatch.timeAwaiting { try await launchEach(cells) }
            let routed = try await Stopwatch.timeAwaiting { try await routeOneSession(cells) }
            guard round > 0 else { continue }
            launches.append(launched.nanoseconds)
            sessions.append(routed.nanoseconds)
        }
        return Comparison(
            cells: cells.count,
            samples: samples.count,
            variants: Self.variants.count,
            rounds: rounds,
            launches: Stopwatch.median(launches),
            session: Stopwatch.median(sessions)
        )
    }

    /// One launch of the Demo per cell, through `launchApp`, each checked.
    private func launchEach(_ cells: [(ScreenSample, ScreenVariant)]) async throws {
        for (sample, variant) in cells {
            let app = ProcessApplication(executableURL: apps.demo)
            await launchApp(app, .sample(sample, variant: variant))
            try check(app.standardOutput, shows: variant, of: sample)
        }
    }

    /// One session for every cell, from its start to its end.
    private func routeOneSession(_ cells: [(ScreenSample, ScreenVariant)]) async throws {
        let app = ProcessApplication(executableURL: apps.demo)
        app.routeScheme = "demo"
        try await app.startSession()
        for (sample, variant) in cells {
            await app.route(to: .sample(sample, variant: variant))
            try check(app.standardOutput, shows: variant, of: sample)
        }
        await app.stopSession()
        guard app.exitStatus == 0, !app.wasSignalled else {
            throw BenchmarkFailure("the variant session ended with status \(app.exitStatus): \(app.standardError)")
        }
    }

    /// Checks that the output starts with the variant's line and shows a screen, not the error screen.
    private func check(_ output: String, shows variant: ScreenVariant, of sample: ScreenSample) throws {
        let line = "[\(LaunchProtocol.variantMarker)] \(variant.summary)\n"
        guard output.hasPrefix(line), !output.contains(ScreenRouterError.accessibilityIdentifier) else {
            throw BenchmarkFailure("\(sample) in \(variant) did not show its variant line: \(output)")
        }
    }
}
