import ScreenRouterCore

extension LaunchOption {
    /// The option's launch arguments, checked to reach the app exactly as the option means them.
    ///
    /// `launchArguments` cannot throw (its shape is AutoMate's), so the checks live here; `TestLauncher`
    /// runs them for every option and fails the test, without passing the option, when one fails.
    ///
    /// An option must set something: when both `launchArguments` and ``launchEnvironments`` are `nil`, the
    /// option is refused, since that is what a misspelt requirement looks like (a property named
    /// `launchEnvironment`, singular, compiles and is never read). An option that deliberately sets nothing
    /// this time returns `[]` or `[:]`.
    ///
    /// A key must not be empty and no key, value, argument or environment variable may contain a NUL
    /// character, which a process argument cannot carry. An environment variable's name must not be empty
    /// or contain `=`. Every other text is carried: values are quoted where Foundation would otherwise read
    /// them differently (see ``UserDefaultsArgumentSyntax``).
    ///
    /// - Returns: The arguments, the same as `launchArguments ?? []`.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/invalidOptionValue`` naming the
    ///   option and, where there is one, the key and the value.
    package func validatedLaunchArguments() throws(ScreenRouterError) -> [String] {
        let option = "`\(type(of: self))`"
        let environment = launchEnvironments
        guard launchArguments != nil || environment != nil else {
            throw ScreenRouterError.optionSetsNothing(option: option)
        }
        if let argument = self as? any LaunchArgument {
            try Self.check(key: argument.key, option: option)
        }
        if let single = self as? any LaunchArgumentWithSingleValue {
            try Self.check(value: single.value.value, key: single.key, option: option)
        }
        if let multiple = self as? any LaunchArgumentWithMultipleValues {
            for value in multiple.values.map(\.value) {
                try Self.check(value: value, key: multiple.key, option: option)
            }
        }
        let arguments = launchArguments ?? []
        if let argument = arguments.first(where: { $0.contains("\0") }) {
            throw ScreenRouterError.argumentWithNUL(option: option, argument: argument)
        }
        for (name, value) in (environment ?? [:]).sorted(by: { $0.key < $1.key }) {
            let problem: String? =
                if name.isEmpty { "the name is empty" } else if name.contains("=") {
                    "the name contains `=`, which ends a name in the environment"
                } else if name.contains("\0") || value.contains("\0") { "it contains a NUL character" } else { nil }
            if let problem {
                throw ScreenRouterError.invalidEnvironmentVariable(
                    option: option,
                    name: name,
                    value: value,
                    problem: problem
                )
            }
        }
        return arguments
    }

    private static func check(key: String, option: String) throws(ScreenRouterError) {
        if key.isEmpty {
            throw ScreenRouterError.emptyOptionKey(option: option)
        }
        if key.contains("\0") {
            throw ScreenRouterError.optionValueWithNUL(option: option, key: key, value: key)
        }
    }

    private static func check(value: String, key: String, option: String) throws(ScreenRouterError) {
        if value.contains("\0") {
            throw ScreenRouterError.optionValueWithNUL(option: option, key: key, value: value)
        }
    }
}
