/// The roots of one layout pass's identity paths, which hold the sizes answered in the pass
/// (by node and proposal). When the pass is over it clears what the paths remembered, so the
/// paths laid-out nodes keep are plain chains up to the root.
final class SizeCache {
    /// The laid-out tree's root.
    let root = IdentityPath.root()
    private var measuringRoots: [IdentityPath] = []

    /// A root for a tree measured on its own in this pass, distinct from every other root, so
    /// its sizes never mix with another tree's.
    func makeMeasuringRoot() -> IdentityPath {
        let root = IdentityPath.root(scope: measuringRoots.count + 1)
        measuringRoots.append(root)
        return root
    }

    deinit {
        root.endPass()
        measuringRoots.forEach { $0.endPass() }
    }
}
