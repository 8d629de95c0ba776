import DemoShared
import ScreenRouter
import SwiftUI

/// The settings screen, in SwiftUI: which user service the launch uses and whether animations are on.
struct SettingsView: View {
    /// The launch's user service.
    let service: any UserService

    /// Whether UIKit animations are on.
    let animationsEnabled: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Settings")
                .font(.largeTitle)
                .addAccessibility(aip: SettingsAIP.self, element: .settingsTitle)
            Text(verbatim: service is MockUserService ? "Mock users" : "Embedded users")
                .addAccessibility(aip: SettingsAIP.self, element: .settingsService)
            Text(verbatim: animationsEnabled ? "Animations on" : "Animations off")
                .addAccessibility(aip: SettingsAIP.self, element: .settingsAnimations)
            Spacer()
        }
        .padding()
    }
}
