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

    var container: Rect { context.containerFrame }
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
