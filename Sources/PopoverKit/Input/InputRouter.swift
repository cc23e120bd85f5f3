/// Routes input to the views of the last laid-out frame, top layer first, turning pointer
/// streams into taps and drags and keys into the same actions (see `KeyboardMap`):
/// Escape dismisses the top dismissible popover, arrow keys drag the focused content, Tab and
/// Shift-Tab move focus, Space and Return press the focused control. A pointer goes only to the
/// top-most target under it, so a press on the dimming never reaches the content beneath,
/// except that a press on a button or tap target inside a scroll view that moves becomes a
/// scroll, as on iOS; the wheel scrolls the scroll view under the pointer.
public final class InputRouter {
    /// The frame input is routed against (hit testing uses the last frame's layout).
    public var layout: LayoutResult?
    public private(set) var interaction = InteractionState()
    private var focus = FocusRing<NodeIdentity>([])
    private var keyboard = KeyboardMap()
    private var pointer: PointerGesture?
    private var keyDrag: KeyDrag?
    private var lastPointerLocation: Point?
    /// The last taps on a repeated-tap handler: whose, when the last ended, how many so far.
    private var repeatedTaps: (identity: NodeIdentity, time: Double, count: Int)?

    /// What a pressed pointer is doing.
    private enum PointerGesture {
        /// A press on a tap target, and the scroll view beneath it that takes over if it moves.
        case tap(HitTarget, TapRecognizer, scrollBeneath: PressedScroll?)
        case drag(HitTarget, DragRecognizer)
        /// A press on nothing, or on a disabled target: swallowed until release.
        case blocked
    }

    /// A scroll view under a press, with the press, to start its drag from.
    private struct PressedScroll {
        var target: HitTarget
        var press: InputEvent
        var time: Double
    }

    private struct KeyDrag {
        var target: HitTarget
        var start: Point
    }

    public init() {}

    /// Call after each layout: focus follows the controls that still exist.
    public func frameDidLayout(_ result: LayoutResult) {
        layout = result
        focus.replaceIDs(result.focusableTargets.map(\.identity))
        interaction.focused = focus.focused
    }

    /// Forgets the last frame's targets and any gesture on them, until the next layout: the views
    /// they act on are being replaced (a scene switch), and input meanwhile must not reach them.
    /// A pointer still pressed is swallowed until its release.
    public func forgetTargets() {
        layout = nil
        if pointer != nil { pointer = .blocked }
        keyDrag = nil
        interaction.pressed = nil
        interaction.hovered = nil
    }

    /// Handles one event; returns the key events the views did not use, for app-level keys.
    public func handle(_ event: InputEvent, at time: Double) -> KeyEvent? {
        switch event {
        case .pointerDown(let point, .primary):
            lastPointerLocation = point
            pointerDown(at: point, time: time, event: event)
        case .pointerMove(let point):
            lastPointerLocation = point
            pointerMove(event, at: time, point: point)
        case .pointerUp(let point, .primary):
            lastPointerLocation = point
            pointerUp(event, at: time)
        case .wheel(let dx, let dy):
            wheel(by: Size(width: dx, height: dy))
        case .key(let key):
            return handleKey(key, at: time)
        case .text(let typed):
            editedField()?.append(typed)
        default:
            break
        }
        return nil
    }

    // MARK: Pointer

    private func pointerDown(at point: Point, time: Double, event: InputEvent) {
        let targets = layout?.hitTest(point) ?? []
        guard let target = targets.first, target.isEnabled else {
            pointer = .blocked
            return
        }
        switch target.kind {
        case .button, .toggle, .tap, .repeatedTap, .textField:
            var recognizer = TapRecognizer()
            _ = recognizer.handle(event, at: time)
            let scroll = targets.dropFirst().first { $0.isScroll && $0.isEnabled }
            pointer = .tap(target, recognizer, scrollBeneath: scroll.map { PressedScroll(target: $0, press: event, time: time) })
            interaction.pressed = target.identity
        case .drag(let minimumDistance, _):
            startDrag(on: target, minimumDistance: minimumDistance, press: event, at: time)
        case .scroll:
            startDrag(on: target, minimumDistance: HitTarget.scrollSlop, press: event, at: time)
        }
    }

