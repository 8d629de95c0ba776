#if canImport(SwiftUI)
import SwiftUI

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension View {
    /// Gives the view the accessibility identifier of an element of an ``AccessibilityIdentifierProvider``: the
    /// SwiftUI counterpart of `addAccessibility(aip:element:)` on UIKit views.
    ///
    /// ```swift
    /// List(users) { user in UserRow(user: user) }
    ///     .addAccessibility(aip: HomeAIP.self, element: .tableView)
    /// ```
    ///
    /// - Parameters:
    ///   - aip: The provider whose element this view is.
    ///   - element: The element, a case of the provider's `Element`.
    /// - Returns: The view with the identifier `AIP.elementIdentifier(for: element)`.
    @MainActor
    public func addAccessibility<T: AccessibilityIdentifierProvider>(aip: T.Type, element: T.Element) -> some View {
        accessibilityIdentifier(T.elementIdentifier(for: element))
    }
}
#endif
