#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The gallery as a SwiftUI list: one row per screen and sample, each identified by its
/// ``ScreenSample/accessibilityIdentifier``; choosing a row opens its screen.
///
/// Put it in a debug menu to open any registered screen, with any of its samples, by hand. In SwiftUI:
///
/// ```swift
/// #if DEBUG
/// .sheet(isPresented: $showsScreens) { ScreenGalleryView(coordinator.gallery) }
/// #endif
/// ```
///
/// A UIKit app shows it in a hosting controller (iOS 14 and later):
///
/// ```swift
/// let gallery = UIHostingController(rootView: ScreenGalleryView(coordinator.gallery))
/// navigationController.present(gallery, animated: true)
/// ```
///
/// Rows open through the coordinator as a launch would, sample and all; a screen that cannot be built shows
/// the error screen with its message. A launch with `-vc ScreenRouter.gallery` shows the same rows as a table.
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
public struct ScreenGalleryView: View {
    private let gallery: ScreenGallery<UIViewController>

    /// Creates the gallery's list.
    ///
    /// - Parameter gallery: The gallery, such as the coordinator's ``TestingCoordinator/gallery``.
    public init(_ gallery: ScreenGallery<UIViewController>) {
        self.gallery = gallery
    }

    /// The list, in a navigation stack (a navigation view before iOS 16).
    public var body: some View {
        if #available(iOS 16.0, tvOS 16.0, *) {
            NavigationStack { rows }
        } else {
            NavigationView { rows }
        }
    }

    private var rows: some View {
        List(gallery.samples, id: \.self) { sample in
            NavigationLink(destination: ScreenGalleryDestination(gallery: gallery, sample: sample)) {
                Text(verbatim: sample.description)
            }
            .accessibilityIdentifier(sample.accessibilityIdentifier)
        }
        .accessibilityIdentifier(ScreenCatalogue.galleryIdentifier)
        .navigationTitle("Screens")
    }
}

/// A row's screen, built when the row is chosen.
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@MainActor
private struct ScreenGalleryDestination: UIViewControllerRepresentable {
    let gallery: ScreenGallery<UIViewController>
    let sample: ScreenSample

    func makeUIViewController(context: Context) -> UIViewController {
        gallery.screen(for: sample)
    }

    func updateUIViewController(_ viewController: UIViewController, context: Context) {}
}
#endif
