import ExampleOptions
import ScreenRouter
import Testing

struct ArgumentDomainTests {
    @Test(arguments: ["testing", "production", "YES", "NO", "5", "hello world", "Zürich", "a\"b", "a,b", "x(y)"])
    func valueFoundationReadsAsItIsStaysUnquoted(value: String) {
        #expect(ArgumentDomain.formatValue(value) == value)
    }

    @Test(arguments: ["", " lead", "trail ", "\ttab", "-5", "(a, b)", "{a=b;}", "[1]", "<41>", "\"quoted\""])
    func valueFoundationWouldChangeIsQuoted(value: String) {
        let formatted = ArgumentDomain.formatValue(value)
        #expect(formatted.hasPrefix("\"") && formatted.hasSuffix("\""))
    }

    @Test func quotingEscapesQuotesBackslashesAndControlCharacters() {
        #expect(ArgumentDomain.quoted(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(ArgumentDomain.quoted("one\ntwo\tthree\r") == #""one\ntwo\tthree\U000D""#)
    }

    @Test func quotingWritesNonASCIIAsUTF16Escapes() {
        #expect(ArgumentDomain.quoted("é🙂") == #""\U00E9\UD83D\UDE42""#)
    }

    @Test func listOfPlainValuesFollowsApplesConvention() {
        #expect(ArgumentDomain.formatList(["5", "7"]) == "(5, 7)")
        #expect(ArgumentDomain.formatList(["en", "fr"]) == "(en, fr)")
        #expect(ArgumentDomain.formatList([]) == "()")
    }

    @Test func listQuotesEveryValueThatIsNotBare() {
        let formatted = ArgumentDomain.formatList(["en-GB", "a b", "", "/x", "ok_1.2"])
        #expect(formatted == #"("en-GB", "a b", "", "/x", ok_1.2)"#)
    }

    @Test func parseReadsPairsAsFoundationDoes() {
        let domain = ArgumentDomain.parse([
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
        #expect(ArgumentDomain.parse(["-Key", value])["Key"] as? String == "x")
    }

    @Test func parseKeepsALongValueWhole() {
        let value = String(repeating: "QUJD", count: 32_768)
        #expect(ArgumentDomain.parse(["-Key", value])["Key"] as? String == value)
    }

    @Test func unparsablePropertyListStaysText() {
        #expect(ArgumentDomain.parse(["-Key", "(unbalanced"])["Key"] as? String == "(unbalanced")
    }
}
