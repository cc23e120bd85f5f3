/// A color is a view that fills the frame it is offered (10 × 10 when asked for its ideal size).
extension Color: View {
    public func makeNode() -> ViewNode { ViewNode(.color(self)) }
}
