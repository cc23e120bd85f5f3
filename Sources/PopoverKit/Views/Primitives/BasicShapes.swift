/// A rectangle filling its frame.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: Rect) -> Path { .rect(rect) }
}

/// A rectangle with circular corners of `cornerRadius` (limited to half the shorter side).
public struct RoundedRectangle: Shape {
    public var cornerRadius: Double

    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }

    public func path(in rect: Rect) -> Path { .roundedRect(rect, cornerRadius: cornerRadius) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    public init() {}

    public func path(in rect: Rect) -> Path {
        .roundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

/// The largest circle centered in the frame.
public struct Circle: Shape {
    public init() {}

    public func path(in rect: Rect) -> Path {
        let side = min(rect.width, rect.height)
        return .ellipse(in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}
