import Foundation

/// How one request reaches the app, decided in one call: the arguments of a launch or the URL of a route, each
/// payload (the model, the network fixture) inline where it fits and in a file where it does not, the launch
/// measured once against its limits.
///
/// Test support's launches and routes, the `screenrouter` command line and the MCP server each make a request's
/// plan here, and only here: what they send is what the app reads.
///
/// ```swift
/// let plan = try LaunchPlan(request, payloads: [.init(.model, json: json)], carrier: .route(scheme: "demo", limits: .current))
/// // plan.url: demo://screenrouter/route?vc=userDetail&model=eyJpZCI6MX0%3D
/// ```
///
/// The model goes first, so that a small payload stays inline beside a large one. A launch is measured once, with
/// the program's path, the options and the whole environment as the system counts them; each payload then adds
/// its own arguments to that one figure.
package struct LaunchPlan: Sendable {
    /// What carries the request to the app.
    package enum Carrier: Sendable {
        /// Launch arguments under `limits`: `program` is the executable's path where the system counts it (`nil`
        /// where the launcher adds it), `options` the arguments the launch carries before the request, and
        /// `environment` the process's whole environment.
        case launch(LaunchLimits, program: String?, options: [String], environment: [String: String])
        /// A route URL of the app's scheme; a payload that makes the URL longer than
        /// ``LaunchLimits/routeURLInlineLimit`` travels in a file where `limits` let the app read the test's files.
        case route(scheme: String, limits: LaunchLimits)
    }

    /// A payload to place: what it carries, its JSON, and a file that already holds that JSON, if the sender has
    /// one (a file the command line was given), which a payload too large to travel inline names instead of a new
    /// one; for a network fixture, its entries as messages name them.
    package struct Payload: Sendable {
        package var kind: LaunchPayload.Kind
        package var json: Data
        package var file: String?
        package var entries: [String]

        package init(_ kind: LaunchPayload.Kind, json: Data, file: String? = nil, entries: [String] = []) {
            self.kind = kind
            self.json = json
            self.file = file
            self.entries = entries
        }
    }

    /// The request as the app reads it, with its payloads placed.
    package let request: LaunchRequest
    /// What the launch asks for: the request's screen (the gallery among them), or only a check of its model.
    package let mode: LaunchMode
    /// A launch's arguments, the options and then the request's, as the process gets them after its path; empty
    /// for a route.
    package let arguments: [String]
    /// A launch's whole environment, as measured; empty for a route.
    package let environment: [String: String]
    /// A route's URL; `nil` for a launch.
    package let url: String?
    /// The files the plan wrote for payloads too large to travel inline, to remove once the app has read them.
    package let files: [URL]
    /// The kinds of payload that travel in a file.
    package let inFiles: [LaunchPayload.Kind]
    /// The network fixture's entries, as messages name them (`GET https://api.example.com/users`), in the order the
    /// app counts them: the report of the entries no request used reads them.
    package let networkEntries: [String]

    /// Plans a request: places each payload, inline when it fits and otherwise in a file, and measures the launch
    /// once.
    ///
    /// - Parameters:
    ///   - request: The request without its payloads: its screen or sample, variant and parameters.
    ///   - payloads: The model's JSON and the network fixture's, each at most once.
    ///   - carrier: What carries the request.
    ///   - checkOnly: Whether the app only checks the model for the screen (`--check-model`), for a launch.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/launchFailed`` when the launch is over its
    ///   limits whatever carries the payloads, ``ScreenRouterError/Code/payloadTooLarge`` when a payload fits
    ///   neither inline nor, where the app cannot read the test's files, in a file,
    ///   ``ScreenRouterError/Code/malformedArguments`` for a route scheme that is no URL scheme, and
    ///   ``ScreenRouterError/Code/unreadablePayload`` when a file cannot be written.
    package init(
        _ request: LaunchRequest,
        payloads: [Payload] = [],
        carrier: Carrier,
        checkOnly: Bool = false
    ) throws(ScreenRouterError) {
        var placed = request
        var files: [URL] = []
        var inFiles: [LaunchPayload.Kind] = []
        let ordered = payloads.sorted { $0.kind == .model && $1.kind != .model }
        do throws(ScreenRouterError) {
            switch carrier {
            case .launch(let limits, let program, let options, let environment):
                // The one measurement: the path, the options, the request with every payload inline, the
                // environment, as the system counts them.
                let inline = ordered.map { [$0.kind.inline.flag, $0.json.base64EncodedString()] }
                var whole = request
                for (payload, pair) in zip(ordered, inline) { whole[payload: payload.kind] = .base64(pair[1]) }
                let wholeMode = LaunchMode.reading(whole, checkOnly: checkOnly)
                let measured = limits.measure(
                    arguments: (program.map { [$0] } ?? []) + options + wholeMode.arguments,
                    environment: environment
                )
                guard measured.overflow != nil else {
                    (placed, mode, arguments) = (whole, wholeMode, options + wholeMode.arguments)
                    self.environment = environment
                    url = nil
                    break
                }
                // Something does not fit: the room the launch leaves without its payloads follows from the same
                // figure, and each payload, the model first, takes its room inline or, where it must, in a file.
                var room = measured.room + inline.reduce(0) { $0 + LaunchLimits.size(arguments: $1, environment: [:]) }
                if let overflow = limits.overflow(adding: [], in: room)
                    ?? Self.longest(
                        (program.map { [$0] } ?? []) + options
                            + LaunchMode.reading(request, checkOnly: checkOnly).arguments,
                        limits
                    )
                {
                    throw ScreenRouterError.launchOverflow(overflow, screen: request.screen, limits: limits.name)
                }
                for (payload, pair) in zip(ordered, inline) {
                    if limits.overflow(adding: pair, in: room) == nil {
                        placed[payload: payload.kind] = .base64(pair[1])
                        room -= LaunchLimits.size(arguments: pair, environment: [:])
                        continue
                    }
                    guard limits.allowsPayloadFiles else {
                        let available = room - LaunchLimits.size(arguments: [pair[0], ""], environment: [:])
                        throw ScreenRouterError.modelTooLargeForLaunch(
                            screen: request.screen,
                            jsonBytes: payload.json.count,
                            base64Bytes: pair[1].utf8.count,
                            limits: limits.description,
                            available: max(0, available) / 4 * 3,
                            subject: payload.kind
                        )
                    }
                    let path = try Self.file(of: payload, for: request.screen, writingInto: &files)
                    let file = [payload.kind.file.flag, path]
                    if let overflow = limits.overflow(adding: file, in: room) {
                        throw ScreenRouterError.launchOverflow(overflow, screen: request.screen, limits: limits.name)
                    }
                    placed[payload: payload.kind] = .file(path: path)
                    room -= LaunchLimits.size(arguments: file, environment: [:])
                    inFiles.append(payload.kind)
                }
                mode = LaunchMode.reading(placed, checkOnly: checkOnly)
                arguments = options + mode.arguments
                self.environment = environment
                url = nil
            case .route(let scheme, let limits):
                guard LaunchRequest.isValidScheme(scheme) else { throw ScreenRouterError.invalidRouteScheme(scheme) }
                var length = ordered.isEmpty ? 0 : request.routeURL(scheme: scheme).utf8.count
                for payload in ordered {
                    let base64 = payload.json.base64EncodedString()
                    let inline = Self.itemLength(payload.kind.inline, base64)
                    if length + inline <= LaunchLimits.routeURLInlineLimit {
                        placed[payload: payload.kind] = .base64(base64)
                        length += inline
                        continue
                    }
                    guard limits.allowsPayloadFiles else {
                        throw ScreenRouterError.modelTooLargeForRoute(
                            screen: request.screen,
                            jsonBytes: payload.json.count,
                            urlBytes: length + inline,
                            limit: LaunchLimits.routeURLInlineLimit,
                            limits: limits.description,
                            subject: payload.kind
                        )
                    }
                    let path = try Self.file(of: payload, for: request.screen, writingInto: &files)
                    placed[payload: payload.kind] = .file(path: path)
                    length += Self.itemLength(payload.kind.file, path)
                    inFiles.append(payload.kind)
                }
                mode = LaunchMode.reading(placed, checkOnly: false)
                arguments = []
                environment = [:]
                url = placed.routeURL(scheme: scheme)
            }
        } catch {
            for file in files { try? FileManager.default.removeItem(at: file) }
            throw error
        }
        self.request = placed
        self.files = files
        self.inFiles = inFiles
        networkEntries = payloads.first { $0.kind == .network }?.entries ?? []
    }

    /// Why one of the arguments is longer than one argument may be, if one is: the per-argument rule alone.
    private static func longest(_ arguments: [String], _ limits: LaunchLimits) -> LaunchLimits.Overflow? {
        guard let largest = limits.largestArgument, let longest = arguments.lazy.map(\.utf8.count).max(),
            longest > largest
        else { return nil }
        return .argument(bytes: longest, limit: largest)
    }

    /// The bytes a parameter's item adds to a route URL: `&<item>=<value, percent-encoded>`.
    private static func itemLength(_ parameter: LaunchProtocol.Parameter, _ value: String) -> Int {
        2 + parameter.item.utf8.count + percentEncoded(value).utf8.count
    }

    /// The path of a file that holds the payload's JSON: the sender's own, or one written now.
    private static func file(
        of payload: Payload,
        for screen: ScreenID,
        writingInto files: inout [URL]
    ) throws(ScreenRouterError) -> String {
        if let given = payload.file { return URL(fileURLWithPath: given).standardizedFileURL.path }
        let url = try writeFile(payload.json, for: screen, subject: payload.kind)
        files.append(url)
        return url.path
    }

    /// Removes the files the plan wrote; call it once the app has read them.
    package func removeFiles() {
        for file in files { try? FileManager.default.removeItem(at: file) }
    }

    /// Writes a payload's JSON to a new file in the temporary directory, named after the screen and the kind of
    /// payload, for a `-modelFile` or `-networkFile` argument: the one writer of such files.
    ///
    /// - Returns: The file's URL.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/unreadablePayload`` when it cannot be
    ///   written.
    package static func writeFile(
        _ json: Data,
        for screen: ScreenID,
        subject: LaunchPayload.Kind
    ) throws(ScreenRouterError) -> URL {
        let name = screen.rawValue.filter { $0.isLetter || $0.isNumber }
        let kind = subject == .model ? "" : "network-"
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ScreenRouter-\(kind)\(name)-\(UUID().uuidString).json")
        do {
            try FileBytes.create(json, at: url)
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
    /// The payload of a kind: the model or the network fixture.
    package subscript(payload kind: LaunchPayload.Kind) -> LaunchPayload? {
        get { kind == .model ? model : network }
        set {
            if kind == .model { model = newValue } else { network = newValue }
        }
    }
}
