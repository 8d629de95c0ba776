/// A shorter name for ``AccessibilityIdentifierProvider``, as MSUITest spells it.
public typealias AIP = AccessibilityIdentifierProvider

/// Gives the elements of one screen (or any container of views) typed accessibility identifiers, shared by the app
/// and its UI tests.
///
/// Declare one provider per screen, with a ``mainIdentifier`` for the screen and an `Element` enum with a case per
/// element; add the file to the app and to the UI tests, so that both spell identifiers through it:
///
/// ```swift
/// @MainActor
/// final class HomeAIP: AIP {
///     static var mainIdentifier: String = "home"
/// }
///
/// extension HomeAIP {
///     enum Element: String {
///         case mainView
///         case tableView
///     }
/// }
/// ```
///
/// An element's identifier is the main identifier, a dot and the element's raw value: `home.mainView`. An
/// `Element` that is `RawRepresentable` with a `String` raw value gets `elementIdentifier(for:)` for free; one
/// whose cases carry a payload (`case imageView(_ imageName: String)` with `rawValue` `imageView_image:<name>`)
/// puts the payload in the identifier, `home.imageView_image:minion`, and a test reads it back with
/// ``element(forIdentifier:)`` when the enum's `init?(rawValue:)` parses it.
///
/// The protocol is `@MainActor`, as the views it names are: a provider with `static var mainIdentifier` is
/// `@MainActor` (Swift 6 rejects a nonisolated mutable static), one with `static let` need not be.
@MainActor
public protocol AccessibilityIdentifierProvider: AnyObject {
    /// The elements of the container, usually an enum with a `String` raw value.
    associatedtype Element

    /// The identifier of the container, such as `"home"`: the first part of each element's identifier.
    static var mainIdentifier: String { get }

    /// The full accessibility identifier of an element of the container.
    ///
    /// An `Element` with a `String` raw value has it already: ``mainIdentifier``, a dot, and the raw value.
    ///
    /// - Parameter element: The element to identify.
    /// - Returns: The identifier to set on the element's view, and to query in UI tests.
    static func elementIdentifier(for element: Element) -> String
}

extension AccessibilityIdentifierProvider where Element: RawRepresentable, Element.RawValue == String {
    /// The full accessibility identifier of an element: ``mainIdentifier``, a dot, and the element's raw value.
    ///
    /// `HomeAIP.elementIdentifier(for: .mainView)` is `home.mainView`; a payload case whose raw value is
    /// `imageView_image:minion` gives `home.imageView_image:minion`.
    ///
    /// - Parameter element: The element to identify.
    /// - Returns: `"<mainIdentifier>.<rawValue>"`.
    public static func elementIdentifier(for element: Element) -> String {
        mainIdentifier + "." + element.rawValue
    }

    /// The element an accessibility identifier names, payload included, or `nil` when the identifier is not one of
    /// this provider's.
    ///
    /// The identifier without ``mainIdentifier`` and a dot (or whole, for a provider that spells its identifiers
    /// itself) is given to `Element(rawValue:)`, and the element is returned when its own identifier is the one
    /// given; so a payload case reads back into its case when the enum's `init?(rawValue:)` parses its raw value:
    ///
    /// ```swift
    /// HomeAIP.element(forIdentifier: "home.imageView_image:minion")  // .imageView("minion")
    /// ```
    ///
    /// - Parameter identifier: An accessibility identifier, such as one found on screen.
    /// - Returns: The element, or `nil` when no element of the provider has this identifier.
    public static func element(forIdentifier identifier: String) -> Element? {
        let prefix = mainIdentifier + "."
        let rawValues =
            identifier.hasPrefix(prefix) ? [String(identifier.dropFirst(prefix.count)), identifier] : [identifier]
        for rawValue in rawValues {
            if let element = Element(rawValue: rawValue), elementIdentifier(for: element) == identifier {
                return element
            }
        }
        return nil
    }
}
