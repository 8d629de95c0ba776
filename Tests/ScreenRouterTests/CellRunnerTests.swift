import Foundation
import ScreenRouter
import ScreenRouterCore
import Testing

/// The one every-screen snapshot runner: the cells a check opens (its filter, and the variants a folder records),
/// each cell reported as it is checked, a session that ends the run, and cells dealt among several sessions.
@MainActor
struct CellRunnerTests {
    static let catalogue = ScreenCatalogue(screens: [
        .init(id: "settings", model: nil, samples: []),
        .init(id: "users", model: "Array<User>", samples: ["default", "many"]),
    ])

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-\(UUID().uuidString)")
            .appendingPathComponent("Cells")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func frame(_ screen: String, _ label: String) -> ElementSnapshot {
        ElementSnapshot(
            route: 1,
            screen: screen,
            elements: [.init(identifier: "\(screen)Title", label: label, frame: [0, 0, Double(label.count), 1])],
            unit: .cell
        )
    }

    @Test(arguments: ["default", "dark", "XL", "rtl", "dark.AX5.rtl", "light.XS.ltr", "S.rtl"])
    func aVariantsNameReadsBack(_ name: String) throws {
        let variant = try #require(ScreenVariant(named: name))
        #expect(variant.description == name)
    }

    @Test(arguments: ["", "dim", "rtl.dark", "dark.dark", "dark.", ".rtl", "AX6"])
    func aNameThatIsNoVariantsIsNone(_ name: String) {
        #expect(ScreenVariant(named: name) == nil)
    }

    @Test func aCheckOpensTheVariantsTheFolderRecordsAndTheFilterKeeps() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for name in ["settings.default.default", "users.many.dark.AX5.rtl", "gone.default.dark", "notes"] {
            try Data("{}".utf8).write(to: folder.appendingPathComponent(name + ".json"))
        }
        let store = SnapshotStore(directory: folder, mode: .never)
        let all = try store.cellsToCheck(of: Self.catalogue, filter: SnapshotFilter())
        #expect(
            all.map(\.name) == [
                "settings.default.default", "settings.default.dark.AX5.rtl", "users.default.default",
                "users.default.dark.AX5.rtl", "users.many.default", "users.many.dark.AX5.rtl",
            ]
        )
        let dark = try store.cellsToCheck(
            of: Self.catalogue,
            filter: SnapshotFilter(screen: "users", variant: "dark.AX5.rtl")
        )
        #expect(dark.map(\.name) == ["users.default.dark.AX5.rtl", "users.many.dark.AX5.rtl"])
        #expect(dark.first?.request.variant == ScreenVariant(named: "dark.AX5.rtl"))
        #expect(throws: ScreenRouterError.self) {
            try store.cellsToCheck(of: Self.catalogue, filter: SnapshotFilter(variant: "dim"))
        }
        let filter = SnapshotFilter(screen: "users", sample: "many")
        #expect(filter.matches(cellNamed: "users.many.dark.AX5.rtl"))
        #expect(!filter.matches(cellNamed: "users.default.default"))
        #expect(SnapshotFilter(sample: "default").matches(cellNamed: "settings.default.default"))
        #expect(!SnapshotFilter(variant: "dark").matches(cellNamed: "users.many.dark.AX5.rtl"))
    }

    @Test func eachCellIsCheckedAndReportedInTurnAndAnEndedSessionStopsTheRun() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let store = SnapshotStore(directory: folder, mode: .missing)
        _ = store.check(SnapshotFile(Self.frame("settings", "Settings")), cell: "settings.default.default")
        _ = store.check(SnapshotFile(Self.frame("users", "Users")), cell: "users.default.default")
        let cells = SnapshotCell.cells(of: Self.catalogue, variants: [])
        var reported: [String] = []
        var opened: [String] = []
        let tally = await CellRunner(store: store, executable: "App").run(cells) { cell in
            opened.append(cell.name)
            switch cell.sample.screen.rawValue {
            case "settings": return .shown(Self.frame("settings", "Settings"))
            case _ where cell.sample.sample == "default": return .shown(Self.frame("users", "All users"))
            default: return .failed(ScreenRouterError(code: .appStopped, message: "It crashed."), endsRun: true)
            }
        } report: { cell, outcome in
            switch outcome {
            case .checked(_, .matched): reported.append("\(cell.name): matched")
            case .checked(_, .differs(let diff)): reported.append("\(cell.name): \(diff.lines.joined())")
            case .failed(let error): reported.append("\(cell.name): \(error?.code.description ?? "")")
            default: reported.append("\(cell.name): other")
            }
        }
        #expect(
            reported == [
                "settings.default.default: matched",
                #"users.default.default: [usersTitle] label: old "Users", new "All users"; frame: old [0, 0, 5, 1], new [0, 0, 9, 1]"#,
                "users.many.default: appStopped",
            ]
        )
        #expect(opened.count == 3)
        var expected = CellTally()
        (expected.checked, expected.matched, expected.differing, expected.failed) = (3, 1, 1, 1)
        #expect(tally == expected)
        #expect(tally + tally == CellTally(checked: 6, matched: 2, recorded: 0, differing: 2, failed: 2))
    }

    @Test func cellsAreDealtAmongSessionsRoundRobinEachInOrder() {
        let cells = SnapshotCell.cells(
            of: Self.catalogue,
            variants: [ScreenVariant(), ScreenVariant(appearance: .dark)]
        )
        let dealt = CellRunner.deal(cells, among: 2)
        #expect(
            dealt.map { $0.map(\.name) } == [
                ["settings.default.default", "users.default.default", "users.many.default"],
                ["settings.default.dark", "users.default.dark", "users.many.dark"],
            ]
        )
        #expect(CellRunner.deal(cells, among: 0).first?.count == cells.count)
    }
}
