/// Where a node sits in the tree: one component per level, the node's explicit id when it has
/// one (`.id(_:)`), else its index among its parent's children. Stable across frames as long
/// as the tree's structure (or the explicit ids) stays the same.
public struct NodeIdentity: Hashable, CustomStringConvertible {
    public enum Component: Hashable {
        case index(Int)
        case explicit(AnyHashable)
    }

    /// The components, or the laid-out tree's path they are read from: layout asks for the
    /// identity of many nodes every frame (hit targets, state, animations), and building the
    /// array copied every component up to the root. A path of the laid-out tree never changes
    /// place, so it stands for its components for as long as it lives.
    private enum Storage {
        case components([Component])
        case path(IdentityPath)
    }

    private var storage: Storage

    public var components: [Component] {
        get {
            switch storage {
            case .components(let components): components
            case .path(let path): path.components
            }
        }
        set { storage = .components(newValue) }
    }

    public init(_ components: [Component] = []) {
        storage = .components(components)
    }

    /// The identity of `path`, a path of the laid-out tree (scope 0, whose place is fixed).
    init(path: IdentityPath) {
        storage = .path(path)
    }

    public static var root: NodeIdentity { NodeIdentity() }

    public static func == (lhs: NodeIdentity, rhs: NodeIdentity) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.path(let left), .path(let right)): left === right || left.hasSamePlace(as: right)
        case (.path(let path), .components(let components)), (.components(let components), .path(let path)):
            path.matches(components)
        case (.components(let left), .components(let right)): left == right
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .path(let path): hasher.combine(path.placeHash)
        case .components(let components): hasher.combine(IdentityPath.placeHash(ofReversed: components.reversed()))
        }
    }

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
// were given (strings, numbers), never shared mutable state, and the paths they may hold never
// change place.
extension NodeIdentity: @unchecked Sendable {}
