import PopoverKit
import Testing
@testable import PopoverRender

/// The arrow tip found in rendered pixels is where the placement engine says it is.
@MainActor
@Suite struct ArrowTipPixelTests {
    let frames: HeadlessFrames
    init() throws { frames = try HeadlessFrames() }

    static let container = Rect(x: 0, y: 0, width: 400, height: 300)

    /// Finds a downward arrow's tip from a white-on-black frame at `scale`.
    ///
    /// In each pixel row crossing only the arrow's straight sides, the coverage sum is the shape's width
    /// averaged over the row, which for straight sides equals the width at the row's center; the width
    /// falls linearly to zero at the tip, so a line fitted through (row center, width) meets zero at the
    /// tip's y. The sides are symmetric about the tip, so each row's coverage-weighted centroid is the tip's x.
    static func findDownwardTip(in frame: PixelBuffer, rows: Range<Int>, columns: Range<Int>) -> Point {
        var samples: [(y: Double, width: Double, centroid: Double)] = []
        for y in rows {
            var width = 0.0, moment = 0.0
            for x in columns {
                let c = frame.redLevel(x, y)
                width += c
                moment += c * (Double(x) + 0.5)
            }
            samples.append((Double(y) + 0.5, width, moment / width))
        }
        // Least squares: width = a + b·y.
        let n = Double(samples.count)
        let meanY = samples.map(\.y).reduce(0, +) / n, meanW = samples.map(\.width).reduce(0, +) / n
        let b = samples.map { ($0.y - meanY) * ($0.width - meanW) }.reduce(0, +)
            / samples.map { ($0.y - meanY) * ($0.y - meanY) }.reduce(0, +)
        let tipY = meanY - meanW / b
        let tipX = samples.map(\.centroid).reduce(0, +) / n
        return Point(x: tipX, y: tipY)
    }

    @Test func tipFoundInPixelsMatchesThePlacementAtTwoX() {
        var random = SplitMix64(seed: 0x5EED_0005)
        for _ in 0..<8 {
            let anchor = Rect(x: Double.random(in: 100...270, using: &random),
                              y: Double.random(in: 150...230, using: &random), width: 30, height: 24)
            let (shape, tip) = HeadlessFrames.placedBubble(anchor: anchor, container: Self.container)
            #expect(shape.arrow?.edge == .bottom)
            let list = DisplayList(background: .black, items: [.fill(shape.path, .white)])
            let frame = frames.render(list, size: Self.container.size)
            // Pixel rows clear of the base's joints (2.2 pt below the body) and the tip's rounding (1.7 pt).
            let base = (tip.y - 9) * 2, tipPixel = tip.y * 2
            let rows = Int((base + 5).rounded(.up))..<Int((tipPixel - 4).rounded(.down))
            let columns = Int(tip.x * 2 - 30)..<Int(tip.x * 2 + 30)
            #expect(rows.count >= 8)
            let found = Self.findDownwardTip(in: frame, rows: rows, columns: columns)
            #expect(abs(found.x - tip.x * 2) <= 0.25, "x \(found.x) vs \(tip.x * 2)")
            #expect(abs(found.y - tip.y * 2) <= 0.25, "y \(found.y) vs \(tip.y * 2)")
        }
    }

    @Test func finderRecoversAKnownTipToAHundredthOfAPixel() {
        // The finder itself, on a shape with a hand-placed tip at (201.3, 150.55) pt.
        let tip = Point(x: 100.65, y: 75.275)
        let shape = BubbleShape(body: Rect(x: 40, y: tip.y - 9 - 50, width: 120, height: 50), cornerRadius: 20,
                                arrow: BubbleArrow(edge: .bottom, tip: tip))
        let frame = frames.render(DisplayList(background: .black, items: [.fill(shape.path, .white)]),
                                  size: Size(width: 200, height: 100))
        let found = Self.findDownwardTip(in: frame, rows: 138..<146, columns: 170..<232)
        #expect(abs(found.x - 201.3) <= 0.05)
        #expect(abs(found.y - 150.55) <= 0.05)
    }
}
