import Foundation
import ScreenRouterCore

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

    /// An argument Foundation's argument domain did not read as the option declares it: a list it did not parse,
    /// a text it parsed into a list or dictionary, or an argument it dropped.
    static func unreadOptionArgument(key: String, argument: String, found: Any?, list: Bool) -> Self {
        let expected = list ? "a list" : "text"
        let held =
            found.map { value in
                value is String
                    ? "did not parse it as one, so `UserDefaults` holds the text itself"
                    : "parsed it as \(describeFound(value))"
            } ?? "kept no value for it"
        let fix =
            list
            ? "write each element that is not a plain word (letters, digits, `_.$:/-`) as a quoted string, such as "
                + "`(5, \"a b\", \"c,d\")`"
            : "write it as a quoted string, \(UserDefaultsArgumentSyntax.quoted(argument))"
        return Self(
            code: .invalidOptionValue,
            message: "The app was launched with `-\(escaped(key))` followed by \(displayed(argument)), which the app "
                + "cannot read as \(expected): Foundation reads a value that starts with `(`, `{`, `[`, `<` or `\"` as an "
                + "old-style property list, and \(held). Pass the option from the test through its type (for example "
                + "`TestLauncher(options: [...])`), which quotes each value that needs it; or, in hand-written launch "
                + "arguments, \(fix)."
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
