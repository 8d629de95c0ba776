// expect: cannot convert value of type 'String' to closure result type 'UIViewController'
// A screen builds a view controller or a SwiftUI view; anything else must not register.
import ScreenRouter
import UIKit

@MainActor
func register(_ coordinator: TestingCoordinator<UIViewController>) {
    coordinator.register("settings") { "Settings" }
}
