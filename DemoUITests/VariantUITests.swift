import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// Variants across the process boundary: the Demo launched, and routed, in an appearance, a text size and a
/// layout direction, and what it refuses.
@MainActor
struct VariantUITests {
    @Test func aLaunchInAVariantShowsItsLineFirstAndTheScreenDrawnInIt() async throws {
        let app = try makeDemo()
        app.launchArguments = [
            "--uitesting", "-vc", "userDetail", "-sample", "ada", "-ScreenRouterAppearance", "dark",
            "-ScreenRouterContentSize", "accessibilityExtraExtraExtraLarge", "-ScreenRouterLayoutDirection",
            "rightToLeft",
        ]
        try await app.launch()
        #expect(app.exitStatus == 0)
        let lines = app.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let variantLine =
            "[ScreenRouter.variant] appearance=dark contentSize=accessibilityExtraExtraExtraLarge layoutDirection=rightToLeft"
        #expect(lines.first == variantLine)
        #expect(lines.dropFirst().first == "\(String(repeating: " ", count: 70))## User ##")
        #expect(lines.contains { $0.hasSuffix("[userName] Ada Lovelace") && $0.count == 80 })
        #expect(app.showsTitle("User"))
        await UserDetailPage(app: app).thenIShouldSee(element: .userName, text: "Ada Lovelace")
        let output = app.standardOutput
        #expect(output.isDrawnDark && output.isDrawnRightToLeft && output.hasTallRows)
    }

    @Test func onlyThePartsGivenAreShown() async throws {
        let app = try makeDemo()
        app.launchArguments = ["--uitesting", "-vc", "settings", "-ScreenRouterAppearance", "light"]
        try await app.launch()
        #expect(app.standardOutput.hasPrefix("[ScreenRouter.variant] appearance=light\n== Settings ==\n"))
        let output = app.standardOutput
        #expect(!output.isDrawnDark && !output.isDrawnRightToLeft && !output.hasTallRows)
    }

    @Test func aLaunchWithoutAVariantShowsNoVariantLine() async throws {
        let app = await launchApp(try makeDemo(), .screen(.settings))
        #expect(app.standardOutput.hasPrefix("== Settings ==\n"))
        #expect(app.standardOutput.variantLine == nil)
    }

    @Test func aBadValueInTheArgumentsIsRefusedWithTheValidOnes() async throws {
        let app = try makeDemo()
        app.launchArguments = ["--uitesting", "-vc", "users", "-ScreenRouterContentSize", "huge"]
        try await app.launch()
        #expect(app.exitStatus == 1)
        #expect(app.reportedRoutingFailure()?.code == .malformedArguments)
        #expect(
            app.reportedRoutingFailure()?.message
                == "`-ScreenRouterContentSize` is `huge` for screen `users`, which is not a content size. Valid values: `extraSmall`, `small`, `medium`, `large`, `extraLarge`, `extraExtraLarge`, `extraExtraExtraLarge`, `accessibilityMedium`, `accessibilityLarge`, `accessibilityExtraLarge`, `accessibilityExtraExtraLarge`, `accessibilityExtraExtraExtraLarge`. Pass one of them (test support writes it from a `ScreenVariant`), or leave `-ScreenRouterContentSize` out for the device's own."
        )
        #expect(app.showsTitle("Routing failed"))
    }

    /// Route URLs written by hand, piped into the Demo's session: a bad value gets the error screen, and the next
    /// route shows its screen without the variant of the route before.
    @Test func aBadValueInARouteURLIsRefusedAndTheNextRouteStartsFromTheDevicesWay() async throws {
        let demo = try makeDemo().executableURL.path
        let shell = ProcessApplication(executableURL: URL(fileURLWithPath: "/bin/sh"))
        shell.timeout = 30
        let urls = [
            "demo://screenrouter/route?vc=settings&appearance=dark&layoutDirection=rightToLeft",
            "demo://screenrouter/route?vc=settings&appearance=sepia",
            "demo://screenrouter/route?vc=settings",
        ]
        shell.launchArguments = [
            "-c", "printf '\(urls.joined(separator: "\\n"))\\n' | '\(demo)' --uitesting --session",
        ]
        try await shell.launch()
        #expect(shell.exitStatus == 0, "\(shell.standardError)")
        let frames = shell.rawStandardOutput.components(separatedBy: "ScreenRouter.routed ")
        #expect(frames.count == 4)
        #expect(frames[0].variantLine == "appearance=dark layoutDirection=rightToLeft")
        #expect(frames[0].isDrawnDark && frames[0].isDrawnRightToLeft && frames[0].showsTitle("Settings"))
        #expect(frames[1].variantLine == nil && frames[1].showsTitle("Routing failed"))
        #expect(
            frames[1].drawnLines.contains {
                $0.hasPrefix(
                    "[\(ScreenRouterError.accessibilityIdentifier)] The route URL "
                        + "`demo://screenrouter/route?vc=settings&appearance=sepia` gives `appearance` `sepia`, "
                        + "which is not an appearance; valid values: `light`, `dark`."
                )
            }
        )
        #expect(frames[2].variantLine == nil && frames[2].showsTitle("Settings") && !frames[2].isDrawnDark)
        #expect(!frames[2].isDrawnRightToLeft)
    }
}
