import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// A launch into a screen passes only on the app's routed line, `ScreenRouter.routed 0`, which the coordinator
/// writes once the host shows the screen.
@MainActor
struct RoutedSignalTests {
    private func makeHome() throws -> ProcessApplication {
        let home = try ProcessApplication.product(named: "HomeProbe")
        home.timeout = 30
        return home
    }

    @Test func aLaunchOfAnAppThatNeverRoutesFailsAtTheCallersLine() async throws {
        let home = try makeHome()
        var line = 0
        let issues = await capturingIssues {
            line = #line + 1
            await launchApp(home, .screen("settings"))
        }
        #expect(home.exitStatus == 0 && !home.wasSignalled)
        #expect(
            issues.flatMap(\.messages) == [
                """
                The app could not open screen `settings`: `HomeProbe` exited with status 0 without opening a screen: \
                was `TestingCoordinator.start` called before the app drew its first screen?
                Last lines of standard output:
                == Home ==
                [welcome] Welcome back
                It wrote nothing to standard error.
                """
            ]
        )
        #expect(issues.map { $0.sourceLocation?.line } == [line])
        #expect(home.reportedRoutingFailure()?.code == .screenNotOpened)
    }

    @Test func theSameAppLaunchedForANormalStartOrTheCatalogueIsJudgedByItsEnding() async throws {
        let home = try makeHome()
        try await home.launch()
        #expect(home.reportedRoutingFailure() == nil, "a normal start writes no routed line")
        home.launchArguments = ["--uitesting", "--list-screens"]
        try await home.launch()
        #expect(home.reportedRoutingFailure() == nil, "the catalogue's launch has its own rule")
    }

    @Test func aRoutedLaunchPassesOnItsRoutedLine() async throws {
        let probe = try makeProbe()
        await launchApp(probe, .screen("settings"))
        #expect(probe.protocolOutput == "ScreenRouter.routed 0\n")
        #expect(probe.reportedRoutingFailure() == nil)
    }
}
