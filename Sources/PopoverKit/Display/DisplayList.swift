/// One drawing instruction. Coordinates are absolute, in points; renderers scale to pixels.
public enum DisplayItem: Hashable, Sendable {
    /// Fill an outline (non-zero winding) with a color.
    case fill(Path, Color)
    /// Fill an outline (non-zero winding) with colors blended along a line, pixel by pixel.
    case gradient(Path, GradientFill)
    /// A soft shadow: the outline's mask blurred with `radius` (SwiftUI's shadow radius), offset, tinted.
    case shadow(Path, color: Color, radius: Double, offset: Point)
    /// Blur what has been drawn so far behind the outline, then tint it (a glass material).
    case backdropBlur(Path, radius: Double, tint: Color)
    /// One line of text in a single font, its top-leading corner at `origin`.
    case text(TextRun)
    /// A named vector symbol drawn to fit `rect`.
    case icon(name: String, rect: Rect, color: Color)
    /// Limit the following items to `rect` until the matching `popClip`.
    case pushClip(Rect)
    /// Limit the following items to the inside of `path` (non-zero winding, anti-aliased edges)
    /// until the matching `popClip`; nests with rectangle clips.
    case pushClipPath(Path)
    case popClip
    /// Multiply the alpha of the following items by `opacity` until the matching `popOpacity`.
    case pushOpacity(Double)
    case popOpacity
    /// Scale the following items by `scale` around `anchor` and then move them by `offset`.
    case pushTransform(Transform)
    case popTransform
}

/// Colors blended along a line, for `DisplayItem.gradient`: `colors` evenly spaced from `start`
/// to `end` (absolute points), interpolated linearly in each channel and in alpha; before the
/// start and after the end the end colors continue, as SwiftUI's `LinearGradient`.
public struct GradientFill: Hashable, Sendable {
    public var colors: [Color]
    public var start: Point
    public var end: Point

    public init(colors: [Color], start: Point, end: Point) {
        self.colors = colors
        self.start = start
        self.end = end
    }

    /// The color at `point`: its projection on the line from start to end.
    public func color(at point: Point) -> Color {
        let dx = end.x - start.x, dy = end.y - start.y
        let squared = dx * dx + dy * dy
        guard squared > 0 else { return Self.color(at: 0, in: colors) }
        return Self.color(at: ((point.x - start.x) * dx + (point.y - start.y) * dy) / squared, in: colors)
    }

    /// The color at `t` (0 the first color, 1 the last), linear between evenly spaced colors.
    public static func color(at t: Double, in colors: [Color]) -> Color {
        guard colors.count > 1 else { return colors.first ?? .clear }
        let position = min(max(t, 0), 1) * Double(colors.count - 1)
        let index = min(Int(position), colors.count - 2)
        let f = position - Double(index)
        let a = colors[index], b = colors[index + 1]
        return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                     blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    /// The most opaque of the colors' alphas.
    var maximumAlpha: Double { colors.map(\.alpha).max() ?? 0 }
}

/// A line of text to draw.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: Font
    public var color: Color
    public var origin: Point

    public init(text: String, font: Font, color: Color, origin: Point) {
        self.text = text
        self.font = font
        self.color = color
        self.origin = origin
    }
}

/// A scale about an anchor followed by a translation.
public struct Transform: Hashable, Sendable {
    public var scale: Double
    public var anchor: Point
    public var offset: Point

    public init(scale: Double = 1, anchor: Point = .zero, offset: Point = .zero) {
        self.scale = scale
        self.anchor = anchor
        self.offset = offset
    }

    public static let identity = Transform()

    public func apply(_ p: Point) -> Point {
        Point(x: anchor.x + (p.x - anchor.x) * scale + offset.x,
              y: anchor.y + (p.y - anchor.y) * scale + offset.y)
    }

    /// The point this transform takes to `p`.
    public func inverse(_ p: Point) -> Point {
        Point(x: anchor.x + (p.x - offset.x - anchor.x) / scale, y: anchor.y + (p.y - offset.y - anchor.y) / scale)
    }

    /// This transform applied after `inner`.
    public func concatenating(_ inner: Transform) -> Transform {
        // self(inner(p)) = a + (i_a + (p - i_a) s_i + o_i - a) s + o
        let s = scale * inner.scale
        let origin = apply(inner.apply(.zero))
        // Express as scale about zero plus offset.
        return Transform(scale: s, anchor: .zero, offset: origin)
    }
}

/// A frame's drawing, in order, back to front, with the clear color beneath.
public struct DisplayList: Hashable, Sendable {
    public var background: Color
    public var items: [DisplayItem]

    public init(background: Color = .white, items: [DisplayItem] = []) {
        self.background = background
        self.items = items
    }

    public mutating func append(_ item: DisplayItem) { items.append(item) }
    public mutating func append(contentsOf other: [DisplayItem]) { items.append(contentsOf: other) }
}

extension Transform {
    /// A rectangle scaled and moved (the scale is positive, so corners stay corners).
    func mapRect(_ rect: Rect) -> Rect {
        let origin = apply(rect.origin)
        return Rect(origin: origin, size: Size(width: rect.width * scale, height: rect.height * scale))
    }
}
