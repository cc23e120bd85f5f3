/// A named vector symbol (SF-Symbol-like names such as "globe"), in the foreground color, as
/// SwiftUI's `Image(systemName:)`. Its size is square: the font size × 1.05 at the medium
/// image scale (see `ImageScale`). Only the symbols in `Symbols` draw; there are no bitmaps.
public struct Image: View {
    let name: String

    public init(systemName: String) {
        self.name = systemName
    }

    public func makeNode() -> ViewNode { ViewNode(IconKind(name: name)) }
}

/// A symbol's node: a square of `ImageScale`'s side for the font, whatever is offered.
struct IconKind: NodeKind {
    let name: String

    func size(_ sizer: NodeSizer) -> Size {
        let side = Self.side(in: sizer.env)
        return Size(width: side, height: side)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.leaf(IconDrawing(name: name, color: placer.env.resolvedForeground))
    }

    /// An icon's side for the font and image scale of `env`.
    static func side(in env: EnvironmentValues) -> Double {
        env.resolvedFont.size * env.imageScale.sideOverFontSize
    }
}

/// A symbol drawn in its node's frame.
struct IconDrawing: NodeDrawing {
    let name: String
    let color: Color

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        list.append(.icon(name: name, rect: node.frame, color: color))
    }

    var label: String { "icon \(name)" }
}

/// The relative size of icons, as SF Symbols' image scales, relative to the font size.
public enum ImageScale: Hashable, Sendable {
    case small, medium, large

    /// The icon's side over the font size. SF Symbols' round symbols (globe, info.circle) stand
    /// about one em tall at medium scale; small and large are about 0.78× and 1.26× of that, so
    /// a large globe beside 17 pt text is 22 pt, as in the original's screenshots.
    var sideOverFontSize: Double {
        switch self {
        case .small: 0.82
        case .medium: 1.05
        case .large: 1.32
        }
    }
}
