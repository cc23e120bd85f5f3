/// Facts about a `ViewNodeKind` that layout checks for every node, kept as flags so checking
/// them does not copy the kind's payload.
struct ViewNodeTraits: OptionSet {
    let rawValue: UInt8

    static let empty = ViewNodeTraits(rawValue: 1 << 0)
    static let group = ViewNodeTraits(rawValue: 1 << 1)
    static let spacer = ViewNodeTraits(rawValue: 1 << 2)
    /// Wraps one content node as `children[0]` (containers and leaves do not).
    static let modifier = ViewNodeTraits(rawValue: 1 << 3)
    /// A body run during layout (`DeferredBody`).
    static let deferredBody = ViewNodeTraits(rawValue: 1 << 4)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ kind: ViewNodeKind) {
        switch kind {
        case .empty: self = .empty
        case .group: self = .group
        case .spacer: self = .spacer
        case .body: self = .deferredBody
        case .text, .icon, .color, .shape, .environmentReader, .vstack, .hstack, .zstack, .absolute: self = []
        case .padding, .fixedFrame, .flexibleFrame, .offset, .placed, .position, .background, .overlay,
             .environment, .opacity, .shadow, .clip, .scale, .animation, .control, .tapHandler, .dragHandler, .preference,
             .preferenceOverlay, .matchedGeometry, .transition, .onAppear, .onChange:
            self = .modifier
        }
    }
}
