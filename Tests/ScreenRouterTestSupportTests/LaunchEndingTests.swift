import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// Each way a launch into a screen ends has its own code, so a test tells them apart without reading the message.
@MainActor
struct LaunchEndingTests {
    /// A way a launch ends, the app that ends that way, and the code it ends with.
    enum Ending: String, CaseIterable, Sendable {
        case timeout, crash, neverRouted, refusal

        var code: ScreenRouterError.Code {
            switch self {
            case .timeout: .appTimedOut
            case .crash: .appStopped
            case .neverRouted: .screenNotOpened
            case .refusal: .unknownScreen
            }
        }

        /// The app and the screen it is launched into.
        ///
        /// The timeout's app sleeps 30 seconds before it answers, against a timeout of 1: that it was stopped, not
        /// how long it took, is what the test reads.
        @MainActor func launch() throws -> (app: ProcessApplication, screen: ScreenID) {
            switch self {
            case .timeout:
                let probe = try ProcessApplication.product(named: "LaunchProbe")
                probe.timeout = 1
                probe.launchEnvironment = ["PROBE_SLEEP": "30"]
                return (probe, "settings")
            case .crash:
                let probe = try makeProbe()
                probe.launchEnvironment = ["PROBE_CRASH": "1"]
                return (probe, "settings")
            case .neverRouted:
                let home = try ProcessApplication.product(named: "HomeProbe")
                home.timeout = 30
                return (home, "settings")
            case .refusal:
                let demo = try ProcessApplication.product(named: "Demo")
                demo.timeout = 30
                return (demo, "userDetial")
            }
        }
    }

    @Test func everyEndingHasACodeOfItsOwn() {
        #expect(Set(Ending.allCases.map(\.code)).count == Ending.allCases.count)
    }

    @Test(arguments: Ending.allCases)
    func aLaunchIsToldByItsCodeAlone(ending: Ending) async throws {
        let (app, screen) = try ending.launch()
        await withKnownIssue("The app is made to end this way.") {
            await launchApp(app, .screen(screen))
        } matching: { issue in
            issue.screenRouterError?.code == ending.code
        }
        #expect(app.reportedRoutingFailure()?.code == ending.code)
    }
}
