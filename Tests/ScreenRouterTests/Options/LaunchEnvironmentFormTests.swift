import ExampleOptions
import ScreenRouter
import Testing

/// A multiple-values option whose values are AutoMate's Boolean environment values.
struct Switches: LaunchEnvironmentWithMultipleValues {
    let valuesCollection: [BooleanLaunchEnvironmentValue]
}

/// A value passed both as a launch argument and in the environment.
enum DataSource: String, LaunchArgumentValue, LaunchEnvironmentValue {
    case valid = "mock_valid"
    case error = "mock_error"
}

/// A single-value environment option whose value is an enumeration with a `String` raw value.
struct DataSourceEnvironment: LaunchEnvironmentWithSingleValue {
    let key = "DATA_SOURCE"
    let value: DataSource
}

/// The same value as a launch argument.
struct DataSourceArgument: LaunchArgumentWithSingleValue {
    let key = "DataSource"
    let source: DataSource
    var value: LaunchArgumentValue { source }
}

struct LaunchEnvironmentFormTests {
    @Test func booleanEnvironmentValueWritesTrueOrFalse() {
        let yes: BooleanLaunchEnvironmentValue = true
        let no: BooleanLaunchEnvironmentValue = false
        #expect(yes == .true)
        #expect(no == .false)
        #expect(yes.value == "true")
        #expect(no.value == "false")
    }

    @Test func booleanArgumentValueHasAutoMatesCases() {
        let yes: BooleanLaunchArgumentValue = true
        let no: BooleanLaunchArgumentValue = false
        #expect(yes == .true)
        #expect(no == .false)
        #expect(BooleanLaunchArgumentValue.true.value == #""1""#)
        #expect(BooleanLaunchArgumentValue.false.value == #""0""#)
    }

    @Test func stringRawValueIsTheEnvironmentValue() {
        #expect(DataSourceEnvironment(value: .valid).launchEnvironments == ["DATA_SOURCE": "mock_valid"])
        #expect("text".value == "text")
    }

    @Test func valueOfBothKindsIsItsRawValueQuotedAsAnArgument() {
        #expect(DataSourceEnvironment(value: .error).launchEnvironments == ["DATA_SOURCE": "mock_error"])
        #expect(DataSourceArgument(source: .error).launchArguments == ["-DataSource", #""mock_error""#])
    }

    @Test func multipleValuesAreJoinedWithACommaUnderTheTypeName() {
        let switches: Switches = [true, false, true]
        #expect(switches.launchEnvironments == ["Switches": "true,false,true"])
        #expect(Switches(valuesCollection: []).launchEnvironments == ["Switches": ""])
    }

    @Test func environmentOptionsPassNoArguments() {
        #expect(Switches(valuesCollection: [true]).launchArguments == nil)
        #expect(LaunchEnvironment(key: "A", value: "1").launchArguments == nil)
        #expect((["A": "1"] as LaunchEnvironments).launchArguments == nil)
    }

    @Test func launchEnvironmentIsOneVariable() {
        #expect(
            LaunchEnvironment(key: "MADE_WITH_LOVE_BY", value: "PGS").launchEnvironments == ["MADE_WITH_LOVE_BY": "PGS"]
        )
    }

    @Test func launchEnvironmentsKeepTheLastValueOfARepeatedKey() {
        let environments: LaunchEnvironments = ["A": "1", "B": "2", "A": "3"]
        #expect(environments.data == ["A": "3", "B": "2"])
        #expect(environments.launchEnvironments == ["A": "3", "B": "2"])
    }

    /// AutoMate's own list options name their variable by implementing `uniqueIdentifier`; it is read.
    @Test func uniqueIdentifierNamesTheVariable() {
        struct Contacts: LaunchEnvironmentWithMultipleValues {
            typealias Value = String
            let valuesCollection: [String]
            init(valuesCollection: [String]) { self.valuesCollection = valuesCollection }
            var uniqueIdentifier: String { "AM_CONTACTS_KEY" }
        }
        #expect(Contacts(valuesCollection: ["a", "b"]).launchEnvironments == ["AM_CONTACTS_KEY": "a,b"])
    }
}
