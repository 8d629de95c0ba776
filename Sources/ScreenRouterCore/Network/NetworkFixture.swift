import Foundation

/// The network a screen loads its data from, as a UI test wants it: the requests the screen may make, each
/// with its answer.
///
/// A screen that loads its own data when it appears is not opened by a model alone. Give its launch a network
/// fixture, and the app answers the screen's `URLSession` requests from it, with no server and no mock client:
///
/// ```swift
/// let fixture: NetworkFixture = [
///     .get("https://api.example.com/users"): .json([User.ada, User.grace]),
///     .get("https://api.example.com/users/3"): .status(404),
///     .post("https://api.example.com/orders"): .json(Order.placed, status: 201),
///     .get("https://api.example.com/avatars/*"): .data(png, contentType: "image/png"),
///     .get("https://api.example.com/slow"): .json(User.ada).delayed(by: 0.5),
///     .get("https://api.example.com/feed"): .failure(.notConnectedToInternet),
/// ]
/// await launchApp(app, .screen(.users, network: fixture))
/// ```
///
/// The fixture travels with the launch as `-network <base64>`, or in a file as `-networkFile <path>` when it is
/// too large for an argument, exactly as a model does (see <doc:TheLaunchProtocol>). In an app that opts in,
/// with `import ScreenRouterNetwork` and `coordinator.answerRequestsFromNetworkFixtures()`,
/// ``TestingCoordinator/start(in:scheme:arguments:)`` answers `URLSession.shared` from it; a session of the app's own
/// configuration answers from it after one line, `NetworkFixture.install(in: configuration)`.
///
/// ### Matching
/// An entry answers a request when the methods are equal and the URLs match: the same scheme, host and port
/// (letter case aside), the same path segment by segment, where a segment `*` matches any one segment, and the
/// same query items, in any order (compared as a set; an entry without a query matches only requests without
/// one). When several entries match, the most specific wins: compare their paths segment by segment from the
/// left, and at the first segment where one has a name and the other `*`, the one with the name wins. So
/// `/users/me` wins over `/users/*` and `/users/*/posts` over `/*/7/posts`.
///
/// A request no entry answers never reaches the network: it fails with a `URLError`, the app reports it, and
/// the test fails at the line that launched the screen, naming the request and listing what the fixture
/// answers, nearest first.
///
/// ### Problems
/// Building a fixture never traps. A key given twice (which would trap in a `Dictionary` literal), a method
/// other than `GET`, `HEAD`, `POST`, `PUT`, `PATCH`, `DELETE` or `OPTIONS`, a URL that is not an absolute
/// `http` or `https` URL, a `*` that is not a whole path segment, a status outside 100...599, a negative delay
/// or a `.json` value that does not encode: each is kept and reported, with its own message, as a
/// ``ScreenRouterError`` of code ``ScreenRouterError/Code/invalidNetworkFixture`` when the fixture is launched
/// (on the test side before launch, or by the app's error screen).
///
/// See <doc:NetworkFixtures>.
public struct NetworkFixture: Sendable, ExpressibleByDictionaryLiteral {
    /// One request of the fixture and its answer, in the order written.
    package struct Entry: Sendable {
        /// The request the entry answers.
        package var request: Request
        /// The answer.
        package var response: Response

        /// Creates an entry.
        package init(request: Request, response: Response) {
            self.request = request
            self.response = response
        }

        /// The entry as messages show it: `GET https://api.example.com/users`.
        package var label: String { request.label }
    }

    /// The entries, in the order written, duplicates included (they are reported, not dropped).
    package var entries: [Entry]

    /// Creates a fixture of entries.
    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// Creates a fixture from a dictionary literal of requests and their answers.
    ///
    /// ```swift
    /// let fixture: NetworkFixture = [.get("https://api.example.com/users/3"): .status(404)]
    /// ```
    ///
    /// Unlike a `Dictionary` literal, a request given twice does not trap: the fixture keeps both entries, and
    /// its launch fails with a message that names the request.
    ///
    /// - Parameter elements: The requests and their answers, in order.
    public init(dictionaryLiteral elements: (Request, Response)...) {
        entries = elements.map { Entry(request: $0.0, response: $0.1) }
    }
}

extension NetworkFixture {
    /// A request a fixture answers: an HTTP method and a URL, whose path segments may be `*`.
    ///
    /// ```swift
    /// .get("https://api.example.com/users/*")
    /// ```
    public struct Request: Sendable {
        /// The HTTP method, such as `GET`.
        package let method: String
        /// The URL, as written.
        package let url: String

        /// Creates a request of any method; the fixture checks that the method is one it knows.
        package init(method: String, url: String) {
            self.method = method
            self.url = url
        }

        /// The request as messages show it: `GET https://api.example.com/users`.
        package var label: String { "\(method) \(url)" }

        /// A `GET` request of a URL.
        ///
        /// - Parameter url: The URL; a path segment `*` matches any one segment.
        /// - Returns: The request.
        public static func get(_ url: String) -> Self { Self(method: "GET", url: url) }

        /// A `POST` request of a URL.
        ///
        /// - Parameter url: The URL; a path segment `*` matches any one segment.
        /// - Returns: The request.
        public static func post(_ url: String) -> Self { Self(method: "POST", url: url) }

        /// A `PUT` request of a URL.
        ///
        /// - Parameter url: The URL; a path segment `*` matches any one segment.
        /// - Returns: The request.
        public static func put(_ url: String) -> Self { Self(method: "PUT", url: url) }

        /// A `PATCH` request of a URL.
        ///
        /// - Parameter url: The URL; a path segment `*` matches any one segment.
        /// - Returns: The request.
        public static func patch(_ url: String) -> Self { Self(method: "PATCH", url: url) }

        /// A `DELETE` request of a URL.
        ///
        /// - Parameter url: The URL; a path segment `*` matches any one segment.
        /// - Returns: The request.
        public static func delete(_ url: String) -> Self { Self(method: "DELETE", url: url) }
    }
}
