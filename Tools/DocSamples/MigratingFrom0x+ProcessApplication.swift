// swift-format-ignore-file
// The "after" samples of the Migrating from 0.x article and of CHANGELOG.md that launch an executable with
// ProcessApplication, which exists on macOS and Linux but not on iOS, with what they need around them to compile.
// scripts/build-docs.sh type-checks this file against the package and checks that every Swift sample of the
// article and of the CHANGELOG appears in Tools/DocSamples unchanged.
// triple: macos
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

struct Receipt: Codable, Sendable {
    let total: Int
    let date: Date
}

extension ModelCodec {
    static let iso8601 = ModelCodec(
        makeEncoder: {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            return encoder
        },
        makeDecoder: {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return decoder
        }
    )
}

extension Screen where Model == Receipt {
    static let receipt = Screen("receipt", codec: .iso8601)
    static let legacyReceipt = Screen("receipt")
}

@MainActor
struct MigratedTests {
    let receipt = Receipt(total: 12, date: Date())

    @Test func opensTheReceipt() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        await launchApp(app, .screen(.receipt, model: receipt))
        #expect(app.reportedRoutingFailure() == nil)
    }

    @Test func opensTheReceiptWithTheOtherCodec() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        await launchApp(app, .screen(.legacyReceipt, model: receipt))
    }

    @Test func launchesByHand() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        app.launchArguments = ["--uitesting", "-vc", "settings"]
        try await app.launch()
    }

    @Test func launchesWithTheDevicesLimits() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        app.usesDeviceLaunchLimits = true
        await launchApp(app, .screen(.receipt, model: receipt))
    }

    @Test func opensScreensWithRequests() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        let dark = ScreenVariant(appearance: .dark)
        let sample = try #require(try await app.listScreens().screenSamples.first)
        app.routeScheme = "myapp"
        await launchApp(app, .screen(.receipt, model: receipt, variant: dark), options: [SystemLocale(localeIdentifier: "en_GB")])
        await app.route(to: .sample(sample))
        await app.route(to: .screen("settings"))
        await app.stopSession()
    }
}
