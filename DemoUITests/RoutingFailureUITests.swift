import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// Each class of routing failure, as it reaches a test: the app's own message, at the test's line.
@MainActor
struct RoutingFailureUITests {
    /// Launches the Demo through `launchApp` and returns the failures it recorded.
    func failures(_ launch: (ProcessApplication) async -> Void) async throws -> (ProcessApplication, [String]) {
        let app = try makeDemo()
        let messages = await capturingIssues { await launch(app) }.flatMap { $0.messages }
        return (app, messages)
    }

    @Test func unknownScreenNamesItAndTheRegisteredScreens() async throws {
        let (app, messages) = try await failures { await launchApp($0, .screen("nope")) }
        #expect(app.exitStatus == 1)
        #expect(
            app.element(ScreenRouterError.accessibilityIdentifier)?.label.hasPrefix(
                "No screen is registered as `nope`."
            )
                == true
        )
        #expect(
            messages == [
                "The app could not open screen `nope`: No screen is registered as `nope`. Registered screens, nearest first: `profile`, `users`, `settings`, `userDetail`. Register it with `coordinator.register(\"nope\") { ... }`, or ask for one of the registered screens."
            ]
        )
    }

    @Test func theCodeCrossesTheProcessAndATestMatchesOnIt() async throws {
        let app = try makeDemo()
        app.launchArguments = ["--uitesting", "-vc", "nope"]
        try await app.launch()
        #expect(app.standardError.contains("ScreenRouter.error[unknownScreen]: No screen is registered as `nope`."))
        #expect(app.reportedRoutingFailure()?.code == .unknownScreen)

        await withKnownIssue("The Demo has no screen `nope`.") {
            await launchApp(app, .screen("nope"))
        } matching: { issue in
            issue.screenRouterError?.code == .unknownScreen
        }
    }

    @Test func missingModelNamesTheExpectedType() async throws {
        let (_, messages) = try await failures { await launchApp($0, .screen("userDetail")) }
        #expect(
            messages == [
                "The app could not open screen `userDetail`: Screen `userDetail` needs a model of type User, but the launch carried none. Pass one: `launchApp(app, .screen(.userDetail, model: ...))`, or `-model <base64 of its JSON>` by hand. If the screen can open without one, register it with a default: `register(_:default:samples:build:)`."
            ]
        )
    }

    @Test func malformedPayloadNamesTheBadCharacter() async throws {
        struct RawModel: LaunchOption {
            var launchArguments: [String]? { ["-model", "not base64!"] }
        }
        let (_, messages) = try await failures { await launchApp($0, .screen("userDetail"), options: [RawModel()]) }
        #expect(
            messages == [
                "The app could not open screen `userDetail`: The `-model` payload for screen `userDetail` is not standard base64: a space at offset 3; base64 on the command line has no whitespace or line breaks. Encode it with `try model.base64Encoded()` or `JSONEncoder().encode(model).base64EncodedString()`."
            ]
        )
    }

    @Test func wrongShapeNamesTheTypeAndCodingPath() async throws {
        // A test that declares the screen with another model type than the app's registration.
        struct Stale: Codable {
            var id: Int
            var name: String
            var address: [String: String]
        }
        let stale = Screen<Stale>("userDetail")
        let (_, messages) = try await failures {
            await launchApp($0, .screen(stale, model: Stale(id: 1, name: "Ada", address: ["street": "x"])))
        }
        let message = try #require(messages.first)
        #expect(
            message.hasPrefix(
                "The app could not open screen `userDetail`: The model payload for screen `userDetail` does not decode as User: `username`: key not found."
            )
        )
    }

    @Test func modelForAScreenWithoutOneIsRefused() async throws {
        let wrong = Screen<[String]>("settings")
        let (_, messages) = try await failures { await launchApp($0, .screen(wrong, model: ["x"])) }
        #expect(messages.first?.contains("Screen `settings` takes no model, but the launch carried one") == true)
    }
}
