import Foundation
import ScreenRouter
import Testing

/// One function says whether a launch fits a platform's limits: each argument with its NUL, and the whole with the
/// headroom.
struct LaunchSizeRuleTests {
    private let limits = LaunchLimits(
        name: "the test",
        maximumArgumentSize: 100,
        maximumTotalSize: LaunchLimits.headroom + 1_000,
        allowsPayloadFiles: true
    )

    @Test func anArgumentExactlyAtTheLimitFitsAndOneByteOverDoesNot() {
        // 99 bytes and the NUL: 100.
        #expect(limits.overflow(arguments: [String(repeating: "a", count: 99)], environment: [:]) == nil)
        #expect(
            limits.overflow(arguments: [String(repeating: "a", count: 100)], environment: [:])
                == .argument(bytes: 100, limit: 99)
        )
        #expect(LaunchLimits.linux.largestArgument == 131_071)
    }

    @Test func aLaunchExactlyAtTheTotalFitsAndOneByteOverDoesNot() {
        let pointer = MemoryLayout<UnsafeRawPointer>.size
        // An environment entry `NAME=value`: its bytes, `=`, the NUL and its pointer.
        let atLimit = ["A": String(repeating: "v", count: 1_000 - 1 - 2 - pointer)]
        #expect(LaunchLimits.size(arguments: [], environment: atLimit) == 1_000)
        #expect(limits.overflow(arguments: [], environment: atLimit) == nil)
        #expect(limits.room(arguments: [], environment: atLimit) == 0)
        let over = ["A": atLimit["A", default: ""] + "v"]
        #expect(limits.overflow(arguments: [], environment: over) == .total(bytes: 1_001, limit: 1_000))
    }

    @Test func thePlacementDecidesByTheSameRule() throws {
        // An environment that leaves the request exactly the room it needs inline, and one byte less.
        // A payload whose file's path is shorter than its base64, as every payload too large for its launch is.
        let request = LaunchRequest(screen: "s")
        let json = Data(repeating: UInt8(ascii: "a"), count: 60)
        var inline = request
        inline.model = .base64(json.base64EncodedString())
        let needed = LaunchLimits.size(arguments: inline.arguments, environment: [:])
        let filler = String(repeating: "x", count: 1_000 - needed - 1 - 2 - MemoryLayout<UnsafeRawPointer>.size)
        func placed(_ environment: [String: String]) throws -> LaunchRequest {
            try LaunchPlan(
                request,
                payloads: [LaunchPlan.Payload(.model, json: json, file: "/tmp/model.json")],
                carrier: .launch(limits, program: nil, options: [], environment: environment)
            ).request
        }
        #expect(limits.room(arguments: inline.arguments, environment: ["F": filler]) == 0)
        #expect(try placed(["F": filler]).model?.inlineText != nil)
        #expect(try placed(["F": filler + "x"]).model?.filePath == "/tmp/model.json")
    }

    @Test func aParameterWithoutAFieldOfItsOwnIsKeptByItsItem() {
        let locale = LaunchProtocol.Parameter(
            flag: "-testLocale",
            item: "testLocale",
            placeholder: "<id>",
            help: "Optional. A locale (see <doc:TheLaunchProtocol>), a ``ScreenVariant/ContentSize`` aside.",
            stage: .other
        )
        var request = LaunchRequest(screen: "s")
        #expect(locale.read(request) == nil)
        locale.place(&request, "en_GB")
        #expect(locale.read(request) == "en_GB")
        #expect(request.declaredValues == ["testLocale": "en_GB"])
        #expect(locale.option == .named(after: "testLocale", placeholder: "<id>", help: locale.plainHelp))
        #expect(locale.plainHelp == "Optional. A locale, a `ContentSize` aside.")
        // A parameter the protocol declares reads through the public accessor, whatever its field.
        request.variant.appearance = .dark
        #expect(request.parameter("appearance") == "dark")
        #expect(request.parameter("vc") == "s")
        #expect(request.parameter("testLocale") == nil, "not declared in the protocol")
    }
}
