import DemoShared
import ScreenRouter
import ScreenRouterTestSupport

/// The users screen as a page object, opened by a launch or by a session's route.
@MainActor
final class UsersPage: ProcessPageObject {
    typealias Element = UsersAIP.Element
    typealias Provider = UsersAIP
    static let screen = Screen<[User]>.users
    let app: ProcessApplication

    init(app: ProcessApplication) {
        self.app = app
    }

    /// The identifiers of the screen's last element frame, top to bottom.
    var identifiers: [String] {
        ((try? app.lastElementFrame()) ?? nil)?.elements.map(\.identifier) ?? []
    }

    /// The labels of the screen's last element frame, top to bottom.
    var labels: [String] {
        ((try? app.lastElementFrame()) ?? nil)?.elements.map(\.label) ?? []
    }
}

extension ProcessApplication {
    /// Whether the screen's title line is drawn as `== title ==` (or `## title ##`, dark) in the last output.
    func showsTitle(_ title: String) -> Bool {
        standardOutput.split(separator: "\n").contains {
            let line = $0.drop { $0 == " " }
            return line == "== \(title) ==" || line == "## \(title) ##"
        }
    }
}
