import PopoverKit

/// One greeting per script, each in a popover above or below a button named in its own
/// language: Japanese, Chinese, Arabic (right to left, joined), Devanagari (conjuncts), Hebrew
/// (right to left), and a line mixing both directions. The right-to-left languages' popovers
/// are laid out right to left too: the globe leads, on the right.
struct ContentView: View {
    struct Greeting {
        let language: String
        let text: String
        let fill: Color
        var direction: LayoutDirection = .leftToRight
    }

    static let greetings = [
        Greeting(language: "日本語", text: "こんにちは世界", fill: .blue),
        Greeting(language: "中文", text: "你好，世界", fill: .orange),
        Greeting(language: "العربية", text: "مرحبا بالعالم", fill: .green, direction: .rightToLeft),
        Greeting(language: "हिन्दी", text: "नमस्ते दुनिया", fill: .purple),
        Greeting(language: "עברית", text: "שלום עולם", fill: .pink, direction: .rightToLeft),
        Greeting(language: "Mixed", text: "Hello שלום 123 مرحبا", fill: .indigo),
    ]

    @State private var presented = Array(repeating: true, count: ContentView.greetings.count)

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<3) { row in
                HStack {
                    card(row * 2, edge: .bottom)
                    Spacer()
                    card(row * 2 + 1, edge: .top)
                }
                .frame(maxHeight: .infinity)
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .presentPopovers(padding: 8)
    }

    private func card(_ index: Int, edge: VerticalEdge) -> some View {
        let greeting = Self.greetings[index]
        return Button(greeting.language) { presented[index].toggle() }
            .buttonStyle(.bordered)
            .swiftUIPopover(isPresented: $presented[index], preferredAttachmentEdge: edge) {
                PopoverMessageBubble(fill: greeting.fill) {
                    HStack(spacing: 6) {
                        Image(systemName: "globe")
                        Text(greeting.text)
                    }
                    .foregroundStyle(.white)
                }
                .environment(\.layoutDirection, greeting.direction)
                .shadow(radius: 8)
            }
    }
}
