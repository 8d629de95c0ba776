/// Every screen and sample of an app, each of which it can open: what a host shows for
/// `-vc ScreenRouter.gallery`.
///
/// A host lists ``samples`` as rows, gives each row the sample's ``ScreenSample/accessibilityIdentifier``, and
/// opens the chosen row's screen with ``open(_:)``, built by the app's own factory through the same path as a
/// launch, sample and all. A UIKit or SwiftUI app's window shows it as a table; a SwiftUI app can put `ScreenGalleryView` in a
/// debug menu; a host of your own implements ``ScreenHost/showGallery(_:)``:
///
/// ```swift
/// func showGallery(_ gallery: ScreenGallery<String>) {
///     for sample in gallery.samples {
///         print("[\(sample.accessibilityIdentifier)] \(sample)")
///     }
/// }
/// ```
///
/// ``TestingCoordinator/gallery`` makes one from the coordinator's registrations.
@MainActor
public struct ScreenGallery<Root> {
    /// The rows: every screen with each of its samples, in the catalogue's order.
    public let samples: [ScreenSample]

    private let build: @MainActor (ScreenSample) throws(ScreenRouterError) -> Root

    /// Creates a gallery.
    ///
    /// - Parameters:
    ///   - samples: The rows.
    ///   - build: Builds a row's screen.
    package init(samples: [ScreenSample], build: @escaping @MainActor (ScreenSample) throws(ScreenRouterError) -> Root)
    {
        self.samples = samples
        self.build = build
    }

    /// Builds the screen of a row, with its sample, as a launch with `-vc <screen> -sample <sample>` would.
    ///
    /// - Parameter sample: The row.
    /// - Returns: The screen's root.
    /// - Throws: ``ScreenRouterError``: what the launch would have reported, such as a sample that does not
    ///   decode as the screen's model; show it on the error screen.
    public func open(_ sample: ScreenSample) throws(ScreenRouterError) -> Root {
        try build(sample)
    }
}
