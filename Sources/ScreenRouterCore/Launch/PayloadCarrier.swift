import Foundation

/// What carries a request to the app, with its limits: the one rule that decides whether a payload (the model,
/// the network fixture) travels inline or in a file, for test support's launches and routes and for the
/// `screenrouter` command line alike.
package enum PayloadCarrier: Sendable {
    /// Launch arguments under a platform's limits, beside `otherArgumentsSize` bytes of other arguments and
    /// environment (counted as ``LaunchLimits/size(arguments:environment:)`` counts them).
    case launch(LaunchLimits, otherArgumentsSize: Int)
    /// A route URL of the app's scheme.
    case routeURL(scheme: String)

    /// Whether the request, with the payloads it carries inline, fits: each argument within the platform's
    /// limit for one, and all of them with ``LaunchLimits/headroom`` within its total; or a route URL within
    /// ``LaunchLimits/routeURLInlineLimit``.
    ///
    /// - Parameter request: The request, its payloads as they would travel.
    /// - Returns: `true` when nothing of it needs to move to a file.
    package func fits(_ request: LaunchRequest) -> Bool {
        switch self {
        case .launch(let limits, let otherArgumentsSize):
            let arguments = request.arguments
            let eachFits =
                limits.maximumArgumentSize.map { maximum in arguments.allSatisfy { $0.utf8.count + 1 <= maximum } }
                ?? true
            let total = otherArgumentsSize + LaunchLimits.size(arguments: arguments, environment: [:])
            return eachFits && total + LaunchLimits.headroom <= limits.maximumTotalSize
        case .routeURL(let scheme):
            return request.routeURL(scheme: scheme).utf8.count <= LaunchLimits.routeURLInlineLimit
        }
    }

    /// The request with a payload's JSON added: inline when the request fits with it inline, otherwise in the
    /// file whose path `file` gives (writing it, or naming one that holds the same JSON).
    ///
    /// Payloads are placed one at a time, the model first, so that a small one stays inline beside a large one.
    ///
    /// - Parameters:
    ///   - json: The payload's JSON.
    ///   - subject: What it carries.
    ///   - request: The request so far.
    ///   - file: Gives the path of a file that holds the JSON; it throws when the payload cannot travel in one.
    /// - Returns: The request with the payload, and whether it travels in a file.
    /// - Throws: What `file` throws.
    package func adding<Failure: Error>(
        _ json: Data,
        as subject: PayloadSubject,
        to request: LaunchRequest,
        file: () throws(Failure) -> String
    ) throws(Failure) -> (request: LaunchRequest, inFile: Bool) {
        var inline = request
        inline[payload: subject] = .base64(json.base64EncodedString())
        if fits(inline) { return (inline, false) }
        var inFile = request
        inFile[payload: subject] = .file(path: try file())
        return (inFile, true)
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
