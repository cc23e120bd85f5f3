/// Where every scope placed its popovers during one layout, in the order they were placed.
struct FramePlacements {
    private(set) var popovers: [PlacedPopover] = []

    /// Forgets the last frame's popovers (keeping the storage for this frame's).
    mutating func startFrame() {
        popovers.removeAll(keepingCapacity: true)
    }

    mutating func record(_ placed: PlacedPopover) {
        popovers.append(placed)
    }
}
