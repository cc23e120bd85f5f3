import Testing
@testable import PopoverKit

@Suite struct ButtonStyleTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    func items(_ view: some View, scheme: ColorScheme = .light) -> [DisplayItem] {
        testEngine.layout(view.font(font10).colorScheme(scheme), in: bounds).displayList().items
    }

    func label(_ items: [DisplayItem]) -> TextRun? {
        items.compactMap { if case .text(let run) = $0 { run } else { nil } }.first
    }

    func fills(_ items: [DisplayItem]) -> [(path: Path, color: Color)] {
        items.compactMap { if case .fill(let path, let color) = $0 { (path, color) } else { nil } }
    }

    @Test func prominentIsAWhiteLabelOnACapsuleOfTheTintDarkenedToReadableContrast() throws {
        for scheme in [ColorScheme.light, .dark] {
            let drawn = items(Button("OK") {}.buttonStyle(.borderedProminent), scheme: scheme)
            let fill = try #require(fills(drawn).first)
            #expect(label(drawn)?.color == .white)
            #expect(fill.color.contrastRatio(with: .white) >= 4.5)
            // Still the tint's hue: blue dominates.
            #expect(fill.color.blue > fill.color.red && fill.color.blue > fill.color.green)
            // "OK" is 12 × 12; the capsule adds 14 and 7 on each side: 40 × 26, centered.
            #expect(fill.path == Capsule().path(in: Rect(x: 80, y: 37, width: 40, height: 26)))
        }
    }

    @Test func prominentKeepsATintThatIsAlreadyDarkEnough() throws {
        let indigo = Color(hex: 0x3A30A0)
        let drawn = items(Button("OK") {}.buttonStyle(.borderedProminent).tint(indigo))
        #expect(try #require(fills(drawn).first).color == indigo)
    }

    @Test func borderedIsATintedLabelOnALightTintedCapsule() throws {
        let drawn = items(Button("OK") {}.buttonStyle(.bordered))
        let blue = Color.systemBlue.resolved(in: .light)
        #expect(label(drawn)?.color == blue)
        #expect(try #require(fills(drawn).first).color == blue.opacity(0.15))
    }

    @Test func borderlessIsATintedLabelAlone() {
        let drawn = items(Button("OK") {}.buttonStyle(.borderless))
        #expect(label(drawn)?.color == Color.systemBlue.resolved(in: .light))
        #expect(fills(drawn).isEmpty)
    }

    @Test func plainIsTheLabelInTheForegroundColor() {
        #expect(label(items(Button("OK") {}.buttonStyle(.plain)))?.color == Color.label.resolved(in: .light))
        #expect(label(items(Button("OK") {}.foregroundStyle(.blue).buttonStyle(.plain)))?.color
            == Color.systemBlue.resolved(in: .light))
    }

    @Test func aStyledButtonStillActs() {
        var pressed = false
        let result = testEngine.layout(Button("OK") { pressed = true }.buttonStyle(.borderedProminent).font(font10), in: bounds)
        // A corner of the capsule's frame, outside the label.
        #expect(result.hitTest(Point(x: 83, y: 50)).first?.activate() == true)
        #expect(pressed)
    }
}
