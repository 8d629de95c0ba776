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

/// The settings screen as a page object: a screen without a model, named by its identifier.
@MainActor
final class SettingsPage: ProcessPageObject {
    typealias Provider = SettingsAIP
    static let screen = ScreenID.settings
    let app: ProcessApplication

    init(app: ProcessApplication) {
        self.app = app
    }
}

extension ProcessApplication {
    /// Whether the screen's title line is drawn as `== title ==` (or `## title ##`, dark) in the last output.
    func showsTitle(_ title: String) -> Bool {
        standardOutput.showsTitle(title)
    }
}

extension String {
    /// The lines the terminal host drew, without the launch protocol's `ScreenRouter.` lines.
    var drawnLines: [Substring] {
        split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("ScreenRouter.") }
    }

    /// Whether a title line is drawn as `== title ==` (or `## title ##`, dark), padded or not.
    func showsTitle(_ title: String) -> Bool {
        drawnLines.contains {
            let line = $0.drop { $0 == " " }
            return line == "== \(title) ==" || line == "## \(title) ##"
        }
    }

    /// The first title line's text, `title` of `== title ==` or `## title ##`, or `nil` when no line is one.
    var drawnTitle: String? {
        drawnLines.lazy.map { $0.drop { $0 == " " } }.first { line in
            let rule = line.prefix(3)
            return line.count > 6 && (rule == "== " || rule == "## ") && line.hasSuffix(" " + rule.dropLast())
        }
        .map { String($0.dropFirst(3).dropLast(3)) }
    }

    /// The labels of the last element frame in this output, by identifier; empty when there is none.
    var lastFrameLabels: [String: String] {
        let frame = ((try? ElementSnapshot.frames(in: self)) ?? []).last
        return Dictionary(
            frame?.elements.map { ($0.identifier, $0.label) } ?? [],
            uniquingKeysWith: { first, _ in first }
        )
    }

    /// Whether the title is drawn dark, `## title ##`.
    var isDrawnDark: Bool { drawnLines.contains { $0.hasSuffix(" ##") } }

    /// Whether lines are padded on the left, as the Demo draws a right-to-left screen.
    var isDrawnRightToLeft: Bool { drawnLines.contains { $0.hasPrefix(" ") } }

    /// Whether a blank line separates the rows, as the Demo draws an accessibility text size.
    var hasTallRows: Bool { drawnLines.dropLast().contains { $0.isEmpty } }

    /// The variant the app applied, from its `[ScreenRouter.variant] ...` line, or `nil` when it shows none.
    var variantLine: String? {
        drawnLines.first { $0.hasPrefix("[ScreenRouter.variant] ") }.map { String($0.dropFirst(23)) }
    }
}

/// The Demo executable, built by `swift test` because this target depends on it.
@MainActor
func makeDemo() throws -> ProcessApplication {
    let demo = try ProcessApplication.product(named: "Demo")
    demo.timeout = 60
    return demo
}
