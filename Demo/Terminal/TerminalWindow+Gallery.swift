import ScreenRouter

extension TerminalWindow {
    /// Shows the gallery: its rows rendered once under test, and chosen by number in a terminal.
    func showGallery(_ gallery: ScreenGallery<TerminalScreen>) {
        install(GalleryScreen.make(gallery))
    }
}
