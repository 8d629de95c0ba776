#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import Foundation
import ScreenRouter
import XCTest

/// Gives a page object's typed elements their `XCUIElement`s: the one piece of a page object the test writes.
///
/// ```swift
/// @MainActor
/// final class HomePage {
///     typealias Element = HomeAIP.Element
/// }
///
/// extension HomePage: PageObjectUIElementProvider, PageObject {
///     func uiElement(for element: Element, in queryProvider: XCUIElementTypeQueryProvider) -> XCUIElement {
///         let identifier = HomeAIP.elementIdentifier(for: element)
///         switch element {
///         case .mainView: return queryProvider.otherElements[identifier]
///         case .tableView: return queryProvider.tables[identifier]
///         }
///     }
/// }
/// ```
@MainActor
public protocol PageObjectUIElementProvider: AnyObject {
    /// The page's elements, usually an ``/ScreenRouter/AccessibilityIdentifierProvider``'s `Element`.
    associatedtype Element

    /// The `XCUIElement` of a page element.
    ///
    /// - Parameters:
    ///   - element: The page element.
    ///   - queryProvider: Where to look for it: the app, or an element such as a cell.
    /// - Returns: The element, found by its identifier in the query for its type.
    func uiElement(for element: Element, in queryProvider: XCUIElementTypeQueryProvider) -> XCUIElement
}

/// A page object: a screen's elements and what a test does and checks on them, chained in Given/When/Then style.
///
/// A class that is also a ``PageObjectUIElementProvider`` gets the vocabulary: `thenIShouldSee(element:)`,
/// `whenTap(element:)`, `whenTapCell(in:at:)`, `whenTapBackButton()`, `thenIShouldNotSeeKeyboard()` and
/// ``delay(_:)``, each returning the page for the next step:
///
/// ```swift
/// HomePage()
///     .givenPage()
///     .thenIShouldSee(element: .mainView, timeout: 0.3)
///     .thenIShouldSee(element: .tableView)
/// ```
///
/// Every check waits for what it checks, up to its `timeout` (``PageObjectTimeout/default`` when `nil`), and
/// fails at the test's line; a missing element's failure lists the identifiers and labels on screen, nearest to
/// the one asked for first.
@MainActor
public protocol PageObject: AnyObject {
    /// The page's elements, the same type as its ``PageObjectUIElementProvider/Element``.
    associatedtype Element

    /// Pauses the test. Prefer a check, which waits only as long as needed.
    ///
    /// - Parameter delay: Seconds to wait.
    /// - Returns: The page, for the next step.
    @discardableResult
    func delay(_ delay: TimeInterval) -> Self
}

extension PageObject {
    /// Pauses the test for `delay` seconds.
    ///
    /// Prefer a check, which waits only as long as needed.
    ///
    /// - Parameter delay: Seconds to wait.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func delay(_ delay: TimeInterval) -> Self {
        Thread.sleep(forTimeInterval: delay)
        return self
    }
}

/// How long a page object's checks wait when they are given no timeout.
public enum PageObjectTimeout {
    /// 10 seconds: long enough for a screen to load on a slow simulator; a check returns as soon as it passes.
    public static let `default`: TimeInterval = 10
}
#endif
