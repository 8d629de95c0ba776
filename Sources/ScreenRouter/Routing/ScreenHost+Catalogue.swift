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
}

/// Writes lines to standard output, where a command-line app prints its catalogue and its checks.
enum StandardOutput {
    static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
