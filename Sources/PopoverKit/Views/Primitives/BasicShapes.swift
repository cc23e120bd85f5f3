/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    /// How far inside the frame the outline runs (`inset(by:)`).
    var insetAmount = 0.0

    public init() {}

    public func path(in rect: Rect) -> Path { .rect(rect.insetBy(insetAmount)) }

    public func inset(by amount: Double) -> Rectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

/// A rectangle with circular corners of `cornerRadius` (limited to half the shorter side).
public struct RoundedRectangle: InsettableShape {
    public var cornerRadius: Double
    var insetAmount = 0.0

    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }

    /// Inset, the corners keep their centers, as SwiftUI's: the radius shrinks by the inset
    /// (and grows by an outset), so a stroke is equally thick around them.
    public func path(in rect: Rect) -> Path {
        .roundedRect(rect.insetBy(insetAmount), cornerRadius: max(0, cornerRadius - insetAmount))
    }

    public func inset(by amount: Double) -> RoundedRectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape {
    var insetAmount = 0.0

    public init() {}

    public func path(in rect: Rect) -> Path {
        let rect = rect.insetBy(insetAmount)
        return .roundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    public func inset(by amount: Double) -> Capsule {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

/// The largest circle centered in the frame.
public struct Circle: InsettableShape {
    var insetAmount = 0.0

    public init() {}

    public func path(in rect: Rect) -> Path {
        let side = max(0, min(rect.width, rect.height) - 2 * insetAmount)
        return .ellipse(in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func inset(by amount: Double) -> Circle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}
