import Testing
import PopoverKit
@testable import PopoverRender

@Suite struct SymbolRasterTests {
    @Test func globeRasterizesAsLinesWithEmptyCellsBetween() throws {
        // A 24 pt globe at 2×: 48 px, lines 0.062 · 48 ≈ 3 px wide.
        let globe = try #require(Symbols.path(named: "globe", in: Rect(x: 0, y: 0, width: 24, height: 24)))
        let mask = CoverageRasterizer.rasterize(globe, scale: 2)
        #expect(mask.originX == 0 && mask.originY == 0 && mask.width == 48 && mask.height == 48)
        #expect(mask[24, 24] > 0.9 && mask[0, 24] > 0.5 && mask[24, 1] > 0.9)
        // Lines: central meridian 22.5...25.5, meridian ellipse sides near 14.5 and 33.5, parallels
        // near y 12.75 and 35.25. Cells between them (running sums leave float noise, not exact zeros):
        for (x, y) in [(20, 18), (28, 30), (9, 18), (38, 30), (1, 1)] {
            #expect(mask[x, y] < 1e-4, "pixel \(x), \(y)")
        }
    }

    @Test(arguments: Symbols.names)
    func everySymbolInksPartOfItsSquare(name: String) throws {
        let path = try #require(Symbols.path(named: name, in: Rect(x: 2, y: 3, width: 20, height: 20)))
        let mask = CoverageRasterizer.rasterize(path, scale: 2, clip: (48, 48))
        #expect(mask.originX >= 4 && mask.originY >= 6 && mask.originX + mask.width <= 44 && mask.originY + mask.height <= 46)
        let inked = mask.totalCoverage / (40 * 40)
        #expect(inked > 0.05 && inked < 0.6, "\(name): \(inked)")
    }
}
