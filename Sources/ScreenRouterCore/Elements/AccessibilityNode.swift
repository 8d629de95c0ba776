/// One node of a screen's accessibility hierarchy, as plain values: what a UIKit or SwiftUI app's routed root
/// reads from its views and accessibility elements before it builds the screen's ``ElementSnapshot``.
///
/// The reading of UIKit objects is Apple-only; this tree, and the walk that turns it into a snapshot's elements,
/// is not, so it is tested on every platform.
package struct AccessibilityNode: Equatable, Sendable {
    /// The accessibility traits that decide an element's kind, in the platform's terms but without its types.
    package struct Traits: OptionSet, Hashable, Sendable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }

        /// `UIAccessibilityTraits.button`.
        package static let button = Traits(rawValue: 1 << 0)
        /// `UIAccessibilityTraits.link`.
        package static let link = Traits(rawValue: 1 << 1)
        /// `UIAccessibilityTraits.keyboardKey`.
        package static let keyboardKey = Traits(rawValue: 1 << 2)
        /// `UIAccessibilityTraits.image`.
        package static let image = Traits(rawValue: 1 << 3)
        /// `UIAccessibilityTraits.staticText`.
        package static let staticText = Traits(rawValue: 1 << 4)
        /// `UIAccessibilityTraits.header`.
        package static let header = Traits(rawValue: 1 << 5)
        /// `UIAccessibilityTraits.searchField`.
        package static let searchField = Traits(rawValue: 1 << 6)
        /// An object that takes typed text (UIKit's `UIKeyInput`: text fields, text views): no public trait says so.
        package static let editableText = Traits(rawValue: 1 << 7)
        /// A table or collection view cell: no public trait says so either.
        package static let cell = Traits(rawValue: 1 << 8)
    }

    /// The node's accessibility identifier, `nil` or empty when it has none.
    package var identifier: String?
    /// The node's accessibility label.
    package var label: String?
    /// The node's accessibility value.
    package var value: String?
    /// The node's traits.
    package var traits: Traits
    /// Whether the node is an accessibility element (`isAccessibilityElement`): what a person using VoiceOver
    /// reaches as one thing.
    package var isElement: Bool
    /// Whether the node and everything in it is hidden from accessibility (a hidden view, or
    /// `accessibilityElementsHidden`).
    package var isHidden: Bool
    /// The nodes inside, in the platform's order (the container's `accessibilityElements`, or the subviews).
    package var children: [AccessibilityNode]

    package init(
        identifier: String? = nil,
        label: String? = nil,
        value: String? = nil,
        traits: Traits = [],
        isElement: Bool = false,
        isHidden: Bool = false,
        children: [AccessibilityNode] = []
    ) {
        self.identifier = identifier
        self.label = label
        self.value = value
        self.traits = traits
        self.isElement = isElement
        self.isHidden = isHidden
        self.children = children
    }

    /// What the node is, as UI tests query it: a cell, a field, a button (buttons, links and keys), an image, a
    /// text (static text and headers), or `other`, in that order when traits combine.
    package var kind: ElementSnapshot.Kind {
        if traits.contains(.cell) { return .cell }
        if !traits.isDisjoint(with: [.editableText, .searchField]) { return .field }
        if !traits.isDisjoint(with: [.button, .link, .keyboardKey]) { return .button }
        if traits.contains(.image) { return .image }
        if !traits.isDisjoint(with: [.staticText, .header]) { return .text }
        return .other
    }

    /// The snapshot's elements of the tree under this node, in the tree's order, as XCUITest sees them.
    ///
    /// A hidden node is left out with everything in it. An accessibility element is an element, and what is inside
    /// it is not (VoiceOver reads it as one), except in a cell, whose contents UI tests query too. A node that is
    /// no accessibility element but has an identifier (a container a test names, `home.mainView`) is an element of
    /// kind `other` or its traits' kind, and what is inside it is walked. An element with neither identifier nor
    /// label is left out: a test could not name it.
    package var elements: [ElementSnapshot.Element] {
        var elements: [ElementSnapshot.Element] = []
        collect(into: &elements)
        return elements
    }

    private func collect(into elements: inout [ElementSnapshot.Element]) {
        guard !isHidden else { return }
        let identifier = identifier ?? ""
        let label = label ?? ""
        if isElement || !identifier.isEmpty, !identifier.isEmpty || !label.isEmpty {
            let value = value.flatMap { $0.isEmpty ? nil : $0 }
            elements.append(ElementSnapshot.Element(identifier: identifier, label: label, value: value, kind: kind))
        }
        guard !isElement || traits.contains(.cell) else { return }
        for child in children {
            child.collect(into: &elements)
        }
    }
}
