import Foundation
import ScreenRouter

// The option-reading spellings that 1.0 made internal or removed, declared unavailable so that the compiler names
// each one's replacement (the Migrating from 0.x article lists them). `LaunchArguments` is declared here, in the
// module a test imports, because the package's own type of that name is internal to it; none of them can be used.

/// Removed: read a value through its option type, or with `UserDefaults`.
@available(
    *,
    unavailable,
    message:
        "Read a value through its option's type (MyOption.current) or UserDefaults; test a read by launching the app with the option, launchApp(_:_:options:)"
)
public struct LaunchArguments {
    /// Removed: a test launches the app with the option instead.
    public init(parsing arguments: [String]) {}

    /// Removed: read a value through its option type.
    public init(defaults: UserDefaults = .standard, arguments: [String] = CommandLine.arguments) {}
}

extension TestLauncher {
    /// Removed: an invalid option fails the test at the line of the launch.
    @available(
        *,
        unavailable,
        message: "An invalid option fails the test at the line of the launch: nothing is left to validate first"
    )
    public func validate(_ removed: Void = ()) throws {}
}
