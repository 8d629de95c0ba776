import ScreenRouter

/// Anything with launch arguments and a launch environment that ``TestLauncher`` can configure, AutoMate's
/// protocol of the same name: `XCUIApplication`, ``ProcessApplication``, or a value type of your own.
///
/// ```swift
/// struct RecordedLaunch: Application {
///     var launchArguments: [String] = []
///     var launchEnvironment: [String: String] = [:]
/// }
///
/// let launch = TestLauncher(options: [SystemLanguages([.Polish])]).configure(RecordedLaunch())
/// // launch.launchArguments == ["-AppleLanguages", "(\"pl\")"]
/// ```
///
/// `XCUIApplication` and ``ProcessApplication`` are main-actor classes, so they conform on the main actor: in
/// Swift 6 mode, configure them from `@MainActor` code, as their other members ask.
public protocol Application {
    /// The arguments passed to the application when it launches.
    var launchArguments: [String] { get set }

    /// The environment variables passed to the application when it launches.
    var launchEnvironment: [String: String] { get set }
}
