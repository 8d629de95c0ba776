// expect: 'init()' is unavailable
// A scene session is UIKit's to make (UISceneSession.h: `-init NS_UNAVAILABLE`).
import UIKit

@MainActor
func makeSession() -> UISceneSession {
    UISceneSession()
}
