import Foundation

/// What carries a request to the app, with its limits: the one rule that decides whether a payload (the model,
/// the network fixture) travels inline or in a file, for test support's launches and routes and for the
/// `screenrouter` command line alike.
package enum PayloadCarrier: Sendable {
    /// Launch arguments under a platform's limits, after `besides`, the application's other arguments, with
    /// `environment`.
    case launch(LaunchLimits, besides: [String], environment: [String: String])
    /// A route URL of the app's scheme.
    case routeURL(scheme: String)

    /// Whether the request, with the payloads it carries inline, fits: the launch under
    /// ``LaunchLimits/overflow(arguments:environment:)``, or a route URL within ``LaunchLimits/routeURLInlineLimit``.
    ///
    /// - Parameter request: The request, its payloads as they would travel.
    /// - Returns: `true` when nothing of it needs to move to a file.
    package func fits(_ request: LaunchRequest) -> Bool {
        switch self {
        case .launch(let limits, let besides, let environment):
            limits.overflow(arguments: besides + request.arguments, environment: environment) == nil
        case .routeURL(let scheme):
            request.routeURL(scheme: scheme).utf8.count <= LaunchLimits.routeURLInlineLimit
        }
    }

    /// The request with each payload's JSON added: the one placement of launches, routes, sessions and the
    /// command line.
    ///
    /// The model goes first, so that a small payload stays inline beside a large one: each inline when the request
    /// fits with it inline, otherwise in the file whose path `file` gives (writing it, or naming one that holds the
    /// same JSON).
    ///
    /// - Parameters:
    ///   - payloads: Each payload's subject and JSON.
    ///   - request: The request without them.
    ///   - file: Gives the path of a file that holds a payload's JSON, given the request with it inline (for a
    ///     message); it throws when the payload cannot travel in one.
    /// - Returns: The request with the payloads, and the subjects that travel in a file.
    /// - Throws: What `file` throws.
    package func placing<Failure: Error>(
        _ payloads: [(subject: PayloadSubject, json: Data)],
        in request: LaunchRequest,
        file: (_ subject: PayloadSubject, _ json: Data, _ inline: LaunchRequest) throws(Failure) -> String
    ) throws(Failure) -> (request: LaunchRequest, inFiles: [PayloadSubject]) {
        var placed = request
        var inFiles: [PayloadSubject] = []
        for (subject, json) in payloads.sorted(by: { $0.subject == .model && $1.subject != .model }) {
            var inline = placed
            inline[payload: subject] = .base64(json.base64EncodedString())
            if fits(inline) {
                placed = inline
            } else {
                placed[payload: subject] = .file(path: try file(subject, json, inline))
                inFiles.append(subject)
            }
        }
        return (placed, inFiles)
    }

    /// Writes a payload's JSON to a new file in the temporary directory, named after the screen and the subject,
    /// for a `-modelFile` or `-networkFile` argument: the one writer of such files.
    ///
    /// - Returns: The file's URL.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/unreadablePayload`` when it cannot be
    ///   written.
    package static func writeFile(
        _ json: Data,
        for screen: ScreenID,
        subject: PayloadSubject
    ) throws(ScreenRouterError) -> URL {
        let name = screen.rawValue.filter { $0.isLetter || $0.isNumber }
        let kind = subject == .model ? "" : "network-"
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ScreenRouter-\(kind)\(name)-\(UUID().uuidString).json")
        do {
            try json.write(to: url)
        } catch {
            throw ScreenRouterError.payloadFileNotWritten(
                screen: screen,
                path: url.path,
                reason: "\(error)",
                subject: subject
            )
        }
        return url
    }
}

extension LaunchRequest {
    /// The payload of a subject: the model or the network fixture.
    package subscript(payload subject: PayloadSubject) -> LaunchPayload? {
        get { subject == .model ? model : network }
        set {
            if subject == .model { model = newValue } else { network = newValue }
        }
    }
}

extension ScreenRouterError {
    package static func payloadFileNotWritten(
        screen: ScreenID,
        path: String,
        reason: String,
        subject: PayloadSubject
    ) -> Self {
        Self(
            code: .unreadablePayload,
            screen: screen,
            message:
                "The \(subject.name) for screen `\(screen)` is too large for one launch argument, and writing it to "
                + "`\(path)` failed: \(reason). Check that the temporary directory is writable."
        )
    }
}
