import Foundation
import ScreenRouter
import Testing

private enum Colour: String, Codable {
    case red, green
}

/// When the decoder gives no reason, the codec finds one: bytes that are not UTF-8, a syntax error with its
/// position, or a value that does not fit its type.
struct DecodingDiagnosisTests {
    @Test func aValueRefusedAtTheTopLevelIsAShapeMismatchNotBadJSON() {
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec().decode(Colour.self, from: Data(#""purple""#.utf8), for: "swatch")
        }
        #expect(error?.code == .modelMismatch)
        #expect(error?.message.contains("does not decode as Colour: the top level: ") == true)
        #expect(error?.message.contains("purple") == true)
    }

    @Test func syntaxErrorsSayWhere() {
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec().decode(Person.self, from: Data(#"{"id":1,}x"#.utf8))
        }
        #expect(error?.code == .unreadablePayload)
        #expect(error?.message.contains("around character 9") == true, "\(error?.message ?? "no error")")
    }

    @Test(
        arguments: [
            ([0xFF], 0, "0xFF"),
            ([0x22, 0xC3, 0x28, 0x22], 1, "0xC3"),
            ([0x22, 0x61, 0xE2, 0x82, 0x22], 2, "0xE2"),
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1, "0xED"),
            ([0x22, 0xC0, 0x80, 0x22], 1, "0xC0"),
        ] as [([UInt8], Int, String)]
    )
    func bytesThatAreNotUTF8AreNamedWithTheirOffset(bytes: [UInt8], offset: Int, hex: String) {
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec().decode(String.self, from: Data(bytes))
        }
        #expect(error?.code == .unreadablePayload)
        #expect(
            error?.message.contains("(byte \(hex) at offset \(offset) is not UTF-8;") == true,
            "\(error?.message ?? "")"
        )
    }

    @Test func validMultibyteTextStillDecodes() throws {
        #expect(try ModelCodec().decode(String.self, from: Data(#""é漢🙂""#.utf8)) == "é漢🙂")
    }
}
