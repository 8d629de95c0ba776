// expect: 'NavigationStack' is only available in iOS 16.0 or newer
// SwiftUI's navigation stack came with iOS 16. A debug menu listing the catalogue's screens in an app that supports
// iOS 13 or 14 must fall back to `NavigationView` behind `if #available`, as `ScreenGalleryView` does.
import ScreenRouter
import SwiftUI

@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
struct ScreensMenu: View {
    let samples: [ScreenSample]

    var body: some View {
        NavigationStack {
            List(samples, id: \.self) { sample in
                Text(verbatim: sample.description)
            }
            .navigationTitle("Screens")
        }
    }
}
