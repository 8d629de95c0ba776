// expect: 'navigationBarTitleDisplayMode' is unavailable in macOS
// triple: macos
// macOS has no navigation bar: a SwiftUI list of screens shared with a Mac target must leave SwiftUI's navigation-bar
// modifiers out there.
import ScreenRouter
import SwiftUI

@available(macOS 11.0, iOS 14.0, *)
struct ScreensMenu: View {
    let samples: [ScreenSample]

    var body: some View {
        List(samples, id: \.self) { sample in
            Text(verbatim: sample.description)
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}
