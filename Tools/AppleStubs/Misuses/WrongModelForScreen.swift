// expect: cannot convert value of type '[User]' to expected argument type 'User'
// A screen's model type is checked at compile time: the user-detail screen takes one `User`.
import DemoShared
import ScreenRouterTestSupport
import XCTest

final class WrongModelUITests: XCTestCase {
    @MainActor
    func testLaunches() {
        launchApp(screen: .userDetail, model: [User]())
    }
}
