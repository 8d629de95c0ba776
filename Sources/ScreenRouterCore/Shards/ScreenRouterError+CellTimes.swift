/// The file of the cells' times beside the snapshot files.
extension ScreenRouterError {
    /// A line of the times file that is not a cell and a time.
    package static func malformedCellTimes(_ path: String, line: Int, text: String) -> Self {
        Self(
            code: .malformedSnapshot,
            message: "Line \(line) of the cell times `\(path)`, \(displayed(text)), is not a cell's name and its time "
                + "in milliseconds, as in `userDetail.ada.dark 4.7`. Fix or delete the line (a merge conflict left "
                + "in it, say), or delete the file: every run writes the times of the cells it opened."
        )
    }

    /// A times file that exists and could not be read.
    package static func unreadableCellTimes(_ path: String, reason: String) -> Self {
        Self(
            code: .malformedSnapshot,
            message: "The cell times `\(path)` could not be read: \(reason). Check that it is a file this user may "
                + "read, or delete it: every run writes the times of the cells it opened."
        )
    }

    /// A times file that could not be written.
    package static func unwritableCellTimes(_ path: String, reason: String) -> Self {
        Self(
            code: .malformedSnapshot,
            message: "The cell times `\(path)` could not be written: \(reason). Check that its folder can be created "
                + "and written."
        )
    }
}
