import Foundation

extension NetworkFixture {
    /// The answer a fixture gives a request: a status with a body, or a failure, optionally after a delay.
    ///
    /// ```swift
    /// .json([User.ada, User.grace])                  // 200, application/json
    /// .json(Order.placed, status: 201)
    /// .status(404)                                   // no body
    /// .data(png, contentType: "image/png")
    /// .failure(.notConnectedToInternet)              // the request fails with URLError(.notConnectedToInternet)
    /// .json(User.ada).delayed(by: 0.5)               // answered half a second later
    /// ```
    public struct Response: Sendable {
        /// What the answer's body is made of.
        package enum Body: Sendable {
            /// Bytes, as they are sent.
            case bytes(Data)
            /// A value to encode as JSON when the fixture is launched: with `codec` when one was given, otherwise
            /// with the codec of the screen the fixture is launched with.
            case encodable(
                type: String,
                codec: ModelCodec?,
                encode: @Sendable (ModelCodec) throws(ScreenRouterError) -> Data
            )
        }

        /// The HTTP status code.
        package var status: Int
        /// The `Content-Type` header, if any.
        package var contentType: String?
        /// The body.
        package var body: Body
        /// The raw value of the `URLError.Code` the request fails with, instead of a status and body.
        package var failure: Int?
        /// How long the answer waits, in seconds.
        package var delay: Double

        /// Creates an answer.
        package init(
            status: Int = 200,
            contentType: String? = nil,
            body: Body = .bytes(Data()),
            failure: Int? = nil,
            delay: Double = 0
        ) {
            self.status = status
            self.contentType = contentType
            self.body = body
            self.failure = failure
            self.delay = delay
        }

        /// The body's bytes, or empty for a body not yet encoded.
        package var bytes: Data {
            if case .bytes(let data) = body { return data }
            return Data()
        }

        /// A JSON answer: the value encoded, with the `Content-Type` `application/json`.
        ///
        /// The value is encoded when the fixture is launched, with the codec of the screen it is launched
        /// with (the one given to ``Screen/init(_:codec:)``), so the app's dates and key names come out as its
        /// models expect; or with `codec`, when given. A launch by ``ScreenID`` uses `ModelCodec()`.
        ///
        /// ```swift
        /// .get("https://api.example.com/users"): .json([User.ada, User.grace])
        /// .post("https://api.example.com/orders"): .json(Order.placed, status: 201)
        /// ```
        ///
        /// - Parameters:
        ///   - value: The body's value.
        ///   - status: The HTTP status code. Defaults to 200.
        ///   - codec: The codec to encode with. Defaults to the screen's.
        /// - Returns: The answer.
        public static func json<Value: Encodable & Sendable>(
            _ value: Value,
            status: Int = 200,
            using codec: ModelCodec? = nil
        ) -> Self {
            let encode: @Sendable (ModelCodec) throws(ScreenRouterError) -> Data = { codec throws(ScreenRouterError) in
                try codec.encode(value)
            }
            return Self(
                status: status,
                contentType: "application/json",
                body: .encodable(type: typeName(Value.self), codec: codec, encode: encode)
            )
        }

        /// An answer with a status and no body, such as `404`.
        ///
        /// ```swift
        /// .get("https://api.example.com/users/3"): .status(404)
        /// ```
        ///
        /// - Parameter code: The HTTP status code, in 100...599.
        /// - Returns: The answer.
        public static func status(_ code: Int) -> Self {
            Self(status: code)
        }

        /// An answer of bytes of a content type, such as an image.
        ///
        /// ```swift
        /// .get("https://api.example.com/avatars/*"): .data(png, contentType: "image/png")
        /// ```
        ///
        /// - Parameters:
        ///   - body: The bytes.
        ///   - contentType: The `Content-Type` header.
        ///   - status: The HTTP status code. Defaults to 200.
        /// - Returns: The answer.
        public static func data(_ body: Data, contentType: String, status: Int = 200) -> Self {
            Self(status: status, contentType: contentType, body: .bytes(body))
        }

        /// A request that fails, as it would without a connection.
        ///
        /// The app's request fails with `URLError(code)`, and nothing is sent.
        ///
        /// ```swift
        /// .get("https://api.example.com/feed"): .failure(.notConnectedToInternet)
        /// ```
        ///
        /// - Parameter code: The error's code, such as `.notConnectedToInternet` or `.timedOut`.
        /// - Returns: The answer.
        public static func failure(_ code: URLError.Code) -> Self {
            Self(failure: code.rawValue)
        }

        /// The same answer, given after a delay: the screen shows its loading state first.
        ///
        /// ```swift
        /// .get("https://api.example.com/slow"): .json(User.ada).delayed(by: 0.5)
        /// ```
        ///
        /// The delay is the app's, so keep it short: a UI test waits for it.
        ///
        /// - Parameter seconds: How long to wait before answering; not negative.
        /// - Returns: The delayed answer.
        public func delayed(by seconds: TimeInterval) -> Self {
            var delayed = self
            delayed.delay = seconds
            return delayed
        }
    }
}
