import Testing
@testable import PopoverRender
@testable import PopoverSDL

/// Right-to-left text runs from the right: a line's first word is drawn at its right end, and
/// runs of the other direction sit where the bidirectional algorithm puts them, seen on pixels.
@MainActor
@Suite struct RightToLeftTests {
    /// Whether the line `first second` draws `first` at its right end and `second` at its left,
    /// each much as it looks alone: within a line a word starts at a fraction of a pixel, so its
    /// edges are anti-aliased differently (some 10% of its ink), but it differs far more from
    /// anything else.
    static func runsFromTheRight(_ first: String, _ second: String, in sample: ScriptText) -> (right: Bool, detail: String) {
        let line = sample.image(first + " " + second)
        let firstAlone = sample.image(first), secondAlone = sample.image(second)
        guard line.width >= firstAlone.width + secondAlone.width, firstAlone.hasInk else { return (false, "widths") }
        let ink = firstAlone.ink
        let atRight = line.difference(at: line.width - firstAlone.width, from: firstAlone)
        let atLeft = line.difference(at: 0, from: firstAlone)
        let secondAtLeft = line.difference(at: 0, from: secondAlone)
        return (atRight < ink / 4 && secondAtLeft < secondAlone.ink / 4 && atRight * 3 < atLeft,
                "\(first) differs at the right by \(atRight), at the left by \(atLeft); \(second) at the left by \(secondAtLeft) (ink \(ink))")
    }

    @Test(arguments: [("שלום", "עולם"), ("مرحبا", "بالعالم")])
    func aRightToLeftLineStartsAtTheRight(_ words: (String, String)) throws {
        let shaped = Self.runsFromTheRight(words.0, words.1, in: try ScriptText())
        #expect(shaped.right, "\(shaped.detail)")
        let boxes = Self.runsFromTheRight(words.0, words.1, in: try ScriptText(fallback: false))
        #expect(!boxes.right, "without fallback: \(boxes.detail)")
    }

    /// In a right-to-left line (its first letter Hebrew) a Latin word that follows is drawn
    /// to the left, itself left to right; in a left-to-right line a Hebrew word that follows a
    /// Latin one is drawn to its right.
    @Test func mixedRunsFollowTheLineDirection() throws {
        let sample = try ScriptText()
        let rightToLeft = Self.runsFromTheRight("שלום", "hello", in: sample)
        #expect(rightToLeft.right, "\(rightToLeft.detail)")
        let leftToRight = Self.runsFromTheRight("hello", "שלום", in: sample)
        #expect(!leftToRight.right, "\(leftToRight.detail)")
        let line = sample.image("hello שלום"), hello = sample.image("hello")
        #expect(line.difference(at: 0, from: hello) < hello.ink / 4)
    }
}
