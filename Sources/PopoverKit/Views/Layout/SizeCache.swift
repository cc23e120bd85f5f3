/// Sizes answered during one layout pass, keyed by node identity and proposal.
final class SizeCache {
    struct Key: Hashable {
        let identity: NodeIdentity
        let proposal: ProposedSize
    }

    var sizes: [Key: Size] = [:]
}
