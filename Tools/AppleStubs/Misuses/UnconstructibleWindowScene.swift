// expect: 'init()' is unavailable
// UIKit makes scenes and hands them to the scene delegate (UIScene.h: `-init NS_UNAVAILABLE`); a window scene made
// by hand, to start a coordinator in a unit test say, must not compile.
import UIKit

@MainActor
func makeScene() -> UIWindowScene {
    UIWindowScene()
}
