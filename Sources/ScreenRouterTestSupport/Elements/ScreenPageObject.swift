import ScreenRouter

/// A page object that knows its screen and its provider of typed identifiers, so it can open the screen itself and
/// look for its elements by identifier, on either host.
///
/// The screen is a typed ``/ScreenRouter/Screen`` for a screen with a model, or a ``/ScreenRouter/ScreenID`` for
/// one without:
///
/// ```swift
/// @MainActor
/// final class SettingsPage: ProcessPageObject {
///     typealias Provider = SettingsAIP
///     static let screen: ScreenID = "settings"
///     let app: ProcessApplication
///
///     init(app: ProcessApplication) { self.app = app }
/// }
/// ```
///
/// A ``ProcessPageObject`` is one for a command-line app; on iOS, a class that is a `ScreenPageObject` and a
/// `PageObjectUIElementProvider` gets the same vocabulary for `XCUIApplication()`: `givenPage(model:)`,
/// `givenPage(sample:)` (`givenPage()` for the screen's default), `thenIShouldSee(element:)`,
/// `thenIShouldNotSee(element:)` and `count(of:)`.
@MainActor
public protocol ScreenPageObject: PageObject where Element == Provider.Element {
    /// The provider of the page's typed identifiers.
    associatedtype Provider: AccessibilityIdentifierProvider
    /// The type of the page's screen: `Screen<Model>` for a screen with a model, `ScreenID` for one without.
    associatedtype ScreenType: PageScreen

    /// The page's screen.
    static var screen: ScreenType { get }
}

/// What a page object names as its screen: a typed ``/ScreenRouter/Screen`` or a ``/ScreenRouter/ScreenID``.
public protocol PageScreen: Sendable {
    /// The screen's identifier.
    var id: ScreenID { get }
}

extension Screen: PageScreen {}

extension ScreenID: PageScreen {
    /// The identifier itself, so a ``/ScreenRouter/ScreenID`` can name a page object's screen.
    public var id: ScreenID { self }
}

extension ScreenPageObject {
    /// The request that opens the page's screen with one of its samples, or with what the app shows it with when
    /// the test gives nothing: its registered default, or nothing for a screen without a model.
    static func request(sample: String?) -> ScreenRequest {
        guard let sample else { return .screen(screen.id) }
        return .sample(ScreenSample(screen: screen.id, sample: sample, model: nil))
    }

    /// The request that opens the page's typed screen with a model.
    static func request<Model>(model: Model) -> ScreenRequest where ScreenType == Screen<Model> {
        .screen(screen, model: model)
    }
}
