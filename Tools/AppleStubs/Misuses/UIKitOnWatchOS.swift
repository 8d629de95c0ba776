// expect: 'UIWindow' is unavailable in watchOS
// triple: watchos
// watchOS has a UIKit, so `canImport(UIKit)` holds there, but no windows, views or view controllers: a UIKit adapter
// must be excluded with `!os(watchOS)` as well.
#if canImport(UIKit)
import UIKit

@MainActor
func show(_ window: UIWindow) {
    window.makeKeyAndVisible()
}
#endif
