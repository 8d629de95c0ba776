import Foundation
import ScreenRouter
import Testing

struct ModelCodecTests {
    @Test func payloadMadeThePlainWayDecodes() throws {
        let plain = try JSONEncoder().encode(Person.ada).base64EncodedString()
        let decoded: Person = try plain.decoded()
        #expect(decoded == .ada)
    }

    @Test func seedStyleCallSitesCompileAndWork() throws {
        // The call sites of the article this package grew from.
        let base64 = try! Person.ada.base64Encoded()
        guard let model: Person = try? base64.decoded() else {
            Issue.record("Couldn't decode expected model")
            return
        }
        #expect(model == .ada)
        let data = try Person.ada.encoded()
        #expect(try data.decoded() as Person == .ada)
    }

    @Test func customCodersRoundTripSnakeCaseAndISODates() throws {
        let codec = ModelCodec(
            makeEncoder: {
                let encoder = JSONEncoder()
                encoder.keyEncodingStrategy = .convertToSnakeCase
                encoder.dateEncodingStrategy = .iso8601
                return encoder
            },
            makeDecoder: {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                decoder.dateDecodingStrategy = .iso8601
                return decoder
            }
        )
        let event = Event(eventName: "Launch", startsAt: Date(timeIntervalSince1970: 1_700_000_000))
        let json = try event.encoded(using: codec)
        #expect(String(decoding: json, as: UTF8.self).contains("\"event_name\":\"Launch\""))
        #expect(String(decoding: json, as: UTF8.self).contains("2023-11-14T22:13:20Z"))
        #expect(try json.decoded(using: codec) as Event == event)
        #expect(try event.base64Encoded(using: codec).decoded(using: codec) as Event == event)
        // The default codec does not know these strategies, and says where it stopped.
        let error = #expect(throws: ScreenRouterError.self) { try json.decoded() as Event }
        #expect(error?.code == .modelMismatch)
        #expect(error?.message.contains("`eventName`: key not found") == true)
    }

    struct BadPayload: Sendable, CustomTestStringConvertible {
        let payload: String
        let code: ScreenRouterError.Code
        let fragment: String
        var testDescription: String { "\(code): \(payload.prefix(20))" }
    }

