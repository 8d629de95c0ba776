import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// Generated texts, not a chosen few, carried as values of the app's own type into a real app.
///
/// The fuzz target checks the same property in-process against Foundation's property-list parsing; this test checks
/// it where it matters, in the `UserDefaults` of a launched app: 300 texts made from the pieces that break quoting
/// (quotes, backslashes, brackets, braces, commas, semicolons, equals signs, white space at either end, line breaks,
/// empty texts, non-ASCII and emoji), each as a single value of its own key and all of them in one list.
@MainActor
struct GeneratedOptionValueTests {
    /// A value of the app's own type whose `value` is its text.
    struct Text: LaunchArgumentValue, Sendable {
        let value: String
    }

    /// `-<key> <text>`.
    struct Single: LaunchArgumentWithSingleValue, Sendable {
        let key: String
        let text: Text
        var value: LaunchArgumentValue { text }
    }

    /// `-GeneratedList (...)`.
    struct List: LaunchArgumentWithMultipleValues, Sendable {
        let key = "GeneratedList"
        let values: [Text]

        init(_ values: [Text]) {
            self.values = values
        }
    }

    /// The same texts on every run: a linear congruential generator from a fixed seed.
    static func texts(count: Int, seed: UInt64) -> [String] {
        let pieces = [
            "a", "Z", "0", "-", "_", ".", " ", "  ", "\t", "\n", "\"", "\\", "'", "(", ")", "{", "}", "[", "]", "<",
            ">",
            ",", ";", "=", "$", "/", ":", "ü", "ñ", "漢", "😀", "\u{202E}", "YES", "NO", "1", "-x", "()", "{}", "\"\"",
        ]
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            (0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined()
        }
    }

    /// What the app reads for a text: the text, but for one that is a single quoted string, which is AutoMate's
    /// quoting, and reads as what is between the quotes.
    static func meant(_ text: String) -> String {
        text.count > 1 && text.hasPrefix("\"") && text.hasSuffix("\"") && !text.dropFirst().dropLast().contains("\"")
            ? String(text.dropFirst().dropLast()) : text
    }

    @Test func generatedTextsArriveAsWrittenAloneAndInAList() async throws {
        let texts = Self.texts(count: 300, seed: 44)
        let singles = texts.enumerated().map { Single(key: "Generated\($0.offset)", text: Text(value: $0.element)) }
        let (_, output) = try await launchProbe("LaunchProbe", options: singles + [List(texts.map(Text.init))])

        var wrong: [String] = []
        for (index, text) in texts.enumerated() {
            let read = output.defaults["Generated\(index)"] as? String
            if read != Self.meant(text) {
                wrong.append("\(text.debugDescription) read as \(read.debugDescription)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(texts.count) texts arrived otherwise: \(wrong.prefix(5))")
        #expect(output.defaults["GeneratedList"] as? [String] == texts.map(Self.meant))
    }
}
