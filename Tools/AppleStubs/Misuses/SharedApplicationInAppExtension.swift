// expect: 'shared' is unavailable in application extensions for iOS: Use view controller based solutions where appropriate instead.
// flags: -application-extension
// UIApplication.h marks sharedApplication NS_EXTENSION_UNAVAILABLE_IOS: an app extension cannot reach it.
import UIKit

@MainActor
func currentApplication() -> UIApplication {
    UIApplication.shared
}
