import Foundation
import ScreenRouter
import Testing

/// One rule decides whether a payload travels inline or in a file, for launches, routes and the command line.
struct PayloadCarrierTests {
    /// JSON whose base64 is `count` bytes long (`count` a multiple of 4).
    private func json(base64Bytes count: Int) -> Data {
        Data(repeating: UInt8(ascii: "a"), count: count / 4 * 3)
    }

    private func place(
        _ json: Data,
        _ subject: PayloadSubject,
        in request: LaunchRequest,
        _ carrier: PayloadCarrier
    )
        -> LaunchRequest
    {
        carrier.placing([(subject, json)], in: request) { subject, _, _ in "/tmp/\(subject.name).json" }.request
    }

    @Test func aLaunchOnLinuxCarriesInlineWhatFitsOneArgument() {
        let carrier = PayloadCarrier.launch(.linux, besides: [], environment: [:])
        let screen = LaunchRequest(screen: "userDetail")
        // One argument on Linux holds 131,072 bytes with its NUL: base64 of 131,068 bytes fits, 131,072 does not.
        #expect(place(json(base64Bytes: 131_068), .model, in: screen, carrier).model?.filePath == nil)
        #expect(place(json(base64Bytes: 131_072), .model, in: screen, carrier).model?.filePath == "/tmp/model.json")
    }

    @Test func aLaunchCountsTheOtherArgumentsAndTheHeadroom() {
        let total = LaunchLimits.device.maximumTotalSize
        let small = json(base64Bytes: 1_024)
        let screen = LaunchRequest(screen: "userDetail")
        let roomy = PayloadCarrier.launch(.device, besides: [], environment: [:])
        let filler = String(repeating: "x", count: total - LaunchLimits.headroom - 1_000)
        let crowded = PayloadCarrier.launch(.device, besides: [], environment: ["FILLER": filler])
        #expect(place(small, .model, in: screen, roomy).model?.filePath == nil)
        #expect(place(small, .model, in: screen, crowded).model?.filePath == "/tmp/model.json")
    }

    @Test func oneCallPlacesTheModelFirstSoASmallNetworkFixtureStaysInline() {
        let carrier = PayloadCarrier.launch(.linux, besides: [], environment: [:])
        var written: [PayloadSubject] = []
        let (request, inFiles) = carrier.placing(
            [(.network, json(base64Bytes: 1_000)), (.model, json(base64Bytes: 200_000))],
            in: LaunchRequest(screen: "userDetail")
        ) { subject, _, _ in
            written.append(subject)
            return "/tmp/\(subject.name).json"
        }
        #expect(written == [.model])
        #expect(inFiles == [.model])
        #expect(request.model?.filePath == "/tmp/model.json")
        #expect(request.network?.inlineText != nil)
    }

    @Test func aRouteKeepsASmallPayloadInlineBesideALargeOne() {
        let carrier = PayloadCarrier.routeURL(scheme: "demo")
        var request = LaunchRequest(screen: "userDetail")
        request = place(json(base64Bytes: 200_000), .model, in: request, carrier)
        request = place(json(base64Bytes: 1_000), .network, in: request, carrier)
        #expect(request.model?.filePath == "/tmp/model.json")
        #expect(request.network?.filePath == nil)
        #expect(request.routeURL(scheme: "demo").utf8.count <= LaunchLimits.routeURLInlineLimit)
    }

    /// A session's routes keep a payload inline while the whole URL is at most 131,072 bytes: one byte over, the
    /// URL no longer fits.
    @Test func aRouteURLExactlyAtItsLimitFitsAndOneByteOverDoesNot() {
        let carrier = PayloadCarrier.routeURL(scheme: "demo")
        var request = LaunchRequest(screen: "s", sample: "")
        let bare = request.routeURL(scheme: "demo").utf8.count
        request.sample = String(repeating: "a", count: LaunchLimits.routeURLInlineLimit - bare)
        #expect(request.routeURL(scheme: "demo").utf8.count == 131_072)
        #expect(carrier.fits(request))
        request.sample? += "a"
        #expect(!carrier.fits(request))
    }
}
