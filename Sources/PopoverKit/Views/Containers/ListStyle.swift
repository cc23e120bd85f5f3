/// How a `List` looks, set with `.listStyle(_:)` on it or above it, as SwiftUI's list styles.
public protocol ListStyle: Sendable {
    /// The metrics and colors this style draws with.
    var appearance: ListAppearance { get }
}

/// iOS's default: sections as white rounded cards inset 16 pt on a gray background.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { .insetGrouped }
}

/// Sections as white bands the full width, on a gray background.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { .grouped }
}

/// Rows the full width on white, separated by lines; no cards.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { .plain }
}

/// Plain rows on white, inset 16 pt from the sides.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { .inset }
}

/// What `List` does without a style on iPhone: inset grouped.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// A list style's metrics and colors (iOS's, in points).
public struct ListAppearance: Hashable, Sendable {
    /// Whether sections are cards on a grouped background (gray headers above them).
    let isGrouped: Bool
    /// From the list's sides to the sections' cards.
    let cardInset: Double
    let cardCornerRadius: Double
    let background: Color
    /// The cards' fill; nil where rows sit on the list's background.
    let cardBackground: Color?

    static let insetGrouped = ListAppearance(isGrouped: true, cardInset: 16, cardCornerRadius: 10,
                                             background: .systemGroupedBackground,
                                             cardBackground: .secondarySystemGroupedBackground)
    static let grouped = ListAppearance(isGrouped: true, cardInset: 0, cardCornerRadius: 0,
                                        background: .systemGroupedBackground,
                                        cardBackground: .secondarySystemGroupedBackground)
    static let plain = ListAppearance(isGrouped: false, cardInset: 0, cardCornerRadius: 0,
                                      background: .systemBackground, cardBackground: nil)
    static let inset = ListAppearance(isGrouped: false, cardInset: 16, cardCornerRadius: 10,
                                      background: .systemBackground, cardBackground: nil)

    /// From a card's leading edge to its rows' content (and their separators), and from the
    /// content to the trailing edge.
    static let rowPadding = 16.0
    static let rowMinHeight = 44.0
    /// Above and below a row's content when it is taller than the minimum: chosen so that a
    /// switch (31 pt) makes a 44 pt row, as a line of text does, not measured on a device.
    static let rowVerticalPadding = 6.5
    /// Between cards with no header or footer between them, and above the first and below the
    /// last in grouped styles.
    static let sectionSpacing = 35.0
    /// Above a grouped header, and between it (or a footer) and its card.
    static let headerTopPadding = 17.0
    static let headerBottomPadding = 7.0
    /// A plain list's header band: above and below its text.
    static let plainHeaderPadding = 6.0
    static let headerFont = Font(size: 13)
    static let plainHeaderFont = Font(size: 15, weight: .semibold)
}

private struct ListStyleKey: EnvironmentKey {
    static var defaultValue: ListAppearance { .insetGrouped }
}

extension EnvironmentValues {
    /// The look of the lists beneath (`.listStyle(_:)`).
    var listAppearance: ListAppearance {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the lists in this view.
    public func listStyle(_ style: some ListStyle) -> ViewNode {
        environment(ListStyleKey.self, style.appearance)
    }
}
