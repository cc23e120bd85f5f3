/// The rim of an ellipse filling its frame.
public struct Ellipse: InsettableShape {
    var insetAmount = 0.0

    public init() {}

    public func path(in rect: Rect) -> Path { .ellipse(in: rect.insetBy(insetAmount)) }

    public func inset(by amount: Double) -> Ellipse {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

// SwiftUI's shape shorthands, for any place a shape is taken: `.clipShape(.rect(cornerRadius: 16))`,
// `.background(.red, in: .capsule)`.

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: Double) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
