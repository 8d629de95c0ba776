import ScreenRouter

extension TerminalWindow {
    /// Shows the gallery: its rows rendered once under test, and chosen by number in a terminal.
    func showGallery(_ gallery: ScreenGallery<TerminalScreen>) {
        show(GalleryScreen.make(gallery))
    }
}
