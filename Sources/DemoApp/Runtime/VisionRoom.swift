import PopoverKit

/// What a visionOS window stands in front of, as in the reference picture: a neutral room (a
/// warm light wall, a dark screen, a framed picture, a wooden floor), seen through the window's
/// glass, which blurs it and darkens it just enough that white text reads at 4.5:1 where the
/// room is lightest.
enum VisionRoom {
    /// The room's lightest color: the wall.
    static let wall = Color(hex: 0xCCC5BA)
    /// The glass over the room: a dark tint of this much, blurred by `blurRadius` points.
    static let glassTint = Color(hex: 0x1C1C1E, alpha: 0.62)
    static let blurRadius = 24.0

    /// The room's pieces, in fractions of the window: (where, color).
    static let pieces: [(UnitRect, Color)] = [
        (UnitRect(x: 0, y: 0, width: 1, height: 1), wall),
        // The wall's shaded left part and the window light on the right.
        (UnitRect(x: 0, y: 0, width: 0.18, height: 0.78), Color(hex: 0xA9A297)),
        (UnitRect(x: 0.78, y: 0.05, width: 0.16, height: 0.5), Color(hex: 0x2B2927)),
        // A framed picture with a plant.
        (UnitRect(x: 0.06, y: 0.34, width: 0.1, height: 0.26), Color(hex: 0xE6DECF)),
        (UnitRect(x: 0.085, y: 0.4, width: 0.05, height: 0.12), Color(hex: 0x7E9A68)),
        // The wooden floor.
        (UnitRect(x: 0, y: 0.78, width: 1, height: 0.22), Color(hex: 0xB7A387)),
        (UnitRect(x: 0.62, y: 0.86, width: 0.2, height: 0.1), Color(hex: 0x6F8FA8)),
    ]

    /// The room and the glass over it, filling the window.
    static var window: ViewNode {
        ZStack {
            ForEach(Array(pieces.enumerated()), id: \.offset) { _, piece in
                RoomPiece(unit: piece.0).fill(piece.1)
            }
            Rectangle().backdropBlur(radius: blurRadius, tint: glassTint)
        }
        .makeNode()
    }

    /// A rectangle in fractions of a frame.
    struct UnitRect {
        var x, y, width, height: Double
    }

    struct RoomPiece: Shape {
        let unit: UnitRect

        func path(in rect: Rect) -> Path {
            .rect(Rect(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height,
                       width: unit.width * rect.width, height: unit.height * rect.height))
        }
    }
}
