import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The Demo's catalogue in variants and shards: every screen and sample in every variant through one session, the
/// Swift Testing form that crosses samples with variants, and shards of the catalogue.
@MainActor
@Suite(.serialized)
struct VariantSessionUITests {
    /// 2 appearances × 3 text sizes × 2 layout directions.
    nonisolated static let twelveVariants = ScreenVariant.matrix(
        appearances: [.light, .dark],
        contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
        layoutDirections: [.leftToRight, .rightToLeft]
    )

    /// The line the Demo prints first for a variant: its parts as `item=value`, separated by spaces.
    static func variantLine(_ variant: ScreenVariant) -> String? {
        let parts = [
            variant.appearance.map { "appearance=\($0.rawValue)" },
            variant.contentSize.map { "contentSize=\($0.rawValue)" },
            variant.layoutDirection.map { "layoutDirection=\($0.rawValue)" },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// Checks that a frame shows its variant's line and is drawn in it.
    static func expectDrawn(_ screen: RenderedScreen, in variant: ScreenVariant, _ context: String) {
        #expect(screen.variantLine == variantLine(variant), "\(context)")
        #expect(screen.isDark == (variant.appearance == .dark), "\(context)")
        #expect(screen.isRightAligned == (variant.layoutDirection == .rightToLeft), "\(context)")
        #expect(screen.hasTallRows == (variant.contentSize == .accessibilityExtraExtraExtraLarge), "\(context)")
        #expect(!screen.title.isEmpty && screen.title != "Routing failed", "\(context)")
    }

    @Test func everyScreenAndSampleInTwelveVariantsThroughOneSession() async throws {
        #expect(Self.twelveVariants.count == 12)
        let demo = try makeDemo()
        demo.routeScheme = "demo"
        let catalogue = try await demo.listScreens()
        var frames: [(sample: ScreenSample, screen: RenderedScreen)] = []
        var processes: Set<Int32> = []
        await launchEveryScreen(demo, in: catalogue, variants: Self.twelveVariants, shard: (1, 1)) { sample, app in
            frames.append((sample, app.screen))
            app.sessionProcessIdentifier.map { _ = processes.insert($0) }
        }
        let expected = catalogue.screenSamples.flatMap { sample in Self.twelveVariants.map { (sample, $0) } }
        #expect(catalogue.screenSamples.count == 10)
        #expect(frames.count == 120)
        #expect(frames.map(\.sample) == expected.map(\.0))
        for (frame, cell) in zip(frames, expected) {
            Self.expectDrawn(frame.screen, in: cell.1, "\(cell.0) in \(cell.1)")
        }
        #expect(frames.first?.screen.variantLine == "appearance=light contentSize=large layoutDirection=leftToRight")
        #expect(processes.count == 1, "every cell was routed in the same process")
        #expect(demo.exitStatus == 0 && !demo.wasSignalled, "the session ended cleanly")
    }

    @Test func aRouteWithoutAVariantShowsTheScreenTheDevicesWayAgain() async throws {
        let app = try makeDemo()
        app.routeScheme = "demo"
        try await app.startSession()
        let darkArabic = ScreenVariant(appearance: .dark, layoutDirection: .rightToLeft)
        await app.route(to: .screen(.userDetail, model: Fixture.ada, variant: darkArabic))
        #expect(app.screen.variantLine == "appearance=dark layoutDirection=rightToLeft")
        #expect(app.screen[DemoElement.userName] == "Ada Lovelace")
        #expect(app.screen.isDark && app.screen.isRightAligned)
        await app.route(to: .screen(.settings))
        #expect(app.screen.variantLine == nil)
        #expect(!app.screen.isDark && !app.screen.isRightAligned && app.screen.title == "Settings")
        await app.route(to: .screen(.users, variant: ScreenVariant(contentSize: .accessibilityMedium)))
        #expect(app.screen.variantLine == "contentSize=accessibilityMedium" && app.screen.hasTallRows)
        await app.stopSession()
        #expect(app.exitStatus == 0)
    }

    @Test func aScreenThatDoesNotOpenInAVariantIsNamedWithIt() async throws {
        let app = try makeDemo()
        app.routeScheme = "demo"
        try await app.startSession()
        let issues = await capturingIssues {
            await app.route(to: .screen("nowhere", variant: ScreenVariant(appearance: .dark, contentSize: .small)))
        }
        #expect(
            issues.first?.messages.first?.hasPrefix(
                "The app could not open screen `nowhere` in the variant `dark.S`: No screen is registered as `nowhere`."
            ) == true
        )
        await app.stopSession()
    }

    @Test func aLaunchWithAModelCarriesItsVariant() async throws {
        let app = await launchApp(
            try makeDemo(),
            .screen(
                .userDetail,
                model: Fixture.ada,
                variant: ScreenVariant(appearance: .light, contentSize: .extraSmall, layoutDirection: .leftToRight)
            )
        )
        #expect(app.screen.variantLine == "appearance=light contentSize=extraSmall layoutDirection=leftToRight")
        #expect(app.screen[DemoElement.userName] == "Ada Lovelace")
    }

    /// The Swift Testing form: the catalogue's cases crossed with variants, each pair a test case of its own.
    @Test(
        arguments: try await ProcessApplication.product(named: "Demo").listScreens().screenSamples,
        ScreenVariant.matrix(appearances: [.dark], layoutDirections: [.leftToRight, .rightToLeft])
    )
    func everyScreenOpensInEachVariant(_ sample: ScreenSample, _ variant: ScreenVariant) async throws {
        let app = await launchApp(try makeDemo(), .sample(sample, variant: variant))
        #expect(app.exitStatus == 0)
        Self.expectDrawn(app.screen, in: variant, "\(sample) in \(variant)")
    }

    @Test func fourShardsOfTheDemosCatalogueAreDisjointAndCoverIt() async throws {
        let catalogue = try await makeDemo().listScreens()
        let shards = try (1...4).map { try catalogue.shard($0, of: 4) }
        let cases = shards.flatMap { $0.screenSamples.map(\.description) }
        #expect(cases.count == catalogue.screenSamples.count)
        #expect(Set(cases) == Set(catalogue.screenSamples.map(\.description)))
        #expect(shards.map(\.screenSamples.count) == [3, 3, 2, 2])
    }

    @Test func theEveryScreenFormOpensOnlyItsShard() async throws {
        let demo = try makeDemo()
        demo.routeScheme = "demo"
        let catalogue = try await demo.listScreens()
        var opened: [String] = []
        await launchEveryScreen(demo, in: catalogue, shard: (2, 4)) { sample, _ in opened.append("\(sample)") }
        #expect(opened == (try catalogue.shard(2, of: 4)).screenSamples.map(\.description))
        #expect(opened == ["profile: notFound", "userDetail: ada", "users: many"])
        let issues = await capturingIssues {
            await launchEveryScreen(demo, in: catalogue, shard: (0, 4)) { _, _ in opened.append("none") }
        }
        #expect(issues.first?.messages.first?.hasPrefix("`shard(0, of: 4)` names no shard of the catalogue") == true)
        #expect(opened.count == 3)
    }
}
