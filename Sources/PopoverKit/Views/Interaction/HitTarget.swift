/// Something under a point that reacts to input, with the identity and absolute frame of the
/// node that carries it.
public struct HitTarget {
    public enum Kind {
        /// A button: `activate()` runs its action.
        case button(action: () -> Void)
        /// A toggle: `activate()` flips its binding.
        case toggle(isOn: Binding<Bool>)
        /// An `.onTapGesture` handler.
        case tap(action: () -> Void)
        /// An `.onTapGesture(count:)` handler for two taps or more: the pointer's taps run it
        /// when `count` come one after another, each within `repeatedTapInterval` of the last.
        case repeatedTap(count: Int, action: () -> Void)
        /// A `.gesture` drag handler; a recognizer should start it after `minimumDistance`.
        case drag(minimumDistance: Double, onEvent: (DragEvent) -> Void)
        /// A scroll view: drags move its content (beginning after `scrollSlop` points, also from a
        /// press on a button in it), and the wheel over it moves it by a distance in points.
        case scroll(onDrag: (DragEvent) -> Void, onWheel: (Size) -> Void)
        /// A text field: a tap or Tab makes it edit; typed text goes to `text` while it does.
        case textField(text: Binding<String>, onSubmit: () -> Void)
    }

    /// How far a press moves before it scrolls, as UIScrollView's pan.
    static let scrollSlop = 10.0

    /// The longest pause between the taps of a double (or longer) tap, as UIKit's.
    public static let repeatedTapInterval = 0.35

    public let identity: NodeIdentity
    public let frame: Rect
    public let kind: Kind
    /// False inside `.disabled(true)`: the target still blocks what is beneath, but does nothing.
    public let isEnabled: Bool
    /// The clip that limits where the target can be hit, if any.
    let clip: Rect?

    /// Buttons, toggles and text fields take keyboard focus; tap and drag handlers do not.
    public var isFocusable: Bool {
        switch kind {
        case .button, .toggle, .textField: true
        case .tap, .repeatedTap, .drag, .scroll: false
        }
    }

    func contains(_ point: Point) -> Bool {
        frame.contains(point) && (clip?.contains(point) ?? true)
    }

    /// Presses the target: runs a button's or tap's action, flips a toggle. Returns false (and
    /// does nothing) for a disabled target or a drag handler.
    @discardableResult
    public func activate() -> Bool {
        guard isEnabled else { return false }
        switch kind {
        case .button(let action), .tap(let action), .repeatedTap(_, let action):
            action()
        case .toggle(let isOn):
            isOn.wrappedValue.toggle()
        case .drag, .scroll, .textField:
            return false
        }
        return true
    }

    /// Whether this is a text field, which edits while it has focus.
    public var isTextField: Bool {
        if case .textField = kind { return true }
        return false
    }

    /// Delivers a drag step to a drag handler or a scroll view. Returns false for other kinds or
    /// when disabled.
    @discardableResult
    public func send(_ event: DragEvent) -> Bool {
        guard isEnabled else { return false }
        switch kind {
        case .drag(_, let onEvent), .scroll(let onEvent, _):
            onEvent(event)
            return true
        case .button, .toggle, .tap, .repeatedTap, .textField:
            return false
        }
    }
}

/// A reaction to input carried by a node.
struct NodeInteraction {
    let kind: HitTarget.Kind
    let isEnabled: Bool
}
