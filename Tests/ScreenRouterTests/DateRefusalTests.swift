import Foundation
import ScreenRouter
import Testing

private struct Book: Codable, Equatable {
    var title: String
    var published: Date
}

private struct Shelf: Codable {
    var books: [Book]
}

private struct Picky: Decodable {
    init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not today."))
    }
}

/// A date the codec's date strategy refuses is named by its coding path and what was found there, in the package's
/// words, whichever strategy refused it and whether or not the decoder said where.
struct DateRefusalTests {
    private static let iso8601 = ModelCodec(makeDecoder: {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    })

    @Test func anISO8601DateInAnotherFormatNamesItsFieldAndWhatWasFound() throws {
        let json = Data(#"{"title":"Dune","published":"12 May 1965"}"#.utf8)
        let error = #expect(throws: ScreenRouterError.self) {
            try Self.iso8601.decode(Book.self, from: json, for: "bookDetail")
        }
        #expect(error?.code == .modelMismatch)
        let message = try #require(error?.message)
        #expect(
            message.hasPrefix(
                "The model payload for screen `bookDetail` does not decode as Book: `published`: expected an ISO 8601 "
                    + #"date, such as `2024-05-12T09:30:00Z`, found a string, `"12 May 1965"`. Found: "#
            ),
            "\(message)"
        )
        #expect(!message.contains(".. "))
        #expect(!message.contains("ISO8601-formatted"))
    }

    @Test func aRefusedDateDeepInsideAnArrayIsNamedByItsWholePath() {
        let json = Data(
            #"{"books":[{"title":"A","published":"2024-05-12T09:30:00Z"},{"title":"B","published":"soon"}]}"#.utf8
        )
        let error = #expect(throws: ScreenRouterError.self) { try Self.iso8601.decode(Shelf.self, from: json) }
        #expect(
            error?.message.contains(#"`books[1].published`: expected an ISO 8601 date"#) == true,
            "\(error?.message ?? "no error")"
        )
    }

    @Test func datesTheStrategyReadsDecode() throws {
        let json = Data(#"{"title":"Dune","published":"1965-08-01T00:00:00Z"}"#.utf8)
        #expect(
            try Self.iso8601.decode(Book.self, from: json).published
                == Date(timeIntervalSince1970: -139_449_600)
        )
    }

    @Test func aModelsOwnReasonEndsWithOnePeriod() {
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec().decode(Picky.self, from: Data("{}".utf8))
        }
        #expect(error?.message.contains("the top level: Not today. Found: ") == true, "\(error?.message ?? "no error")")
    }
}
