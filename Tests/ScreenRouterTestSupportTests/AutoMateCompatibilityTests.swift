import ExampleOptions
import ScreenRouterTestSupport
import Testing

// AutoMate's launch options, as AutoMate writes them: every built-in option's arguments and environment, the
// formatting of values, lists, the set that keeps one option per identifier, and `TestLauncher` with value and
// reference applications. The app's side is in AutoMateSystemOptionsLaunchTests.

/// What an application of AutoMate's kind records: a value type, configured from nonisolated code.
struct RecordedLaunch: Application, Equatable {
    var launchArguments: [String] = []
    var launchEnvironment: [String: String] = [:]
}

struct AutoMateOptionOutputTests {
    static var arguments: [(any LaunchOption, [String])] {
        [
            (SystemLanguages([.Polish, .English]), ["-AppleLanguages", #"("pl", "en")"#]),
            (SystemLanguages([]), ["-AppleLanguages", "()"]),
            (SystemLanguages([.EnglishUnitedStates]), ["-AppleLanguages", #"("en-US")"#]),
            (SystemLocale(localeIdentifier: "pl"), ["-AppleLocale", #""pl""#]),
            (SystemLocale(language: .English, country: .USA), ["-AppleLocale", #""en_US""#]),
            (
                SoftwareKeyboards([.EnglishUnitedStates, .ChineseChinamainland]),
                ["-AppleKeyboards", #"("en_US@sw=QWERTY", "zh_CN@sw=Pinyin-Simplified")"#]
            ),
            (HardwareKeyboards([.Bangla]), ["-AppleKeyboards", #"("bn@hw=Bangla")"#]),
            (
                SystemKeyboards(software: [.Bangla], hardware: [.Bangla]),
                ["-AppleKeyboards", #"("bn@sw=Bengali", "bn@hw=Bangla")"#]
            ),
            (SystemKeyboards(), ["-AppleKeyboards", "()"]),
            (CoreDataOption.sqlDebug(verbosityLevel: .high), ["-com.apple.CoreData.SQLDebug", #""3""#]),
            (CoreDataOption.syntaxColoredLogging, ["-com.apple.CoreData.SyntaxColoredLogging", #""1""#]),
            (CoreDataOption.migrationDebug, ["-com.apple.CoreData.MigrationDebug", #""1""#]),
            (CoreDataOption.concurrencyDebug, ["-com.apple.CoreData.ConcurrencyDebug", #""1""#]),
            (
                CoreDataOption.sqLiteDebugSynchronous(syncing: .full),
                ["-com.apple.CoreData.SQLiteDebugSynchronous", #""3""#]
            ),
            (CoreDataOption.sqLiteIntegrityCheck, ["-com.apple.CoreData.SQLiteIntegrityCheck", #""1""#]),
            (CoreDataOption.threadingDebug(verbosityLevel: .medium), ["-com.apple.CoreData.ThreadingDebug", #""2""#]),
            (LocalizedStrings.doubleLocalizedStrings, ["-NSDoubleLocalizedStrings", #""1""#]),
            (LocalizedStrings.showNonLocalizedStrings, ["-NSShowNonLocalizedStrings", #""1""#]),
        ]
    }

    @Test(arguments: arguments.indices)
    func builtInArgumentOptionPassesExactlyAutoMatesArguments(index: Int) {
        let (option, expected) = Self.arguments[index]
        #expect(option.launchArguments == expected, "\(type(of: option))")
        #expect(option.launchEnvironments == nil)
    }

    static var environments: [(any LaunchOption, [String: String])] {
        [
            (EventLaunchEnvironment(resources: ("this_week", nil)), ["AM_EVENTS_KEY": "nil:this_week"]),
            (
                EventLaunchEnvironment(shouldCleanBefore: true, resources: ("next_week", "Fixtures"), ("monthly", nil)),
                ["AM_EVENTS_KEY": "AM_CLEAN_DATA_FLAG,Fixtures:next_week,nil:monthly"]
            ),
            (EventLaunchEnvironment(shouldCleanBefore: true), ["AM_EVENTS_KEY": "AM_CLEAN_DATA_FLAG,"]),
            (
                [LaunchEnvironmentResourceValue(fileName: "birthday", bundleName: "Data")] as ReminderLaunchEnvironment,
                ["AM_REMINDERS_KEY": "Data:birthday"]
            ),
            (
                ReminderLaunchEnvironment(shouldCleanBefore: true, resources: ("wwdc", nil)),
                ["AM_REMINDERS_KEY": "AM_CLEAN_DATA_FLAG,nil:wwdc"]
            ),
            (ContactLaunchEnvironment(valuesCollection: [.init(fileName: "john")]), ["AM_CONTACTS_KEY": "nil:john"]),
            (ContactLaunchEnvironment(shouldCleanBefore: true), ["AM_CONTACTS_KEY": "AM_CLEAN_DATA_FLAG,"]),
            (AnimationLaunchEnvironment(), ["AM_ANIMATION_KEY": "false"]),
            (AnimationLaunchEnvironment(animation: true), ["AM_ANIMATION_KEY": "true"]),
            (IsInUITestLaunchEnvironment(), ["AM_IS_IN_UI_TEST": "true"]),
            (IsInUITestLaunchEnvironment(inUITest: false), ["AM_IS_IN_UI_TEST": "false"]),
            (LaunchEnvironment(key: "MADE_WITH_LOVE_BY", value: "PGS"), ["MADE_WITH_LOVE_BY": "PGS"]),
            (["A": "1", "B": "2"] as LaunchEnvironments, ["A": "1", "B": "2"]),
        ]
    }

    @Test(arguments: environments.indices)
    func builtInEnvironmentOptionSetsExactlyAutoMatesVariables(index: Int) {
        let (option, expected) = Self.environments[index]
        #expect(option.launchEnvironments == expected, "\(type(of: option))")
        #expect(option.launchArguments == nil)
    }

    @Test func identifiersAreTheKeyTheVariableOrTheTypeName() {
        #expect(SystemLanguages([]).uniqueIdentifier == "AppleLanguages")
        #expect(SoftwareKeyboards([]).uniqueIdentifier == HardwareKeyboards([]).uniqueIdentifier)
        #expect(CoreDataOption.migrationDebug.uniqueIdentifier == "com.apple.CoreData.MigrationDebug")
        #expect(EventLaunchEnvironment(shouldCleanBefore: false).uniqueIdentifier == "AM_EVENTS_KEY")
        #expect(AnimationLaunchEnvironment().uniqueIdentifier == "AM_ANIMATION_KEY")
        #expect(LaunchEnvironment(key: "K", value: "v").uniqueIdentifier == "K")
        let first: LaunchEnvironments = ["B": "1", "A": "2"]
        let second: LaunchEnvironments = ["A": "3", "B": "4"]
        #expect(first.uniqueIdentifier == second.uniqueIdentifier)
        #expect(first.uniqueIdentifier != (["A": "1"] as LaunchEnvironments).uniqueIdentifier)
    }
}

struct AutoMateValueFormattingTests {
    enum Flavour: String, LaunchArgumentValue {
        case vanilla
        case darkChocolate = "dark chocolate"
    }
    enum Level: Int, LaunchArgumentValue {
        case one = 1
        case two = 2
    }
    struct Number: LaunchArgumentValue {
        let number: Int
        var value: String { "\(number)" }
    }
    struct Choice: LaunchArgumentWithSingleValue {
        let key = "Choice"
        let value: LaunchArgumentValue
    }
    struct Choices<Value: LaunchArgumentValue>: LaunchArgumentWithMultipleValues {
        let key = "Choices"
        let values: [Value]
        init(_ values: [Value]) { self.values = values }
    }

    @Test func stringRawValueIsAQuotedString() {
        #expect(Flavour.vanilla.value == #""vanilla""#)
        #expect(Choice(value: Flavour.darkChocolate).launchArguments == ["-Choice", #""dark chocolate""#])
    }

    @Test func integerRawValueIsAQuotedNumber() {
        #expect(Level.two.value == #""2""#)
        #expect(Choice(value: Level.one).launchArguments == ["-Choice", #""1""#])
    }

    @Test func booleanIsAQuotedOneOrZero() {
        #expect(Choice(value: BooleanLaunchArgumentValue.true).launchArguments == ["-Choice", #""1""#])
        #expect(Choice(value: false as BooleanLaunchArgumentValue).launchArguments == ["-Choice", #""0""#])
    }

    @Test func aStringIsAQuotedString() {
        #expect(Choice(value: "a b").launchArguments == ["-Choice", #""a b""#])
    }

    @Test func aValueOfYourOwnIsPassedExactlyAsWritten() {
        #expect(Choice(value: Number(number: 42)).launchArguments == ["-Choice", "42"])
    }

    @Test func multipleValuesAreAParenthesisedListOfFormattedValues() {
        #expect(
            Choices([Flavour.vanilla, .darkChocolate]).launchArguments == [
                "-Choices", #"("vanilla", "dark chocolate")"#,
            ]
        )
        #expect(Choices([Level.one, .two]).launchArguments == ["-Choices", #"("1", "2")"#])
        #expect(Choices([Number(number: 5), Number(number: 7)]).launchArguments == ["-Choices", "(5, 7)"])
        #expect(([] as Choices<Level>).launchArguments == ["-Choices", "()"])
        #expect(Choices(["x"]).launchArguments == ["-Choices", #"("x")"#])
    }
}

struct LaunchOptionsSetTests {
    @Test func insertKeepsTheFirstOptionWithAnIdentifier() {
        var set: LaunchOptionsSet = [SystemLocale(localeIdentifier: "pl")]
        let result = set.insert(SystemLocale(localeIdentifier: "en"))
        #expect(!result.inserted)
        #expect(result.memberAfterInsert.launchArguments == ["-AppleLocale", #""pl""#])
        #expect(set.map(\.launchArguments) == [["-AppleLocale", #""pl""#]])
    }

    @Test func updateReplacesAndMovesLast() {
        var set: LaunchOptionsSet = [
            SystemLocale(localeIdentifier: "pl"), CoreDataOption.sqlDebug(verbosityLevel: .high),
        ]
        let replaced = set.update(with: SystemLocale(localeIdentifier: "en"))
        #expect(replaced?.launchArguments == ["-AppleLocale", #""pl""#])
        #expect(set.map(\.uniqueIdentifier) == ["com.apple.CoreData.SQLDebug", "AppleLocale"])
        #expect(Array(set).first?.launchArguments == CoreDataOption.sqlDebug(verbosityLevel: .high).launchArguments)
    }

    @Test func removeTakesTheOptionWithTheIdentifier() {
        var set: LaunchOptionsSet = [
            CoreDataOption.sqlDebug(verbosityLevel: .high), IsInUITestLaunchEnvironment(inUITest: true),
        ]
        #expect(
            set.remove(CoreDataOption.sqlDebug(verbosityLevel: .low))?.launchArguments
                == CoreDataOption.sqlDebug(verbosityLevel: .high).launchArguments
        )
        #expect(set.remove(CoreDataOption.sqlDebug(verbosityLevel: .low)) == nil)
        #expect(set.map(\.uniqueIdentifier) == ["AM_IS_IN_UI_TEST"])
    }

    @Test func algebraComparesIdentifiersAndKeepsOrder() {
        let left: LaunchOptionsSet = [
            CoreDataOption.sqlDebug(verbosityLevel: .high), IsInUITestLaunchEnvironment(inUITest: true),
            CoreDataOption.migrationDebug,
        ]
        let right: LaunchOptionsSet = [CoreDataOption.migrationDebug, LocalizedStrings.doubleLocalizedStrings]
        #expect(
            left.union(right).map(\.uniqueIdentifier) == [
                "com.apple.CoreData.SQLDebug", "AM_IS_IN_UI_TEST", "com.apple.CoreData.MigrationDebug",
                "NSDoubleLocalizedStrings",
            ]
        )
        #expect(left.intersection(right).map(\.uniqueIdentifier) == ["com.apple.CoreData.MigrationDebug"])
        #expect(
            left.symmetricDifference(right).map(\.uniqueIdentifier) == [
                "com.apple.CoreData.SQLDebug", "AM_IS_IN_UI_TEST", "NSDoubleLocalizedStrings",
            ]
        )
        #expect(left.symmetricDifference(left).isEmpty)
        #expect(!left.isDisjoint(with: right))
    }

    @Test func equalSetsHaveTheSameIdentifiersInOrder() {
        let set: LaunchOptionsSet = [
            CoreDataOption.sqlDebug(verbosityLevel: .high), IsInUITestLaunchEnvironment(inUITest: true),
        ]
        #expect(set == [CoreDataOption.sqlDebug(verbosityLevel: .low), IsInUITestLaunchEnvironment(inUITest: true)])
        #expect(set != [IsInUITestLaunchEnvironment(inUITest: true), CoreDataOption.sqlDebug(verbosityLevel: .high)])
        #expect(
            LaunchOptionsSet([
                CoreDataOption.sqlDebug(verbosityLevel: .high), CoreDataOption.sqlDebug(verbosityLevel: .low),
            ]).count(where: { _ in true }) == 1
        )
    }
}

struct TestLauncherWithAValueApplicationTests {
    @Test func configuresACopyFromNonisolatedCode() {
        let original = RecordedLaunch(launchArguments: ["-Existing", "1"], launchEnvironment: ["TestRun": "true"])
        let configured = TestLauncher(options: [
            SystemLanguages([.Polish]), AnimationLaunchEnvironment(), SystemLanguages([.English]),
        ]).configure(original)
        #expect(
            original == RecordedLaunch(launchArguments: ["-Existing", "1"], launchEnvironment: ["TestRun": "true"])
        )
        #expect(configured.launchArguments == ["-Existing", "1", "-AppleLanguages", #"("pl")"#])
        #expect(configured.launchEnvironment == ["TestRun": "true", "AM_ANIMATION_KEY": "false"])
    }

    @Test func staticConfigureIsTheSame() {
        let options: [any LaunchOption] = [SystemLocale(localeIdentifier: "pl"), IsInUITestLaunchEnvironment()]
        let configured = TestLauncher.configure(RecordedLaunch(), withOptions: options)
        #expect(configured == TestLauncher(options: options).configure(RecordedLaunch()))
        #expect(configured.launchArguments == ["-AppleLocale", #""pl""#])
        #expect(configured.launchEnvironment == ["AM_IS_IN_UI_TEST": "true"])
    }

    @Test func optionVariablesReplaceTheApplications() {
        let app = RecordedLaunch(launchEnvironment: ["AM_ANIMATION_KEY": "true", "KEEP": "1"])
        let configured = TestLauncher.configure(app, withOptions: [AnimationLaunchEnvironment()])
        #expect(configured.launchEnvironment == ["AM_ANIMATION_KEY": "false", "KEEP": "1"])
    }
}

@MainActor
struct TestLauncherWithAReferenceApplicationTests {
    @Test func configuresTheApplicationItselfOnTheMainActor() throws {
        let app = try ProcessApplication.product(named: "OptionsProbe")
        let configured = TestLauncher.configure(app, withOptions: [SystemLocale(language: .Polish, country: .Poland)])
        #expect(configured === app)
        #expect(app.launchArguments == ["-AppleLocale", #""pl_PL""#])
    }
}
