import Foundation

extension ScreenHost {
    /// Writes a screen's element frame to standard output: the elements it shows, top to bottom, each an accessibility
    /// identifier and the text a person reads, as a UI test finds them.
    ///
    /// A command-line host calls it in ``install(_:as:route:)`` with the screen and route it was given:
    ///
    /// ```swift
    /// func install(_ root: TextScreen, as screen: ScreenID, route: Int) {
    ///     print(root.elements.map { "[\($0.identifier)] \($0.label)" }.joined(separator: "\n"))
    ///     writeElements(root.elements, of: screen, route: route)
    /// }
    /// ```
    ///
    /// The frame is one line, `ScreenRouter.elements <JSON>`, each element of kind `text`, written after what the app
    /// printed so far (the C library's buffers are flushed first) and before the route's `ScreenRouter.routed <n>`
    /// line, which the coordinator writes once the host has installed the screen. Test support's element queries and
    /// page objects, and the `screenrouter mcp` server, read it; test support keeps it out of
    /// `ProcessApplication.standardOutput`. A screen that shows something else later (it loads its data) calls it
    /// again with the same screen and route: the last frame of a route is what the route left on screen. A UIKit or
    /// SwiftUI app's window writes the frames of its routed screens itself.
    ///
    /// - Parameters:
    ///   - elements: The screen's elements, top to bottom: each an accessibility identifier, such as an
    ///     ``AccessibilityIdentifierProvider``'s `elementIdentifier(for:)`, and a label.
    ///   - screen: The screen's identifier, as ``install(_:as:route:)`` received it.
    ///   - route: The route's number, as ``install(_:as:route:)`` received it.
    public func writeElements(_ elements: [(identifier: String, label: String)], of screen: ScreenID, route: Int) {
        let elements = elements.map { ElementSnapshot.Element(identifier: $0.identifier, label: $0.label) }
        let frame = ElementSnapshot(route: route, screen: screen.rawValue, elements: elements)
        fflush(nil)
        FileHandle.standardOutput.write(Data((frame.line + "\n").utf8))
    }
}
