// Foundation's Core Graphics types, as `import SwiftUI` brings them: `import PopoverKit` makes
// these four nameable (and nothing else of Foundation), so ported SwiftUI code keeps its
// `CGSize(width: 300, height: 300)` and `@State var offset: CGSize`.
//
// `CGFloat` needs no overloads: the compiler converts between it and `Double` implicitly
// (SE-0307, on Linux too), so `frame(width: someCGFloat)` calls the `Double` version and a
// literal still has one candidate. Only optional `CGFloat?` arguments and the struct types
// need the overloads in `View+CoreGraphics.swift`.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize

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
