/// A strategy that builds one screen's root from a launch request.
///
/// Register one factory per screen with ``TestingCoordinator/register(_:factory:)``. Most apps never write a
/// factory type: the closure forms of `register` cover screens with a model, with an optional model and
/// without one. Write a factory when building the screen needs more than a closure, for example a
/// coordinator that pushes a flow:
///
/// ```swift
/// struct CheckoutFactory: ScreenFactory {
///     func makeRoot(for request: LaunchRequest, codec: ModelCodec) throws -> UIViewController {
///         let cart = try request.decodeModel(Cart.self, using: codec)
///         let navigation = UINavigationController()
///         CheckoutCoordinator(navigation: navigation, cart: cart).start()
///         return navigation
///     }
/// }
///
/// coordinator.register("checkout", factory: CheckoutFactory())
/// ```
@MainActor
public protocol ScreenFactory<Root> {
    /// The type of root the factory builds, such as `UIViewController`.
    associatedtype Root

    /// Builds the screen's root for a launch request.
    ///
    /// - Parameters:
    ///   - request: The launch request, with its screen identifier and model payload.
    ///   - codec: The coordinator's codec, to decode the model with.
    /// - Returns: The root to install in the window.
    /// - Throws: A ``ScreenRouterError`` from decoding the model, or any error of the factory's own, which
    ///   the coordinator reports as ``ScreenRouterError/Code/screenFactoryFailed``.
    func makeRoot(for request: LaunchRequest, codec: ModelCodec) throws -> Root
}
