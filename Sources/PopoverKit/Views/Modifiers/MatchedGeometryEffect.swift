/// Which parts of a source's geometry a matched view takes (`matchedGeometryEffect`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The source's anchor point: the view moves so its own anchor point lies on it.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The source's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Shares geometry between views with the same `id` in `namespace`, as SwiftUI's: the
    /// source (`isSource: true`) gives its frame and its `anchor` point; every other view with
    /// the id takes the `properties` asked for: its own `anchor` point placed on the source's
    /// (`.position`), the source's size proposed to it (`.size`), in the same frame. Its parent
    /// lays it out at its own size, as an offset would.
    ///
    /// Sources record their frames as layout places them. A view placed after its source in
    /// the pass (later in the tree) follows it at once; one placed before follows the last
    /// frame's. A view whose source is not in the tree keeps its own geometry.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> ViewNode {
        let effect = MatchedGeometry(key: .init(namespace: namespace, id: AnyHashable(id)), properties: properties,
                                     anchor: anchor, isSource: isSource)
        return ViewNode(modifier: effect, content: self)
    }
}

/// A `matchedGeometryEffect`: what it matches and how.
struct MatchedGeometry: ModifierKind {
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }

    let key: Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}

/// The frames matched-geometry sources had: this pass's as they are placed, and the last
/// pass's for views placed before their source. A runtime keeps one from frame to frame; a
/// bare layout makes one per pass.
final class MatchedGeometryFrames {
    /// A source as placed: its frame, and the point of it matched views put their anchor on.
    struct Source: Equatable {
        let frame: Rect
        let point: Point
    }

    private var current: [MatchedGeometry.Key: Source] = [:]
    private var previous: [MatchedGeometry.Key: Source] = [:]

    /// The source for `key`: this pass's if placed yet, else the last pass's.
    func source(for key: MatchedGeometry.Key) -> Source? {
        current[key] ?? previous[key]
    }

    func record(_ source: Source, for key: MatchedGeometry.Key) {
        current[key] = source
    }

    /// Ends a pass: its frames become the last pass's, and sources no longer placed are forgotten.
    func endPass() {
        guard !current.isEmpty || !previous.isEmpty else { return }
        previous = current
        current = [:]
    }
}

extension MatchedGeometry {
    /// A source records its frame; a matched view moves (and resizes) to its source's.
    func place(_ placer: NodePlacer) -> LaidOutNode {
        let effect = self, pass = placer.pass, frame = placer.frame, node = placer.node, env = placer.env
        if effect.isSource {
            pass.matchedGeometry.record(.init(frame: frame, point: frame.point(at: effect.anchor)), for: effect.key)
            return placer.wrapper(placer.contentInPlace())
        }
        guard let source = pass.matchedGeometry.source(for: effect.key) else {
            return placer.wrapper(placer.contentInPlace())
        }
        var matched = frame
        if effect.properties.contains(.size) {
            // The content answers the source's size as a proposal, as a frame modifier's would.
            matched.size = pass.size(node.content, ProposedSize(source.frame.size), env, at: placer.contentPath)
        }
        let target = effect.properties.contains(.position) ? source.point : frame.point(at: effect.anchor)
        let placed = matched.point(at: effect.anchor)
        matched = matched.offsetBy(dx: target.x - placed.x, dy: target.y - placed.y)
        let childProposal = effect.properties.contains(.size) ? ProposedSize(source.frame.size) : placer.proposal
        let child = placer.placeChild(node.content, index: 0, in: matched, proposal: childProposal, env: env)
        return LaidOutNode(path: placer.path, frame: matched, explicitID: placer.explicitID, children: [child])
    }
}
