import PopoverKit

/// The card H or F1 shows: every control, by mouse and by keyboard, on an opaque card in the
/// idiom's color scheme, scaled down to fit windows smaller than it.
struct HelpCard {
    let size: Size
    let measurer: any TextMeasuring
    let colorScheme: ColorScheme

    static let lines: [(String, String)] = [
        ("drag", "move the content; it springs back on release"),
        ("click", "press buttons, open popovers"),
        ("press on dimming", "dismiss the popover"),
        ("1 – 6", "switch scene"),
        ("I", "cycle idiom (mac, phone, pad, watch, tv, vision)"),
        ("G", "geometry overlay"),
        ("P", "placement policy: original / edges"),
        ("R", "record: an mp4 and a scenario of the input"),
        ("Escape", "dismiss the top popover"),
        ("arrow keys", "drag the focused content (Shift: larger steps)"),
        ("Tab / Shift-Tab", "move focus"),
        ("Space / Return", "press the focused control"),
        ("H / F1", "this help"),
        ("Q", "quit"),
    ]

    /// The same controls in a word each, for windows too narrow for the card (the watch): two
    /// columns of 11 pt text instead of the card scaled down to unreadable.
    static let compactLines: [(String, String)] = [
        ("drag", "move"), ("click", "press"),
        ("dim tap", "close"), ("1 – 6", "scene"),
        ("I", "idiom"), ("G", "geometry"),
        ("P", "placement"), ("R", "record"),
        ("Esc", "dismiss"), ("arrows", "drag"),
        ("Tab", "focus"), ("Space", "press"),
        ("H", "help"), ("Q", "quit"),
    ]

    /// The card's width when the window has room for it; narrower windows get the compact card,
    /// and windows too small for either scale it down.
    static let naturalWidth = 420.0
    /// The least room kept between the card and the window's edges.
    static let margin = 8.0

    var isCompact: Bool { size.width - 2 * Self.margin < Self.naturalWidth }

    var items: [DisplayItem] {
        isCompact ? layOut(compactCard) : layOut(fullCard)
    }

    private var compactCard: ViewNode {
        let columnWidth = (size.width - 2 * Self.margin - 20) / 2
        let rows = stride(from: 0, to: Self.compactLines.count, by: 2).map { Array(Self.compactLines[$0..<min($0 + 2, Self.compactLines.count)]) }
        return VStack(alignment: .leading, spacing: 3) {
            Text("Controls").font(Font(size: 13, weight: .semibold))
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                HStack(spacing: 0) {
                    ForEach(Array(row.enumerated()), id: \.offset) { _, entry in
                        HStack(spacing: 4) {
                            Text(entry.0).font(Font(size: 11, weight: .semibold))
                            Text(entry.1).font(Font(size: 11))
                        }
                        .frame(width: columnWidth, alignment: .leading)
                    }
                }
            }
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color.tertiarySystemBackground))
        .shadow(radius: 16)
        .colorScheme(colorScheme)
    }

    private var fullCard: ViewNode {
        VStack(alignment: .leading, spacing: 4) {
            Text("Controls").font(Font(size: 15, weight: .semibold))
            ForEach(Array(Self.lines.enumerated()), id: \.offset) { _, line in
                HStack(alignment: .top, spacing: 8) {
                    Text(line.0).font(Font(size: 12, weight: .semibold)).frame(width: 110, alignment: .leading)
                    Text(line.1).font(Font(size: 12))
                }
            }
        }
        .padding(16)
        .frame(width: Self.naturalWidth, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color.tertiarySystemBackground))
        .shadow(radius: 16)
        .colorScheme(colorScheme)
    }

    private func layOut(_ card: ViewNode) -> [DisplayItem] {
        let engine = LayoutEngine(measurer: measurer)
        let natural = engine.sizeThatFits(card, proposal: .unspecified)
        let scale = Self.scale(fitting: natural, in: size)
        // Laid out at its natural size, centered in the window, then scaled about its center.
        let frame = Rect(x: (size.width - natural.width) / 2, y: (size.height - natural.height) / 2,
                         width: natural.width, height: natural.height)
        return engine.layout(card.scaleEffect(scale), in: frame).displayList().items
    }

    /// The scale at which a card of `natural` size fits `window` with the margin all round
    /// (1 when it fits as it is).
    static func scale(fitting natural: Size, in window: Size) -> Double {
        guard natural.width > 0, natural.height > 0 else { return 1 }
        return min(1, (window.width - 2 * margin) / natural.width, (window.height - 2 * margin) / natural.height)
    }
}
