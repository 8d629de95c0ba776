import Foundation
import ScreenRouter
import Testing

struct ScreenIDTests {
    @Test func literalRawValueAndInitialiserAgree() {
        let literal: ScreenID = "userDetail"
        #expect(literal == ScreenID("userDetail"))
        #expect(literal.description == "userDetail")
        #expect(ScreenID("userDetail") != ScreenID("UserDetail"))
    }

    @Test @MainActor func registeredScreensAreSortedByRawValue() {
        let coordinator = TestingCoordinator<Int>()
        for screen: ScreenID in ["users", "settings", "userDetail"] { coordinator.register(screen) { 0 } }
        #expect(coordinator.screenCatalogue.screens.map(\.id) == ["settings", "userDetail", "users"])
    }

    @Test func typedScreenDescribesItsModel() {
        #expect(Screen<Person>.person.id == "person")
    }
}
