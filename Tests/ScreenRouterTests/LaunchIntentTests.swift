import Foundation
import ScreenRouter
import Testing

/// Every launch the test side writes is read back by the app as the same intent.
struct LaunchIntentTests {
    static let intents: [LaunchIntent] = [
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
    func eachIntentsArgumentsReadBackAsIt(_ intent: LaunchIntent) throws {
        #expect(try LaunchIntent.parse(["/app"] + intent.arguments) == intent)
    }

    @Test(arguments: intents)
    func aPreviousRequestIsReplacedAndTheOptionsKept(_ intent: LaunchIntent) throws {
        let previous =
            ["-Server", "testing", "--uitesting", "-vc", "settings", "-model", "e30=", "--check-model"]
            + ["--list-screens", "--session", "-ScreenRouterAppearance", "dark", "-AppleLanguages", "(de)"]
        let arguments = intent.arguments(replacingRequestIn: previous)
        #expect(arguments == ["-Server", "testing", "-AppleLanguages", "(de)"] + intent.arguments)
        #expect(try LaunchIntent.parse(arguments) == intent)
    }

    @Test func aValueThatStartsWithADashIsAKeyForTheAppAsForFoundation() {
        #expect(throws: ScreenRouterError.self) { try LaunchIntent.parse(["--uitesting", "-vc", "-Server"]) }
        #expect(
            LaunchArguments.removing(["-Server", "--uitesting"], from: ["-Server", "dev", "--uitesting", "-vc", "x"])
                == ["-vc", "x"]
        )
        #expect(
            LaunchIntent.normalStart.arguments(replacingRequestIn: ["--uitesting", "kept", "-vc", "gone", "-A", "b"])
                == ["kept", "-A", "b"],
            "a flag without a value keeps the argument after it"
        )
    }

    @Test func onlyALaunchIntoAScreenOrAMalformedOneOpensAScreen() {
        #expect(LaunchIntent.opensScreen(["--uitesting", "-vc", "settings"]))
        #expect(LaunchIntent.opensScreen(["--uitesting", "-vc", "ScreenRouter.gallery"]))
        #expect(LaunchIntent.opensScreen(["--uitesting"]), "a malformed launch opens the error screen")
        #expect(!LaunchIntent.opensScreen(["-vc", "settings"]))
        #expect(!LaunchIntent.opensScreen(["--uitesting", "--session"]))
        #expect(!LaunchIntent.opensScreen(["--uitesting", "--list-screens"]))
        #expect(!LaunchIntent.opensScreen(["--uitesting", "-vc", "settings", "--check-model"]))
    }
}
