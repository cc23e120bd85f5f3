import PopoverKit

/// The README example of SwiftUI-Popover, ported: `import PopoverKit` for `import SwiftUI`;
/// the rest is as written for SwiftUI. The `#if os(...)` branches stay: on
/// Linux the watchOS font is left out, the drag gesture and the padding are kept.
struct ContentView: View {
    @State private var isPopoverPresented = true
    @GestureState private var dragOffset: CGSize = .zero

    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
                // Attach the popover to this view
                .swiftUIPopover(
                    isPresented: $isPopoverPresented,
                    preferredAttachmentEdge: .top
                ) {
                    PopoverMessageBubble(fill: Color.blue) {
                        Text("SwiftUI-only popover attached to\n`Image(systemName: \"globe\")`.")
                            .foregroundStyle(.white)
                            #if os(watchOS)
                            .font(.system(size: 14))
                            #endif
                    }
                    .shadow(radius: 20)
                }

            Text("Hello, world!")
        }
        // Optional: draggable demo with a spring snap-back
        .offset(x: dragOffset.width, y: dragOffset.height)
        .animation(
            .spring(response: 0.35, dampingFraction: 0.7, blendDuration: 0),
            value: dragOffset
        )
        #if !os(tvOS)
        .gesture(
            DragGesture()
                .updating($dragOffset) { value, state, _ in
                    state = value.translation
                }
        )
        #endif
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        // Install the popover presentation layer for this subtree
        .presentPopovers()
        #if !os(watchOS)
        .padding(4)
        #endif
    }
}
