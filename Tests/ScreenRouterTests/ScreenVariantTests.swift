import ScreenRouter
import Testing

/// Variants: their names and the matrix of their combinations.
struct ScreenVariantTests {
    @Test func aVariantIsNamedByItsPartsInOrder() {
        #expect(ScreenVariant().description == "default")
        #expect(ScreenVariant(appearance: .dark).description == "dark")
        #expect(ScreenVariant(layoutDirection: .leftToRight).description == "ltr")
        #expect(
            ScreenVariant(
                appearance: .dark,
                contentSize: .accessibilityExtraExtraExtraLarge,
                layoutDirection: .rightToLeft
            )
            .description == "dark.AX5.rtl"
        )
        #expect(ScreenVariant(appearance: .light, contentSize: .extraSmall).description == "light.XS")
    }

    @Test func everyContentSizeHasAShortNameOfItsOwn() {
        #expect(
            ScreenVariant.ContentSize.allCases.map { ScreenVariant(contentSize: $0).description } == [
                "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5",
            ]
        )
        #expect(ScreenVariant.ContentSize.allCases.map(\.rawValue).first == "extraSmall")
        #expect(ScreenVariant.ContentSize.allCases.map(\.rawValue).last == "accessibilityExtraExtraExtraLarge")
    }

    @Test func theMatrixCrossesThePartsAppearancesOutermost() {
        let matrix = ScreenVariant.matrix(
            appearances: [.light, .dark],
            contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
            layoutDirections: [.leftToRight, .rightToLeft]
        )
        #expect(matrix.count == 12)
        #expect(Set(matrix).count == 12)
        #expect(
            matrix.map(\.description) == [
                "light.L.ltr", "light.L.rtl", "light.XXXL.ltr", "light.XXXL.rtl", "light.AX5.ltr", "light.AX5.rtl",
                "dark.L.ltr", "dark.L.rtl", "dark.XXXL.ltr", "dark.XXXL.rtl", "dark.AX5.ltr", "dark.AX5.rtl",
            ]
        )
    }

    @Test func anEmptyListLeavesItsPartToTheDevice() {
        #expect(ScreenVariant.matrix() == [ScreenVariant()])
        #expect(
            ScreenVariant.matrix(layoutDirections: [.rightToLeft, .leftToRight]).map(\.description) == ["rtl", "ltr"]
        )
        #expect(
            ScreenVariant.matrix(appearances: [.dark], contentSizes: [.small, .medium]).map(\.description) == [
                "dark.S", "dark.M",
            ]
        )
        #expect(
            ScreenVariant.matrix(appearances: [.dark]).allSatisfy { $0.contentSize == nil && $0.layoutDirection == nil }
        )
    }

    @Test func aValueGivenTwiceIsUsedOnce() {
        #expect(ScreenVariant.matrix(appearances: [.dark, .light, .dark]).map(\.description) == ["dark", "light"])
    }
}
