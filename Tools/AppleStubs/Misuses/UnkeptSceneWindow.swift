// expect: result of call to 'start(in:arguments:)' is unused
// The scene-based start returns the window it made; dropping it would release the window at once.
import ScreenRouter
import UIKit

@MainActor
func start(_ coordinator: TestingCoordinator<UIViewController>, in scene: UIWindowScene) {
    coordinator.start(in: scene)
}
