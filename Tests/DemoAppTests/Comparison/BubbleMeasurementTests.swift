import PopoverKit
import PopoverRender
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// The comparison's measuring rule, on pictures whose figures are known: drawn pixel by pixel
/// here, and a bubble of ours rendered at a known scale.
@MainActor
@Suite struct BubbleMeasurementTests {
    static let blue: UInt32 = 0x007AFF
    static let white: UInt32 = 0xFFFFFF

    /// A picture with a body of `body` (corners of `radius` pixels, a pixel filled when its
    /// center is inside), an arrow below it of the given row widths centered at `arrowX`, white
    /// bars of text inside, and a smaller blue blob (an anchor) elsewhere.
    static func picture(width: Int = 300, height: Int = 160, body: PixelRect, radius: Double, arrowX: Int,
                        arrowWidths: [Int], bars: [PixelRect]) -> PixelBuffer {
        var picture = PixelBuffer(width: width, height: height)
        for y in body.minY..<body.maxY {
            for x in max(0, body.minX)..<min(width, body.maxX) {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let cx = min(max(px, Double(body.minX) + radius), Double(body.maxX) - radius)
                let cy = min(max(py, Double(body.minY) + radius), Double(body.maxY) - radius)
                if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= radius * radius { picture[x, y] = blue }
            }
        }
        for (row, rowWidth) in arrowWidths.enumerated() {
            for x in (arrowX - rowWidth / 2)..<(arrowX - rowWidth / 2 + rowWidth) { picture[x, body.maxY + row] = blue }
        }
        for bar in bars {
            for y in bar.minY..<bar.maxY { for x in bar.minX..<bar.maxX { picture[x, y] = white } }
        }
        for y in (height - 12)..<(height - 2) { for x in 10..<20 { picture[x, y] = blue } }
        return picture
    }

    @Test func measuresBodyCornersArrowAndLinesOfAKnownBubble() throws {
        let body = PixelRect(minX: 40, minY: 20, maxX: 240, maxY: 90)
        let bars = [PixelRect(minX: 90, minY: 32, maxX: 190, maxY: 48), PixelRect(minX: 60, minY: 56, maxX: 220, maxY: 74)]
        let widths = [27, 23, 19, 15, 11, 7, 3]
        let measured = try #require(BubbleMeasurement.measure(Self.picture(body: body, radius: 20, arrowX: 150,
                                                                           arrowWidths: widths, bars: bars)))
        #expect(measured.body == body)
        #expect(!measured.isCutLeft && !measured.isCutRight)
        #expect(abs(try #require(measured.cornerRadius) - 20) < 0.5)
        #expect(measured.arrowIsBelow)
        #expect(measured.arrowWidths == widths)
        #expect(measured.tip?.x == 150.5 && measured.tip?.y == Double(body.maxY + widths.count))
        #expect(measured.textLines.map(\.width) == [100, 160])
        #expect(measured.textLines.map(\.minY) == [32, 56])
        #expect(measured.textLines.allSatisfy { !$0.isCut })
    }

    @Test func aBubbleCutByThePictureHasNoWidthAndItsLongLineIsCut() throws {
        let body = PixelRect(minX: -30, minY: 20, maxX: 200, maxY: 90)
        let bars = [PixelRect(minX: 60, minY: 32, maxX: 150, maxY: 48), PixelRect(minX: 5, minY: 56, maxX: 180, maxY: 74)]
        let measured = try #require(BubbleMeasurement.measure(Self.picture(body: body, radius: 20, arrowX: 100,
                                                                           arrowWidths: [27, 20, 10], bars: bars)))
        #expect(measured.isCutLeft && !measured.isCutRight)
        #expect(abs(try #require(measured.cornerRadius) - 20) < 0.5)
        #expect(measured.textLines.map(\.isCut) == [false, true])
        let rows = FeatureComparison.compare(reference: measured, ours: measured, scale: 2)
        #expect(rows.first { $0.feature == "bubble width" }?.reference == nil)
        #expect(rows.first { $0.feature == "text line 1 width" }?.difference == 0)
        #expect(rows.first { $0.feature == "text line 2 width" }?.reference == nil)
    }

    @Test func featuresAreInPointsAndArrowRowsAreSampledByDistance() throws {
        let body = PixelRect(minX: 40, minY: 20, maxX: 240, maxY: 90)
        let reference = try #require(BubbleMeasurement.measure(Self.picture(body: body, radius: 20, arrowX: 150,
                                                                            arrowWidths: [27, 23, 19, 15], bars: [])))
        let ours = try #require(BubbleMeasurement.measure(Self.picture(body: PixelRect(minX: 40, minY: 20, maxX: 250, maxY: 90),
                                                                       radius: 20, arrowX: 150,
                                                                       arrowWidths: [27, 21, 17, 13, 9, 5], bars: [])))
        let rows = FeatureComparison.compare(reference: reference, ours: ours, scale: 2)
        func row(_ name: String) -> FeatureComparison? { rows.first { $0.feature == name } }
        #expect(row("bubble width")?.reference == 100 && row("bubble width")?.difference == 5)
        #expect(row("arrow height")?.reference == 2 && row("arrow height")?.ours == 3)
        // 0.5 pt at 2 px/pt is row 1; 1.5 pt is row 3; 2.5 pt is past the reference's tip.
        #expect(row("arrow width at 0.5 pt")?.reference == 11.5 && row("arrow width at 0.5 pt")?.ours == 10.5)
        #expect(row("arrow width at 1.5 pt")?.reference == 7.5 && row("arrow width at 1.5 pt")?.ours == 6.5)
        #expect(row("arrow width at 2.5 pt")?.reference == nil && row("arrow width at 2.5 pt")?.ours == 2.5)
    }

    /// Our own bubble, rendered at 3 px/pt: the body's corner radius is the library's 20 pt and
    /// the arrow 9 pt high, to within a pixel.
    @Test func measuresOurRenderedBubbleAtItsKnownRadiusAndArrowHeight() throws {
        let scale = 3.0
        let backend = HeadlessBackend(runtime: try SharedSDL.headless(), size: Size(width: 300, height: 140), scale: scale)
        let view = VStack {
            Image(systemName: "globe")
                .swiftUIPopover(isPresented: .constant(true), disableDelay: true, preferredAttachmentEdge: .top) {
                    PopoverMessageBubble(fill: Color.blue) { Text("A bubble\nof two lines") }
                }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        .padding(.bottom, 10)
        .presentPopovers()
        let runtime = ViewRuntime(root: view, size: backend.pointSize, measurer: backend.textRenderer, colorScheme: .light)
        for frame in 0...30 { backend.draw(runtime.frame(at: Double(frame) / 60)) }
        let measured = try #require(BubbleMeasurement.measure(backend.frame, scale: scale))
        #expect(abs(try #require(measured.cornerRadius) / scale - PopoverConstants.cornerRadius) < 1)
        #expect(abs(Double(measured.arrowWidths.count) / scale - ArrowSpec.standard.height) <= 1 / scale + 0.01)
        #expect(measured.textLines.count == 2)
    }
}
