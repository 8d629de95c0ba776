// expect: call to main actor-isolated initializer 'init(rootView:)' in a synchronous nonisolated context
// SwiftUI's hosting controller is main-actor only, like the UIKit it subclasses.
import SwiftUI
import UIKit

nonisolated func makeHost() -> UIViewController {
    UIHostingController(rootView: Text(verbatim: "Settings"))
}
