/// A shape and how to paint it.
struct ShapeFill {
    enum Style {
        case foreground
        case color(Color)
        case backdropBlur(radius: Double, tint: Color)
    }

    let shape: AnyShape
    let style: Style
}
