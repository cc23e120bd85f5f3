import Testing
@testable import PopoverKit

/// SwiftUI's color initializers and the accent color.
@Suite struct ColorInitializerTests {
    func close(_ a: Color, _ b: Color, _ tolerance: Double = 1e-3) -> Bool {
        abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
            && abs(a.alpha - b.alpha) < tolerance
    }

    @Test func componentsWithOpacityAndGrays() {
        #expect(Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4) == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(Color(white: 0, opacity: 0.25) == Color.black.opacity(0.25))
        #expect(Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4) == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(Color(.sRGB, white: 1) == .white)
    }

    @Test func otherColorSpacesConvertToSRGB() {
        // Linear 0.5 is sRGB 0.7354; P3's pure red is outside sRGB and clamps to sRGB red.
        #expect(close(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1), Color(red: 0.7354, green: 0, blue: 1)))
        #expect(close(Color(.displayP3, red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0)))
        #expect(close(Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5), Color(white: 0.5)))
    }

    @Test func hueSaturationBrightness() {
        #expect(close(Color(hue: 0, saturation: 1, brightness: 1), Color(red: 1, green: 0, blue: 0)))
        #expect(close(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), Color(red: 0, green: 1, blue: 0)))
        #expect(close(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.5),
                      Color(red: 0.4, green: 0.8, blue: 0.8, alpha: 0.5)))
        #expect(close(Color(hue: 5.0 / 6, saturation: 1, brightness: 1), Color(red: 1, green: 0, blue: 1)))
    }

    @Test func semanticColorsAndTheAccent() {
        #expect(Color(.secondarySystemBackground) == Color.secondarySystemBackground)
        #expect(Color.accentColor == Color.systemBlue)
        let styles: [Color] = [.primary, .secondary, .tertiary, .quaternary, .accentColor]
        #expect(styles == [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .systemBlue])
    }
}
