import PopoverKit

/// A row of buttons of which one is selected, drawn like a segmented control: a light gray
/// capsule track with the selected segment raised (white in light, gray in dark).
struct SegmentedPicker<Value: Hashable>: View {
    let options: [(title: String, value: Value)]
    let selection: Binding<Value>
    var fontSize = 13.0

    /// UIKit's selected segment: white in light, #636366 in dark.
    static var selectedSegment: Color { Color(light: .white, dark: Color(hex: 0x636366)) }

    func makeNode() -> ViewNode {
        let selection = self.selection
        let fontSize = self.fontSize
        return HStack(spacing: 2) {
            // Each segment's id is "segment-" and its title, for tests and scenarios to find it.
            ForEach(options.map { (id: "segment-" + $0.title, option: $0) }, id: \.id) { _, option in
                let isSelected = selection.wrappedValue == option.value
                Button(action: { selection.wrappedValue = option.value }) {
                    Text(option.title)
                        .font(Font(size: fontSize, weight: isSelected ? .semibold : .regular))
                        .foregroundColor(.label)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(RoundedRectangle(cornerRadius: 6).fill(isSelected ? Self.selectedSegment : .clear))
                }
            }
        }
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.tertiarySystemFill))
    }
}
