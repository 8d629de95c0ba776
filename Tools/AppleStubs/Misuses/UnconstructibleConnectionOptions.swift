// expect: 'init()' is unavailable
// Connection options are UIKit's to make (UISceneOptions.h: `-init NS_UNAVAILABLE`): the URLs a scene opened with come
// from the ones UIKit passes to `scene(_:willConnectTo:options:)`.
import UIKit

@MainActor
func makeOptions() -> UIScene.ConnectionOptions {
    UIScene.ConnectionOptions()
}
