import PopoverKit

// Seed 003 (SwiftUI Custom Popover), steps 2 to 6, copied verbatim but for `import SwiftUI`:
// the article's own `matchedPopover(selection:anchor:popover:)` and
// `matchedPopoverSource(id:anchor:)`, built from `ViewModifier`, `@Entry`, `@Namespace`,
// `@Environment` and `matchedGeometryEffect`. They have the names of PopoverKit's own; declared
// in this module, they shadow the library's here, so step 1 and the example of usage in
// SeedSnippets.swift run on the article's code.

// MARK: Step 2. Create a shared namespace via Environment

private extension EnvironmentValues {
    @Entry var matchedPopoverNamespace: Namespace.ID?
}

// MARK: Step 3. Implement the source modifier

private struct MatchedPopoverSourceModifier<ID: Hashable>: ViewModifier {
    let id: ID
    let sourceAnchor: UnitPoint

    @Environment(\.matchedPopoverNamespace) private var ns

    func body(content: Content) -> some View {
        content.matchedGeometryEffect(
            id: id,
            in: ns ?? Namespace().wrappedValue,
            anchor: sourceAnchor
        )
    }
}

// MARK: Step 4. Implement the container modifier

private struct MatchedPopoverContainerModifier<ID: Hashable, Popover: View>: ViewModifier {

    @Binding var selection: ID?
    let sourceAnchor: (ID) -> UnitPoint
    @ViewBuilder var popover: (ID) -> Popover
    
    @State private var presented: ID? = nil
    @Namespace private var ns

    func body(content: Content) -> some View {
        ZStack {
            content
                .overlay {
                    if presented != nil {
                        Color.clear
                            .ignoresSafeArea()
                            .contentShape(.rect)
                            .onTapGesture {
                                withAnimation { selection = nil }
                            }
                    }
                }

            if let id = presented {
                popover(id)
                    .matchedGeometryEffect(
                        id: id,
                        in: ns,
                        properties: .position,
                        anchor: sourceAnchor(id).opposite,
                        isSource: false
                    )
                    .transition(.opacity.combined(with: .scale))
            }
        }
        .environment(\.matchedPopoverNamespace, ns)
        .onAppear { 
        		presented = selection 
        }
        .onChange(of: selection) { _, newValue in
            applySelection(newValue)
        }
    }

    private func applySelection(_ newValue: ID?) {
        guard let newValue else {
            withAnimation { presented = nil }
            return
        }

        guard let current = presented else {
            withAnimation { presented = newValue }
            return
        }

        if current == newValue { return }

        withAnimation {
         		presented = nil
        } completion: {
 						withAnimation { 
 								presented = newValue
 						}
        }
    }
}

// MARK: Step 5. Use one anchor instead of two

private extension UnitPoint {
    var opposite: UnitPoint {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        case .topLeading: .bottomTrailing
        case .topTrailing: .bottomLeading
        case .bottomLeading: .topTrailing
        case .bottomTrailing: .topLeading
        case .center: .center
        default: .center
        }
    }
}

// MARK: Step 6. Expose it as view extensions

public extension View {

    func matchedPopover<ID: Hashable, Popover: View>(
        selection: Binding<ID?>,
        anchor: @escaping (ID) -> UnitPoint = { _ in .top },
        @ViewBuilder popover: @escaping (ID) -> Popover
    ) -> some View {
        modifier(
            MatchedPopoverContainerModifier(
                selection: selection,
                sourceAnchor: anchor,
                popover: popover
            )
        )
    }

    func matchedPopoverSource<ID: Hashable>(
        id: ID,
        anchor: UnitPoint = .bottom
    ) -> some View {
        modifier(
            MatchedPopoverSourceModifier(
                id: id,
                sourceAnchor: anchor
            )
        )
    }
}
