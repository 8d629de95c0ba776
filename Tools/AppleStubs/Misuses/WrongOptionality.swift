// expect: value of optional type 'UIWindow?' must be unwrapped to a value of type 'UIWindow'
// The scene-based start returns no window when the launch was not for UI testing: the app then makes its own.
import ScreenRouter
import UIKit

@MainActor
func start(_ coordinator: TestingCoordinator<UIViewController>, in scene: UIWindowScene) -> UIWindow {
    let window: UIWindow = coordinator.start(in: scene)
    return window
}
