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
///
/// The screen also carries the ``ModelCodec`` its model travels with, so the app and its tests cannot
/// disagree about dates or key names by forgetting an argument. Models that need coding strategies name
/// their codec once, where the screen is declared:
///
/// ```swift
/// extension Screen where Model == Order {
///     static let orderDetail = Screen("orderDetail", codec: .shop)   // ISO 8601 dates, snake_case keys
/// }
/// ```
public struct Screen<Model: Codable>: Sendable {
    /// The identifier sent as the `-vc` launch argument.
    public let id: ScreenID

    /// The codec the screen's model is encoded with by test support and decoded with by the app.
    package let codec: ModelCodec

    /// Creates a typed screen.
    ///
    /// - Parameters:
    ///   - id: The identifier sent as the `-vc` launch argument.
    ///   - codec: The codec of the screen's model, used by both the app and the tests. Defaults to
    ///     `ModelCodec()`, plain `JSONEncoder()` and `JSONDecoder()`.
    public init(_ id: ScreenID, codec: ModelCodec = ModelCodec()) {
        self.id = id
        self.codec = codec
    }
}
