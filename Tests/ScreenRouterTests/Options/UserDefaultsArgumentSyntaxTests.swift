import ExampleOptions
import ScreenRouter
import Testing

struct UserDefaultsArgumentSyntaxTests {
    @Test(arguments: ["testing", "", " lead", "-5", "(a, b)", "{a=b;}", "<41>", "\"quoted\"", "Zürich", "a,b"])
    func aStringIsWrittenQuotedAndReadsBackAsItWas(value: String) {
        let written = UserDefaultsArgumentSyntax.written(value)
        #expect(written.hasPrefix("\"") && written.hasSuffix("\""))
        #expect(UserDefaultsArgumentSyntax.readBack(value) == value)
        #expect(UserDefaultsArgumentSyntax.parse(["-Key", written])["Key"] as? String == value)
    }

    @Test func aValueOfYourOwnIsWrittenAsItIs() {
        #expect(UserDefaultsArgumentSyntax.written(MagicNumbers.Number(number: 5)) == "5")
        #expect(UserDefaultsArgumentSyntax.readBack(MagicNumbers.Number(number: 5)) == "5")
    }

    /// A value of the app's own type whose `value` is its text.
    private struct Text: LaunchArgumentValue {
        let value: String
        init(_ value: String) { self.value = value }
    }

    @Test func aListOfOwnValuesQuotesOnlyTheElementsFoundationWouldChange() {
        let texts = ["a b", "c,d", "(e)", "{f=g;}", "q\"x", "back\\slash", "ünï", "😀 ok", "", "5", "en_GB", "-1"]
        let written = UserDefaultsArgumentSyntax.list(texts.map(Text.init))
        #expect(
            written
                == #"("a b", "c,d", "(e)", "{f=g;}", "q\"x", "back\\slash", "\U00FCn\U00EF", "\UD83D\UDE00 ok", "", 5, en_GB, -1)"#
        )
        #expect(UserDefaultsArgumentSyntax.parse(["-Key", written])["Key"] as? [String] == texts)
    }

    @Test func aListOfAutoMatesValuesIsWrittenAsAutoMateWritesIt() {
        #expect(
            UserDefaultsArgumentSyntax.list([MagicNumbers.Number(number: 5), MagicNumbers.Number(number: 7)])
                == "(5, 7)"
        )
        #expect(
            UserDefaultsArgumentSyntax.list([Feature.darkMode, Feature.newCheckout]) == #"("darkMode", "newCheckout")"#
        )
        #expect(UserDefaultsArgumentSyntax.list([Text(#""pl""#), Text("en-GB")]) == #"("pl", en-GB)"#)
        #expect(UserDefaultsArgumentSyntax.list([Text]()) == "()")
    }

    @Test(arguments: ["(e)", "{f=g;}", "<41>", "[1]", "-5", " lead", "trail ", "line\n", ""])
    func anOwnValueFoundationWouldChangeIsQuoted(text: String) {
        let written = UserDefaultsArgumentSyntax.written(Text(text))
        #expect(written == UserDefaultsArgumentSyntax.quoted(text))
        #expect(UserDefaultsArgumentSyntax.parse(["-Key", written])["Key"] as? String == text)
    }

    @Test(arguments: ["a b", "c,d", "q\"x", "ünï", "😀 ok", "5", "f(x)", #""pl""#])
    func anOwnValueFoundationReadsAsMeantIsWrittenAsItIs(text: String) {
        #expect(UserDefaultsArgumentSyntax.written(Text(text)) == text)
    }

    @Test func aRawValueThatIsAlsoAnEnvironmentValueIsWrittenQuoted() {
        enum Source: String, LaunchArgumentValue, LaunchEnvironmentValue { case mock }
        #expect(Source.mock.value == "mock")
        #expect(UserDefaultsArgumentSyntax.written(Source.mock) == #""mock""#)
    }

    @Test func quotingEscapesQuotesBackslashesAndControlCharacters() {
        #expect(UserDefaultsArgumentSyntax.quoted(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(UserDefaultsArgumentSyntax.quoted("one\ntwo\tthree\r") == #""one\ntwo\tthree\U000D""#)
    }

    @Test func quotingWritesNonASCIIAsUTF16Escapes() {
        #expect(UserDefaultsArgumentSyntax.quoted("é🙂") == #""\U00E9\UD83D\UDE42""#)
    }

    @Test func parseReadsPairsAsFoundationDoes() {
        let domain = UserDefaultsArgumentSyntax.parse([
            "/app", "--uitesting", "-vc", "home", "-Flag", "-Numbers", "(5, 7)", "-Padded", "  x  ", "-Negative", "-5",
        ])
        #expect(domain["vc"] as? String == "home")
        #expect(domain["Numbers"] as? [String] == ["5", "7"])
        #expect(domain["Padded"] as? String == "x")
        #expect(domain["Flag"] == nil)
        #expect(domain["Negative"] == nil)
        #expect(domain["-uitesting"] == nil)
    }

    @Test(arguments: [" x", "x ", "\tx", "x\n", "\u{2003}x\u{2003}", "x"])
    func parseTrimsWhiteSpaceAtEitherEnd(value: String) {
        #expect(UserDefaultsArgumentSyntax.parse(["-Key", value])["Key"] as? String == "x")
    }

    @Test func parseKeepsALongValueWhole() {
        let value = String(repeating: "QUJD", count: 32_768)
        #expect(UserDefaultsArgumentSyntax.parse(["-Key", value])["Key"] as? String == value)
    }

    @Test func unparsablePropertyListStaysText() {
        #expect(UserDefaultsArgumentSyntax.parse(["-Key", "(unbalanced"])["Key"] as? String == "(unbalanced")
    }
}
