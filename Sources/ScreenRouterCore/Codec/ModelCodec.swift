import Foundation

/// Turns fixture models into launch payloads and back: JSON through `JSONEncoder` and `JSONDecoder`,
/// carried as standard base64.
///
/// The default codec uses plain `JSONEncoder()` and `JSONDecoder()`, so a payload made the plain way,
/// `JSONEncoder().encode(model).base64EncodedString()`, decodes. An app whose models need other coding
/// strategies, such as ISO 8601 dates or snake_case keys, makes a codec of its own:
///
/// ```swift
/// extension ModelCodec {
///     static let shop = ModelCodec(
///         makeEncoder: {
///             let encoder = JSONEncoder()
///             encoder.dateEncodingStrategy = .iso8601
///             encoder.keyEncodingStrategy = .convertToSnakeCase
///             return encoder
///         },
///         makeDecoder: {
///             let decoder = JSONDecoder()
///             decoder.dateDecodingStrategy = .iso8601
///             decoder.keyDecodingStrategy = .convertFromSnakeCase
///             return decoder
///         }
///     )
/// }
/// ```
///
/// and names it once, where it declares the screens whose models need it:
///
/// ```swift
/// extension Screen where Model == Order {
///     static let orderDetail = Screen("orderDetail", codec: .shop)
/// }
/// ```
///
/// The codec travels with the ``Screen``: the app's ``TestingCoordinator`` decodes the screen's model with it
/// and test support encodes the test's fixture with it, so the two sides cannot disagree by forgetting an
/// argument. A ``ScreenFactory`` that decodes the model itself passes the codec to
/// ``LaunchRequest/decodeModel(_:using:)``, and the helpers ``Swift/Encodable/encoded(using:)``,
/// ``Swift/Encodable/base64Encoded(using:)`` and ``Swift/String/decoded(using:)`` take one too.
///
/// Every failure is a ``ScreenRouterError`` that names the expected type and what was found; decoding
/// failures carry the JSON coding path, such as `address.city`.
public struct ModelCodec: Sendable {
    /// The largest payload a codec accepts by default: 64 MiB of JSON.
    package static let defaultMaximumPayloadSize = 64 * 1024 * 1024

    /// The deepest nesting of arrays and objects a payload may have: 512 levels.
    ///
    /// Deeper payloads fail with ``ScreenRouterError/Code/unreadablePayload`` before they reach a decoder, on
    /// every platform and with every decoder a codec makes. Decoding follows nesting recursively, so the
    /// limit keeps a payload from exhausting the stack. It is the limit of Foundation's own JSON parser where
    /// that has one; `JSONEncoder` refuses models nested this deep, so the test side never produces such a
    /// payload.
    package static let maximumNestingDepth = 512

    /// Makes the encoder for one encoding; called once per model.
    package let makeEncoder: @Sendable () -> JSONEncoder

    /// Makes the decoder for one decoding; called once per payload.
    package let makeDecoder: @Sendable () -> JSONDecoder

    /// The largest JSON payload, in bytes, this codec encodes or decodes.
    ///
    /// Larger payloads fail with ``ScreenRouterError/Code/payloadTooLarge`` instead of exhausting memory.
    package let maximumPayloadSize: Int

