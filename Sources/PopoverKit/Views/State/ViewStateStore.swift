/// Where the `@State` and `@GestureState` of every view in a running tree live between frames,
/// keyed by the view's identity (its place in the tree, `NodeIdentity`), as SwiftUI keeps them:
/// a value is created when its view first appears, kept while the view stays at that place,
/// and dropped at the end of the first frame the view is gone; a changed `.id(_:)` is another
/// place, so it starts again from the initial value.
///
/// A view struct is made anew each time its parent's body runs, with its wrappers holding the
/// initial values. When layout reaches the view (`DeferredBody`), each wrapper is linked to the
/// box stored for its key, so the body reads, and its actions write, the kept value. The first
/// time a key is seen the wrapper's own box is kept: a root view that a runner holds (and
/// whose boxes already carry its state) keeps it, and a new child starts from its initial value.
///
/// `ViewRuntime` owns one and sweeps it after each frame. A layout without a store (a bare
/// `LayoutEngine`) leaves each wrapper with its own box. Used by one thread at a time.
final class ViewStateStore {
    struct Key: Hashable {
        /// The view's place in the tree.
        let identity: NodeIdentity
        /// The view's type: another view at the same place has other state.
        let viewType: ObjectIdentifier
        /// Which of the view's state properties, in declaration order.
        let property: Int
    }

    private var entries: [Key: (box: AnyObject, frame: UInt)] = [:]
    private var frame: UInt = 0

    /// How many values are kept.
    var count: Int { entries.count }

    /// Starts a frame: keys not used before `endFrame()` are dropped then.
    func beginFrame() {
        frame &+= 1
    }

    /// Drops the values of views the frame did not reach, handing each to `dropped`.
    func endFrame(dropped: (AnyObject) -> Void = { _ in }) {
        let current = frame
        entries = entries.filter { entry in
            if entry.value.frame == current { return true }
            dropped(entry.value.box)
            return false
        }
    }

    /// While true, `box` only finds kept values, keeping nothing new and no value longer: a tree
    /// measured apart that stands for a place reads that place's state (`DeferredBody`).
    var onlyReads = false

    /// The box kept for `key`, or `candidate`, kept from now on if there is none (or the kept
    /// one holds another type of value).
    func box<Value>(for key: Key, adopting candidate: StateBox<Value>) -> StateBox<Value> {
        if let entry = entries[key], let kept = entry.box as? StateBox<Value> {
            if entry.frame != frame && !onlyReads { entries[key] = (kept, frame) }
            return kept
        }
        if onlyReads { return candidate }
        entries[key] = (candidate, frame)
        return candidate
    }
}

/// A property wrapper whose value a `ViewStateStore` keeps (`State`, `GestureState`).
protocol StoredViewProperty {
    /// Points this wrapper at the box `store` keeps for `key`.
    func link(to store: ViewStateStore, key: ViewStateStore.Key)
}
