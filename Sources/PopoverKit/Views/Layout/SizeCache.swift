/// The roots of a tree of identity paths, which hold the sizes answered in a layout pass (by
/// node and proposal). Reused pass after pass (`TextLayoutCache` keeps one between passes):
/// a tree laid out again gets the same paths back instead of allocating and freeing one per
/// node each time. Each pass must call `beginPass()` before and `endPass()` after, and only
/// one pass may use the tree at a time.
final class SizeCache {
    /// The laid-out tree's root.
    let root = IdentityPath.root()
    private var measuringRoots: [IdentityPath] = []
    /// How many measuring roots this pass has handed out.
    private var measuringRootsUsed = 0
    /// The current pass's number.
    private var pass: UInt = 0

    /// Starts a pass: every path is empty of sizes, as at the end of the last pass.
    func beginPass() {
        pass &+= 1
        measuringRootsUsed = 0
        root.beginPass(pass)
    }

    /// A root for a tree measured on its own in this pass, distinct from every other root, so
    /// its sizes never mix with another tree's. The n-th one of a pass is the n-th of the last.
    /// `place`: the place in the laid-out tree it stands for, if any (`IdentityPath.standsFor`).
    func makeMeasuringRoot(standingFor place: IdentityPath? = nil) -> IdentityPath {
        defer { measuringRootsUsed += 1 }
        let root: IdentityPath
        if measuringRootsUsed < measuringRoots.count {
            root = measuringRoots[measuringRootsUsed]
        } else {
            root = IdentityPath.root(scope: measuringRoots.count + 1)
            measuringRoots.append(root)
        }
        root.stand(for: place)
        root.beginPass(pass)
        return root
    }

    /// Ends the pass: what it worked out is forgotten (but text layouts) and the paths it did not
    /// reach are dropped, so the tree holds no view of this pass and grows no larger than one pass.
    func endPass() {
        root.endPass()
        for index in measuringRoots.indices {
            if index < measuringRootsUsed { measuringRoots[index].endPass() } else { measuringRoots[index].empty() }
        }
        measuringRoots.removeSubrange(measuringRootsUsed...)
    }

    deinit {
        root.empty()
        measuringRoots.forEach { $0.empty() }
    }
}
