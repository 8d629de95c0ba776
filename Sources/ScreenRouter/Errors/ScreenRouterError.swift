/// A routing failure, with a message that says what was asked, what was found and how to fix it.
///
/// Every failure the router can meet — in the launch arguments, the fixture payload, the registry or a
/// screen factory — is reported as a `ScreenRouterError`. In the app, ``TestingCoordinator`` shows it on
/// an error screen whose element has the accessibility identifier ``accessibilityIdentifier`` and writes it
/// to standard error after ``logPrefix``; test support reads it back and fails the test with it.
///
/// Match on ``code`` to tell failures apart; read ``description`` for the whole message:
///
/// ```swift
/// do {
///     _ = try LaunchRequest.parse(["--uitesting"])
/// } catch let error as ScreenRouterError where error.code == .missingScreenArgument {
///     print(error)  // `--uitesting` was given without `-vc <screen>` ...
/// }
/// ```
public struct ScreenRouterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The class of a failure, stable across releases so that code can match on it.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's name, for example `unknownScreen`.
        public let rawValue: String

        /// Creates a code from its name.
        ///
        /// - Parameter rawValue: The code's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The code's name.
        public var description: String { rawValue }

        /// `--uitesting` was passed without `-vc <screen>`.
        public static let missingScreenArgument = Code(rawValue: "missingScreenArgument")
        /// A flag that takes a value (`-vc`, `-model`, `-modelFile`) was last, or followed by another flag.
        public static let missingArgumentValue = Code(rawValue: "missingArgumentValue")
        /// A flag of the protocol was passed more than once.
        public static let repeatedArgument = Code(rawValue: "repeatedArgument")
        /// Two arguments that exclude each other were both passed (`-model` and `-modelFile`).
        public static let conflictingArguments = Code(rawValue: "conflictingArguments")
        /// A screen identifier was empty.
        public static let emptyIdentifier = Code(rawValue: "emptyIdentifier")
        /// No screen is registered under the requested identifier.
        public static let unknownScreen = Code(rawValue: "unknownScreen")
        /// The screen needs a model and none was passed.
        public static let missingModel = Code(rawValue: "missingModel")
        /// A model was passed to a screen that takes none.
        public static let unexpectedModel = Code(rawValue: "unexpectedModel")
        /// The `-model` payload is not standard, padded base64.
        public static let payloadNotBase64 = Code(rawValue: "payloadNotBase64")
        /// The payload decoded to bytes that are not JSON.
        public static let payloadNotJSON = Code(rawValue: "payloadNotJSON")
        /// The payload is JSON, but not of the shape the screen's model type expects.
        public static let modelShapeMismatch = Code(rawValue: "modelShapeMismatch")
        /// The payload is larger than the router or the launch transport accepts.
        public static let payloadTooLarge = Code(rawValue: "payloadTooLarge")
        /// The payload nests arrays and objects more deeply than ``ModelCodec/maximumNestingDepth``.
        public static let payloadTooDeep = Code(rawValue: "payloadTooDeep")
        /// The file named by `-modelFile` could not be read.
        public static let payloadFileUnreadable = Code(rawValue: "payloadFileUnreadable")
        /// A model could not be encoded to JSON on the test side.
        public static let modelNotEncodable = Code(rawValue: "modelNotEncodable")
        /// The same identifier was registered twice.
        public static let duplicateRegistration = Code(rawValue: "duplicateRegistration")
        /// A screen factory threw an error of its own while building the screen.
        public static let screenFactoryFailed = Code(rawValue: "screenFactoryFailed")
        /// A launch option's value cannot be carried by, or read back from, the launch arguments.
        public static let invalidOptionValue = Code(rawValue: "invalidOptionValue")
    }

    /// The accessibility identifier of the error screen's message element: `ScreenRouter.error`.
    ///
    /// UI tests query it (`app.staticTexts["ScreenRouter.error"]`) to read why routing failed.
    public static let accessibilityIdentifier = "ScreenRouter.error"

    /// The accessibility identifier of the marker a UIKit host shows with a routed screen: `ScreenRouter.routed`.
    ///
    /// When `UIWindow`'s ``ScreenHost`` conformance (and so `NavigationControllerHost`) installs the screen a
    /// launch asked for, it also puts a one-point, transparent view above it that is an accessibility element with
    /// this identifier. A UI test waits for either element: this one when routing succeeded,
    /// ``accessibilityIdentifier`` when it failed. The error screen never carries the marker.
    ///
    /// ```swift
    /// let routed = app.otherElements["ScreenRouter.routed"].waitForExistence(timeout: 10)
    /// ```
    public static let routedAccessibilityIdentifier = "ScreenRouter.routed"

    /// The prefix of the line the app writes to standard error when routing fails: `ScreenRouter.error: `.
    public static let logPrefix = "\(accessibilityIdentifier): "

    /// The class of the failure.
    public let code: Code

    /// The screen the failure concerns, when there is one.
    public let screen: ScreenID?

    /// The whole message: what was asked, what was found and what to do.
    public let message: String

    /// Creates an error.
    ///
    /// The router makes its own errors; apps and tests create one to report a failure of their own in the
    /// same form.
    ///
    /// - Parameters:
    ///   - code: The class of the failure.
    ///   - screen: The screen the failure concerns, if any.
    ///   - message: The whole message.
    public init(code: Code, screen: ScreenID? = nil, message: String) {
        self.code = code
        self.screen = screen
        self.message = message
    }

    /// The whole message.
    public var description: String { message }

    /// The message as one line of standard error: ``logPrefix`` followed by the message.
    public var logLine: String { Self.logPrefix + message }
}
