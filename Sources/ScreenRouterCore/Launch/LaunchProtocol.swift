/// The launch protocol, version 1, in one place: every launch argument, route-URL item, marker and version
/// that the app, test support and the `screenrouter` command line exchange.
///
/// The argument parser, the route-URL parser, the hosts, test support and the command line all read these
/// names from here; none spells a flag of its own. A new request parameter is one more ``Parameter`` in
/// ``parameters`` (`LaunchProtocol+DeclaredParameters.swift`): both parsers, the validator, the writers, test
/// support's list of request flags and `ScreenRequest.parameter(_:_:)`, the command line's options and usage, the
/// MCP server's `open_screen` and a factory's ``LaunchRequest/parameter(_:)`` pick it up, and a test holds the article
/// <doc:TheLaunchProtocol>, which documents the same protocol for people, to its rows.
package enum LaunchProtocol {
    /// The argument that turns on UI-testing mode: `--uitesting`.
    package static let uiTestingFlag = "--uitesting"
    /// The argument that makes the app list its screens instead of opening one: `--list-screens`.
    package static let listScreensFlag = "--list-screens"
    /// The argument that makes the app check the launch's model for the screen and show nothing:
    /// `--check-model`.
    package static let checkModelFlag = "--check-model"
    /// The argument that asks a command-line host for a session of route URLs on standard input: `--session`.
    package static let sessionFlag = "--session"

    /// Every argument that names a request: a launch for another request, or for the catalogue, replaces
    /// them all.
    package static let requestFlags = [uiTestingFlag] + parameters.map(\.flag) + [listScreensFlag, checkModelFlag]

    /// The host that marks a route URL: `screenrouter`.
    package static let routeHost = "screenrouter"
    /// The path of a route URL: `/route`.
    package static let routePath = "/route"

    /// The version of the catalogue's JSON this release writes, and the newest it reads: 2, which lists the
    /// samples that carry a network fixture (version 1 did not; it still reads, with none).
    package static let catalogueVersion = 2

    /// The version of the network fixture's JSON this release writes, and the newest it reads: 1.
    package static let networkFixtureVersion = 1

    /// What every identifier of the router's own starts with, and no registered screen may: `ScreenRouter.`.
    package static let reservedPrefix = "ScreenRouter."
    /// The accessibility identifier of the error screen's message, and the start of its line on standard
    /// error: `ScreenRouter.error`.
    package static let errorMarker = "ScreenRouter.error"
    /// The accessibility identifier of the error screen's label that shows the error's code:
    /// `ScreenRouter.error.code`.
    package static let errorCodeMarker = "ScreenRouter.error.code"
    /// The accessibility identifier of the marker a host shows with a routed screen, and the start of the
    /// line that ends a session's frame: `ScreenRouter.routed`.
    package static let routedMarker = "ScreenRouter.routed"
    /// The identifier of the gallery, the screen that lists every screen and sample: `ScreenRouter.gallery`.
    package static let galleryIdentifier = "ScreenRouter.gallery"
    /// The accessibility identifier of the element whose label is the catalogue's JSON:
    /// `ScreenRouter.catalogue`.
    package static let catalogueMarker = "ScreenRouter.catalogue"
    /// The accessibility identifier of the line a command-line host shows first when it applies a
    /// ``ScreenVariant`` that sets something: `[ScreenRouter.variant] appearance=dark ...`.
    package static let variantMarker = "ScreenRouter.variant"
    /// The start of the line a command-line app prints when a `--check-model` launch's model fits its screen.
    package static let checkedPrefix = "ScreenRouter.checked: "

    /// The start of the line that records the first answer of an entry of the screen's network fixture.
    ///
    /// The app writes `ScreenRouter.answered <index>` to standard error the first time an entry answers a
    /// request, counting the entries from 0 in the fixture's order; test support lists the entries no request
    /// used.
    package static let answeredMarker = "ScreenRouter.answered"
    /// The accessibility identifier of the element a UIKit host shows when the screen made a request its network
    /// fixture does not answer; its label is the message: `ScreenRouter.unanswered`.
    package static let unansweredMarker = "ScreenRouter.unanswered"

    /// The line that records the first answer of a fixture's entry: `ScreenRouter.answered <index>`.
    package static func answeredLine(_ index: Int) -> String {
        "\(answeredMarker) \(index)"
    }

    /// The index of the entry an answered line names; `nil` when the line is not one.
    package static func answeredIndex(fromLine line: Substring) -> Int? {
        guard line.hasPrefix(answeredMarker + " ") else { return nil }
        return Int(line.dropFirst(answeredMarker.count + 1))
    }

    /// The line that ends a session's frame: `ScreenRouter.routed <n>`.
    package static func routedLine(_ number: Int) -> String {
        "\(routedMarker) \(number)"
    }

    /// Whether a line of standard output is one the launch protocol writes rather than the app's own: a routed line
    /// (`ScreenRouter.routed <n>`), an element frame (`ScreenRouter.elements <JSON>`) or a `--check-model` answer
    /// (`ScreenRouter.checked: <id>`).
    ///
    /// - Parameter line: The line's bytes, without its line break.
    /// - Returns: Whether the launch protocol wrote the line.
    package static func isProtocolLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        if line.starts(with: routedPrefixBytes) {
            return Int(String(decoding: line.dropFirst(routedPrefixBytes.count), as: UTF8.self)) != nil
        }
        return line.starts(with: elementsPrefixBytes) || line.starts(with: checkedPrefixBytes)
    }

    private static let routedPrefixBytes = Array((routedMarker + " ").utf8)
    private static let elementsPrefixBytes = Array(ElementSnapshot.linePrefix.utf8)
    private static let checkedPrefixBytes = Array(checkedPrefix.utf8)

    /// Standard output split into the app's own output and the launch protocol's lines (``isProtocolLine(_:)``),
    /// each line with its line break, in order.
    ///
    /// Lines end at each line feed byte, as the session's frames do: a line that ends `\r\n` keeps its `\r`.
    package static func splitOutput(_ output: String) -> (app: String, protocolLines: String) {
        var output = output
        return output.withUTF8 { bytes in
            var app: [UInt8] = []
            var lines: [UInt8] = []
            app.reserveCapacity(bytes.count)
            var start = 0
            while start < bytes.count {
                let lineFeed = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
                let end = lineFeed.map { $0 + 1 } ?? bytes.count
                let line = UnsafeBufferPointer(rebasing: bytes[start..<(lineFeed ?? bytes.count)])
                if isProtocolLine(line) {
                    lines.append(contentsOf: bytes[start..<end])
                } else {
                    app.append(contentsOf: bytes[start..<end])
                }
                start = end
            }
            return (String(decoding: app, as: UTF8.self), String(decoding: lines, as: UTF8.self))
        }
    }

    /// The line the app writes to standard error when routing fails: `ScreenRouter.error[<code>]: <message>`.
    package static func errorLine(_ error: ScreenRouterError) -> String {
        "\(errorMarker)[\(error.code)]: \(error.message)"
    }

    /// The error an error line carries, with its code; `nil` when the line is not one.
    ///
    /// Reads `ScreenRouter.error[<code>]: <message>`, and the form without a code that earlier releases wrote,
    /// `ScreenRouter.error: <message>`, whose code is unknown and reads as `unspecified`.
    package static func error(fromLine line: Substring) -> ScreenRouterError? {
        guard line.hasPrefix(errorMarker) else { return nil }
        let rest = line.dropFirst(errorMarker.count)
        if rest.hasPrefix(": ") {
            return ScreenRouterError(code: .init(named: "unspecified"), message: String(rest.dropFirst(2)))
        }
        guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]") else { return nil }
        let code = rest[rest.index(after: rest.startIndex)..<close]
        let afterCode = rest[rest.index(after: close)...]
        guard !code.isEmpty, afterCode.hasPrefix(": ") else { return nil }
        return ScreenRouterError(code: .init(named: String(code)), message: String(afterCode.dropFirst(2)))
    }
}
