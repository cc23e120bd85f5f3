import Foundation
import PopoverKit
import Testing
@testable import PopoverRender

/// The drawn bubble is the original's shape (SwiftUI-Popover 9a126e0, `MessageBubbleShape`):
/// measured row by row on a 4x render, the arrow's width and the corners' inset match the
/// analytic outline, written here from the original's source rather than from our code.
@MainActor
@Suite struct ArrowShapePixelTests {
    static let scale = 4.0
    static let tolerance = 0.15

    /// The original's arrow (`arrowPath(size: 9)`): arcs of radius 4.5 centred (∓13.5, 4.5) from
    /// the edge and (0, 4.5) at the tip, joined by straight lines between the arcs' ends at 45°.
    /// Half its width at `depth` points from the body's edge.
    static func originalHalfWidth(atDepth depth: Double) -> Double {
        let size = 9.0, r = size * 0.5, halfWidth = (size + r * 4) / 2
        let shoulderEnd = (x: halfWidth - r * sin(.pi / 4), y: r - r * cos(.pi / 4))
        let tipStart = (x: r * cos(.pi / 4), y: size - r + r * sin(.pi / 4))
        switch depth {
        case ..<0: return halfWidth
        case ..<shoulderEnd.y: return halfWidth - (r * r - (r - depth) * (r - depth)).squareRoot()
        case ..<tipStart.y:
            let t = (depth - shoulderEnd.y) / (tipStart.y - shoulderEnd.y)
            return shoulderEnd.x + (tipStart.x - shoulderEnd.x) * t
        case ..<size: return (r * r - (depth - (size - r)) * (depth - (size - r))).squareRoot()
        default: return 0
        }
    }

    /// The analytic width averaged over depths `from`...`to`, as a pixel row's coverage sums it.
    static func averageWidth(from: Double, to: Double, width: (Double) -> Double) -> Double {
        let steps = 400
        return (0..<steps).map { width(from + (to - from) * (Double($0) + 0.5) / Double(steps)) }.reduce(0, +) / Double(steps)
    }

    /// Coverage of pixel row (or column) `line` across the axis, summed and turned into points.
    static func measuredWidth(_ frame: PixelBuffer, line: Int, vertical: Bool) -> Double {
        let length = vertical ? frame.width : frame.height
        return (0..<length).map { vertical ? frame.redLevel($0, line) : frame.redLevel(line, $0) }.reduce(0, +) / scale
    }

    @Test(arguments: Edge.allCases)
    func arrowWidthMatchesTheOriginalRowByRow(edge: Edge) {
        // A tip off the pixel grid; the body's edge on it, so each pixel line is wholly arrow or body.
        let body = Rect(x: 40, y: 30, width: 200, height: 120)
        let tip: Point = switch edge {
        case .top: Point(x: 131.37, y: 21)
        case .bottom: Point(x: 170.61, y: 159)
        case .leading: Point(x: 31, y: 93.18)
        case .trailing: Point(x: 249, y: 77.43)
        }
        let shape = BubbleShape(body: body, cornerRadius: 20, arrow: BubbleArrow(edge: edge, tip: tip))
        let frame = CompositorFrames.render(DisplayList(background: .black, items: [.fill(shape.path, .white)]),
                                  size: Size(width: 280, height: 180), scale: Self.scale)
        let lines = Int(9 * Self.scale) + 2
        var worst = 0.0
        for k in 0..<lines {
            // Pixel line k beyond the body's edge, and its depths from that edge in points.
            let line: Int = switch edge {
            case .top: Int(body.minY * Self.scale) - 1 - k
            case .bottom: Int(body.maxY * Self.scale) + k
            case .leading: Int(body.minX * Self.scale) - 1 - k
            case .trailing: Int(body.maxX * Self.scale) + k
            }
            let near = Double(k) / Self.scale, far = Double(k + 1) / Self.scale
            let expected = Self.averageWidth(from: near, to: far) { 2 * Self.originalHalfWidth(atDepth: $0) }
            let measured = Self.measuredWidth(frame, line: line, vertical: edge.isVertical)
            worst = max(worst, abs(measured - expected))
            #expect(abs(measured - expected) <= Self.tolerance, "\(edge) line \(k): \(measured) vs \(expected)")
        }
        #expect(worst <= Self.tolerance)
    }

    @Test(arguments: [20.0, 16.0])
    func cornersAreCirclesOfTheCornerRadius(radius: Double) {
        // No arrow on the measured (top) edge: the corners' inset row by row, against a circle.
        let body = Rect(x: 20, y: 20, width: 160, height: 100)
        let shape = BubbleShape(body: body, cornerRadius: radius, arrow: BubbleArrow(edge: .bottom, tip: Point(x: 100, y: 129)))
        let frame = CompositorFrames.render(DisplayList(background: .black, items: [.fill(shape.path, .white)]),
                                  size: Size(width: 200, height: 140), scale: Self.scale)
        for k in 0..<Int((radius + 2) * Self.scale) {
            let near = Double(k) / Self.scale, far = Double(k + 1) / Self.scale
            let expected = Self.averageWidth(from: near, to: far) { depth in
                let dy = max(0, radius - depth)
                return body.width - 2 * (radius - (radius * radius - dy * dy).squareRoot())
            }
            let measured = Self.measuredWidth(frame, line: Int(body.minY * Self.scale) + k, vertical: true)
            #expect(abs(measured - expected) <= Self.tolerance, "radius \(radius) row \(k): \(measured) vs \(expected)")
        }
    }
}
