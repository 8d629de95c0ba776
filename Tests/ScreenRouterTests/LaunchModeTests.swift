import Foundation
import ScreenRouter
import Testing

/// Every launch the test side writes is read back by the app as the same intent.
struct LaunchModeTests {
    static let intents: [LaunchMode] = [
        .normalStart,
        .session,
        .listScreens(strayScreen: nil),
        .open(LaunchRequest(screen: "userDetail", sample: "ada"), checkOnly: false),
        .open(LaunchRequest(screen: "userDetail", model: .file(path: "/tmp/ada.json")), checkOnly: true),
        .gallery(
            LaunchRequest(screen: "ScreenRouter.gallery", variant: ScreenVariant(appearance: .dark)),
            checkOnly: false
        ),
        .gallery(LaunchRequest(screen: "ScreenRouter.gallery", sample: "ada"), checkOnly: true),
    ]

    @Test(arguments: intents)
    func eachIntentsArgumentsReadBackAsIt(_ intent: LaunchMode) throws {
        #expect(try LaunchMode.parse(["/app"] + intent.arguments) == intent)
    }

    @Test(arguments: intents)
    func aPreviousRequestIsReplacedAndTheOptionsKept(_ intent: LaunchMode) throws {
        let previous =
            ["-Server", "testing", "--uitesting", "-vc", "settings", "-model", "e30=", "--check-model"]
            + ["--list-screens", "--session", "-ScreenRouterAppearance", "dark", "-AppleLanguages", "(de)"]
        let arguments = intent.arguments(replacingRequestIn: previous)
        #expect(arguments == ["-Server", "testing", "-AppleLanguages", "(de)"] + intent.arguments)
        #expect(try LaunchMode.parse(arguments) == intent)
    }

    @Test func aValueThatStartsWithADashIsAKeyForTheAppAsForFoundation() {
        #expect(throws: ScreenRouterError.self) { try LaunchMode.parse(["--uitesting", "-vc", "-Server"]) }
        #expect(
            LaunchArguments.removing(["-Server", "--uitesting"], from: ["-Server", "dev", "--uitesting", "-vc", "x"])
                == ["-vc", "x"]
        )
        #expect(
            LaunchMode.normalStart.arguments(replacingRequestIn: ["--uitesting", "kept", "-vc", "gone", "-A", "b"])
                == ["kept", "-A", "b"],
            "a flag without a value keeps the argument after it"
        )
    }

    @Test func onlyALaunchIntoAScreenOrAMalformedOneOpensAScreen() {
        #expect(LaunchMode.opensScreen(["--uitesting", "-vc", "settings"]))
        #expect(LaunchMode.opensScreen(["--uitesting", "-vc", "ScreenRouter.gallery"]))
        #expect(LaunchMode.opensScreen(["--uitesting"]), "a malformed launch opens the error screen")
        #expect(!LaunchMode.opensScreen(["-vc", "settings"]))
        #expect(!LaunchMode.opensScreen(["--uitesting", "--session"]))
        #expect(!LaunchMode.opensScreen(["--uitesting", "--list-screens"]))
        #expect(!LaunchMode.opensScreen(["--uitesting", "-vc", "settings", "--check-model"]))
    }
}
