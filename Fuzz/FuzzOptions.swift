import Foundation

// Launch options of each kind an app declares, read back from fuzzed arguments.

/// An enumeration option.
enum FuzzServer: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue, Sendable {
    case testing, production

    var key: String { "Server" }
}

/// A Boolean option.
struct FuzzSkipLogin: BooleanLaunchArgument, Sendable {
    static let key = "SkipLogin"
    var isEnabled = true
}

/// A list option whose values are rebuilt from text.
struct FuzzNumbers: LaunchArgumentWithMultipleValues, Sendable {
    struct Number: ReadableLaunchArgumentValue, Equatable, Sendable {
        let number: Int
        var value: String { "\(number)" }

        init?(launchArgumentValue: String) {
            guard let number = Int(launchArgumentValue) else { return nil }
            self.number = number
        }
    }

    let key = "MagicNumbers"
    let values: [Number]

    init(_ values: [Number]) {
        self.values = values
    }
}

/// A single-value option carrying any text.
struct FuzzGreeting: LaunchArgumentWithSingleValue, Sendable {
    let key = "Greeting"
    let text: String
    var value: LaunchArgumentValue { StringLaunchArgumentValue(text) }
}

/// A list option carrying any texts.
struct FuzzTexts: LaunchArgumentWithMultipleValues, Sendable {
    let key = "Texts"
    let values: [StringLaunchArgumentValue]

    init(_ values: [StringLaunchArgumentValue]) {
        self.values = values
    }
}
