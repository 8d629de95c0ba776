/// A screen identifier tied to the type of fixture model the screen is built from.
///
/// Declare each screen once, in code that both the app and its UI-test target compile, so the app's
/// registration and the test's launch are checked against the same model type:
///
/// ```swift
/// extension Screen where Model == User {
///     static let userDetail = Screen("userDetail")
/// }
///
/// // App:  coordinator.register(.userDetail) { user in UserDetailViewController(user: user) }
/// // Test: launchApp(screen: .userDetail, model: User(id: 1, name: "Ada", email: "ada@example.com"))
/// ```
///
/// Passing a model of another type, `launchApp(screen: .userDetail, model: [User]())`, does not compile.
/// Screens that take no model need no `Screen` value: register and launch them by ``ScreenID`` alone.
public struct Screen<Model: Codable>: Hashable, Sendable, CustomStringConvertible {
    /// The identifier sent as the `-vc` launch argument.
    public let id: ScreenID

    /// Creates a typed screen.
    ///
    /// - Parameter id: The identifier sent as the `-vc` launch argument.
    public init(_ id: ScreenID) {
        self.id = id
    }

    /// The identifier followed by the model type, for example `userDetail (User)`.
    public var description: String { "\(id) (\(typeName(Model.self)))" }
}

/// The name of a model type as messages show it: `User`, `Array<User>`, `Optional<User>`.
func typeName<T>(_ type: T.Type) -> String {
    String(describing: type)
}