    @Test(arguments: [
        BadPayload(payload: "", code: .unreadablePayload, fragment: "not standard base64: it is empty"),
        BadPayload(payload: "e30", code: .unreadablePayload, fragment: "its length, 3, is not a multiple of 4"),
        BadPayload(payload: "e3 0=", code: .unreadablePayload, fragment: "a space at offset 2"),
        BadPayload(payload: "e30=\n", code: .unreadablePayload, fragment: "whitespace (U+A) at offset 4"),
        BadPayload(payload: "ab-_", code: .unreadablePayload, fragment: "`-` at offset 2 belongs to base64url"),
        BadPayload(payload: "e30=e30=", code: .unreadablePayload, fragment: "data continues at offset 4 after padding"),
        BadPayload(
            payload: "é30=",
            code: .unreadablePayload,
            fragment: "`\\u{00E9}` at offset 0 is not a base64 character"
        ),
        BadPayload(payload: "aGVsbG8gd29ybGQ=", code: .unreadablePayload, fragment: "Found: `hello world`"),
        BadPayload(payload: "e30=", code: .modelMismatch, fragment: "`id`: key not found"),
        BadPayload(
            payload: Data(#"{"id":1,"name":"A","email":"e","tags":[],"address":{"street":"s"}}"#.utf8)
                .base64EncodedString(),
            code: .modelMismatch,
            fragment: "`address.city`: key not found"
        ),
        BadPayload(
            payload: Data(#"{"id":"1","name":"A","email":"e","tags":[],"address":{"street":"s","city":"c"}}"#.utf8)
                .base64EncodedString(),
            code: .modelMismatch,
            fragment: "`id`: expected Int, found a string"
        ),
        BadPayload(
            payload: Data(#"{"id":1,"name":null,"email":"e","tags":[],"address":{"street":"s","city":"c"}}"#.utf8)
                .base64EncodedString(),
            code: .modelMismatch,
            fragment: "`name`: expected String, found null"
        ),
        BadPayload(
            payload: Data(#"{"id":1,"name":"A","email":"e","tags":["x",2],"address":{"street":"s","city":"c"}}"#.utf8)
                .base64EncodedString(),
            code: .modelMismatch,
            fragment: "`tags[1]`: expected String"
        ),
        BadPayload(
            payload: Data(#"[{"id":1}]"#.utf8).base64EncodedString(),
            code: .modelMismatch,
            fragment: "the top level: expected Person (an object), found an array"
        ),
    ])
    func badPayloadsNameTheProblem(_ bad: BadPayload) {
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec().decode(Person.self, fromBase64: bad.payload, for: "person")
        }
        #expect(error?.code == bad.code)
        #expect(error?.screen == "person")
        #expect(error?.message.contains(bad.fragment) == true, "\(error?.message ?? "no error")")
        #expect(error?.message.contains("screen `person`") == true)
    }

    @Test func shapeMismatchNamesTheExpectedType() {
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec().decode(Person.self, fromBase64: "e30=", for: "person")
        }
        #expect(
            error?.message.hasPrefix(
                "The model payload for screen `person` does not decode as Person: `id`: key not found. Found: `{}`."
            )
                == true
        )
    }

    @Test func payloadsOverTheCodecsLimitAreRefused() throws {
        let codec = ModelCodec(maximumPayloadSize: 64)
        let big = Person(
            id: 1,
            name: String(repeating: "x", count: 100),
            email: "",
            address: .init(street: "", city: ""),
            tags: []
        )
        let encodeError = #expect(throws: ScreenRouterError.self) { try codec.encode(big, for: "person") }
        #expect(encodeError?.code == .payloadTooLarge)
        #expect(encodeError?.message.contains("over the codec's maximum payload size of 64 bytes") == true)
        let base64 = try big.base64Encoded()
        let decodeError = #expect(throws: ScreenRouterError.self) { try codec.decode(Person.self, fromBase64: base64) }
        #expect(decodeError?.code == .payloadTooLarge)
    }

    @Test func unencodableModelsAreNamed() {
        let error = #expect(throws: ScreenRouterError.self) { try Double.nan.encoded() }
        #expect(error?.code == .modelNotEncodable)
        #expect(error?.message.contains("of type Double could not be encoded") == true)
    }

    @Test func modelFilesAreReadAndTheirProblemsNamed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("person-\(UUID()).json")
        try JSONEncoder().encode(Person.ada).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let request = LaunchRequest(screen: "person", model: .file(path: url.path))
        #expect(try request.decodeModel(Person.self) == .ada)

        let missing = LaunchRequest(screen: "person", model: .file(path: "/nonexistent/model.json"))
        let error = #expect(throws: ScreenRouterError.self) { try missing.decodeModel(Person.self) }
        #expect(error?.code == .unreadablePayload)
        #expect(error?.message.contains("at `/nonexistent/model.json` could not be read: no such file") == true)

        let tooSmall = ModelCodec(maximumPayloadSize: 10)
        let sizeError = #expect(throws: ScreenRouterError.self) {
            try request.decodeModel(Person.self, using: tooSmall)
        }
        #expect(sizeError?.code == .payloadTooLarge)
    }
}

struct Base64FastPathTests {
    @Test(arguments: [
        "", "e30", "e30=e30=", "====", "e3=0", "e30=====", "ab-_", "e3 0=", "é30=", "QQ==", "QUI=", "QUJD", "e30=",
    ])
    func quickCheckAgreesWithTheDetailedDiagnosis(text: String) throws {
        let accepted = (try? ModelCodec().decodeBase64(text)) != nil
        let decodedByFoundation = Data(base64Encoded: text) != nil
        // Accepted exactly when the text is standard, padded base64, which Foundation then decodes.
        #expect(accepted == (["QQ==", "QUI=", "QUJD", "e30="].contains(text)))
        #expect(!accepted || decodedByFoundation)
    }
}
