/// The input system's view of the controls, handed to the next layout so controls draw their
/// pressed, hovered and focused looks. Identities come from the previous frame's hit targets.
public struct InteractionState: Hashable {
    /// The control under a pointer that is down (and went down on it).
    public var pressed: NodeIdentity?
    /// The control under the pointer while no button is down.
    public var hovered: NodeIdentity?
    /// The control that has keyboard focus; it draws a focus ring.
    public var focused: NodeIdentity?

    public init(pressed: NodeIdentity? = nil, hovered: NodeIdentity? = nil, focused: NodeIdentity? = nil) {
        self.pressed = pressed
        self.hovered = hovered
        self.focused = focused
    }

    public static var none: InteractionState { InteractionState() }
}
