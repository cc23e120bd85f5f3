import PopoverKit
import Testing
import TestSupport
@testable import PopoverSDL

/// `.monospacedDigit()`: every digit takes the widest digit's width, so a changing number
/// keeps its width; other characters keep theirs.
@MainActor
@Suite struct MonospacedDigitTests {
    @Test func digitsAreOneWidthOnlyWhenAsked() throws {
        let renderer = TextRenderer(fonts: try SharedSDL.headless().fonts, scale: 2)
        let proportional = Font(size: 17), tabular = Font(size: 17).monospacedDigit()
        // Inter's "1" is narrower than its "4".
        #expect(renderer.width(of: "111", font: proportional) < renderer.width(of: "444", font: proportional) - 1)
        #expect(renderer.width(of: "111", font: tabular) == renderer.width(of: "404", font: tabular))
        #expect(renderer.width(of: "12:01", font: tabular) == renderer.width(of: "18:48", font: tabular))
        #expect(renderer.width(of: "Hello", font: tabular) == renderer.width(of: "Hello", font: proportional))
    }

    @Test func aLineIsCutIntoDigitsAndTheRest() {
        #expect(DigitPieces.split("a12b", separatingDigits: true).map(\.text) == ["a", "12", "b"])
        #expect(DigitPieces.split("a12b", separatingDigits: true).map(\.isDigits) == [false, true, false])
        #expect(DigitPieces.split("a12b", separatingDigits: false).map(\.text) == ["a12b"])
    }
}
