#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIAccessibilityIdentification where Self: NSObject {
    /// Sets the object's accessibility identifier to an element of an ``AccessibilityIdentifierProvider``.
    ///
    /// ```swift
    /// view.addAccessibility(aip: HomeAIP.self, element: .mainView)
    /// tableView.addAccessibility(aip: HomeAIP.self, element: .tableView)
    /// ```
    ///
    /// The identifier is `AIP.elementIdentifier(for: element)`, `home.mainView` here, the one a page object
    /// queries in the UI tests.
    ///
    /// - Parameters:
    ///   - aip: The provider whose element this object is.
    ///   - element: The element, a case of the provider's `Element`.
    ///
    /// Main-actor isolated, as `accessibilityIdentifier` is in UIKit (the protocol itself is not).
    @MainActor
    public func addAccessibility<T: AccessibilityIdentifierProvider>(aip: T.Type, element: T.Element) {
        accessibilityIdentifier = T.elementIdentifier(for: element)
    }
}
#endif
