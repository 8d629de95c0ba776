import Foundation
import ScreenRouter
import Testing

@MainActor
struct UnknownScreenMessageTests {
    @Test func anIdentifierAsLongAsAnArgumentCanBeIsRankedAndQuotedWhole() {
        let coordinator = TestingCoordinator<String>()
        for index in 0..<40 {
            coordinator.register(ScreenID("aScreen\(index)")) { "screen \(index)" }
        }
        coordinator.register("userDetail") { "detail" }
        // As long as Linux lets one argument be. The nearest screen comes first although it sorts last.
        let typed = "userDetal" + String(repeating: "x", count: 131_000)
        let error = #expect(throws: ScreenRouterError.self) {
            try coordinator.resolve(LaunchRequest(screen: ScreenID(typed)))
        }
        #expect(error?.code == .unknownScreen)
        #expect(
            error?.message.hasPrefix(
                "No screen is registered as `\(typed)`. Registered screens, nearest first: `userDetail`, `aScreen0`,"
            )
                == true
        )
        #expect(error?.message.contains("and 21 more. Register it with `coordinator.register(\"\(typed)\")") == true)
    }
}
