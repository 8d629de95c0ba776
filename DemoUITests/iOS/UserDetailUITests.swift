import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

final class UserDetailUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    @MainActor
    func testShowsEveryFieldOfTheUser() {
        let user = DemoData.users[0]

        let app = launchApp(screen: .userDetail, model: user, options: [AnimationLaunchEnvironment(animation: false)])

        let texts = app.staticTexts
        XCTAssertEqual(texts[DemoElement.userName].label, "Leanne Graham")
        XCTAssertEqual(texts[DemoElement.userUsername].label, "Bret")
        XCTAssertEqual(texts[DemoElement.userEmail].label, "Sincere@april.biz")
        XCTAssertEqual(texts[DemoElement.userPhone].label, "1-770-736-8031 x56442")
        XCTAssertEqual(texts[DemoElement.userWebsite].label, "hildegard.org")
        XCTAssertEqual(texts[DemoElement.addressStreet].label, "Kulas Light, Apt. 556")
        XCTAssertEqual(texts[DemoElement.addressCity].label, "Gwenborough 92998-3874")
        XCTAssertEqual(texts[DemoElement.addressGeo].label, "-37.3159, 81.1496")
        XCTAssertEqual(texts[DemoElement.companyName].label, "Romaguera-Crona")
        XCTAssertEqual(texts[DemoElement.companyCatchPhrase].label, "Multi-layered client-server neural-net")
        XCTAssertEqual(texts[DemoElement.companyBs].label, "harness real-time e-markets")
    }

    @MainActor
    func testSaysSoWhenTheUserHasNoPhoneOrWebsite() {
        var user = DemoData.sample(id: 5, name: "Chelsey Dietrich")
        user.phone = nil
        user.website = nil

        let app = launchApp(screen: .userDetail, model: user, options: [AnimationLaunchEnvironment(animation: false)])

        XCTAssertEqual(app.staticTexts[DemoElement.userPhone].label, "No phone")
        XCTAssertEqual(app.staticTexts[DemoElement.userWebsite].label, "No website")
    }
}
