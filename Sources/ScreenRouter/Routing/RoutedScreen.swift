import Foundation

/// What a host is told about the root it installs: which screen it is and which route it answers.
///
/// ``TestingCoordinator`` passes it with each root, ``ScreenHost/install(_:as:)``. A command-line host reports
/// what the screen shows with one call, ``writeElements(_:)``, which writes the screen's element frame: what
/// test support's element queries and page objects, and the `screenrouter mcp` server, read.
///
/// ```swift
/// func install(_ root: TextScreen, as screen: RoutedScreen) {
///     print(root.lines.joined(separator: "\n"))
///     screen.writeElements(root.elements)
/// }
/// ```
public struct RoutedScreen: Hashable, Sendable {
    /// The identifier of the screen installed, as the launch or route asked for it.
    public let screen: ScreenID

    /// The number of the route the screen answers: 0 for the launch's screen, then 1, 2, … for the routes of a
    /// running app, the number ``ScreenHost/showRouteNumber(_:)`` then receives.
    public let route: Int

    package init(screen: ScreenID, route: Int) {
        self.screen = screen
        self.route = route
    }

    /// Writes the screen's element frame to standard output: the elements it shows, top to bottom, as a UI test
    /// finds them.
    ///
    /// The frame is one line, `ScreenRouter.elements <JSON>`, written after what the app printed so far (the C
    /// library's buffers are flushed first) and before the route's `ScreenRouter.routed <n>` line, which the
    /// coordinator writes once the host has installed the screen. Call it in ``ScreenHost/install(_:as:)``, and
    /// again with the same value when the screen shows something else later (a screen that loads its data): the
    /// last frame of a route is what the route left on screen. Test support keeps the frame out of
    /// `ProcessApplication.standardOutput`.
    ///
    /// - Parameter elements: The screen's elements, top to bottom.
    public func writeElements(_ elements: [Element]) {
        let frame = ElementSnapshot(route: route, screen: screen.rawValue, elements: elements.map(\.snapshot))
        fflush(nil)
        FileHandle.standardOutput.write(Data((frame.line + "\n").utf8))
    }
}

extension RoutedScreen {
    /// One element a command-line host shows: what a UI test finds it by, and what it reads.
    ///
    /// ```swift
    /// RoutedScreen.Element("userName", label: user.name)
    /// RoutedScreen.Element("saveButton", label: "Save", kind: .button)
    /// ```
    public struct Element: Equatable, Sendable {
        /// The element as its frame carries it.
        package let snapshot: ElementSnapshot.Element

        /// Creates an element.
        ///
        /// - Parameters:
        ///   - identifier: The element's accessibility identifier, such as an ``AccessibilityIdentifierProvider``'s
        ///     `elementIdentifier(for:)`.
        ///   - label: The text a person reads.
        ///   - value: The element's value, for elements that have one (a field's text, a switch's state).
        ///   - kind: What the element is; a text by default.
        public init(_ identifier: String, label: String, value: String? = nil, kind: Kind = .text) {
            snapshot = ElementSnapshot.Element(
                identifier: identifier,
                label: label,
                value: value,
                kind: ElementSnapshot.Kind(rawValue: kind.rawValue) ?? .other
            )
        }

        /// What an element is, as UI tests query it.
        public enum Kind: String, Sendable {
            /// Text a person reads: a label, a title.
            case text
            /// Something a person presses.
            case button
            /// A picture.
            case image
            /// A row of a list.
            case cell
            /// Where a person types text.
            case field
            /// Anything else, such as a container a test names.
            case other
        }
    }
}
