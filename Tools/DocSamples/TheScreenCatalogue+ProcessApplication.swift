// swift-format-ignore-file
// The Screen Catalogue article's samples that launch an executable with ProcessApplication, which exists on macOS
// and Linux but not on iOS, with what they need around them to compile. scripts/build-docs.sh type-checks this file
// against the package and checks that every sample of the page appears in Tools/DocSamples unchanged. Change a
// sample here and on the page together.
// triple: macos
import Foundation
import ScreenRouter

import ScreenRouterTestSupport
import Testing

@MainActor
struct EveryScreenTests {
    @Test(arguments: try await ProcessApplication.product(named: "MyApp").listScreens().screenSamples)
    func opens(_ sample: ScreenSample) async throws {
        let app = await launchApp(try ProcessApplication.product(named: "MyApp"), .sample(sample))
        #expect(app.reportedRoutingFailure() == nil)
    }
}

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

@MainActor
struct FixtureTests {
    @Test(arguments: try await ProcessApplication.product(named: "MyApp").listScreens().fixtureFiles(in: fixtures))
    func fixtureStillDecodes(_ fixture: FixtureFile) async throws {
        await checkFixture(fixture, with: try ProcessApplication.product(named: "MyApp"))
    }
}

@MainActor
struct EveryVariantTests {
    @Test(
        arguments: try await ProcessApplication.product(named: "MyApp").listScreens().screenSamples,
        ScreenVariant.matrix(appearances: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft])
    )
    func opens(_ sample: ScreenSample, _ variant: ScreenVariant) async throws {
        let app = await launchApp(try ProcessApplication.product(named: "MyApp"), .sample(sample, variant: variant))
        #expect(app.reportedRoutingFailure() == nil)
    }
}

@MainActor
struct EveryScreenShardTests {
    @Test(arguments: try await ProcessApplication.product(named: "MyApp").listScreens().shard().screenSamples)
    func opens(_ sample: ScreenSample) async throws {
        await launchApp(try ProcessApplication.product(named: "MyApp"), .sample(sample))
    }
}
