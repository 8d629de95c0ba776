import ScreenRouter

/// The gallery: one row per screen and sample, identified as `ScreenRouter.gallery.<screen>.<sample>`;
/// choosing a row opens its screen.
enum GalleryScreen {
    @MainActor
    static func make(_ gallery: ScreenGallery<TerminalScreen>) -> TerminalScreen {
        let rows = gallery.samples.map {
            TerminalScreen.Element(identifier: $0.accessibilityIdentifier, label: "\($0)", kind: .cell)
        }
        return TerminalScreen(
            screen: ScreenCatalogue.galleryIdentifier,
            title: "Screens (\(rows.count))",
            elements: [.init(identifier: ScreenCatalogue.galleryIdentifier, label: "Screens")] + rows,
            open: { index in
                guard gallery.samples.indices.contains(index) else { return nil }
                do throws(ScreenRouterError) {
                    return try gallery.open(gallery.samples[index])
                } catch {
                    return TerminalScreen(
                        screen: ScreenRouterError.accessibilityIdentifier,
                        title: "Routing failed",
                        elements: [.init(identifier: ScreenRouterError.accessibilityIdentifier, label: error.message)]
                    )
                }
            }
        )
    }
}
