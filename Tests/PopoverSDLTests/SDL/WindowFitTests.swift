import PopoverKit
import PopoverRender
import PopoverSDL
import Testing

@Suite struct WindowFitTests {
    let screen = PixelRect(minX: 0, minY: 0, maxX: 1400, maxY: 1000)

    @Test func aWindowThatFitsKeepsItsPlaceAndSize() {
        let fit = WindowFit(pointSize: Size(width: 390, height: 888), unitsPerPoint: 1, origin: (505, 56), usable: screen)
        #expect(fit.unitsPerPoint == 1 && fit.x == 505 && fit.y == 56 && fit.width == 390 && fit.height == 888)
    }

    @Test func aWindowRunningOffTheEdgeMovesBackJustEnough() {
        // The tv idiom (960 × 584) switched to at x 900 would end at 1860.
        let fit = WindowFit(pointSize: Size(width: 960, height: 584), unitsPerPoint: 1, origin: (900, 600), usable: screen)
        #expect(fit.x == 1400 - 960 && fit.y == 1000 - 584)
        #expect(fit.unitsPerPoint == 1 && fit.width == 960 && fit.height == 584)
    }

    @Test func aWindowTallerThanTheDisplayScalesDownToFitItsUsableArea() {
        // The pad (820 × 1224 with the chrome) on a 1400 × 1000 display with a 30 unit panel on
        // top and a 24 unit title bar.
        let usable = PixelRect(minX: 0, minY: 30, maxX: 1400, maxY: 1000)
        let borders = WindowFit.Borders(top: 24, left: 2, bottom: 2, right: 2)
        let fit = WindowFit(pointSize: Size(width: 820, height: 1224), unitsPerPoint: 1, origin: (730, 0),
                            usable: usable, borders: borders)
        let factor = (970.0 - 26) / 1224
        #expect(abs(fit.unitsPerPoint - factor) < 1e-12)
        #expect(fit.height == 944 && fit.width == Int((820 * factor).rounded()))
        // Borders included, the whole window lies within the usable area.
        #expect(fit.y - borders.top >= usable.minY && fit.y + fit.height + borders.bottom <= usable.maxY)
        #expect(fit.x - borders.left >= usable.minX && fit.x + fit.width + borders.right <= usable.maxX)
    }

    @Test func aLargerZoomIsReducedBeforeTheWindowLeavesTheScreen() {
        // The watch at 2 window units per point is 396 × 572: it fits; at 4 it would not.
        let two = WindowFit(pointSize: Size(width: 198, height: 286), unitsPerPoint: 2, origin: (0, 0), usable: screen)
        #expect(two.unitsPerPoint == 2 && two.width == 396)
        let four = WindowFit(pointSize: Size(width: 198, height: 286), unitsPerPoint: 4, origin: (0, 0), usable: screen)
        #expect(abs(four.unitsPerPoint - 1000.0 / 286) < 1e-12 && four.height == 1000)
    }
}
