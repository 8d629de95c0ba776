import Foundation

/// Launch options whose values cannot be carried by, or read back from, a launch.
extension ScreenRouterError {
    static func optionSetsNothing(option: String) -> Self {
        Self(
            code: .invalidOptionValue,
            message: "The launch option \(option) sets no launch argument and no environment variable: both its "
                + "`launchArguments` and its `launchEnvironments` are `nil`. The environment requirement is "
                + "AutoMate's, spelt `launchEnvironments` (plural); a property named `launchEnvironment` is not "
                + "read. Rename it, or implement `launchArguments`; an option that deliberately sets nothing this "
                + "time returns `[]` from `launchArguments` or `[:]` from `launchEnvironments`."
        )
    }

    static func emptyOptionKey(option: String) -> Self {
        Self(
            code: .invalidOptionValue,
            message: "The launch option \(option) has an empty key, so it would be passed as a bare `-` that the app "
                + "cannot read back. Give it a non-empty key, such as `let key = \"SkipLogin\"`."
        )
    }

    static func optionValueWithNUL(option: String, key: String, value: String) -> Self {
        Self(
            code: .invalidOptionValue,
            message: "The launch option \(option) sets `-\(escaped(key))` to \(displayed(value)), which contains a NUL "
                + "character. Process arguments are C strings, so the app would read the value cut at the first NUL. "
                + "Remove the NUL, or pass binary data as text (base64, for example)."
        )
    }

    static func argumentWithNUL(option: String, argument: String) -> Self {
        Self(
            code: .invalidOptionValue,
            message: "The launch option \(option) passes the argument \(displayed(argument)), which contains a NUL "
                + "character. Process arguments are C strings, so the app would read it cut at the first NUL. "
                + "Remove the NUL, or pass binary data as text (base64, for example)."
        )
    }

    static func invalidEnvironmentVariable(option: String, name: String, value: String, problem: String) -> Self {
        Self(
            code: .invalidOptionValue,
            message: "The launch option \(option) sets the environment variable \(displayed(name)) to "
                + "\(displayed(value)), but \(problem). Use a non-empty name without `=` or NUL, and a value "
                + "without NUL."
        )
    }

    static func invalidLaunchedValue(key: String, found: Any, expected: String, validValues: [String]?) -> Self {
        let accepted =
            validValues.map { values in
                values.isEmpty
                    ? " It has no values at all."
                    : " Valid values: " + values.map { "`\($0)`" }.joined(separator: ", ") + "."
            } ?? ""
        return Self(
            code: .invalidOptionValue,
            message: "The app was launched with `-\(escaped(key))` set to \(describeFound(found)), which is not "
                + "\(expected).\(accepted) Pass the option from the test through its type (for example "
                + "`TestLauncher(options: [...])`) rather than as hand-written arguments, or correct the value in the "
                + "scheme's launch arguments."
        )
    }
}
