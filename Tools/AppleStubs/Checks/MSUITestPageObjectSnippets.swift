// swift-format-ignore-file
// MSUITest's documented page-object snippets (Advanced Topics: "Use in PageObject", "Use in the test", "Launch
// Arguments", "Built-in Arguments", "Launch specific view" and the vocabulary of "Interaction between Page
// Objects"), with `import MSUITest` changed to `import ScreenRouterTestSupport` and `@MainActor` added on the
// provider, the page object and the test class for Swift 6. Types are `private`, as in MSUITestAIPSnippets.swift.
import ScreenRouter
import ScreenRouterTestSupport
import UIKit
import XCTest

@MainActor
private final class HomeAIP: AIP {
    static var mainIdentifier: String = "home"
}

extension HomeAIP {
    enum Element: String {
        case mainView
        case tableView
    }
}

@MainActor
private final class HomePage {
    // 1
    typealias Element = HomeAIP.Element
}

extension HomePage: PageObjectUIElementProvider, PageObject {
    func uiElement(for element: Element, in queryProvider: XCUIElementTypeQueryProvider) -> XCUIElement {
        let query = self.query(for: element, in: queryProvider)

        // 2
        let identifier = HomeAIP.elementIdentifier(for: element)
        return query[identifier]
    }

    private func query(for element: Element, in queryProvider: XCUIElementTypeQueryProvider) -> XCUIElementQuery {
        // 3
        switch element {
        case .mainView:
            return queryProvider.otherElements
        case .tableView:
            return queryProvider.tables
        }
    }
}

extension HomePage {
    func givenPage() -> HomePage {
        XCUIApplication().launchTestMode(customArguments: [
            "-coordinatorUnderUITest", "HomeCoordinator"
        ])

        return self
    }
}

@MainActor
private class HomeTests: XCTestCase {

    func test_whenLoadView_seeExpectedElements() {
        HomePage()
            .givenPage()

            .thenIShouldSee(element: .mainView, timeout: 0.3)
            .thenIShouldSee(element: .tableView)
    }

    func test_whenTapLabelCell_seeLabelView() {
        HomePage()
            .givenPage()

            .whenTapCell(in: .tableView, at: 0)

            .thenIShouldSee(element: .mainView, text: "Welcome")
    }

    func test_whenTapTextFieldCellAndFocusAndBackButton_doNotSeeKeyboard() {
        HomePage()
            .givenPage()

            .whenTapCell(in: .tableView, at: 2)
            .whenTap(element: .mainView)

            .delay(0.2)

            .whenTapBackButton()

            .thenIShouldNotSeeKeyboard()
    }

    func launchArguments() {
        XCUIApplication().launchTestMode(customArguments: [
            "myArgument", "1",
            "myArgument2", "hello",
            "myArgument3", "0"
        ])
    }
}

@MainActor
private func readArguments() {
    if UserDefaults.standard.string(forKey: "myArgument2") == "hello" {
        print("Found it 😎")
    }

    if UITestLaunchArgument.animationsDisabled.isActive {
        UIView.setAnimationsEnabled(false)
    }
}
