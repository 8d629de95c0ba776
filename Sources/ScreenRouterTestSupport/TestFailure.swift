import ScreenRouter
import Testing
import XCTest

/// Where a test called a test-support function, so failures point at the test's own line.
package struct CallerLocation: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt
    /// The name of the every-screen cell the failures at this location belong to, which each of them starts with.
    var cell: String? = nil

    package init(_ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The same location, for the failures of one cell of an every-screen test.
    func `in`(_ cell: EveryScreenCell) -> CallerLocation {
        var copy = self
        copy.cell = cell.description
        return copy
    }

    /// A location from XCTest's `file` and `line`, as `XCTAssertEqual` takes them.
    ///
    /// XCTest reports a failure at a file path and a line only. Should the location reach a Swift Testing issue,
    /// its file ID is the path's folder and file name, `<folder>/<file>.swift` (what the compiler gives a file at
    /// the top of a target's folder), or the file name twice for a path without a folder, and its column is 1.
    package init(_ file: StaticString, _ line: UInt) {
        let parts = "\(file)".split(separator: "/")
        let name = parts.last.map(String.init) ?? "\(file)"
        let folder = parts.count > 1 ? String(parts[parts.count - 2]) : name
        self.init("\(folder)/\(name)", file, line, 1)
    }
}

/// Records a test failure in whichever framework is running the test.
package enum TestFailure {
    /// What a Swift Testing issue recorded by test support says beside the error of a launch or route.
    static let comment: Comment =
        "ScreenRouter could not launch or route at this line, for the reason above; the test itself threw nothing."

    /// What a Swift Testing issue recorded by test support says beside the error of a check of the screen (an
    /// element query, a page object's check), after a launch or route that worked.
    static let checkComment: Comment =
        "A ScreenRouter check of the screen failed at this line, for the reason above; the test itself threw nothing."

    /// The comment for an error: ``checkComment`` for the codes of a check of the screen's elements, ``comment``
    /// for the others.
    static func comment(for error: ScreenRouterError) -> Comment {
        switch error.code {
        case .elementNotFound, .elementNotUnique, .malformedElementFrame, .snapshotDiffers, .malformedSnapshot:
            checkComment
        default: comment
        }
    }

    /// Records a failure at the caller's location: under Swift Testing an issue that carries the error, so a
    /// known issue can match on its code, and a comment that says what failed at that line, the launch or route
    /// (``comment``) or a check of the screen (``checkComment``); under XCTest `XCTFail` with its message.
    ///
    /// Swift Testing attaches an error to an issue only as a caught error (`Issue.error` is `nil` for every
    /// other kind of issue), so the issue shows as "Caught error: ..." whatever is recorded with it; the
    /// comment keeps that from reading as an error the test threw. The Troubleshooting article says why.
    ///
    /// An error of another type is recorded as a ``ScreenRouterError`` with the code `launchFailed` and the
    /// error's description as its message.
    package static func record(_ failure: any Error, at location: CallerLocation) {
        var error =
            failure as? ScreenRouterError ?? ScreenRouterError(code: .launchFailed, message: "\(failure)")
        if let cell = location.cell {
            error = ScreenRouterError(code: error.code, screen: error.screen, message: "`\(cell)`: \(error.message)")
        }
        if Test.current != nil {
            let sourceLocation = SourceLocation(
                fileID: location.fileID,
                filePath: "\(location.filePath)",
                line: Int(location.line),
                column: Int(location.column)
            )
            Issue.record(error, comment(for: error), sourceLocation: sourceLocation)
        } else {
            XCTFail(error.message, file: location.filePath, line: location.line)
        }
    }
}
