/// Where a node sits in the tree: one component per level, the node's explicit id when it has
/// one (`.id(_:)`), else its index among its parent's children. Stable across frames as long
/// as the tree's structure (or the explicit ids) stays the same.
public struct NodeIdentity: Hashable, CustomStringConvertible {
    public enum Component: Hashable {
        case index(Int)
        case explicit(AnyHashable)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static var root: NodeIdentity { NodeIdentity() }

    public var description: String {
        "/" + components.map { component in
            switch component {
            case .index(let i): "\(i)"
            case .explicit(let id): "#\(id)"
            }
        }.joined(separator: "/")
    }
}

// Identities are immutable values; the explicit ids inside them are the hashable values views
// were given (strings, numbers), never shared mutable state.
extension NodeIdentity: @unchecked Sendable {}
