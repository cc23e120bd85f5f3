import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// The meter reads contrast off rendered pixels: known pairs give their WCAG ratios, covered
/// text is not counted, text that shows nothing of itself is invisible, and opacity lowers the
/// ratio.
@MainActor
@Suite struct TextContrastMeterTests {
    let runtime: SDLRuntime
    let backend: HeadlessBackend
    let font = Font(size: 16)

    init() throws {
        runtime = try SharedSDL.headless()
        backend = HeadlessBackend(runtime: runtime, size: Size(width: 200, height: 60), scale: 1)
    }

    func measure(_ items: [DisplayItem], background: Color = .white) -> [TextContrast] {
        TextContrastMeter(backend: backend, measurer: backend.textRenderer)
            .measure(DisplayList(background: background, items: items))
    }

    func text(_ color: Color, at x: Double = 10) -> DisplayItem {
        .text(TextRun(text: "Hello", font: font, color: color, origin: Point(x: x, y: 10)))
    }

    @Test func knownPairsGiveTheirRatios() throws {
        let black = try #require(measure([text(.black)]).first?.ratio)
        #expect(abs(black - 21) < 0.01)
        let gray = try #require(measure([text(Color(hex: 0x999999))]).first)
        #expect(abs(gray.ratio! - 2.85) < 0.02)
        #expect(!gray.passes)
        let blue = try #require(measure([.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 60)), Color(hex: 0x007AFF)),
                                         text(.white)]).first?.ratio)
        #expect(abs(blue - 4.02) < 0.01)
    }

    @Test func opacityLowersTheRatio() throws {
        let faded = try #require(measure([.pushOpacity(0.5), text(.black), .popOpacity]).first?.ratio)
        #expect(abs(faded - Color.white.contrastRatio(with: Color(hex: 0x808080))) < 0.05)
    }

    @Test func coveredTextIsNotCountedAndSameColorTextIsInvisible() throws {
        let covered = try #require(measure([text(.black), .fill(.rect(Rect(x: 0, y: 0, width: 200, height: 60)), .white)]).first)
        #expect(covered.ratio == nil && !covered.isInvisible && covered.passes)
        let invisible = try #require(measure([text(.black)], background: .black).first)
        #expect(invisible.isInvisible && !invisible.passes)
    }

    /// Text that shows nothing of itself fails, whatever the reason: drawn at opacity 0, clipped
    /// away, or in the color beneath; only text that draws and is then covered is "hidden".
    @Test func textThatDrawsNothingIsInvisibleNotHidden() throws {
        let transparent = try #require(measure([.pushOpacity(0), text(.black), .popOpacity]).first)
        #expect(transparent.isInvisible && !transparent.passes, "\(transparent)")
        let clear = try #require(measure([text(.black.opacity(0))]).first)
        #expect(clear.isInvisible && !clear.passes, "\(clear)")
        let clipped = try #require(measure([.pushClip(Rect(x: 0, y: 0, width: 0, height: 0)), text(.black), .popClip]).first)
        #expect(clipped.isInvisible && !clipped.passes, "\(clipped)")
        let onItsOwnColor = try #require(measure([.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 60)), Color(hex: 0x336699)),
                                                  text(Color(hex: 0x336699))]).first)
        #expect(onItsOwnColor.isInvisible && !onItsOwnColor.passes, "\(onItsOwnColor)")
        // Covered inside an open group: the run still draws on its own before the cover.
        let covered = try #require(measure([.pushOpacity(0.9), text(.black), .popOpacity,
                                            .fill(.rect(Rect(x: 0, y: 0, width: 200, height: 60)), .white)]).first)
        #expect(covered.ratio == nil && !covered.isInvisible && covered.passes, "\(covered)")
    }

    @Test func textUnderADimmingIsLeftOut() {
        let dimming = Rect(x: 0, y: 0, width: 200, height: 60)
        let list = DisplayList(background: .white, items: [text(Color(hex: 0x999999)), .fill(.rect(dimming), .black.opacity(0.1)),
                                                            text(.black, at: 100)])
        let contrasts = TextContrastMeter(backend: backend, measurer: backend.textRenderer).measure(list, dimming: dimming)
        #expect(contrasts.count == 1)
        #expect(contrasts.first?.passes == true)
    }

    /// The presentation layer keeps its dimming node at opacity 0 while no dismissible popover
    /// shows: that is no dimming, and the text beneath it is measured.
    @Test func aTransparentDimmingLeavesNothingOut() {
        let dimming = Rect(x: 0, y: 0, width: 200, height: 60)
        let list = DisplayList(background: .white, items: [text(Color(hex: 0x999999)), .fill(.rect(dimming), .black.opacity(0))])
        let contrasts = TextContrastMeter(backend: backend, measurer: backend.textRenderer).measure(list, dimming: dimming)
        #expect(contrasts.count == 1)
        #expect(contrasts.first?.passes == false)
    }
}
