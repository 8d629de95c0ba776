import ExampleOptions
import Foundation
import ScreenRouter
import Testing

struct LaunchArgumentsReadingTests {
    private func launched(_ options: any LaunchOption...) -> OptionReader {
        OptionReader(parsing: ["/path/to/app"] + options.flatMap { $0.launchArguments ?? [] })
    }

    @Test(arguments: Server.allCases)
    func enumerationReadsBackTheCaseItWasLaunchedWith(server: Server) throws {
        #expect(try launched(server).value(of: Server.self) == server)
    }

    /// Values are written quoted, as AutoMate writes them; an app launched with the unquoted form, as written by
    /// hand in a scheme or by earlier releases, reads the same case.
    @Test(arguments: [["-Server", #""testing""#], ["-Server", "testing"]])
    func enumerationReadsBackQuotedOrNot(arguments: [String]) throws {
        #expect(try OptionReader(parsing: ["/app"] + arguments).value(of: Server.self) == .testing)
    }

    @Test(arguments: [[#""1""#, #""0""#], ["YES", "NO"]])
    func booleanReadsBackQuotedOrNot(spellings: [String]) throws {
        #expect(try OptionReader(parsing: ["/app", "-SkipLogin", spellings[0]]).bool(forKey: "SkipLogin") == true)
        #expect(try OptionReader(parsing: ["/app", "-SkipLogin", spellings[1]]).bool(forKey: "SkipLogin") == false)
    }

    @Test func integerEnumerationReadsBack() throws {
        #expect(try launched(Retries.few).value(of: Retries.self) == .few)
    }

    @Test func absentEnumerationIsNil() throws {
        #expect(try launched(SkipLogin()).value(of: Server.self) == nil)
    }

    @Test func unknownEnumerationValueThrowsListingTheValidValues() {
        let launch = OptionReader(parsing: ["/app", "-Server", "staging"])
        let error = #expect(throws: ScreenRouterError.self) { try launch.value(of: Server.self) }
        #expect(error?.code == .invalidOptionValue)
        #expect(error?.message.contains(#"`-Server` set to "staging""#) == true)
        #expect(error?.message.contains("Valid values: `testing`, `production`.") == true)
    }

    @Test func listWhereTextIsExpectedThrows() {
        let launch = OptionReader(parsing: ["/app", "-Server", "(testing, production)"])
        let error = #expect(throws: ScreenRouterError.self) { try launch.value(of: Server.self) }
        #expect(error?.message.contains("which the app cannot read as text") == true)
    }

    @Test(arguments: [true, false])
    func booleanReadsBack(isEnabled: Bool) throws {
        #expect(try launched(SkipLogin(isEnabled: isEnabled)).bool(forKey: "SkipLogin") == isEnabled)
    }

    @Test(arguments: [
        ("YES", true), ("yes", true), ("true", true), ("1", true), ("NO", false), ("False", false),
        ("0", false),
    ])
    func booleanAcceptsCommonSpellings(text: String, expected: Bool) throws {
        #expect(try OptionReader(parsing: ["-SkipLogin", text]).bool(forKey: "SkipLogin") == expected)
    }

    @Test func absentBooleanIsNil() throws {
        #expect(try OptionReader(parsing: ["/app"]).bool(forKey: "SkipLogin") == nil)
    }

    @Test func nonBooleanThrowsListingTheSpellings() {
        let launch = OptionReader(parsing: ["/app", "-SkipLogin", "maybe"])
        let error = #expect(throws: ScreenRouterError.self) { try launch.bool(forKey: "SkipLogin") }
        #expect(error?.message.contains(#""maybe""#) == true)
        #expect(error?.message.contains("`YES`, `NO`") == true)
    }

    @Test func multipleValuesReadBackAsTexts() throws {
        let read = try launched(MagicNumbers([.init(number: 5), .init(number: 7)])).strings(forKey: "MagicNumbers")
        #expect(read == ["5", "7"])
    }

    @Test func singleValueWhereAListIsExpectedThrows() {
        let launch = OptionReader(parsing: ["/app", "-MagicNumbers", "5"])
        #expect(throws: ScreenRouterError.self) { try launch.strings(forKey: "MagicNumbers") }
    }

    @Test(arguments: ["(a b, c,d)", "(unbalanced", "(\"a\" \"b\")"])
    func listFoundationDidNotParseThrowsNamingTheKeyAndTheArgument(argument: String) {
        let launch = OptionReader(parsing: ["/app", "-AwkwardList", argument])
        let error = #expect(throws: ScreenRouterError.self) { try launch.strings(forKey: "AwkwardList") }
        #expect(error?.code == .invalidOptionValue)
        #expect(error?.message.contains("`-AwkwardList` followed by \(String(reflecting: argument))") == true)
        #expect(error?.message.contains("cannot read as a list") == true)
        #expect(error?.message.contains("`TestLauncher(options: [...])`") == true)
    }

    @Test func textFoundationParsedAsADictionaryThrowsWithItsQuotedForm() {
        let launch = OptionReader(parsing: ["/app", "-Greeting", "{f=g;}"])
        let error = #expect(throws: ScreenRouterError.self) { try launch.string(forKey: "Greeting") }
        #expect(error?.code == .invalidOptionValue)
        #expect(error?.message.contains(#"followed by "{f=g;}", which the app cannot read as text"#) == true)
        #expect(error?.message.contains(#"write it as a quoted string, "{f=g;}""#) == true)
    }

    @Test func argumentFoundationDroppedIsNotAnAbsentOption() throws {
        // The test process was not launched with `-AwkwardList`: its `UserDefaults` holds no value for it.
        let launch = OptionReader(defaults: .standard, arguments: ["/app", "-AwkwardList", "(a b)"])
        let error = #expect(throws: ScreenRouterError.self) { try launch.strings(forKey: "AwkwardList") }
        #expect(error?.message.contains("kept no value for it") == true)
        #expect(try launch.strings(forKey: "Other") == nil)
    }

    @Test func systemOptionsReadBack() throws {
        let launch = launched(
            SystemLanguages([.French, .EnglishUnitedKingdom]),
            SystemLocale(localeIdentifier: "en_GB")
        )
        #expect(try launch.strings(forKey: "AppleLanguages") == ["fr", "en-GB"])
        #expect(try launch.string(forKey: "AppleLocale") == "en_GB")
    }

    @Test func flagIsFoundAmongTheArguments() {
        #expect(launched(UITests()).contains(UITests()))
        #expect(!launched(Server.testing).contains(UITests()))
    }
}
