/// The original library's bubble measurements.
public enum PopoverConstants {
    /// Content padding inside the bubble: 8/16/8/16 (6/12/6/12 on watch).
    public static let defaultPadding = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    public static let watchPadding = EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
    /// Corner radius of the bubble: 20 (16 on watch).
    public static let cornerRadius = PlacementRequest.originalCornerRadius
    public static let watchCornerRadius = 16.0
    /// The space between a bubble without an arrow and its anchor (with one: the arrow's height
    /// plus its gap, `ArrowSpec`).
    public static let arrowlessGap = PlacementRequest.originalArrowlessGap
    /// How long a popover waits before fading in, unless its delay is disabled.
    public static let insertionDelay = 0.5
    /// The dimming layer's black opacity while a dismissible popover shows.
    public static let dimmingOpacity = 0.1
}
