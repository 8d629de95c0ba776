extension ScreenSample {
    /// The name of the every-screen cell of this screen and sample in a variant and locale:
    /// `<screen>.<sample>.<variant>`, then `.<locale>` when there is one.
    ///
    /// Every part is always there, so the cells of one screen line up: a screen opened without a sample has the
    /// sample `default`, and a cell in the device's variant the variant `default` (`settings.default.default`,
    /// `userDetail.ada.dark.AX5.rtl`, `users.default.light.ar_SA`). Test support's cells and
    /// `screenrouter snapshots` name their snapshot files with it.
    ///
    /// - Parameters:
    ///   - variant: The variant, or `nil` for the device's.
    ///   - locale: The locale's identifier, when the cells run in several.
    /// - Returns: The cell's name.
    package func cellName(variant: ScreenVariant?, locale: String? = nil) -> String {
        [screen.rawValue, sample ?? "default", (variant ?? ScreenVariant()).description, locale]
            .compactMap { $0 }.joined(separator: ".")
    }
}
