import Testing
@testable import PopoverKit

/// A divider is a one-pixel line in the separator color across the stack it is in.
@Suite struct DividerTests {
    func fills(_ view: some View, scale: Double = 1) -> [(Rect, Color)] {
        LayoutEngine(measurer: FixedAdvanceTextMeasurer(displayScale: scale))
            .layout(view, in: Rect(x: 0, y: 0, width: 200, height: 100)).displayList().items
            .compactMap { if case .fill(let path, let color) = $0 { (pathBounds(path), color) } else { nil } }
    }

    @Test func inAVStackItIsAHorizontalHairlineAcrossTheWidthOffered() throws {
        let (rect, color) = try #require(fills(VStack { Text("A"); Divider(); Text("B") }.padding(10)).first)
        #expect(rect.width == 180 && rect.height == 1)
        #expect(color == Color.separator.resolved(in: .light))
    }

    @Test func inAnHStackItIsAVerticalHairlineAcrossTheHeightOffered() throws {
        let (rect, _) = try #require(fills(HStack { Text("A"); Divider(); Text("B") }.padding(10)).first)
        #expect(rect.width == 1 && rect.height == 80)
    }

    /// One pixel at the display scale: half a point at 2x.
    @Test func itIsOnePixelThickAtTheDisplayScale() throws {
        let (rect, _) = try #require(fills(VStack { Divider() }, scale: 2).first)
        #expect(rect.height == 0.5 && rect.width == 200)
    }

    @Test func itTakesTheDarkSeparatorInTheDarkScheme() throws {
        let (_, color) = try #require(fills(Divider().colorScheme(.dark)).first)
        #expect(color == Color.separator.resolved(in: .dark))
    }
}
