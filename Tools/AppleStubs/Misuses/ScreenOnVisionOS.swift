// expect: 'UIScreen' is unavailable in visionOS
// triple: visionos
// visionOS has windows but no screen: a window is sized by its scene, never from `UIScreen.main`.
import UIKit

@MainActor
func makeWindow() -> UIWindow {
    UIWindow(frame: UIScreen.main.bounds)
}
