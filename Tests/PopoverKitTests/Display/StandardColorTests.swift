import Testing
@testable import PopoverKit

@Suite struct StandardColorTests {
    /// SwiftUI's standard colors with their light and dark values (Apple's system palette).
    static let expected: [(String, Color, light: UInt32, dark: UInt32)] = [
        ("red", .red, 0xFF3B30, 0xFF453A), ("orange", .orange, 0xFF9500, 0xFF9F0A),
        ("yellow", .yellow, 0xFFCC00, 0xFFD60A), ("green", .green, 0x34C759, 0x30D158),
        ("mint", .mint, 0x00C7BE, 0x63E6E2), ("teal", .teal, 0x30B0C7, 0x40C8E0),
        ("cyan", .cyan, 0x32ADE6, 0x64D2FF), ("blue", .blue, 0x007AFF, 0x0A84FF),
        ("indigo", .indigo, 0x5856D6, 0x5E5CE6), ("purple", .purple, 0xAF52DE, 0xBF5AF2),
        ("pink", .pink, 0xFF2D55, 0xFF375F), ("brown", .brown, 0xA2845E, 0xAC8E68),
        ("gray", .gray, 0x8E8E93, 0x8E8E93), ("white", .white, 0xFFFFFF, 0xFFFFFF),
        ("black", .black, 0x000000, 0x000000), ("primary", .primary, 0x000000, 0xFFFFFF),
    ]

    @Test(arguments: expected.indices)
    func eachStandardColorHasItsLightAndDarkValue(_ index: Int) {
        let (name, color, light, dark) = Self.expected[index]
        #expect(color.resolved(in: .light) == Color(hex: light), "\(name) light")
        #expect(color.resolved(in: .dark) == Color(hex: dark), "\(name) dark")
    }

    @Test func secondaryAndClearAreTranslucent() {
        #expect(Color.secondary.resolved(in: .light) == Color(hex: 0x3C3C43, alpha: 0.6))
        #expect(Color.secondary.resolved(in: .dark) == Color(hex: 0xEBEBF5, alpha: 0.6))
        #expect(Color.clear.resolved(in: .dark).alpha == 0)
    }

    @Test func tintIsAStyleForForegroundsAndFills() {
        let items = testEngine.layout(
            VStack {
                Image(systemName: "globe").foregroundStyle(.tint)
                Rectangle().fill(.tint).frame(width: 10, height: 10)
            }
            .tint(.red).colorScheme(.dark).font(font10),
            in: Rect(x: 0, y: 0, width: 100, height: 100)).displayList().items
        let red = Color.red.resolved(in: .dark)
        #expect(items.contains { if case .icon(_, _, let color) = $0 { color == red } else { false } })
        #expect(items.contains { if case .fill(_, let color) = $0 { color == red } else { false } })
    }
}
