// expect: main actor-isolated property 'accessibilityIdentifier' can not be mutated from a nonisolated context
// expect: call to main actor-isolated instance method 'addAccessibility(aip:element:)' in a synchronous nonisolated context
// UIAccessibilityIdentification is not main-actor isolated in UIKit's header, its accessibilityIdentifier is
// (NS_SWIFT_UI_ACTOR on the property): a nonisolated extension of the protocol can neither set the identifier nor
// call addAccessibility(aip:element:), which is main-actor isolated for that reason.
import ScreenRouter
import UIKit

final class LoginAIP: AIP {
    static let mainIdentifier = "login"
    enum Element: String { case title }
}

extension UIAccessibilityIdentification {
    nonisolated func clearIdentifier() {
        accessibilityIdentifier = nil
    }
}

extension UIAccessibilityIdentification where Self: NSObject {
    nonisolated func identifyAsTitle() {
        addAccessibility(aip: LoginAIP.self, element: .title)
    }
}
