import Foundation
import ScreenRouter

/// The Demo's window: the host the testing coordinator installs the routed screen in.
///
/// Under test (standard output is not a terminal) it renders each screen once, as it installs it, so the
/// coordinator's `ScreenRouter.routed <n>` line follows the screen; in a terminal a person can choose rows and go
/// back. A routing failure renders the error screen, whose element carries
/// `ScreenRouter.error`, and makes the process exit with status 1. In a session it renders each screen as it
/// is installed, and the session goes on after a failure. A variant is shown as
/// ``TerminalScreen/rendered(in:)`` describes: its line first, then the screen drawn in it. Under test each
/// rendered screen is followed by its element frame, `ScreenRouter.elements <JSON>`, which test support reads.
@MainActor
final class TerminalWindow: ScreenHost, RouteNumberShowing {
    private(set) var root: TerminalScreen?
    /// The variant the coordinator applied last; every screen is shown in it.
    private(set) var variant = ScreenVariant()
    private(set) var exitStatus: Int32 = 0
    /// The number of the route the screen being shown answers: 0 for the launch's screen, 1 for a session's first
    /// route.
    private var route = 0
    /// Whether each screen is rendered as soon as it is installed, as a test and a session need.
    private(set) var rendersEachScreen: Bool
    private let output: (String) -> Void

    init(
        rendersEachScreen: Bool = false,
        output: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    ) {
        self.rendersEachScreen = rendersEachScreen
        self.output = output
    }

    func apply(_ variant: ScreenVariant) {
        self.variant = variant
    }

    func install(_ root: TerminalScreen, as screen: ScreenID, route: Int) {
        show(root)
    }

    /// Shows a root: a routed screen, the gallery, or the users list of a normal start.
    func show(_ root: TerminalScreen) {
        self.root = root
        exitStatus = 0
        guard rendersEachScreen else { return }
        render(root)
        // A session's frame holds the screen as loaded: its loading state, then what it loaded.
        if let load = root.load {
            let loaded = load()
            self.root = loaded
            render(loaded)
        }
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        let screen = TerminalScreen(
            screen: ScreenRouterError.accessibilityIdentifier,
            title: "Routing failed",
            elements: [.init(identifier: ScreenRouterError.accessibilityIdentifier, label: error.message)]
        )
        root = screen
        exitStatus = 1
        if rendersEachScreen { render(screen) }
    }

    /// Takes the number of the route about to be shown; a session's routes (1 and on) are rendered as they arrive,
    /// in a terminal too.
    func willAnswerRoute(_ number: Int) {
        route = number
        if number > 0 { rendersEachScreen = true }
    }

    /// The coordinator's route number after each screen: the window shows it in each element frame already.
    func showRouteNumber(_ number: Int) {}

    /// Renders a screen under test: the screen as text, then its element frame for the route being answered, in one
    /// write.
    private func render(_ screen: TerminalScreen) {
        output(screen.renderedWithElementFrame(in: variant, route: route))
    }

    /// Whether a person can use the window: standard input and output are both a terminal.
    static var isInteractive: Bool {
        isatty(STDOUT_FILENO) != 0 && isatty(STDIN_FILENO) != 0
    }

    /// Shows the root until the person quits, in a terminal; a window that renders each screen as it is installed
    /// has shown it already.
    func run() {
        guard !rendersEachScreen, var screen = root else { return }
        // A screen that loads its data shows its loading state, then what it loaded.
        if let load = screen.load {
            output(screen.rendered(in: variant))
            screen = load()
        }
        guard Self.isInteractive, exitStatus == 0 else {
            output(screen.rendered(in: variant))
            return
        }
        var history: [TerminalScreen] = []
        while true {
            output("\n" + screen.rendered(in: variant))
            let hint = screen.open == nil ? "" : "a row number to open it, "
            output("Type \(hint)\(history.isEmpty ? "" : "b to go back, ")or q to quit: ")
            guard let line = readLine()?.trimmingCharacters(in: .whitespaces), line != "q" else { return }
            if line == "b", let previous = history.popLast() {
                screen = previous
            } else if let index = Int(line), let next = screen.open?(index) {
                history.append(screen)
                screen = next
                if let load = next.load {
                    output("\n" + next.rendered(in: variant))
                    screen = load()
                }
            }
        }
    }
}
