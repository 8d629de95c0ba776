import Foundation

/// The model's payload: what the codec cannot read, or reads as another shape.
extension ScreenRouterError {
    package static func missingModel(screen: ScreenID, expected: String) -> Self {
        Self(
            code: .modelMismatch,
            screen: screen,
            message: "Screen `\(screen)` needs a model of type \(expected), but the launch carried none. Pass one: "
                + "`launchApp(app, .screen(.\(screen), model: ...))`, or `-model <base64 of its JSON>` by hand. If the "
                + "screen can open without one, register it with a default: `register(_:default:samples:build:)`."
        )
    }

    package static func unexpectedModel(screen: ScreenID, carried: String) -> Self {
        Self(
            code: .modelMismatch,
            screen: screen,
            message: "Screen `\(screen)` takes no model, but the launch carried one (\(carried)). Launch "
                + "it by identifier alone, or register it with a model type if it should take one."
        )
    }

    package static func payloadNotBase64(
        screen: ScreenID?,
        problem: String,
        subject: LaunchPayload.Kind = .model
    ) -> Self {
        let fix =
            subject == .model
            ? "`try model.base64Encoded()` or `JSONEncoder().encode(model).base64EncodedString()`"
            : "`launchApp(app, .screen(screen, network: fixture))`, which encodes the fixture for you, or `base64 -w0` of its JSON"
        return Self(
            code: .unreadablePayload,
            screen: screen,
            message: "The `\(subject.inline.flag)` payload\(forScreen(screen)) is not standard base64: \(problem). "
                + "Encode it with \(fix)."
        )
    }

    /// Bytes that are not JSON, with a fix that fits how they came: base64 text (`-model`, a route URL's `model=`) or a
    /// file (`-modelFile`), of a model or of a network fixture.
    package static func payloadNotJSON(
        screen: ScreenID?,
        expected: String,
        detail: String,
        bytes: Data,
        subject: LaunchPayload.Kind = .model,
        file: String? = nil
    ) -> Self {
        let what =
            file.map { "The \(subject.fileNoun)\(forScreen(screen)) at `\($0)`" }
            ?? "The \(subject.noun)\(forScreen(screen))"
        let wanted = subject == .model ? "; \(expected) was expected" : ""
        let fix: String
        switch (subject, file) {
        case (.model, nil):
            fix =
                "Encode the model with `JSONEncoder` before base64: `JSONEncoder().encode(model).base64EncodedString()`."
        case (.model, _?):
            fix = "The file holds the model's JSON itself, as `JSONEncoder().encode(model)` writes it, with no base64."
        case (.network, _):
            fix =
                "Write the fixture's JSON as the Network Fixtures article shows, or, from a test, pass a "
                + "`NetworkFixture`, which test support writes for you."
        }
        return Self(
            code: .unreadablePayload,
            screen: screen,
            message: "\(what) is not JSON (\(detail))\(wanted). Found: \(preview(bytes)). \(fix)"
        )
    }

    package static func modelShapeMismatch(screen: ScreenID?, expected: String, problem: String, bytes: Data) -> Self {
        Self(
            code: .modelMismatch,
            screen: screen,
            message: "The model payload\(forScreen(screen)) does not decode as \(expected): \(problem). "
                + "Found: \(preview(bytes)). " + fixtureAdvice
        )
    }

    /// A model, or a sample, that its codec does not bring back whole: decoded and encoded again, its JSON lacks a key
    /// or holds another value.
    ///
    /// - Parameters:
    ///   - screen: The screen the model is for.
    ///   - sample: The sample's name, or `nil` for a test's model.
    ///   - type: The model type's name.
    ///   - changes: Each difference, with its path, and its cause and fix when the codec's key strategies are the
    ///     cause.
    ///   - isEachFixed: Whether every difference says its fix, so that the message needs no general advice.
    ///   - bytes: The model's JSON, quoted in part.
    /// - Returns: The error, with code ``ScreenRouterError/Code/modelMismatch``.
    package static func modelLosesFields(
        screen: ScreenID?,
        sample: String?,
        type: String,
        changes: [String],
        isEachFixed: Bool,
        bytes: Data
    ) -> Self {
        let subject = sample.map { "The sample `\($0)`\(forScreen(screen))" } ?? "The model\(forScreen(screen))"
        let listed =
            changes.count == 1
            ? "in 1 place: " + changes[0]
            : "in \(changes.count) places: "
                + changes.enumerated().map { "(\($0.offset + 1)) \($0.element)" }.joined(separator: "; ")
        let advice = isEachFixed ? "" : " Make the model's `Codable` conformance read back every key it writes."
        return Self(
            code: .modelMismatch,
            screen: screen,
            message: "\(subject) does not survive its codec: encoded, decoded as \(type) and encoded again, its JSON "
                + "differs \(listed). Found: \(preview(bytes)). The screen would open without what the trip loses."
                + advice
        )
    }

    /// What a model mismatch advises, whoever sent the model (a test, the command line, a launch by hand); a client
    /// that sends models of its own making, such as the MCP server's agent, replaces it with advice of its own.
    package static let fixtureAdvice =
        "Make the model the launch carries and the app's model type agree: declare the model once, in code the app "
        + "and its tests both compile, and if it needs coding strategies (dates, key names), give them to the screen, "
        + "`Screen(\"id\", codec: ...)`, so every side encodes and decodes it alike."

    /// What a model mismatch advises when the model is JSON an agent sent through `screenrouter mcp`.
    package static let agentModelAdvice =
        "Send JSON of the screen's model type: `list_screens` gives each sample's model, a valid one to change, and "
        + "the field named above must have the form it says."

    package static func payloadTooLarge(
        screen: ScreenID?,
        bytes: Int,
        limit: Int,
        limitName: String,
        fix: String,
        subject: LaunchPayload.Kind = .model
    ) -> Self {
        Self(
            code: .payloadTooLarge,
            screen: screen,
            message: "The \(subject.noun)\(forScreen(screen)) is \(formattedSize(bytes)), over the \(limitName) of "
                + "\(formattedSize(limit)). \(fix)"
        )
    }

    package static func payloadTooDeep(
        screen: ScreenID?,
        limit: Int,
        offset: Int,
        bytes: Data,
        subject: LaunchPayload.Kind = .model
    ) -> Self {
        Self(
            code: .unreadablePayload,
            screen: screen,
            message: "The \(subject.noun)\(forScreen(screen)) nests arrays and objects more than \(limit) levels deep "
                + "(level \(limit + 1) opens at byte \(offset)); JSON decoders refuse deeper nesting. Found: "
                + "\(preview(bytes)). Give the fixture fewer levels: it needs only what the screen shows."
        )
    }

    package static func payloadFileUnreadable(
        screen: ScreenID?,
        path: String,
        reason: String,
        subject: LaunchPayload.Kind = .model
    ) -> Self {
        Self(
            code: .unreadablePayload,
            screen: screen,
            message: "The \(subject.fileNoun)\(forScreen(screen)) at `\(path)` could not be read: \(reason). "
                + "`\(subject.file.flag)` must name a file the app can read (test support writes it to a temporary "
                + "directory before launch)."
        )
    }

    package static func modelNotEncodable(screen: ScreenID?, type: String, reason: String) -> Self {
        Self(
            code: .modelNotEncodable,
            screen: screen,
            message: "The model\(forScreen(screen)) of type \(type) could not be encoded to JSON: \(reason). Make its "
                + "`Encodable` conformance produce JSON (no NaN or infinite numbers unless the encoder allows them)."
        )
    }
}
