#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import Foundation
import ScreenRouter
import XCTest

extension XCUIApplication {
    /// Keeps a cell's screenshot as a PNG image beside the snapshot the run left of it, named after the cell and its
    /// scale as iOS names images: `<cell>@3x.png` on a screen of 3 pixels a point, `<cell>@2x.png`, or `<cell>.png`;
    /// the review report draws the cell's boxes over it.
    ///
    /// - Parameters:
    ///   - screenshot: The cell's screenshot.
    ///   - cell: The cell.
    ///   - files: The test's snapshot files, whose run folder keeps it.
    ///   - location: Where a failure to write it is recorded.
    func keepScreenshot(
        _ screenshot: XCUIScreenshot,
        of cell: EveryScreenCell,
        in files: CellSnapshots,
        at location: CallerLocation
    ) {
        let scale = min(max(Int(screenshot.image.scale.native.rounded()), 1), 3)
        files.keep(screenshot.pngRepresentation, of: cell, suffix: scale == 1 ? ".png" : "@\(scale)x.png", at: location)
    }

    /// Audits the cell's screen for accessibility and keeps the findings for the review report.
    ///
    /// The audit is `performAccessibilityAudit(for: .all)` (iOS 17 and later); its findings are kept beside the
    /// snapshot the run left of the cell, `<cell>.audit.json`, for the report to list on the cell's card. Each finding
    /// also fails the test, as the audit's own does; on an earlier system nothing is audited and the caller reports
    /// that the audit needs iOS 17.
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - files: The test's snapshot files, whose run folder keeps the findings.
    ///   - location: Where the failures are recorded.
    /// - Returns: Whether the audit ran (`false` on a system without it).
    @discardableResult
    func auditAccessibility(of cell: EveryScreenCell, in files: CellSnapshots, at location: CallerLocation) -> Bool {
        guard #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) else { return false }
        var findings: [AccessibilityFindings.Finding] = []
        do {
            try performAccessibilityAudit(for: .all) { issue in
                let element = issue.element.flatMap { $0.exists ? $0.identifier : nil }
                findings.append(
                    AccessibilityFindings.Finding(
                        type: Self.name(of: issue.auditType),
                        element: element?.isEmpty == false ? element : nil,
                        description: issue.compactDescription,
                        detail: issue.detailedDescription
                    )
                )
                // Not handled here: XCTest fails the test with the finding, as an audit of the test's own does.
                return false
            }
        } catch {
            TestFailure.record(
                ScreenRouterError(
                    code: .snapshotDiffers,
                    message: "The accessibility audit of this cell could not run: \(error.localizedDescription)"
                ),
                at: location
            )
        }
        files.keep(
            Data(AccessibilityFindings(findings: findings).text.utf8),
            of: cell,
            suffix: ".audit.json",
            at: location
        )
        return true
    }

    /// The name of an audit type, as the report lists it: `contrast`, `dynamicType`, ...; the raw value for a type
    /// this release does not know.
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    private static func name(of type: XCUIAccessibilityAuditType) -> String {
        let names: [(XCUIAccessibilityAuditType, String)] = [
            (.contrast, "contrast"), (.elementDetection, "elementDetection"), (.hitRegion, "hitRegion"),
            (.sufficientElementDescription, "sufficientElementDescription"), (.dynamicType, "dynamicType"),
            (.textClipped, "textClipped"), (.trait, "trait"),
        ]
        let known = names.filter { type.contains($0.0) }.map(\.1)
        return known.isEmpty ? "type \(type.rawValue)" : known.joined(separator: ", ")
    }

    /// The failure of an accessibility audit asked on a system that has none.
    static let auditUnavailable = ScreenRouterError(
        code: .snapshotDiffers,
        message: "`accessibilityAudit: true` audits each cell with XCUIAutomation's performAccessibilityAudit(for:_:), "
            + "which needs iOS 17 or later; this device runs an earlier system, so no cell was audited. Run the test "
            + "on an iOS 17 simulator, or leave the audit out."
    )
}
#endif
