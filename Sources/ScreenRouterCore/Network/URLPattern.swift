import Foundation

/// A URL of a network fixture's entry, read into the parts a request's URL is matched on.
///
/// Scheme and host compare without letter case, the port with the scheme's default filled in; the path
/// segment by segment, percent-decoded, where the segment `*` of a pattern matches any one segment; the query
/// as a set of items.
package struct URLPattern: Hashable, Sendable {
    /// One path segment of a pattern.
    package enum Segment: Hashable, Sendable {
        /// A segment that must be equal.
        case name(String)
        /// `*`: any one segment.
        case wildcard
    }

    /// One query item; `value` is `nil` for an item without `=`.
    package struct QueryItem: Hashable, Sendable {
        package let name: String
        package let value: String?
    }

    /// The scheme, in lower case: `http` or `https`.
    package let scheme: String
    /// The host, in lower case.
    package let host: String
    /// The port, with the scheme's default filled in.
    package let port: Int
    /// The path's segments, without the empty one before the leading `/`; `/` and no path at all have none.
    package let segments: [Segment]
    /// The query's items, as a set.
    package let query: Set<QueryItem>

    /// Reads a pattern: an absolute `http` or `https` URL whose path segments may be `*`.
    ///
    /// - Parameter text: The URL as the fixture gives it.
    /// - Returns: The pattern, or why the text is not one (a phrase that completes "The URL ...").
    package static func parse(_ text: String) -> Result<URLPattern, PatternProblem> {
        switch URLParts.parse(text) {
        case .failure(let problem):
            return .failure(problem)
        case .success(let parts):
            if parts.host.contains("*") {
                return .failure(.init("has `*` in its host; `*` stands only for a whole path segment"))
            }
            if parts.query.contains(where: { $0.name.contains("*") || ($0.value?.contains("*") ?? false) }) {
                return .failure(
                    .init(
                        "has `*` in its query; `*` stands only for a whole path segment, and query items match as written"
                    )
                )
            }
            var segments: [Segment] = []
            for segment in parts.segments {
                if segment == "*" {
                    segments.append(.wildcard)
                } else if segment.contains("*") {
                    return .failure(
                        .init(
                            "has the path segment `\(abbreviated(segment))`; `*` stands for a whole segment, `/*/`, never part of one"
                        )
                    )
                } else {
                    segments.append(.name(segment))
                }
            }
            return .success(
                URLPattern(
                    scheme: parts.scheme,
                    host: parts.host,
                    port: parts.port,
                    segments: segments,
                    query: parts.query
                )
            )
        }
    }

    /// Whether a request's URL matches the pattern.
    package func matches(_ url: URLParts) -> Bool {
        guard url.scheme == scheme, url.host == host, url.port == port, url.segments.count == segments.count,
            url.query == query
        else { return false }
        for (segment, name) in zip(segments, url.segments) {
            if case .name(let expected) = segment, expected != name { return false }
        }
        return true
    }

    /// Whether the pattern is more specific than another that matches the same URL: at the first segment where
    /// one has a name and the other `*`, the one with the name.
    package func isMoreSpecific(than other: URLPattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case (.name, .wildcard): return true
            case (.wildcard, .name): return false
            default: continue
            }
        }
        return false
    }
}

/// Why a URL is not a pattern of a fixture: a phrase that completes "The URL `...` ".
package struct PatternProblem: Error, Equatable, Sendable {
    package let phrase: String
    package init(_ phrase: String) { self.phrase = phrase }
}

/// The parts of a URL that a fixture matches on.
package struct URLParts: Hashable, Sendable {
    /// The scheme, in lower case.
    package let scheme: String
    /// The host, in lower case.
    package let host: String
    /// The port, with the scheme's default filled in.
    package let port: Int
    /// The path's segments, percent-decoded.
    package let segments: [String]
    /// The query's items, percent-decoded, as a set.
    package let query: Set<URLPattern.QueryItem>

    /// Reads the parts of an absolute `http` or `https` URL.
    package static func parse(_ text: String) -> Result<URLParts, PatternProblem> {
        guard !text.isEmpty else {
            return .failure(.init("is empty; give an absolute URL such as `https://api.example.com/users`"))
        }
        guard let components = URLComponents(string: text) else {
            return .failure(
                .init(
                    "is not a URL; give an absolute URL such as `https://api.example.com/users`, percent-encoding spaces"
                )
            )
        }
        return parse(components)
    }

    /// Reads the parts of a request's URL.
    package static func parse(_ url: URL) -> Result<URLParts, PatternProblem> {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return .failure(.init("is not a URL"))
        }
        return parse(components)
    }

    private static func parse(_ components: URLComponents) -> Result<URLParts, PatternProblem> {
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            let found = components.scheme.map { "the scheme `\(abbreviated($0))`" } ?? "no scheme"
            return .failure(.init("has \(found); a fixture answers `http` and `https` URLs, written whole"))
        }
        guard let host = components.host?.lowercased(), !host.isEmpty else {
            return .failure(.init("has no host; write the URL whole, `https://api.example.com/...`"))
        }
        if components.fragment != nil {
            return .failure(.init("has a fragment (`#...`), which is never sent; leave it out"))
        }
        if components.user != nil || components.password != nil {
            return .failure(.init("has a user or password; leave them out, a fixture matches on the rest"))
        }
        let path = components.percentEncodedPath
        var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.first == "" { segments.removeFirst() }
        if segments == [""] { segments = [] }
        let decoded = segments.map { $0.removingPercentEncoding ?? $0 }
        let query = Set(
            (components.percentEncodedQueryItems ?? []).map { item in
                URLPattern.QueryItem(
                    name: item.name.removingPercentEncoding ?? item.name,
                    value: item.value.map { $0.removingPercentEncoding ?? $0 }
                )
            }
        )
        let port = components.port ?? (scheme == "https" ? 443 : 80)
        return .success(URLParts(scheme: scheme, host: host, port: port, segments: decoded, query: query))
    }
}
