import Testing
@testable import PopoverKit

/// `.bold()`, `.italic()`, `.monospacedDigit()`, `.underline()` and `.strikethrough()` on text
/// and on views holding text, and `Text(verbatim:)`.
@Suite struct TextStyleModifiersTests {
    static let area = Rect(x: 0, y: 0, width: 200, height: 100)

    func items(_ view: some View) -> [DisplayItem] {
        testEngine.layout(view, in: Self.area).displayList().items
    }

    func runs(_ view: some View) -> [TextRun] {
        items(view).compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// The rectangles filled after the text, with their colors.
    func lines(_ view: some View) -> [(Rect, Color)] {
        items(view).compactMap { if case .fill(let path, let color) = $0 { (pathBounds(path), color) } else { nil } }
    }

    @Test func boldAndItalicChangeTheFontOfTextBeneath() {
        #expect(runs(Text("A").font(font10).bold()).first?.font == Font(size: 10, weight: .bold))
        #expect(runs(VStack { Text("A").font(.headline) }.italic()).first?.font == Font.headline.italic())
        #expect(runs(Text("A").italic().font(.title)).first?.font == Font.title.italic())
        #expect(runs(Text("1").monospacedDigit()).first?.font.hasMonospacedDigits == true)
        // `false` sets upright again below an italic ancestor; bold(false) changes nothing.
        #expect(runs(Text("A").italic(false).italic()).first?.font.isItalic == false)
        #expect(runs(Text("A").bold(false)).first?.font == .body)
    }

    /// At 10 pt a character is 6 wide and the baseline is 10 below the run's top; a line is
    /// 10/17 thick, its middle 1 below the baseline (underline) or 2.9 above it (strikethrough).
    @Test func anUnderlineRunsUnderTheTextInItsColor() throws {
        let view = Text("Done").font(font10).foregroundStyle(.red).underline()
        let run = try #require(runs(view).first)
        let (rect, color) = try #require(lines(view).first)
        #expect(lines(view).count == 1)
        #expect(rect.minX == run.origin.x && rect.width == 24)
        #expect(abs(rect.midY - (run.origin.y + 10 + 1)) < 1e-9)
        #expect(abs(rect.height - 10.0 / 17) < 1e-9)
        #expect(color == Color.red.resolved(in: .light))
    }

    @Test func aStrikethroughCrossesTheTextInTheColorAsked() throws {
        let view = Text("Done").font(font10).strikethrough(color: .blue)
        let run = try #require(runs(view).first)
        let (rect, color) = try #require(lines(view).first)
        #expect(rect.minX == run.origin.x && rect.width == 24)
        #expect(abs(rect.midY - (run.origin.y + 10 - 2.9)) < 1e-9)
        #expect(color == Color.blue.resolved(in: .light))
    }

    @Test func everyLineOfWrappedTextIsStruck() {
        // Two lines at 40 pt wide: "aaaa" and "bbbb".
        let struck = lines(Text("aaaa bbbb").font(font10).strikethrough().frame(width: 40))
        #expect(struck.count == 2)
        #expect(struck.map(\.0.minY).sorted().last! - struck.map(\.0.minY).sorted().first! == 12)
    }

    @Test func falseDrawsNoLineAndRemovesOneSetAbove() {
        #expect(lines(Text("Done").strikethrough(false)).isEmpty)
        #expect(lines(Text("Done").underline(false).underline()).isEmpty)
        #expect(lines(Text("Done")).isEmpty)
    }

    @Test func verbatimTextKeepsItsBackticks() {
        #expect(runs(Text(verbatim: "a `b` c")).map(\.text) == ["a `b` c"])
        #expect(runs(Text(verbatim: "a `b` c")).allSatisfy { $0.font.design == .proportional })
        #expect(runs(Text(verbatim: "one\ntwo")).map(\.text) == ["one", "two"])
        #expect(runs(Text("a `b` c")).map(\.text) == ["a ", "b", " c"])
    }
}

/// The rectangle around a path's corner points (its curves' ends).
func pathBounds(_ path: Path) -> Rect {
    let points: [Point] = path.elements.compactMap {
        switch $0 {
        case .move(let p), .line(let p): p
        case .quadCurve(let p, _), .cubicCurve(let p, _, _): p
        case .arc, .close: nil
        }
    }
    let xs = points.map(\.x), ys = points.map(\.y)
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}
