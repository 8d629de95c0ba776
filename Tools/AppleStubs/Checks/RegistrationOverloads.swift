// Every spelling of `register` an app may use, for UIKit and SwiftUI screens alike: each call must pick exactly one
// overload, so none is ambiguous and a view controller is never taken for a view or the other way round.
import DemoShared
import ScreenRouter
import SwiftUI
import UIKit

private final class PlainViewController: UIViewController {}

private struct PlainView: View {
    var body: some View { Text(verbatim: "plain") }
}

@MainActor
func registerEverySpelling(_ coordinator: TestingCoordinator<UIViewController>) {
    coordinator.register(.userDetail) { _ in PlainViewController() }
    coordinator.register(.userDetail) { _ in PlainView() }
    coordinator.register(.users, default: []) { _ in PlainViewController() }
    coordinator.register(.users, default: []) { _ in PlainView() }
    coordinator.register(.settings) { PlainViewController() }
    coordinator.register(.settings) { PlainView() }

    // Multi-statement closures, and a SwiftUI closure whose body branches.
    coordinator.register(.userDetail) { user in
        let controller = PlainViewController()
        controller.title = user.name
        return controller
    }
    coordinator.register(.userDetail) { user in
        if user.phone == nil {
            Text(verbatim: "No phone")
        } else {
            PlainView()
        }
    }

    // The strategy form still takes a factory.
    coordinator.register("plain", factory: PlainFactory())
}

private struct PlainFactory: ScreenFactory {
    func makeRoot(for request: LaunchRequest) throws -> UIViewController {
        PlainViewController()
    }
}
