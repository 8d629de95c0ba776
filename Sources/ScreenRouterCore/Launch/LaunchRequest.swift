import Foundation

/// The launch's request for one screen, as a ``ScreenFactory`` receives it: the screen's fixture model,
/// still encoded.
///
/// Test support writes the request as the launch arguments of the protocol (`--uitesting -vc <id>` and
/// `-model <base64>` or `-modelFile <path>`; see <doc:TheLaunchProtocol>), and the coordinator reads it back
/// in the app and hands it to the screen's factory. The factory decodes the model as the type its screen is
/// built from:
///
/// ```swift
/// struct CheckoutFactory: ScreenFactory {
///     func makeRoot(for request: LaunchRequest) throws(ScreenRouterError) -> UIViewController {
///         let cart = try request.decodeModel(Cart.self)
///         return CheckoutViewController(cart: cart)
///     }
/// }
/// ```
///
/// Decode with the codec the screen was declared with, `request.decodeModel(Cart.self, using: .shop)` for
/// `Screen("checkout", codec: .shop)`; the default is `ModelCodec()`. Screens registered with the
/// closure forms of ``TestingCoordinator/register(_:samples:networks:build:)`` never see a request: the
/// coordinator decodes their model with the screen's codec.
public struct LaunchRequest: Hashable, Sendable {
    /// The screen to launch into: for a factory registered under several identifiers, the one this launch
    /// asked for.
    ///
    /// ```swift
    /// func makeRoot(for request: LaunchRequest) throws(ScreenRouterError) -> UIViewController {
    ///     request.screen == .checkoutGuest ? GuestCheckoutViewController() : CheckoutViewController()
    /// }
    /// ```
    public package(set) var screen: ScreenID

    /// The fixture model, if the launch carries one.
    package var model: LaunchPayload?

    /// The name of a sample the app registered for the screen, if the launch asks for one instead of a model.
    package var sample: String?

    /// The screen's network fixture, if the launch carries one: its JSON inline or in a file, as a model travels.
    package var network: LaunchPayload?

    /// How the host shows the screen: appearance, text size and layout direction; empty for the device's.
    package var variant: ScreenVariant

    /// The values of the declared parameters that have no field of their own, by their route-URL item.
    package var declaredValues: [String: String] = [:]

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - screen: The screen to launch into.
    ///   - model: The fixture model's payload, or `nil` for a screen without one.
    ///   - sample: The name of a sample the app registered for the screen, instead of a model.
    ///   - network: The network fixture's payload, or `nil` for none.
    ///   - variant: How the host shows the screen. Defaults to the device's way.
    package init(
        screen: ScreenID,
        model: LaunchPayload? = nil,
        sample: String? = nil,
        network: LaunchPayload? = nil,
        variant: ScreenVariant = ScreenVariant()
    ) {
        self.screen = screen
        self.model = model
        self.sample = sample
        self.network = network
        self.variant = variant
    }

    /// The value the launch gave a parameter of the launch protocol, named by its route-URL item.
    ///
    /// A factory reads any parameter of <doc:TheLaunchProtocol> this way, a parameter a test set with test
    /// support's `ScreenRequest.parameter(_:_:)` among them:
    ///
    /// ```swift
    /// func makeRoot(for request: LaunchRequest) throws(ScreenRouterError) -> UIViewController {
    ///     let dark = request.parameter("appearance") == "dark"
    ///     return SettingsViewController(startsDark: dark)
    /// }
    /// ```
    ///
    /// - Parameter name: The parameter's route-URL item, such as `appearance` or `sample`.
    /// - Returns: Its value as the launch gave it, or `nil` when the launch gave none or the protocol has no
    ///   parameter of that name.
    public func parameter(_ name: String) -> String? {
        LaunchProtocol.parameters.first { $0.item == name }?.read(self)
    }

    /// The launch arguments that carry this request: `--uitesting -vc <id>`, then the model, sample and network
    /// arguments, then the variant's.
    package var arguments: [String] {
        [LaunchProtocol.uiTestingFlag] + parameterValues.flatMap { [$0.0.flag, $0.1] }
    }

