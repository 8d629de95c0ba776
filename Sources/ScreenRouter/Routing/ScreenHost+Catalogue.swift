import Foundation

extension ScreenHost {
    /// Shows a routing failure that says this host cannot show a gallery.
    ///
    /// Implement ``showGallery(_:)`` in a host that can list the gallery's rows.
    ///
    /// - Parameter gallery: The gallery, unused.
    public func showGallery(_ gallery: ScreenGallery<Root>) {
        let error = ScreenRouterError.galleryNotShown(host: "`\(Self.self)`")
        StandardError.write(error.logLine)
        showRoutingFailure(error)
    }

    /// Does nothing: the host shows every screen the device's way.
    ///
    /// Implement ``apply(_:)`` in a host that can show a screen in another appearance, text size or layout
    /// direction.
    ///
    /// - Parameter variant: The variant, unused.
    public func apply(_ variant: ScreenVariant) {}

    /// Writes the catalogue's JSON to standard output, followed by a line break.
    ///
    /// - Parameter catalogue: The catalogue.
    public func showCatalogue(_ catalogue: ScreenCatalogue) {
        StandardOutput.write(String(decoding: catalogue.json, as: UTF8.self))
    }

    /// Does nothing more: the coordinator writes the request's error line to standard error itself.
    ///
    /// Implement ``showUnansweredRequest(_:)`` in a host that can show the request where a UI test reads it.
    ///
    /// - Parameter error: The error, unused.
    public func showUnansweredRequest(_ error: ScreenRouterError) {}
}

/// Writes lines to standard output, where a command-line app prints its catalogue and its checks.
enum StandardOutput {
    static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
