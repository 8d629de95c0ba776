import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

final class UsersUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    @MainActor
    func testListsTheUsersOfTheFixture() {
        let users = [DemoData.sample(id: 7, name: "Ada Lovelace"), DemoData.sample(id: 8, name: "Alan Turing")]

        let app = launchApp(screen: .users, model: users, options: [AnimationLaunchEnvironment(animation: false)])

        XCTAssertEqual(app.cells.count, 2)
        XCTAssertEqual(app.cells[DemoElement.userRow(0)].label, "Ada Lovelace")
        XCTAssertEqual(app.cells[DemoElement.userRow(1)].label, "Alan Turing")
    }

    @MainActor
    func testSaysSoWhenThereAreNoUsers() {
        let app = launchApp(screen: .users, model: [], options: [AnimationLaunchEnvironment(animation: false)])

        XCTAssertEqual(app.staticTexts[DemoElement.usersEmpty].label, "No users")
        XCTAssertEqual(app.cells.count, 0)
    }

    @MainActor
    func testListsTheMockUsersWithoutAFixture() {
        let app = launchApp(
            XCUIApplication(),
            .screen(Screen<[User]>.users.id),
            options: [AnimationLaunchEnvironment(animation: false)]
        )

        XCTAssertEqual(app.cells[DemoElement.userRow(0)].label, "Username One")
        XCTAssertEqual(app.cells[DemoElement.userRow(1)].label, "Username Two")
    }

    @MainActor
    func testSelectingAUserShowsTheirDetails() {
        let users = [DemoData.sample(id: 3, name: "Grace Hopper")]
        let app = launchApp(screen: .users, model: users, options: [AnimationLaunchEnvironment(animation: false)])

        app.cells[DemoElement.userRow(0)].tap()

        XCTAssertTrue(app.staticTexts[DemoElement.userName].waitForExistence(timeout: 5))
        XCTAssertEqual(app.staticTexts[DemoElement.userName].label, "Grace Hopper")
    }
}
