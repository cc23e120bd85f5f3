import Testing
@testable import PopoverKit

/// SwiftUI's text styles at iOS's default (Large) sizes, the `system` fonts and the font
/// modifiers.
@Suite struct FontTests {
    @Test func textStylesHaveIOSDefaultSizesAndWeights() {
        let styles: [(Font, Double)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        for (font, size) in styles {
            #expect(font.size == size)
            #expect(font.weight == (font == .headline ? .semibold : .regular))
            #expect(font.design == .proportional && !font.isItalic)
        }
    }

    @Test func systemFontsTakeSizeOrStyleWithWeightAndDesign() {
        #expect(Font.system(size: 20) == Font(size: 20))
        #expect(Font.system(size: 20, weight: .bold, design: .serif) == Font(size: 20, weight: .bold, design: .serif))
        #expect(Font.system(.title, design: .rounded) == Font(size: 28))
        #expect(Font.system(.headline) == .headline)
        #expect(Font.system(.caption, design: .monospaced, weight: .medium) == Font(size: 12, weight: .medium, design: .monospaced))
    }

    @Test func fontModifiersChangeOneThing() {
        #expect(Font.body.bold() == Font(size: 17, weight: .bold))
        #expect(Font.headline.weight(.heavy).weight == .heavy)
        #expect(Font.title.italic() == Font(size: 28, isItalic: true))
        #expect(Font.caption.monospacedDigit() == Font(size: 12, hasMonospacedDigits: true))
        #expect(Font.title.italic().bold().monospaced() == Font(size: 28, weight: .bold, design: .monospaced, isItalic: true))
    }

    /// Weights without a face of their own take the nearest bundled one.
    @Test func weightsMapToTheNearestBundledFace() {
        #expect(Font.Weight.ultraLight.bundledWeight == .regular)
        #expect(Font.Weight.light.bundledWeight == .regular)
        #expect(Font.Weight.medium.bundledWeight == .medium)
        #expect(Font.Weight.semibold.bundledWeight == .semibold)
        #expect(Font.Weight.heavy.bundledWeight == .bold)
        #expect(Font.Weight.black.bundledWeight == .bold)
    }
}