    private func startDrag(on target: HitTarget, minimumDistance: Double, press: InputEvent, at time: Double) {
        var recognizer = DragRecognizer(minimumDistance: minimumDistance)
        let result = recognizer.handle(press, at: time)
        pointer = .drag(target, recognizer)
        deliver(result, to: target)
    }

    /// Scrolls the top-most scroll view under the pointer.
    private func wheel(by delta: Size) {
        guard let point = lastPointerLocation,
              let target = layout?.hitTest(point).first(where: { $0.isScroll && $0.isEnabled }),
              case .scroll(_, let onWheel) = target.kind else { return }
        onWheel(delta)
    }

    private func pointerMove(_ event: InputEvent, at time: Double, point: Point) {
        switch pointer {
        case .tap(let target, var recognizer, let scroll):
            let result = recognizer.handle(event, at: time)
            pointer = .tap(target, recognizer, scrollBeneath: scroll)
            interaction.pressed = recognizer.isPressed && result != .cancelled ? target.identity : nil
            // A press that moved off its button scrolls what it is in, from where it went down.
            if result == .cancelled, let scroll {
                interaction.pressed = nil
                startDrag(on: scroll.target, minimumDistance: HitTarget.scrollSlop, press: scroll.press, at: scroll.time)
                pointerMove(event, at: time, point: point)
            }
        case .drag(let target, var recognizer):
            let result = recognizer.handle(event, at: time)
            pointer = .drag(target, recognizer)
            deliver(result, to: target)
        case .blocked:
            break
        case nil:
            let top = layout?.hitTest(point).first
            interaction.hovered = top.flatMap { $0.isFocusable ? $0.identity : nil }
        }
    }

    private func pointerUp(_ event: InputEvent, at time: Double) {
        switch pointer {
        case .tap(let target, var recognizer, _):
            if case .tapped = recognizer.handle(event, at: time) {
                if target.isTextField {
                    moveFocus(to: target.identity)
                } else if case .repeatedTap(let count, let action) = target.kind {
                    countTap(on: target, at: time, of: count, action: action)
                } else {
                    target.activate()
                }
            }
        case .drag(let target, var recognizer):
            deliver(recognizer.handle(event, at: time), to: target)
        case .blocked, nil:
            break
        }
        pointer = nil
        interaction.pressed = nil
    }

    /// One more tap on a repeated-tap handler: the action runs at the `count`th in a row.
    private func countTap(on target: HitTarget, at time: Double, of count: Int, action: () -> Void) {
        guard target.isEnabled else { return }
        var taps = 1
        if let last = repeatedTaps, last.identity == target.identity, time - last.time <= HitTarget.repeatedTapInterval {
            taps = last.count + 1
        }
        if taps >= count {
            repeatedTaps = nil
            action()
        } else {
            repeatedTaps = (target.identity, time, taps)
        }
    }

    private func deliver(_ gesture: GestureEvent?, to target: HitTarget) {
        guard let gesture else { return }
        switch gesture {
        case .began(let value): target.send(dragEvent(.began, value))
        case .changed(let value): target.send(dragEvent(.changed, value))
        case .ended(let value): target.send(dragEvent(.ended, value))
        case .cancelled: target.send(DragEvent(phase: .cancelled, startLocation: .zero, location: .zero))
        case .tapped: break
        }
    }

    private func dragEvent(_ phase: DragEvent.Phase, _ value: DragValue) -> DragEvent {
        DragEvent(phase: phase, startLocation: value.startLocation, location: value.location,
                  velocity: Size(width: value.velocity.x, height: value.velocity.y))
    }

    // MARK: Keys

