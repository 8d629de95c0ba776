import Foundation

/// The libFuzzer entry point: reads one input in every way the router reads untrusted text.
///
/// The same bytes are used in many ways, so one input reaches deep whichever shape it has:
/// 1. Split on NUL into process arguments, then parsed by `LaunchRequest.parse` and routed as `start(in:)` reads
///    and builds a launch, `LaunchMode.parse` then `TestingCoordinator.resolve(_:)` (any `-modelFile` path is
///    replaced, see ``FuzzPayloadFiles``);
///    read for launch options by `OptionReader(parsing:)`; and each part carried as an option value
///    through `UserDefaultsArgumentSyntax`'s formatting and parsing.
/// 2. As text, decoded as a `-model` payload by `ModelCodec.decodeBase64`, `LaunchPayload.json` and
///    `ModelCodec.decode(_:fromBase64:for:)`.
/// 3. As JSON, decoded into each model type, and carried as base64 through `LaunchPayload.json`.
/// 4. Split on the first NUL into a screen identifier and JSON, formatted into a well-formed launch and
///    routed, so the routing path sees fuzzed JSON behind valid base64.
/// 5. As the text of a route URL (`LaunchRequest.parse(routeURL:)`, directly and through Foundation's `URL`),
///    and as a line of a session; a URL that parses is written again and must read back the same, and is
///    routed. And split on NUL into a screen identifier and a model value, written as route URLs of each
///    payload form and read back: a formatted request must parse back.
/// 6. Split on NUL into process arguments and started in a host, so `--list-screens`, the gallery,
///    `-sample` and `--check-model` are handled as an app handles them (see ``FuzzCatalogueChecks``); and
///    as the output of `--list-screens`, read back as test support reads an app's catalogue.
/// 7. As a network fixture's JSON, read as the app reads `-network`, checked, matched against its own URLs
///    and written back; and split on NUL into a method, a URL pattern, a request URL and a status, made into
///    a fixture and matched (see `FuzzNetwork.swift`).
/// 8. As an element frame's JSON, as a line of output and as output of many lines, read as test support reads
///    an app's element frames (see `FuzzElements.swift`).
/// 9. Split on line feeds into the lines a client writes to `screenrouter mcp`, each read by its JSON-RPC reader,
///    and every value it could write back written and read again; each request's arguments read as each agent tool
///    reads its own, quoted in an exported test and read back, and the lines paged as an answer's elements (see
///    `FuzzJSONRPC.swift` and `FuzzAgentTools.swift`).
/// 10. As a snapshot file of an every-screen cell, read, written again and compared, and drawn in a review report as
///     a snapshot, a screenshot and an accessibility audit (see `FuzzSnapshots.swift`).
///
/// Every failure must be a `ScreenRouterError` with a message in the package's words (``FuzzMessages``), and the
/// round trips below must hold;
/// anything else stops the run with a crash that libFuzzer saves as an input to reproduce.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let parts = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    FuzzMessages.begin(data, parts: parts)
    // libFuzzer calls this function on the process's main thread, one input at a time (with `-fork` or
    // `-jobs` each worker is its own process, again on its main thread). Code on the main thread is on the
    // main actor, so asserting that isolation is sound; `assumeIsolated` would stop the run if it ever
    // were not.
    MainActor.assumeIsolated {
        FuzzChecks.arguments(parts)
        FuzzChecks.formattedLaunch(parts)
        FuzzChecks.routeURL(String(decoding: data, as: UTF8.self))
        FuzzCatalogueChecks.started(parts)
    }
    FuzzChecks.formattedRouteURL(parts)
    FuzzCatalogueChecks.catalogue(data)
    FuzzChecks.options(parts)
    FuzzChecks.payloadText(String(decoding: data, as: UTF8.self))
    FuzzChecks.json(data)
    FuzzChecks.networkJSON(data)
    FuzzChecks.networkParts(parts)
    FuzzElements.frames(String(decoding: data, as: UTF8.self))
    FuzzJSONRPC.lines(data)
    FuzzSnapshots.file(data)
    // A routed input that carried a network fixture leaves it active, as an app's route does: the app's one
    // fixture state holds it until a later route replaces or ends it. End it here, so each input leaves the
    // process as it found it and the leak check at the end of the run sees only memory nothing holds. (A
    // fixture still active when the run ended was reported as leaked, although ending it frees every byte.)
    NetworkFixtureProtocol.state.activate(nil)
    return 0
}

/// The property every message has: it is in the package's words.
///
/// A message never holds a Swift description of a value or an error: the empty ` ()` of a description that
/// says nothing, `Swift.DecodingError`, `Optional(...)`, `CodingKeys(...)`, a decoder's `_JSONKey`. A call in
/// a message's own code sample, `base64Encoded()`, is not one.
///
/// A message may quote what the input holds, so a fragment that the input itself carries (as text, as
/// base64 in an argument or a route URL, or behind a JSON escape) is not held against it.
enum FuzzMessages {
    /// Fragments of Swift's own descriptions.
    static let debugText = [
        " ()", "DecodingError", "EncodingError", "Optional(", "CodingKeys(", "_JSONKey", "Context(", "codingPath:",
    ]

    /// What the current input could put into a message.
    ///
    /// Set on the main thread, before each input's checks.
    nonisolated(unsafe) private static var inputTexts: [String] = []

    /// Notes the texts the input carries, before its checks run.
    static func begin(_ data: Data, parts: [String]) {
        let raw = String(decoding: data, as: UTF8.self)
        var texts = [raw]
        for part in parts + [raw.removingPercentEncoding ?? ""] {
            texts.append(part.removingPercentEncoding ?? "")
            for piece in part.split(whereSeparator: { "&?# \n".contains($0) }) {
                let value = piece.split(separator: "=", maxSplits: 1).last.map(String.init) ?? ""
                for candidate in [String(piece), value, value.removingPercentEncoding ?? ""] {
                    if let bytes = Data(base64Encoded: candidate) {
                        texts.append(String(decoding: bytes, as: UTF8.self))
                    }
                }
            }
        }
        inputTexts = texts
    }

    /// Stops the run when a message holds Swift's debug text that the input did not carry.
    static func expectOurWords(_ error: ScreenRouterError) {
        for fragment in debugText where error.message.contains(fragment) {
            let quoted = inputTexts.contains { $0.contains(fragment) || $0.contains("\\u") }
            precondition(quoted, "a message holds Swift's debug text `\(fragment)`: \(error.message)")
        }
    }
}
