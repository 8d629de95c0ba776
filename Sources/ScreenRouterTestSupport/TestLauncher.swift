import ScreenRouter

/// Applies launch options to an application before it launches.
///
/// ```swift
/// let app = XCUIApplication()
/// TestLauncher(options: [
///     Server.testing,
///     SkipLogin(skip: true),
///     MagicNumbers([.init(number: 5), .init(number: 7)]),
/// ]).configure(app).launch()
/// ```
///
/// Arguments are appended after those the application already has; environment variables are merged.
/// When two options set the same argument key or environment variable, the later option wins and the
/// result holds the key once.
public struct TestLauncher {
    /// The options, in the order they are applied.
    public var options: [any LaunchOption]

    /// Creates a launcher.
    ///
    /// - Parameter options: The options, applied in order; later ones win over earlier ones.
    public init(options: [any LaunchOption] = []) {
        self.options = options
    }

    /// Applies the options to an application's launch arguments and environment.
    ///
    /// - Parameter application: The application to configure.
    /// - Returns: The same application, so `.launch()` can follow.
    @MainActor
    @discardableResult
    public func configure<Application: LaunchableApplication>(_ application: Application) -> Application {
        var arguments = application.launchArguments
        for option in options {
            if let added = option.launchArguments {
                arguments = Self.replacingKeys(of: added, in: arguments) + added
            }
            for (key, value) in option.launchEnvironment ?? [:] {
                application.launchEnvironment[key] = value
            }
        }
        application.launchArguments = arguments
        return application
    }

    /// Removes from `arguments` every `-key value` pair, or lone `-key`, whose key `added` sets again.
    static func replacingKeys(of added: [String], in arguments: [String]) -> [String] {
        let keys = Set(added.filter(isKey))
        guard !keys.isEmpty else { return arguments }
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard keys.contains(argument) else {
                kept.append(argument)
                continue
            }
            if index < arguments.endIndex, !isKey(arguments[index]) {
                index += 1
            }
        }
        return kept
    }

    /// Whether an argument is a key (`-Server`, `--uitesting`) rather than a value.
    static func isKey(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument.count > 1 && Double(argument) == nil
    }
}
