/// An ordered set of anchor sides, in priority order (UIKit's permitted arrow directions, seed 004,
/// expressed as the sides the body may sit on). Packed in one integer so that carrying it through a
/// placement never allocates.
public struct PermittedSides: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// Four 3-bit slots in priority order; slot value 0 is empty, 1...4 a side (see `code`).
    private var packed: UInt16 = 0
    /// Bit `code - 1` set for each side present, for a quick `contains`.
    private var members: UInt8 = 0

    /// The sides in the given order; repeats after the first are dropped. An empty list restricts
    /// nothing: the `edges` policy then chooses the side by Floating UI's `flip()` rather than by
    /// this list's order (see `PermittedOrder`).
    public init(_ sides: some Sequence<PlacementSide>) {
        var count: UInt16 = 0
        for side in sides where !contains(side) {
            packed |= UInt16(Self.code(side)) << (3 * count)
            members |= 1 << (Self.code(side) - 1)
            count += 1
        }
    }

    public init(arrayLiteral sides: PlacementSide...) {
        self.init(sides)
    }

    /// Top, bottom, leading, trailing.
    public static let all: PermittedSides = [.top, .bottom, .leading, .trailing]

    public var count: Int {
        var n = 0
        while n < 4 && (packed >> (3 * UInt16(n))) & 7 != 0 { n += 1 }
        return n
    }

    public var isEmpty: Bool { packed == 0 }

    /// The highest-priority side, if any.
    public var first: PlacementSide? { isEmpty ? nil : side(at: 0) }

    public func contains(_ side: PlacementSide) -> Bool {
        members & (1 << (Self.code(side) - 1)) != 0
    }

    public func makeIterator() -> Iterator { Iterator(sides: self) }

    public struct Iterator: IteratorProtocol {
        fileprivate let sides: PermittedSides
        fileprivate var index = 0

        public mutating func next() -> PlacementSide? {
            guard index < 4 else { return nil }
            let code = (sides.packed >> (3 * UInt16(index))) & 7
            guard code != 0 else { return nil }
            index += 1
            return Self.edge(code)
        }

        fileprivate static func edge(_ code: UInt16) -> PlacementSide {
            switch code {
            case 1: .top
            case 2: .leading
            case 3: .bottom
            default: .trailing
            }
        }
    }

    public var description: String { "[" + map(\.rawValue).joined(separator: ", ") + "]" }

    private func side(at slot: Int) -> PlacementSide {
        Iterator.edge((packed >> (3 * UInt16(slot))) & 7)
    }

    private static func code(_ side: PlacementSide) -> Int {
        switch side {
        case .top: 1
        case .leading: 2
        case .bottom: 3
        case .trailing: 4
        }
    }
}
