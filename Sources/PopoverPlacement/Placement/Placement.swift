/// The side of the anchor a popover body sits on (top means above the anchor).
public typealias PlacementSide = Edge

/// A side of the anchor plus an alignment along it, written like Floating UI's placements:
/// "top", "top-start", "trailing-end".
public struct Placement: Hashable, Sendable, CustomStringConvertible {
    public var side: PlacementSide
    public var alignment: PlacementAlignment

    public init(side: PlacementSide, alignment: PlacementAlignment = .center) {
        self.side = side
        self.alignment = alignment
    }

    /// Parses "top", "bottom", "leading" or "trailing", optionally followed by "-start" or "-end".
    /// Returns nil for anything else.
    public init?(name: String) {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2, let side = Edge(rawValue: String(parts[0])) else { return nil }
        if parts.count == 1 {
            self.init(side: side)
            return
        }
        switch parts[1] {
        case "start": self.init(side: side, alignment: .start)
        case "end": self.init(side: side, alignment: .end)
        default: return nil
        }
    }

    /// The side's name, with "-start" or "-end" when not centered.
    public var name: String {
        alignment == .center ? side.rawValue : "\(side.rawValue)-\(alignment.rawValue)"
    }

    public var description: String { name }
}

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
