/// Keyboard focus cycling through an ordered list of ids, wrapping at both ends.
public struct FocusRing<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The focusable ids in Tab order.
    public private(set) var ids: [ID]
    /// The focused id, nil when nothing has focus.
    public private(set) var focused: ID?

    public init(_ ids: [ID], focused: ID? = nil) {
        self.ids = ids
        self.focused = focused.flatMap { ids.contains($0) ? $0 : nil }
    }

    /// Focuses the id after the focused one (the first when nothing or the last is focused).
    @discardableResult
    public mutating func focusNext() -> ID? {
        move(by: 1)
    }

    /// Focuses the id before the focused one (the last when nothing or the first is focused).
    @discardableResult
    public mutating func focusPrevious() -> ID? {
        move(by: -1)
    }

    /// Focuses `id` if it is in the ring, or clears focus for nil; unknown ids are ignored.
    public mutating func focus(_ id: ID?) {
        guard let id else { focused = nil; return }
        if ids.contains(id) { focused = id }
    }

    /// Replaces the ids (the views changed), keeping the focus if its id is still present.
    public mutating func replaceIDs(_ newIDs: [ID]) {
        ids = newIDs
        if let current = focused, !newIDs.contains(current) { focused = nil }
    }

    private mutating func move(by delta: Int) -> ID? {
        guard !ids.isEmpty else { return nil }
        let index: Int
        if let current = focused, let currentIndex = ids.firstIndex(of: current) {
            index = (currentIndex + delta + ids.count) % ids.count
        } else {
            index = delta > 0 ? 0 : ids.count - 1
        }
        focused = ids[index]
        return focused
    }
}
