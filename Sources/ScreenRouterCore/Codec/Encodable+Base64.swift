import Foundation

extension Encodable {
    /// Encodes the value to JSON.
    ///
    /// ```swift
    /// let json = try user.encoded()
    /// ```
    ///
    /// - Parameter codec: The codec whose encoder is used. Defaults to plain `JSONEncoder()`.
    /// - Returns: The value's JSON.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/modelNotEncodable`` when the value
    ///   has no JSON form, or ``ScreenRouterError/Code/payloadTooLarge`` when its JSON is larger than the
    ///   codec accepts.
    public func encoded(using codec: ModelCodec = ModelCodec()) throws(ScreenRouterError) -> Data {
        try codec.encode(self)
    }

    /// Encodes the value to base64 of its JSON: the payload `-model` carries.
    ///
    /// ```swift
    /// let base64 = try user.base64Encoded()
    /// app.launchArguments += ["--uitesting", "-vc", "userDetail", "-model", base64]
    /// ```
    ///
    /// - Parameter codec: The codec whose encoder is used. Defaults to plain `JSONEncoder()`.
    /// - Returns: Standard, padded base64 of the value's JSON.
    /// - Throws: ``ScreenRouterError`` as ``encoded(using:)`` does.
    public func base64Encoded(using codec: ModelCodec = ModelCodec()) throws(ScreenRouterError) -> String {
        try codec.base64Encode(self)
    }
}

extension Data {
    /// Decodes JSON into a model, naming the coding path of any mismatch.
    ///
    /// ```swift
    /// let user: User = try json.decoded()
    /// ```
    ///
    /// - Parameter codec: The codec whose decoder is used. Defaults to plain `JSONDecoder()`.
    /// - Returns: The decoded model.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/unreadablePayload`` when the data is
    ///   not JSON (or nests more than 512 levels deep), ``ScreenRouterError/Code/modelMismatch`` when the JSON
    ///   has another shape than `Model`, naming the coding path, or ``ScreenRouterError/Code/payloadTooLarge``.
    public func decoded<Model: Decodable>(using codec: ModelCodec = ModelCodec()) throws(ScreenRouterError) -> Model {
        try codec.decode(Model.self, from: self)
    }
}

extension String {
    /// Decodes base64 of JSON into a model: the reverse of ``Swift/Encodable/base64Encoded(using:)``.
    ///
    /// ```swift
    /// guard let model: User = try? modelString.decoded() else { ... }
    /// ```
    ///
    /// - Parameter codec: The codec whose decoder is used. Defaults to plain `JSONDecoder()`.
    /// - Returns: The decoded model.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/unreadablePayload`` when the text is
    ///   not standard base64 (naming the first offending character) or its bytes are not JSON,
    ///   ``ScreenRouterError/Code/modelMismatch`` when the JSON has another shape than `Model`, or
    ///   ``ScreenRouterError/Code/payloadTooLarge``.
    public func decoded<Model: Decodable>(using codec: ModelCodec = ModelCodec()) throws(ScreenRouterError) -> Model {
        try codec.decode(Model.self, fromBase64: self)
    }
}
