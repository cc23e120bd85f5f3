// Foundation, as `import SwiftUI` brings it: `import PopoverKit` makes all of it nameable, so
// ported SwiftUI code keeps its `UUID()`, `Date()` and `URL`, and its Core Graphics types:
// `CGSize(width: 300, height: 300)`, `@State var offset: CGSize`. This is the one place
// PopoverKit re-exports it.
//
// `CGFloat` needs no overloads: the compiler converts between it and `Double` implicitly
// (SE-0307, on Linux too), so `frame(width: someCGFloat)` calls the `Double` version and a
// literal still has one candidate. Only optional `CGFloat?` arguments and the struct types
// need overloads: `Path`'s below, the views' in `View+CoreGraphics.swift`.
@_exported import Foundation

extension Size {
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension Point {
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension Rect {
    public init(_ rect: CGRect) {
        self.init(origin: Point(rect.origin), size: Size(rect.size))
    }
}

extension CGSize {
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

extension CGPoint {
    public init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }
}

extension CGRect {
    public init(_ rect: Rect) {
        self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
}

// Paths built from CG values, as a custom shape ported from SwiftUI computes them. Disfavored,
// as the view overloads are, so `.zero` and the like still mean the library's types.
extension Path {
    @_disfavoredOverload
    public mutating func move(to p: CGPoint) { move(to: Point(p)) }

    @_disfavoredOverload
    public mutating func line(to p: CGPoint) { line(to: Point(p)) }

    @_disfavoredOverload
    public mutating func quadCurve(to p: CGPoint, control: CGPoint) {
        quadCurve(to: Point(p), control: Point(control))
    }

    @_disfavoredOverload
    public mutating func cubicCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        cubicCurve(to: Point(p), control1: Point(control1), control2: Point(control2))
    }

    @_disfavoredOverload
    public mutating func arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat) {
        arc(center: Point(center), radius: radius, startAngle: startAngle, endAngle: endAngle)
    }

    @_disfavoredOverload
    public static func rect(_ r: CGRect) -> Path { rect(Rect(r)) }

    @_disfavoredOverload
    public static func roundedRect(_ r: CGRect, cornerRadius: CGFloat) -> Path {
        roundedRect(Rect(r), cornerRadius: cornerRadius)
    }

    @_disfavoredOverload
    public static func ellipse(in r: CGRect) -> Path { ellipse(in: Rect(r)) }
}
