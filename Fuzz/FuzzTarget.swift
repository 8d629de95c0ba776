import Foundation

/// The libFuzzer entry point: reads one input in every way the router reads untrusted text.
///
/// The same bytes are used four ways, so one input reaches deep whichever shape it has:
/// 1. Split on NUL into process arguments, then parsed by `LaunchRequest.parse` and routed as `start(in:)` reads
///    and builds a launch, `LaunchIntent.parse` then `TestingCoordinator.resolve(_:)` (any `-modelFile` path is
///    replaced, see ``FuzzModelFiles``);
///    read for launch options by `OptionReader(parsing:)`; and each part carried as an option value
///    through `ArgumentDomain`'s formatting and parsing.
/// 2. As text, decoded as a `-model` payload by `ModelCodec.decodeBase64`, `ModelPayload.json` and
///    `ModelCodec.decode(_:fromBase64:for:)`.
/// 3. As JSON, decoded into each model type, and carried as base64 through `ModelPayload.json`.
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
///
/// Every failure must be a `ScreenRouterError` with a message, and the round trips below must hold;
/// anything else stops the run with a crash that libFuzzer saves as an input to reproduce.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let parts = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
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
    // A routed input that carried a network fixture leaves it active, as an app's route does: the app's one
    // fixture state holds it until a later route replaces or ends it. End it here, so each input leaves the
    // process as it found it and the leak check at the end of the run sees only memory nothing holds. (A
    // fixture still active when the run ended was reported as leaked, although ending it frees every byte.)
    NetworkFixtureProtocol.state.activate(nil)
    return 0
}
