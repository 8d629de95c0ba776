import ScreenRouter

// Options shaped like the ones an app declares, shared by the option tests.

enum Server: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue {
    case testing, production

    var key: String { "Server" }
}

enum Retries: Int, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue {
    case none = 0
    case few = 3

    var key: String { "Retries" }
}

struct SkipLogin: BooleanLaunchArgument {
    static let key = "SkipLogin"
    var isEnabled = true
}

struct MagicNumbers: LaunchArgumentWithMultipleValues {
    struct Number: ReadableLaunchArgumentValue, Equatable {
        let number: Int
        var value: String { "\(number)" }

        init(number: Int) { self.number = number }

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

struct Texts: LaunchArgumentWithMultipleValues {
    let key = "Texts"
    let values: [StringLaunchArgumentValue]

    init(_ values: [StringLaunchArgumentValue]) {
        self.values = values
    }
}

struct Greeting: LaunchArgumentWithSingleValue {
    let key: String
    let text: String
    var value: LaunchArgumentValue { StringLaunchArgumentValue(text) }

    init(key: String = "Greeting", text: String) {
        self.key = key
        self.text = text
    }
}

struct UITests: LaunchArgument {
    let key = "UITests"
}
