import PopoverKit

/// Fills that carry white labels, as Apple puts white on its colored controls: the system
/// colors' increased-contrast light values (Apple's accessible palette), the same in both
/// schemes, each giving white text at least WCAG's 4.5:1.
enum WhiteLabelFill {
    /// 7.6:1.
    static let blue = Color(hex: 0x0040DD)
    /// 5.3:1.
    static let orange = Color(hex: 0xC93400)
    /// Apple's #248A3D gives 4.4:1; one step darker, 5.4:1.
    static let green = Color(hex: 0x1F7A35)
    /// 6.0:1.
    static let purple = Color(hex: 0x8944AB)
    /// 5.4:1.
    static let pink = Color(hex: 0xD30F45)
    /// 9.7:1.
    static let indigo = Color(hex: 0x3634A3)

    static let all = [blue, orange, green, purple, pink, indigo]
}
