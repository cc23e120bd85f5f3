/// What a laid-out node draws or how it changes the drawing of its children.
enum RenderContent {
    case none
    case fill(Path, Color)
    case backdropBlur(Path, radius: Double, tint: Color)
    case text([TextRun])
    case icon(name: String, color: Color)
    case opacity(Double)
    case shadow(ShadowStyle)
    case clip(Rect)
    /// A clip to a non-rectangular outline; `bounds` is its bounding box (for hit-testing).
    case clipPath(Path, bounds: Rect)
    case transform(Transform)
    case control(ControlLook)
}
