#if canImport(UIKit) && !os(watchOS)
import UIKit

extension AccessibilityNode {
    /// The deepest hierarchy read: a deeper one is cut there rather than read without end.
    static let deepestLevel = 256

    /// The accessibility hierarchy under a view or an accessibility element, as plain values.
    ///
    /// A node's children are its `accessibilityElements` when it sets them (SwiftUI's hosting views and custom
    /// containers do), its subviews otherwise; none when it hides them (`accessibilityElementsHidden`). A hidden
    /// view is a hidden node. The kind comes from the accessibility traits (``Traits``), and from what no public
    /// trait says: an object that takes typed text (`UIKeyInput`) is a field, a table or collection view cell is a
    /// cell.
    ///
    /// - Parameters:
    ///   - object: A view, or an element of a container's `accessibilityElements`.
    ///   - level: How deep `object` is in the hierarchy read.
    @MainActor
    init(reading object: NSObject, level: Int = 0) {
        let view = object as? UIView
        var children: [NSObject] = []
        if object.accessibilityElementsHidden || level >= Self.deepestLevel {
            children = []
        } else if let elements = object.accessibilityElements {
            children = elements.compactMap { $0 as? NSObject }
        } else if let view {
            children = view.subviews
        }
        var traits = Traits(object.accessibilityTraits)
        if object is UIKeyInput { traits.insert(.editableText) }
        if object is UITableViewCell || object is UICollectionViewCell { traits.insert(.cell) }
        self.init(
            identifier: (object as? UIAccessibilityIdentification)?.accessibilityIdentifier,
            label: object.accessibilityLabel,
            value: object.accessibilityValue,
            traits: traits,
            isElement: object.isAccessibilityElement,
            isHidden: view?.isHidden ?? false,
            children: children.map { AccessibilityNode(reading: $0, level: level + 1) }
        )
    }
}

extension AccessibilityNode.Traits {
    /// The traits of UIKit's accessibility traits that decide an element's kind.
    ///
    /// - Parameter traits: An object's `accessibilityTraits`.
    init(_ traits: UIAccessibilityTraits) {
        let kinds: [(UIAccessibilityTraits, Self)] = [
            (.button, .button), (.link, .link), (.keyboardKey, .keyboardKey), (.image, .image),
            (.staticText, .staticText), (.header, .header), (.searchField, .searchField),
        ]
        self = []
        for (uiKit, own) in kinds where traits.contains(uiKit) {
            insert(own)
        }
    }
}
#endif
