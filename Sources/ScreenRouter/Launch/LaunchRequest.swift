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
/// `Screen("checkout", codec: .shop)`; the default is ``ModelCodec/default``. Screens registered with the
/// closure forms of ``TestingCoordinator/register(_:build:)-(Screen<Model>,_)`` never see a request: the
/// coordinator decodes their model with the screen's codec.
public struct LaunchRequest: Hashable, Sendable {
    /// The argument that turns on UI-testing mode: `--uitesting`.
    package static let uiTestingFlag = "--uitesting"
    /// The argument that names the screen: `-vc`.
    package static let screenFlag = "-vc"
    /// The argument that carries an inline base64 model: `-model`.
    package static let modelFlag = "-model"
    /// The argument that names a file holding the model's JSON: `-modelFile`.
    package static let modelFileFlag = "-modelFile"
    /// The argument that names one of the samples the app registered for the screen: `-sample`.
    package static let sampleFlag = "-sample"

    /// The screen to launch into.
    package let screen: ScreenID

    /// The fixture model, if the launch carries one.
    package let model: ModelPayload?

    /// The name of a sample the app registered for the screen, if the launch asks for one instead of a model.
    package let sample: String?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - screen: The screen to launch into.
    ///   - model: The fixture model's payload, or `nil` for a screen without one.
    ///   - sample: The name of a sample the app registered for the screen, instead of a model.
    package init(screen: ScreenID, model: ModelPayload? = nil, sample: String? = nil) {
        self.screen = screen
        self.model = model
        self.sample = sample
    }

    /// The launch arguments that carry this request: `--uitesting -vc <id>`, then the model argument.
    package var arguments: [String] {
        var arguments = [Self.uiTestingFlag, Self.screenFlag, screen.rawValue]
        switch model {
        case .base64(let text)?: arguments += [Self.modelFlag, text]
        case .file(let path)?: arguments += [Self.modelFileFlag, path]
        case nil: break
        }
        if let sample { arguments += [Self.sampleFlag, sample] }
        return arguments
    }

    /// Whether the arguments turn on UI-testing mode, that is, contain `--uitesting`.
    ///
    /// Apps read it through `UITestingMode.isActive`.
    ///
    /// - Parameter arguments: The process arguments. Defaults to `CommandLine.arguments`.
    /// - Returns: `true` when `--uitesting` is among them.
    package static func isUITesting(_ arguments: [String] = CommandLine.arguments) -> Bool {
        arguments.contains(uiTestingFlag)
    }

    /// Reads a request from process arguments.
    ///
    /// - Parameter arguments: The process arguments, program name first or not. Defaults to
    ///   `CommandLine.arguments`.
    /// - Returns: The request, or `nil` when `--uitesting` is absent (the app starts normally).
    /// - Throws: ``ScreenRouterError`` when UI-testing mode is on but the request is malformed: `-vc` missing,
    ///   a flag without its value, a flag given twice, both model forms given (or `-sample` with either), or an
    ///   empty identifier or sample name.
    package static func parse(_ arguments: [String] = CommandLine.arguments) throws(ScreenRouterError) -> LaunchRequest?
    {
        guard isUITesting(arguments) else { return nil }
        var values: [String: [String]] = [:]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument == screenFlag || argument == modelFlag || argument == modelFileFlag || argument == sampleFlag
            else { continue }
            guard index < arguments.endIndex, !isFlag(arguments[index]) else {
                throw ScreenRouterError.missingArgumentValue(
                    argument,
                    found: index < arguments.endIndex ? arguments[index] : nil
                )
            }
            values[argument, default: []].append(arguments[index])
            index += 1
        }
        for (flag, found) in values.sorted(by: { $0.key < $1.key }) where found.count > 1 {
            throw ScreenRouterError.repeatedArgument(flag, values: found)
        }
        guard let screenValue = values[screenFlag]?.first else {
            throw ScreenRouterError.missingScreenArgument()
        }
        guard !screenValue.isEmpty else {
            throw ScreenRouterError.emptyIdentifier(context: "after `-vc`", code: .malformedArguments)
        }
        let screen = ScreenID(screenValue)
        let model: ModelPayload?
        switch (values[modelFlag]?.first, values[modelFileFlag]?.first) {
        case (let base64?, nil): model = .base64(base64)
        case (nil, let path?): model = .file(path: path)
        case (nil, nil): model = nil
        case (_?, _?): throw ScreenRouterError.conflictingModelArguments(screen: screen)
        }
        let sample = try checkedSample(values[sampleFlag]?.first, screen: screen, model: model)
        return LaunchRequest(screen: screen, model: model, sample: sample)
    }

    /// Whether an argument is one of the protocol's flags, and so cannot be another flag's value.
    private static func isFlag(_ argument: String) -> Bool {
        argument == uiTestingFlag || argument == screenFlag || argument == modelFlag || argument == modelFileFlag
            || catalogueFlags.contains(argument)
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
    ///     ``ModelCodec/default``.
    /// - Returns: The decoded model.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/modelMismatch`` when the launch
    ///   carried no model or one of another shape, ``ScreenRouterError/Code/unreadablePayload`` when the
    ///   payload is not base64 or not JSON or its file cannot be read, or
    ///   ``ScreenRouterError/Code/payloadTooLarge``.
    public func decodeModel<Model: Decodable>(
        _ type: Model.Type,
        using codec: ModelCodec = .default
    ) throws(ScreenRouterError) -> Model {
        guard let model else {
            throw ScreenRouterError.missingModel(screen: screen, expected: typeName(Model.self))
        }
        return try codec.decode(Model.self, from: model.json(using: codec, for: screen), for: screen)
    }

    /// Decodes the request's model when there is one.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - codec: The codec to decode with. Defaults to ``ModelCodec/default``.
    /// - Returns: The decoded model, or `nil` when the launch carried none.
    /// - Throws: Any of the codec's errors.
    package func decodeModelIfPresent<Model: Decodable>(
        _ type: Model.Type,
        using codec: ModelCodec = .default
    ) throws(ScreenRouterError) -> Model? {
        guard model != nil else { return nil }
        return try decodeModel(type, using: codec)
    }

    /// Checks that the request carries no model, for screens that take none.
    ///
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/modelMismatch`` when it carries one.
    package func expectNoModel() throws(ScreenRouterError) {
        guard let model else { return }
        throw ScreenRouterError.unexpectedModel(screen: screen, payloadBytes: model.argumentSize)
    }
}
