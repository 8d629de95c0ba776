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

#endif
