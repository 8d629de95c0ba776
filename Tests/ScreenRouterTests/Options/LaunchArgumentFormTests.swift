import ExampleOptions
import ScreenRouter
import Testing

struct LaunchArgumentFormTests {
    @Test func flagIsTheKeyAfterADash() {
        #expect(UITests().launchArguments == ["-UITests"])
    }

    @Test func enumerationIsItsOwnValue() {
        #expect(Server.testing.launchArguments == ["-Server", #""testing""#])
        #expect(Server.production.launchArguments == ["-Server", #""production""#])
    }

    @Test func integerEnumerationWritesItsRawValue() {
        #expect(Retries.few.launchArguments == ["-Retries", #""3""#])
    }

    @Test func booleanOptionWritesAQuotedOneOrZero() {
        #expect(SkipLogin().launchArguments == ["-SkipLogin", #""1""#])
        #expect(SkipLogin(isEnabled: false).launchArguments == ["-SkipLogin", #""0""#])
    }

    @Test func booleanValueIsExpressibleByALiteral() {
        let yes: BooleanLaunchArgumentValue = true
        let no: BooleanLaunchArgumentValue = false
        #expect(yes.value == #""1""#)
        #expect(no.value == #""0""#)
    }

    @Test func multipleValuesFormAPropertyListArray() {
        #expect(MagicNumbers([.init(number: 5), .init(number: 7)]).launchArguments == ["-MagicNumbers", "(5, 7)"])
        #expect(MagicNumbers([]).launchArguments == ["-MagicNumbers", "()"])
    }

    @Test func multipleValuesAreExpressibleByAnArrayLiteral() {
        let texts: Texts = ["a", "b c"]
        #expect(texts.launchArguments == ["-Texts", #"("a", "b c")"#])
    }

    @Test func stringValueIsAQuotedPropertyListString() {
        #expect(Greeting(text: "hello world").launchArguments == ["-Greeting", #""hello world""#])
        #expect(Greeting(text: "(hi)").launchArguments == ["-Greeting", #""(hi)""#])
    }

    @Test func languagesFormAList() {
        #expect(SystemLanguages([.English, .French]).launchArguments == ["-AppleLanguages", #"("en", "fr")"#])
        #expect(
            SystemLanguages([.EnglishUnitedKingdom, .ChineseSimplified]).launchArguments == [
                "-AppleLanguages", #"("en-GB", "zh-Hans")"#,
            ]
        )
    }

    @Test func localeIsItsIdentifier() {
        #expect(SystemLocale(localeIdentifier: "fr_FR").launchArguments == ["-AppleLocale", #""fr_FR""#])
    }
}
