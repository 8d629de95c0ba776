/// One screen of an app's catalogue with one of its samples: a row of the gallery, a case of an every-screen
/// test.
///
/// ``ScreenCatalogue/screenSamples`` lists them. A launch opens one with `--uitesting -vc <screen>` followed
/// by `-sample <sample>` when it has a sample; the gallery's row for it has the accessibility identifier
/// ``accessibilityIdentifier``.
///
/// ```swift
/// @Test(arguments: try await ProcessApplication.product(named: "Demo").listScreens().screenSamples)
/// func everyScreenOpens(_ sample: ScreenSample) async throws {
///     await launchApp(try ProcessApplication.product(named: "Demo"), .sample(sample))
/// }
/// ```
public struct ScreenSample: Hashable, Sendable, CustomStringConvertible {
    /// The screen's identifier.
    public let screen: ScreenID

    /// The sample's name, or `nil` for a screen opened without one: a screen that takes no model, or one that
    /// needs a model and has no sample.
    public let sample: String?

    /// The name of the screen's model type, or `nil` for a screen that takes none.
    package let model: String?

    /// Creates a screen sample.
    ///
    /// - Parameters:
    ///   - screen: The screen's identifier.
    ///   - sample: The sample's name, or `nil`.
    ///   - model: The name of the screen's model type, or `nil`.
    package init(screen: ScreenID, sample: String?, model: String?) {
        self.screen = screen
        self.sample = sample
        self.model = model
    }

    /// The accessibility identifier of the sample's row in the gallery: `ScreenRouter.gallery.<screen>.<sample>`,
    /// or `ScreenRouter.gallery.<screen>` without a sample.
    public var accessibilityIdentifier: String {
        let row = ScreenCatalogue.galleryIdentifier + "." + screen.rawValue
        return sample.map { row + "." + $0 } ?? row
    }

    /// Whether the screen needs a model and has no sample, so that it cannot be opened without a fixture.
    package var needsFixture: Bool {
        sample == nil && model != nil
    }

    /// The screen and the sample as the gallery shows them and test reports name them: `userDetail: ada`, or
    /// `settings` for a screen without a sample.
    public var description: String {
        sample.map { "\(screen): \($0)" } ?? screen.rawValue
    }

    /// Whether a text can name a sample, the one rule for registrations, launches and the command line: not
    /// empty, and not starting with `-`, so that it cannot be read as a flag.
    ///
    /// - Parameter name: The name.
    /// - Returns: `true` when a launch can ask for a sample of that name.
    package static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("-")
    }

    /// The request that opens it: the screen and the sample, no model.
    package var request: LaunchRequest {
        LaunchRequest(screen: screen, model: nil, sample: sample)
    }
}
