#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import Foundation
import ScreenRouter
import XCTest

/// The identified elements on screen, read from the accessibility hierarchy, for a failure to list.
@MainActor
enum OnScreenElements {
    /// At most this many elements are read: enough to find a near miss, few enough to stay quick.
    static let limit = 60

    /// Each element with an identifier as `[identifier] label`.
    static func read(_ app: XCUIApplication) -> [(identifier: String, label: String)] {
        let all = app.descendants(matching: .any)
        var listed: [(identifier: String, label: String)] = []
        for index in 0..<min(all.count, limit) {
            let element = all.element(boundBy: index)
            guard !element.identifier.isEmpty else { continue }
            listed.append((element.identifier, element.label))
        }
        return listed
    }
}

extension ScreenRouterError {
    /// A page element that did not appear in time.
    package static func elementNotShown(
        _ element: String,
        on screen: [(identifier: String, label: String)],
        within timeout: TimeInterval
    ) -> Self {
        // The element's name is its case (`mainView`); an identifier ends with it (`home.mainView`).
        func distance(_ identifier: String) -> Int {
            editDistance(String(identifier.split(separator: ".").last ?? Substring(identifier)), element)
        }
        let nearest = screen.sorted { distance($0.identifier) < distance($1.identifier) }
        let shown =
            nearest.isEmpty
            ? "The screen shows no identified element."
            : "The screen shows, nearest first:\n"
                + nearest.map { "  [\($0.identifier)] \($0.label)" }.joined(separator: "\n")
        return Self(
            code: .elementNotFound,
            message: "The element `\(element)` did not appear: the check waited "
                + "\(ElementWait.duration(timeout)) for it. \(shown)\n"
                + "Check its identifier in the app (`addAccessibility(aip:element:)`) and the query the page object uses for it."
        )
    }

    /// A page element that stayed on screen when a check expected it absent.
    package static func elementStillShown(_ element: String, label: String, waited: TimeInterval) -> Self {
        Self(
            code: .elementNotFound,
            message: "The element `\(element)` is still on screen after the check waited "
                + "\(ElementWait.duration(waited)) for it to go, expected absent: it shows `\(label)`."
        )
    }

    /// A table without a cell at an index.
    package static func noCell(at index: Int, in table: String, count: Int) -> Self {
        Self(code: .elementNotFound, message: "The table `\(table)` has no cell at index \(index): it shows \(count).")
    }

    /// A screen without a navigation bar's back button.
    package static func noBackButton() -> Self {
        Self(code: .elementNotFound, message: "No navigation bar with a back button appeared.")
    }

    /// A keyboard that stayed on screen.
    package static func keyboardShown() -> Self {
        Self(code: .elementNotFound, message: "A keyboard is still on screen.")
    }
}
#endif
