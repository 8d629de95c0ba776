import ScreenRouter

/// Where the Demo gets its users.
public protocol UserService: Sendable {
    /// The users to list.
    func users() -> [User]
}

/// The app's own users, embedded in the app: the normal start needs no network.
public struct EmbeddedUserService: UserService {
    /// Creates the service.
    public init() {}

    /// The embedded data set.
    public func users() -> [User] { DemoData.users }
}

/// Fixed users for UI tests, so assertions do not depend on the app's data set.
public struct MockUserService: UserService {
    /// Creates the service.
    public init() {}

    /// Two users with predictable names.
    public func users() -> [User] {
        [
            DemoData.sample(id: 1, name: "Username One"),
            DemoData.sample(id: 2, name: "Username Two"),
        ]
    }
}

/// Chooses the services for this launch: mock services in UI-testing mode, the real ones otherwise.
public enum ServiceSelector {
    /// The user service for a launch with these arguments.
    ///
    /// - Parameter arguments: The process arguments. Defaults to `CommandLine.arguments`.
    /// - Returns: ``MockUserService`` when `--uitesting` is among the arguments in a debug build,
    ///   ``EmbeddedUserService`` otherwise.
    public static func userService(arguments: [String] = CommandLine.arguments) -> any UserService {
        #if DEBUG
        if LaunchRequest.isUITesting(arguments) {
            return MockUserService()
        }
        #endif
        return EmbeddedUserService()
    }
}
