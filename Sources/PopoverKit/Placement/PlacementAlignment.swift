/// Where the body sits along the anchor's side: its start edge, its center or its end edge
/// lined up with the anchor's (start is leading on top/bottom, top on leading/trailing).
public enum PlacementAlignment: String, CaseIterable, Hashable, Sendable {
    case start, center, end

    /// Start and end swapped; center stays.
    public var opposite: PlacementAlignment {
        switch self {
        case .start: .end
        case .center: .center
        case .end: .start
        }
    }
}
