import Testing
@testable import PopoverKit

/// Semantic colors take Apple's light and dark values, and layout resolves them for the color
/// scheme in the environment, so the display list holds only fixed colors.
@Suite struct ColorSchemeTests {
    @Test func systemColorsTakeTheirLightAndDarkValues() {
        #expect(Color.systemBlue.resolved(in: .light) == Color(hex: 0x007AFF))
        #expect(Color.systemBlue.resolved(in: .dark) == Color(hex: 0x0A84FF))
        #expect(Color.systemRed.resolved(in: .dark) == Color(hex: 0xFF453A))
        #expect(Color.label.resolved(in: .light) == .black)
        #expect(Color.label.resolved(in: .dark) == .white)
        #expect(Color.systemBackground.resolved(in: .dark) == .black)
        #expect(Color.secondarySystemGroupedBackground.resolved(in: .dark) == Color(hex: 0x1C1C1E))
        #expect(Color.secondaryLabel.resolved(in: .dark) == Color(hex: 0xEBEBF5, alpha: 0.6))
        #expect(Color.separator.resolved(in: .light) == Color(hex: 0x3C3C43, alpha: 0.29))
    }

    @Test func fixedColorsAreTheSameInBothSchemesAndOpacityAppliesToBoth() {
        #expect(!Color.white.isDynamic)
        #expect(Color.white.resolved(in: .dark) == .white)
        let dimmed = Color.systemBlue.opacity(0.5)
        #expect(dimmed.resolved(in: .light) == Color(hex: 0x007AFF, alpha: 0.5))
        #expect(dimmed.resolved(in: .dark) == Color(hex: 0x0A84FF, alpha: 0.5))
        #expect(!Color.systemBlue.resolved(in: .dark).isDynamic)
    }

    @Test func layoutResolvesEveryColorForTheEnvironmentsScheme() {
        let tree = VStack {
            Text("label")
            Image(systemName: "globe")
            Color.systemBackground.frame(width: 10, height: 10)
            RoundedRectangle(cornerRadius: 2).fill(.systemBlue).frame(width: 10, height: 10).shadow(color: .label, radius: 2)
            Button("tap") {}
        }
        .font(font10)
        func colors(_ scheme: ColorScheme) -> [Color] {
            let list = testEngine.layout(tree.colorScheme(scheme), in: Rect(x: 0, y: 0, width: 100, height: 100)).displayList()
            return list.items.compactMap { item -> Color? in
                switch item {
                case .fill(_, let color), .shadow(_, let color, _, _), .backdropBlur(_, _, let color): color
                case .text(let run): run.color
                case .icon(_, _, let color): color
                default: nil
                }
            }
        }
        let dark = colors(.dark), light = colors(.light)
        #expect(dark.allSatisfy { !$0.isDynamic })
        #expect(light.allSatisfy { !$0.isDynamic })
        // Text and icon in the label color; the background and the blue in their dark values.
        #expect(dark.contains(.white) && dark.contains(.black) && dark.contains(Color(hex: 0x0A84FF)))
        #expect(light.contains(Color(hex: 0x007AFF)) && !light.contains(Color(hex: 0x0A84FF)))
        #expect(dark.count == light.count)
    }

    @Test func contrastFollowsWCAG() {
        #expect(abs(Color.white.contrastRatio(with: .black) - 21) < 1e-9)
        #expect(abs(Color.white.contrastRatio(with: .white) - 1) < 1e-9)
        // White on the light system blue is 4.0:1.
        #expect(abs(Color.white.contrastRatio(with: Color(hex: 0x007AFF)) - 4.02) < 0.01)
    }

    @Test func readableLabelIsBlackOrWhiteWhicheverContrastsMore() {
        #expect(Color.systemYellow.readableLabel.resolved(in: .light) == .black)
        #expect(Color.systemIndigo.readableLabel.resolved(in: .light) == .white)
        #expect(Color.label.readableLabel.resolved(in: .light) == .white)
        #expect(Color.label.readableLabel.resolved(in: .dark) == .black)
    }
}
