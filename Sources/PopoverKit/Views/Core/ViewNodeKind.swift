/// What a `ViewNode` is. Containers lay out all their children; modifiers wrap `children[0]`.
enum ViewNodeKind {
    // Leaves.
    case empty
    case text(String)
    case icon(String)
    case spacer(minLength: Double?)
    case color(Color)
    case shape(ShapeFill)
    /// Content built during layout from the environment at this place in the tree.
    case environmentReader((EnvironmentValues) -> ViewNode)
    /// A stateful view's body, run where layout finds the view (spliced into a container).
    case body(DeferredBody)

    // Containers.
    /// Children spliced into the enclosing container; modifiers on a group apply to each child.
    case group
    case vstack(alignment: HorizontalAlignment, spacing: Double?)
    case hstack(alignment: VerticalAlignment, spacing: Double?)
    case zstack(alignment: Alignment)
    case absolute

    // Layout modifiers.
    case padding(EdgeInsets)
    case fixedFrame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case offset(Size)
    case placed(Rect)
    case position(Point)
    /// `children[1]` drawn behind `children[0]`, laid out in its frame.
    case background(alignment: Alignment)
    /// `children[1]` drawn over `children[0]`, laid out in its frame.
    case overlay(alignment: Alignment)

    // Rendering modifiers.
    case environment(EnvironmentChange)
    case opacity(Double)
    case shadow(ShadowStyle)
    case clip(AnyShape)
    case scale(Double, anchor: UnitPoint)
    /// `.matchedGeometryEffect`: records a source's frame, or takes one.
    case matchedGeometry(MatchedGeometry)
    /// `.transition(_:)`: how the content comes in and goes out.
    case transition(Transition)
    /// `.animation(_:value:)`: changes beneath animate when the value changed.
    case animation(AnimationMarker)

    // Interaction.
    case control(ControlRole)
    case tapHandler(() -> Void)
    case dragHandler(minimumDistance: Double, onEvent: (DragEvent) -> Void)

    // Lifecycle.
    case onAppear(() -> Void)
    case onChange(ChangeObserver)

    // Preferences.
    case preference(PreferenceWriter)
    case preferenceOverlay(PreferenceOverlay)
}

/// A change to the environment that flows down to a modifier's content.
struct EnvironmentChange {
    let apply: (inout EnvironmentValues) -> Void
}
