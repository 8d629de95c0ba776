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
/// A ``ProcessApplication`` launches asynchronously: `try await TestLauncher(options: [...]).configure(app).launch()`.
///
/// Arguments are appended after those the application already has; environment variables are merged.
/// When two options set the same argument key or environment variable, the later option wins and the
/// result holds the key once.
///
/// Every option is checked first: an option whose value the app could not read back as passed (an empty
/// key, a NUL character, an environment variable named with `=`), or an option that sets nothing at all
/// (both `launchArguments` and `launchEnvironments` `nil`, as when the environment requirement is misspelt
/// `launchEnvironment`), is not applied, and `configure` fails the test at the caller's line with "The
/// launch option was not applied: " and the ``/ScreenRouter/ScreenRouterError`` (of code
/// ``/ScreenRouter/ScreenRouterError/Code/invalidOptionValue``) that names the option and what is wrong
/// with it.
///
/// `launchApp` takes the same options through its `options:` parameter and applies them this way before
/// the screen's own arguments.
public struct TestLauncher {
    /// The options, in the order they are applied.
    package var options: [any LaunchOption]

    /// Creates a launcher.
    ///
    /// - Parameter options: The options, applied in order; later ones win over earlier ones.
    public init(options: [any LaunchOption] = []) {
        self.options = options
    }

    /// Applies the options to an application's launch arguments and environment.
    ///
    /// An option that fails its check is left out and recorded as a test failure at the caller's line,
    /// so a value the app would read differently, or an option that passes nothing, never goes unnoticed.
    ///
    /// - Parameters:
    ///   - application: The application to configure.
    ///   - fileID: The caller's file, for a failure's location.
    ///   - filePath: The caller's file path, for a failure's location.
    ///   - line: The caller's line, for a failure's location.
    ///   - column: The caller's column, for a failure's location.
    /// - Returns: The same application, so `.launch()` can follow.
    @MainActor
    @discardableResult
    public func configure<Application: LaunchableApplication>(
        _ application: Application,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Application {
        configure(application, at: CallerLocation(fileID, filePath, line, column))
    }

    /// Checks every option without applying any, as ``configure(_:fileID:filePath:line:column:)`` does
    /// before it applies them.
    ///
    /// - Throws: The first ``/ScreenRouter/ScreenRouterError`` with code
    ///   ``/ScreenRouter/ScreenRouterError/Code/invalidOptionValue``, naming the option and what is wrong with
    ///   it: its key and its value, or that it sets neither arguments nor environment variables.
    package func validate() throws {
        for option in options {
            _ = try option.validatedLaunchArguments()
        }
    }

    /// Applies the options, recording a failure at `location` for each option that fails its check.
    @MainActor
    @discardableResult
    func configure<Application: LaunchableApplication>(
        _ application: Application,
        at location: CallerLocation
    )
        -> Application
    {
        var arguments = application.launchArguments
        for option in options {
            let added: [String]
            do {
                added = try option.validatedLaunchArguments()
            } catch {
                TestFailure.record(ScreenRouterError.optionNotApplied(error), at: location)
                continue
            }
            if !added.isEmpty {
                arguments = Self.replacingKeys(of: added, in: arguments) + added
            }
            for (key, value) in option.launchEnvironments ?? [:] {
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
