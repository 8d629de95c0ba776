// expect: value of type 'UIWindow' has no member 'makeKeyAndVisable'
// A member the SDK does not have must not compile.
import UIKit

@MainActor
func show(_ window: UIWindow) {
    window.makeKeyAndVisable()
}
