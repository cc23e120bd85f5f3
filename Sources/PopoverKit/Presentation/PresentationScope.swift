/// One presentation scope as its styles see it in a frame: its frame, its padding, the host's
/// placement policy and idiom, and how its popovers' content is measured.
struct PresentationScope {
    /// The scope's identity, as its coordinator and `PlacedPopover.scope` know it.
    let id: String
    let context: LayoutContext
    /// The scope's padding: bodies stay inside the container shrunk by it.
    let insets: EdgeInsets
    let policy: PlacementPolicyName
    /// A compact (phone) idiom: system popovers become sheets unless their content opts out.
    let isCompact: Bool

    /// The scope's frame, cut to the window where it overflows it (content too large for its
    /// window): bodies are kept where they can be seen. A scope wholly outside the window keeps
    /// its frame.
    var container: Rect {
        let frame = context.containerFrame
        guard let window = context.environment[WindowBoundsKey.self] else { return frame }
        let visible = frame.intersection(window)
        return visible.width > 0 && visible.height > 0 ? visible : frame
    }
    /// Where bodies must stay.
    var bounds: Rect { container.inset(by: insets) }

    /// The content's size, wrapped to the room inside the scope when it is wider.
    func measure(_ content: ViewNode) -> Size {
        let ideal = context.measure(content)
        let bounds = bounds
        guard ideal.width > bounds.width, bounds.width > 0 else { return ideal }
        return context.measure(content, proposal: ProposedSize(width: bounds.width, height: nil))
    }
}
