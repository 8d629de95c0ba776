import Foundation
import ScreenRouter
import Testing

/// A variant in the launch protocol: its arguments and route-URL items, what the parsers refuse, and the host it
/// is handed to.
@MainActor
struct VariantLaunchTests {
    nonisolated static let everyVariant =
        ScreenVariant.matrix(
            appearances: ScreenVariant.Appearance.allCases,
            contentSizes: ScreenVariant.ContentSize.allCases,
            layoutDirections: ScreenVariant.LayoutDirection.allCases
        ) + [ScreenVariant(), ScreenVariant(appearance: .light), ScreenVariant(contentSize: .small)]

    @Test func aVariantTravelsAsThreeArgumentsAndThreeItems() throws {
        let request = LaunchRequest(
            screen: "userDetail",
            sample: "ada",
            variant: ScreenVariant(
                appearance: .dark,
                contentSize: .accessibilityExtraExtraExtraLarge,
                layoutDirection: .rightToLeft
            )
        )
        #expect(
            request.arguments == [
                "--uitesting", "-vc", "userDetail", "-sample", "ada", "-ScreenRouterAppearance", "dark",
                "-ScreenRouterContentSize", "accessibilityExtraExtraExtraLarge", "-ScreenRouterLayoutDirection",
                "rightToLeft",
            ]
        )
        #expect(
            request.routeURL(scheme: "demo")
                == "demo://screenrouter/route?vc=userDetail&sample=ada&appearance=dark"
                + "&contentSize=accessibilityExtraExtraExtraLarge&layoutDirection=rightToLeft"
        )
        #expect(
            LaunchRequest(screen: "settings", variant: ScreenVariant(contentSize: .small)).arguments.suffix(2) == [
                "-ScreenRouterContentSize", "small",
            ]
        )
    }

    @Test(arguments: everyVariant)
    func everyVariantParsesBackFromArgumentsAndRouteURLs(variant: ScreenVariant) throws {
        let request = LaunchRequest(screen: "person", model: .base64("e30="), variant: variant)
        #expect(try LaunchRequest.parse(["/app"] + request.arguments) == request)
        #expect(try LaunchRequest.parse(routeURL: request.routeURL(scheme: "demo")) == request)
    }

    @Test func theVariantsArgumentsMixWithOthersInAnyOrder() throws {
        let request = try LaunchRequest.parse([
            "-ScreenRouterLayoutDirection", "leftToRight", "-AppleLanguages", "(ar)", "--uitesting",
            "-ScreenRouterAppearance", "light", "-vc", "settings",
        ])
        #expect(request?.variant == ScreenVariant(appearance: .light, layoutDirection: .leftToRight))
    }

    @Test func anUnknownValueIsRefusedWithTheValidOnes() {
        let appearance = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest.parse(["--uitesting", "-vc", "userDetail", "-ScreenRouterAppearance", "sepia"])
        }
        #expect(appearance?.code == .malformedArguments)
        #expect(appearance?.screen == "userDetail")
        #expect(
            appearance?.message
                == "`-ScreenRouterAppearance` is `sepia` for screen `userDetail`, which is not an appearance. Valid values: `light`, `dark`. Pass one of them (test support writes it from a `ScreenVariant`), or leave `-ScreenRouterAppearance` out for the device's own."
        )
        let size = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest.parse(["--uitesting", "-vc", "settings", "-ScreenRouterContentSize", "AX5"])
        }
        #expect(
            size?.message.contains(
                "which is not a content size. Valid values: `extraSmall`, `small`, `medium`, `large`, `extraLarge`, "
                    + "`extraExtraLarge`, `extraExtraExtraLarge`, `accessibilityMedium`, `accessibilityLarge`, "
                    + "`accessibilityExtraLarge`, `accessibilityExtraExtraLarge`, `accessibilityExtraExtraExtraLarge`."
            ) == true
        )
        let empty = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest.parse(["--uitesting", "-vc", "settings", "-ScreenRouterLayoutDirection", ""])
        }
        #expect(
            empty?.message.hasPrefix(
                "`-ScreenRouterLayoutDirection` is an empty value for screen `settings`, which is not a layout "
                    + "direction. Valid values: `leftToRight`, `rightToLeft`."
            ) == true
        )
    }

    @Test func anUnknownValueInARouteURLIsRefusedWithTheValidOnes() {
        let url = "demo://screenrouter/route?vc=settings&layoutDirection=rtl"
        let error = #expect(throws: ScreenRouterError.self) { try LaunchRequest.parse(routeURL: url) }
        #expect(error?.code == .malformedArguments)
        #expect(
            error?.message
                == "The route URL `demo://screenrouter/route?vc=settings&layoutDirection=rtl` gives `layoutDirection` `rtl`, which is not a layout direction; valid values: `leftToRight`, `rightToLeft`. A route URL reads `<scheme>://screenrouter/route?vc=<screen>`, optionally followed by `&model=<base64>`, `&modelFile=<path>` or `&sample=<name>`, each value percent-encoded; test support's `route(to:)` writes it for you."
        )
    }

    @Test func aVariantFlagGivenTwiceOrWithoutAValueIsRefused() {
        let twice = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest.parse([
                "--uitesting", "-vc", "settings", "-ScreenRouterAppearance", "dark", "-ScreenRouterAppearance", "light",
            ])
        }
        #expect(twice?.message.hasPrefix("`-ScreenRouterAppearance` was given 2 times (`dark`, `light`)") == true)
        let bare = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest.parse(["--uitesting", "-ScreenRouterContentSize", "-vc", "settings"])
        }
        #expect(
            bare?.message.hasPrefix("`-ScreenRouterContentSize` needs a value, but it was followed by `-vc`") == true
        )
    }

    /// A host that records the variants applied and the screens installed, in order.
    final class VariantHost: ScreenHost {
        var events: [String] = []
        func apply(_ variant: ScreenVariant) { events.append("apply \(variant)") }
        func install(_ root: String, as screen: ScreenID, route: Int) { events.append("install \(root)") }
        func showRoutingFailure(_ error: ScreenRouterError) { events.append("failure \(error.code)") }
    }

    @Test func theHostGetsEachRoutesVariantBeforeItsScreenAndAnEmptyOneWithoutIt() {
        let coordinator = TestingCoordinator<String>()
        coordinator.register("settings") { "settings" }
        let host = VariantHost()
        coordinator.start(in: host, arguments: ["--uitesting", "-vc", "settings", "-ScreenRouterAppearance", "dark"])
        for url in [
            "demo://screenrouter/route?vc=settings&contentSize=large&layoutDirection=rightToLeft",
            "demo://screenrouter/route?vc=settings",
            "demo://screenrouter/route?vc=settings&appearance=dim",
            "demo://screenrouter/route?vc=nowhere&appearance=light",
        ] {
            coordinator.handle(URL(string: url)!, in: host)
        }
        #expect(
            host.events == [
                "apply dark", "install settings", "apply L.rtl", "install settings", "apply default",
                "install settings", "apply default", "failure malformedArguments", "apply light",
                "failure unknownScreen",
            ]
        )
    }

    @Test func aHostWithoutApplyShowsEveryScreenTheDevicesWay() {
        let coordinator = TestingCoordinator<String>()
        coordinator.register("settings") { "settings" }
        let host = CatalogueHost()
        #expect(
            coordinator.start(
                in: host,
                arguments: ["--uitesting", "-vc", "settings", "-ScreenRouterAppearance", "dark"]
            )
        )
        #expect(host.installed == ["settings"])
    }
}
