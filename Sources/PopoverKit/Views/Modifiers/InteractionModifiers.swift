extension View {
    /// Runs `action` when the view is tapped (its hit target's `activate()`).
    /// The whole layout frame is the hit region, as with SwiftUI's `.contentShape(Rectangle())`.
    /// With a `count` above 1 the action runs when that many taps come in a row, each within
    /// `HitTarget.repeatedTapInterval` of the last (a double tap for 2).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ViewNode {
        ViewNode(modifier: TapModifier(count: count, action: action), content: self)
    }

    /// The region that takes taps and drags, as SwiftUI's `.contentShape(_:)`: here every hit
    /// region is the view's frame, which is `.contentShape(.rect)`'s region, and a transparent
    /// view (`Color.clear`) takes taps there as it does with `.rect`. Other shapes make the
    /// frame the region too.
    public func contentShape(_ shape: some Shape) -> ViewNode {
        makeNode()
    }

    /// Hands drag steps over the view's frame to `onEvent`. A recognizer should begin the drag
    /// once the pointer has moved `minimumDistance` points (10 as SwiftUI's `DragGesture`).
    /// The hit region is the layout frame: put the handler inside an `.offset` to have it follow
    /// the offset, outside to keep it where the view was laid out.
    public func gesture(minimumDistance: Double = 10, _ onEvent: @escaping (DragEvent) -> Void) -> ViewNode {
        ViewNode(modifier: DragModifier(minimumDistance: minimumDistance, onEvent: onEvent), content: self)
    }

    /// Gives the view an explicit identity: it replaces the view's index in `NodeIdentity`
    /// and makes its frame available through `LayoutResult.frame(of:)`.
    public func id(_ id: AnyHashable) -> ViewNode {
        var node = makeNode()
        node.explicitID = id
        return node
    }
}

/// `.onTapGesture`: a tap target over the node's frame.
struct TapModifier: ModifierKind {
    var count = 1
    let action: () -> Void

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.contentInPlace(),
                       interaction: count > 1 ? .repeatedTap(count: count, action: action) : .tap(action: action))
    }
}

/// `.gesture`: a drag target over the node's frame.
struct DragModifier: ModifierKind {
    let minimumDistance: Double
    let onEvent: (DragEvent) -> Void

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.contentInPlace(), interaction: .drag(minimumDistance: minimumDistance, onEvent: onEvent))
    }
}
