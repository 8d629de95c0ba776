// The error codes 0.x had and 1.0 merged, and the members 1.0 removed, declared unavailable so that the compiler names
// each one's replacement (the Migrating from 0.x article lists them). None of them can be used.

extension ScreenRouterError.Code {
    /// Removed: merged into ``malformedArguments``.
    @available(*, unavailable, renamed: "malformedArguments")
    public static var missingScreenArgument: Self { .malformedArguments }

    /// Removed: merged into ``malformedArguments``.
    @available(*, unavailable, renamed: "malformedArguments")
    public static var missingArgumentValue: Self { .malformedArguments }

    /// Removed: merged into ``malformedArguments``.
    @available(*, unavailable, renamed: "malformedArguments")
    public static var repeatedArgument: Self { .malformedArguments }

    /// Removed: merged into ``malformedArguments``.
    @available(*, unavailable, renamed: "malformedArguments")
    public static var conflictingArguments: Self { .malformedArguments }

    /// Removed: merged into ``invalidRegistration``.
    @available(*, unavailable, renamed: "invalidRegistration")
    public static var duplicateRegistration: Self { .invalidRegistration }

    /// Removed: merged into ``invalidRegistration``.
    @available(*, unavailable, renamed: "invalidRegistration")
    public static var emptyIdentifier: Self { .invalidRegistration }

    /// Removed: merged into ``modelMismatch``.
    @available(*, unavailable, renamed: "modelMismatch")
    public static var missingModel: Self { .modelMismatch }

    /// Removed: merged into ``modelMismatch``.
    @available(*, unavailable, renamed: "modelMismatch")
    public static var unexpectedModel: Self { .modelMismatch }

    /// Removed: merged into ``modelMismatch``.
    @available(*, unavailable, renamed: "modelMismatch")
    public static var modelShapeMismatch: Self { .modelMismatch }

    /// Removed: merged into ``unreadablePayload``.
    @available(*, unavailable, renamed: "unreadablePayload")
    public static var payloadNotBase64: Self { .unreadablePayload }

    /// Removed: merged into ``unreadablePayload``.
    @available(*, unavailable, renamed: "unreadablePayload")
    public static var payloadNotJSON: Self { .unreadablePayload }

    /// Removed: merged into ``unreadablePayload``.
    @available(*, unavailable, renamed: "unreadablePayload")
    public static var payloadTooDeep: Self { .unreadablePayload }

    /// Removed: merged into ``unreadablePayload``.
    @available(*, unavailable, renamed: "unreadablePayload")
    public static var payloadFileUnreadable: Self { .unreadablePayload }

    /// Removed: nothing produced it once an every-screen test's audits became the `inspect` closure's own.
    @available(
        *,
        unavailable,
        message: "Audit in inspect, try app.performAccessibilityAudit(), whose failures XCTest reports itself"
    )
    public static var accessibilityIssue: Self { .launchFailed }
}

extension Equatable where Self == ScreenRouterError {
    /// Removed: `reportedRoutingFailure()` returns the error, not its message.
    @available(
        *,
        unavailable,
        message: "reportedRoutingFailure() returns the ScreenRouterError: compare its code, or message.hasPrefix(_:)"
    )
    public func hasPrefix(_ prefix: String) -> Bool { false }

    /// Removed: the message names the screen.
    @available(*, unavailable, message: "The message names the screen: read message, or match on code")
    public var screen: ScreenID? { nil }
}
