import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

/// The settings screen as a page object: a screen without a model, named by its identifier.
@MainActor
final class SettingsPage: ScreenPageObject, PageObjectUIElementProvider {
    typealias Provider = SettingsAIP
    static let screen = ScreenID.settings

    func uiElement(for element: Element, in queryProvider: XCUIElementTypeQueryProvider) -> XCUIElement {
        queryProvider.staticTexts[SettingsAIP.elementIdentifier(for: element)]
    }
}

/// The users screen as a page object: a typed screen whose rows are cells.
@MainActor
final class UsersPage: ScreenPageObject, PageObjectUIElementProvider {
    typealias Provider = UsersAIP
    static let screen = Screen<[User]>.users

    func uiElement(for element: Element, in queryProvider: XCUIElementTypeQueryProvider) -> XCUIElement {
        let identifier = UsersAIP.elementIdentifier(for: element)
        switch element {
        case .usersList: return queryProvider.tables[identifier]
        case .usersEmpty: return queryProvider.staticTexts[identifier]
        case .userRow: return queryProvider.cells[identifier]
        }
    }
}

/// The page objects' vocabulary on iOS: screens opened by model, sample and default; elements seen, not seen and
/// counted.
final class PageObjectUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    @MainActor
    func testAScreenWithoutAModelOpensByItsDefault() {
        SettingsPage()
            .givenPage()
            .thenIShouldSee(element: .settingsTitle, text: "Settings")
    }

    @MainActor
    func testAnEmptyListShowsNoRow() {
        let page = UsersPage()
            .givenPage(sample: "empty")
            .thenIShouldNotSee(element: .userRow(0))
            .thenIShouldSee(element: .usersEmpty, text: "No users")
        XCTAssertEqual(page.count(of: .usersEmpty), 1)
    }

    @MainActor
    func testTheAppsOwnUsersAreCounted() {
        let page = UsersPage().givenPage()
        XCTAssertEqual(page.count(of: .userRow(0)), 1)
        XCTAssertEqual(page.count(of: .usersEmpty), 0)
    }

    @MainActor
    func testAModelOpensTheTypedScreen() {
        UsersPage()
            .givenPage(model: [DemoData.sample(id: 7, name: "Ada Lovelace")])
            .thenIShouldSee(element: .userRow(0), text: "Ada Lovelace")
            .thenIShouldNotSee(element: .usersEmpty)
    }
}
