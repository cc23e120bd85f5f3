extension View {
    /// Runs `action` when the view appears: the first frame it is in the tree at its place,
    /// and again each time it comes back after being gone.
    public func onAppear(perform action: (() -> Void)? = nil) -> ViewNode {
        guard let action else { return makeNode() }
        return ViewNode(modifier: OnAppearModifier(action: action), content: self)
    }

    /// Runs `action` when the view leaves the tree: after the first frame that no longer has
    /// it at its place (an `if` turned false, a row removed, another `.id`).
    public func onDisappear(perform action: (() -> Void)? = nil) -> ViewNode {
        guard let action else { return makeNode() }
        return ViewNode(modifier: OnDisappearModifier(action: action), content: self)
    }

    /// Runs `action` with the old and the new value when `value` differs from the one the view
    /// had in the last frame (and with the first value twice if `initial`), as SwiftUI's.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> ViewNode {
        ViewNode(modifier: ChangeObserver(value: value, initial: initial, action: action), content: self)
    }

    /// Runs `action` when `value` differs from the one the view had in the last frame.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ViewNode {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes (SwiftUI's older form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> ViewNode {
        onChange(of: value) { _, newValue in action(newValue) }
    }
}

/// An `.onChange(of:)`: the value seen in this pass and what to run when it differs from the
/// last pass's.
struct ChangeObserver: ModifierKind {
    let value: Any
    let initial: Bool
    /// The action for an old and a new value, or nil when they are equal.
    let actionIfChanged: (_ old: Any) -> (() -> Void)?
    /// The action for the first value (`initial`).
    let initialAction: () -> Void

    init<V: Equatable>(value: V, initial: Bool, action: @escaping (V, V) -> Void) {
        self.value = value
        self.initial = initial
        actionIfChanged = { old in
            guard let old = old as? V, old != value else { return nil }
            return { action(old, value) }
        }
        initialAction = { action(value, value) }
    }
}

/// The actions `onAppear`, `onChange` and `onDisappear` asked for during a layout, run after it, when the
/// frame's state is settled: they change state, and the runtime lays out again before drawing,
/// so what they change shows in the same frame, as in SwiftUI.
final class LifecycleActions {
    private var pending: [() -> Void] = []

    func add(_ action: @escaping () -> Void) {
        pending.append(action)
    }

    /// Runs and forgets the actions asked for so far; false if there were none.
    func run() -> Bool {
        guard !pending.isEmpty else { return false }
        let actions = pending
        pending = []
        for action in actions { action() }
        return true
    }
}

/// The value types lifecycle records are kept under in the `ViewStateStore`, beside the
/// view's own state.
private enum AppearedRecord {}
private enum ChangeRecord {}
private enum DisappearRecord {}

/// `.onAppear`: the action runs if this place had no record of the view in the last frame.
/// Only in a runtime (with a state store), on the laid-out tree.
struct OnAppearModifier: ModifierKind {
    let action: () -> Void

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let pass = placer.pass, path = placer.path
        if let store = pass.stateStore, let actions = pass.actions, path.scope == 0 {
            let candidate = StateBox(true)
            let key = ViewStateStore.Key(identity: path.identity, viewType: ObjectIdentifier(AppearedRecord.self), property: 0)
            if store.box(for: key, adopting: candidate) === candidate { actions.add(action) }
        }
        return placer.wrapper(placer.contentInPlace())
    }
}

/// `.onDisappear`: each frame the view is laid out, its place keeps the latest action; when
/// a frame ends without it, the store drops the record and the runtime runs the action
/// (`action(recordedIn:)`).
struct OnDisappearModifier: ModifierKind {
    /// The record's value: a type of its own, so no other record is taken for one.
    struct Action {
        let run: () -> Void
    }

    let action: () -> Void

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let pass = placer.pass, path = placer.path
        if let store = pass.stateStore, path.scope == 0 {
            let candidate = StateBox(Action(run: action))
            let key = ViewStateStore.Key(identity: path.identity, viewType: ObjectIdentifier(DisappearRecord.self),
                                         property: 0)
            let box = store.box(for: key, adopting: candidate)
            if box !== candidate { box.value = Action(run: action) }
        }
        return placer.wrapper(placer.contentInPlace())
    }

    /// The action of a record the store dropped, if it is an `onDisappear` record.
    static func action(recordedIn dropped: AnyObject) -> (() -> Void)? {
        (dropped as? StateBox<Action>)?.value.run
    }
}

extension ChangeObserver {
    /// Compares the value with the one recorded at this place in the last frame.
    func place(_ placer: NodePlacer) -> LaidOutNode {
        let pass = placer.pass, path = placer.path
        if let store = pass.stateStore, let actions = pass.actions, path.scope == 0 {
            let candidate = StateBox<Any>(value)
            let key = ViewStateStore.Key(identity: path.identity, viewType: ObjectIdentifier(ChangeRecord.self), property: 0)
            let box = store.box(for: key, adopting: candidate)
            if box === candidate {
                if initial { actions.add(initialAction) }
            } else {
                if let action = actionIfChanged(box.value) { actions.add(action) }
                box.value = value
            }
        }
        return placer.wrapper(placer.contentInPlace())
    }
}
