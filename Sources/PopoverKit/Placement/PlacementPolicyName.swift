/// Which placement policy places a request, by the name the `layout` command's JSON, the P key
/// and `PresentationHost.policy` use. What each one does: docs/placement.md.
public enum PlacementPolicyName: String, CaseIterable, Hashable, Sendable {
    /// SwiftUI-Popover's own rules (`OriginalPolicy`).
    case original
    /// Floating UI's flip, shift and arrow, or UIKit's permitted order (`EdgesPolicy`).
    case edges
    /// The middle of the inset container, without an arrow (`CenteredPolicy`).
    case centered
}
