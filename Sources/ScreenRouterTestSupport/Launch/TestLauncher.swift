import ScreenRouter

/// Applies launch options to an application before it launches, as AutoMate's `TestLauncher` does.
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
/// Any ``Application`` can be configured, a value type too, from code of any isolation where the application
/// allows it: `configure(_:)` returns the configured copy.
///
/// The options are kept by ``/ScreenRouter/LaunchOption/uniqueIdentifier`` in a
/// ``/ScreenRouter/LaunchOptionsSet``: of two options with one identifier, such as two locales, the first is
/// applied and the second left out. Their arguments are appended, in order, after those the application
/// already has; their environment variables are merged into the application's, replacing a variable it
/// already has.
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
    /// The options, once each by identifier, in the order they are applied.
    package var options: LaunchOptionsSet

    /// Creates a launcher.
    ///
    /// - Parameter options: The options, applied in order; of two with one identifier, the first.
    public init(options: [any LaunchOption] = []) {
        self.options = LaunchOptionsSet(options)
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
    /// - Returns: The configured application: the same object for a class such as `XCUIApplication`, a
    ///   configured copy for a value type.
    @discardableResult
    public func configure<T: Application>(
        _ application: T,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> T {
        var application = application
        let (arguments, environment) = checkedOptions(at: CallerLocation(fileID, filePath, line, column))
        application.launchArguments += arguments
        application.launchEnvironment.merge(environment) { _, new in new }
        return application
    }

    /// Applies options to an application: the same as `TestLauncher(options: options).configure(application)`.
    ///
    /// - Parameters:
    ///   - application: The application to configure.
    ///   - options: The options, applied in order; of two with one identifier, the first.
    ///   - fileID: The caller's file, for a failure's location.
    ///   - filePath: The caller's file path, for a failure's location.
    ///   - line: The caller's line, for a failure's location.
    ///   - column: The caller's column, for a failure's location.
    /// - Returns: The configured application.
    @discardableResult
    public static func configure<T: Application>(
        _ application: T,
        withOptions options: [any LaunchOption] = [],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> T {
        TestLauncher(options: options)
            .configure(application, fileID: fileID, filePath: filePath, line: line, column: column)
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

    /// The arguments and environment of the options that pass their check.
    ///
    /// A failure is recorded at `location` for each option that does not. Environment variables of later
    /// options replace those of earlier ones.
    func checkedOptions(at location: CallerLocation) -> (arguments: [String], environment: [String: String]) {
        var arguments: [String] = []
        var environment: [String: String] = [:]
        for option in options {
            do {
                arguments += try option.validatedLaunchArguments()
            } catch {
                TestFailure.record(ScreenRouterError.optionNotApplied(error), at: location)
                continue
            }
            environment.merge(option.launchEnvironments ?? [:]) { _, new in new }
        }
        return (arguments, environment)
    }

    /// Applies the options for `launchApp`, recording a failure at `location` for each option that fails its
    /// check: an argument key the application already has is replaced rather than repeated, since one
    /// application is launched again and again.
    @MainActor
    func configure(_ application: some LaunchableApplication, at location: CallerLocation) {
        let (added, environment) = checkedOptions(at: location)
        if !added.isEmpty {
            application.launchArguments = Self.replacingKeys(of: added, in: application.launchArguments) + added
        }
        application.launchEnvironment.merge(environment) { _, new in new }
    }

    /// Removes from `arguments` every `-key value` pair, or lone `-key`, whose key `added` sets again.
    static func replacingKeys(of added: [String], in arguments: [String]) -> [String] {
        ScreenRouterCore.LaunchArguments.removing(
            Set(added.filter(ScreenRouterCore.LaunchArguments.isKey)),
            from: arguments
        )
    }
}
