import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// The cells of an every-screen test, as XCTest's `launchEveryScreen(variants:locales:shard:)` opens and names them.
@MainActor
struct EveryScreenCellTests {
    private var catalogue: ScreenCatalogue {
        let coordinator = TestingCoordinator<String>()
        coordinator.register("settings") { "settings" }
        coordinator.register(Screen<Int>("userDetail"), samples: ["ada": 1, "long name": 2]) { _ in "detail" }
        return coordinator.screenCatalogue
    }

    @Test func eachSampleIsOpenedInEveryVariantBeforeTheNextAndNamedByAll() throws {
        let variants = ScreenVariant.matrix(appearances: [.dark], layoutDirections: [.leftToRight, .rightToLeft])
        let cells = try EveryScreenCell.cells(of: catalogue, variants: variants, shard: (1, 1))
        #expect(
            cells.map(\.description) == [
                "settings.default.dark.ltr", "settings.default.dark.rtl", "userDetail.ada.dark.ltr",
                "userDetail.ada.dark.rtl",
                "userDetail.long name.dark.ltr", "userDetail.long name.dark.rtl",
            ]
        )
        #expect(
            try EveryScreenCell.cells(of: catalogue, variants: [], shard: (1, 1)).map(\.description) == [
                "settings.default.default", "userDetail.ada.default", "userDetail.long name.default",
            ]
        )
        #expect(
            try EveryScreenCell.cells(
                of: catalogue,
                variants: [ScreenVariant(contentSize: .accessibilityExtraExtraExtraLarge)],
                shard: (1, 1)
            ).first?.description == "settings.default.AX5"
        )
    }

    @Test func theCellsAreGroupedByLocaleOneLocaleAfterTheOther() throws {
        let cells = try EveryScreenCell.cells(
            of: catalogue,
            variants: [ScreenVariant(appearance: .light), ScreenVariant(appearance: .dark)],
            locales: ["en_GB", "ar_SA"],
            shard: (1, 1)
        )
        #expect(cells.count == 12)
        #expect(
            cells.prefix(6).allSatisfy { $0.locale == "en_GB" } && cells.suffix(6).allSatisfy { $0.locale == "ar_SA" }
        )
        #expect(cells.first?.description == "settings.default.light.en_GB")
        #expect(cells.last?.description == "userDetail.long name.dark.ar_SA")
    }

    @Test func aLocaleIsLaunchedWithItsLocaleAndItsLanguage() throws {
        let arguments = try EveryScreenCell.options(forLocale: "ar_SA").flatMap { try $0.validatedLaunchArguments() }
        #expect(arguments == ["-AppleLocale", #""ar_SA""#, "-AppleLanguages", #"("ar-SA")"#])
    }

    @Test func theCellsAreThoseOfTheShard() throws {
        let cells = try EveryScreenCell.cells(
            of: catalogue,
            variants: [ScreenVariant(appearance: .dark)],
            shard: (2, 2)
        )
        #expect(cells.map(\.description) == ["userDetail.ada.dark"])
        #expect(throws: ScreenRouterError.self) {
            try EveryScreenCell.cells(of: catalogue, variants: [], shard: (3, 2))
        }
    }
}