    /// Each parameter the request carries and its value, in the order of ``LaunchProtocol/parameters``: what
    /// both the arguments and the route URL write.
    package var parameterValues: [(LaunchProtocol.Parameter, String)] {
        LaunchProtocol.parameters.compactMap { parameter in parameter.read(self).map { (parameter, $0) } }
    }

    /// Whether the arguments turn on UI-testing mode, that is, contain `--uitesting`.
    ///
    /// Apps read it through `UITestingMode.isActive`.
    ///
    /// - Parameter arguments: The process arguments. Defaults to `CommandLine.arguments`.
    /// - Returns: `true` when `--uitesting` is among them.
    package static func isUITesting(_ arguments: [String] = CommandLine.arguments) -> Bool {
        arguments.contains(LaunchProtocol.uiTestingFlag)
    }

    /// Reads a request from process arguments.
    ///
    /// - Parameter arguments: The process arguments, program name first or not. Defaults to
    ///   `CommandLine.arguments`.
    /// - Returns: The request, or `nil` when `--uitesting` is absent (the app starts normally).
    /// - Throws: ``ScreenRouterError`` when UI-testing mode is on but the request is malformed: `-vc` missing,
    ///   a flag without its value, a flag given twice, both model forms given (or `-sample` with either), both
    ///   network forms given, an empty identifier, a sample name that is empty or starts with `-`, or a
    ///   variant's value that is not one of its valid values.
    package static func parse(_ arguments: [String] = CommandLine.arguments) throws(ScreenRouterError) -> LaunchRequest?
    {
        guard isUITesting(arguments) else { return nil }
        var values: [LaunchProtocol.Parameter: [String]] = [:]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard let parameter = LaunchProtocol.parameters.first(where: { $0.flag == argument }) else { continue }
            guard index < arguments.endIndex, !LaunchArguments.isKey(arguments[index]) else {
                throw ScreenRouterError.missingArgumentValue(
                    argument,
                    found: index < arguments.endIndex ? arguments[index] : nil
                )
            }
            values[parameter, default: []].append(arguments[index])
            index += 1
        }
        return try validated(values, routeURL: nil)
    }

    /// Decodes the request's model as the type the screen expects.
    ///
    /// ```swift
    /// let cart = try request.decodeModel(Cart.self)
    /// ```
    ///
    /// Every failure names the screen: no model at all, a payload that cannot be read, or JSON of another
    /// shape than `Model`, with the coding path of the first mismatch.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - codec: The codec to decode with: the one the screen was declared with. Defaults to
    ///     `ModelCodec()`.
    /// - Returns: The decoded model.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/modelMismatch`` when the launch
    ///   carried no model or one of another shape, ``ScreenRouterError/Code/unreadablePayload`` when the
    ///   payload is not base64 or not JSON or its file cannot be read, or
    ///   ``ScreenRouterError/Code/payloadTooLarge``.
    public func decodeModel<Model: Decodable>(
        _ type: Model.Type,
        using codec: ModelCodec = ModelCodec()
    ) throws(ScreenRouterError) -> Model {
        guard let model else {
            throw ScreenRouterError.missingModel(screen: screen, expected: typeName(Model.self))
        }
        return try codec.decode(
            Model.self,
            from: model.json(using: codec, for: screen),
            for: screen,
            file: model.filePath
        )
    }

    /// Decodes the request's model when there is one.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - codec: The codec to decode with. Defaults to `ModelCodec()`.
    /// - Returns: The decoded model, or `nil` when the launch carried none.
    /// - Throws: Any of the codec's errors.
    package func decodeModelIfPresent<Model: Decodable>(
        _ type: Model.Type,
        using codec: ModelCodec = ModelCodec()
    ) throws(ScreenRouterError) -> Model? {
        guard model != nil else { return nil }
        return try decodeModel(type, using: codec)
    }

    /// Checks that the request carries no model, for screens that take none.
    ///
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/modelMismatch`` when it carries one.
    package func expectNoModel() throws(ScreenRouterError) {
        guard let model else { return }
        throw ScreenRouterError.unexpectedModel(screen: screen, carried: model.carriedSize)
    }
}
