import Foundation
import ScreenRouter
import Testing

/// A model with an unsigned field, for numbers out of its range.
private struct Reading: Codable, Equatable, Sendable {
    var level: UInt8
}

extension Screen where Model == Reading {
    fileprivate static let reading = Screen("reading")
}

/// Malformed launches through the public routing path: each must fail with its own code and message, and
/// none may crash the process.
struct BadInputMatrixTests {
    struct BadInput: Sendable, CustomTestStringConvertible {
        let name: String
        /// The launch arguments after `/app --uitesting`.
        let arguments: [String]
        let code: ScreenRouterError.Code
        let fragment: String
        /// The maximum payload size of the coordinator's codec, when not the default.
        var payloadLimit: Int?
        var testDescription: String { name }
    }

    static let adaJSON =
        #"{"id":1,"name":"Ada Lovelace","email":"ada@example.com","#
        + #""address":{"street":"12 St James's Square","city":"London"},"tags":["math","engines"]}"#

    static func base64(_ json: String) -> String { Data(json.utf8).base64EncodedString() }

    static func person(_ json: String) -> [String] { ["-vc", "person", "-model", base64(json)] }

    static let adaBase64 = base64(adaJSON)

    static let rows: [BadInput] = [
        BadInput(
            name: "truncated base64",
            arguments: ["-vc", "person", "-model", String(adaBase64.prefix(19))],
            code: .unreadablePayload,
            fragment: "not standard base64: its length, 19, is not a multiple of 4"
        ),
        BadInput(
            name: "missing padding",
            arguments: ["-vc", "person", "-model", "e30"],
            code: .unreadablePayload,
            fragment: "its length, 3, is not a multiple of 4 (truncated, or missing `=` padding)"
        ),
        BadInput(
            name: "too much padding",
            arguments: ["-vc", "person", "-model", "e30====="],
            code: .unreadablePayload,
            fragment: "it ends in 5 padding characters; at most 2 are allowed"
        ),
        BadInput(
            name: "data after padding",
            arguments: ["-vc", "person", "-model", "e30=e30="],
            code: .unreadablePayload,
            fragment: "data continues at offset 4 after padding `=` at offset 3"
        ),
        BadInput(
            name: "space inside the payload",
            arguments: ["-vc", "person", "-model", String(adaBase64.prefix(8)) + " " + adaBase64.dropFirst(8)],
            code: .unreadablePayload,
            fragment: "a space at offset 8; base64 on the command line has no whitespace"
        ),
        BadInput(
            name: "line breaks inside the payload",
            arguments: [
                "-vc", "person", "-model", Data(adaJSON.utf8).base64EncodedString(options: .lineLength76Characters),
            ],
            code: .unreadablePayload,
            fragment: "whitespace (U+D) at offset 76"
        ),
        BadInput(
            name: "base64url alphabet",
            arguments: ["-vc", "person", "-model", "ab-_"],
            code: .unreadablePayload,
            fragment: "`-` at offset 2 belongs to base64url; use standard base64"
        ),
        BadInput(
            name: "non-UTF-8 bytes in the JSON",
            arguments: [
                "-vc", "person", "-model",
                Data([0x7B, 0x22, 0x69, 0x64, 0x22, 0x3A, 0xFF, 0x7D]).base64EncodedString(),
            ],
            code: .unreadablePayload,
            fragment: "is not JSON (byte 0xFF at offset 6 is not UTF-8; a payload is UTF-8 text)"
        ),
        BadInput(
            name: "text that is not JSON",
            arguments: person("hello"),
            code: .unreadablePayload,
            fragment: "Person was expected. Found: `hello`."
        ),
        BadInput(
            name: "a lone surrogate escape",
            arguments: person(#"{"id":1,"name":"\ud800"}"#),
            code: .unreadablePayload,
            fragment: "expected low-surrogate code point"
        ),
        BadInput(
            name: "JSON of the wrong type",
            arguments: person("[\(adaJSON)]"),
            code: .modelMismatch,
            fragment: "does not decode as Person: the top level: expected Person (an object), found an array"
        ),
        BadInput(
            name: "a string for an Int",
            arguments: person(adaJSON.replacingOccurrences(of: #""id":1"#, with: #""id":"1""#)),
            code: .modelMismatch,
            fragment: "`id`: expected Int, found a string"
        ),
        BadInput(
            name: "1e400 for an Int",
            arguments: person(adaJSON.replacingOccurrences(of: #""id":1"#, with: #""id":1e400"#)),
            code: .unreadablePayload,
            fragment: "is not JSON (Number 1e400 is not representable in Swift.)"
        ),
        BadInput(
            name: "an Int beyond Int64",
            arguments: person(adaJSON.replacingOccurrences(of: #""id":1"#, with: #""id":9223372036854775808"#)),
            code: .modelMismatch,
            fragment:
                "does not decode as Person: `id`: expected Int, found a number, `9223372036854775808`, which Int cannot hold"
        ),
        BadInput(
            name: "a negative number for a UInt8",
            arguments: ["-vc", "reading", "-model", base64(#"{"level":-1}"#)],
            code: .modelMismatch,
            fragment:
                "does not decode as Reading: `level`: expected UInt8, found a number, `-1`, which UInt8 cannot hold"
        ),
        BadInput(
            name: "null for a non-optional String",
            arguments: person(adaJSON.replacingOccurrences(of: #""name":"Ada Lovelace""#, with: #""name":null"#)),
            code: .modelMismatch,
            fragment: "`name`: expected String, found null"
        ),
        BadInput(
            name: "a nested key missing",
            arguments: person(adaJSON.replacingOccurrences(of: #","city":"London""#, with: "")),
            code: .modelMismatch,
            fragment: "`address.city`: key not found"
        ),
        BadInput(
            name: "10,000 nested arrays",
            arguments: person(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)),
            code: .unreadablePayload,
            fragment: "nests arrays and objects more than 512 levels deep (level 513 opens at byte 512)"
        ),
        BadInput(
            name: "600 nested objects",
            arguments: person(String(repeating: #"{"a":"#, count: 600) + "1" + String(repeating: "}", count: 600)),
            code: .unreadablePayload,
            fragment: "(level 513 opens at byte 2560)"
        ),
        BadInput(
            name: "an identifier with spaces and unicode",
            arguments: ["-vc", "user détail 🙂"],
            code: .unknownScreen,
            fragment: "No screen is registered as `user détail 🙂`. Registered screens"
        ),
        BadInput(
            name: "an identifier with a trailing space",
            arguments: ["-vc", "person "],
            code: .unknownScreen,
            fragment: "No screen is registered as `person `. Registered screens, nearest first: `person`,"
        ),
        BadInput(
            name: "an empty screen identifier",
            arguments: ["-vc", ""],
            code: .malformedArguments,
            fragment: "The screen identifier after `-vc` is empty."
        ),
        BadInput(
            name: "an empty model",
            arguments: ["-vc", "person", "-model", ""],
            code: .unreadablePayload,
            fragment: "for screen `person` is not standard base64: it is empty"
        ),
        BadInput(
            name: "a flag given twice",
            arguments: ["-vc", "person", "-model", adaBase64, "-vc", "reading"],
            code: .malformedArguments,
            fragment: "`-vc` was given 2 times (`person`, `reading`)"
        ),
        BadInput(
            name: "a property-list array as the model",
            arguments: ["-vc", "person", "-model", "(a, b)"],
            code: .unreadablePayload,
            fragment: "`(` at offset 0 is not a base64 character"
        ),
        BadInput(
            name: "a property-list dictionary as the model",
            arguments: ["-vc", "person", "-model", "{a=b;}"],
            code: .unreadablePayload,
            fragment: "`{` at offset 0 is not a base64 character"
        ),
        BadInput(
            name: "a payload over a small codec's limit",
            arguments: ["-vc", "person", "-model", adaBase64],
            code: .payloadTooLarge,
            fragment: "is 142 bytes, over the codec's maximum payload size of 64 bytes",
            payloadLimit: 64
        ),
        BadInput(
            name: "a missing model file",
            arguments: ["-vc", "person", "-modelFile", "/nonexistent/ada.json"],
            code: .unreadablePayload,
            fragment: "at `/nonexistent/ada.json` could not be read: no such file"
        ),
        BadInput(
            name: "a directory as the model file",
            arguments: ["-vc", "person", "-modelFile", "/"],
            code: .unreadablePayload,
            fragment: "at `/` could not be read: it is a directory"
        ),
        BadInput(
            name: "a device as the model file",
            arguments: ["-vc", "person", "-modelFile", "/dev/zero"],
            code: .unreadablePayload,
            fragment: "at `/dev/zero` could not be read: it is not a regular file"
        ),
        BadInput(
            name: "both -model and -modelFile",
            arguments: ["-vc", "person", "-model", adaBase64, "-modelFile", "/tmp/ada.json"],
            code: .malformedArguments,
            fragment: "Both `-model` and `-modelFile` were given for screen `person`"
        ),
        BadInput(
            name: "-vc as the last argument",
            arguments: ["-model", adaBase64, "-vc"],
            code: .malformedArguments,
            fragment: "`-vc` needs a value, but it was the last argument"
        ),
        BadInput(
            name: "a flag where a value belongs",
            arguments: ["-model", "-vc", "person"],
            code: .malformedArguments,
            fragment: "`-model` needs a value, but it was followed by `-vc`, another flag"
        ),
        BadInput(
            name: "no screen at all",
            arguments: ["-model", adaBase64],
            code: .malformedArguments,
            fragment: "`--uitesting` was given without `-vc <screen>`"
        ),
        BadInput(
            name: "no model for a typed screen",
            arguments: ["-vc", "reading"],
            code: .modelMismatch,
            fragment: "Screen `reading` needs a model of type Reading, but the launch carried none"
        ),
        BadInput(
            name: "a model for a screen without one",
            arguments: ["-vc", "settings", "-model", "e30="],
            code: .modelMismatch,
            fragment: "Screen `settings` takes no model, but the launch carried one (2 bytes of JSON)"
        ),
    ]

    @MainActor
    @Test(arguments: rows)
    func badInputFailsWithItsOwnCodeAndMessage(_ bad: BadInput) throws {
        let codec = bad.payloadLimit.map { ModelCodec(maximumPayloadSize: $0) } ?? ModelCodec()
        let coordinator = TestingCoordinator<String>()
        coordinator.register(Screen<Person>("person", codec: codec)) { person in "person:\(person.name)" }
        coordinator.register(.reading) { reading in "reading:\(reading.level)" }
        coordinator.register("settings") { "settings" }

        let (host, routedLines) = coordinator.launch(bad.arguments)
        #expect(routedLines == ["ScreenRouter.routed 0\n"], "the error screen is route 0")
        guard let error = host.failures.first, host.installed.isEmpty else {
            Issue.record("expected a routing failure, got \(host.installed)")
            return
        }
        #expect(error.code == bad.code)
        #expect(error.message.contains(bad.fragment), "\(error.message)")
    }

    @Test func everyRowIsDistinct() {
        #expect(Set(Self.rows.map(\.name)).count == Self.rows.count)
        #expect(Set(Self.rows.map(\.fragment)).count == Self.rows.count)
        #expect(Self.rows.count >= 15)
    }

    @MainActor
    @Test func theMatrixFixtureIsItselfValid() throws {
        let coordinator = TestingCoordinator<String>()
        coordinator.register(.person) { person in "person:\(person.name)" }
        let (host, routedLines) = coordinator.launch(Self.person(Self.adaJSON))
        #expect(host.failures.isEmpty, "the unaltered fixture must route")
        #expect(host.installed == ["person:Ada Lovelace"])
        #expect(routedLines == ["ScreenRouter.routed 0\n"])
    }
}
