import Foundation
import ScreenRouter
import Testing

struct LaunchRequestTests {
    @Test func withoutUITestingFlagNothingIsRouted() throws {
        #expect(try LaunchRequest.parse(["/app", "-vc", "users", "-model", "e30="]) == nil)
        #expect(!LaunchRequest.isUITesting(["/app", "-vc", "users"]))
    }

    @Test(arguments: [
        ["--uitesting", "-vc", "person", "-model", "e30="],
        ["-vc", "person", "--uitesting", "-model", "e30="],
        ["-model", "e30=", "-vc", "person", "--uitesting"],
        [
            "-NSDocumentRevisionsDebugMode", "YES", "-model", "e30=", "--uitesting", "-AppleLanguages", "(en)", "-vc",
            "person",
        ],
        [
            "/path/to/App", "-ApplePersistenceIgnoreState", "YES", "--uitesting", "-vc", "person", "-model", "e30=",
            "-Server", "testing",
        ],
    ])
    func argumentsParseInAnyOrderAmongOthers(arguments: [String]) throws {
        let request = try #require(try LaunchRequest.parse(arguments))
        #expect(request == LaunchRequest(screen: "person", model: .base64("e30=")))
    }

    @Test func modelFileIsTheOtherPayloadForm() throws {
        let request = try LaunchRequest.parse(["--uitesting", "-modelFile", "/tmp/model.json", "-vc", "people"])
        #expect(request == LaunchRequest(screen: "people", model: .file(path: "/tmp/model.json")))
    }

    @Test func requestFormatsToTheProtocolsArguments() {
        #expect(LaunchRequest(screen: "settings").arguments == ["--uitesting", "-vc", "settings"])
        #expect(
            LaunchRequest(screen: "person", model: .base64("e30=")).arguments
                == ["--uitesting", "-vc", "person", "-model", "e30="]
        )
        #expect(
            LaunchRequest(screen: "people", model: .file(path: "/f.json")).arguments
                == ["--uitesting", "-vc", "people", "-modelFile", "/f.json"]
        )
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let code: ScreenRouterError.Code
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Malformed(
            arguments: ["--uitesting"],
            code: .malformedArguments,
            message:
                "`--uitesting` was given without `-vc <screen>`, so there is no screen to launch into. Pass the screen's identifier, for example `-vc userDetail`, or launch through `launchApp(screen:model:)`, which passes it for you."
        ),
        Malformed(
            arguments: ["--uitesting", "-vc"],
            code: .malformedArguments,
            message: "`-vc` needs a value, but it was the last argument. Put the value right after `-vc`."
        ),
        Malformed(
            arguments: ["--uitesting", "-vc", "-model", "e30="],
            code: .malformedArguments,
            message:
                "`-vc` needs a value, but it was followed by `-model`, another flag. Put the value right after `-vc`."
        ),
        Malformed(
            arguments: ["--uitesting", "-vc", "a", "-vc", "b"],
            code: .malformedArguments,
            message:
                "`-vc` was given 2 times (`a`, `b`); the router will not guess which one you meant. Pass it once. Check for a launch argument left in the scheme or in `setUp()`."
        ),
        Malformed(
            arguments: ["--uitesting", "-vc", "a", "-model", "e30=", "-model", "e30="],
            code: .malformedArguments,
            message:
                "`-model` was given 2 times (`e30=`, `e30=`); the router will not guess which one you meant. Pass it once. Check for a launch argument left in the scheme or in `setUp()`."
        ),
        Malformed(
            arguments: ["--uitesting", "-vc", "a", "-model", "e30=", "-modelFile", "/m.json"],
            code: .malformedArguments,
            message:
                "Both `-model` and `-modelFile` were given for screen `a`; a launch carries its model one way. Pass exactly one of them (test support chooses for you by size)."
        ),
        Malformed(
            arguments: ["--uitesting", "-vc", ""],
            code: .malformedArguments,
            message: "The screen identifier after `-vc` is empty. Use a non-empty identifier such as `userDetail`."
        ),
    ])
    func malformedArgumentsAreNamedErrors(_ malformed: Malformed) {
        let error = #expect(throws: ScreenRouterError.self) { try LaunchRequest.parse(malformed.arguments) }
        #expect(error?.code == malformed.code)
        #expect(error?.message == malformed.message)
    }

    @Test(arguments: 1...200)
    func randomModelsRoundTripThroughArguments(seed: Int) throws {
        var generator = SeededGenerator(state: UInt64(seed))
        let person = Person.random(using: &generator)
        let formatted = LaunchRequest(
            screen: .init(Screen<Person>.person.id.rawValue),
            model: .base64(try person.base64Encoded())
        )
        var arguments = formatted.arguments
        arguments += ["-Unrelated", "value", "-NSDocumentRevisionsDebugMode", "YES"]
        arguments.shuffleKeepingPairs(using: &generator)
        let parsed = try #require(try LaunchRequest.parse(arguments))
        #expect(parsed == formatted)
        #expect(try parsed.decodeModel(Person.self) == person)
    }
}

extension Array where Element == String {
    /// Shuffles `--flag` singletons and `-key value` pairs as units.
    mutating func shuffleKeepingPairs(using generator: inout SeededGenerator) {
        var units: [[String]] = []
        var index = startIndex
        while index < endIndex {
            if self[index] == "--uitesting" || index + 1 == endIndex {
                units.append([self[index]])
                index += 1
            } else {
                units.append([self[index], self[index + 1]])
                index += 2
            }
        }
        self = units.shuffled(using: &generator).flatMap { $0 }
    }
}