    /// Creates a codec.
    ///
    /// Each closure is called once per model or payload, so the coders are never shared between launches
    /// that run in parallel. See the example on ``ModelCodec``.
    ///
    /// A payload larger than `maximumPayloadSize` fails with ``ScreenRouterError/Code/payloadTooLarge`` before
    /// it is decoded, instead of exhausting the app's memory. The app and the tests share the codec through
    /// the screen, so they share the limit too.
    ///
    /// - Parameters:
    ///   - makeEncoder: Makes a configured `JSONEncoder`. Defaults to a plain one.
    ///   - makeDecoder: Makes a configured `JSONDecoder`. Defaults to a plain one.
    ///   - maximumPayloadSize: The largest JSON payload in bytes, on both sides. Defaults to 64 MiB.
    public init(
        makeEncoder: @escaping @Sendable () -> JSONEncoder = { JSONEncoder() },
        makeDecoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() },
        maximumPayloadSize: Int = 64 * 1024 * 1024
    ) {
        self.makeEncoder = makeEncoder
        self.makeDecoder = makeDecoder
        self.maximumPayloadSize = maximumPayloadSize
    }

    /// Encodes a model to JSON, its keys sorted.
    ///
    /// - Parameters:
    ///   - model: The fixture model.
    ///   - screen: The screen the model is for, named in error messages.
    /// - Returns: The model's JSON.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/modelNotEncodable`` or
    ///   ``ScreenRouterError/Code/payloadTooLarge``.
    package func encode<Model: Encodable>(_ model: Model, for screen: ScreenID? = nil) throws(ScreenRouterError) -> Data
    {
        let json: Data
        do {
            // Sorted keys: the same model is the same bytes in every run (Foundation on Linux orders the keys of
            // a struct differently from one process to the next), so what a message quotes stays put.
            let encoder = makeEncoder()
            encoder.outputFormatting.insert(.sortedKeys)
            json = try encoder.encode(model)
        } catch {
            throw ScreenRouterError.modelNotEncodable(
                screen: screen,
                type: typeName(Model.self),
                reason: Self.reason(error)
            )
        }
        try checkSize(json.count, screen: screen)
        return json
    }

    /// A model's JSON as the catalogue carries it: the codec's encoder with its strategies, writing one line with
    /// sorted keys and unescaped slashes, the bytes the catalogue writes; `nil` for a model that does not encode.
    ///
    /// - Parameter model: A sample's model.
    /// - Returns: The JSON.
    package func catalogueJSON<Model: Encodable>(of model: Model) -> Data? {
        let encoder = makeEncoder()
        encoder.outputFormatting = encoder.outputFormatting.subtracting(.prettyPrinted)
            .union([.sortedKeys, .withoutEscapingSlashes])
        return try? encoder.encode(model)
    }

    /// Decodes a model from JSON.
    ///
    /// - Parameters:
    ///   - type: The model type the screen expects.
    ///   - json: The payload's JSON bytes.
    ///   - screen: The screen the model is for, named in error messages.
    ///   - subject: What the payload carries, named in error messages. Defaults to the model.
    ///   - file: The file the JSON was read from, named in error messages; `nil`, the default, for JSON that came
    ///     inline, as base64.
    /// - Returns: The decoded model.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/unreadablePayload`` (not JSON, or
    ///   nested too deeply), ``ScreenRouterError/Code/modelMismatch`` or
    ///   ``ScreenRouterError/Code/payloadTooLarge``.
    package func decode<Model: Decodable>(
        _ type: Model.Type,
        from json: Data,
        for screen: ScreenID? = nil,
        subject: LaunchPayload.Kind = .model,
        file: String? = nil
    ) throws(ScreenRouterError) -> Model {
        try checkSize(json.count, screen: screen, subject: subject)
        guard !json.isEmpty else {
            throw ScreenRouterError.payloadNotJSON(
                screen: screen,
                expected: typeName(Model.self),
                detail: "it is empty",
                bytes: json,
                subject: subject,
                file: file
            )
        }
        try checkNesting(json, screen: screen, subject: subject)
        do {
            return try makeDecoder().decode(Model.self, from: json)
        } catch let problems as DecodingProblems {
            throw Self.describe(
                problems.problems,
                model: Model.self,
                screen: screen,
                json: json,
                subject: subject,
                file: file,
                makeDecoder: makeDecoder
            )
        } catch let error as DecodingError {
            throw Self.describe(
                [error],
                model: Model.self,
                screen: screen,
                json: json,
                subject: subject,
                file: file,
                makeDecoder: makeDecoder
            )
        } catch {
            throw ScreenRouterError.payloadNotJSON(
                screen: screen,
                expected: typeName(Model.self),
                detail: "\(error)",
                bytes: json,
                subject: subject,
                file: file
            )
        }
    }

    /// Decodes a model from a base64 payload, the form `-model` carries.
    ///
    /// - Parameters:
    ///   - type: The model type the screen expects.
    ///   - base64: Standard, padded base64 of the model's JSON.
    ///   - screen: The screen the model is for, named in error messages.
    /// - Returns: The decoded model.
    /// - Throws: ``ScreenRouterError``; for text that is not standard base64, one with code
    ///   ``ScreenRouterError/Code/unreadablePayload`` that names the first offending character and its offset.
    package func decode<Model: Decodable>(
        _ type: Model.Type,
        fromBase64 base64: String,
        for screen: ScreenID? = nil
    ) throws(ScreenRouterError) -> Model {
        try decode(type, from: decodeBase64(base64, for: screen), for: screen)
    }

    /// Encodes a model to the base64 text `-model` carries.
    ///
    /// - Parameters:
    ///   - model: The fixture model.
    ///   - screen: The screen the model is for, named in error messages.
    /// - Returns: Standard, padded base64 of the model's JSON.
    /// - Throws: ``ScreenRouterError`` as ``encode(_:for:)`` does.
    package func base64Encode<Model: Encodable>(
        _ model: Model,
        for screen: ScreenID? = nil
    ) throws(ScreenRouterError) -> String {
        try encode(model, for: screen).base64EncodedString()
    }

    /// Decodes standard, padded base64, explaining exactly what is wrong when it is not.
    ///
    /// - Parameters:
    ///   - base64: The payload text.
    ///   - screen: The screen the payload is for, named in error messages.
    ///   - subject: What the payload carries, named in error messages. Defaults to the model.
    /// - Returns: The decoded bytes.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/unreadablePayload`` or
    ///   ``ScreenRouterError/Code/payloadTooLarge``.
    package func decodeBase64(
        _ base64: String,
        for screen: ScreenID? = nil,
        subject: LaunchPayload.Kind = .model
    ) throws(ScreenRouterError) -> Data {
        let padding = base64.utf8.reversed().prefix(2).prefix { $0 == UInt8(ascii: "=") }.count
        try checkSize(max(base64.utf8.count / 4 * 3 - padding, 0), screen: screen, subject: subject)
        // Foundation's own decoder is lenient on some platforms (it accepts `e3=0`, `====` or extra padding
        // on Linux), so the text is checked first: every platform accepts exactly standard, padded base64.
        if !Base64Diagnosis.isStandard(base64), let problem = Base64Diagnosis.problem(in: base64) {
            throw ScreenRouterError.payloadNotBase64(screen: screen, problem: problem, subject: subject)
        }
        guard let data = Data(base64Encoded: base64) else {
            throw ScreenRouterError.payloadNotBase64(
                screen: screen,
                problem: "its final characters do not encode whole bytes (a truncated or altered payload)",
                subject: subject
            )
        }
        return data
    }

    /// Refuses a payload of `bytes` over ``maximumPayloadSize``, before it is read or decoded.
    package func checkSize(
        _ bytes: Int,
        screen: ScreenID?,
        subject: LaunchPayload.Kind = .model
    ) throws(ScreenRouterError) {
        guard bytes > maximumPayloadSize else { return }
        throw ScreenRouterError.payloadTooLarge(
            screen: screen,
            bytes: bytes,
            limit: maximumPayloadSize,
            limitName: "codec's maximum payload size",
            fix: subject == .model
                ? "Trim the fixture to what the screen shows, or give its screen a codec with a larger "
                    + "`maximumPayloadSize:`, `Screen(\"id\", codec: ModelCodec(maximumPayloadSize: ...))`."
                : "Trim the fixture's bodies to what the screen loads.",
            subject: subject
        )
    }

    private func checkNesting(_ json: Data, screen: ScreenID?, subject: LaunchPayload.Kind) throws(ScreenRouterError) {
        guard let offset = JSONNesting.offset(deeperThan: Self.maximumNestingDepth, in: json) else { return }
        throw ScreenRouterError.payloadTooDeep(
            screen: screen,
            limit: Self.maximumNestingDepth,
            offset: offset,
            bytes: json,
            subject: subject
        )
    }

    /// Whether a refusal's description is Foundation's own (an enum's raw value, a UUID, a URL, base64 data),
    /// which the codec says in its words, rather than one a model's `init(from:)` wrote.
    private static func isFoundationRefusal(_ description: String) -> Bool {
        description.isEmpty
            || ["Cannot initialize ", "Attempted to decode ", "Encountered Data is not valid", "Invalid URL string"]
                .contains { description.hasPrefix($0) }
    }

    /// Why an encoder refused a model, in words: the value's coding path and the encoder's reason.
    private static func reason(_ error: any Error) -> String {
        guard case .invalidValue(_, let context) = error as? EncodingError else { return "\(error)" }
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let place = keys.isEmpty ? "" : "at `\(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)`, "
        return place + context.debugDescription
    }

    /// The error for what a decoder refused: each refusal's problem, with its coding path, in one message.
    private static func describe<Model: Decodable>(
        _ errors: [DecodingError],
        model: Model.Type,
        screen: ScreenID?,
        json: Data,
        subject: LaunchPayload.Kind,
        file: String?,
        makeDecoder: @Sendable () -> JSONDecoder
    ) -> ScreenRouterError {
        let payload = JSONValue.read(json)
        var problems: [String] = []
        for error in errors {
            let found = problem(
                of: error,
                model: model,
                screen: screen,
                json: json,
                payload: payload,
                subject: subject,
                file: file,
                makeDecoder: makeDecoder
            )
            switch found {
            case .success(let problem): problems.append(problem)
            case .failure(let notJSON): return notJSON
            }
        }
        let problem =
            problems.count == 1
            ? problems[0]
            : "\(problems.count) problems: "
                + problems.enumerated().map { "(\($0.offset + 1)) \($0.element)" }.joined(separator: "; ")
        guard subject == .model else { return .networkFixtureMalformed(screen: screen, problem: problem, bytes: json) }
        return .modelShapeMismatch(screen: screen, expected: typeName(Model.self), problem: problem, bytes: json)
    }

    /// What one refusal of a decoder says, in the codec's words with its coding path; or, for bytes that are not
    /// JSON, the error that says so.
    private static func problem<Model: Decodable>(
        of error: DecodingError,
        model: Model.Type,
        screen: ScreenID?,
        json: Data,
        payload: JSONValue?,
        subject: LaunchPayload.Kind,
        file: String?,
        makeDecoder: @Sendable () -> JSONDecoder
    ) -> Result<String, ScreenRouterError> {
        let expected = typeName(Model.self)
        // What the model declares where decoding stopped, and what the payload holds there, in our words.
        func mismatch(_ codingPath: [any CodingKey], decoderType: Any.Type?, refused: Bool = false) -> String {
            let declared = DeclaredType.name(of: Model.self, at: codingPath, in: payload)
            let wanted = DeclaredType.expected(declared: declared, read: decoderType.map { typeName($0) })
            let found = payload?.value(at: codingPath)?.spoken ?? "a value of another type"
            let refusal = refused ? ", which \(declared.map(DeclaredType.spoken) ?? "the field") does not accept" : ""
            return "\(path(codingPath)): expected \(wanted), found \(found)\(refusal)"
        }
        func path(_ codingPath: [any CodingKey], appending key: (any CodingKey)? = nil) -> String {
            let keys = codingPath + (key.map { [$0] } ?? [])
            guard !keys.isEmpty else { return "the top level" }
            var text = ""
            for key in keys {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return "`\(text)`"
        }
        let problem: String
        switch error {
        case .keyNotFound(let key, let context):
            problem = "\(path(context.codingPath, appending: key)): key not found"
        case .typeMismatch(let type, let context):
            problem = mismatch(context.codingPath, decoderType: type)
        case .valueNotFound(let type, let context):
            problem = mismatch(context.codingPath, decoderType: type)
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                if let underlying = context.underlyingError {
                    return .failure(
                        .payloadNotJSON(
                            screen: screen,
                            expected: expected,
                            detail: ((underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
                                ?? JSONDiagnosis.syntaxProblem(in: json) ?? "the decoder refused it",
                            bytes: json,
                            subject: subject,
                            file: file
                        )
                    )
                }
                if let syntax = JSONDiagnosis.syntaxProblem(in: json) {
                    return .failure(
                        .payloadNotJSON(
                            screen: screen,
                            expected: expected,
                            detail: syntax,
                            bytes: json,
                            subject: subject,
                            file: file
                        )
                    )
                }
            }
            if DateRefusal.isDateRefusal(context.debugDescription) {
                // Foundation on Linux names the date's container, or nothing; the codec finds the date itself.
                let codingPath =
                    DateRefusal.path(of: Model.self, in: json, makeDecoder: makeDecoder) ?? context.codingPath
                let found = payload?.value(at: codingPath)?.spoken ?? "a value of another form"
                problem =
                    "\(path(codingPath)): expected \(DateRefusal.expected(refusal: context.debugDescription)), found \(found)"
            } else if context.debugDescription == JSONDiagnosis.unexplainedRefusal {
                if let unfit = DeclaredType.unfitNumber(of: Model.self, in: payload) {
                    let found = payload?.value(at: unfit.path)?.spoken ?? "a number"
                    let wanted = DeclaredType.expected(declared: unfit.declared, read: unfit.read)
                    problem = "\(path(unfit.path)): expected \(wanted), found \(found), which \(unfit.read) cannot hold"
                } else {
                    problem = JSONDiagnosis.valueOutOfRange
                }
            } else if Self.isFoundationRefusal(context.debugDescription) {
                problem = mismatch(context.codingPath, decoderType: nil, refused: true)
            } else {
                // The model's own `init(from:)` said why, in its own words; the message ends the sentence.
                let reason = context.debugDescription.trimmingCharacters(in: .whitespaces)
                problem = "\(path(context.codingPath)): \(reason.hasSuffix(".") ? String(reason.dropLast()) : reason)"
            }
        @unknown default:
            problem = "the decoder refused it"
        }
        return .success(problem)
    }
}

/// Several refusals of one payload, which a type's own decoding collected rather than stop at the first (a network
/// fixture reads every entry): the codec describes each, with its coding path, in one message.
package struct DecodingProblems: Error {
    package let problems: [DecodingError]

    package init(problems: [DecodingError]) { self.problems = problems }
}
