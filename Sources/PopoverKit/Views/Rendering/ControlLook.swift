/// How a button or toggle draws its state around its content.
struct ControlLook {
    let isPressed: Bool
    let isHovered: Bool
    let isFocused: Bool
    let isEnabled: Bool
    /// The label color, used for the hover highlight.
    let highlight: Color
    /// The tint, used for the focus ring.
    let tint: Color
}
