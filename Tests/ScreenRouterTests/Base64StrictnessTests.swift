import Foundation
import ScreenRouter
import Testing

/// `-model` accepts exactly standard, padded base64 on every platform, whatever Foundation's own decoder
/// lets through (on Linux it accepts all of the payloads below).
struct Base64StrictnessTests {
    struct Lenient: Sendable, CustomTestStringConvertible {
        let payload: String
        let fragment: String
        var testDescription: String { payload }
    }

    @Test(arguments: [
        Lenient(payload: "e30=====", fragment: "it ends in 5 padding characters; at most 2 are allowed"),
        Lenient(payload: "====", fragment: "it ends in 4 padding characters"),
        Lenient(payload: "AAAA====", fragment: "it ends in 4 padding characters"),
        Lenient(payload: "e30==", fragment: "its length, 5, is not a multiple of 4"),
        Lenient(payload: "e3=0", fragment: "data continues at offset 3 after padding `=` at offset 2"),
    ])
    func paddingFoundationToleratesIsRefused(_ lenient: Lenient) {
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec().decodeBase64(lenient.payload, for: "person")
        }
        #expect(error?.code == .unreadablePayload)
        #expect(error?.message.contains(lenient.fragment) == true, "\(error?.message ?? "no error")")
    }

    @Test(arguments: 1...48)
    func standardBase64OfEveryLengthDecodes(count: Int) throws {
        let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        #expect(try ModelCodec().decodeBase64(bytes.base64EncodedString()) == bytes)
    }

    @Test func sizeLimitCountsDecodedBytesNotPadding() throws {
        let json = try Person.ada.encoded()
        let base64 = json.base64EncodedString()
        #expect(base64.hasSuffix("=") || base64.hasSuffix("=="))
        // A payload exactly at the limit fits, even though its base64 ends in padding.
        let exact = ModelCodec(maximumPayloadSize: json.count)
        #expect(try exact.decode(Person.self, fromBase64: base64) == .ada)
        let tooSmall = ModelCodec(maximumPayloadSize: json.count - 1)
        let error = #expect(throws: ScreenRouterError.self) { try tooSmall.decodeBase64(base64) }
        #expect(error?.code == .payloadTooLarge)
        #expect(error?.message.contains("is \(json.count) bytes, over") == true, "\(error?.message ?? "no error")")
    }
}
