/// Why a tracked frame's arrow is checked from the layout only, not from the pixels: `verify`
/// counts these per popover, so a row that measured few frames from pixels says why.
nonisolated enum PixelSkipReason: String, Codable, CaseIterable, Hashable, Sendable {
    /// Appearing or disappearing (scaled or faded), so drawn away from its placement.
    case inTransition = "in transition"
    /// The arrow reaches past the window's edge: the pixels there are not the app's (a clip keeps
    /// the largest size its window had, so a shrunk window leaves the app's background there).
    case pastTheWindow = "past the window's edge"
    /// The body next to the arrow is not one solid color (a glass material).
    case noSolidFill = "no solid fill"
    /// A popover drawn later covers the arrow, or darkens it with its shadow.
    case covered
    /// Another popover's anchor or bubble lies under the arrow or just past its tip.
    case cluttered = "beside other content"
    /// The demo's help card (H) or geometry overlay (G) is drawn over the frame: a captured
    /// take replays them, and their lines and card are not the arrow.
    case demoOverlay = "under the help card or geometry overlay"
}
