import Testing
@testable import PopoverSDL

/// The desktop's scale as GTK and Qt read it: `Xft.dpi` over 96, else `GDK_SCALE`, else nothing.
@Suite struct DesktopScaleTests {
    @Test func xftDPIIsReadFromTheResourceDatabase() {
        #expect(DesktopScale.xftDPI(in: "Xcursor.size:\t24\nXft.dpi:\t192\nXft.antialias:\t1\n") == 192)
        #expect(DesktopScale.xftDPI(in: "Xft.dpi: 144") == 144)
        #expect(DesktopScale.xftDPI(in: "Xft.antialias:\t1\n") == nil)
        // Another resource's name, an empty or non-positive value: nothing.
        #expect(DesktopScale.xftDPI(in: "*dpi:\t192\nXft.dpiX:\t192") == nil)
        #expect(DesktopScale.xftDPI(in: "Xft.dpi:\t") == nil)
        #expect(DesktopScale.xftDPI(in: "Xft.dpi:\t0") == nil)
        #expect(DesktopScale.xftDPI(in: "Xft.dpi:\tlarge") == nil)
    }

    @Test func xftDPIComesFirstThenGDKScale() {
        #expect(DesktopScale.scale(resources: "Xft.dpi:\t192\n", environment: ["GDK_SCALE": "3"]) == 2)
        #expect(DesktopScale.scale(resources: "Xft.dpi:\t144\n", environment: [:]) == 1.5)
        #expect(DesktopScale.scale(resources: "Xft.antialias:\t1\n", environment: ["GDK_SCALE": "2"]) == 2)
        #expect(DesktopScale.scale(resources: nil, environment: ["GDK_SCALE": "2"]) == 2)
        // GTK takes only a positive whole number.
        #expect(DesktopScale.scale(resources: nil, environment: ["GDK_SCALE": "1.5"]) == nil)
        #expect(DesktopScale.scale(resources: nil, environment: ["GDK_SCALE": "0"]) == nil)
        #expect(DesktopScale.scale(resources: nil, environment: [:]) == nil)
        // Within the range --scale accepts.
        #expect(DesktopScale.scale(resources: "Xft.dpi:\t960", environment: [:]) == 4)
        #expect(DesktopScale.scale(resources: "Xft.dpi:\t72", environment: [:]) == 1)
    }

    @Test func resourcesAreReadOnX11Only() {
        #expect(DesktopScale.current(videoDriver: "wayland", environment: ["GDK_SCALE": "2"]) == 2)
        #expect(DesktopScale.current(videoDriver: "wayland", environment: [:]) == nil)
    }
}
