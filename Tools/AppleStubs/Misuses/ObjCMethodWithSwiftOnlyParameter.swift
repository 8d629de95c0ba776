// expect: instance method cannot be marked '@objc' because the type of the parameter cannot be represented in Objective-C
// A target-action method is called through the Objective-C runtime: a parameter of a Swift-only type (an enum
// with cases of its own) cannot cross it.
import UIKit

enum Tab {
    case home
    case settings
}

final class TabsViewController: UIViewController {
    @objc func select(_ tab: Tab) {}
}
