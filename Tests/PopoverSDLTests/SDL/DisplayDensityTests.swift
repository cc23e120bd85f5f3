import PopoverSDL
import Testing

@Suite struct DisplayDensityTests {
    @Test func aHighDPIDisplayRendersAtItsDensityByDefault() {
        // SDL reports a 390 unit wide window as 780 pixels.
        let density = DisplayDensity(windowWidth: 390, pixelWidth: 780)
        let units = density.windowUnitsPerPoint(zoom: 1, pixelScale: nil)
        #expect(units == 1)
        #expect(density.pixelScale(windowUnitsPerPoint: units) == 2)
        // The watch's zoom of 2 doubles both.
        #expect(density.pixelScale(windowUnitsPerPoint: density.windowUnitsPerPoint(zoom: 2, pixelScale: nil)) == 4)
    }

    @Test func anExplicitScaleOverridesTheDensity() {
        let highDPI = DisplayDensity(windowWidth: 390, pixelWidth: 780)
        let units = highDPI.windowUnitsPerPoint(zoom: 1, pixelScale: 1)
        #expect(units == 0.5)
        #expect(highDPI.pixelScale(windowUnitsPerPoint: units) == 1)
        // On X11 (no scaling) --scale 2 makes the window twice as large, at 2 pixels per point.
        let plain = DisplayDensity(windowWidth: 390, pixelWidth: 390)
        #expect(plain.windowUnitsPerPoint(zoom: 1, pixelScale: 2) == 2)
        #expect(plain.pixelScale(windowUnitsPerPoint: 2) == 2)
    }

    @Test func anUnknownSizeCountsAsOnePixelPerUnit() {
        #expect(DisplayDensity(windowWidth: 0, pixelWidth: 0).pixelsPerUnit == 1)
    }
}
