import PopoverKit

/// The card H or F1 shows: every control, by mouse and by keyboard.
struct HelpCard {
    let size: Size
    let measurer: any TextMeasuring

    static let lines: [(String, String)] = [
        ("drag", "move the content; it springs back on release"),
        ("click", "press buttons, open popovers"),
        ("press on dimming", "dismiss the popover"),
        ("1 – 6", "switch scene"),
        ("I", "cycle idiom (mac, phone, pad, watch, tv, vision)"),
        ("G", "geometry overlay"),
        ("P", "placement policy: original / edges"),
        ("R", "record the window to an mp4"),
        ("Escape", "dismiss the top popover"),
        ("arrow keys", "drag the focused content (Shift: larger steps)"),
        ("Tab / Shift-Tab", "move focus"),
        ("Space / Return", "press the focused control"),
        ("H / F1", "this help"),
        ("Q", "quit"),
    ]

    var items: [DisplayItem] {
        let card = VStack(alignment: .leading, spacing: 4) {
            Text("Controls").font(Font(size: 15, weight: .semibold))
            ForEach(Array(Self.lines.enumerated()), id: \.offset) { _, line in
                HStack(alignment: .top, spacing: 8) {
                    Text(line.0).font(Font(size: 12, weight: .semibold)).frame(width: 110, alignment: .leading)
                    Text(line.1).font(Font(size: 12))
                }
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color.white.opacity(0.97)))
        .shadow(radius: 16)
        .frame(maxWidth: min(420, size.width - 16))
        let layout = LayoutEngine(measurer: measurer).layout(card, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        return layout.displayList().items
    }
}
