import Foundation
import ScreenRouter
import Testing

/// One plan decides how a request travels, for launches, routes, the command line and the MCP server: each payload
/// inline or in a file, by one rule, the launch measured once.
struct LaunchPlanTests {
    /// JSON whose base64 is `count` bytes long (`count` a multiple of 4).
    private func json(base64Bytes count: Int) -> Data {
        Data(repeating: UInt8(ascii: "a"), count: count / 4 * 3)
    }

    /// A payload whose file, should it not travel inline, is `/tmp/<kind>.json` (named, not written).
    private func payload(_ json: Data, _ kind: LaunchPayload.Kind) -> LaunchPlan.Payload {
        LaunchPlan.Payload(kind, json: json, file: "/tmp/\(kind.name).json")
    }

    private func launch(_ limits: LaunchLimits, environment: [String: String] = [:]) -> LaunchPlan.Carrier {
        .launch(limits, program: nil, options: [], environment: environment)
    }

    private func plan(
        _ payloads: [LaunchPlan.Payload],
        _ carrier: LaunchPlan.Carrier,
        request: LaunchRequest = LaunchRequest(screen: "userDetail")
    ) throws -> LaunchRequest {
        try LaunchPlan(request, payloads: payloads, carrier: carrier).request
    }

    @Test func aLaunchOnLinuxCarriesInlineWhatFitsOneArgument() throws {
        // One argument on Linux holds 131,072 bytes with its NUL: base64 of 131,068 bytes fits, 131,072 does not.
        #expect(try plan([payload(json(base64Bytes: 131_068), .model)], launch(.linux)).model?.filePath == nil)
        #expect(
            try plan([payload(json(base64Bytes: 131_072), .model)], launch(.linux)).model?.filePath == "/tmp/model.json"
        )
    }

    @Test func aLaunchCountsTheOtherArgumentsAndTheHeadroom() throws {
        let total = LaunchLimits.device.maximumTotalSize
        let small = payload(json(base64Bytes: 1_024), .model)
        let filler = String(repeating: "x", count: total - LaunchLimits.headroom - 1_000)
        var files = LaunchLimits.device
        files.allowsPayloadFiles = true
        #expect(try plan([small], launch(files)).model?.filePath == nil)
        #expect(try plan([small], launch(files, environment: ["FILLER": filler])).model?.filePath == "/tmp/model.json")
    }

    @Test func oneCallPlacesTheModelFirstSoASmallNetworkFixtureStaysInline() throws {
        let plan = try LaunchPlan(
            LaunchRequest(screen: "userDetail"),
            payloads: [payload(json(base64Bytes: 1_000), .network), payload(json(base64Bytes: 200_000), .model)],
            carrier: launch(.linux)
        )
        #expect(plan.inFiles == [.model])
        #expect(plan.files.isEmpty, "a file the sender gave is named, not written")
        #expect(plan.request.model?.filePath == "/tmp/model.json")
        #expect(plan.request.network?.inlineText != nil)
        #expect(plan.arguments == plan.request.arguments)
    }

    @Test func aRouteKeepsASmallPayloadInlineBesideALargeOne() throws {
        let plan = try LaunchPlan(
            LaunchRequest(screen: "userDetail"),
            payloads: [payload(json(base64Bytes: 200_000), .model), payload(json(base64Bytes: 1_000), .network)],
            carrier: .route(scheme: "demo", limits: .linux)
        )
        #expect(plan.request.model?.filePath == "/tmp/model.json")
        #expect(plan.request.network?.filePath == nil)
        #expect(plan.url == plan.request.routeURL(scheme: "demo"))
        #expect((plan.url?.utf8.count ?? .max) <= LaunchLimits.routeURLInlineLimit)
    }

    /// A route keeps a payload inline while the whole URL is at most 131,072 bytes: one byte over, the payload
    /// travels in a file.
    @Test func aRouteURLExactlyAtItsLimitKeepsItsPayloadInlineAndOneByteOverDoesNot() throws {
        let model = payload(Data("{}".utf8), .model)
        var request = LaunchRequest(screen: "s", sample: "")
        var inline = request
        inline.model = .base64(model.json.base64EncodedString())
        let bare = inline.routeURL(scheme: "demo").utf8.count
        request.sample = String(repeating: "a", count: LaunchLimits.routeURLInlineLimit - bare)
        let exact = try LaunchPlan(request, payloads: [model], carrier: .route(scheme: "demo", limits: .linux))
        #expect(exact.url?.utf8.count == 131_072)
        #expect(exact.request.model?.inlineText != nil)
        request.sample? += "a"
        let over = try LaunchPlan(request, payloads: [model], carrier: .route(scheme: "demo", limits: .linux))
        #expect(over.request.model?.filePath == "/tmp/model.json")
    }

    @Test func aPayloadThatFitsNeitherInlineNorInAFileFailsNamingTheRoom() throws {
        let error = try #require(
            throwing {
                _ = try LaunchPlan(
                    LaunchRequest(screen: "userDetail"),
                    payloads: [LaunchPlan.Payload(.model, json: json(base64Bytes: 300_000))],
                    carrier: launch(.device)
                )
            }
        )
        #expect(error.code == .payloadTooLarge)
        #expect(error.message.contains("what a launch on an iOS device"))
    }

    @Test func aRouteSchemeThatIsNoURLSchemeIsRefused() throws {
        let error = try #require(
            throwing {
                _ = try LaunchPlan(LaunchRequest(screen: "s"), carrier: .route(scheme: "1demo", limits: .linux))
            }
        )
        #expect(error.code == .malformedArguments)
    }

    @Test func aNetworkFixturesEntriesTravelWithThePlan() throws {
        let fixture = LaunchPlan.Payload(.network, json: Data("{}".utf8), entries: ["GET https://api.example.com/a"])
        let plan = try LaunchPlan(LaunchRequest(screen: "s"), payloads: [fixture], carrier: launch(.linux))
        #expect(plan.networkEntries == ["GET https://api.example.com/a"])
    }

    private func throwing(_ body: () throws -> Void) -> ScreenRouterError? {
        do {
            try body()
            return nil
        } catch {
            return error as? ScreenRouterError
        }
    }
}
