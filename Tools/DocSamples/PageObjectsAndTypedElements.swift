// swift-format-ignore-file
// The code samples of the Page Objects and Typed Elements article for iOS apps and their UI tests, as they appear
// there, with what they need around them to compile; the one for Linux and macOS is in
// PageObjectsAndTypedElements+ProcessApplication.swift. scripts/build-docs.sh type-checks this file against the
// package (and the stand-ins in Tools/AppleStubs) for iOS and checks that every sample of the article appears in
// Tools/DocSamples unchanged. Change a sample here and in the article together.
import ScreenRouter
import ScreenRouterTestSupport
import UIKit
import XCTest

@MainActor
final class HomeAIP: AIP {
    static var mainIdentifier: String = "home"
}

extension HomeAIP {
    enum Element: String {
        case mainView
        case tableView
    }
}

final class HomeViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addAccessibility(aip: HomeAIP.self, element: .mainView)
        tableView.addAccessibility(aip: HomeAIP.self, element: .tableView)
    }
}

@MainActor
final class HomePage {
    typealias Element = HomeAIP.Element
}

extension HomePage: PageObjectUIElementProvider, PageObject {
    func uiElement(for element: Element, in queryProvider: XCUIElementTypeQueryProvider) -> XCUIElement {
        let identifier = HomeAIP.elementIdentifier(for: element)
        switch element {
        case .mainView:
            return queryProvider.otherElements[identifier]
        case .tableView:
            return queryProvider.tables[identifier]
        }
    }
}

extension HomePage {
    func givenPage() -> HomePage {
        XCUIApplication().launchTestMode(customArguments: ["-coordinatorUnderUITest", "HomeCoordinator"])
        return self
    }
}

@MainActor
class HomeTests: XCTestCase {
    func test_whenLoadView_seeExpectedElements() {
        HomePage()
            .givenPage()
            .thenIShouldSee(element: .mainView, timeout: 0.3)
            .thenIShouldSee(element: .tableView)
    }
}

struct User: Codable, Sendable {
    let name: String
}

extension Screen where Model == [User] {
    static let users = Screen("users")
}

@MainActor
final class UsersAIP: AIP {
    static let mainIdentifier = "users"
}

extension UsersAIP {
    enum Element: RawRepresentable {
        case usersEmpty
        case userRow(Int)

        init?(rawValue: String) { nil }

        var rawValue: String {
            switch self {
            case .usersEmpty: "usersEmpty"
            case .userRow(let index): "userRow.\(index)"
            }
        }
    }
}

@MainActor
final class UsersPage: ScreenPageObject, PageObjectUIElementProvider {
    typealias Provider = UsersAIP
    static let screen = Screen<[User]>.users

    func uiElement(for element: Element, in queryProvider: XCUIElementTypeQueryProvider) -> XCUIElement {
        let identifier = UsersAIP.elementIdentifier(for: element)
        switch element {
        case .usersEmpty: return queryProvider.staticTexts[identifier]
        case .userRow: return queryProvider.cells[identifier]
        }
    }
}

@MainActor
class UsersTests: XCTestCase {
    func testAnEmptyListShowsNoRow() {
        let page = UsersPage()
            .givenPage(sample: "empty")
            .thenIShouldNotSee(element: .userRow(0))
        XCTAssertEqual(page.count(of: .usersEmpty), 1)
    }
}
