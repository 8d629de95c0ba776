/// A routing failure, with a message that says what was asked, what was found and how to fix it.
///
/// Every failure ScreenRouter meets — in the launch arguments, the fixture payload, the registry, a screen
/// factory, a launch option or, on the test side, the launch itself — is a `ScreenRouterError`. In the app,
/// ``TestingCoordinator`` shows it on an error screen whose element has the accessibility identifier
/// ``accessibilityIdentifier`` and writes it to standard error as one line, `ScreenRouter.error[<code>]: <message>`;
/// test support reads it back, code and message, and fails the test with it, at the line that launched the app.
///
/// Match on ``code`` to tell failures apart, not on the wording, which may improve between releases; read
/// ``message`` for the whole account:
///
/// ```swift
/// do {
///     let user: User = try modelString.decoded()
///     show(user)
/// } catch where error.code == .modelMismatch {
///     print(error.message)  // The model payload does not decode as User: `email`: key not found. ...
/// } catch {
///     print(error.code, error.message)
/// }
/// ```
///
/// The codes and what to do about each are listed in <doc:Troubleshooting>.
public struct ScreenRouterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The class of a failure, stable across releases so that code can match on it; the message says exactly
    /// what went wrong.
    ///
    /// Every code there is, the app's, test support's, the command line's and the MCP server's, is declared here
    /// once with its meaning; <doc:Troubleshooting> has a section for each, led by that meaning.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        /// What a failure of this code means, in one sentence: the first line of its section in Troubleshooting.
        package let meaning: String

        private init(_ name: String, meaning: String) {
            self.name = name
            self.meaning = meaning
        }

        /// The code of a name read back from the app's error line; a name this release does not know keeps its
        /// spelling, so a newer app's code still reads as itself.
        package init(named name: String) {
            self = Self.all.first { $0.name == name } ?? Code(name, meaning: "")
        }

        /// The code's name, for example `unknownScreen`.
        public var description: String { name }

        // MARK: - The launch

        /// The launch arguments of the protocol are malformed: `--uitesting` without `-vc <screen>`, a flag
        /// without its value, a flag given twice, both `-model` and `-modelFile`, `-sample` with either of them,
        /// `--list-screens` with `-vc`, an empty identifier or sample name, or a variant's value that is not one of
        /// its cases; or a catalogue's shard does not exist (`5/4`, or a shard environment variable that is not a
        /// number).
        public static let malformedArguments = Code(
            "malformedArguments",
            meaning: "The request is not well formed: its launch arguments, its route URL, the command line's options "
                + "or an MCP call's arguments."
        )
        /// No screen is registered under the requested identifier, the screen has no sample of the requested
        /// name, or the host cannot show the gallery.
        public static let unknownScreen = Code(
            "unknownScreen",
            meaning: "The app has no screen of the requested identifier, or the screen no sample of the requested name."
        )
        /// A screen factory threw an error of its own while building the screen.
        public static let screenFactoryFailed = Code(
            "screenFactoryFailed",
            meaning: "The screen's own code threw while building it."
        )

        // MARK: - The registry

        /// A registration was refused: the same identifier twice, an empty one, one that starts with
        /// `ScreenRouter.`, or a sample name that is empty, starts with `-` or is given twice.
        public static let invalidRegistration = Code(
            "invalidRegistration",
            meaning: "The app's coordinator refused a registration."
        )

        // MARK: - The model

        /// The launch's model does not fit the screen: none for a screen that needs one, one for a screen that
        /// takes none, or JSON of another shape than the screen's model type.
        public static let modelMismatch = Code(
            "modelMismatch",
            meaning: "The request's model does not fit the screen."
        )
        /// The payload cannot be read as a model: not standard base64, not JSON, nested more deeply than 512
        /// levels, or a `-modelFile` that cannot be read (or, on the test side, written).
        public static let unreadablePayload = Code(
            "unreadablePayload",
            meaning: "A payload, a model or a network fixture, cannot be read, or its file cannot be read or written."
        )
        /// The payload is larger than the codec or the launch accepts.
        public static let payloadTooLarge = Code(
            "payloadTooLarge",
            meaning: "A payload is larger than the codec or the launch accepts."
        )
        /// A model could not be encoded to JSON on the test side.
        public static let modelNotEncodable = Code(
            "modelNotEncodable",
            meaning: "The test's model could not be encoded to JSON."
        )

        // MARK: - The network fixture

        /// A network fixture cannot be used: JSON that is not a fixture, an unknown method, a URL that is not a
        /// pattern, a status outside 100...599, a negative delay, a body that does not encode, or a request given
        /// twice.
        public static let invalidNetworkFixture = Code(
            "invalidNetworkFixture",
            meaning: "A network fixture cannot be used as it is."
        )
        /// The screen made a request its network fixture does not answer; the request failed without reaching
        /// the network.
        public static let unansweredRequest = Code(
            "unansweredRequest",
            meaning: "The screen made a request its network fixture does not answer; the request failed without "
                + "reaching the network."
        )
        /// In strict network mode, the screen made a request that no network fixture of its route answers (a
        /// route without a fixture among them): the route failed, and the request never reached the network.
        public static let blockedRequest = Code(
            "blockedRequest",
            meaning: "In strict network mode, the screen made a request no fixture of its route answers; the route "
                + "failed, and the request never reached the network."
        )

        // MARK: - Launch options and launching

        /// A launch option's value cannot be carried by, or read back from, the launch arguments.
        public static let invalidOptionValue = Code(
            "invalidOptionValue",
            meaning: "A launch option's value cannot be carried by, or read back from, the launch arguments."
        )
        /// Test support could not launch the app or reach it: no such executable, a launch the system would
        /// refuse, no catalogue printed for `--list-screens`, or a route asked without a running session.
        public static let launchFailed = Code(
            "launchFailed",
            meaning: "The app could not be started or reached."
        )
        /// The app ended of its own accord before it showed the screen, and reported no routing error: it crashed
        /// (a signal, a runtime trap), exited with a failure status, or left the foreground.
        ///
        /// A launch that ran out of time is ``appTimedOut``, one that never routed ``screenNotOpened``, and one the
        /// app refused reports the app's own code, such as ``unknownScreen``.
        public static let appStopped = Code(
            "appStopped",
            meaning: "The app ended before it showed the screen, and reported no error of its own."
        )
        /// The app did not answer within its timeout (a `ProcessApplication`'s `timeout`, or an MCP call's
        /// deadline) and was stopped.
        public static let appTimedOut = Code(
            "appTimedOut",
            meaning: "The app did not answer within its deadline and was stopped."
        )
        /// The app ran, reported no routing error, and never showed the routed signal (`ScreenRouter.routed 0` on
        /// standard output, the `ScreenRouter.routed` marker in a window): it exited with status 0, or showed
        /// neither marker in time, because its coordinator was not started before it drew a screen of its own, or
        /// an app's session ended without answering a route.
        public static let screenNotOpened = Code(
            "screenNotOpened",
            meaning: "The app ran and reported no error, but never showed the screen it was asked for."
        )

        // MARK: - Elements

        /// A test looked for an element the screen does not show (the message lists the elements it shows,
        /// nearest to the one asked for first), or the screen still shows an element a test expected absent.
        public static let elementNotFound = Code(
            "elementNotFound",
            meaning: "The screen does not show an element a test looked for, or shows one a test expected absent."
        )
        /// A test looked for one element and the screen shows more than one that match; the message names them.
        public static let elementNotUnique = Code(
            "elementNotUnique",
            meaning: "The screen shows more than one element where a test looked for one."
        )
        /// A command-line app wrote a `ScreenRouter.elements` frame whose JSON does not read.
        public static let malformedElementFrame = Code(
            "malformedElementFrame",
            meaning: "A command-line app wrote an element frame that does not read."
        )
        /// A cell's screen differs from its snapshot file, or a cell has none where none may be recorded, or it was
        /// recorded in this run (re-run to compare).
        package static let snapshotDiffers = Code(
            "snapshotDiffers",
            meaning: "A cell's screen differs from its snapshot file, has none, or was recorded in this run."
        )
        /// A snapshot file does not read, or cannot be written.
        package static let malformedSnapshot = Code(
            "malformedSnapshot",
            meaning: "A snapshot file does not read, or cannot be written."
        )

        // MARK: - The MCP server

        /// `describe_screen` was called before any screen was open.
        package static let noScreen = Code(
            "noScreen",
            meaning: "No screen is open to describe."
        )
        /// What was asked is not supported where it was asked: a screenshot of a command-line app, a simulator
        /// where there is none.
        package static let unsupported = Code(
            "unsupported",
            meaning: "What was asked cannot be done where it was asked."
        )

        /// Every code, in the order of <doc:Troubleshooting>'s sections: a new code is declared above and listed
        /// here.
        package static let all: [Code] = [
            malformedArguments, unknownScreen, screenFactoryFailed, invalidRegistration, modelMismatch,
            unreadablePayload, payloadTooLarge, modelNotEncodable, invalidNetworkFixture, unansweredRequest,
            blockedRequest, invalidOptionValue, launchFailed, appStopped, appTimedOut, screenNotOpened, elementNotFound,
            elementNotUnique, malformedElementFrame, snapshotDiffers, malformedSnapshot, noScreen, unsupported,
        ]
    }

    /// The accessibility identifier of the error screen's message element: `ScreenRouter.error`.
    ///
    /// UI tests query it (`app.staticTexts["ScreenRouter.error"]`) to read why routing failed.
    public static let accessibilityIdentifier = LaunchProtocol.errorMarker

    /// The accessibility identifier of the marker a UIKit host shows with a routed screen: `ScreenRouter.routed`.
    ///
    /// When a UIKit or SwiftUI app's window installs the screen a launch asked for, it also puts a one-point, transparent view above it that is an accessibility element with
    /// this identifier. A UI test waits for either element: this one when routing succeeded,
    /// ``accessibilityIdentifier`` when it failed. The error screen never carries the marker.
    ///
    /// ```swift
    /// let routed = app.otherElements["ScreenRouter.routed"].waitForExistence(timeout: 10)
    /// ```
    package static let routedAccessibilityIdentifier = LaunchProtocol.routedMarker

    /// The class of the failure.
    public let code: Code

    /// The screen the failure concerns, when there is one.
    package let screen: ScreenID?

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
    package init(code: Code, screen: ScreenID? = nil, message: String) {
        self.code = code
        self.screen = screen
        self.message = message
    }

    /// The whole message.
    public var description: String { message }

    /// The error as one line of standard error: `ScreenRouter.error[<code>]: <message>`.
    package var logLine: String { LaunchProtocol.errorLine(self) }

    /// ` for screen `<id>``, or nothing when the failure concerns no screen: the part of a message that names it.
    package static func forScreen(_ screen: ScreenID?) -> String {
        screen.map { " for screen `\($0)`" } ?? ""
    }
}
