// expect: call to main actor-isolated instance method 'makeKeyAndVisible()' in a synchronous nonisolated context
// UIKit is main-actor only: showing a window from code that may run on any thread must not compile.
import UIKit

nonisolated func show(_ window: UIWindow) {
    window.makeKeyAndVisible()
}
