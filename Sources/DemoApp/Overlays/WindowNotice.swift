import PopoverKit

/// A message from the window's recording (a file saved, or why it could not be), shown for a
/// few seconds above the tab strip. Like the REC badge, it is drawn after the frame is
/// captured, so it never appears in a recording.
struct WindowNotice {
    let text: String
    /// The window time it goes away.
    let until: Double

    /// How long a notice stays, in seconds.
    static let duration = 6.0
    static let margin = 8.0

    init(_ text: String, shownAt now: Double) {
        self.text = text
        until = now + Self.duration
    }

    func items(size: Size, measurer: any TextMeasuring) -> [DisplayItem] {
        let width = max(1, size.width - 2 * Self.margin)
        let notice = Text(text)
            .font(Font(size: 11, weight: .medium))
            .foregroundColor(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(hex: 0x1C1C1E).opacity(0.92)))
        let engine = LayoutEngine(measurer: measurer)
        let measured = engine.sizeThatFits(notice, proposal: ProposedSize(width: width, height: nil))
        let frame = Rect(x: Self.margin, y: size.height - AppRuntime.chromeHeight - measured.height - Self.margin,
                         width: min(width, measured.width), height: measured.height)
        return engine.layout(AbsoluteLayout { notice.placed(at: frame) }, in: Rect(origin: .zero, size: size))
            .displayList().items
    }
}
