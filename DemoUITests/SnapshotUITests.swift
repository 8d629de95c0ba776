import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// Element snapshots of every Demo cell, recorded in `__Snapshots__/SnapshotUITests` beside this file and compared
/// on every run: through one session, in the device's variant and in dark, AX5, right-to-left.
// One test at a time: both read the same committed files.
@MainActor
@Suite(.serialized)
struct SnapshotUITests {
    static let variants = [
        ScreenVariant(),
        ScreenVariant(
            appearance: .dark,
            contentSize: .accessibilityExtraExtraExtraLarge,
            layoutDirection: .rightToLeft
        ),
    ]

    /// The committed snapshots, beside this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/SnapshotUITests")

    func makeSessionDemo() throws -> ProcessApplication {
        let demo = try ProcessApplication.product(named: "Demo")
        demo.routeScheme = "demo"
        return demo
    }

    /// Every file's bytes, by name.
    static func recorded() throws -> [String: Data] {
        // The snapshot files; the cells' times beside them are this machine's.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
        )
    }

    @Test func everyCellMatchesItsCommittedSnapshot() async throws {
        let before = try Self.recorded()
        var cells: [String] = []
        await launchEveryScreen(try makeSessionDemo(), variants: Self.variants, snapshots: true) { cell, _ in
            cells.append(cell.description)
        }
        #expect(cells.count == 20)
        #expect(Set(try Self.recorded().keys) == Set(cells.map { $0 + ".json" }))
        #expect(try Self.recorded() == before)
    }

    /// Animations off changes one label of one screen, the settings screen's `settingsAnimations`: exactly its cells
    /// fail, each naming the element, the old label and the new, and every other cell matches.
    @Test func aChangedLabelFailsExactlyTheCellsThatShowIt() async throws {
        let before = try Self.recorded()
        defer {
            // The files stay as committed, whatever SCREENROUTER_RECORD the run was given.
            for (name, data) in before { try? data.write(to: Self.folder.appendingPathComponent(name)) }
        }
        var inspected: [String] = []
        let demo = try makeSessionDemo()
        let issues = await capturingIssues {
            await launchEveryScreen(
                demo,
                options: [AnimationLaunchEnvironment(animation: false)],
                variants: Self.variants,
                snapshots: true
            ) { cell, _ in
                inspected.append(cell.description)
            }
        }
        #expect(inspected.count == 20, "every cell still ran")
        let failed = issues.flatMap(\.messages).compactMap { message -> String? in
            guard message.hasPrefix("`"), let end = message.dropFirst().firstIndex(of: "`") else { return nil }
            return String(message[message.index(after: message.startIndex)..<end])
        }
        #expect(failed == ["settings.default.default", "settings.default.dark.AX5.rtl"])
        #expect(issues.allSatisfy { $0.sourceLocation?.fileName == "SnapshotUITests.swift" }, "at the caller's line")
        for message in issues.flatMap(\.messages) {
            #expect(message.contains(#"[settingsAnimations] label: old "Animations on", new "Animations off""#))
            #expect(message.contains("settings.default."))
            #expect(message.contains("SCREENROUTER_RECORD=failed"))
            #expect(!message.contains("settingsTitle"))
            #expect(message.contains("`screenrouter report ") || message.contains("(`SCREENROUTER_REPORT`)"))
        }
        #expect(try Self.recorded() == before, "a difference writes nothing in the default mode")
        // The run left each cell as it found it beside the recorded files; its report marks exactly the two cells.
        let run = SnapshotStore.runDirectory(of: Self.folder)
        let report = try SnapshotReport.read(recorded: Self.folder, shownAs: "recorded", current: run, shownAs: "run")
        #expect(report.cells.count == 20)
        #expect(
            report.cells.filter { $0.status == .changed }.map(\.name)
                == ["settings.default.default", "settings.default.dark.AX5.rtl"]
        )
        #expect(report.cells.filter { $0.status == .unchanged }.count == 18)
        let marked = report.cells.compactMap(\.diff).flatMap(\.rows).map(\.identifier)
        #expect(marked == ["settingsAnimations", "settingsAnimations"])
    }
}
