// expect: 'onOpenURL(routingWith:perform:)' is only available in iOS 14.0 or newer
// SwiftUI delivers URLs to views from iOS 14 (`onOpenURL(perform:)`), so the package's route-URL modifier needs it
// too: an app that supports iOS 13 must check for it.
import ScreenRouter
import SwiftUI
import UIKit

struct HomeView: View {
    let coordinator: TestingCoordinator<UIViewController>

    var body: some View {
        Text("Home").onOpenURL(routingWith: coordinator)
    }
}
