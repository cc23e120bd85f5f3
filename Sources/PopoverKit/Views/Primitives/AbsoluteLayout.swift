/// A container that takes all the space it is offered and puts each child at an explicit rect
/// given with `.placed(at:)`, in the container's own coordinates (its top-leading corner is 0,0):
/// the child is offered the rect's size and centered in it. Children without a rect are offered
/// the whole container and centered in it. Overlays use it to put a body at an exact frame.
public struct AbsoluteLayout: View {
    let content: [ViewNode]

    public init(@ViewBuilder content: () -> [ViewNode]) {
        self.content = content()
    }

    public func makeNode() -> ViewNode { ViewNode(.absolute, children: content) }
}
