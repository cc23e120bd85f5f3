import PopoverKit

/// The frame benchmark's stress workload: `count` small anchors in a grid, each with its own
/// presented popover (a blue bubble with a shadow and a line of text), all visible at once.
struct StressGrid: View {
    var count: Int

    func makeNode() -> ViewNode {
        let columns = 10
        let rows = (count + columns - 1) / columns
        return VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<min(columns, count - row * columns), id: \.self) { column in
                        anchor(row * columns + column)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .presentPopovers(padding: 4)
    }

    private func anchor(_ index: Int) -> ViewNode {
        Circle().fill(Color(hex: 0x007AFF))
            .frame(width: 10, height: 10)
            .popover(isPresented: .constant(true), disableDelay: true, id: "\(index)") {
                PopoverMessageBubble(fill: Color.systemBlue, padding: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)) {
                    Text("#\(index)").font(Font(size: 11, weight: .medium)).foregroundColor(.white)
                }
                .shadow(radius: 16)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
