import PopoverKit

/// The on-screen "● REC" badge shown while the window records itself. It is drawn after the
/// frame is captured, so it never appears in the recording.
struct RecordingBadge {
    let size: Size

    func items(measurer: any TextMeasuring) -> [DisplayItem] {
        let badge = Text("● REC")
            .font(Font(size: 11, weight: .bold))
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Capsule().fill(Color(hex: 0xFF3B30)))
        let measured = LayoutEngine(measurer: measurer).sizeThatFits(badge, proposal: .unspecified)
        let frame = Rect(x: size.width - measured.width - 8, y: size.height - AppRuntime.chromeHeight + 6,
                         width: measured.width, height: measured.height)
        return LayoutEngine(measurer: measurer).layout(AbsoluteLayout { badge.placed(at: frame) },
                                                      in: Rect(origin: .zero, size: size)).displayList().items
    }
}
