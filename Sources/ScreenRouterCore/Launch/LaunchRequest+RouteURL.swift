import Foundation

/// The URL form of a request, for an app that is already running: protocol version 1.
///
/// `<scheme>://screenrouter/route?vc=<id>[&model=<base64>|&modelFile=<path>|&sample=<name>]`
/// `[&network=<base64>|&networkFile=<path>][&appearance=<a>][&contentSize=<s>][&layoutDirection=<d>]`, each query value
/// percent-encoded (RFC 3986: every byte but `A-Z a-z 0-9 - . _ ~`, so base64's `+`, `/` and `=` too). The
/// scheme is the app's own; the host `screenrouter` marks the URL as the router's, and any URL with another
/// host is the app's to handle. Each query item is the ``LaunchProtocol/Parameter/item`` of a parameter in
/// ``LaunchProtocol/parameters`` and means what its launch argument means; both break the same rules with the
/// same error codes.
extension LaunchRequest {
    /// The route URL that carries this request.
    ///
    /// - Parameter scheme: The app's URL scheme, such as `demo`.
    /// - Returns: `<scheme>://screenrouter/route?vc=<id>`, then the model, sample and network items and the
    ///   variant's, values percent-encoded.
    package func routeURL(scheme: String) -> String {
        let query = parameterValues.map { "\($0.0.item)=\(percentEncoded($0.1))" }.joined(separator: "&")
        return "\(scheme)://\(LaunchProtocol.routeHost)\(LaunchProtocol.routePath)?\(query)"
    }

    /// Whether a text is a URL scheme (RFC 3986): a letter, then letters, digits, `+`, `-` or `.`.
    package static func isValidScheme(_ scheme: String) -> Bool {
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else {
            return false
        }
        return scheme.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "+-.".unicodeScalars.contains(scalar))
        }
    }

    /// Reads a request from a route URL.
    ///
    /// - Parameter url: The URL the app was asked to open.
    /// - Returns: The request, or `nil` when the URL is not a route URL (its host is not `screenrouter`), so
    ///   the app handles it as its own.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/malformedArguments`` when the URL is
    ///   a route URL but cannot be read with certainty: another path than `/route`, no `vc`, an item without a
    ///   value, an unknown or repeated item, both `model` and `modelFile`, a bad `%` escape, or an empty
    ///   identifier.
    package static func parse(routeURL url: URL) throws(ScreenRouterError) -> LaunchRequest? {
        try parse(routeURL: url.absoluteString)
    }

    /// Reads a request from the text of a route URL, as ``parse(routeURL:)-(URL)`` does.
    package static func parse(routeURL text: String) throws(ScreenRouterError) -> LaunchRequest? {
        guard let colon = text.firstIndex(of: ":"), isValidScheme(String(text[..<colon])) else { return nil }
        let afterScheme = text[text.index(after: colon)...]
        guard afterScheme.hasPrefix("//") else { return nil }
        let authorityStart = afterScheme.index(afterScheme.startIndex, offsetBy: 2)
        let rest = afterScheme[authorityStart...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard rest[..<authorityEnd].lowercased() == LaunchProtocol.routeHost else { return nil }

        func malformed(_ problem: String) -> ScreenRouterError {
            ScreenRouterError.malformedRouteURL(text, problem: problem)
        }
        var remainder = rest[authorityEnd...]
        if let hash = remainder.firstIndex(of: "#") {
            throw malformed("has a fragment (`\(remainder[hash...].prefix(40))`); route URLs carry none")
        }
        let queryStart = remainder.firstIndex(of: "?") ?? remainder.endIndex
        let path = remainder[..<queryStart]
        guard path == LaunchProtocol.routePath else {
            throw malformed(
                path.isEmpty
                    ? "has no path; add `\(LaunchProtocol.routePath)`"
                    : "has the path `\(path.prefix(40))`, not `\(LaunchProtocol.routePath)`"
            )
        }
        remainder = queryStart < remainder.endIndex ? remainder[remainder.index(after: queryStart)...] : ""

        var values: [LaunchProtocol.Parameter: [String]] = [:]
        for piece in remainder.split(separator: "&") {
            guard let equals = piece.firstIndex(of: "=") else {
                throw malformed("has `\(piece.prefix(40))` without a value; write `name=value`")
            }
            let name: String
            let value: String
            switch (percentDecoded(piece[..<equals]), percentDecoded(piece[piece.index(after: equals)...])) {
            case (.success(let decodedName), .success(let decodedValue)):
                (name, value) = (decodedName, decodedValue)
            case (.failure(let problem), _), (_, .failure(let problem)):
                throw malformed("has a value that is not percent-encoded correctly: \(problem.description)")
            }
            guard let parameter = LaunchProtocol.parameters.first(where: { $0.item == name }) else {
                let items = LaunchProtocol.parameters.map { "`\($0.item)`" }
                throw malformed(
                    "has the item `\(abbreviated(name))`, which the router does not know; its items are "
                        + "\(items.dropLast().joined(separator: ", ")) and \(items[items.count - 1])"
                )
            }
            values[parameter, default: []].append(value)
        }
        return try validated(values, routeURL: text)
    }
}
