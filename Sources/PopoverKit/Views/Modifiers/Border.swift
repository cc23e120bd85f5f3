extension View {
    /// A line `width` wide along the inside of the view's frame, drawn over it in `style`, as
    /// SwiftUI's: an overlay of the frame's rectangle stroked inside its edges.
    public func border(_ style: some ShapeStyle, width: Double = 1) -> ViewNode {
        overlay(Rectangle().strokeBorder(style, lineWidth: width))
    }
}
