#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import Foundation
import ScreenRouter
import XCTest

extension XCUIApplication {
    /// The identified elements on screen, as a snapshot file keeps them: read from one snapshot of the accessibility
    /// hierarchy (`snapshot()`), in its order, each element with a non-empty identifier, its label, value, kind and
    /// frame; the router's own marker (`ScreenRouter.routed`) left out.
    ///
    /// - Parameter screen: The identifier of the screen the cell opened.
    /// - Returns: The screen's snapshot.
    /// - Throws: What XCUITest throws when it cannot read the hierarchy.
    func snapshotFile(screen: String) throws -> SnapshotFile {
        var elements: [SnapshotFile.Element] = []
        func visit(_ node: any XCUIElementSnapshot) {
            let identifier = node.identifier
            if !identifier.isEmpty, !identifier.hasPrefix(LaunchProtocol.routedMarker) {
                let frame = node.frame
                let points = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
                elements.append(
                    SnapshotFile.Element(
                        identifier: identifier,
                        label: node.label,
                        value: node.value as? String,
                        kind: Self.kind(of: node.elementType),
                        frame: points.map { Double($0.native) }
                    )
                )
            }
            for child in node.children { visit(child) }
        }
        visit(try snapshot())
        return SnapshotFile(screen: screen, elements: elements, unit: .point)
    }

    /// The kind a snapshot file gives an element of a type.
    private static func kind(of type: XCUIElement.ElementType) -> ElementSnapshot.Kind {
        switch type {
        case .staticText: .text
        case .button: .button
        case .image: .image
        case .cell: .cell
        case .textField, .secureTextField, .searchField, .textView: .field
        default: .other
        }
    }

    /// Compares the screen a cell opened with its snapshot file, by the one runner's check of a cell, recording the
    /// cell's failure at `location`.
    ///
    /// The XCTest every-screen test opens its cells synchronously, as XCUITest's calls are, and the runner's loop is
    /// asynchronous, as a command-line app's session is: it shares the runner's cells, check and failures, and loops
    /// itself.
    ///
    /// - Parameters:
    ///   - cell: The cell the launch or route opened.
    ///   - snapshots: The test's snapshot files.
    ///   - location: Where the cell's failure is recorded.
    func checkSnapshot(of cell: EveryScreenCell, in snapshots: CellSnapshots, at location: CallerLocation) {
        do {
            let snapshot = try snapshotFile(screen: cell.sample.screen.rawValue)
            let runner = CellRunner(store: snapshots.store, executable: "The app")
            snapshots.record(runner.checkSnapshot(snapshot, of: cell.description), of: cell, at: location)
        } catch {
            TestFailure.record(
                ScreenRouterError(
                    code: .snapshotDiffers,
                    message: "XCUITest could not read the screen's accessibility hierarchy for its snapshot: "
                        + "\(error.localizedDescription)"
                ),
                at: location
            )
        }
    }
}
#endif