    private func handleKey(_ key: KeyEvent, at time: Double) -> KeyEvent? {
        if let field = editedField(), editingUses(key) {
            if key.phase == .down { edit(field, with: key.key) }
            return nil
        }
        guard let action = keyboard.handle(key) else { return key.phase == .down ? key : nil }
        switch action {
        case .dismissTopPopover:
            if !dismissTopPopover() { return key }
        case .focusNext:
            interaction.focused = focus.focusNext()
        case .focusPrevious:
            interaction.focused = focus.focusPrevious()
        case .pressFocused:
            guard let id = focus.focused, let target = layout?.target(for: id) else { return key }
            target.activate()
        case .dragBegan(let translation):
            guard let target = keyDragTarget() else { return nil }
            let start = target.frame.center
            keyDrag = KeyDrag(target: target, start: start)
            target.send(DragEvent(phase: .began, startLocation: start, location: start))
            target.send(DragEvent(phase: .changed, startLocation: start, location: start + translation))
        case .dragChanged(let translation):
            guard let drag = keyDrag else { return nil }
            drag.target.send(DragEvent(phase: .changed, startLocation: drag.start, location: drag.start + translation))
        case .dragEnded(let translation):
            guard let drag = keyDrag else { return nil }
            drag.target.send(DragEvent(phase: .ended, startLocation: drag.start, location: drag.start + translation))
            keyDrag = nil
        }
        return nil
    }

    // MARK: Text fields

    private func moveFocus(to identity: NodeIdentity?) {
        focus.focus(identity)
        interaction.focused = focus.focused
    }

    /// The focused text field's editing, if a text field has focus.
    private func editedField() -> TextFieldEditing? {
        guard let id = focus.focused, let target = layout?.target(for: id), target.isEnabled,
              case .textField(let text, let onSubmit) = target.kind else { return nil }
        return TextFieldEditing(text: text, onSubmit: onSubmit)
    }

    /// Whether an editing text field takes `key`: the keys that type (their text comes as
    /// `.text` events), Backspace, Return and Escape. Tab still moves focus.
    private func editingUses(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .letter, .digit, .space, .backspace, .return, .escape: true
        default: false
        }
    }

    private func edit(_ field: TextFieldEditing, with key: Key) {
        switch key {
        case .backspace:
            field.deleteBackward()
        case .return:
            moveFocus(to: nil)
            field.onSubmit()
        case .escape:
            moveFocus(to: nil)
        default:
            break
        }
    }

    /// Presses the top-most dimming, as a pointer would; false when no popover can be dismissed.
    private func dismissTopPopover() -> Bool {
        guard let layout else { return false }
        for target in dimmingTargets(in: layout).reversed() where target.isEnabled {
            if target.activate() { return true }
            let center = target.frame.center
            if target.send(DragEvent(phase: .began, startLocation: center, location: center)) {
                target.send(DragEvent(phase: .ended, startLocation: center, location: center))
                return true
            }
        }
        return false
    }

    /// The targets inside the presentation layers' dimming views, back to front.
    private func dimmingTargets(in layout: LayoutResult) -> [HitTarget] {
        let dimmings = layout.root.allNodes.filter { $0.explicitID == AnyHashable(PopoverDimmingID()) }
        return dimmings.flatMap { dimming in
            dimming.allNodes.compactMap { layout.target(for: $0.identity) }
        }
    }

    /// The content arrow keys drag: the drag target under the focused control, else under the
    /// pointer, else the largest one (dimming excluded).
    private func keyDragTarget() -> HitTarget? {
        guard let layout else { return nil }
        let dimmingIdentities = Set(dimmingTargets(in: layout).map(\.identity))
        func drags(at point: Point) -> HitTarget? {
            layout.hitTest(point).first { target in
                if case .drag = target.kind { return !dimmingIdentities.contains(target.identity) }
                return false
            }
        }
        if let id = focus.focused, let focused = layout.target(for: id), let target = drags(at: focused.frame.center) {
            return target
        }
        if let point = lastPointerLocation, let target = drags(at: point) { return target }
        let all = layout.root.allNodes.compactMap { layout.target(for: $0.identity) }.filter { target in
            if case .drag = target.kind { return !dimmingIdentities.contains(target.identity) }
            return false
        }
        return all.max { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
    }
}

extension HitTarget {
    var isScroll: Bool {
        if case .scroll = kind { return true }
        return false
    }
}

/// A text field being edited: what typing does to its text.
private struct TextFieldEditing {
    let text: Binding<String>
    let onSubmit: () -> Void

    func append(_ typed: String) {
        text.wrappedValue += typed.filter { !$0.isNewline }
    }

    func deleteBackward() {
        guard !text.wrappedValue.isEmpty else { return }
        text.wrappedValue.removeLast()
    }
}
