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
    static func expectDrawn(_ output: String, in variant: ScreenVariant, _ context: String) {
        #expect(output.variantLine == variantLine(variant), "\(context)")
        #expect(output.isDrawnDark == (variant.appearance == .dark), "\(context)")
        #expect(output.isDrawnRightToLeft == (variant.layoutDirection == .rightToLeft), "\(context)")
        #expect(output.hasTallRows == (variant.contentSize == .accessibilityExtraExtraExtraLarge), "\(context)")
        let titled = output.drawnLines.contains {
            let line = $0.drop { $0 == " " }
            let rule = line.prefix(3)
            return line.count > 6 && (rule == "== " || rule == "## ") && line.hasSuffix(" " + rule.dropLast())
        }
        #expect(titled && !output.showsTitle("Routing failed"), "\(context)")
    }

    @Test func everyScreenAndSampleInTwelveVariantsThroughOneSession() async throws {
        #expect(Self.twelveVariants.count == 12)
        let demo = try makeDemo()
        demo.routeScheme = "demo"
        let catalogue = try await demo.listScreens()
        var frames: [(cell: EveryScreenCell, output: String)] = []
        var processes: Set<Int32> = []
        await launchEveryScreen(demo, variants: Self.twelveVariants, shard: (1, 1), jobs: 1) { cell, app in
            frames.append((cell, app.standardOutput))
            app.sessionProcessIdentifier.map { _ = processes.insert($0) }
        }
        let expected = catalogue.screenSamples.flatMap { sample in Self.twelveVariants.map { (sample, $0) } }
        #expect(catalogue.screenSamples.count == 10)
        #expect(frames.count == 120)
        #expect(frames.map(\.cell.sample) == expected.map(\.0))
        #expect(frames.map(\.cell.variant) == expected.map(\.1))
        #expect(frames.first.map { "\($0.cell)" } == "profile.loaded.light.L.ltr")
        for (frame, cell) in zip(frames, expected) {
            Self.expectDrawn(frame.output, in: cell.1, "\(cell.0) in \(cell.1)")
        }
        #expect(frames.first?.output.variantLine == "appearance=light contentSize=large layoutDirection=leftToRight")
        #expect(processes.count == 1, "every cell was routed in the same process")
        #expect(demo.exitStatus == 0 && !demo.wasSignalled, "the session ended cleanly")
    }

    @Test func aRouteWithoutAVariantShowsTheScreenTheDevicesWayAgain() async throws {
        let app = try makeDemo()
        app.routeScheme = "demo"
        try await app.startSession()
        let darkArabic = ScreenVariant(appearance: .dark, layoutDirection: .rightToLeft)
        await app.route(to: .screen(.userDetail, model: Fixture.ada, variant: darkArabic))
        #expect(app.standardOutput.variantLine == "appearance=dark layoutDirection=rightToLeft")
        await UserDetailPage(app: app).thenIShouldSee(element: .userName, text: "Ada Lovelace")
        #expect(app.standardOutput.isDrawnDark && app.standardOutput.isDrawnRightToLeft)
        await app.route(to: .screen(.settings))
        #expect(app.standardOutput.variantLine == nil)
        let settings = app.standardOutput
        #expect(!settings.isDrawnDark && !settings.isDrawnRightToLeft && settings.showsTitle("Settings"))
        await app.route(to: .screen(.users, variant: ScreenVariant(contentSize: .accessibilityMedium)))
        #expect(app.standardOutput.variantLine == "contentSize=accessibilityMedium" && app.standardOutput.hasTallRows)
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
        #expect(app.standardOutput.variantLine == "appearance=light contentSize=extraSmall layoutDirection=leftToRight")
        await UserDetailPage(app: app).thenIShouldSee(element: .userName, text: "Ada Lovelace")
    }

    /// The Swift Testing form: the catalogue's cases crossed with variants, each pair a test case of its own.
    @Test(
        arguments: try await ProcessApplication.product(named: "Demo").listScreens().screenSamples,
        ScreenVariant.matrix(appearances: [.dark], layoutDirections: [.leftToRight, .rightToLeft])
    )
    func everyScreenOpensInEachVariant(_ sample: ScreenSample, _ variant: ScreenVariant) async throws {
        let app = await launchApp(try makeDemo(), .sample(sample, variant: variant))
        #expect(app.exitStatus == 0)
        Self.expectDrawn(app.standardOutput, in: variant, "\(sample) in \(variant)")
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
        await launchEveryScreen(demo, shard: (2, 4), jobs: 1) { cell, _ in opened.append("\(cell)") }
        let shard = try catalogue.shard(2, of: 4).screenSamples
        #expect(opened == shard.map { "\($0.screen).\($0.sample ?? "default").default" })
        #expect(opened == ["profile.notFound.default", "userDetail.ada.default", "users.many.default"])
        let issues = await capturingIssues {
            await launchEveryScreen(demo, shard: (0, 4)) { _, _ in opened.append("none") }
        }
        #expect(issues.first?.messages.first?.hasPrefix("`shard(0, of: 4)` names no shard of the catalogue") == true)
        #expect(opened.count == 3)
    }
}

/// `locales:` on Linux and macOS, as in an `XCTestCase`: every cell once per locale, each locale's cells in a session
/// of their own launched with its `SystemLocale` and language.
@MainActor
struct EveryScreenLocaleUITests {
    @Test func everyCellOpensInEachLocaleInASessionOfItsOwn() async throws {
        let demo = try makeDemo()
        demo.routeScheme = "demo"
        let locales = [SystemLocale(localeIdentifier: "en_GB"), SystemLocale(localeIdentifier: "ar_SA")]
        var opened: [String] = []
        var processes: [String: Set<Int32>] = [:]
        await launchEveryScreen(demo, locales: locales, shard: (2, 4), jobs: 1) { cell, app in
            let arguments = app.launchArguments
            let locale = arguments.firstIndex(of: "-AppleLocale").map { arguments[$0 + 1] } ?? "none"
            opened.append("\(locale) \(cell)")
            app.sessionProcessIdentifier.map { _ = processes[locale, default: []].insert($0) }
        }
        #expect(
            opened == [
                "\"en_GB\" profile.notFound.default.en_GB", "\"en_GB\" userDetail.ada.default.en_GB",
                "\"en_GB\" users.many.default.en_GB", "\"ar_SA\" profile.notFound.default.ar_SA",
                "\"ar_SA\" userDetail.ada.default.ar_SA", "\"ar_SA\" users.many.default.ar_SA",
            ]
        )
        #expect(processes.values.map(\.count) == [1, 1], "one session for each locale")
        #expect(processes["\"en_GB\""] != processes["\"ar_SA\""])
    }
}
