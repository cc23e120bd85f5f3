import PopoverKit

/// A small labelled switch for option rows (the built-in `Toggle` is full size): a 26 × 15 track
/// with a knob, then the title, as one button that flips `isOn`.
struct MiniToggle: View {
    let title: String
    let isOn: Binding<Bool>
    var fontSize = 11.0

    /// The off track: system gray 4 in light; in dark a white veil (system gray 4 over black),
    /// lighter than the dark and glass windows beneath it.
    static let offTrack = Color(light: Color(hex: 0xD1D1D6), dark: Color.white.opacity(0.22))

    func makeNode() -> ViewNode {
        let on = isOn.wrappedValue
        let isOn = self.isOn
        return Button(action: { isOn.wrappedValue.toggle() }) {
            HStack(spacing: 4) {
                ZStack(alignment: on ? .trailing : .leading) {
                    Capsule().fill(on ? Color.systemGreen : Self.offTrack).frame(width: 26, height: 15)
                    Circle().fill(.white).frame(width: 12, height: 12).padding(1.5)
                }
                Text(title).font(Font(size: fontSize)).foregroundColor(.label)
            }
        }.makeNode()
    }
}
