/// A strategy that builds one screen's root from the launch's request.
///
/// Register one factory per screen with ``TestingCoordinator/register(_:factory:)``. Most apps never write a
/// factory type: the closure forms of `register` cover screens with a model, with an optional model and
/// without one. Write a factory when building the screen needs more than a closure, for example a
/// coordinator that pushes a flow:
///
/// ```swift
/// struct CheckoutFactory: ScreenFactory {
///     func makeRoot(for request: LaunchRequest) throws -> UIViewController {
///         let cart = try request.decodeModel(Cart.self)
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
    /// - Parameter request: The launch's request, with the screen's identifier and its model.
    /// - Returns: The root to install in the window.
    /// - Throws: A ``ScreenRouterError`` from decoding the model, or any error of the factory's own, which
    ///   the coordinator reports as ``ScreenRouterError/Code/screenFactoryFailed``.
    func makeRoot(for request: LaunchRequest) throws -> Root

    /// Removed: a factory decodes with the screen's codec, ``makeRoot(for:)``.
    ///
    /// Swift refuses `unavailable` on a protocol's requirement, so this one is deprecated, with a default that is
    /// never called: it lets the compiler infer `Root` from a 0.x factory's `makeRoot(for:codec:)` and then name the
    /// requirement it lacks, `makeRoot(for:)`, with a stub to add, instead of "protocol requires nested type 'Root'".
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - codec: The codec.
    /// - Returns: Never: it is never called.
    /// - Throws: Never: it is never called.
    @available(*, deprecated, renamed: "makeRoot(for:)")
    func makeRoot(for request: LaunchRequest, codec: ModelCodec) throws -> Root
}

extension ScreenFactory {
    /// Removed: a factory decodes with the screen's codec, ``makeRoot(for:)``; never called.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - codec: The codec.
    /// - Returns: The root ``makeRoot(for:)`` builds.
    /// - Throws: What ``makeRoot(for:)`` throws.
    @available(*, deprecated, renamed: "makeRoot(for:)")
    public func makeRoot(for request: LaunchRequest, codec: ModelCodec) throws -> Root {
        try makeRoot(for: request)
    }
}
