import Synchronization

/// A count of the changes models announced (`@Published` properties set,
/// `objectWillChange.send()`), from any thread. A runtime compares it with the count at its last
/// layout: while they differ, the next frame would show something new.
enum ModelChanges {
    private static let count = Atomic<UInt64>(0)

    /// The changes announced so far.
    static var current: UInt64 { count.load(ordering: .acquiring) }

    /// Announces a change.
    static func record() {
        count.add(1, ordering: .releasing)
    }
}
