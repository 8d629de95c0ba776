import ScreenRouter

extension EveryScreenCell {
    /// Removed: `inspect` receives the cell, whose sample names the screen; declared unavailable so that a 0.x
    /// closure, `{ sample, app in ... sample.screen ... }`, fails naming its replacement.
    @available(*, unavailable, message: "inspect receives the cell: cell.sample.screen")
    public var screen: ScreenID { sample.screen }
}
